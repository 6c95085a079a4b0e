import { fieldError } from '../../lib/errors.ts';
import type { CheckedFile } from '../files/files.service.ts';
import { htmlToText } from './rag-text.rules.ts';

/** Bounds of what one upload may bring into the index: pages read and characters kept. */
const MAX_PAGES = 500;
export const MAX_EXTRACTED_CHARS = 1_000_000;

export const RAG_FILE_REFUSED = 'Solo se aceptan archivos PDF, DOCX, TXT o MD.';
const UNREADABLE = 'No se pudo leer el texto del archivo.';
const NO_TEXT =
  'El archivo no contiene texto que se pueda extraer (¿es un documento escaneado?). Copie su texto en el editor.';

/** Control characters PostgreSQL or the index would choke on; tabs and line ends stay. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

async function pdfText(data: Buffer): Promise<string> {
  // Loaded on first use: pdf.js is large and most requests never need it.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(data),
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
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES) && chars < MAX_EXTRACTED_CHARS; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
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

async function docxText(data: Buffer): Promise<string> {
  const mammoth = (await import('mammoth')).default;
  // Through HTML so that the document's headings become passage headings; images are left out, not inlined.
  const { value } = await mammoth.convertToHtml(
    { buffer: data },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  return htmlToText(value);
}

/**
 * The text of an uploaded source (PDF, DOCX, TXT or MD), its type already told by its bytes (files kit). A file
 * of another type, one that cannot be read, or one without text is a 422 under `file`.
 */
export async function extractText(file: CheckedFile): Promise<string> {
  const ext = file.kind.ext;
  let text: string;
  try {
    if (ext === 'pdf') text = await pdfText(file.data);
    else if (ext === 'docx') text = await docxText(file.data);
    else if (ext === 'txt' || ext === 'md') text = file.data.toString('utf8').replace(/^\uFEFF/, '');
    else throw fieldError('file', RAG_FILE_REFUSED);
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw fieldError('file', UNREADABLE);
  }
  const clean = text
    .replace(CONTROL, ' ')
    .replace(/[\uD800-\uDFFF]/g, (c, i: number, s: string) => {
      // Lone surrogates cannot be stored as UTF-8: pairs stay, halves go.
      const code = c.charCodeAt(0);
      const pair = code < 0xdc00 ? /[\uDC00-\uDFFF]/.test(s[i + 1] ?? '') : /[\uD800-\uDBFF]/.test(s[i - 1] ?? '');
      return pair ? c : ' ';
    })
    .replace(/[ \t]+\n/g, '\n')
    .slice(0, MAX_EXTRACTED_CHARS)
    .trim();
  if (!/[\p{L}\p{N}]/u.test(clean)) throw fieldError('file', NO_TEXT);
  return clean;
}
