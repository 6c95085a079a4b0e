import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, makeDepartment, makeProjects, makeStage, makeTask, makeTasks } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { clients } from '../clients/clients.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { projects } from './projects.table.ts';

let h: Harness;
let admin: TestClient;
let reader: TestClient;
let nobody: TestClient;
const refs = {
  client: '',
  inactiveClient: '',
  department: '',
  inactiveDepartment: '',
  manager: '',
  inactiveManager: '',
};

const WRITE = ['Registrar proyectos', 'Actualizar proyectos', 'Eliminar proyectos'];

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(['Ver todos los proyectos', ...WRITE])).email);
  reader = await h.as((await h.makeUser(['Ver todos los proyectos'])).email);
  nobody = await h.as((await h.makeUser([])).email);
  const c1 = await makeClient(h, { name: 'Municipalidad de Arequipa' });
  const c2 = await makeClient(h, { name: 'Cliente Inactivo', active: false });
  const d1 = await makeDepartment(h, { name: 'Ingeniería' });
  const d2 = await makeDepartment(h, { name: 'Área cerrada', active: false });
  const m1 = await h.makeUser([], { name: 'Carmen', lastName: 'Vega' });
  const m2 = await h.makeUser([], { name: 'Inés', lastName: 'Retirada', active: false });
  Object.assign(refs, {
    client: c1.publicId,
    inactiveClient: c2.publicId,
    department: d1.publicId,
    inactiveDepartment: d2.publicId,
    manager: m1.publicId,
    inactiveManager: m2.publicId,
  });
});
afterAll(() => h.close());

const body = (extra: Record<string, unknown> = {}) => ({
  code: `P-${Math.random().toString(36).slice(2, 8)}`,
  name: 'Proyecto de prueba',
  client_id: refs.client,
  department_id: refs.department,
  manager_id: refs.manager,
  start_date: '2026-03-01',
  end_date: '2026-06-30',
  ...extra,
});
const create = (extra: Record<string, unknown> = {}, as: TestClient = admin) =>
  as.inject({ method: 'POST', url: '/api/projects', payload: body(extra) });
const internalId = async (publicId: string) =>
  (await h.app.db.select({ id: projects.id }).from(projects).where(eq(projects.publicId, publicId)))[0].id;

describe('projects', () => {
  it('creates a project and shows it with its client, department, manager and progress', async () => {
    const res = await create({
      code: 'PAV-2026',
      name: 'Pavimentación Av. Ejército',
      description: 'Tramo norte',
      status: 'En curso',
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      code: 'PAV-2026',
      name: 'Pavimentación Av. Ejército',
      description: 'Tramo norte',
      status: 'En curso',
      start_date: '2026-03-01',
      end_date: '2026-06-30',
      client: { public_id: refs.client, name: 'Municipalidad de Arequipa' },
      department: { public_id: refs.department, name: 'Ingeniería' },
      manager: { public_id: refs.manager, name: 'Carmen', last_name: 'Vega', avatar_url: '/images/users/default.svg' },
      progress: { tasks: 0, finished: 0, percent: 0 },
      stages: [],
    });
    expect(p.created_by.name).toBe('Usuario');

    const list = (await reader.inject({ method: 'GET', url: '/api/projects?q=pav-2026' })).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      public_id: p.public_id,
      client: { name: 'Municipalidad de Arequipa' },
      manager: { last_name: 'Vega' },
    });
    const one = await reader.inject({ method: 'GET', url: `/api/projects/${p.public_id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().name).toBe('Pavimentación Av. Ejército');
  });

  it('computes progress (finished over live tasks) for the project and each stage, stages in order', async () => {
    const p = (await create({ code: 'PRG-1' })).json();
    const id = await internalId(p.public_id);
    const later = await makeStage(h, { projectId: id, name: 'Ejecución', position: 2, status: 'En proceso' });
    const first = await makeStage(h, {
      projectId: id,
      name: 'Diseño',
      position: 1,
      status: 'Finalizada',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    await makeTask(h, { projectId: id, stageId: first.id, title: 'Planos', finished: true });
    await makeTask(h, { projectId: id, stageId: first.id, title: 'Memoria', finished: true });
    await makeTask(h, { projectId: id, stageId: later.id, title: 'Obra', status: '2' });
    await makeTask(h, { projectId: id, stageId: later.id, title: 'Acabados', finished: true });
    await makeTask(h, { projectId: id, title: 'Sin etapa' });
    await makeTask(h, { projectId: id, stageId: later.id, title: 'Borrada', finished: true, deletedAt: new Date() });

    const detail = (await reader.inject({ method: 'GET', url: `/api/projects/${p.public_id}` })).json();
    expect(detail.progress).toEqual({ tasks: 5, finished: 3, percent: 60 });
    expect(detail.stages).toEqual([
      {
        public_id: first.publicId,
        name: 'Diseño',
        position: 1,
        status: 'Finalizada',
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        progress: { tasks: 2, finished: 2, percent: 100 },
      },
      {
        public_id: later.publicId,
        name: 'Ejecución',
        position: 2,
        status: 'En proceso',
        start_date: null,
        end_date: null,
        progress: { tasks: 2, finished: 1, percent: 50 },
      },
    ]);
    const row = (await reader.inject({ method: 'GET', url: '/api/projects?q=PRG-1' })).json().data[0];
    expect(row.progress).toEqual({ tasks: 5, finished: 3, percent: 60 });

    // The list reads counters kept by triggers on tasks (project_task_counts): they follow every kind of write.
    const other = await internalId((await create({ code: 'PRG-2' })).json().public_id);
    const byTitle = async (title: string) =>
      (await h.app.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.title, title)))[0].id;
    await h.app.db
      .update(tasks)
      .set({ status: '5' })
      .where(eq(tasks.id, await byTitle('Obra')));
    await h.app.db
      .update(tasks)
      .set({ deletedAt: new Date() })
      .where(eq(tasks.id, await byTitle('Sin etapa')));
    await h.app.db
      .update(tasks)
      .set({ deletedAt: null })
      .where(eq(tasks.id, await byTitle('Borrada')));
    await h.app.db
      .update(tasks)
      .set({ projectId: other, stageId: null })
      .where(eq(tasks.id, await byTitle('Planos')));
    await h.app.db.delete(tasks).where(eq(tasks.id, await byTitle('Memoria')));
    const list = (await reader.inject({ method: 'GET', url: '/api/projects?q=PRG-' })).json().data;
    const progressOf = (code: string) => list.find((r: { code: string }) => r.code === code).progress;
    expect(progressOf('PRG-1')).toEqual({ tasks: 3, finished: 3, percent: 100 });
    expect(progressOf('PRG-2')).toEqual({ tasks: 1, finished: 1, percent: 100 });
    const detail2 = (await reader.inject({ method: 'GET', url: `/api/projects/${p.public_id}` })).json();
    expect(detail2.progress).toEqual(progressOf('PRG-1'));
  });

  it('refuses a duplicate code (case-insensitive) with 422 on code, and frees it when the project is deleted', async () => {
    const p = (await create({ code: 'DUP-01' })).json();
    const dup = await create({ code: 'dup-01' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.code).toEqual(['Ya existe un proyecto con ese código.']);
    // Saving a project with its own code is no clash.
    const same = await admin.inject({
      method: 'PUT',
      url: `/api/projects/${p.public_id}`,
      payload: body({ code: 'DUP-01', name: 'Renombrado' }),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().name).toBe('Renombrado');

    const del = await admin.inject({ method: 'DELETE', url: `/api/projects/${p.public_id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('El registro fue eliminado');
    expect((await create({ code: 'DUP-01' })).statusCode).toBe(201);
  });

  it('refuses an end date before the start date with 422 on end_date', async () => {
    const res = await create({ start_date: '2026-05-10', end_date: '2026-05-09' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.end_date).toEqual(['La fecha de fin no puede ser anterior a la fecha de inicio.']);
    expect((await create({ start_date: '2026-05-10', end_date: '2026-05-10' })).statusCode).toBe(201);
    const bad = await create({ start_date: '2026-02-30' });
    expect(bad.json().errors.start_date).toEqual(['La fecha de inicio no es una fecha válida.']);
  });

  it('requires an active client, an active department and an active manager, each under its field', async () => {
    const res = await create({
      client_id: refs.inactiveClient,
      department_id: refs.inactiveDepartment,
      manager_id: refs.inactiveManager,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      client_id: ['El cliente seleccionado no existe o está inactivo.'],
      department_id: ['El departamento seleccionado no existe o está inactivo.'],
      manager_id: ['El responsable seleccionado no existe o está inactivo.'],
    });
    const unknown = await create({ client_id: '0190a000-0000-7000-8000-000000000999' });
    expect(unknown.json().errors.client_id).toEqual(['El cliente seleccionado no existe o está inactivo.']);
    const status = await create({ status: 'Terminado' });
    expect(status.json().errors.status).toEqual(['Seleccione un estado válido.']);
    const empty = await admin.inject({ method: 'POST', url: '/api/projects', payload: {} });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['code', 'name']);
  });

  it('keeps a client that was deactivated after the project took it', async () => {
    const c = await makeClient(h, { name: 'Cliente que se retira' });
    const p = (await create({ client_id: c.publicId })).json();
    await h.app.db.update(clients).set({ active: false }).where(eq(clients.id, c.id));
    const upd = await admin.inject({
      method: 'PUT',
      url: `/api/projects/${p.public_id}`,
      payload: body({ code: p.code, client_id: c.publicId, status: 'Pausado' }),
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ status: 'Pausado', client: { name: 'Cliente que se retira' } });
  });

  it('filters by status, client, department, manager and period, and sorts', async () => {
    const c = await makeClient(h, { name: 'Filtro SAC' });
    const d = await makeDepartment(h, { name: 'Área de filtros' });
    const m = await h.makeUser([], { name: 'Filtro', lastName: 'Responsable' });
    const a = (
      await create({
        code: 'FLT-A',
        client_id: c.publicId,
        department_id: d.publicId,
        manager_id: m.publicId,
        status: 'Pausado',
        start_date: '2025-01-01',
        end_date: '2025-03-31',
      })
    ).json();
    const b = (
      await create({
        code: 'FLT-B',
        client_id: c.publicId,
        status: 'Pausado',
        start_date: '2025-06-01',
        end_date: null,
      })
    ).json();
    const get = async (qs: string) =>
      (await reader.inject({ method: 'GET', url: `/api/projects?q=FLT-&${qs}` }))
        .json()
        .data.map((x: { code: string }) => x.code);

    expect(await get('sort=code')).toEqual(['FLT-A', 'FLT-B']);
    expect(await get('sort=-code')).toEqual(['FLT-B', 'FLT-A']);
    expect(await get(`client_id=${c.publicId}&sort=code`)).toEqual(['FLT-A', 'FLT-B']);
    expect(await get(`department_id=${d.publicId}`)).toEqual(['FLT-A']);
    expect(await get(`manager_id=${m.publicId}`)).toEqual(['FLT-A']);
    expect(await get('status=Pausado&sort=code')).toEqual(['FLT-A', 'FLT-B']);
    expect(await get('status=En%20curso')).toEqual([]);
    // Periods: A runs January–March 2025, B from June 2025 with no end.
    expect(await get('from=2025-04-01')).toEqual(['FLT-B']);
    expect(await get('to=2025-05-31')).toEqual(['FLT-A']);
    expect(await get('from=2025-03-01&to=2025-07-01&sort=code')).toEqual(['FLT-A', 'FLT-B']);
    expect((await reader.inject({ method: 'GET', url: '/api/projects?status=Otro' })).statusCode).toBe(422);
    expect([a.code, b.code]).toEqual(['FLT-A', 'FLT-B']);
  });

  it('soft-deletes: the project disappears from the list, the detail and the options, the row stays', async () => {
    const p = (await create({ code: 'DEL-1' })).json();
    await admin.inject({ method: 'DELETE', url: `/api/projects/${p.public_id}` });
    expect((await reader.inject({ method: 'GET', url: '/api/projects?q=DEL-1' })).json().total).toBe(0);
    expect((await reader.inject({ method: 'GET', url: `/api/projects/${p.public_id}` })).statusCode).toBe(404);
    expect((await reader.inject({ method: 'GET', url: '/api/project_options?q=DEL-1' })).json()).toEqual([]);
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/projects/${p.public_id}`, payload: body() })).statusCode,
    ).toBe(404);
    expect((await admin.inject({ method: 'DELETE', url: `/api/projects/${p.public_id}` })).statusCode).toBe(404);
    const [row] = await h.app.db.select().from(projects).where(eq(projects.publicId, p.public_id));
    expect(row.deletedAt).not.toBeNull();
  });

  it('guards every route by its permission', async () => {
    const p = (await create()).json();
    for (const url of ['/api/projects', `/api/projects/${p.public_id}`, '/api/project_options']) {
      expect((await nobody.inject({ method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await reader.inject({ method: 'POST', url: '/api/projects', payload: body() })).statusCode).toBe(403);
    expect(
      (await reader.inject({ method: 'PUT', url: `/api/projects/${p.public_id}`, payload: body() })).statusCode,
    ).toBe(403);
    expect((await reader.inject({ method: 'DELETE', url: `/api/projects/${p.public_id}` })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(401);
  });

  it('offers visible projects still open to work as options: by code, searchable, at most 50', async () => {
    await create({ code: 'OPT-OPEN', name: 'Opción abierta', status: 'En curso' });
    await create({ code: 'OPT-DONE', status: 'Finalizado' });
    await create({ code: 'OPT-CANC', status: 'Cancelado' });
    const res = await reader.inject({ method: 'GET', url: '/api/project_options?q=OPT-' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ public_id: expect.any(String), code: 'OPT-OPEN', name: 'Opción abierta' }]);
    expect((await reader.inject({ method: 'GET', url: '/api/project_options?q=abierta' })).json()).toHaveLength(1);
    await makeProjects(h, 60, (i) => ({ code: `MANY-${i}`, name: `Muchos ${i}` }));
    expect((await reader.inject({ method: 'GET', url: '/api/project_options?q=MANY' })).json()).toHaveLength(50);
  });

  it('lists 200 projects with their progress in a bounded number of statements', async () => {
    const c = await makeClient(h, { name: 'Cliente masivo' });
    const rows = await makeProjects(h, 200, (i) => ({ code: `BULK-${i}`, name: `Masivo ${i}`, clientId: c.id }));
    await makeTasks(h, 400, (i) => ({ projectId: rows[i >> 1].id, finished: i % 2 === 0 }));
    const { result: res, queries } = await h.countQueries(() =>
      reader.inject({ method: 'GET', url: '/api/projects?per_page=100&q=BULK-&sort=client' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(200);
    expect(res.json().data).toHaveLength(100);
    expect(
      res
        .json()
        .data.every(
          (p: { progress: unknown }) =>
            JSON.stringify(p.progress) === JSON.stringify({ tasks: 2, finished: 1, percent: 50 }),
        ),
    ).toBe(true);
    // session lookup + page + count + one grouped progress statement
    expect(queries).toBeLessThanOrEqual(4);
  });
});

describe('what each project row lets its viewer do', () => {
  it('puts `can` on list rows and the detail, from the viewer permissions', async () => {
    const p = (await create({ code: 'CAN-1', name: 'Permisos por fila' })).json();
    expect(p.can).toEqual({ update: true, delete: true });
    const row = async (c: TestClient) =>
      (await c.inject({ method: 'GET', url: '/api/projects?q=CAN-1' })).json().data[0];
    expect((await row(admin)).can).toEqual({ update: true, delete: true });
    expect((await row(reader)).can).toEqual({ update: false, delete: false });
    const detail = (await reader.inject({ method: 'GET', url: `/api/projects/${p.public_id}` })).json();
    expect(detail.can).toEqual({ update: false, delete: false });
  });
});
