import { Worker } from 'node:worker_threads';
import { fieldError } from '../../lib/errors.ts';
import type { CheckedFile } from '../files/files.service.ts';
import { inspectDocxZip } from './rag-docx-zip.rules.ts';
import type { ExtractJob, ExtractOutcome, ExtractProblem } from './rag-extract.worker.ts';

/** Bounds of what one upload may bring into the index: pages read and characters kept. */
const MAX_PAGES = 500;
export const MAX_EXTRACTED_CHARS = 1_000_000;
/** The extraction thread's JavaScript heap: a document's text and parse tree fit, a bomb's does not. */
const WORKER_HEAP_MB = 384;
/**
 * What the process may grow by while a thread extracts: pdf.js inflates a file's streams into buffers, which live
 * outside the thread's heap limit, so a 500 KB font that inflates to gigabytes is stopped by watching the process.
 */
const WORKER_GROWTH_BYTES = 512 * 1024 * 1024;
const MEMORY_CHECK_MS = 100;
/** Extractions at once: each may take a core and its heap; the rest wait their turn, the event loop does not. */
const MAX_PARALLEL = 2;
export const DEFAULT_EXTRACT_TIMEOUT_MS = 30_000;
/** RAG_EXTRACT_SECONDS (config.ts), in milliseconds. */
export interface ExtractLimits {
  timeoutMs?: number;
}

export const RAG_FILE_REFUSED = 'Solo se aceptan archivos PDF, DOCX, TXT o MD.';
const UNREADABLE = 'No se pudo leer el texto del archivo.';
const NO_TEXT =
  'El archivo no contiene texto que se pueda extraer (¿es un documento escaneado?). Copie su texto en el editor.';
export const RAG_TEXT_TOO_LONG =
  'El texto del archivo supera el máximo de 1.000.000 caracteres. Divídalo en documentos más pequeños.';
export const RAG_TOO_MUCH_MEMORY =
  'El archivo necesita demasiada memoria para extraer su texto y no se procesó. Revise que no esté dañado.';
export const RAG_TOO_SLOW =
  'El archivo tardó demasiado en procesarse y se descartó. Revise que no esté dañado o divídalo en documentos más pequeños.';
export const RAG_ABSURD_DOCX =
  'El archivo DOCX declara un contenido descomprimido desproporcionado (posible bomba de compresión) y no se procesó.';

const PROBLEMS: Record<ExtractProblem, string> = {
  'too-much-text': RAG_TEXT_TOO_LONG,
  'lying-zip': RAG_ABSURD_DOCX,
  unreadable: UNREADABLE,
  'no-text': NO_TEXT,
};

const BOOT = new URL('./rag-extract.worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./rag-extract.worker.ts', import.meta.url).href;

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** One thread per file, ended as soon as it answers or its time is up: nothing a file left behind survives. */
function runInWorker(job: ExtractJob, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY, job },
      execArgv: [], // not the server's `--import tsx`: the boot registers it for the worker's own file only
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (message: string | null, text = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      void worker.terminate();
      if (message) reject(fieldError('file', message));
      else resolve(text);
    };
    const timer = setTimeout(() => settle(RAG_TOO_SLOW), timeoutMs);
    const ceiling = process.memoryUsage.rss() + WORKER_GROWTH_BYTES;
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() > ceiling) settle(RAG_TOO_MUCH_MEMORY);
    }, MEMORY_CHECK_MS);
    worker.on('message', (outcome: ExtractOutcome) =>
      outcome.ok ? settle(null, outcome.text) : settle(PROBLEMS[outcome.problem]),
    );
    worker.on('error', (err: Error & { code?: string }) =>
      settle(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? RAG_TOO_MUCH_MEMORY : UNREADABLE),
    );
    worker.on('exit', () => settle(UNREADABLE));
  });
}

/**
 * The text of an uploaded source (PDF, DOCX, TXT or MD), its type already told by its bytes (files kit), read in
 * a worker thread with a heap and a time limit. A file of another type, one that cannot be read, one without
 * text, one whose text passes MAX_EXTRACTED_CHARS, a DOCX bomb, or one that takes too long is a 422 under `file`.
 */
export async function extractText(
  file: CheckedFile,
  { timeoutMs = DEFAULT_EXTRACT_TIMEOUT_MS }: ExtractLimits = {},
): Promise<string> {
  const ext = file.kind.ext;
  if (ext !== 'pdf' && ext !== 'docx' && ext !== 'txt' && ext !== 'md') throw fieldError('file', RAG_FILE_REFUSED);
  if (ext === 'docx') {
    const verdict = inspectDocxZip(file.data);
    if (verdict !== 'ok') throw fieldError('file', verdict === 'absurd' ? RAG_ABSURD_DOCX : UNREADABLE);
  }
  const job: ExtractJob = { ext, data: file.data, maxChars: MAX_EXTRACTED_CHARS, maxPages: MAX_PAGES };
  return inTurn(() => runInWorker(job, timeoutMs));
}
