import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@gestora/contract/limits';
import { PASSWORD, build, type Harness } from '../../test/harness.ts';
import type { Mail } from '../../lib/mailer.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
  h.app.jobs.retryDelaysMs = [20, 20];
});
afterAll(() => h.close());

/** Each test signs in from its own address, so that their counts stay apart. */
let lastOctet = 10;
const nextAddress = () => `203.0.113.${lastOctet++}`;

const mailsTo = (email: string) => {
  const dir = path.join(h.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8')).filter((m) => m.includes(`To: ${email}`));
};

describe('sign-in throttled per address across accounts', () => {
  it(`answers 429 after ${LIMITS.loginFailuresPerIp} failed sign-ins from one address on different accounts, on web and native alike`, async () => {
    const remoteAddress = nextAddress();
    const victim = await h.makeUser([]);
    for (let i = 0; i < LIMITS.loginFailuresPerIp; i++) {
      const email = `rociada-${i}@test.local`;
      const res =
        i % 2
          ? await h.app.inject({
              method: 'POST',
              url: '/api/login',
              remoteAddress,
              payload: { email, password: 'Verano2026!' },
            })
          : await (async () => {
              const b = h.browser();
              await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress });
              return b.inject({
                method: 'POST',
                url: '/login',
                remoteAddress,
                payload: { email, password: 'Verano2026!' },
              });
            })();
      expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
    }
    // The next account from that address is refused even with its right password, on both sign-ins.
    const native = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email: victim.email, password: PASSWORD },
    });
    expect(native.statusCode).toBe(429);
    expect(native.json().message).toMatch(/^Demasiados intentos\./);
    expect(Number(native.headers['retry-after'])).toBeGreaterThan(0);
    const b = h.browser();
    await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress });
    const web = await b.inject({
      method: 'POST',
      url: '/login',
      remoteAddress,
      payload: { email: victim.email, password: PASSWORD },
    });
    expect(web.statusCode).toBe(429);

    // Another address is not held back.
    const elsewhere = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: nextAddress(),
      payload: { email: victim.email, password: PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not forget the failures of an address when someone signs in successfully from it', async () => {
    const remoteAddress = nextAddress();
    const own = await h.makeUser([]);
    const attempt = (email: string, password: string) =>
      h.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });
    for (let i = 0; i < LIMITS.loginFailuresPerIp - 1; i++)
      expect((await attempt(`otra-${i}@test.local`, 'x-x-x-x-x')).statusCode).toBe(422);
    expect((await attempt(own.email, PASSWORD)).statusCode).toBe(200);
    expect((await attempt('una-mas@test.local', 'x-x-x-x-x')).statusCode).toBe(422);
    expect((await attempt(own.email, PASSWORD)).statusCode).toBe(429);
  });
});

describe('reset-password throttled per address', () => {
  it(`answers 429 on both reset forms after ${LIMITS.resetAttemptsPerWindow} invalid links from one address`, async () => {
    const remoteAddress = nextAddress();
    const u = await h.makeUser([]);
    const payload = (token: string) => ({
      token,
      email: u.email,
      password: 'Nueva-Clave-2026',
      password_confirmation: 'Nueva-Clave-2026',
    });
    for (let i = 0; i < LIMITS.resetAttemptsPerWindow; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        remoteAddress,
        payload: payload(`adivinado-${i}-xxxxxxxxxxxx`),
      });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(422);
      expect(res.json().errors.email).toEqual(['El enlace para restablecer la contraseña no es válido o expiró.']);
    }
    const blocked = await h.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      remoteAddress,
      payload: payload('adivinado-final-xxxxxxxxxx'),
    });
    expect(blocked.statusCode).toBe(429);
    const b = h.browser();
    await b.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress });
    const web = await b.inject({
      method: 'POST',
      url: '/reset-password',
      remoteAddress,
      payload: payload('adivinado-web-xxxxxxxxxxxx'),
    });
    expect(web.statusCode).toBe(429);
  });
});

describe('forgot-password answers before any mail work', () => {
  it('answers while the reset mail is still unsent, then the mail arrives in the outbox', async () => {
    const u = await h.makeUser([]);
    const mailer = h.app.mailer;
    const send = mailer.send.bind(mailer);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The outgoing mail waits here: an answer that depended on it would never come.
    mailer.send = async (mail: Mail) => {
      await gate;
      return send(mail);
    };
    try {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: nextAddress(),
        payload: { email: u.email },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(
        'Si el correo está registrado, le enviamos un enlace para restablecer su contraseña.',
      );
      expect(mailsTo(u.email)).toEqual([]);
      open();
      await h.app.jobs.idle();
      expect(mailsTo(u.email)).toHaveLength(1);
      expect(mailsTo(u.email)[0].replace(/=\r?\n/g, '')).toMatch(/\/password-reset\/[\w-]+\?email=/);
    } finally {
      mailer.send = send;
    }
  });

  it('answers an unknown address the same, and mails nobody', async () => {
    const remoteAddress = nextAddress();
    const known = await h.makeUser([]);
    const [a, b] = [
      await h.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress,
        payload: { email: known.email },
      }),
      await h.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress,
        payload: { email: 'no-existe-123@test.local' },
      }),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    await h.app.jobs.idle();
    expect(mailsTo(known.email)).toHaveLength(1);
    expect(mailsTo('no-existe-123@test.local')).toEqual([]);
  });

  it('retries a mail that failed to go out, with the same link', async () => {
    const u = await h.makeUser([]);
    const mailer = h.app.mailer;
    const send = mailer.send.bind(mailer);
    const tried: string[] = [];
    mailer.send = async (mail: Mail) => {
      tried.push(mail.text);
      if (tried.length === 1) throw new Error('SMTP 421 servicio no disponible');
      return send(mail);
    };
    try {
      await h.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress: nextAddress(),
        payload: { email: u.email },
      });
      await h.app.jobs.idle();
    } finally {
      mailer.send = send;
    }
    expect(tried).toHaveLength(2);
    expect(tried[1]).toBe(tried[0]);
    expect(mailsTo(u.email)).toHaveLength(1);
  });
});
