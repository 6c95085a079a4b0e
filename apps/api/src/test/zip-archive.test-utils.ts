import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a test zip: its bytes stored or deflated; `declare` states another uncompressed size (a lying zip). */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
  deflate?: boolean;
  declare?: number;
}

/** [bytes, value]: one little-endian field of a run of fields. */
type Field = [bytes: 2 | 4, value: number];

/**
 * A zip record of `size` bytes: its signature, `fields` at their offsets, then the `common` run from offset `at`:
 * the fields the local header and the central directory both hold of an entry, in the same order.
 */
function header(
  size: number,
  signature: number,
  fields: [offset: number, value: number, bytes: 2 | 4][],
  at = 0,
  common: Field[] = [],
): Buffer {
  const b = Buffer.alloc(size);
  b.writeUInt32LE(signature, 0);
  for (const [offset, value, bytes] of fields) write(b, offset, value, bytes);
  common.forEach(([bytes, value], i) => {
    // The time and date after the method stay zero: skip them.
    write(b, at, value, bytes);
    at += bytes + (i === 0 ? 4 : 0);
  });
  return b;
}

function write(b: Buffer, offset: number, value: number, bytes: 2 | 4) {
  if (bytes === 2) b.writeUInt16LE(value, offset);
  else b.writeUInt32LE(value, offset);
}

/**
 * A zip archive as Office and archivers write them (local headers, central directory, end record, CRC-32 of each
 * entry): what the upload sniffer and the RAG extraction read, built here so that no fixture file is needed.
 */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data: raw, deflate = false, declare } of entries) {
    const data = Buffer.from(raw);
    const packed = deflate ? deflateRawSync(data, { level: 9 }) : data;
    const method = deflate ? 8 : 0;
    const nameBuf = Buffer.from(name, 'utf8');
    const size = declare ?? data.length;
    const crc = crc32(data);
    const common: Field[] = [
      [2, method],
      [4, crc],
      [4, packed.length],
      [4, size],
      [2, nameBuf.length],
    ];
    // The local header and the central directory's entry say the same of the entry, at their own offsets.
    const local = header(30, 0x04034b50, [[4, 20, 2]], 8, common);
    const central = header(
      46,
      0x02014b50,
      [
        [4, 20, 2],
        [6, 20, 2],
        [42, offset, 4],
      ],
      10,
      common,
    );
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = header(22, 0x06054b50, [
    [8, entries.length, 2],
    [10, entries.length, 2],
    [12, directory.length, 4],
    [16, offset, 4],
  ]);
  return Buffer.concat([...locals, directory, end]);
}
