import fc from 'fast-check';
import { expect } from 'vitest';
import { LIMITS } from '@gestora/contract/limits';
import type { TestClient } from '../harness.ts';
import type { ActorName, ListSpec } from './list-spec.test-utils.ts';

/** Fixed, so that a failure found once is found again on every run. */
export const SEED = 44;

/** An actor signed in, with the details it has already read (a row is compared with its detail once). */
export interface Caller {
  name: ActorName;
  client: TestClient;
  details: Map<string, unknown>;
}

type Query = Record<string, string>;

/** The answer of a GET that must succeed. */
export const get = async (caller: Caller, url: string) => {
  const res = await caller.client.inject({ method: 'GET', url });
  expect(res.statusCode, `${caller.name} ${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** One run's query: up to three of the list's filters with values of the data, perhaps a sort, a page of 2 to 5. */
export function queries(spec: ListSpec): fc.Arbitrary<Query> {
  const names = Object.keys(spec.filters);
  const filters = fc
    .subarray(names, { maxLength: Math.min(3, names.length) })
    .chain((chosen) =>
      fc.record(Object.fromEntries(chosen.map((n) => [n, fc.constantFrom(...spec.filters[n].values)]))),
    );
  const sorts = (spec.sorts ?? []).flatMap((s) => [s, `-${s}`]);
  const sort = sorts.length ? fc.option(fc.constantFrom(...sorts), { nil: undefined }) : fc.constant(undefined);
  const perPage = spec.fixedPerPage ? fc.constant(undefined) : fc.integer({ min: 2, max: 5 });
  return fc.tuple(filters, sort, perPage).map(([f, s, pp]) => ({
    ...(f as Query),
    ...(s ? { sort: s } : {}),
    ...(pp ? { per_page: String(pp) } : {}),
  }));
}

const urlOf = (spec: ListSpec, params: Query) => {
  const search = new URLSearchParams(params).toString();
  return search ? `${spec.url}?${search}` : spec.url;
};

/**
 * Pages through the list to its end with `query` and expects the pages to agree: the same total on each, the
 * current page, page size and last page the total gives, no row twice, each row holding the filters it shows, and
 * as many rows reached as the total says. Returns the rows by their key.
 */
export async function walk(caller: Caller, spec: ListSpec, query: Query) {
  const params = { ...spec.fixed?.(caller.name), ...query };
  const perPage = spec.fixedPerPage ?? Number(params.per_page ?? LIMITS.defaultPerPage);
  const where = `${spec.route} as ${caller.name}: ${urlOf(spec, params)}`;
  const key = spec.key ?? ((row) => String(row.public_id));
  const seen = new Map<string, Record<string, unknown>>();
  let total: number | undefined;
  for (let page = 1; ; page++) {
    const res = await caller.client.inject({ method: 'GET', url: urlOf(spec, { ...params, page: String(page) }) });
    expect(res.statusCode, `${where} (page ${page}): ${res.body}`).toBe(200);
    const answer = spec.page(res.json());
    total ??= answer.total;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    expect(
      {
        total: answer.total,
        current_page: answer.current_page,
        per_page: answer.per_page,
        last_page: answer.last_page,
      },
      `${where}: page ${page} disagrees with the first page's total`,
    ).toEqual({ total, current_page: page, per_page: perPage, last_page: lastPage });
    expect(answer.data.length, `${where}: page ${page} holds more than a page`).toBeLessThanOrEqual(perPage);
    for (const row of answer.data) {
      const id = key(row);
      expect(seen.has(id), `${where}: ${id} on page ${page} was on an earlier page`).toBe(false);
      seen.set(id, row);
      for (const [name, value] of Object.entries(query)) {
        const holds = spec.filters[name]?.holds;
        if (holds) expect(holds(row, value), `${where}: row ${id} does not hold ${name}=${value}`).toBe(true);
      }
    }
    // A short page is the last one; a full page past the last one says the total is short (counted below).
    if (answer.data.length < perPage || page > lastPage) break;
  }
  expect(seen.size, `${where}: total ${total}, but paging to the end reached ${seen.size} rows`).toBe(total);
  return seen;
}

/** Expects each row to equal its record's detail, as the caller reads it, in the fields the list shows. */
export async function expectRowsEqualDetails(caller: Caller, spec: ListSpec, rows: Iterable<Record<string, unknown>>) {
  if (!spec.detail) return;
  const { url, fields } = spec.detail;
  for (const row of rows) {
    const at = url(row);
    if (!caller.details.has(at)) caller.details.set(at, await get(caller, at));
    expect(fields.parse(row), `${spec.route} as ${caller.name}: its row differs from the detail ${at}`).toEqual(
      fields.parse(caller.details.get(at)),
    );
  }
}

/**
 * The property of one list for one caller: for its examples and `runs` generated queries, paging agrees with the
 * total, the rows are among the unfiltered list's (a filter narrows, never widens the scope) and each equals its
 * detail (an example without a page size pages by 2). Not shrunk: the message already names the URL that failed.
 */
export async function checkList(caller: Caller, spec: ListSpec, runs: number) {
  const widest: Query = spec.fixedPerPage ? {} : { per_page: String(spec.maxPerPage ?? LIMITS.maxPerPage) };
  const everything = await walk(caller, spec, { ...spec.base, ...widest });
  const examples = (spec.examples ?? []).map((e): [Query] => [spec.fixedPerPage ? e : { per_page: '2', ...e }]);
  // fast-check counts the examples among its runs.
  await fc.assert(
    fc.asyncProperty(queries(spec), async (query) => {
      const rows = await walk(caller, spec, query);
      const strays = [...rows.keys()].filter((id) => !everything.has(id));
      expect(
        strays,
        `${spec.route} as ${caller.name}: ${JSON.stringify(query)} finds rows the unfiltered list has not`,
      ).toEqual([]);
      await expectRowsEqualDetails(caller, spec, rows.values());
    }),
    { seed: SEED, numRuns: examples.length + runs, examples, endOnFailure: true },
  );
}
