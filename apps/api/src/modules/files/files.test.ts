import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTaskDetail, ZTaskFiles } from '@gestora/contract/tasks/tasks.schema';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { ALL_TASK_PERMISSIONS } from '../tasks/tasks.test-utils.ts';
import { multipart } from '../../test/multipart.test-utils.ts';
import { makeChain } from '../../test/factories.ts';
import { zipArchive } from '../../test/zip-archive.test-utils.ts';
import { sniffFile } from './files-sniff.rules.ts';
import { contentDisposition } from './files.service.ts';

/** A minimal zip with the given entries (deflated), as Office and archivers write them. */
const zip = (entries: Record<string, string>) =>
  zipArchive(Object.entries(entries).map(([name, data]) => ({ name, data, deflate: true })));
const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x.xml" ContentType="${main}"/></Types>`;
const DOCX = zip({
  '[Content_Types].xml': contentTypes(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ),
  'word/document.xml': '<w/>',
});
const XLSX = zip({
  '[Content_Types].xml': contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
});
const DOCM = zip({
  '[Content_Types].xml': contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml'),
  'word/vbaProject.bin': 'x',
});
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64)]);

describe('allow-list by content', () => {
  it('accepts each allowed type only with a matching name', () => {
    expect(sniffFile('informe.pdf', PDF)?.mime).toBe('application/pdf');
    expect(sniffFile('foto.PNG', PNG)?.mime).toBe('image/png');
    expect(sniffFile('foto.jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.mime).toBe('image/jpeg');
    expect(sniffFile('a.gif', Buffer.from('GIF89a\x01\x00'))?.mime).toBe('image/gif');
    expect(sniffFile('a.webp', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffFile('carta.docx', DOCX)?.ext).toBe('docx');
    expect(sniffFile('hoja.xlsx', XLSX)?.ext).toBe('xlsx');
    expect(sniffFile('archivo.zip', zip({ 'a.txt': 'hola' }))?.mime).toBe('application/zip');
    expect(sniffFile('notas.md', Buffer.from('# Título\n- ítem'))?.mime).toBe('text/markdown; charset=utf-8');
    expect(sniffFile('datos.csv', Buffer.from('a,b\n1,2'))?.ext).toBe('csv');
    expect(sniffFile('leeme.txt', Buffer.from('hola'))?.ext).toBe('txt');
  });

  it('refuses executables, macro documents, binary text and names that lie', () => {
    expect(sniffFile('informe.pdf', EXE)).toBeNull();
    expect(sniffFile('virus.exe', EXE)).toBeNull();
    expect(sniffFile('macro.docm', DOCM)).toBeNull();
    expect(sniffFile('macro.docx', DOCM)).toBeNull();
    expect(sniffFile('carta.docx', zip({ 'a.txt': 'x' }))).toBeNull();
    expect(sniffFile('hoja.xlsx', DOCX)).toBeNull();
    expect(sniffFile('foto.png', PDF)).toBeNull();
    expect(sniffFile('x.txt', Buffer.from([0x68, 0x00, 0x69]))).toBeNull();
    expect(sniffFile('x.txt', Buffer.from([0xc3, 0x28]))).toBeNull();
    expect(sniffFile('pagina.html', Buffer.from('<script>alert(1)</script>'))).toBeNull();
    expect(sniffFile('roto.zip', Buffer.from('PK\x03\x04 broken'))).toBeNull();
  });

  it('writes an RFC 5987 Content-Disposition', () => {
    expect(contentDisposition('Informe año 2026 "final".pdf')).toBe(
      `attachment; filename="Informe ano 2026 _final_.pdf"; filename*=UTF-8''Informe%20a%C3%B1o%202026%20%22final%22.pdf`,
    );
  });
});

describe('task attachments', () => {
  let h: Harness;
  let boss: TestClient;
  let member: TestClient;
  let stranger: TestClient;
  let taskId: string;
  beforeAll(async () => {
    h = await build();
    const b = await h.makeUser(ALL_TASK_PERMISSIONS);
    boss = await h.as(b.email);
    const m = await h.makeUser(['Gestionar tareas asignadas']);
    member = await h.as(m.email);
    stranger = await h.as(
      (await h.makeUser(['Gestionar tareas asignadas', 'Ver tareas', 'Ver solo los proyectos creados por el usuarios']))
        .email,
    );
    const chain = await makeChain(h, { createdBy: b.id });
    taskId = ZTaskDetail.parse(
      (
        await boss.inject({
          method: 'POST',
          url: '/api/tasks',
          payload: { title: 'Con adjuntos', project_id: chain.project.publicId, member_ids: [m.publicId] },
        })
      ).json(),
    ).public_id;
  });
  afterAll(() => h.close());

  it('uploads several files, lists them on the task, and records the history', async () => {
    const res = await member.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/files`,
      ...multipart('files', [
        { name: 'Evidencia año.pdf', type: 'application/pdf', data: PDF },
        { name: 'carta.docx', type: 'application/octet-stream', data: DOCX },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const files = ZTaskFiles.parse(res.json()).data;
    expect(files.map((f) => [f.name, f.mime, f.size])).toEqual([
      ['Evidencia año.pdf', 'application/pdf', PDF.length],
      ['carta.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX.length],
    ]);
    const detail = ZTaskDetail.parse((await boss.inject({ method: 'GET', url: `/api/tasks/${taskId}` })).json());
    expect(detail.files_count).toBe(2);
    const hist = (await boss.inject({ method: 'GET', url: `/api/tasks/${taskId}/history` })).json();
    expect(hist.data[0]).toMatchObject({
      action: 'files',
      changes: { files: [null, ['Evidencia año.pdf', 'carta.docx']] },
    });
  });

  it('strips bidi overrides, other format characters (Unicode Cf) and control characters from file names', async () => {
    // U+202E would show «nota\u202Efdp.txt» as «notatxt.pdf»; the rest hide or reorder text as well.
    const name = 'no\u200Bta\u202Efdp\u2066\uFEFF\u0085\u2028\u061C\u00AD.txt';
    const res = await member.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/files`,
      ...multipart('files', [{ name, type: 'text/plain', data: Buffer.from('hola') }]),
    });
    expect(res.statusCode).toBe(201);
    const saved = ZTaskFiles.parse(res.json()).data.find((f) => f.name.startsWith('no'))!;
    expect(saved.name).toBe('notafdp.txt');
    const download = await member.inject({ method: 'GET', url: saved.url });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="notafdp.txt"; filename*=UTF-8''notafdp.txt`,
    );
  });

  it('refuses a .pdf carrying exe bytes with 422, and stores none of the batch', async () => {
    const before = ZTaskDetail.parse((await boss.inject({ method: 'GET', url: `/api/tasks/${taskId}` })).json()).files
      .length;
    const res = await boss.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/files`,
      ...multipart('files', [
        { name: 'factura.pdf', type: 'application/pdf', data: EXE },
        { name: 'bien.pdf', type: 'application/pdf', data: PDF },
      ]),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files[0]).toMatch(/Tipo de archivo no permitido.*factura\.pdf/);
    expect(
      ZTaskDetail.parse((await boss.inject({ method: 'GET', url: `/api/tasks/${taskId}` })).json()).files,
    ).toHaveLength(before);
    const big = await boss.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/files`,
      ...multipart('files', [
        { name: 'grande.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
      ]),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.files[0]).toMatch(/10 MB/);
    // Extensions that are names of Object.prototype's members are unknown types, not a crash.
    for (const name of ['nota.constructor', 'nota.__proto__', 'nota.tostring']) {
      const odd = await boss.inject({
        method: 'POST',
        url: `/api/tasks/${taskId}/files`,
        ...multipart('files', [{ name, type: 'text/plain', data: Buffer.from('hola') }]),
      });
      expect(odd.statusCode, name).toBe(422);
    }
  });

  it('downloads as an attachment with nosniff for who sees the task, 404 for others; deletes', async () => {
    const detail = ZTaskDetail.parse((await member.inject({ method: 'GET', url: `/api/tasks/${taskId}` })).json());
    const pdf = detail.files.find((f) => f.name === 'Evidencia año.pdf')!;
    const res = await member.inject({ method: 'GET', url: pdf.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Evidencia ano.pdf"; filename*=UTF-8''Evidencia%20a%C3%B1o.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);

    expect((await stranger.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(401);
    expect(
      (await stranger.inject({ method: 'DELETE', url: `/api/tasks/${taskId}/files/${pdf.public_id}` })).statusCode,
    ).toBe(404);

    expect(
      (await member.inject({ method: 'DELETE', url: `/api/tasks/${taskId}/files/${pdf.public_id}` })).statusCode,
    ).toBe(200);
    expect((await member.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(404);
    const hist = (await boss.inject({ method: 'GET', url: `/api/tasks/${taskId}/history` })).json();
    expect(hist.data[0]).toMatchObject({ action: 'files', changes: { files: [['Evidencia año.pdf'], null] } });

    // A deleted task's files are no longer served.
    const docx = detail.files.find((f) => f.name === 'carta.docx')!;
    await boss.inject({ method: 'DELETE', url: `/api/tasks/${taskId}` });
    expect((await boss.inject({ method: 'GET', url: docx.url })).statusCode).toBe(404);
  });
});
