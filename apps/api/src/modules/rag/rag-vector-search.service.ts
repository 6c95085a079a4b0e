import { sql } from 'drizzle-orm';
import type { AiEndpoint } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { embed } from './llm.service.ts';
import { visibleSql, type PassageHit, type SearchScope } from './rag-search.service.ts';

type Log = { warn: (obj: object, msg: string) => void };

/** A question waits this long for its vector; past it, retrieval is full text alone. */
export const QUERY_EMBED_TIMEOUT_MS = 4000;

/** The question's vector: one call per question; null (and a warning) when the endpoint fails or is slow. */
export async function questionVector(
  endpoint: AiEndpoint | undefined,
  question: string,
  log?: Log,
): Promise<number[] | null> {
  if (!endpoint) return null;
  try {
    const [vector] = await embed(endpoint, [question], { timeoutMs: QUERY_EMBED_TIMEOUT_MS });
    return vector;
  } catch (err) {
    log?.warn({ err }, 'question embedding failed; retrieving by full text alone');
    return null;
  }
}

export interface VectorHit {
  passageId: number;
  similarity: number;
}

export interface VectorRanking {
  /** The visible passages closest to the question, best first. */
  hits: VectorHit[];
  /** The median similarity of every visible passage with a vector: what "unrelated" scores for this question. */
  baseline: number;
}

type Cached = { version: string; vector: Float32Array; norm: number };
/**
 * Vectors kept in memory per database, keyed by passage id and checked against the row's version (xmin) on
 * every question: reading thousands of real[] per question (or computing the cosine over them in SQL) is what
 * would make a question slow, while listing the visible ids and versions is cheap. Bounded: past
 * MAX_CACHED_VALUES floats it starts over.
 */
const caches = new WeakMap<object, { rows: Map<number, Cached>; values: number }>();
const MAX_CACHED_VALUES = 16_000_000;

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

function norm(v: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  return Math.sqrt(s);
}

async function visibleVectors(db: DbOrTx, scope: SearchScope) {
  const visible = await db.execute(sql`
    select p.id, p.xmin::text as version from rag_passages p join rag_documents d on d.id = p.document_id
    where ${visibleSql(scope)} and p.embedding is not null`);
  const rows = rowsOf<{ id: number; version: string }>(visible);
  let cache = caches.get(db);
  if (!cache || cache.values > MAX_CACHED_VALUES) caches.set(db, (cache = { rows: new Map(), values: 0 }));
  const missing = rows.filter((r) => cache.rows.get(r.id)?.version !== r.version).map((r) => r.id);
  if (missing.length > 0) {
    const fetched = await db.execute(sql`
      select p.id, p.xmin::text as version, p.embedding from rag_passages p
      where p.id = any(${`{${missing.join(',')}}`}::int[]) and p.embedding is not null`);
    for (const r of rowsOf<{ id: number; version: string; embedding: number[] }>(fetched)) {
      const vector = Float32Array.from(r.embedding);
      cache.rows.set(r.id, { version: r.version, vector, norm: norm(vector) });
      cache.values += vector.length;
    }
  }
  return rows.flatMap((r) => {
    const c = cache.rows.get(r.id);
    return c ? [{ id: r.id, ...c }] : [];
  });
}

/** Loads every stored vector into the cache (after the backfill), so that the first question does not wait. */
export async function warmVectors(db: DbOrTx) {
  await visibleVectors(db, { userId: 0, seesRestricted: true, departmentId: null });
}

/**
 * The vector ranking over every passage the scope may see: the visibility and department filter is the full
 * text's (`visibleSql`), inside the SQL, so a hidden passage's vector is never even read. Cosine in Node.
 */
export async function vectorRanking(
  db: DbOrTx,
  scope: SearchScope,
  query: number[],
  limit = 40,
): Promise<VectorRanking> {
  const qn = norm(query);
  if (!qn) return { hits: [], baseline: 0 };
  const scored: VectorHit[] = [];
  for (const row of await visibleVectors(db, scope)) {
    if (row.vector.length !== query.length || !row.norm) continue;
    let dot = 0;
    for (let i = 0; i < query.length; i++) dot += query[i] * row.vector[i];
    scored.push({ passageId: row.id, similarity: dot / (qn * row.norm) });
  }
  if (scored.length === 0) return { hits: [], baseline: 0 };
  const sims = scored.map((s) => s.similarity).sort((a, b) => a - b);
  const mid = sims.length >> 1;
  const baseline = sims.length % 2 ? sims[mid] : (sims[mid - 1] + sims[mid]) / 2;
  scored.sort((a, b) => b.similarity - a.similarity || a.passageId - b.passageId);
  return { hits: scored.slice(0, limit), baseline };
}

/**
 * The passages the vector ranking found that full text did not, as hits (no words matched: score and coverage
 * 0), one statement, filtered by the scope again.
 */
export async function passageHits(db: DbOrTx, scope: SearchScope, ids: number[]): Promise<PassageHit[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(sql`
    select p.id, p.heading, p.body, d.public_id, d.title from rag_passages p
    join rag_documents d on d.id = p.document_id
    where p.id = any(${`{${ids.join(',')}}`}::int[]) and ${visibleSql(scope)}`);
  return rowsOf<{ id: number; heading: string; body: string; public_id: string; title: string }>(res).map((r) => ({
    passageId: r.id,
    documentPublicId: r.public_id,
    title: r.title,
    heading: r.heading,
    body: r.body,
    score: 0,
    coverage: 0,
    covers: new Map(),
    embedding: null,
  }));
}
