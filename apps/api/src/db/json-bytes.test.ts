import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../test/harness.ts';
import { jsonBody, joinJson, MARK_SQL } from './json-bytes.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

// Accents, an em dash, a character outside the BMP and a backslash: one, two, three and four bytes of UTF-8.
const JSON_TEXT = '{"name":"Peña — año 2026 📅 \\\\ fin"}';

describe('JSON written by PostgreSQL for an answer', () => {
  it('comes out of the database as the bytes of its UTF-8 text, or as that text', async () => {
    const value = async (query: ReturnType<typeof sql>) =>
      ((await h.app.db.execute(query)) as unknown as { rows: { v: string }[] }).rows[0].v;
    const written = (text: string) => value(sql`select ${MARK_SQL} || ${text} as v`);
    const marked = await written(JSON_TEXT);
    const body = jsonBody(marked);
    // On the PostgreSQL server node-postgres hands the bytes over; PGlite decodes the text itself.
    if (h.database.kind === 'postgres') expect(Buffer.isBuffer(body)).toBe(true);
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    expect(bytes.equals(Buffer.from(JSON_TEXT))).toBe(true);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ name: 'Peña — año 2026 📅 \\ fin' });
    // A text without the mark is read as before, decoded.
    expect(await value(sql`select ${'Peña'}::text as v`)).toBe('Peña');
  });

  it('joins rows it wrote with texts written here into the answer, every character kept', async () => {
    const rows = (await h.app.db.execute(
      sql`select ${MARK_SQL} || ${JSON_TEXT} as v union all select ${MARK_SQL} || '{"n":2}'`,
    )) as unknown as { rows: { v: string }[] };
    const [first, second] = rows.rows.map((r) => ({ marked: r.v }));
    const joined = joinJson(['{"título":"Años — ñ","data":[', first, ',', second, '],"total":2}']);
    const body = typeof joined === 'string' ? jsonBody(joined) : joined;
    if (h.database.kind === 'postgres') expect(Buffer.isBuffer(body)).toBe(true);
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : body;
    expect(JSON.parse(text)).toEqual({
      título: 'Años — ñ',
      data: [{ name: 'Peña — año 2026 📅 \\ fin' }, { n: 2 }],
      total: 2,
    });
    if (Buffer.isBuffer(body)) expect(body.length).toBe(Buffer.byteLength(text));
  });
});
