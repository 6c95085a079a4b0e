import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@gestora/contract/messages';
import { users } from './users.table.ts';
import { departments } from '../departments/departments.table.ts';
import { PASSWORD, type TestClient } from '../../test/harness.ts';
import {
  h,
  manager,
  viewer,
  ids,
  unknownId,
  uniqueEmail,
  payloadOf,
  createUser,
  events,
  setupUsers,
} from './users.test-utils.ts';

setupUsers();

describe('users: create and read', () => {
  it('creates a user with a password, who can then sign in', async () => {
    const payload = payloadOf();
    const res = await manager.inject({ method: 'POST', url: '/api/users', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'José',
      last_name: 'Pérez Núñez',
      email: payload.email,
      position: 'Analista',
      active: true,
      department: { public_id: ids.area, name: 'Operaciones' },
      roles: [{ public_id: ids.collaborator, name: 'Colaborador' }],
      avatar_url: '/images/users/default.svg',
      last_login_at: null,
      invitation_sent: null,
    });
    expect(res.json()).not.toHaveProperty('password');
    const shown = await viewer.inject({ method: 'GET', url: `/api/users/${res.json().public_id}` });
    expect(shown.json().email).toBe(payload.email);
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: payload.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().permissions).toContain('Gestionar cuenta');

    const [event] = await events('user_created', payload.email);
    expect(event.details).toMatchObject({
      email: payload.email,
      roles: ['Colaborador'],
      department: 'Operaciones',
      password: 'set_by_admin',
    });
    expect(JSON.stringify(event.details)).not.toContain(PASSWORD);
  });

  it('searches name, last name and email ignoring accents and case, filters and sorts', async () => {
    const tag = Date.now().toString(36);
    const a = await createUser({
      name: 'Ñandú',
      last_name: `Álvarez ${tag}`,
      email: uniqueEmail('zeta'),
      department_id: null,
    });
    const b = await createUser({
      name: 'Ramón',
      last_name: `Ibáñez ${tag}`,
      email: uniqueEmail('alfa'),
      role_ids: [ids.admin, ids.collaborator],
    });
    await manager.inject({ method: 'PUT', url: `/api/users/${b.public_id}/active`, payload: { active: false } });
    const names = async (query: string) =>
      ((await viewer.inject({ method: 'GET', url: `/api/users?${query}` })).json().data as { name: string }[]).map(
        (u) => u.name,
      );

    expect(await names(`q=nandu ${tag}`)).toEqual(['Ñandú']);
    expect(await names(`q=${encodeURIComponent('IBANEZ')} ${tag}`)).toEqual(['Ramón']);
    expect(await names(`q=ramon ibáñez ${tag}`)).toEqual(['Ramón']);
    expect(await names(`q=${tag}&sort=name`)).toEqual(['Ñandú', 'Ramón']);
    expect(await names(`q=${tag}&sort=-last_name`)).toEqual(['Ramón', 'Ñandú']);
    expect(await names(`q=${tag}&sort=email`)).toEqual(['Ramón', 'Ñandú']);
    expect(await names(`q=${tag}&department_id=${ids.area}`)).toEqual(['Ramón']);
    expect(await names(`q=${tag}&role_id=${ids.admin}`)).toEqual(['Ramón']);
    expect(await names(`q=${tag}&active=false`)).toEqual(['Ramón']);
    expect(await names(`q=${tag}&active=true`)).toEqual(['Ñandú']);
    const page = (
      await viewer.inject({ method: 'GET', url: `/api/users?q=${tag}&per_page=1&page=2&sort=name` })
    ).json();
    expect(page).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2 });
    expect(page.data[0].public_id).toBe(b.public_id);
    expect(a.department).toBeNull();
  });

  it('never shows soft-deleted users', async () => {
    const u = await createUser({ last_name: 'Borrado' });
    await h.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.publicId, u.public_id));
    expect((await viewer.inject({ method: 'GET', url: `/api/users/${u.public_id}` })).statusCode).toBe(404);
    expect(
      (await viewer.inject({ method: 'GET', url: `/api/users?q=${encodeURIComponent(u.email)}` })).json().total,
    ).toBe(0);
    const put = await manager.inject({
      method: 'PUT',
      url: `/api/users/${u.public_id}`,
      payload: payloadOf({ email: u.email }),
    });
    expect(put.statusCode).toBe(404);
    const again = await manager.inject({ method: 'POST', url: '/api/users', payload: payloadOf({ email: u.email }) });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([MSG.emailOfDeletedUser]);
  });

  it('refuses bad input with Spanish messages on each field', async () => {
    const existing = await createUser();
    const res = await manager.inject({
      method: 'POST',
      url: '/api/users',
      payload: payloadOf({ email: existing.email.toUpperCase(), department_id: ids.closedArea, role_ids: [unknownId] }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Ya existe un usuario con ese correo electrónico.'],
      department_id: ['El departamento seleccionado no existe o está inactivo.'],
      role_ids: ['Uno de los roles seleccionados no existe.'],
    });
    const unknownArea = await manager.inject({
      method: 'POST',
      url: '/api/users',
      payload: payloadOf({ department_id: unknownId }),
    });
    expect(unknownArea.json().errors.department_id).toEqual([MSG.departmentUnavailable]);

    const shape = await manager.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'J', last_name: '', email: 'no-es-correo', role_ids: [], password: 'corta' },
    });
    expect(shape.statusCode).toBe(422);
    const errors = shape.json().errors;
    expect(errors.name).toEqual(['El nombre debe tener al menos 2 caracteres.']);
    expect(errors.last_name[0]).toMatch(/El apellido/);
    expect(errors.email).toEqual(['Ingrese un correo electrónico válido.']);
    expect(errors.role_ids).toEqual(['Seleccione al menos un rol.']);
    expect(errors.password[0]).toMatch(/al menos 8 caracteres/);

    const other = await createUser();
    const clash = await manager.inject({
      method: 'PUT',
      url: `/api/users/${other.public_id}`,
      payload: payloadOf({ email: existing.email }),
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.email).toEqual([MSG.emailTaken]);
  });

  it('answers 404 for unknown users and 403 to users lacking each permission', async () => {
    for (const [method, url] of [
      ['GET', `/api/users/${unknownId}`],
      ['PUT', `/api/users/${unknownId}`],
      ['PUT', `/api/users/${unknownId}/active`],
      ['POST', `/api/users/${unknownId}/password`],
      ['GET', `/api/users/${unknownId}/avatar`],
    ] as const) {
      const payload =
        method === 'GET'
          ? undefined
          : url.endsWith('active')
            ? { active: true }
            : url.endsWith('password')
              ? {}
              : payloadOf();
      const res = await manager.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }

    const target = await createUser();
    const nobody = await h.as((await h.makeUser(['Ver roles'])).email);
    const cases: [TestClient, 'GET' | 'POST' | 'PUT', string, unknown][] = [
      [nobody, 'GET', '/api/users', undefined],
      [nobody, 'GET', `/api/users/${target.public_id}`, undefined],
      [viewer, 'POST', '/api/users', payloadOf()],
      [viewer, 'PUT', `/api/users/${target.public_id}`, payloadOf({ email: target.email })],
      [viewer, 'PUT', `/api/users/${target.public_id}/active`, { active: false }],
      [viewer, 'POST', `/api/users/${target.public_id}/password`, { password: 'Otra-Clave-2026' }],
    ];
    for (const [client, method, url, payload] of cases) {
      const res = await client.inject({ method, url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    expect((await viewer.inject({ method: 'GET', url: `/api/users/${target.public_id}` })).json().active).toBe(true);
    expect((await h.app.inject({ method: 'GET', url: `/api/users/${target.public_id}/avatar` })).statusCode).toBe(401);
  });
});

describe('users: update', () => {
  it('updates data and roles and records only the changed fields, never a password', async () => {
    const u = await createUser({ role_ids: [ids.collaborator] });
    const newEmail = uniqueEmail('editado');
    const res = await manager.inject({
      method: 'PUT',
      url: `/api/users/${u.public_id}`,
      payload: {
        ...payloadOf({ email: newEmail, position: 'Jefe de turno', role_ids: [ids.admin], department_id: null }),
        password: undefined,
        name: u.name,
        phone: u.phone,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: newEmail,
      position: 'Jefe de turno',
      department: null,
      roles: [{ name: 'Administrador' }],
    });

    const [event] = await events('user_updated', newEmail);
    expect(event.details).toEqual({
      changes: {
        email: [u.email, newEmail],
        position: ['Analista', 'Jefe de turno'],
        department: ['Operaciones', null],
      },
      roles_added: ['Administrador'],
      roles_removed: ['Colaborador'],
    });
  });

  it('keeps an inactive user inactive when the form leaves active out, and keeps an area deactivated later', async () => {
    const u = await createUser();
    await manager.inject({ method: 'PUT', url: `/api/users/${u.public_id}/active`, payload: { active: false } });
    await h.app.db.update(departments).set({ active: false }).where(eq(departments.publicId, ids.area));
    const { password: _p, ...fields } = payloadOf({ email: u.email, position: 'Otro cargo' });
    const res = await manager.inject({ method: 'PUT', url: `/api/users/${u.public_id}`, payload: fields });
    await h.app.db.update(departments).set({ active: true }).where(eq(departments.publicId, ids.area));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ active: false, position: 'Otro cargo', department: { public_id: ids.area } });
  });
});

describe('users: avatar', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

  it('streams the stored picture with its type and safe headers to any signed-in user', async () => {
    const u = await createUser();
    const key = await h.app.storage.put('avatars', png, 'png');
    await h.app.db.update(users).set({ avatarPath: key }).where(eq(users.publicId, u.public_id));
    const shown = (await viewer.inject({ method: 'GET', url: `/api/users/${u.public_id}` })).json();
    expect(shown.avatar_url).toMatch(new RegExp(`^/api/users/${u.public_id}/avatar\\?v=\\d+$`));

    const anyone = await h.as((await h.makeUser([])).email);
    const res = await anyone.inject({ method: 'GET', url: shown.avatar_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('tells the type by content, and answers 404 without a picture or without its file', async () => {
    const u = await createUser();
    const url = `/api/users/${u.public_id}/avatar`;
    expect((await viewer.inject({ method: 'GET', url })).statusCode).toBe(404);
    const key = await h.app.storage.put('avatars', jpeg, 'png');
    await h.app.db.update(users).set({ avatarPath: key }).where(eq(users.publicId, u.public_id));
    expect((await viewer.inject({ method: 'GET', url })).headers['content-type']).toBe('image/jpeg');
    await h.app.storage.remove(key);
    const gone = await viewer.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(MSG.notFound);
  });
});

describe('users: list cost', () => {
  it('lists in a fixed number of statements whatever the page size', async () => {
    for (let i = 0; i < 25; i++)
      await createUser({ last_name: `Masivo ${i}`, role_ids: [ids.collaborator, ids.admin] });
    const statements = async (url: string) => {
      const { result: res, queries } = await h.countQueries(() => viewer.inject({ method: 'GET', url }));
      expect(res.statusCode).toBe(200);
      return { n: queries, rows: res.json().data.length };
    };
    const small = await statements('/api/users?per_page=1');
    const large = await statements(
      `/api/users?per_page=100&role_id=${ids.collaborator}&department_id=${ids.area}&sort=-last_login_at`,
    );
    expect(small.rows).toBe(1);
    expect(large.rows).toBeGreaterThan(25);
    expect(large.n).toBe(small.n);
    // session lookup + page + its roles + total
    expect(large.n).toBeLessThanOrEqual(4);
  });
});
