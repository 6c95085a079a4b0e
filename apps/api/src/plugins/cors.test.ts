import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { build, ADMIN_EMAIL, ADMIN_PASSWORD, type Harness } from '../test/harness.ts';
import { NATIVE_ORIGINS } from './cors.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const preflight = (origin: string, url = '/api/login', method = 'POST') =>
  h.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

function expectNoCors(res: LightMyRequestResponse) {
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
}

describe("CORS for the native app's origins, without credentials", () => {
  it('answers the preflight of capacitor://localhost with its origin, methods and headers', async () => {
    const res = await preflight('capacitor://localhost');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Content-Type/);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(res.headers['access-control-allow-methods'])).toMatch(/DELETE/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Origin/);
  });

  it('signs in and reads the user with a Bearer token from capacitor://localhost, never allowing credentials', async () => {
    const origin = 'capacitor://localhost';
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin },
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(origin);
    expect(login.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { origin, authorization: `Bearer ${login.json().token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(ADMIN_EMAIL);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // A download's name and an export's row count are readable by the app.
    expect(String(res.headers['access-control-expose-headers'])).toMatch(/Content-Disposition/);
  });

  it("lets every native origin read the API's refusals (401, 422) so that the app can act on them", async () => {
    for (const origin of NATIVE_ORIGINS) {
      const unauthenticated = await h.app.inject({ method: 'GET', url: '/api/user', headers: { origin } });
      expect(unauthenticated.statusCode).toBe(401);
      expect(unauthenticated.headers['access-control-allow-origin']).toBe(origin);
      const invalid = await h.app.inject({ method: 'POST', url: '/api/login', headers: { origin }, payload: {} });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.headers['access-control-allow-origin']).toBe(origin);
      expect((await preflight(origin, '/api/tasks', 'GET')).statusCode).toBe(204);
    }
    expect(NATIVE_ORIGINS).toEqual(['capacitor://localhost', 'https://localhost', 'http://localhost']);
  });

  it('refuses an unknown origin: its preflight gets 403 and no answer names it', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:5173',
      'capacitor://localhost.evil.example',
      'null',
    ]) {
      const res = await preflight(origin);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('No tiene permiso para realizar esta acción.');
      expectNoCors(res);
      const get = await h.app.inject({ method: 'GET', url: '/healthz', headers: { origin } });
      expectNoCors(get);
    }
  });

  it('adds nothing to a request without an Origin (the web app on its own origin, or no browser at all)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expectNoCors(res);
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
  });
});
