import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let admin: TestClient;
let viewer: TestClient;

beforeAll(async () => {
  h = await build();
  const a = await h.makeUser([
    'Ver departamentos',
    'Registrar departamentos',
    'Actualizar departamentos',
    'Eliminar departamentos',
  ]);
  admin = await h.as(a.email);
  const v = await h.makeUser(['Ver departamentos']);
  viewer = await h.as(v.email);
});
afterAll(() => h.close());

describe('departments', () => {
  it('creates, lists, searches, updates and deletes', async () => {
    const created = await admin.inject({
      method: 'POST',
      url: '/api/departments',
      payload: { name: 'Operaciones', description: 'Campo' },
    });
    expect(created.statusCode).toBe(201);
    const d = created.json();
    expect(d).toMatchObject({ name: 'Operaciones', active: true, users_count: 0 });
    await admin.inject({ method: 'POST', url: '/api/departments', payload: { name: 'Finanzas', active: false } });

    const list = (await viewer.inject({ method: 'GET', url: '/api/departments?q=oper' })).json();
    expect(list).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(list.data[0].public_id).toBe(d.public_id);

    const active = (await viewer.inject({ method: 'GET', url: '/api/active_departments' })).json();
    expect(active).toEqual([{ public_id: d.public_id, name: 'Operaciones' }]);

    const upd = await admin.inject({
      method: 'PUT',
      url: `/api/departments/${d.public_id}`,
      payload: { name: 'Operaciones de campo', active: true },
    });
    expect(upd.json().name).toBe('Operaciones de campo');

    const del = await admin.inject({ method: 'DELETE', url: `/api/departments/${d.public_id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('El registro fue eliminado');
    expect((await viewer.inject({ method: 'GET', url: `/api/departments/${d.public_id}` })).statusCode).toBe(404);
  });

  it('refuses duplicates (case-insensitive) and bad input with Spanish 422s', async () => {
    await admin.inject({ method: 'POST', url: '/api/departments', payload: { name: 'Logística' } });
    const dup = await admin.inject({ method: 'POST', url: '/api/departments', payload: { name: 'LOGÍSTICA' } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name[0]).toBe('Ya existe un departamento con ese nombre.');
    const bad = await admin.inject({ method: 'POST', url: '/api/departments', payload: { name: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name[0]).toMatch(/al menos 2 caracteres/);
  });

  it('refuses deleting a department that has users', async () => {
    const d = (await admin.inject({ method: 'POST', url: '/api/departments', payload: { name: 'Jurídica' } })).json();
    const [row] = await h.app.db.query.departments.findMany({ where: (t, { eq }) => eq(t.publicId, d.public_id) });
    await h.makeUser([], { departmentId: row.id });
    const del = await admin.inject({ method: 'DELETE', url: `/api/departments/${d.public_id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/en uso/);
    const shown = (await viewer.inject({ method: 'GET', url: `/api/departments/${d.public_id}` })).json();
    expect(shown.users_count).toBe(1);
  });

  it('lets a viewer read but not write', async () => {
    const res = await viewer.inject({ method: 'POST', url: '/api/departments', payload: { name: 'Nueva área' } });
    expect(res.statusCode).toBe(403);
  });

  it('lists in a bounded number of statements whatever the page size', async () => {
    for (let i = 0; i < 30; i++)
      await admin.inject({ method: 'POST', url: '/api/departments', payload: { name: `Área ${i}` } });
    const { result: res, queries } = await h.countQueries(() =>
      viewer.inject({ method: 'GET', url: '/api/departments?per_page=100' }),
    );
    expect(res.json().data.length).toBeGreaterThan(30);
    // session lookup + page + count
    expect(queries).toBeLessThanOrEqual(4);
  });
});
