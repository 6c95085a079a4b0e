import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, build, type Harness } from '../../test/harness.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from './users.table.ts';

type Client = Awaited<ReturnType<Harness['as']>>;
let h: Harness;
let manager: Client;
let managerId: string;
let viewer: Client;
let ids: { admin: string; collaborator: string; area: string; closedArea: string };

const unknownId = '01900000-0000-7000-8000-000000000000';
let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${seq++}@test.local`;

beforeAll(async () => {
  h = await build();
  // Every permission (through a role of its own, not Administrador), so that it may hand out any role.
  const m = await h.makeUser([...ALL_PERMISSIONS]);
  manager = await h.as(m.email);
  managerId = m.publicId;
  viewer = await h.as((await h.makeUser(['Ver usuarios'])).email);
  const roles = await h.app.db.query.roles.findMany();
  const [area] = await h.app.db.insert(departments).values({ name: 'Operaciones' }).returning();
  const [closedArea] = await h.app.db.insert(departments).values({ name: 'Archivo', active: false }).returning();
  ids = {
    admin: roles.find((r) => r.name === 'Administrador')!.publicId,
    collaborator: roles.find((r) => r.name === 'Colaborador')!.publicId,
    area: area.publicId,
    closedArea: closedArea.publicId,
  };
});
afterAll(() => h.close());

const payloadOf = (over: Record<string, unknown> = {}) => ({
  name: 'José',
  last_name: 'Pérez Núñez',
  email: uniqueEmail('jose'),
  phone: '+56 9 1234 5678',
  position: 'Analista',
  department_id: ids.area,
  role_ids: [ids.collaborator],
  password: PASSWORD,
  ...over,
});
const createUser = async (over: Record<string, unknown> = {}) => {
  const res = await manager.inject({ method: 'POST', url: '/api/users', payload: payloadOf(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const events = async (event: string, subject: string) =>
  (
    await manager.inject({ method: 'GET', url: `/api/security_log?event=${event}&q=${encodeURIComponent(subject)}` })
  ).json().data;

/** The decoded text of every mail in the outbox sent to `to` (quoted-printable undone), oldest first. */
const mailsTo = (to: string) => {
  const dir = path.join(h.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}`))
    .map((m) =>
      decodeURIComponent(
        m
          .replace(/=\r?\n/g, '')
          .replace(/%/g, '%25')
          .replace(/=([0-9A-F]{2})/g, '%$1'),
      ),
    );
};
const linkIn = (mail: string) => {
  const m = /\/password-reset\/([A-Za-z0-9_-]+)\?email=([^\s"<]+)/.exec(mail)!;
  return { token: m[1], email: decodeURIComponent(m[2]) };
};

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
    const cases: [Client, 'GET' | 'POST' | 'PUT', string, unknown][] = [
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
        email: { from: u.email, to: newEmail },
        position: { from: 'Analista', to: 'Jefe de turno' },
        department: { from: 'Operaciones', to: null },
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

describe('users: passwords set by an administrator', () => {
  it('sets a new password, ending the user sessions; the new password works and the old one does not', async () => {
    const u = await createUser();
    const native = await h.as(u.email);
    const res = await manager.inject({
      method: 'POST',
      url: `/api/users/${u.public_id}/password`,
      payload: { password: 'Nueva-Clave-2027' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.adminPasswordSet);
    expect((await native.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: 'Nueva-Clave-2027' },
        })
      ).statusCode,
    ).toBe(200);
    const [event] = await events('user_password_reset_by_admin', u.email);
    expect(event.details).toEqual({ method: 'password', sessions_ended: true });
    expect(JSON.stringify(event)).not.toContain('Nueva-Clave-2027');

    const own = await manager.inject({
      method: 'POST',
      url: `/api/users/${managerId}/password`,
      payload: { password: 'Nueva-Clave-2027' },
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.password).toEqual([MSG.ownPasswordViaProfile]);
    expect((await manager.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);

    const short = await manager.inject({
      method: 'POST',
      url: `/api/users/${u.public_id}/password`,
      payload: { password: 'corta' },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toMatch(/al menos 8 caracteres/);
  });

  it('without a password mails a reset link that works once', async () => {
    const u = await createUser();
    const res = await manager.inject({
      method: 'POST',
      url: `/api/users/${u.public_id}/password`,
      payload: { password: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.adminResetLinkSent);
    const [mail] = mailsTo(u.email);
    expect(mail).toContain('Un administrador solicitó que usted establezca una nueva contraseña');
    const link = linkIn(mail);
    expect(link.email).toBe(u.email);
    const reset = await h.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token: link.token,
        email: u.email,
        password: 'Desde-Enlace-2026',
        password_confirmation: 'Desde-Enlace-2026',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: u.email, password: 'Desde-Enlace-2026' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await events('user_password_reset_by_admin', u.email))[0].details).toEqual({ method: 'link' });
  });

  it('refuses a link for an inactive user and reports a mail that cannot go out', async () => {
    const u = await createUser();
    await manager.inject({ method: 'PUT', url: `/api/users/${u.public_id}/active`, payload: { active: false } });
    const inactive = await manager.inject({ method: 'POST', url: `/api/users/${u.public_id}/password`, payload: {} });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(MSG.inactiveUserNoLink);

    const v = await createUser();
    const send = h.app.mailer.send;
    h.app.mailer.send = async () => {
      throw new Error('SMTP caído');
    };
    try {
      const res = await manager.inject({ method: 'POST', url: `/api/users/${v.public_id}/password`, payload: {} });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(MSG.mailFailed);
    } finally {
      h.app.mailer.send = send;
    }
  });
});

describe('users: invitation', () => {
  it('creates a user without a password and mails an invitation whose link sets the password', async () => {
    const payload = payloadOf({ password: undefined });
    const res = await manager.inject({ method: 'POST', url: '/api/users', payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation_sent).toBe(true);
    const [mail] = mailsTo(payload.email);
    expect(mail).toMatch(/^Subject: .*Invitación/m);
    expect(mail).toContain('Se creó una cuenta para usted en Gestora');
    const link = linkIn(mail);
    expect(link.email).toBe(payload.email);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: payload.email, password: 'cualquier-cosa' },
        })
      ).statusCode,
    ).toBe(422);

    const b = h.browser();
    await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const body = {
      token: link.token,
      email: payload.email,
      password: 'Mi-Primera-Clave',
      password_confirmation: 'Mi-Primera-Clave',
    };
    expect((await b.inject({ method: 'POST', url: '/reset-password', payload: body })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/api/reset-password', payload: body })).statusCode).toBe(422);
    expect((await b.login(payload.email, 'Mi-Primera-Clave')).statusCode).toBe(200);
    const [event] = await events('user_created', payload.email);
    expect(event.details.password).toBe('invitation');
  });

  it('keeps the user when the invitation mail fails', async () => {
    const send = h.app.mailer.send;
    let attempts = 0;
    h.app.mailer.send = async () => {
      attempts++;
      throw new Error('SMTP caído');
    };
    try {
      const res = await manager.inject({ method: 'POST', url: '/api/users', payload: payloadOf({ password: null }) });
      expect(res.statusCode).toBe(201);
      expect(res.json().invitation_sent).toBe(false);
      expect(attempts).toBe(3);
      expect((await viewer.inject({ method: 'GET', url: `/api/users/${res.json().public_id}` })).statusCode).toBe(200);
    } finally {
      h.app.mailer.send = send;
    }
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
      const before = h.database.stats.queries;
      const res = await viewer.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return { n: h.database.stats.queries - before, rows: res.json().data.length };
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
