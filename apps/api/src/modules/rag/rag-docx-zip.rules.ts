/**
 * A DOCX is a zip: its central directory declares every entry's compressed and uncompressed size. Reading those
 * few bytes before mammoth inflates anything lets a zip bomb (a small file whose XML inflates to hundreds of
 * megabytes) be refused without spending memory or time on it.
 */
import { inflateRawSync } from 'node:zlib';

/** More than a real document needs: Word writes a few dozen entries, large media-heavy files some hundreds. */
const MAX_ENTRIES = 10_000;
/** Declared uncompressed total: a 10 MB upload of already-compressed media plus its XML stays far below. */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 128 * 1024 * 1024;
/** Text XML deflates about 5–20×; a large entry squeezed more than this is made to inflate, not to be read. */
export const DOCX_MAX_RATIO = 100;
/** Small entries may compress absurdly well (a run of identical styles) without costing anything. */
const RATIO_FROM_BYTES = 1024 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_BYTES = 22;
/** ZIP64's "see the extra field" marker: a DOCX never needs sizes past 4 GiB, so it only hides a bomb. */
const ZIP64 = 0xffffffff;

export type DocxZipVerdict = 'ok' | 'absurd' | 'unreadable';

interface ZipEntry {
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The end record sits at the very end, followed only by an archive comment of at most 65,535 bytes.
  const last = zip.length - EOCD_BYTES;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/** The central directory's entries, or the verdict that stops before reading any further. */
function centralDirectory(zip: Buffer): ZipEntry[] | Exclude<DocxZipVerdict, 'ok'> {
  const end = findEndOfCentralDirectory(zip);
  if (end < 0) return 'unreadable';
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === ZIP64 || count > MAX_ENTRIES) return 'absurd';
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) return 'unreadable';
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      uncompressed: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The verdict on a DOCX's declared sizes: 'absurd' for a bomb, 'unreadable' when it is no zip at all. */
export function inspectDocxZip(zip: Buffer): DocxZipVerdict {
  const entries = centralDirectory(zip);
  if (typeof entries === 'string') return entries;
  let total = 0;
  for (const { compressed, uncompressed } of entries) {
    if (compressed === ZIP64 || uncompressed === ZIP64) return 'absurd';
    total += uncompressed;
    if (total > DOCX_MAX_UNCOMPRESSED_BYTES) return 'absurd';
    if (uncompressed > RATIO_FROM_BYTES && uncompressed / Math.max(compressed, 1) > DOCX_MAX_RATIO) return 'absurd';
  }
  return 'ok';
}

/**
 * Whether every entry inflates to no more than its declared size: a zip may lie in its headers, and the zip
 * reader under mammoth only notices once it has inflated everything. Bounded by `maxOutputLength`, a lie costs
 * the declared bytes and no more. Run in the extraction thread: inflating up to the declared total takes time.
 */
export function inflatesAsDeclared(zip: Buffer): boolean {
  const entries = centralDirectory(zip);
  if (typeof entries === 'string') return false;
  for (const { method, compressed, uncompressed, localOffset } of entries) {
    if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) return false;
    const start = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(start, start + compressed);
    if (method === 0) {
      if (compressed !== uncompressed) return false;
    } else if (method === 8) {
      try {
        if (inflateRawSync(data, { maxOutputLength: Math.max(uncompressed, 1) }).length !== uncompressed) return false;
      } catch {
        return false; // more than declared (ERR_BUFFER_TOO_LARGE) or not deflate at all
      }
    } else return false; // Word writes only stored and deflated entries
  }
  return true;
}
