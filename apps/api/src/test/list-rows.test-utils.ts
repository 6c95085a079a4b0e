import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestClient } from './harness.ts';

/**
 * For lists whose rows PostgreSQL writes as JSON while the record's detail is shaped in JavaScript: asks each of
 * `lists` (actor → list URLs) as that actor and expects every row to equal the detail's fields (`detail(id)` is
 * the record's URL; `row` picks the list's fields out of the detail). Returns how many rows were compared.
 */
export async function expectRowsMatchDetails<R extends { public_id: string }>(opts: {
  actors: Record<string, { client: TestClient }>;
  lists: Record<string, string[]>;
  page: z.ZodType<{ data: R[] }>;
  row: z.ZodType<R>;
  detail: (publicId: string) => string;
}): Promise<number> {
  let compared = 0;
  for (const [name, urls] of Object.entries(opts.lists)) {
    const { client } = opts.actors[name];
    for (const url of urls) {
      const res = await client.inject({ method: 'GET', url });
      expect(res.statusCode, `${name} ${url}: ${res.body}`).toBe(200);
      const page = opts.page.parse(res.json());
      expect(page.data.length, `${name} ${url}`).toBeGreaterThan(0);
      for (const row of page.data) {
        const detail = await client.inject({ method: 'GET', url: opts.detail(row.public_id) });
        expect(detail.statusCode, `${name} ${url} ${row.public_id}`).toBe(200);
        expect(row, `${name} ${url} ${row.public_id}`).toEqual(opts.row.parse(detail.json()));
        compared++;
      }
    }
  }
  return compared;
}

/**
 * Expects every row of a list's answer (as sent, before any schema strips it) to carry exactly the fields of the
 * list's row schema (and `extra`): nothing of the detail's more, which the list's screen does not show.
 */
export function expectRowsCarryOnly(rows: object[], row: z.ZodObject, extra: string[] = []) {
  const keys = [...Object.keys(row.shape), ...extra].sort();
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(Object.keys(r).sort()).toEqual(keys);
}
