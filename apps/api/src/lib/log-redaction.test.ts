import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../test/harness.ts';

let h: Harness;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  h = await build({ config: { logLevel: 'info' }, logStream });
});
afterAll(() => h.close());

const logged = () => lines.map((l) => JSON.parse(l) as { req?: { url: string }; msg: string });
const urlsLogged = () => logged().flatMap((l) => (l.req ? [l.req.url] : []));

describe('request log', () => {
  it('keeps the reset token of /password-reset/<token> out of the log', async () => {
    await h.app.inject({ method: 'GET', url: '/password-reset/RESET-TOKEN-0123456789?email=ana%40test.local' });
    expect(lines.join('\n')).not.toContain('RESET-TOKEN-0123456789');
    expect(urlsLogged()).toContain('/password-reset/[REDACTED]?email=[REDACTED]');
  });

  it('keeps every query value of /api/get_device out of the log (push endpoints and their keys)', async () => {
    const u = await h.as((await h.makeUser([])).email);
    const device = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/PRIVATE-ENDPOINT-ID',
      keys: { p256dh: 'PRIVATE-P256DH', auth: 'PRIVATE-AUTH' },
    });
    await u.inject({ method: 'GET', url: `/api/get_device?platform=web&user_device=${encodeURIComponent(device)}` });
    const text = lines.join('\n');
    for (const secret of ['PRIVATE-ENDPOINT-ID', 'PRIVATE-P256DH', 'PRIVATE-AUTH', u.token])
      expect(text).not.toContain(secret);
    expect(urlsLogged()).toContain('/api/get_device?platform=[REDACTED]&user_device=[REDACTED]');
  });

  it('keeps any token in a query string, and the reset form body, out of the log', async () => {
    await h.app.inject({ method: 'GET', url: '/api/user?page=2&token=QUERY-TOKEN-SECRET' });
    await h.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        token: 'BODY-TOKEN-SECRET',
        email: 'ana@test.local',
        password: 'Clave-2026!',
        password_confirmation: 'Clave-2026!',
      },
    });
    const text = lines.join('\n');
    expect(text).not.toContain('QUERY-TOKEN-SECRET');
    expect(text).not.toContain('BODY-TOKEN-SECRET');
    expect(urlsLogged()).toContain('/api/user?page=2&token=[REDACTED]');
  });
});
