import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BLOCK_END, TAG } from '../lib/rich-text.ts';

/** A regular expression of ours as a literal of PostgreSQL's (its advanced syntax reads these as JavaScript does). */
const pattern = (re: RegExp) => sql.raw(`'${re.source.replaceAll("'", "''")}'`);

/**
 * JavaScript's `\s` (ECMAScript's white space and line terminators), which richTextToPlain collapses: PostgreSQL's
 * `\s` is the locale's [[:space:]], without the no-break space an editor writes for a second space.
 */
const JS_SPACE = sql.raw(
  `'[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+'`,
);

/**
 * richTextToPlain (lib/rich-text.ts) in SQL, for stored (sanitised) rich text: blocks apart, tags gone, the four
 * escapes as their characters (`&amp;` last, so that `&amp;lt;` reads `&lt;` as in one pass), white space collapsed,
 * then its first `length` characters. Immutable, so a generated column can keep it (tickets.solution_excerpt); the
 * same text as the JavaScript (plain-text-sql.test.ts checks it on generated HTML), counted in characters where
 * JavaScript's slice counts UTF-16 units.
 */
export function plainTextSql(html: AnyPgColumn | SQL, length: number): SQL<string | null> {
  const blocksApart = sql`regexp_replace(${html}, ${pattern(BLOCK_END)}, '\\& ', 'gi')`;
  const text = sql`regexp_replace(${blocksApart}, ${pattern(TAG)}, '', 'g')`;
  const unescaped = sql`replace(replace(replace(replace(${text}, '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&')`;
  return sql`left(btrim(regexp_replace(${unescaped}, ${JS_SPACE}, ' ', 'g'), ' '), ${sql.raw(String(length))})`;
}
