import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import { build, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

const someId = '01900000-0000-7000-8000-000000000000';
const fill = (url: string) => url.replace(/:[a-z_]+/g, someId).replace(/\*$/, 'x');

describe('access declarations', () => {
  it('every registered route declares public, login or its permissions', () => {
    const routes = h.app.routeRegistry;
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('names only permissions of the catalogue', () => {
    for (const r of h.app.routeRegistry) {
      if (typeof r.access === 'object') for (const p of r.access.anyOf) expect(ALL_PERMISSIONS).toContain(p);
    }
  });
});

describe('authorization matrix', () => {
  const protectedRoutes = () => h.app.routeRegistry.filter((r) => r.access !== 'public');

  it('answers 401 to every protected route without a session', async () => {
    const failures: string[] = [];
    for (const r of protectedRoutes()) {
      const res = await h.app.inject({ method: r.method as 'GET', url: fill(r.url), payload: r.method === 'GET' ? undefined : {} });
      if (res.statusCode !== 401) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to every permission route for a user holding every other permission', async () => {
    const failures: string[] = [];
    const byRequirement = new Map<string, typeof h.app.routeRegistry>();
    for (const r of protectedRoutes()) {
      if (typeof r.access !== 'object') continue;
      const key = [...r.access.anyOf].sort().join('|');
      byRequirement.set(key, [...(byRequirement.get(key) ?? []), r]);
    }
    expect(byRequirement.size).toBeGreaterThan(5);
    for (const [key, routes] of byRequirement) {
      const lacking = ALL_PERMISSIONS.filter((p) => !key.split('|').includes(p));
      const user = await h.makeUser([...lacking]);
      const client = await h.as(user.email);
      for (const r of routes) {
        const res = await client.inject({ method: r.method as 'GET', url: fill(r.url), payload: r.method === 'GET' ? undefined : {} });
        if (res.statusCode !== 403) failures.push(`${r.method} ${r.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
