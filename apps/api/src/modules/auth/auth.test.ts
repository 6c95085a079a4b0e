import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sha256 } from '../../lib/crypto.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, build, type Harness } from '../../test/harness.ts';
import { passwordResets } from './auth.table.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());
afterEach(() => {
  vi.useRealTimers();
});

const someId = '01900000-0000-7000-8000-000000000000';
const fill = (url: string) => url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, someId).replace(/\*$/, 'x');
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const resetTokenOf = (email: string) => {
  const mail = outboxLinks().find((m) => m.includes(`To: ${email}`))!;
  return /password-reset\/([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1];
};

const outboxLinks = () => {
  const dir = path.join(h.dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
};

describe('web sign-in (cookie session + XSRF)', () => {
  it('sets XSRF-TOKEN, signs in answering data with permissions, and changes the session id', async () => {
    const b = h.browser();
    const csrf = await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(csrf.statusCode).toBe(204);
    const xsrf = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
    b.jar.set('gestora_session', 'a-session-id-planted-before-login');
    const res = await b.inject({
      method: 'POST',
      url: '/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(ADMIN_EMAIL);
    expect(res.json().data.permissions).toContain('Ver usuarios');
    const session = res.cookies.find((c) => c.name === 'gestora_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session?.value).not.toBe('a-session-id-planted-before-login');
    const me = await b.inject({ method: 'GET', url: '/api/user' });
    expect(me.json().email).toBe(ADMIN_EMAIL);
    const perms = await b.inject({ method: 'GET', url: '/api/user_permissions' });
    expect(perms.json()).toContain('Ver roles');
  });

  it('answers 419 to an unsafe request without the matching X-XSRF-TOKEN', async () => {
    const b = h.browser();
    await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const noHeader = await b.inject({
      method: 'POST',
      url: '/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      xsrf: false,
    });
    expect(noHeader.statusCode).toBe(419);
    expect(noHeader.json().message).toMatch(/token de seguridad/);
    const forged = await b.inject({
      method: 'POST',
      url: '/login',
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      xsrf: 'abc.def',
    });
    expect(forged.statusCode).toBe(419);
    expect((await b.login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    const signedIn = await b.inject({
      method: 'POST',
      url: '/api/departments',
      payload: { name: 'Sin token' },
      xsrf: 'wrong',
    });
    expect(signedIn.statusCode).toBe(419);
    const ok = await b.inject({ method: 'POST', url: '/api/departments', payload: { name: 'Con token' } });
    expect(ok.statusCode).toBe(201);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const b = h.browser();
    await b.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const out = await b.inject({ method: 'POST', url: '/logout' });
    expect(out.statusCode).toBe(204);
    const me = await b.inject({ method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a wrong password with a Spanish 422 and an unknown user the same way', async () => {
    const u = await h.makeUser([]);
    const wrong = await h.browser().login(u.email, 'incorrecta');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'Las credenciales no coinciden con nuestros registros.',
      errors: { email: ['Las credenciales no coinciden con nuestros registros.'] },
    });
    const unknown = await h.browser().login('nadie@test.local', 'incorrecta');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('throttles repeated failed sign-ins with 429 and a Spanish message', async () => {
    const u = await h.makeUser([]);
    const b = h.browser();
    for (let i = 0; i < 5; i++) expect((await b.login(u.email, 'mala')).statusCode).toBe(422);
    const blocked = await b.login(u.email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Demasiados intentos/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let an inactive user in', async () => {
    const u = await h.makeUser([], { active: false });
    const res = await h.browser().login(u.email);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email[0]).toMatch(/desactivada/);
  });
});

describe('native sign-in (Bearer token)', () => {
  it('answers {token, user, permissions}, stores the token hashed and revokes it on logout', async () => {
    const u = await h.makeUser(['Gestionar cuenta']);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: PASSWORD, device_name: 'Pixel 8' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['permissions', 'token', 'user']);
    expect(body.permissions).toEqual(['Gestionar cuenta']);
    const rows = await h.app.db.query.authSessions.findMany({ where: (t, { eq }) => eq(t.userId, u.id) });
    expect(rows.map((r) => r.id)).not.toContain(body.token);
    const auth = { authorization: `Bearer ${body.token}` };
    expect((await h.app.inject({ method: 'GET', url: '/api/user', headers: auth })).json().email).toBe(u.email);
    // Bearer requests carry no cookies, so they need no XSRF header.
    expect((await h.app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(204);
    expect((await h.app.inject({ method: 'GET', url: '/api/user', headers: auth })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const u = await h.makeUser([]);
    const native = await h.as(u.email);
    const b = h.browser();
    await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const sent = await b.inject({ method: 'POST', url: '/forgot-password', payload: { email: u.email } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toMatch(/le enviamos un enlace/);
    await h.app.jobs.idle(); // the mail goes out after the answer
    const mail = outboxLinks().find((m) => m.includes(`To: ${u.email}`))!;
    expect(mail).toMatch(/^Subject: /m);
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1];

    const payload = { token, email: u.email, password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' };
    const reset = await b.inject({ method: 'POST', url: '/reset-password', payload });
    expect(reset.statusCode).toBe(200);
    expect((await native.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await h.browser().login(u.email, 'Nueva-Clave-2026')).statusCode).toBe(200);
    const again = await b.inject({
      method: 'POST',
      url: '/reset-password',
      payload: { ...payload, password: 'Otra-Clave-2026', password_confirmation: 'Otra-Clave-2026' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/no es válido o expiró/);
  });

  it('answers the same for an unknown email and validates the reset form in Spanish', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nadie@test.local' },
    });
    expect(res.statusCode).toBe(200);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'x'.repeat(20), email: 'a@b.cl', password: 'corta', password_confirmation: 'otra' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.password[0]).toMatch(/al menos 8/);
    expect(bad.json().errors.password_confirmation[0]).toMatch(/no coincide/);
  });

  it('refuses an expired token', async () => {
    const u = await h.makeUser([]);
    await h.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    await h.app.jobs.idle();
    const mail = outboxLinks().find((m) => m.includes(`To: ${u.email}`))!;
    const token = /password-reset\/([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1];
    const { passwordResets } = await import('./auth.table.ts');
    const { eq } = await import('drizzle-orm');
    await h.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, u.id));
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email: u.email, password: 'Nueva-Clave-2026', password_confirmation: 'Nueva-Clave-2026' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('throttles repeated reset requests', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await h.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'spam@test.local' } }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
    const blocked = await h.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'spam@test.local' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Demasiados intentos\. Intente de nuevo en unos minutos\. Espere \d+ segundos\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('security log', () => {
  it('records sign-ins and failed sign-ins for administrators to read', async () => {
    const u = await h.makeUser([]);
    await h.browser().login(u.email, 'mala');
    await h.browser().login(u.email);
    const admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
    const log = (
      await admin.inject({ method: 'GET', url: `/api/security_log?q=${encodeURIComponent(u.email)}` })
    ).json();
    expect(log.data.map((e: { event: string }) => e.event)).toEqual(['login', 'login_failed']);
    expect(log.data[1].event_label).toBe('Inicio de sesión fallido');
  });
});

describe('session id at sign-in', () => {
  it('ends the session a browser held before signing in again', async () => {
    const first = await h.makeUser([]);
    const second = await h.makeUser([]);
    const b = h.browser();
    await b.login(first.email);
    const before = b.jar.get('gestora_session')!;
    const xsrfBefore = b.jar.get('XSRF-TOKEN');
    expect((await b.login(second.email)).statusCode).toBe(200);
    const after = b.jar.get('gestora_session')!;
    expect(after).not.toBe(before);
    expect(b.jar.get('XSRF-TOKEN')).not.toBe(xsrfBefore);
    const old = await h.app.inject({ method: 'GET', url: '/api/user', cookies: { gestora_session: before } });
    expect(old.statusCode).toBe(401);
    const now = await h.app.inject({ method: 'GET', url: '/api/user', cookies: { gestora_session: after } });
    expect(now.json().email).toBe(second.email);
  });
});

describe('remembered sign-in', () => {
  it('keeps a year-long session cookie that asking for the XSRF cookie again does not shorten', async () => {
    const u = await h.makeUser([]);
    const b = h.browser();
    await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const res = await b.inject({
      method: 'POST',
      url: '/login',
      payload: { email: u.email, password: PASSWORD, remember: true },
    });
    expect(res.cookies.find((c) => c.name === 'gestora_session')?.maxAge).toBe(365 * 86_400);
    const sessionXsrf = b.jar.get('XSRF-TOKEN');
    b.jar.delete('XSRF-TOKEN'); // e.g. the browser dropped it
    const again = await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(again.cookies.map((c) => c.name)).toEqual(['XSRF-TOKEN']);
    expect(b.jar.get('XSRF-TOKEN')).toBe(sessionXsrf);
    expect((await b.inject({ method: 'PUT', url: '/api/profile', payload: {} })).statusCode).toBe(403);
  });
});

describe('XSRF on every unsafe request', () => {
  it('answers 419 to every unsafe route on a cookie session without the matching X-XSRF-TOKEN', async () => {
    const b = h.browser();
    await b.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const unsafe = h.app.routeRegistry.filter((r) => UNSAFE.includes(r.method));
    expect(unsafe.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /logout', 'POST /login', 'PUT /api/profile', 'POST /api/departments']),
    );
    const failures: string[] = [];
    for (const r of unsafe) {
      for (const xsrf of [false, 'wrong-token'] as const) {
        const res = await b.inject({ method: r.method as 'POST', url: fill(r.url), payload: {}, xsrf });
        if (
          res.statusCode !== 419 ||
          res.json().message !==
            'La sesión expiró o el token de seguridad no es válido. Recargue la página e intente de nuevo.'
        ) {
          failures.push(`${r.method} ${r.url} (${xsrf || 'sin encabezado'}) → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The session survived all of that and still works with its token.
    expect((await b.inject({ method: 'POST', url: '/logout' })).statusCode).toBe(204);
  });

  it('answers 419 to the guest forms without a valid guest token', async () => {
    const u = await h.makeUser([]);
    const forms = [
      { url: '/login', payload: { email: u.email, password: PASSWORD } },
      { url: '/forgot-password', payload: { email: u.email } },
      {
        url: '/reset-password',
        payload: {
          token: 'x'.repeat(20),
          email: u.email,
          password: 'Nueva-Clave-2026',
          password_confirmation: 'Nueva-Clave-2026',
        },
      },
    ];
    for (const form of forms) {
      // Never asked for /sanctum/csrf-cookie.
      expect((await h.browser().inject({ method: 'POST', ...form })).statusCode).toBe(419);
      expect((await h.browser().inject({ method: 'POST', ...form, xsrf: 'abc.def' })).statusCode).toBe(419);
      // Cookie and header agree, but the token was not signed by the server.
      const forged = h.browser();
      forged.jar.set('XSRF-TOKEN', 'abc.def');
      expect((await forged.inject({ method: 'POST', ...form, xsrf: 'abc.def' })).statusCode).toBe(419);
      // A real token in the header that is not the browser's cookie.
      const other = h.browser();
      await other.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const mine = h.browser();
      await mine.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect((await mine.inject({ method: 'POST', ...form, xsrf: other.jar.get('XSRF-TOKEN') })).statusCode).toBe(419);
    }
    const ok = h.browser();
    expect((await ok.login(u.email)).statusCode).toBe(200);
  });
});

describe('both kinds of session', () => {
  it('stores a native token only as its hash', async () => {
    const u = await h.makeUser([]);
    const { token } = (
      await h.app.inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: PASSWORD } })
    ).json();
    const rows = await h.app.db.query.authSessions.findMany({ where: (t, { eq }) => eq(t.userId, u.id) });
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers /api/user and /api/user_permissions for a Bearer token and a cookie session alike', async () => {
    const u = await h.makeUser(['Ver departamentos', 'Gestionar cuenta']);
    const native = await h.as(u.email);
    const b = h.browser();
    const web = await b.login(u.email);
    const viaToken = await native.inject({ method: 'GET', url: '/api/user' });
    const viaCookie = await b.inject({ method: 'GET', url: '/api/user' });
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json()).toEqual(viaCookie.json());
    expect(viaToken.json()).toEqual(web.json().data);
    expect(viaToken.json().permissions).toEqual(['Gestionar cuenta', 'Ver departamentos']);
    for (const res of [
      await native.inject({ method: 'GET', url: '/api/user_permissions' }),
      await b.inject({ method: 'GET', url: '/api/user_permissions' }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(['Gestionar cuenta', 'Ver departamentos']);
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/user_permissions' })).statusCode).toBe(401);
  });

  it('answers an empty sign-in with the Spanish 422 shape', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'El correo electrónico es obligatorio.',
      errors: { email: ['El correo electrónico es obligatorio.'], password: ['La contraseña es obligatoria.'] },
    });
  });
});

describe('reset links', () => {
  it('writes the mail to DATA_DIR/outbox as an .eml file with the link', async () => {
    const u = await h.makeUser([]);
    await h.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    await h.app.jobs.idle();
    const files = readdirSync(path.join(h.dataDir, 'outbox'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const mail = outboxLinks().find((m) => m.includes(`To: ${u.email}`))!;
    expect(mail).toContain('Subject: =?UTF-8?Q?Restablecer_contrase=C3=B1a_-_Gestora?=');
    expect(mail.replace(/=\r?\n/g, '')).toContain(`${h.app.config.appUrl}/password-reset/`);
    const [row] = await h.app.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(row.tokenHash).toBe(sha256(resetTokenOf(u.email)));
  });

  it('keeps a link valid for 60 minutes and no longer', async () => {
    const late = await h.makeUser([]);
    const onTime = await h.makeUser([]);
    for (const u of [late, onTime])
      await h.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } });
    await h.app.jobs.idle();
    const reset = (email: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: {
          token: resetTokenOf(email),
          email,
          password: 'Nueva-Clave-2026',
          password_confirmation: 'Nueva-Clave-2026',
        },
      });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await reset(onTime.email)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000 + 1000);
    const expired = await reset(late.email);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.email).toEqual(['El enlace para restablecer la contraseña no es válido o expiró.']);
  });
});
