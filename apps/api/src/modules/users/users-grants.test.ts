import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import { PASSWORD } from '../../test/harness.ts';
import {
  h,
  manager,
  viewer,
  ids,
  uniqueEmail,
  payloadOf,
  createUser,
  events,
  mailsTo,
  setupUsers,
} from './users.test-utils.ts';

setupUsers();

describe('users: nobody grants what they do not hold', () => {
  const limitedPermissions = ['Ver usuarios', 'Registrar usuarios', 'Actualizar usuarios', 'Ver departamentos'];
  let readerRole: string;
  let archiveRole: string;

  beforeAll(async () => {
    const role = async (name: string, permissions: string[]) => {
      const res = await manager.inject({ method: 'POST', url: '/api/roles', payload: { name, permissions } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().public_id as string;
    };
    readerRole = await role('Lectura de áreas', ['Ver departamentos']);
    archiveRole = await role('Consulta de personas', ['Ver usuarios', 'Ver departamentos']);
  });

  /** A user holding exactly the limited permissions, signed in, with its own role's public id. */
  const limitedActor = async () => {
    const me = await h.makeUser(limitedPermissions);
    return { me, client: await h.as(me.email) };
  };
  const formOf = (u: { name: string; last_name: string; email: string }, role_ids: string[]) => ({
    name: u.name,
    last_name: u.last_name,
    email: u.email,
    role_ids,
  });
  const roleIdsOf = async (publicId: string) =>
    ((await viewer.inject({ method: 'GET', url: `/api/users/${publicId}` })).json().roles as { public_id: string }[])
      .map((r) => r.public_id)
      .sort();

  it('refuses creating a user with a role carrying permissions the actor lacks, naming each role', async () => {
    const { client } = await limitedActor();
    const email = uniqueEmail('escalada');
    const refused = await client.inject({
      method: 'POST',
      url: '/api/users',
      payload: payloadOf({ email, role_ids: [ids.collaborator, readerRole, ids.admin] }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      role_ids: [
        'No puede asignar el rol «Administrador»: incluye permisos que usted no tiene.',
        'No puede asignar el rol «Colaborador»: incluye permisos que usted no tiene.',
      ],
    });
    expect(refused.json().message).toBe(
      'No puede asignar el rol «Administrador»: incluye permisos que usted no tiene.',
    );
    expect(
      (await viewer.inject({ method: 'GET', url: `/api/users?q=${encodeURIComponent(email)}` })).json().total,
    ).toBe(0);
    expect(await events('user_created', email)).toEqual([]);

    const allowed = await client.inject({
      method: 'POST',
      url: '/api/users',
      payload: payloadOf({ email, role_ids: [readerRole, archiveRole] }),
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(
      allowed
        .json()
        .roles.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Consulta de personas', 'Lectura de áreas']);
  });

  it('may hand out a role with exactly its own permissions', async () => {
    const { me, client } = await limitedActor();
    const res = await client.inject({
      method: 'POST',
      url: '/api/users',
      payload: payloadOf({ role_ids: [me.role.publicId] }),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('on update checks only the roles added; removing roles is allowed', async () => {
    const { client } = await limitedActor();
    const u = await createUser({ role_ids: [readerRole, archiveRole] });
    const refused = await client.inject({
      method: 'PUT',
      url: `/api/users/${u.public_id}`,
      payload: formOf(u, [readerRole, archiveRole, ids.collaborator]),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      role_ids: ['No puede asignar el rol «Colaborador»: incluye permisos que usted no tiene.'],
    });
    expect(await roleIdsOf(u.public_id)).toEqual([readerRole, archiveRole].sort());

    const trimmed = await client.inject({
      method: 'PUT',
      url: `/api/users/${u.public_id}`,
      payload: formOf({ ...u, last_name: 'Recortado' }, [readerRole]),
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(trimmed.json()).toMatchObject({ last_name: 'Recortado', roles: [{ public_id: readerRole }] });
  });

  it('nobody changes their own roles here, but may edit the rest of their own data', async () => {
    const { me, client } = await limitedActor();
    const self = (await client.inject({ method: 'GET', url: `/api/users/${me.publicId}` })).json();
    for (const role_ids of [[me.role.publicId, readerRole], [readerRole], [me.role.publicId, ids.admin]]) {
      const res = await client.inject({
        method: 'PUT',
        url: `/api/users/${me.publicId}`,
        payload: formOf(self, role_ids),
      });
      expect(res.statusCode, JSON.stringify(role_ids)).toBe(422);
      expect(res.json().errors).toEqual({ role_ids: [MSG.cannotChangeOwnRoles] });
    }
    expect(await roleIdsOf(me.publicId)).toEqual([me.role.publicId]);

    const same = await client.inject({
      method: 'PUT',
      url: `/api/users/${me.publicId}`,
      payload: { ...formOf(self, [me.role.publicId]), position: 'Coordinadora' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().position).toBe('Coordinadora');

    // Holding every permission through another role is not holding Administrador: the rule still applies.
    const full = await h.makeUser([...ALL_PERMISSIONS]);
    const fullClient = await h.as(full.email);
    const fullSelf = (await fullClient.inject({ method: 'GET', url: `/api/users/${full.publicId}` })).json();
    const grow = await fullClient.inject({
      method: 'PUT',
      url: `/api/users/${full.publicId}`,
      payload: formOf(fullSelf, [full.role.publicId, ids.admin]),
    });
    expect(grow.statusCode).toBe(422);
    expect(grow.json().errors.role_ids).toEqual([MSG.cannotChangeOwnRoles]);
  });

  it('refuses editing, (de)activating or resetting the password of a user holding more permissions', async () => {
    const { client } = await limitedActor();
    const above = await createUser({ role_ids: [ids.collaborator] });
    const inactiveAbove = await createUser({ role_ids: [readerRole, ids.collaborator], active: false });
    const cases: ['PUT' | 'POST', string, object][] = [
      ['PUT', `/api/users/${above.public_id}`, formOf({ ...above, last_name: 'Cambiado' }, [ids.collaborator])],
      ['PUT', `/api/users/${above.public_id}`, formOf(above, [readerRole])],
      ['PUT', `/api/users/${above.public_id}/active`, { active: false }],
      ['PUT', `/api/users/${above.public_id}/active`, { active: true }],
      ['PUT', `/api/users/${inactiveAbove.public_id}/active`, { active: true }],
      ['POST', `/api/users/${above.public_id}/password`, { password: 'Tomada-Clave-2026' }],
      ['POST', `/api/users/${above.public_id}/password`, {}],
    ];
    for (const [method, url, payload] of cases) {
      const res = await client.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(403);
      expect(res.json()).toEqual({ message: MSG.outrankedUser });
    }
    const after = (await viewer.inject({ method: 'GET', url: `/api/users/${above.public_id}` })).json();
    expect(after).toMatchObject({ last_name: above.last_name, active: true, roles: [{ public_id: ids.collaborator }] });
    expect((await viewer.inject({ method: 'GET', url: `/api/users/${inactiveAbove.public_id}` })).json().active).toBe(
      false,
    );
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/login', payload: { email: above.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect(mailsTo(above.email)).toEqual([]);
    expect(await events('user_password_reset_by_admin', above.email)).toEqual([]);
    expect(await events('user_updated', above.email)).toEqual([]);
  });

  it('edits, (de)activates and resets the password of a user holding no more permissions', async () => {
    const { me, client } = await limitedActor();
    const peer = await createUser({ role_ids: [me.role.publicId, readerRole] });
    const edit = await client.inject({
      method: 'PUT',
      url: `/api/users/${peer.public_id}`,
      payload: formOf({ ...peer, last_name: 'Editado' }, [readerRole]),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const off = await client.inject({
      method: 'PUT',
      url: `/api/users/${peer.public_id}/active`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const on = await client.inject({
      method: 'PUT',
      url: `/api/users/${peer.public_id}/active`,
      payload: { active: true },
    });
    expect(on.json().active).toBe(true);
    const reset = await client.inject({
      method: 'POST',
      url: `/api/users/${peer.public_id}/password`,
      payload: { password: 'Nueva-Clave-2027' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MSG.adminPasswordSet);
  });

  it('does not restrict a holder of Administrador, not even on their own roles', async () => {
    const email = uniqueEmail('jefa');
    const selfId = (await createUser({ email, role_ids: [ids.admin] })).public_id as string;
    const root = await h.as(email);
    const target = await createUser({ role_ids: [ids.collaborator] });
    const promote = await root.inject({
      method: 'PUT',
      url: `/api/users/${target.public_id}`,
      payload: formOf(target, [ids.collaborator, ids.admin]),
    });
    expect(promote.statusCode, promote.body).toBe(200);
    const reset = await root.inject({
      method: 'POST',
      url: `/api/users/${target.public_id}/password`,
      payload: { password: 'Otra-Clave-2027' },
    });
    expect(reset.statusCode).toBe(200);
    const mine = (await root.inject({ method: 'GET', url: `/api/users/${selfId}` })).json();
    const own = await root.inject({
      method: 'PUT',
      url: `/api/users/${selfId}`,
      payload: formOf(mine, [ids.admin, readerRole]),
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(await roleIdsOf(selfId)).toEqual([ids.admin, readerRole].sort());
  });
});
