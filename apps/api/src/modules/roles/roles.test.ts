import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE, ALL_PERMISSIONS, PERMISSION_GROUPS } from '@gestora/contract/permissions';
import { MSG } from '@gestora/contract/messages';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, build, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let admin: TestClient;
let viewer: TestClient;
let auditor: TestClient;

const unknownId = '01900000-0000-7000-8000-000000000000';

beforeAll(async () => {
  h = await build();
  // Every permission (through a role of its own, not Administrador): nobody grants what they do not hold.
  const a = await h.makeUser([...ALL_PERMISSIONS]);
  admin = await h.as(a.email);
  viewer = await h.as((await h.makeUser(['Ver roles'])).email);
  auditor = await h.as((await h.makeUser(['Ver registro de seguridad'])).email);
});
afterAll(() => h.close());

const createRole = async (name: string, permissions: string[] = []) => {
  const res = await admin.inject({ method: 'POST', url: '/api/roles', payload: { name, permissions } });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const adminRoleId = async () =>
  (await viewer.inject({ method: 'GET', url: `/api/roles?q=${ADMIN_ROLE}` })).json().data[0].public_id as string;
const events = async (event: string, subject: string) =>
  (
    await auditor.inject({ method: 'GET', url: `/api/security_log?event=${event}&q=${encodeURIComponent(subject)}` })
  ).json().data;

/** A user holding `roleIds`, created through the users API, signed in with a Bearer token. */
const holderOf = async (...roleIds: string[]) => {
  const email = `holder-${Math.random().toString(36).slice(2, 8)}@test.local`;
  const res = await admin.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name: 'Ana', last_name: 'Titular', email, password: PASSWORD, role_ids: roleIds },
  });
  expect(res.statusCode).toBe(201);
  return h.as(email);
};

describe('permission catalogue', () => {
  it('lists the catalogue grouped by section to anyone who reads or writes roles', async () => {
    const writer = await h.as((await h.makeUser(['Registrar roles'])).email);
    const res = await writer.inject({ method: 'GET', url: '/api/permissions' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PERMISSION_GROUPS.map((g) => ({ section: g.section, permissions: [...g.permissions] })));
    expect(res.json()[0].section).toBe('Configuración');
    const other = await h.as((await h.makeUser(['Ver usuarios'])).email);
    expect((await other.inject({ method: 'GET', url: '/api/permissions' })).statusCode).toBe(403);
  });
});

describe('role options', () => {
  it('gives every role by name to those who manage users, and to nobody else', async () => {
    await createRole('Zeta opciones');
    const clerk = await h.as((await h.makeUser(['Registrar usuarios'])).email);
    const res = await clerk.inject({ method: 'GET', url: '/api/role_options' });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((r: { name: string }) => r.name);
    expect(names).toContain(ADMIN_ROLE);
    expect(names).toContain('Zeta opciones');
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(res.json()[0]).sort()).toEqual(['name', 'public_id']);
    expect((await auditor.inject({ method: 'GET', url: '/api/role_options' })).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('creates, shows, lists, searches, updates and deletes a role', async () => {
    const r = await createRole('Supervisor de flota', ['Módulo de vehículos', 'Ver roles', 'Ver roles']);
    // Deduplicated and in the catalogue's order.
    expect(r).toMatchObject({
      name: 'Supervisor de flota',
      permissions: ['Ver roles', 'Módulo de vehículos'],
      users_count: 0,
    });

    const shown = await viewer.inject({ method: 'GET', url: `/api/roles/${r.public_id}` });
    expect(shown.json()).toEqual(r);

    const list = (await viewer.inject({ method: 'GET', url: '/api/roles?q=flota' })).json();
    expect(list).toMatchObject({ total: 1, current_page: 1, per_page: 20, last_page: 1 });
    expect(list.data[0].public_id).toBe(r.public_id);

    const upd = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${r.public_id}`,
      payload: { name: 'Jefe de flota', permissions: ['Módulo de vehículos', 'Mantenimiento de vehículos'] },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({
      name: 'Jefe de flota',
      permissions: ['Módulo de vehículos', 'Mantenimiento de vehículos'],
    });

    const del = await admin.inject({ method: 'DELETE', url: `/api/roles/${r.public_id}` });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'El registro fue eliminado' });
    expect((await viewer.inject({ method: 'GET', url: `/api/roles/${r.public_id}` })).statusCode).toBe(404);
  });

  it('sorts by name, creation and number of holders', async () => {
    const few = await createRole('Orden con pocos');
    const many = await createRole('Orden con muchos');
    await holderOf(many.public_id);
    await holderOf(many.public_id);
    await holderOf(few.public_id);
    const byHolders = (await viewer.inject({ method: 'GET', url: '/api/roles?q=Orden con&sort=-users_count' })).json();
    expect(byHolders.data.map((r: { name: string; users_count: number }) => [r.name, r.users_count])).toEqual([
      ['Orden con muchos', 2],
      ['Orden con pocos', 1],
    ]);
    const byName = (await viewer.inject({ method: 'GET', url: '/api/roles?q=Orden con&sort=name' })).json();
    expect(byName.data.map((r: { name: string }) => r.name)).toEqual(['Orden con muchos', 'Orden con pocos']);
    const newest = (await viewer.inject({ method: 'GET', url: '/api/roles?q=Orden con&sort=-created_at' })).json();
    expect(newest.data[0].name).toBe('Orden con muchos');
  });

  it('refuses a duplicate name (case-insensitive), a short name and unknown permissions with Spanish 422s', async () => {
    const dup = await admin.inject({
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'COLABORADOR', permissions: [] },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(['Ya existe un rol con ese nombre.']);

    const mine = await createRole('Auditor interno');
    const renamed = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${mine.public_id}`,
      payload: { name: 'colaborador', permissions: [] },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name[0]).toBe('Ya existe un rol con ese nombre.');

    const short = await admin.inject({ method: 'POST', url: '/api/roles', payload: { name: 'x', permissions: [] } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.name[0]).toBe('El nombre debe tener al menos 2 caracteres.');

    const missing = await admin.inject({ method: 'POST', url: '/api/roles', payload: { permissions: [] } });
    expect(missing.json().errors.name[0]).toBe('El nombre es obligatorio.');

    const bogus = await admin.inject({
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Inventado', permissions: ['Volar'] },
    });
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json().errors['permissions.0']).toEqual(['Uno de los permisos no existe.']);
  });

  it('keeps Administrador with its name and every permission, and never deletes it', async () => {
    const id = await adminRoleId();
    const shown = (await viewer.inject({ method: 'GET', url: `/api/roles/${id}` })).json();
    expect(shown.permissions).toEqual([...ALL_PERMISSIONS]);

    const rename = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${id}`,
      payload: { name: 'Jefatura', permissions: [...ALL_PERMISSIONS] },
    });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors.name).toEqual([MSG.adminRoleRenameLocked]);

    const strip = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${id}`,
      payload: { name: ADMIN_ROLE, permissions: ['Ver roles'] },
    });
    expect(strip.statusCode).toBe(422);
    expect(strip.json().errors.permissions).toEqual([MSG.adminRoleLocked]);

    const same = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${id}`,
      payload: { name: ADMIN_ROLE, permissions: [...ALL_PERMISSIONS] },
    });
    expect(same.statusCode).toBe(200);

    const del = await admin.inject({ method: 'DELETE', url: `/api/roles/${id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(MSG.adminRoleLocked);
    expect((await viewer.inject({ method: 'GET', url: `/api/roles/${id}` })).json().permissions).toHaveLength(
      ALL_PERMISSIONS.length,
    );
  });

  it('refuses deleting a role that users hold, saying how many', async () => {
    const r = await createRole('Recepción');
    await holderOf(r.public_id);
    await holderOf(r.public_id);
    const del = await admin.inject({ method: 'DELETE', url: `/api/roles/${r.public_id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(`${MSG.inUse} 2 usuarios tienen este rol; quíteselo antes de eliminarlo.`);
    expect((await viewer.inject({ method: 'GET', url: `/api/roles/${r.public_id}` })).json().users_count).toBe(2);
  });

  it('applies permission changes to the holders on their very next request', async () => {
    const r = await createRole('Lector de áreas', ['Ver departamentos']);
    const holder = await holderOf(r.public_id);
    expect((await holder.inject({ method: 'GET', url: '/api/departments' })).statusCode).toBe(200);

    await admin.inject({
      method: 'PUT',
      url: `/api/roles/${r.public_id}`,
      payload: { name: 'Lector de áreas', permissions: ['Ver usuarios'] },
    });
    expect((await holder.inject({ method: 'GET', url: '/api/departments' })).statusCode).toBe(403);
    expect((await holder.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    expect((await holder.inject({ method: 'GET', url: '/api/user_permissions' })).json()).toEqual(['Ver usuarios']);
  });

  it("keeps each role's permission text (read by every session lookup) equal to its rows after every kind of write", async () => {
    /** Roles whose kept text differs from their permission rows (migration 0031's triggers). */
    const drifted = async () =>
      (
        (await h.app.db.execute(sql`select r.name from roles r where r.permission_names is distinct from coalesce(
          (select string_agg(rp.permission, chr(31) order by rp.permission) from role_permissions rp where rp.role_id = r.id), '')`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const both = ['Ver departamentos', 'Ver usuarios'];
    const a = await createRole('Consulta de personas', both);
    const b = await createRole('Consulta de áreas', ['Ver departamentos']);
    const holder = await holderOf(a.public_id, b.public_id);
    // A permission two roles share is counted once.
    expect((await holder.inject({ method: 'GET', url: '/api/user_permissions' })).json()).toEqual(both);
    expect(await drifted()).toEqual([]);

    // Trimmed to nothing through the API: the other role's permission remains.
    const put = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${a.public_id}`,
      payload: { name: 'Consulta de personas', permissions: [] },
    });
    expect(put.statusCode).toBe(200);
    expect((await holder.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(403);
    expect((await holder.inject({ method: 'GET', url: '/api/departments' })).statusCode).toBe(200);
    expect(await drifted()).toEqual([]);

    // Written by plain SQL too: a bulk insert, an update moving a row to another role, a delete.
    await h.app.db.execute(sql`insert into role_permissions (role_id, permission)
      select r.id, p.name from roles r, permissions p where r.name = 'Consulta de personas' and p.name in ('Ver usuarios', 'Ver roles')`);
    expect((await holder.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(200);
    await h.app.db
      .execute(sql`update role_permissions set role_id = (select id from roles where name = 'Consulta de áreas')
      where permission = 'Ver roles' and role_id = (select id from roles where name = 'Consulta de personas')`);
    expect(await drifted()).toEqual([]);
    await h.app.db.execute(
      sql`delete from role_permissions where role_id = (select id from roles where name = 'Consulta de áreas')`,
    );
    expect((await holder.inject({ method: 'GET', url: '/api/departments' })).statusCode).toBe(403);
    expect((await holder.inject({ method: 'GET', url: '/api/user_permissions' })).json()).toEqual(['Ver usuarios']);
    expect(await drifted()).toEqual([]);
  });

  it('records every create, update and delete in the security log, and nothing for a refused change', async () => {
    const r = await createRole('Bitácora', ['Ver ticket', 'Ver reuniones']);
    const [created] = await events('role_created', 'Bitácora');
    expect(created.details).toMatchObject({
      name: 'Bitácora',
      permissions_added: ['Ver ticket', 'Ver reuniones'],
      permissions_removed: [],
    });

    await admin.inject({
      method: 'PUT',
      url: `/api/roles/${r.public_id}`,
      payload: { name: 'Bitácora de turnos', permissions: ['Ver ticket', 'Registrar ticket'] },
    });
    const [updated] = await events('role_updated', 'Bitácora de turnos');
    expect(updated.details).toEqual({
      name: 'Bitácora de turnos',
      previous_name: 'Bitácora',
      permissions_added: ['Registrar ticket'],
      permissions_removed: ['Ver reuniones'],
    });
    expect(updated.actor).not.toBeNull();

    const refused = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${r.public_id}`,
      payload: { name: 'Colaborador', permissions: [] },
    });
    expect(refused.statusCode).toBe(422);
    expect(await events('role_updated', 'Colaborador')).toEqual([]);

    await admin.inject({ method: 'DELETE', url: `/api/roles/${r.public_id}` });
    const [deleted] = await events('role_deleted', 'Bitácora de turnos');
    expect(deleted.details).toMatchObject({
      name: 'Bitácora de turnos',
      permissions_removed: ['Ver ticket', 'Registrar ticket'],
    });
  });

  it('answers 404 for unknown roles and 422 for malformed ids', async () => {
    expect((await viewer.inject({ method: 'GET', url: `/api/roles/${unknownId}` })).statusCode).toBe(404);
    const put = await admin.inject({
      method: 'PUT',
      url: `/api/roles/${unknownId}`,
      payload: { name: 'Nadie', permissions: [] },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(MSG.notFound);
    expect((await admin.inject({ method: 'DELETE', url: `/api/roles/${unknownId}` })).statusCode).toBe(404);
    expect((await viewer.inject({ method: 'GET', url: '/api/roles/no-es-un-id' })).statusCode).toBe(422);
  });

  it('answers 403 to a user lacking each permission', async () => {
    const r = await createRole('Protegido');
    const nobody = await h.as((await h.makeUser(['Ver usuarios'])).email);
    const cases: [TestClient, 'GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      [nobody, 'GET', '/api/roles'],
      [nobody, 'GET', `/api/roles/${r.public_id}`],
      [viewer, 'POST', '/api/roles'],
      [viewer, 'PUT', `/api/roles/${r.public_id}`],
      [viewer, 'DELETE', `/api/roles/${r.public_id}`],
    ];
    for (const [client, method, url] of cases) {
      const res = await client.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'Intento', permissions: [] },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    expect((await viewer.inject({ method: 'GET', url: `/api/roles/${r.public_id}` })).json().name).toBe('Protegido');
  });

  it('lists in a fixed number of statements whatever the page size', async () => {
    for (let i = 0; i < 30; i++) await createRole(`Rol masivo ${i}`, ['Ver roles', 'Ver ticket', 'Chat IA']);
    const statements = async (url: string) => {
      const { result: res, queries } = await h.countQueries(() => viewer.inject({ method: 'GET', url }));
      expect(res.statusCode).toBe(200);
      return { n: queries, rows: res.json().data.length };
    };
    const small = await statements('/api/roles?per_page=1');
    const large = await statements('/api/roles?per_page=100&sort=-users_count');
    expect(small.rows).toBe(1);
    expect(large.rows).toBeGreaterThan(30);
    expect(large.n).toBe(small.n);
    // session lookup + page + total
    expect(large.n).toBeLessThanOrEqual(3);
  });
});

describe('roles: nobody grants what they do not hold', () => {
  const writerPermissions = ['Ver roles', 'Registrar roles', 'Actualizar roles', 'Ver departamentos'];

  it('refuses creating a role with permissions the actor lacks, naming them in the catalogue order', async () => {
    const writer = await h.as((await h.makeUser(writerPermissions)).email);
    const refused = await writer.inject({
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Escalada', permissions: ['Ver ticket', 'Ver departamentos', 'Ver usuarios'] },
    });
    expect(refused.statusCode).toBe(422);
    const message = 'No puede otorgar permisos que usted no tiene: Ver usuarios, Ver ticket.';
    expect(refused.json()).toEqual({ message, errors: { permissions: [message] } });
    expect((await viewer.inject({ method: 'GET', url: '/api/roles?q=Escalada' })).json().total).toBe(0);
    expect(await events('role_created', 'Escalada')).toEqual([]);

    const allowed = await writer.inject({
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Dentro de lo propio', permissions: ['Ver departamentos', 'Ver roles'] },
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().permissions).toEqual(['Ver roles', 'Ver departamentos']);
  });

  it('reports a taken name and ungrantable permissions in one answer', async () => {
    const writer = await h.as((await h.makeUser(writerPermissions)).email);
    const res = await writer.inject({
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Colaborador', permissions: ['Chat IA'] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: [MSG.roleNameTaken],
      permissions: ['No puede otorgar permisos que usted no tiene: Chat IA.'],
    });
  });

  it('on update checks only the permissions added: keeping or removing ones the actor lacks is allowed', async () => {
    const writer = await h.as((await h.makeUser(writerPermissions)).email);
    const r = await createRole('Mesa de ayuda', ['Ver departamentos', 'Ver ticket', 'Registrar ticket']);

    const kept = await writer.inject({
      method: 'PUT',
      url: `/api/roles/${r.public_id}`,
      payload: { name: 'Mesa de ayuda', permissions: ['Ver roles', 'Ver ticket'] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().permissions).toEqual(['Ver roles', 'Ver ticket']);

    const added = await writer.inject({
      method: 'PUT',
      url: `/api/roles/${r.public_id}`,
      payload: { name: 'Mesa de ayuda total', permissions: ['Ver roles', 'Ver ticket', 'Eliminar ticket'] },
    });
    expect(added.statusCode).toBe(422);
    expect(added.json().errors).toEqual({
      permissions: ['No puede otorgar permisos que usted no tiene: Eliminar ticket.'],
    });
    const after = (await viewer.inject({ method: 'GET', url: `/api/roles/${r.public_id}` })).json();
    expect(after).toMatchObject({ name: 'Mesa de ayuda', permissions: ['Ver roles', 'Ver ticket'] });
    expect(await events('role_updated', 'Mesa de ayuda total')).toEqual([]);
  });

  it('refuses adding to a role the actor holds a permission they lack, and lets them trim it', async () => {
    const w = await h.makeUser(writerPermissions);
    const writer = await h.as(w.email);
    const own = `/api/roles/${w.role.publicId}`;
    const grow = await writer.inject({
      method: 'PUT',
      url: own,
      payload: { name: w.role.name, permissions: [...writerPermissions, 'Eliminar roles', 'Registrar usuarios'] },
    });
    expect(grow.statusCode).toBe(422);
    expect(grow.json().errors.permissions).toEqual([
      'No puede otorgar permisos que usted no tiene: Eliminar roles, Registrar usuarios.',
    ]);
    expect((await writer.inject({ method: 'GET', url: '/api/user_permissions' })).json()).not.toContain(
      'Eliminar roles',
    );

    const trim = await writer.inject({
      method: 'PUT',
      url: own,
      payload: { name: w.role.name, permissions: ['Ver roles', 'Actualizar roles'] },
    });
    expect(trim.statusCode).toBe(200);
    expect((await writer.inject({ method: 'GET', url: '/api/user_permissions' })).json().sort()).toEqual(
      ['Actualizar roles', 'Ver roles'].sort(),
    );
  });

  it('does not restrict a holder of Administrador', async () => {
    const root = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const created = await root.inject({
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Casi todo', permissions: [...ALL_PERMISSIONS] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().permissions).toHaveLength(ALL_PERMISSIONS.length);
    const r = await createRole('Ampliable', ['Ver roles']);
    const grown = await root.inject({
      method: 'PUT',
      url: `/api/roles/${r.public_id}`,
      payload: { name: 'Ampliable', permissions: ['Ver roles', 'Eliminar roles', 'Ver registro de seguridad'] },
    });
    expect(grown.statusCode).toBe(200);
  });
});
