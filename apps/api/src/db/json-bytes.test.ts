import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../test/harness.ts';
import { jsonBody, MARK_SQL } from './json-bytes.ts';

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
});
