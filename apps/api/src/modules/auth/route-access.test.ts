import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@gestora/contract/permissions';
import { MSG } from '@gestora/contract/messages';
import { build, type Harness } from '../../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

type Route = Harness['app']['routeRegistry'][number];

/**
 * A well-formed UUID v7 for every :param, so that a request that got past the access check would reach
 * validation and the handler (and answer 404/422), never be refused by validation first.
 */
const someId = '01900000-0000-7000-8000-000000000000';
const fill = (url: string) => url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, someId).replace(/\*$/, 'x');
const label = (r: Route) => `${r.method} ${r.url}`;
type Inject = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
const call = (inject: Inject, r: Route) =>
  inject({ method: r.method as 'GET', url: fill(r.url), payload: r.method === 'GET' ? undefined : {} });

const protectedRoutes = () => h.app.routeRegistry.filter((r) => r.access !== 'public');
const permissionRoutes = () =>
  h.app.routeRegistry.filter((r): r is Route & { access: { anyOf: string[] } } => typeof r.access === 'object');

describe('access declarations', () => {
  it('lists the routes of every module', () => {
    // The registry is filled by a hook: these prove that it sees routes of each module, whatever is added later.
    expect(h.app.routeRegistry.map(label)).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /api/docs/json',
        'GET /sanctum/csrf-cookie',
        'POST /login',
        'POST /api/login',
        'GET /api/user',
        'GET /api/departments',
        'GET /api/profile',
        'DELETE /api/profile/sessions/:public_id',
        'GET /api/security_log',
        'GET /*',
      ]),
    );
  });

  it('every registered route declares public, login or its permissions', () => {
    const undeclared = h.app.routeRegistry.filter((r) => r.access === undefined).map(label);
    expect(undeclared).toEqual([]);
  });

  it('names only permissions of the catalogue, and at least one', () => {
    for (const r of permissionRoutes()) {
      expect(r.access.anyOf.length, label(r)).toBeGreaterThan(0);
      for (const p of r.access.anyOf) expect(ALL_PERMISSIONS, label(r)).toContain(p);
    }
  });
});

describe('authorization matrix', () => {
  it('answers 401 to every protected route without a session', async () => {
    const failures: string[] = [];
    const called: string[] = [];
    for (const r of protectedRoutes()) {
      const res = await call((o) => h.app.inject(o), r);
      called.push(label(r));
      if (res.statusCode !== 401 || res.json().message !== MSG.unauthenticated)
        failures.push(`${label(r)} → ${res.statusCode}`);
      if (r.method === 'GET') {
        const head = await h.app.inject({ method: 'HEAD', url: fill(r.url) });
        if (head.statusCode !== 401) failures.push(`HEAD ${r.url} → ${head.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(called).toEqual(protectedRoutes().map(label));
    expect(called).toEqual(expect.arrayContaining(['POST /logout', 'GET /api/user', 'GET /api/profile']));
  });

  it('answers 403 to every permission route for a user holding every other permission', async () => {
    const failures: string[] = [];
    const covered: string[] = [];
    const byRequirement = new Map<string, Route[]>();
    for (const r of permissionRoutes()) {
      const key = [...r.access.anyOf].sort().join('|');
      byRequirement.set(key, [...(byRequirement.get(key) ?? []), r]);
    }
    for (const [key, routes] of byRequirement) {
      const accepted = key.split('|');
      const lacking = ALL_PERMISSIONS.filter((p) => !accepted.includes(p));
      const client = await h.as((await h.makeUser([...lacking])).email);
      for (const r of routes) {
        const res = await call(client.inject, r);
        covered.push(label(r));
        if (res.statusCode !== 403 || res.json().message !== MSG.forbidden)
          failures.push(`${label(r)} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // Every permission route was called, whatever modules exist now or later.
    expect(covered.sort()).toEqual(permissionRoutes().map(label).sort());
    expect(covered).toEqual(
      expect.arrayContaining([
        'GET /api/departments',
        'PUT /api/profile/password',
        'GET /api/security_log',
        'GET /api/rag_embeddings',
        'POST /api/rag_embeddings',
      ]),
    );
  });

  it('lets a holder of any one accepted permission past the access check', async () => {
    const failures: string[] = [];
    const byPermission = new Map<string, Route[]>();
    for (const r of permissionRoutes())
      for (const p of r.access.anyOf) byPermission.set(p, [...(byPermission.get(p) ?? []), r]);
    for (const [permission, routes] of byPermission) {
      const client = await h.as((await h.makeUser([permission])).email);
      for (const r of routes) {
        const res = await call(client.inject, r);
        if ([401, 403, 419].includes(res.statusCode))
          failures.push(`${label(r)} with '${permission}' → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
