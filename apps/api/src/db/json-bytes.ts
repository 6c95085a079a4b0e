import { sql } from 'drizzle-orm';
import { BufferReader } from 'pg-protocol/dist/buffer-reader.js';

/*
 * The one adapter over a driver's internals in this repo (issue 44, point 4): pg-protocol's reader is patched so that
 * the JSON PostgreSQL writes for an answer (json-sql.ts) goes to the socket as the bytes it came in, never decoded
 * into a JavaScript string and encoded back. node-postgres decodes every field it receives as UTF-8 with
 * `BufferReader.string`, and has no public way to the bytes; V8 decodes byte by byte from the first character
 * outside ASCII, so on a long answer decoding it and encoding it again for brotli and the socket cost a fair share
 * of the request, where reading the same bytes as Latin-1, one character per byte, only copies them. The A/B that
 * keeps it (docs/performance.md, "Patches of driver internals") and db/driver-contract.test.ts, which holds what it
 * promises on PGlite and on the PostgreSQL server; pg-protocol is declared at the exact version it was checked on.
 *
 * So a statement marks the text it writes for an answer with two control characters (MARK_SQL: no text a user
 * writes holds them, zText refuses them), and node-postgres's reader hands a field that starts with them over as
 * Latin-1, marked again (BYTES) so that JsonText knows its characters are the bytes. PGlite decodes every text
 * itself: there the text arrives decoded, with its mark, and is sent as text.
 */

const MARK = '\x01\x1e';
const BYTES = '\x01\x1f';

/** What a statement writes before the JSON of an answer (see above): chr(1) || chr(30). */
export const MARK_SQL = sql.raw(`chr(1) || chr(30)`);

let reading = false;
/** node-postgres reads a field that starts with MARK as its bytes (Latin-1), marked BYTES. Once per process. */
export function readMarkedJsonAsBytes(): void {
  if (reading) return;
  reading = true;
  const reader = BufferReader.prototype as unknown as {
    buffer: Buffer;
    offset: number;
    string(length: number): string;
  };
  const decode = reader.string;
  reader.string = function (this: typeof reader, length: number) {
    const { buffer, offset } = this;
    if (length < 2 || buffer[offset] !== 0x01 || buffer[offset + 1] !== 0x1e) return decode.call(this, length);
    this.offset = offset + length;
    return BYTES + buffer.toString('latin1', offset + 2, offset + length);
  };
}

/**
 * The JSON a statement wrote, as the body to send: its UTF-8 bytes when node-postgres handed them over (BYTES), its
 * text without the mark when they were decoded (PGlite), and an unmarked text as it is.
 */
export function jsonBody(written: string): string | Buffer {
  if (written.startsWith(BYTES)) return Buffer.from(written, 'latin1').subarray(2);
  if (written.startsWith(MARK)) return written.slice(2);
  return written;
}

/** A text PostgreSQL wrote marked (MARK_SQL), as it arrived, to be joined by `joinJson`. */
export interface Marked {
  marked: string;
}

/**
 * One answer joined from pieces: texts written here and marked texts PostgreSQL wrote (each without its mark). Joining
 * rows here is cheaper than PostgreSQL's string_agg when they are long (a large board: each aggregate copies them
 * again). When the marked texts came as bytes (node-postgres), the answer is their bytes joined in one Buffer, the
 * texts written here as their UTF-8 bytes: joining them as JavaScript strings and encoding the result made V8 flatten
 * the pieces into a new string as long as the answer on its heap and copy that again, on every request, where the
 * Buffers cost next to nothing. The bytes are written into one Buffer sized first, not made a Buffer each and
 * concatenated: a 100-row page is 200 pieces (its rows and the commas between them), and a Buffer apiece, copied again
 * by concat, cost more of the page's Node time than the join itself, and its garbage. Otherwise (PGlite) the texts
 * joined, marked as `JsonText` reads them.
 */
export function joinJson(pieces: readonly (string | Marked)[]): string | Buffer {
  if (pieces.some((p) => typeof p !== 'string' && p.marked.startsWith(BYTES))) {
    let size = 0;
    for (const p of pieces)
      size += typeof p === 'string' ? Buffer.byteLength(p, 'utf8') : p.marked.length - MARK.length;
    const out = Buffer.allocUnsafe(size);
    let at = 0;
    for (const p of pieces) {
      // A marked text is its bytes one character each (latin1); its mark is not sent.
      at += typeof p === 'string' ? out.write(p, at, 'utf8') : out.write(p.marked.slice(MARK.length), at, 'latin1');
    }
    return out;
  }
  let out = MARK;
  for (const p of pieces) out += typeof p === 'string' ? p : p.marked.slice(MARK.length);
  return out;
}
