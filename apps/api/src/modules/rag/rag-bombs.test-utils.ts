import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';
import { zipArchive } from '../../test/zip-archive.test-utils.ts';

const MiB = 1024 * 1024;

/** `unit` repeated to exactly `bytes` bytes. */
function repeated(unit: string, bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  const u = Buffer.from(unit, 'latin1');
  for (let at = 0; at < bytes; at += u.length) u.copy(out, at, 0, Math.min(u.length, bytes - at));
  return out;
}

const latin = (s: string) => Buffer.from(s, 'latin1');
const stream = (dict: string, data: Buffer) =>
  Buffer.concat([latin(`<< /Length ${data.length} ${dict}>>\nstream\n`), data, latin('\nendstream')]);

/** A PDF of these objects (1 is the catalog), with its cross-reference table. */
function pdfOf(objects: Buffer[]): Buffer {
  const parts = [latin('%PDF-1.4\n')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const obj = Buffer.concat([latin(`${i + 1} 0 obj\n`), o, latin('\nendobj\n')]);
    parts.push(obj);
    length += obj.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) tail += `${String(off).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, latin(tail)]);
}

const onePage = (font: string) => [
  latin('<< /Type /Catalog /Pages 2 0 R >>'),
  latin('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
  latin(
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  ),
  null,
  latin(font),
];

/**
 * A one-page PDF whose content stream is FlateDecode-compressed `content` (about 100 KB for 100 MiB): `text`
 * repeats a show-text operator, so the page's text runs past any limit; `blank` is whitespace, no text at all,
 * the shape of the 102 KB file that kept pdf.js busy for 42 s.
 */
export function pdfBomb(content: 'text' | 'blank', inflatedBytes = 100 * MiB): Buffer {
  const unit = content === 'text' ? 'BT /F1 12 Tf 72 720 Td (Lorem ipsum dolor sit amet) Tj ET\n' : ' '.repeat(4096);
  const objects = onePage('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects[3] = stream('/Filter /FlateDecode ', deflateSync(repeated(unit, inflatedBytes), { level: 9 }));
  return pdfOf(objects as Buffer[]);
}

/** `bytes` zeros deflated piece by piece, so that the test never holds them all. */
async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const piece = Buffer.alloc(MiB);
  for (let left = bytes; left > 0; left -= MiB) {
    if (!deflate.write(left >= MiB ? piece : piece.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/**
 * A one-line PDF (about 1 MB for 1 GiB) whose embedded TrueType font inflates to `inflatedBytes` of zeros: pdf.js
 * inflates a font whole to read the text, into buffers that no heap limit counts.
 */
export async function pdfFontBomb(inflatedBytes = 1024 * MiB): Promise<Buffer> {
  const objects = onePage(
    '<< /Type /Font /Subtype /TrueType /BaseFont /Bomba /FirstChar 32 /LastChar 126 /FontDescriptor 6 0 R >>',
  );
  objects[3] = stream('', latin('BT /F1 12 Tf 72 720 Td (Hola mundo) Tj ET'));
  objects.push(
    latin(
      '<< /Type /FontDescriptor /FontName /Bomba /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    ),
    stream('/Filter /FlateDecode ', await deflatedZeros(inflatedBytes)),
  );
  return pdfOf(objects as Buffer[]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A DOCX of deflated entries whose word/document.xml is `inflatedBytes` of paragraphs: 150 MB make a file of about
 * 400 KB, a bomb; 64 KB a plain document. `lying` declares a small uncompressed size in the zip's headers, so
 * that its central directory looks harmless.
 */
export function deflatedDocx(inflatedBytes: number, { lying = false } = {}): Buffer {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
  const tail = '</w:body></w:document>';
  const paragraph = '<w:p><w:r><w:t>Lorem ipsum dolor sit amet</w:t></w:r></w:p>';
  const body = repeated(paragraph, inflatedBytes - head.length - tail.length);
  const xml = Buffer.concat([
    Buffer.from(head),
    body.subarray(0, body.length - (body.length % paragraph.length)),
    Buffer.from(tail),
  ]);
  // Deflated entries; a lying one states an uncompressed size other than the real one.
  return zipArchive([
    { name: '[Content_Types].xml', data: CONTENT_TYPES, deflate: true },
    { name: '_rels/.rels', data: RELS, deflate: true },
    { name: 'word/document.xml', data: xml, deflate: true, declare: lying ? 900_000 : undefined },
  ]);
}
