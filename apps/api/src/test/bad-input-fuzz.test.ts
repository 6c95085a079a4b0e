import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, build } from './harness.ts';
import {
  CLASSICS,
  brokenPromise,
  EXPORT_TYPES,
  fieldsOf,
  fillParams,
  makeFixtures,
  nastyJson,
  nastyQueryValue,
  nastyString,
  queryString,
  validValue,
  type Field,
  type Ids,
  type QueryValue,
} from './bad-input.test-utils.ts';

/**
 * Property: whatever an authorised admin sends to any list's query or any create/update body, the API answers
 * below 500, in JSON, with a Spanish message on a 4xx. Routes and their fields come from the app's own route
 * registry and zod schemas, so a new module is covered the day it is registered. Each case makes one field bad
 * and keeps the others valid (real ids of real rows), so that the bad value gets as far as it can: the schema,
 * the service, PostgreSQL.
 */
const h = await build();
afterAll(() => h.close());

type Route = (typeof h.app.routeRegistry)[number];
const label = (r: Route) => `${r.method} ${r.url}`;
const lists = h.app.routeRegistry.filter((r) => r.method === 'GET' && r.schema?.querystring);
const writes = h.app.routeRegistry.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.schema?.body);

let admin: Awaited<ReturnType<typeof h.as>>;
let ids: Ids;
const statuses = new Map<number, number>();
beforeAll(async () => {
  admin = await h.as(ADMIN_EMAIL, ADMIN_PASSWORD);
  const me = (await admin.inject({ method: 'GET', url: '/api/user' })).json().public_id;
  ids = await makeFixtures(admin.inject, me);
});

/** Keys no schema declares: prototype names and anything else. */
const strayKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'), nastyString);
const STRAY = '(stray key)';

/** One field (or a stray key) bad, the rest valid or absent. */
function caseOf<V>(fields: Record<string, Field>, bad: fc.Arbitrary<V>) {
  const names = Object.keys(fields);
  return fc.constantFrom(...names, STRAY).chain((target) =>
    fc.record({
      target: fc.constant(target),
      values: fc.record(
        Object.fromEntries(
          names.map((n) => [
            n,
            n === target ? bad : fc.option(validValue(n, fields[n], ids), { nil: undefined, freq: 5 }),
          ]),
        ),
      ),
      stray: target === STRAY ? fc.tuple(strayKey, bad) : fc.constant(null),
    }),
  );
}

/**
 * Bidi embeddings, overrides and isolates: accepted in any text, they must never come back, or «Factura
 * \u202Egpj.exe» lists as «Factura exe.jpg». Typed, and as an entity that an HTML sanitiser decodes.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const BIDI_TEXTS = ['Fuzz \u202Egpj.exe', '<p>Fuzz \u2066x\u2069 &#x202E;fdp.exe &#8234;</p>'];
/** In a JSON answer once decoded (its \u escapes), in an export's CSV as it is; an XLSX's zipped bytes are no text. */
const carriesBidi = (body: string, type = '') =>
  !type.startsWith(EXPORT_TYPES[1]) &&
  BIDI_CONTROL.test(type.startsWith(EXPORT_TYPES[0]) ? body : JSON.stringify(body ? JSON.parse(body) : null));

/** Every field with each of its kind's CLASSICS, the other fields valid: the same cases on every run. */
function classicCases(fields: Record<string, Field>) {
  const names = Object.keys(fields);
  const valid = fc.sample(fc.record(Object.fromEntries(names.map((n) => [n, validValue(n, fields[n], ids)]))), 1)[0];
  type Case = { target: string; values: Record<string, unknown>; stray: [string, unknown] | null };
  const badOf = (kind: Field['kind']) => [...CLASSICS[kind], ...(kind === 'text' || kind === 'any' ? BIDI_TEXTS : [])];
  return names.flatMap((target) =>
    badOf(fields[target].kind).map((bad): [Case] => [{ target, values: { ...valid, [target]: bad }, stray: null }]),
  );
}

/** Random cases on top of the classic ones (fast-check counts its examples within numRuns). */
const RANDOM_RUNS = 5;
const runs = (fields: Record<string, Field>) => {
  const examples = classicCases(fields);
  return { examples, numRuns: examples.length + RANDOM_RUNS };
};
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

describe('bad input never answers 500', () => {
  it('finds the lists and the writes of every module in the registry', () => {
    expect(lists.map(label)).toEqual(
      expect.arrayContaining(['GET /api/departments', 'GET /api/tasks', 'GET /api/my_micro_tasks']),
    );
    expect(writes.map(label)).toEqual(
      expect.arrayContaining(['POST /api/departments', 'PUT /api/tasks/:public_id', 'POST /api/micro_tasks']),
    );
    // Every list takes at least page, and the fields come out of the zod schemas.
    expect(Object.keys(fieldsOf(lists.find((r) => r.url === '/api/tasks')!.schema!.querystring))).toEqual(
      expect.arrayContaining(['page', 'per_page', 'q', 'sort', 'date_from', 'project_id']),
    );
  });

  it.each(lists.map((r) => [label(r), r] as const))('%s, whatever its query', { timeout: 120_000 }, async (_, r) => {
    const fields = fieldsOf(r.schema!.querystring);
    const url = fillParams(r.url, ids);
    await fc.assert(
      fc.asyncProperty(caseOf<unknown>(fields, nastyQueryValue), async ({ values, stray }) => {
        const query = { ...values } as Record<string, QueryValue | undefined>;
        if (stray) query[stray[0]] = stray[1] as QueryValue;
        const res = await admin.inject({ method: 'GET', url: `${url}?${queryString(query)}` });
        count(res.statusCode);
        expect(brokenPromise(res), `GET ${url}?${queryString(query)}`).toBeNull();
        expect(
          carriesBidi(res.body, String(res.headers['content-type'])),
          `GET ${url}?${queryString(query)} ${res.body.slice(0, 300)}`,
        ).toBe(false);
      }),
      runs(fields),
    );
  });

  it.each(writes.map((r) => [label(r), r] as const))('%s, whatever its body', { timeout: 120_000 }, async (_, r) => {
    const fields = fieldsOf(r.schema!.body);
    const url = fillParams(r.url, ids);
    // Now and then the body itself is not an object at all.
    const body = fc.oneof(
      { arbitrary: caseOf(fields, nastyJson), weight: 9 },
      { arbitrary: nastyJson.map((whole) => ({ whole })), weight: 1 },
    );
    await fc.assert(
      fc.asyncProperty(body, async (c) => {
        let payload: unknown;
        if ('whole' in c) payload = c.whole;
        else {
          payload = { ...c.values };
          if (c.stray) Object.defineProperty(payload, c.stray[0], { value: c.stray[1], enumerable: true });
        }
        const res = await admin.inject({
          method: r.method as 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        count(res.statusCode);
        const sent = `${r.method} ${url} ${JSON.stringify(payload)?.slice(0, 500)}`;
        expect(brokenPromise(res), sent).toBeNull();
        expect(carriesBidi(res.body), `${sent} → ${res.body.slice(0, 300)}`).toBe(false);
      }),
      runs(fields),
    );
  });

  it('exercised both accepted and refused input', () => {
    // Without answers of both kinds the cases above would be testing only the schemas, or only the happy path.
    const accepted = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
    expect(accepted).toBeGreaterThan(0);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
  });
});
