import { crc32 } from 'node:zlib';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Harness } from '../../test/harness.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----gestora-rag-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A one-page PDF whose text is `lines` (Helvetica, WinAnsi: Spanish accents included), made by hand. */
export function makePdf(lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 12 Tf 72 720 Td ${lines.map((l, i) => `${i ? '0 -18 Td ' : ''}(${esc(l)}) Tj`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A zip of stored (uncompressed) entries. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const nameBuf = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A minimal DOCX: a heading (Heading1 style) and paragraphs. */
export function makeDocx(heading: string, paragraphs: string[]): Buffer {
  const x = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const para = (t: string, style?: string) =>
    `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${x(t)}</w:t></w:r></w:p>`;
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
        para(heading, 'Heading1') +
        paragraphs.map((p) => para(p)).join('') +
        '</w:body></w:document>',
    ],
  ]);
}

/** A department, and a user of it holding `permissions`, signed in. */
export async function areaUser(h: Harness, departmentId: number | null, permissions: string[]) {
  const user = await h.makeUser(permissions);
  if (departmentId) await h.app.db.update(users).set({ departmentId }).where(eq(users.id, user.id));
  return { user, client: await h.as(user.email) };
}

export async function makeDepartment(h: Harness, name: string) {
  const [d] = await h.app.db.insert(departments).values({ name }).returning();
  return d;
}

type ModelAnswer = { status: number; json: unknown };
type ModelRequest = { model: string; messages: { role: string; content: string }[]; input?: string[] };

/** A chat completion's answer, as an OpenAI-compatible endpoint sends it. */
export const completion = (content: string): ModelAnswer => ({
  status: 200,
  json: { choices: [{ message: { role: 'assistant', content } }] },
});

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c: Buffer) => (s += c.toString('utf8')));
    req.on('end', () => resolve(s));
  });

/**
 * A local OpenAI-compatible endpoint (…/v1/chat/completions, …/v1/embeddings): records every request it is
 * sent and answers what `respond` says.
 */
export async function startFakeModel(
  respond: (path: string, body: ModelRequest) => ModelAnswer | Promise<ModelAnswer>,
) {
  const received: { path: string; auth?: string; body: ModelRequest }[] = [];
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as ModelRequest;
    received.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    const out = await respond(req.url ?? '', body);
    res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
export type FakeModel = Awaited<ReturnType<typeof startFakeModel>>;
