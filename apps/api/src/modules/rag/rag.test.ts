import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../../test/harness.ts';
import { makePdf } from '../../test/text-pdf.test-utils.ts';
import { multipartFile, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';
import { areaUser, makeDepartment, makeDocx } from './rag.test-utils.ts';
import { ragDocuments, ragPassages } from './rag.table.ts';

let h: Harness;
type Client = Awaited<ReturnType<Harness['as']>>;
let manager: Client;
let asker: Client;
let nobody: Client;
let hrId: string;

const MANAGE = 'Gestionar documentos en RAG';

beforeAll(async () => {
  h = await build();
  const hr = await makeDepartment(h, 'Recursos Humanos');
  hrId = hr.publicId;
  manager = (await areaUser(h, null, [MANAGE, 'Chat IA'])).client;
  asker = (await areaUser(h, null, ['Chat IA'])).client;
  nobody = (await areaUser(h, null, [])).client;
});
afterAll(() => h.close());

const create = (payload: Record<string, unknown>) =>
  manager.inject({ method: 'POST', url: '/api/rag_documents', payload });
const ask = (c: Client, question: string, department_id: string | null = null) =>
  c.inject({ method: 'POST', url: '/api/chat_ia_rag', payload: { question, department_id } });

describe('RAG documents', () => {
  it('creates, lists, edits (re-indexing at once) and deletes a document', async () => {
    const res = await create({
      title: 'Política de vacaciones',
      department_id: '',
      content: '<h2>Solicitud</h2><p>Las vacaciones se piden con quince días de anticipación.</p><script>x()</script>',
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ title: 'Política de vacaciones', department: null, restricted: false, file: null });
    expect(doc.content).not.toContain('script');
    expect(doc.passages_count).toBe(1);

    const list = (await manager.inject({ method: 'GET', url: '/api/rag_documents?q=vacaciones' })).json();
    expect(list.total).toBe(1);
    expect(list.data[0].public_id).toBe(doc.public_id);

    expect((await ask(asker, '¿Con cuánta anticipación pido vacaciones?')).json().sources[0].public_id).toBe(
      doc.public_id,
    );
    const upd = await manager.inject({
      method: 'PUT',
      url: `/api/rag_documents/${doc.public_id}`,
      payload: { title: 'Política de descansos', content: '<p>Los descansos anuales se coordinan con el jefe.</p>' },
    });
    expect(upd.statusCode).toBe(200);
    // The old text is gone from the index the moment the edit answered (the new one, on annual rest, may answer).
    const after = (await ask(asker, '¿Con cuánta anticipación pido vacaciones?')).json() as {
      sources: { passage: string }[];
    };
    expect(after.sources.map((s) => s.passage).join(' ')).not.toContain('quince días');
    expect((await ask(asker, '¿Con quién coordino los descansos anuales?')).json().sources[0].title).toBe(
      'Política de descansos',
    );

    const del = await manager.inject({ method: 'DELETE', url: `/api/rag_documents/${doc.public_id}` });
    expect(del.json().message).toBe('El registro fue eliminado');
    expect(await h.app.db.select().from(ragDocuments).where(eq(ragDocuments.publicId, doc.public_id))).toHaveLength(0);
    expect(await h.app.db.select().from(ragPassages)).toHaveLength(0);
    expect((await ask(asker, '¿Con quién coordino los descansos anuales?')).json().found).toBe(false);
  });

  it('refuses bad input in Spanish under the field', async () => {
    const short = await create({ title: 'ab' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.title[0]).toMatch(/al menos 3/);
    const badDept = await create({ title: 'Documento', department_id: '0190aaaa-0000-7000-8000-000000000000' });
    expect(badDept.statusCode).toBe(422);
    expect(badDept.json().errors.department_id[0]).toBe('El área seleccionada no existe.');
    const restrictedAll = await create({ title: 'Documento', restricted: true });
    expect(restrictedAll.statusCode).toBe(422);
    expect(restrictedAll.json().errors.restricted[0]).toMatch(/debe pertenecer a un área/);
    const nul = await create({ title: 'Doc\u0000umento' });
    expect(nul.statusCode).toBe(422);
    const emptyQuestion = await ask(asker, '   ');
    expect(emptyQuestion.statusCode).toBe(422);
    expect(emptyQuestion.json().errors.question[0]).toBe('Ingrese una pregunta');
    const badArea = await ask(asker, 'vacaciones', '0190aaaa-0000-7000-8000-000000000000');
    expect(badArea.json().errors.department_id[0]).toBe('El área seleccionada no existe.');
  });

  it('asks for its permissions: the documents for managers, the chat for Chat IA', async () => {
    expect((await asker.inject({ method: 'GET', url: '/api/rag_documents' })).statusCode).toBe(403);
    expect(
      (await asker.inject({ method: 'POST', url: '/api/rag_documents', payload: { title: 'Hola' } })).statusCode,
    ).toBe(403);
    expect((await ask(nobody, 'vacaciones')).statusCode).toBe(403);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/chat_ia_rag', payload: { question: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('extracts the text of a PDF, a DOCX and a Markdown file, and refuses other types', async () => {
    const doc = (await create({ title: 'Manual de flota', department_id: hrId })).json();
    const url = `/api/rag_documents/${doc.public_id}/file`;
    const pdf = makePdf(['Revisión técnica de camionetas', 'El kilometraje se anota en la bitácora diaria.']);
    const up = await manager.inject({
      method: 'POST',
      url,
      ...multipartFile('file', 'flota.pdf', 'application/pdf', pdf),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().file).toMatchObject({ name: 'flota.pdf' });
    const ans = (await ask(manager, '¿Dónde se anota el kilometraje?')).json();
    expect(ans.sources[0]).toMatchObject({ public_id: doc.public_id, title: 'Manual de flota' });
    expect(ans.sources[0].passage).toContain('bitácora diaria');

    const docx = makeDocx('Neumáticos', ['La presión de las llantas se revisa cada lunes.']);
    const up2 = await manager.inject({
      method: 'POST',
      url,
      ...multipartFile('file', 'llantas.docx', 'application/octet-stream', docx),
    });
    expect(up2.statusCode).toBe(200);
    // The DOCX replaced the PDF: its text left the index with it.
    expect((await ask(manager, '¿Dónde se anota el kilometraje?')).json().found).toBe(false);
    const tyre = (await ask(manager, '¿Cada cuánto se revisa la presión de las llantas?')).json();
    expect(tyre.sources[0].passage).toContain('cada lunes');

    const md = Buffer.from('# Combustible\n\nSe carga con la tarjeta corporativa.\n');
    expect(
      (await manager.inject({ method: 'POST', url, ...multipartFile('file', 'c.md', 'text/markdown', md) })).statusCode,
    ).toBe(200);
    const refused = await manager.inject({
      method: 'POST',
      url,
      ...multipartFile('file', 'x.png', 'image/png', ONE_PIXEL_PNG),
    });
    expect(refused.statusCode).toBe(422);
    const fake = await manager.inject({
      method: 'POST',
      url,
      ...multipartFile('file', 'falso.pdf', 'application/pdf', Buffer.from('no soy un pdf')),
    });
    expect(fake.statusCode).toBe(422);

    const removed = await manager.inject({ method: 'DELETE', url });
    expect(removed.json().file).toBeNull();
    expect((await ask(manager, '¿Con qué tarjeta se carga el combustible?')).json().found).toBe(false);
  });

  it('lists a page of documents in a bounded number of statements', async () => {
    const dept = await makeDepartment(h, 'Masivo');
    await h.app.db
      .insert(ragDocuments)
      .values(Array.from({ length: 120 }, (_, i) => ({ title: `Masivo ${i}`, departmentId: dept.id })));
    const before = h.database.stats.queries;
    const res = await manager.inject({ method: 'GET', url: `/api/rag_documents?per_page=100&q=Masivo&sort=title` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(120);
    expect(res.json().data).toHaveLength(100);
    expect(res.json().data[0].department.name).toBe('Masivo');
    // session lookup + page + count
    expect(h.database.stats.queries - before).toBeLessThanOrEqual(3);
  });

  it('filters by area and sorts by each key, the same statement for two areas; a page past the end has its total', async () => {
    for (const name of ['Orden A', 'Orden B']) {
      const dept = await makeDepartment(h, name);
      await h.app.db.insert(ragDocuments).values(
        ['b', 'C', 'a'].map((t, i) => ({
          title: `${name} ${t}`,
          departmentId: dept.id,
          createdAt: new Date(Date.UTC(2030, 0, 1 + i)),
          updatedAt: new Date(Date.UTC(2030, 0, 9 - i)),
        })),
      );
      const titles = async (query: string) => {
        const res = await manager.inject({
          method: 'GET',
          url: `/api/rag_documents?department_id=${dept.publicId}&${query}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as { title: string }[]).map((d) => d.title.slice(-1));
      };
      expect(await titles('per_page=10')).toEqual(['a', 'C', 'b']);
      expect(await titles('sort=title')).toEqual(['a', 'b', 'C']);
      expect(await titles('sort=-title')).toEqual(['C', 'b', 'a']);
      expect(await titles('sort=created_at')).toEqual(['b', 'C', 'a']);
      expect(await titles('sort=-updated_at')).toEqual(['b', 'C', 'a']);
      const past = await manager.inject({
        method: 'GET',
        url: `/api/rag_documents?department_id=${dept.publicId}&per_page=2&page=${name === 'Orden A' ? 3 : 4}`,
      });
      expect(past.json()).toMatchObject({ data: [], total: 3, last_page: 2 });
    }
  });
});
