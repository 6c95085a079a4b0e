import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from '../lib/rich-text.ts';
import { html } from '../test/rich-text.arbitrary.ts';
import { build, type Harness } from '../test/harness.ts';
import { plainTextSql } from './plain-text-sql.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

/** plainTextSql of each text, read by the database in one statement. */
async function plainInSql(texts: string[], length: number): Promise<(string | null)[]> {
  const result = (await h.app.db.execute(
    sql`select ${plainTextSql(sql`t.v`, length)} as plain
      from unnest(${sql.param(texts)}::text[]) with ordinality as t(v, n) order by t.n`,
  )) as unknown as { rows: { plain: string | null }[] };
  return result.rows.map((r) => r.plain);
}

describe('plainTextSql: the plain text of stored rich text, written by PostgreSQL', () => {
  it('is the text richTextToPlain reads, on generated HTML', async () => {
    const stored = fc.sample(html, { numRuns: 2000, seed: 20261129 }).map(sanitizeRichText);
    const inSql = await plainInSql(stored, 100_000);
    stored.forEach((s, i) => expect({ html: s, plain: inSql[i] }).toEqual({ html: s, plain: richTextToPlain(s) }));
  });

  it('keeps the first characters asked for, counting an emoji as one', async () => {
    const stored = fc.sample(html, { numRuns: 500, seed: 7 }).map(sanitizeRichText);
    const inSql = await plainInSql(stored, 12);
    stored.forEach((s, i) => expect(inSql[i]).toBe(Array.from(richTextToPlain(s)).slice(0, 12).join('')));
    expect(await plainInSql(['<p>Año 📅 &amp;lt;ok&gt;</p><p>fin\u00a0\u00a0x</p>', ''], 300)).toEqual([
      'Año 📅 &lt;ok> fin x',
      '',
    ]);
  });
});
