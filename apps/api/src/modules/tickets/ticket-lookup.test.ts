import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTicketPublic, ZTicketSolutionPage } from '@gestora/contract/tickets/ticket-lookup.schema';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { multipart, ONE_PIXEL_PNG } from '../../test/multipart.test-utils.ts';
import { assignTicket, raise, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

let h: Harness;
let admin: TestClient;
let ana: TestClient;
let anaUser: TestUser;
let rosa: TestClient;
let stranger: TestClient;
let dept: DepartmentRow;

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(TICKET_ADMIN_PERMISSIONS)).email);
  anaUser = await h.makeUser(['Gestionar ticket asignados']);
  ana = await h.as(anaUser.email);
  rosa = await h.as((await h.makeUser([])).email);
  stranger = await h.as((await h.makeUser([])).email);
  dept = await makeDepartment(h, { name: 'Mesa de ayuda' });
});
afterAll(() => h.close());

/** A ticket raised by Rosa, worked by Ana to `status` with a solution, and a private comment. */
async function solvedTicket(title: string, solution: string, department = dept) {
  const t = await raise(rosa, department.publicId, {
    title,
    description: '<p>Contraseña del router: secreto-123</p>',
    category: 'Redes',
  });
  await assignTicket(admin, t.public_id, anaUser.publicId);
  await ana.inject({ method: 'PUT', url: `/api/tickets/${t.public_id}/status`, payload: { status: 'En proceso' } });
  await ana.inject({
    method: 'POST',
    url: `/api/tickets/${t.public_id}/comments`,
    payload: { body: 'Nota interna privada' },
  });
  await ana.inject({
    method: 'PUT',
    url: `/api/tickets/${t.public_id}/status`,
    payload: { status: 'Resuelto', solution },
  });
  return t;
}

describe('find_ticket', () => {
  it('lets any signed-in user read status, history and solution by code or public_id, and nothing else', async () => {
    const t = await solvedTicket('Wifi lenta en sala', '<p>Se cambió el canal del router</p>');
    const byCode = await stranger.inject({ method: 'GET', url: `/api/find_ticket/${t.code.toLowerCase()}` });
    expect(byCode.statusCode).toBe(200);
    const found = ZTicketPublic.parse(byCode.json());
    expect(found).toMatchObject({
      code: t.code,
      public_id: t.public_id,
      status: 'Resuelto',
      solution: '<p>Se cambió el canal del router</p>',
      department: { name: 'Mesa de ayuda' },
    });
    expect(found.history.map((s) => [s.action, s.from_status, s.to_status])).toEqual([
      ['created', null, 'Abierto'],
      ['assigned', null, null],
      ['status', 'Abierto', 'En proceso'],
      ['status', 'En proceso', 'Resuelto'],
    ]);
    // The description, the people, the category and the comments never show.
    const text = byCode.body;
    for (const secret of ['secreto-123', 'Nota interna', anaUser.publicId, anaUser.lastName, 'Redes', 'requester'])
      expect(text).not.toContain(secret);
    expect(Object.keys(found).sort()).toEqual(Object.keys(ZTicketPublic.shape).sort());

    const byId = await stranger.inject({ method: 'GET', url: `/api/find_ticket/${t.public_id}` });
    expect(byId.json()).toEqual(byCode.json());
    // The full ticket stays with its people.
    expect((await stranger.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` })).statusCode).toBe(404);
    expect((await stranger.inject({ method: 'GET', url: `/api/tickets/${t.public_id}/history` })).statusCode).toBe(404);
    expect((await stranger.inject({ method: 'GET', url: `/api/tickets/${t.public_id}/comments` })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 to an unknown code and 422 in Spanish to what is no code', async () => {
    const missing = await stranger.inject({ method: 'GET', url: '/api/find_ticket/TCK-1999-99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No se encontró ningún ticket con ese código.');
    const bad = await stranger.inject({ method: 'GET', url: '/api/find_ticket/hola' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id[0]).toBe('Ingrese un código de ticket (TCK-AAAA-NNNNN) o un identificador válido.');
  });
});

describe('Soluciones a tickets', () => {
  it('searches solved tickets by their solution, never by their description, in a fixed number of statements', async () => {
    const t = await solvedTicket('Impresora del tercer piso', '<p>Se reinstaló el controlador</p>');
    await raise(rosa, dept.publicId, { title: 'Impresora sin resolver' });
    const search = async (q: string) => {
      const { result: res, queries } = await h.countQueries(() =>
        stranger.inject({ method: 'GET', url: `/api/ticket_solutions?q=${encodeURIComponent(q)}` }),
      );
      expect(res.statusCode, res.body).toBe(200);
      return { page: ZTicketSolutionPage.parse(res.json()), n: queries };
    };
    const found = await search('controlador');
    expect(found.page.data.map((s) => s.public_id)).toEqual([t.public_id]);
    expect(found.page.data[0].solution_excerpt).toBe('Se reinstaló el controlador');
    // The session's, the page's ids, its count (the first time: then kept), its rows (db/list/searched-page.ts).
    expect(found.n).toBeLessThanOrEqual(4);
    expect((await search('controlador')).n).toBeLessThanOrEqual(3);
    expect((await search('impresora')).page.data.map((s) => s.public_id)).toEqual([t.public_id]);
    expect((await search(t.code)).page.data.map((s) => s.public_id)).toEqual([t.public_id]);
    expect((await search('secreto')).page.total).toBe(0);
    const all = await search('');
    expect(all.page.total).toBeGreaterThanOrEqual(2);
    expect(all.n).toBeLessThanOrEqual(2);
    // The unsearched list is one statement built once: other pages run it again with other values.
    const first = ZTicketSolutionPage.parse(
      (await stranger.inject({ method: 'GET', url: '/api/ticket_solutions?per_page=1&page=1' })).json(),
    );
    expect(first.data.map((s) => s.public_id)).toEqual([all.page.data[0].public_id]);
    const past = (
      await stranger.inject({ method: 'GET', url: `/api/ticket_solutions?per_page=1&page=${all.page.total + 1}` })
    ).json();
    expect(past).toMatchObject({ data: [], total: all.page.total });
  });
});

describe('ticket solutions', () => {
  it('show a solution as text: entities read as their characters, paragraphs apart, tags gone', async () => {
    const t = await solvedTicket(
      'Escáner atascado',
      '<p>Limpiar el rodillo &amp; recalibrar &lt;modo&nbsp;A&gt;</p><ul><li>Apagar</li><li>Encender</li></ul><p>Listo</p>',
    );
    const res = await stranger.inject({ method: 'GET', url: `/api/ticket_solutions?q=${t.code}` });
    expect(ZTicketSolutionPage.parse(res.json()).data[0].solution_excerpt).toBe(
      'Limpiar el rodillo & recalibrar <modo A> Apagar Encender Listo',
    );
  });
});

describe('ticket solutions, long and renamed', () => {
  it('show the first 300 characters of a long solution and the department as it is named now', async () => {
    const steps = Array.from({ length: 40 }, (_, i) => `<li>Paso ${i + 1}: revisar la configuración</li>`);
    const systems = await makeDepartment(h, { name: 'Sistemas' });
    const t = await solvedTicket(
      'Servidor de correo caído',
      `<p>Año 2026 — reinicio</p><ol>${steps.join('')}</ol>`,
      systems,
    );
    const solutionOf = async () => {
      const res = await stranger.inject({ method: 'GET', url: `/api/ticket_solutions?q=${t.code}` });
      expect(res.statusCode, res.body).toBe(200);
      return ZTicketSolutionPage.parse(res.json()).data[0];
    };
    const before = await solutionOf();
    const whole = ['Año 2026 — reinicio', ...steps.map((_, i) => `Paso ${i + 1}: revisar la configuración`)].join(' ');
    expect(before.solution_excerpt).toBe(whole.slice(0, 300));
    expect(before.department).toEqual({ public_id: systems.publicId, name: 'Sistemas' });
    const organiser = await h.as((await h.makeUser(['Actualizar departamentos'])).email);
    const renamed = await organiser.inject({
      method: 'PUT',
      url: `/api/departments/${systems.publicId}`,
      payload: { name: 'Soporte técnico', description: null, active: true },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await solutionOf()).department).toEqual({ public_id: systems.publicId, name: 'Soporte técnico' });
  });
});

describe('ticket files', () => {
  it('lets the responsible and the requester attach, and only the ticket’s people download', async () => {
    const t = await raise(rosa, dept.publicId, { title: 'Adjuntos' });
    await assignTicket(admin, t.public_id, anaUser.publicId);
    const upload = (c: TestClient) =>
      c.inject({
        method: 'POST',
        url: `/api/tickets/${t.public_id}/files`,
        ...multipart('files', [{ name: 'captura.png', type: 'image/png', data: ONE_PIXEL_PNG }]),
      });
    const mine = await upload(ana);
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await upload(rosa)).statusCode).toBe(201);
    expect((await upload(stranger)).statusCode).toBe(404);
    const file = mine.json().data[0];
    // Ends in the file's name: the saved-files table saves a download under the last segment of its URL.
    expect(file.url).toBe(`/api/files/${file.public_id}/captura.png`);
    expect((await rosa.inject({ method: 'GET', url: file.url })).statusCode).toBe(200);
    expect((await stranger.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    const removed = await ana.inject({ method: 'DELETE', url: `/api/tickets/${t.public_id}/files/${file.public_id}` });
    expect(removed.statusCode).toBe(200);
    const detail = await rosa.inject({ method: 'GET', url: `/api/tickets/${t.public_id}` });
    expect(detail.json().files).toHaveLength(1);
  });
});
