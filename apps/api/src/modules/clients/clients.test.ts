import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClients, makeProject } from '../../test/factories.ts';
import { build, type Harness, type TestClient } from '../../test/harness.ts';
import { projects } from '../projects/projects.table.ts';
import { clients } from './clients.table.ts';

let h: Harness;
let admin: TestClient;
let viewer: TestClient;
let nobody: TestClient;
let projectEditor: TestClient;

const ALL = ['Ver clientes', 'Registrar clientes', 'Actualizar clientes', 'Eliminar clientes'];

beforeAll(async () => {
  h = await build();
  admin = await h.as((await h.makeUser(ALL)).email);
  viewer = await h.as((await h.makeUser(['Ver clientes'])).email);
  nobody = await h.as((await h.makeUser([])).email);
  projectEditor = await h.as((await h.makeUser(['Registrar proyectos'])).email);
});
afterAll(() => h.close());

const create = (payload: Record<string, unknown>) => admin.inject({ method: 'POST', url: '/api/clients', payload });

describe('clients', () => {
  it('creates, lists, searches, updates and deletes', async () => {
    const created = await create({
      name: 'Constructora Andina S.A.',
      tax_id: '900123456-7',
      contact_name: 'Rosa Díaz',
      email: 'Rosa@Andina.co',
      phone: '601 555 0101',
    });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      name: 'Constructora Andina S.A.',
      tax_id: '900123456-7',
      email: 'rosa@andina.co',
      active: true,
      projects_count: 0,
      address: null,
    });
    await create({ name: 'Ferretería El Tornillo', active: false });

    const search = (await viewer.inject({ method: 'GET', url: '/api/clients?q=rosa' })).json();
    expect(search).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(search.data[0].public_id).toBe(c.public_id);
    const byTaxId = (await viewer.inject({ method: 'GET', url: '/api/clients?q=900123' })).json();
    expect(byTaxId.total).toBe(1);
    const inactive = (await viewer.inject({ method: 'GET', url: '/api/clients?active=false' })).json();
    expect(inactive.data.map((x: { name: string }) => x.name)).toEqual(['Ferretería El Tornillo']);
    const sorted = (await viewer.inject({ method: 'GET', url: '/api/clients?sort=-name' })).json();
    expect(sorted.data.map((x: { name: string }) => x.name)).toEqual([
      'Ferretería El Tornillo',
      'Constructora Andina S.A.',
    ]);

    const shown = await viewer.inject({ method: 'GET', url: `/api/clients/${c.public_id}` });
    expect(shown.json().contact_name).toBe('Rosa Díaz');

    const upd = await admin.inject({
      method: 'PUT',
      url: `/api/clients/${c.public_id}`,
      payload: { name: 'Constructora Andina', tax_id: '', email: '' },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ name: 'Constructora Andina', tax_id: null, email: null, contact_name: null });

    const del = await admin.inject({ method: 'DELETE', url: `/api/clients/${c.public_id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('El registro fue eliminado');
    expect((await viewer.inject({ method: 'GET', url: `/api/clients/${c.public_id}` })).statusCode).toBe(404);
    expect((await viewer.inject({ method: 'GET', url: '/api/clients?q=andina' })).json().total).toBe(0);
    // The name is free again once the client is gone.
    expect((await create({ name: 'Constructora Andina' })).statusCode).toBe(201);
  });

  it('refuses a duplicate name (case-insensitive), a duplicate tax id and a bad email, in Spanish, under the field', async () => {
    const first = (await create({ name: 'Lácteos del Sur', tax_id: 'J-30111222' })).json();
    const dupName = await create({ name: 'LÁCTEOS DEL SUR' });
    expect(dupName.statusCode).toBe(422);
    expect(dupName.json().errors.name).toEqual(['Ya existe un cliente con ese nombre.']);
    const dupTax = await create({ name: 'Otra razón social', tax_id: 'J-30111222' });
    expect(dupTax.statusCode).toBe(422);
    expect(dupTax.json().errors.tax_id).toEqual(['Ya existe un cliente con esa identificación tributaria.']);
    const badEmail = await create({ name: 'Panadería Central', email: 'no-es-correo' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual(['Ingrese un correo electrónico válido.']);
    const short = await create({ name: 'X' });
    expect(short.json().errors.name[0]).toBe('El nombre debe tener al menos 2 caracteres.');
    const long = await create({ name: 'x'.repeat(151) });
    expect(long.json().errors.name[0]).toBe('El nombre no puede superar 150 caracteres.');
    // Its own name and tax id are no clash when it is saved again.
    const same = await admin.inject({
      method: 'PUT',
      url: `/api/clients/${first.public_id}`,
      payload: { name: 'lácteos del sur', tax_id: 'J-30111222' },
    });
    expect(same.statusCode).toBe(200);
    const clash = (await create({ name: 'Distribuidora Norte' })).json();
    const rename = await admin.inject({
      method: 'PUT',
      url: `/api/clients/${clash.public_id}`,
      payload: { name: 'Lácteos del sur' },
    });
    expect(rename.statusCode).toBe(422);
  });

  it('refuses deleting a client its projects use (409), and lets it be deactivated instead', async () => {
    const c = (await create({ name: 'Hospital San Rafael' })).json();
    const [row] = await h.app.db.select().from(clients).where(eq(clients.publicId, c.public_id));
    await makeProject(h, { code: 'HSR-01', name: 'Ampliación', clientId: row.id });
    expect((await viewer.inject({ method: 'GET', url: `/api/clients/${c.public_id}` })).json().projects_count).toBe(1);

    const del = await admin.inject({ method: 'DELETE', url: `/api/clients/${c.public_id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'No se puede eliminar: el registro está en uso. El cliente tiene 1 proyecto(s); desactívelo en su lugar.',
    );

    const off = await admin.inject({
      method: 'PUT',
      url: `/api/clients/${c.public_id}`,
      payload: { name: 'Hospital San Rafael', active: false },
    });
    expect(off.json().active).toBe(false);
    const options = (await projectEditor.inject({ method: 'GET', url: '/api/client_options' })).json();
    expect(options.map((o: { name: string }) => o.name)).not.toContain('Hospital San Rafael');

    // Once its projects are deleted (soft), the client may go too.
    await h.app.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.clientId, row.id));
    expect((await admin.inject({ method: 'DELETE', url: `/api/clients/${c.public_id}` })).statusCode).toBe(200);
  });

  it('gives the active clients as options, by name, to whoever may see clients or fill the project form', async () => {
    const res = await projectEditor.inject({ method: 'GET', url: '/api/client_options' });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((o: { name: string }) => o.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(names).toContain('lácteos del sur'); // renamed in lower case by the test above
    expect(names).not.toContain('Ferretería El Tornillo');
    expect(Object.keys(res.json()[0]).sort()).toEqual(['name', 'public_id']);
    expect((await viewer.inject({ method: 'GET', url: '/api/client_options' })).json()).toEqual(res.json());
    const updater = await h.as((await h.makeUser(['Actualizar proyectos'])).email);
    expect((await updater.inject({ method: 'GET', url: '/api/client_options' })).json()).toEqual(res.json());
    expect((await h.app.inject({ method: 'GET', url: '/api/client_options' })).statusCode).toBe(401);
  });

  it('lists no clients to a user who may neither see clients nor create or edit projects (403)', async () => {
    const res = await nobody.inject({ method: 'GET', url: '/api/client_options' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
    const projectReader = await h.as((await h.makeUser(['Ver todos los proyectos'])).email);
    expect((await projectReader.inject({ method: 'GET', url: '/api/client_options' })).statusCode).toBe(403);
  });

  it('guards every route by its permission', async () => {
    const c = (await create({ name: 'Textiles Ríos' })).json();
    expect((await nobody.inject({ method: 'GET', url: '/api/clients' })).statusCode).toBe(403);
    expect((await nobody.inject({ method: 'GET', url: `/api/clients/${c.public_id}` })).statusCode).toBe(403);
    expect((await viewer.inject({ method: 'POST', url: '/api/clients', payload: { name: 'Nuevo' } })).statusCode).toBe(
      403,
    );
    expect(
      (await viewer.inject({ method: 'PUT', url: `/api/clients/${c.public_id}`, payload: { name: 'Nuevo' } }))
        .statusCode,
    ).toBe(403);
    expect((await viewer.inject({ method: 'DELETE', url: `/api/clients/${c.public_id}` })).statusCode).toBe(403);
    expect(
      (await admin.inject({ method: 'GET', url: '/api/clients/0190a000-0000-7000-8000-000000000999' })).statusCode,
    ).toBe(404);
  });

  it('lists 200 clients in a bounded number of statements', async () => {
    await makeClients(h, 200, (i) => ({ name: `Cliente masivo ${String(i).padStart(3, '0')}` }));
    const { result: res, queries } = await h.countQueries(() =>
      viewer.inject({ method: 'GET', url: '/api/clients?per_page=100&q=masivo' }),
    );
    expect(res.json().data).toHaveLength(100);
    expect(res.json().total).toBe(200);
    // session lookup + page + count
    expect(queries).toBeLessThanOrEqual(3);
  });
});
