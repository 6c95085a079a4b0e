import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRagDocument, ZRagDocumentPage } from '@gestora/contract/rag/rag.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { expectRowsCarryOnly, expectRowsMatchDetails } from '../../test/list-rows.test-utils.ts';
import { multipartFile } from '../../test/multipart.test-utils.ts';
import { areaUser, makeDepartment } from './rag.test-utils.ts';

/*
 * The documents list (/api/rag_documents) is written by PostgreSQL as JSON (rag.service.ts rowJson); the detail
 * is shaped in JavaScript (present). Every row must say what the detail says: the area or none, restricted or
 * not, the source file or none, the passages counted, texts that JSON must escape.
 */

let h: Harness;
let manager: TestClient;
const ZRow = ZRagDocument.omit({ content: true });

beforeAll(async () => {
  h = await build();
  const hr = await makeDepartment(h, 'Recursos "Humanos" \\ Ñ');
  manager = (await areaUser(h, null, ['Gestionar documentos en RAG'])).client;
  const create = async (payload: Record<string, unknown>) => {
    const res = await manager.inject({ method: 'POST', url: '/api/rag_documents', payload });
    if (res.statusCode !== 201) throw new Error(`create → ${res.statusCode} ${res.body}`);
    return res.json().public_id as string;
  };
  await create({
    title: 'Política "vacaciones" \\ tabulador\t🌴',
    department_id: hr.publicId,
    restricted: true,
    content: '<h2>Solicitud</h2><p>Quince días.</p><h2>Aprobación</h2><p>El jefe aprueba.</p>',
  });
  await create({ title: 'Reglamento para todos', department_id: '', content: '<p>Uno.</p>' });
  const withFile = await create({ title: 'Manual de flota', department_id: hr.publicId });
  const md = Buffer.from('# Combustible\n\nSe carga con la tarjeta corporativa.\n\n# Peajes\n\nSe pagan con el TAG.\n');
  const up = await manager.inject({
    method: 'POST',
    url: `/api/rag_documents/${withFile}/file`,
    ...multipartFile('file', 'Manual ñandú (v2).md', 'text/markdown', md),
  });
  if (up.statusCode !== 200) throw new Error(`file → ${up.statusCode} ${up.body}`);
});
afterAll(() => h.close());

describe('the documents list written by PostgreSQL', () => {
  it('says of every row what the detail says', async () => {
    const compared = await expectRowsMatchDetails({
      actors: { manager: { client: manager } },
      lists: { manager: ['/api/rag_documents', '/api/rag_documents?sort=title', '/api/rag_documents?q=manual'] },
      page: ZRagDocumentPage,
      row: ZRow,
      detail: (id) => `/api/rag_documents/${id}`,
    });
    expect(compared).toBe(7);
  });

  it('carries only what the list shows (not the content) and the file and passages of each', async () => {
    const rows = (await manager.inject({ method: 'GET', url: '/api/rag_documents?sort=title' })).json().data;
    expectRowsCarryOnly(rows, ZRow);
    const page = ZRagDocumentPage.parse({ data: rows, current_page: 1, per_page: 20, total: 3, last_page: 1 });
    expect(page.data.map((d) => [d.title, d.file?.name ?? null, d.passages_count > 0])).toEqual([
      ['Manual de flota', 'Manual ñandú (v2).md', true],
      ['Política "vacaciones" \\ tabulador\t🌴', null, true],
      ['Reglamento para todos', null, true],
    ]);
  });
});
