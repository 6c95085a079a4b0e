import type { AiEndpoint } from '../../config.ts';

/** A message of an OpenAI-compatible chat completion. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const TIMEOUT_MS = 60_000;
const MAX_ANSWER_CHARS = 8000;

function headers(endpoint: AiEndpoint): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
  };
}

/**
 * POST {LLM_BASE_URL}/chat/completions: OpenAI, Ollama, vLLM and llama.cpp all answer it. The address is the
 * configured one only (no request ever chooses where the server connects). Throws on any failure: the caller
 * decides the fallback.
 */
export async function chatCompletion(
  endpoint: AiEndpoint,
  messages: ChatMessage[],
  opts: { temperature?: number; maxTokens?: number } = {},
): Promise<string> {
  const res = await fetch(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: headers(endpoint),
    body: JSON.stringify({
      model: endpoint.model,
      messages,
      temperature: opts.temperature ?? 0.1,
      max_tokens: opts.maxTokens ?? 700,
      stream: false,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  if (!res.ok) throw new Error(`LLM endpoint answered ${res.status}`);
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = body.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new Error('LLM endpoint gave no answer');
  return text.trim().slice(0, MAX_ANSWER_CHARS);
}

/**
 * POST {EMBEDDINGS_BASE_URL}/embeddings (OpenAI-compatible): one vector per input, in order. `timeoutMs`: a
 * question waits for its vector far less than a background job for a batch of passages.
 */
export async function embed(
  endpoint: AiEndpoint,
  inputs: string[],
  opts: { timeoutMs?: number } = {},
): Promise<number[][]> {
  const res = await fetch(`${endpoint.baseUrl}/embeddings`, {
    method: 'POST',
    headers: headers(endpoint),
    body: JSON.stringify({ model: endpoint.model, input: inputs }),
    signal: AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS),
    redirect: 'error',
  });
  if (!res.ok) throw new Error(`Embeddings endpoint answered ${res.status}`);
  const body = (await res.json()) as { data?: { index?: number; embedding?: unknown }[] };
  const data = [...(body.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const vectors = data.map((d) => d.embedding);
  if (vectors.length !== inputs.length || !vectors.every((v) => Array.isArray(v) && v.every(Number.isFinite)))
    throw new Error('Embeddings endpoint gave malformed vectors');
  return vectors as number[][];
}

/** Cosine similarity; 0 for vectors of different lengths (another model's) or a zero vector. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
