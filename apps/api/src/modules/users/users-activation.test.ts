import { describe, expect, it } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD } from '../../test/harness.ts';
import { h, manager, managerId, viewer, ids, payloadOf, createUser, events, setupUsers } from './users.test-utils.ts';

setupUsers();

describe('users: activation', () => {
  it('deactivation ends every session and token and refuses sign-in; activation lets the user back', async () => {
    const u = await createUser();
    const native = await h.as(u.email);
    const web = h.browser();
    expect((await web.login(u.email)).statusCode).toBe(200);

    const off = await manager.inject({
      method: 'PUT',
      url: `/api/users/${u.public_id}/active`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await native.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await web.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const refused = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email).toEqual([MSG.inactiveUser]);
    const [deactivated] = await events('user_deactivated', u.email);
    expect(deactivated.details).toEqual({ sessions_ended: true });

    const on = await manager.inject({
      method: 'PUT',
      url: `/api/users/${u.public_id}/active`,
      payload: { active: true },
    });
    expect(on.json().active).toBe(true);
    // The old sessions were ended, not merely suspended: reactivation does not bring them back.
    expect((await native.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await web.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect(await events('user_activated', u.email)).toHaveLength(1);
  });

  it('deactivating through the edit form ends the sessions too', async () => {
    const u = await createUser();
    const native = await h.as(u.email);
    const { password: _p, ...fields } = payloadOf({ email: u.email, active: false });
    expect(
      (await manager.inject({ method: 'PUT', url: `/api/users/${u.public_id}`, payload: fields })).json().active,
    ).toBe(false);
    expect((await native.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect(await events('user_deactivated', u.email)).toHaveLength(1);
    await manager.inject({ method: 'PUT', url: `/api/users/${u.public_id}/active`, payload: { active: true } });
    expect((await native.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('nobody deactivates themselves', async () => {
    const res = await manager.inject({
      method: 'PUT',
      url: `/api/users/${managerId}/active`,
      payload: { active: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.cannotDeactivateSelf, errors: { active: [MSG.cannotDeactivateSelf] } });
    const me = (await manager.inject({ method: 'GET', url: `/api/users/${managerId}` })).json();
    const viaForm = await manager.inject({
      method: 'PUT',
      url: `/api/users/${managerId}`,
      payload: {
        name: me.name,
        last_name: me.last_name,
        email: me.email,
        role_ids: me.roles.map((r: { public_id: string }) => r.public_id),
        active: false,
      },
    });
    expect(viaForm.statusCode).toBe(422);
    expect(viaForm.json().errors.active).toEqual([MSG.cannotDeactivateSelf]);
    expect((await manager.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });
});

describe('users: the last administrator', () => {
  it('keeps at least one active user holding Administrador', async () => {
    const seeded = await h.userByEmail(ADMIN_EMAIL);
    const adminPayload = { name: seeded.name, last_name: seeded.lastName, email: seeded.email, role_ids: [ids.admin] };
    // Earlier tests made administrators too; leave the seeded one as the only active holder.
    const others = (
      await viewer.inject({ method: 'GET', url: `/api/users?role_id=${ids.admin}&active=true&per_page=100` })
    ).json().data as { public_id: string }[];
    for (const o of others)
      if (o.public_id !== seeded.publicId)
        await manager.inject({ method: 'PUT', url: `/api/users/${o.public_id}/active`, payload: { active: false } });

    const off = await manager.inject({
      method: 'PUT',
      url: `/api/users/${seeded.publicId}/active`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().message).toBe(MSG.lastAdmin);
    const demote = await manager.inject({
      method: 'PUT',
      url: `/api/users/${seeded.publicId}`,
      payload: { ...adminPayload, role_ids: [ids.collaborator] },
    });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors.role_ids).toEqual([MSG.lastAdmin]);
    expect(await events('user_updated', ADMIN_EMAIL)).toEqual([]);

    // An inactive administrator does not count; an active one does.
    const second = await createUser({ role_ids: [ids.admin], active: false });
    expect(
      (await manager.inject({ method: 'PUT', url: `/api/users/${seeded.publicId}/active`, payload: { active: false } }))
        .statusCode,
    ).toBe(422);
    await manager.inject({ method: 'PUT', url: `/api/users/${second.public_id}/active`, payload: { active: true } });
    const demoted = await manager.inject({
      method: 'PUT',
      url: `/api/users/${seeded.publicId}`,
      payload: { ...adminPayload, role_ids: [ids.collaborator] },
    });
    expect(demoted.statusCode).toBe(200);
    const secondOff = await manager.inject({
      method: 'PUT',
      url: `/api/users/${second.public_id}/active`,
      payload: { active: false },
    });
    expect(secondOff.json().errors.active).toEqual([MSG.lastAdmin]);

    await manager.inject({ method: 'PUT', url: `/api/users/${seeded.publicId}`, payload: adminPayload });
    expect(
      (
        await h.as(ADMIN_EMAIL, ADMIN_PASSWORD).then((c) => c.inject({ method: 'GET', url: '/api/user_permissions' }))
      ).json(),
    ).toContain('Actualizar roles');
  });
});
