import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build, type Harness, type TestClient } from './harness.ts';
import { fieldsOf, fillParams, makeFixtures, type Ids } from './bad-input.test-utils.ts';

/** The inputs that answered 500 before the contract's text, date and sort primitives: each is a 422 now. */
let h: Harness;
let admin: TestClient;
let ids: Ids;
beforeAll(async () => {
  h = await build();
  admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
  ids = await makeFixtures(admin.inject, (await admin.inject({ method: 'GET', url: '/api/user' })).json().public_id);
});
afterAll(() => h.close());

const listsWith = (field: string) =>
  h.app.routeRegistry.filter((r) => r.method === 'GET' && field in fieldsOf(r.schema?.querystring));
const get = (url: string) => admin.inject({ method: 'GET', url });

describe('lists', () => {
  it('answer 422 under sort to prototype names as the order, on every list that sorts', async () => {
    const lists = listsWith('sort');
    expect(lists.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/departments', '/api/users', '/api/projects', '/api/stage_activities']),
    );
    for (const r of lists) {
      for (const sort of ['__proto__', '-__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
        const res = await get(`${fillParams(r.url, ids)}?sort=${sort}`);
        expect(res.statusCode, `${r.url}?sort=${sort}`).toBe(422);
        expect(res.json().errors, `${r.url}?sort=${sort}`).toEqual({ sort: ['El orden no es válido.'] });
      }
    }
  });

  it('still sort by the keys they know', async () => {
    expect((await get('/api/departments?sort=-name')).statusCode).toBe(200);
    expect((await get('/api/projects?sort=client')).statusCode).toBe(200);
  });

  it('answer 422 under q to a NUL in the search, on every list and picker that searches', async () => {
    const lists = listsWith('q');
    expect(lists.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/departments', '/api/tasks', '/api/user_options', '/api/my_micro_tasks']),
    );
    for (const r of lists) {
      const res = await get(`${fillParams(r.url, ids)}?q=a%00b`);
      expect(res.statusCode, r.url).toBe(422);
      expect(res.json().errors, r.url).toEqual({ q: ['La búsqueda contiene caracteres no permitidos.'] });
    }
  });

  it('answer 422 under the filter to dates PostgreSQL cannot hold or that do not exist', async () => {
    const cases: [string, string, string][] = [
      ['/api/tasks?date_from=0000-01-01', 'date_from', 'La fecha desde debe estar entre los años 1900 y 2999.'],
      ['/api/my_tasks?date_to=0000-01-01', 'date_to', 'La fecha hasta debe estar entre los años 1900 y 2999.'],
      ['/api/projects?from=0000-01-01', 'from', 'La fecha desde debe estar entre los años 1900 y 2999.'],
      ['/api/stages?date_from=10000-01-01', 'date_from', 'La fecha desde no es una fecha válida.'],
      ['/api/my_micro_tasks?due_from=2026-02-30', 'due_from', 'La fecha desde no es una fecha válida.'],
      ['/api/report/project_fulfillment?date_to=2026-02-30', 'date_to', 'La fecha hasta no es una fecha válida.'],
      [
        '/api/all_notifications?since=0000-01-01T00:00:00Z',
        'since',
        'La fecha desde debe estar entre los años 1900 y 2999.',
      ],
    ];
    for (const [url, field, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ message, errors: { [field]: [message] } });
    }
  });
});

describe('bodies', () => {
  const post = (url: string, payload: object) => admin.inject({ method: 'POST', url, payload });

  it('answer 422 under the field to a NUL in any text', async () => {
    const name = await post('/api/departments', { name: 'Ventas\u0000' });
    expect(name.statusCode).toBe(422);
    expect(name.json()).toEqual({
      message: 'El nombre contiene caracteres no permitidos.',
      errors: { name: ['El nombre contiene caracteres no permitidos.'] },
    });
    const description = await post('/api/tasks', { title: 'Tarea', description: '<p>a\u0000</p>' });
    expect(description.statusCode).toBe(422);
    expect(description.json().errors).toEqual({ description: ['La descripción contiene caracteres no permitidos.'] });
    const comment = await post(`/api/tasks/${ids.task}/comments`, { body: '\ud800' });
    expect(comment.statusCode).toBe(422);
    expect(comment.json().errors).toEqual({ body: ['El comentario contiene caracteres no permitidos.'] });
  });

  it('answer 422 under the field to year 0, year 10000 and days that do not exist', async () => {
    const project = await post('/api/projects', { code: 'Y0', name: 'Año cero', start_date: '0000-01-01' });
    expect(project.statusCode).toBe(422);
    expect(project.json()).toEqual({
      message: 'La fecha de inicio debe estar entre los años 1900 y 2999.',
      errors: { start_date: ['La fecha de inicio debe estar entre los años 1900 y 2999.'] },
    });
    const task = await post('/api/tasks', { title: 'Tarea', start_date: '2026-02-30', end_date: '10000-01-01' });
    expect(task.statusCode).toBe(422);
    expect(task.json().errors).toEqual({
      start_date: ['La fecha de inicio no es una fecha válida.'],
      end_date: ['La fecha de fin no es una fecha válida.'],
    });
    const micro = await post('/api/micro_tasks', { subtask_id: ids.subtask, title: 'Paso', due_date: '0000-01-01' });
    expect(micro.statusCode).toBe(422);
    expect(micro.json().errors).toEqual({ due_date: ['La fecha límite debe estar entre los años 1900 y 2999.'] });
  });

  it('drop bidi overrides and isolates from titles and rich text, typed or as HTML entities', async () => {
    // «Factura \u202Egpj.exe» would list as «Factura exe.jpg»; an entity is decoded by the sanitiser into one.
    const created = await post('/api/tickets', {
      title: 'Factura \u202Egpj.exe',
      description: '<p>Ver \u202Aadjunto\u202C &#x202E;fdp.exe &#8294;x&#x2069; &amp;#x202E;</p>',
      category: '\u2067Redes\u2069',
      department_id: ids.department,
    });
    expect(created.statusCode).toBe(201);
    const ticket = created.json();
    expect(ticket).toMatchObject({ title: 'Factura gpj.exe', category: 'Redes' });
    expect(ticket.description).toBe('<p>Ver adjunto fdp.exe x &amp;#x202E;</p>');
    const listed = (await get('/api/tickets?q=Factura')).json().data;
    expect(listed.map((t: { title: string }) => t.title)).toContain('Factura gpj.exe');

    const updated = await admin.inject({
      method: 'PUT',
      url: `/api/tickets/${ticket.public_id}`,
      payload: { title: '\u202Dexe.gpj\u202C', department_id: ids.department },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().title).toBe('exe.gpj');
    const comment = await post(`/api/tasks/${ids.task}/comments`, { body: '<p>a&#x202B;b\u2068c</p>' });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().body).toBe('<p>abc</p>');
  });

  it('keep accepting real dates and clean text', async () => {
    const ok = await post('/api/tasks', {
      title: 'Línea 1\tÑandú 🦤',
      description: '<p>uno</p>\n<p>dos</p>',
      start_date: '2024-02-29',
      end_date: '2999-12-31',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ title: 'Línea 1\tÑandú 🦤', start_date: '2024-02-29', end_date: '2999-12-31' });
  });
});
