import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, build, type Harness } from '../../test/harness.ts';
import { multipartFile } from '../../test/multipart.test-utils.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const INVALID_IMAGE = 'El archivo debe ser una imagen JPG, PNG o WEBP de hasta 2 MB.';

const account = () => h.makeUser(['Gestionar cuenta']);
const stored = (key: string | null) => !!key && existsSync(path.join(h.dataDir, 'uploads', key));
const avatarPathOf = async (email: string) => (await h.userByEmail(email)).avatarPath;

async function securityEvents(email: string): Promise<{ event: string; details: Record<string, unknown> | null }[]> {
  const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
  return (
    await admin.inject({ method: 'GET', url: `/api/security_log?per_page=100&q=${encodeURIComponent(email)}` })
  ).json().data;
}

describe('profile data', () => {
  it('answers my own user with permissions, the same as /api/user', async () => {
    const u = await account();
    const me = await h.as(u.email);
    const res = await me.inject({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: u.email,
      name: 'Usuario',
      permissions: ['Gestionar cuenta'],
      avatar_url: '/images/users/default.svg',
    });
    expect(res.json()).toEqual((await me.inject({ method: 'GET', url: '/api/user' })).json());
  });

  it('updates name, last name and phone only, and records it', async () => {
    const u = await account();
    const me = await h.as(u.email);
    const res = await me.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { name: '  Rosa ', last_name: 'Quiroga Lemus', phone: '+56 9 1111 2222', email: 'otra@test.local' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Rosa',
      last_name: 'Quiroga Lemus',
      phone: '+56 9 1111 2222',
      email: u.email,
    });
    const cleared = await me.inject({
      method: 'PUT',
      url: '/api/profile',
      payload: { name: 'Rosa', last_name: 'Quiroga Lemus', phone: '' },
    });
    expect(cleared.json().phone).toBeNull();
    const events = await securityEvents(u.email);
    expect(events.filter((e) => e.event === 'profile_updated')).toHaveLength(2);
    expect(events.find((e) => e.event === 'profile_updated')?.details).toEqual({ changed: ['phone'] });
  });

  it('validates with Spanish 422s', async () => {
    const me = await h.as((await account()).email);
    const res = await me.inject({ method: 'PUT', url: '/api/profile', payload: { name: 'x', phone: '1'.repeat(31) } });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.name[0]).toBe('El nombre debe tener al menos 2 caracteres.');
    expect(errors.last_name[0]).toMatch(/apellido es obligatorio/);
    expect(errors.phone[0]).toBe('El teléfono no puede superar 30 caracteres.');
  });

  it('needs the permission Gestionar cuenta', async () => {
    const other = await h.as((await h.makeUser(['Ver departamentos'])).email);
    expect((await other.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });
});

describe('avatar', () => {
  it('stores a PNG, replaces it with a JPG removing the old file, and removes it', async () => {
    const u = await account();
    const me = await h.as(u.email);
    const first = await me.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipartFile('avatar', 'mi-foto-de-perfil.png', 'image/png', PNG),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().avatar_url).toMatch(new RegExp(`^/api/users/${u.publicId}/avatar\\?v=\\d+$`));
    const firstKey = await avatarPathOf(u.email);
    expect(firstKey).toMatch(/^avatars\/[A-Za-z0-9_-]+\.png$/);
    // The stored name is random, never the uploaded one (a name long enough not to occur in a random key by chance).
    expect(firstKey).not.toContain('mi-foto-de-perfil');
    expect(stored(firstKey)).toBe(true);

    // The declared name and type do not matter: the bytes say JPG.
    const second = await me.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipartFile('avatar', 'foto.webp', 'image/webp', JPG),
    });
    expect(second.statusCode).toBe(200);
    const secondKey = await avatarPathOf(u.email);
    expect(secondKey).toMatch(/\.jpg$/);
    expect(stored(secondKey)).toBe(true);
    expect(stored(firstKey)).toBe(false);

    const removed = await me.inject({ method: 'DELETE', url: '/api/profile/avatar' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar_url).toBe('/images/users/default.svg');
    expect(await avatarPathOf(u.email)).toBeNull();
    expect(stored(secondKey)).toBe(false);
    const events = (await securityEvents(u.email))
      .filter((e) => e.event === 'profile_updated')
      .map((e) => e.details?.avatar);
    expect(events).toEqual(['removed', 'updated', 'updated']);
  });

  it('refuses what is not a JPG, PNG or WEBP of at most 2 MB with a 422 on avatar, keeping the current one', async () => {
    const u = await account();
    const me = await h.as(u.email);
    await me.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipartFile('avatar', 'yo.png', 'image/png', PNG),
    });
    const kept = await avatarPathOf(u.email);
    const attempts = [
      multipartFile('avatar', 'virus.png', 'image/png', Buffer.from('MZ this is not an image at all')),
      multipartFile('avatar', 'anim.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00')),
      multipartFile('avatar', 'grande.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
      multipartFile('foto', 'yo.png', 'image/png', PNG),
      { payload: { avatar: 'yo.png' } },
    ];
    for (const attempt of attempts) {
      const res = await me.inject({ method: 'POST', url: '/api/profile/avatar', ...attempt });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: INVALID_IMAGE, errors: { avatar: [INVALID_IMAGE] } });
    }
    expect(await avatarPathOf(u.email)).toBe(kept);
    expect(stored(kept)).toBe(true);
  });

  it('accepts an image of exactly the limit', async () => {
    const me = await h.as((await account()).email);
    const exact = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    const res = await me.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipartFile('avatar', 'yo.png', 'image/png', exact),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a wrong current password with a 422 on current_password', async () => {
    const me = await h.as((await account()).email);
    const res = await me.inject({
      method: 'PUT',
      url: '/api/profile/password',
      payload: {
        current_password: 'no-es-esta',
        password: 'Nueva-Clave-2026',
        password_confirmation: 'Nueva-Clave-2026',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'La contraseña actual no es correcta.',
      errors: { current_password: ['La contraseña actual no es correcta.'] },
    });
    const mismatch = await me.inject({
      method: 'PUT',
      url: '/api/profile/password',
      payload: { current_password: PASSWORD, password: 'Nueva-Clave-2026', password_confirmation: 'Otra-Clave-2026' },
    });
    expect(mismatch.json().errors.password_confirmation[0]).toBe('La confirmación no coincide con la contraseña.');
  });

  it('sets the new password and ends every other session and token, keeping this one', async () => {
    const u = await account();
    const here = h.browser();
    expect((await here.login(u.email)).statusCode).toBe(200);
    const otherBrowser = h.browser();
    await otherBrowser.login(u.email);
    const phone = await h.as(u.email);
    const res = await here.inject({
      method: 'PUT',
      url: '/api/profile/password',
      payload: { current_password: PASSWORD, password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Contraseña actualizada con éxito');
    expect((await here.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await otherBrowser.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await phone.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await h.browser().login(u.email, PASSWORD)).statusCode).toBe(422);
    expect((await h.browser().login(u.email, 'Nueva-Clave-2026')).statusCode).toBe(200);
    expect((await securityEvents(u.email)).map((e) => e.event)).toContain('password_changed');
  });

  it('keeps a native token that changes the password and spends pending reset links', async () => {
    const u = await account();
    const phone = await h.as(u.email);
    await h.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    const res = await phone.inject({
      method: 'PUT',
      url: '/api/profile/password',
      payload: { current_password: PASSWORD, password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await phone.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    const pending = await h.app.db.query.passwordResets.findMany({ where: (t, { eq }) => eq(t.userId, u.id) });
    expect(pending).toHaveLength(1);
    expect(pending[0].usedAt).not.toBeNull();
  });

  it('throttles guessing the current password', async () => {
    const me = await h.as((await account()).email);
    const attempt = (current_password: string) =>
      me.inject({
        method: 'PUT',
        url: '/api/profile/password',
        payload: { current_password, password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`mala-${i}`)).statusCode).toBe(422);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Demasiados intentos/);
  });
});

describe('my sessions', () => {
  it('lists my web session and native tokens, marking the current one', async () => {
    const u = await account();
    const web = h.browser();
    await web.login(u.email);
    const phone = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: PASSWORD, device_name: 'Pixel 8' },
    });
    const bearer = { authorization: `Bearer ${phone.json().token}` };
    await h.as((await account()).email); // someone else's token never shows

    const fromWeb = (await web.inject({ method: 'GET', url: '/api/profile/sessions' })).json();
    expect(fromWeb).toHaveLength(2);
    expect(fromWeb.filter((s: { current: boolean }) => s.current).map((s: { kind: string }) => s.kind)).toEqual([
      'web',
    ]);
    const native = fromWeb.find((s: { kind: string }) => s.kind === 'native');
    expect(native).toMatchObject({ user_agent: 'Pixel 8', current: false });
    expect(Object.keys(native).sort()).toEqual([
      'created_at',
      'current',
      'ip',
      'kind',
      'last_used_at',
      'public_id',
      'user_agent',
    ]);

    const fromPhone = (await h.app.inject({ method: 'GET', url: '/api/profile/sessions', headers: bearer })).json();
    expect(fromPhone.find((s: { current: boolean }) => s.current).public_id).toBe(native.public_id);
  });

  it('ends one of my sessions, and answers 404 for anyone else’s', async () => {
    const u = await account();
    const web = h.browser();
    await web.login(u.email);
    const phone = await h.as(u.email);
    const stranger = await h.as((await account()).email);
    const strangerSession = (await stranger.inject({ method: 'GET', url: '/api/profile/sessions' })).json()[0]
      .public_id;

    const mine = (await web.inject({ method: 'GET', url: '/api/profile/sessions' })).json();
    const phoneSession = mine.find((s: { kind: string }) => s.kind === 'native').public_id;
    const res = await web.inject({ method: 'DELETE', url: `/api/profile/sessions/${phoneSession}` });
    expect(res.statusCode).toBe(200);
    expect((await phone.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await web.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);

    const foreign = await web.inject({ method: 'DELETE', url: `/api/profile/sessions/${strangerSession}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('El recurso solicitado no existe.');
    expect((await stranger.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    expect((await web.inject({ method: 'DELETE', url: `/api/profile/sessions/${phoneSession}` })).statusCode).toBe(404);
    expect((await web.inject({ method: 'DELETE', url: '/api/profile/sessions/no-es-un-id' })).statusCode).toBe(422);

    const revoked = (await securityEvents(u.email)).filter((e) => e.event === 'session_revoked');
    expect(revoked.map((e) => e.details?.session)).toEqual([phoneSession]);
  });

  it('ending the current browser session signs this browser out', async () => {
    const u = await account();
    const web = h.browser();
    await web.login(u.email);
    const [current] = (await web.inject({ method: 'GET', url: '/api/profile/sessions' })).json();
    const res = await web.inject({ method: 'DELETE', url: `/api/profile/sessions/${current.public_id}` });
    expect(res.statusCode).toBe(200);
    expect(web.jar.has('gestora_session')).toBe(false);
    expect((await web.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });
});
