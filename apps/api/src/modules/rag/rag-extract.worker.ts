/**
 * Text extraction, run in a worker thread (rag-extract.service.ts starts it, rag-extract.worker-boot.mjs loads
 * this file): pdf.js and mammoth parse whatever an upload contains, and a hostile file must cost this thread's
 * memory and time, never the server's event loop. pdf.js and mammoth are imported on use, after the boot has
 * unregistered tsx.
 */
import { inflatesAsDeclared } from './rag-docx-zip.rules.ts';
import { htmlToText } from './rag-text.rules.ts';

export interface ExtractJob {
  ext: 'pdf' | 'docx' | 'txt' | 'md';
  data: Uint8Array;
  maxChars: number;
  maxPages: number;
}
export type ExtractProblem = 'too-much-text' | 'lying-zip' | 'unreadable' | 'no-text';
export type ExtractOutcome = { ok: true; text: string } | { ok: false; problem: ExtractProblem };

/** Thrown to stop at once with this problem: the rest of the file is never parsed. */
class Refused extends Error {
  constructor(readonly problem: ExtractProblem) {
    super(problem);
  }
}

/** Control characters PostgreSQL or the index would choke on; tabs and line ends stay. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

async function pdfText({ data, maxChars, maxPages }: ExtractJob): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data,
    isEvalSupported: false, // never compiles code from a document's fonts
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const parts: string[] = [];
    let chars = 0;
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      // Streamed in chunks, so that one page's content stream inflating to gigabytes of text stops at the limit.
      const reader = (page.streamTextContent() as ReadableStream<{ items: object[] }>).getReader();
      let text = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        for (const item of chunk.value.items) {
          if ('str' in item) text += (item.str as string) + ('hasEOL' in item && item.hasEOL ? '\n' : '');
        }
        if (chars + text.length > maxChars) {
          // pdf.js wants an Error as the reason, and stops parsing the page once it has it.
          const reason = new Refused('too-much-text');
          await reader.cancel(reason);
          throw reason;
        }
      }
      parts.push(text);
      chars += text.length;
      page.cleanup();
    }
    return parts.join('\n\n');
  } finally {
    await task.destroy();
  }
}

async function docxText({ data }: ExtractJob): Promise<string> {
  const zip = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (!inflatesAsDeclared(zip)) throw new Refused('lying-zip');
  const mammoth = (await import('mammoth')).default;
  // Through HTML so that the document's headings become passage headings; images are left out, not inlined.
  const { value } = await mammoth.convertToHtml(
    { buffer: zip },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  return htmlToText(value);
}

function plainText({ data }: ExtractJob): string {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

function clean(text: string): string {
  return text
    .replace(CONTROL, ' ')
    .replace(/[\uD800-\uDFFF]/g, (c, i: number, s: string) => {
      // Lone surrogates cannot be stored as UTF-8: pairs stay, halves go.
      const code = c.charCodeAt(0);
      const pair = code < 0xdc00 ? /[\uDC00-\uDFFF]/.test(s[i + 1] ?? '') : /[\uD800-\uDBFF]/.test(s[i - 1] ?? '');
      return pair ? c : ' ';
    })
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

export async function extractInThread(job: ExtractJob): Promise<ExtractOutcome> {
  let raw: string;
  try {
    raw = job.ext === 'pdf' ? await pdfText(job) : job.ext === 'docx' ? await docxText(job) : plainText(job);
  } catch (err) {
    return { ok: false, problem: err instanceof Refused ? err.problem : 'unreadable' };
  }
  const text = clean(raw);
  if (text.length > job.maxChars) return { ok: false, problem: 'too-much-text' };
  if (!/[\p{L}\p{N}]/u.test(text)) return { ok: false, problem: 'no-text' };
  return { ok: true, text };
}
