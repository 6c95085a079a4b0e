import { inflateRawSync } from 'node:zlib';
import { sniffImage } from '../../lib/storage.ts';

/** What an upload really is, told by its bytes; `exts` are the file-name extensions that type may carry. */
export interface FileKind {
  mime: string;
  ext: string;
  exts: readonly string[];
}

const OOXML: Record<string, FileKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    exts: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml': {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
    exts: ['xlsx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml': {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
    exts: ['pptx'],
  },
};
const ZIP: FileKind = { mime: 'application/zip', ext: 'zip', exts: ['zip'] };
const TEXT: Record<string, FileKind> = {
  txt: { mime: 'text/plain; charset=utf-8', ext: 'txt', exts: ['txt'] },
  csv: { mime: 'text/csv; charset=utf-8', ext: 'csv', exts: ['csv'] },
  md: { mime: 'text/markdown; charset=utf-8', ext: 'md', exts: ['md'] },
};

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory of a zip (null when it is not a well-formed one). Bounded: at most 5000 entries. */
function zipEntries(buf: Buffer): ZipEntry[] | null {
  const minEocd = 22;
  const start = Math.max(0, buf.length - minEocd - 0xffff);
  let eocd = -1;
  for (let i = buf.length - minEocd; i >= start; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  if (count > 5000) return null;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return null;
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** One entry's bytes (stored or deflated), capped at 1 MB uncompressed: [Content_Types].xml is tiny. */
function zipRead(buf: Buffer, e: ZipEntry): Buffer | null {
  const p = e.localOffset;
  if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50) return null;
  const dataStart = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const data = buf.subarray(dataStart, dataStart + e.compressedSize);
  try {
    if (e.method === 0) return data;
    if (e.method === 8) return inflateRawSync(data, { maxOutputLength: 1024 * 1024 });
  } catch {
    return null;
  }
  return null;
}

/** A zip: an Office Open XML document when its [Content_Types].xml names one, a plain archive otherwise. */
function sniffZip(buf: Buffer): FileKind | null {
  const entries = zipEntries(buf);
  if (!entries) return null;
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types) return ZIP;
  const xml = zipRead(buf, types)?.toString('utf8');
  if (!xml) return null;
  // Macro-enabled documents (docm, xlsm, pptm) name other main types and carry a vbaProject: refused.
  if (entries.some((e) => /vbaProject\.bin$/i.test(e.name))) return null;
  for (const [contentType, kind] of Object.entries(OOXML))
    if (xml.includes(`ContentType="${contentType}"`)) return kind;
  return null;
}

/** UTF-8 text without NUL or other binary control characters. */
function isText(buf: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  // Tab, line feeds, form feed and escape are text; any other C0 control byte means binary.
  const allowed = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b]);
  for (const byte of buf) if (byte < 0x20 && !allowed.has(byte)) return false;
  return true;
}
/**
 * The allow-list: PDF, JPG/PNG/WEBP/GIF, docx/xlsx/pptx, txt/csv/md (text, told apart by the name) and zip.
 * Decided by the content; the name's extension must then agree, so that a '.pdf' with other bytes is refused.
 */
export function sniffFile(name: string, buf: Buffer): FileKind | null {
  const ext = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  let kind: FileKind | null = null;
  if (buf.length >= 5 && buf.toString('latin1', 0, 5) === '%PDF-')
    kind = { mime: 'application/pdf', ext: 'pdf', exts: ['pdf'] };
  else if (buf.length >= 6 && ['GIF87a', 'GIF89a'].includes(buf.toString('latin1', 0, 6)))
    kind = { mime: 'image/gif', ext: 'gif', exts: ['gif'] };
  else if (sniffImage(buf)) {
    const img = sniffImage(buf)!;
    kind = { mime: img.mime, ext: img.ext, exts: img.ext === 'jpg' ? ['jpg', 'jpeg'] : [img.ext] };
  } else if (buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50) kind = sniffZip(buf);
  // Own keys only: an extension such as 'constructor' or '__proto__' must not reach Object.prototype.
  else if (Object.hasOwn(TEXT, ext) && isText(buf)) kind = TEXT[ext]!;
  if (!kind || !kind.exts.includes(ext)) return null;
  return kind;
}
