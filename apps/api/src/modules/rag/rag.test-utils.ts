import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Harness } from '../../test/harness.ts';
import { zipArchive } from '../../test/zip-archive.test-utils.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';

/** A zip of stored (uncompressed) entries. */
const zip = (entries: [string, string][]) => zipArchive(entries.map(([name, data]) => ({ name, data })));

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
