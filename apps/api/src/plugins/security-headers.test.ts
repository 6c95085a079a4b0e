import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { build, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

function expectSecurityHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['strict-transport-security']).toBeDefined();
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('security headers on every answer', () => {
  it('a 401 from the access check carries them', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res);
  });

  it('a 403 from the access check carries them', async () => {
    const nobody = await h.as((await h.makeUser([])).email);
    const res = await nobody.inject({ method: 'GET', url: '/api/users' });
    expect(res.statusCode).toBe(403);
    expectSecurityHeaders(res);
  });

  it('a 419 for a missing XSRF token, a 404 and a malformed path carry them too', async () => {
    const web = h.browser();
    await web.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const noXsrf = await web.inject({ method: 'POST', url: '/login', payload: {}, xsrf: false });
    expect(noXsrf.statusCode).toBe(419);
    expectSecurityHeaders(noXsrf);
    const missing = await h.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const malformed = await h.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expectSecurityHeaders(malformed);
  });

  it('a 200 carries them', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });
});
