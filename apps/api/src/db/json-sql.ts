import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { JsonText } from '../lib/response-serializer.ts';
import type { DbOrTx as Db } from './client.ts';
import { joinJson, MARK_SQL, type Marked } from './json-bytes.ts';
import { builtSql } from './list/deferred-sql.ts';

/*
 * A long list's answer written by PostgreSQL: each row as a JSON object's text, in the list's one statement, the rows
 * joined as bytes and sent by the serializer as they are (JsonText). The server then does no per-row work — no
 * parsing of 20 or 200 rows of columns, no Date objects, no shaping, no writing them again — which was most of its
 * own time on a list. These helpers write the wire's small shapes exactly as refs.presenter.ts does in JavaScript
 * (the detail endpoints still use that; the modules' tests compare a list's row with its detail).
 *
 * The rows are written by concatenating text (`jsonObject`), not by json_build_object: that one works out how to
 * write each argument from its type on every call, which made it the larger part of a 20-row page's own cost in
 * PostgreSQL (an object of six columns: close to twice the time of the same object by concatenation). Every value goes through a
 * helper that yields its JSON text and never null (a null anywhere in `||` would blank the whole row).
 */

type Column = AnyPgColumn | SQL;

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** Each jsonObject's text as a chain of `||` without its parentheses, for markedRow to start with the mark. */
const chains = new WeakMap<SQL, SQL>();

/**
 * An object's text: each key's value is SQL yielding its JSON text, never null (the json* helpers). `kept` is a
 * column holding members already written, without braces (a row's own members kept by a trigger, like
 * tickets.own_json): they come last, after `fields`, since each `||` copies what it has joined so far — the kept
 * text, the longest part, is copied once (first, it was copied again at every field, which on the 100-row task
 * page was a visible part of PostgreSQL's work).
 */
export function jsonObject(fields: Record<string, SQL>, kept?: Column): SQL<string> {
  const entries = Object.entries(fields);
  const parts = entries.map(
    ([key, value], i) => sql`${literal(`${i ? ',' : '{'}${JSON.stringify(key)}:`)} || ${value}`,
  );
  if (kept) parts.push(sql`${literal(entries.length ? ',' : '{')} || ${kept}`);
  const chain = sql`${sql.join(parts, sql` || `)} || '}'`;
  const object = sql<string>`(${chain})`;
  chains.set(object, chain);
  return object;
}

/** A text, number, boolean or date as JSON (to_json's escaping), null as null. */
export const jsonValue = (v: Column) => sql`coalesce(to_json(${v})::text, 'null')`;

/** A boolean or a number, whose text is already its JSON; null as null. */
export const jsonPlain = (v: Column) => sql`coalesce((${v})::text, 'null')`;

/** A timestamp as toISOString writes it (UTC, milliseconds, 'Z'), as text; null stays null (inside json_build_object). */
export const isoJson = (at: Column) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamp as its JSON string (toISOString's text in quotes), null as null: for jsonObject. */
export const isoStringJson = (at: Column) => sql`coalesce('"' || ${isoJson(at)} || '"', 'null')`;

/**
 * A reference as records point at it — a user (as `userRef`: users.ref_json, migration 0023) or a {public_id,
 * name} record (as `ref`: the ref_json of projects, stages, activities, clients and departments, migration 0035) —
 * or null for a left join that found none, as JSON text: the text the record's trigger keeps, read as it is instead
 * of written for every row.
 */
export const keptRefJson = (record: { refJson: AnyPgColumn }) => sql`coalesce(${record.refJson}, 'null')`;

/** What follows a page's rows (zPage): its numbers. */
function pageTail(total: number, q: { page: number; per_page: number }) {
  const lastPage = Math.max(1, Math.ceil(total / q.per_page));
  return `,"current_page":${q.page},"per_page":${q.per_page},"total":${total},"last_page":${lastPage}}`;
}

/**
 * A page's row as the piece of an answer: its JSON object (text) marked for the answer (json-bytes.ts). A jsonObject
 * is written with the mark at the start of its chain (`chr(1) || chr(30) || '{"a":' || …`: PostgreSQL folds the
 * constants), not prepended to the whole row once written, which copied the row again.
 */
export const markedRow = (row: SQL) => {
  const built = builtSql(row);
  return sql<string>`${MARK_SQL} || ${chains.get(built) ?? built}`.as('json');
};

/**
 * A page's statement: its rows (`rows` selects `markedRow(…)` as `json`, in the page's order) hung by a LEFT JOIN
 * from one row that carries `total` (a subquery, computed once), so that a page past the end still answers its
 * total, in one row without JSON. A join `on true` can only be a nested loop from that one row, which yields the
 * rows in their subquery's order (a subquery with ORDER BY is never pulled up into the join). For jsonPage.
 * `version` the versions of a kept total (db/list/kept-totals.ts), read beside it.
 */
export const pageWithTotal = <T = number>(db: Db, rows: SQLWrapper, total: SQL<T>, version?: SQL<number>) =>
  db
    // Named, so that the list engine can read its rows as the driver gives them (runShaped's `raw`).
    .select({
      json: sql<string | null>`r.json`.as('json'),
      total: total.as('total'),
      version: (version ?? sql<number>`0`).as('version'),
    })
    .from(sql`(select) as one left join (${rows}) as r on true`);

/**
 * A page (zPage) of rows PostgreSQL wrote (markedRow; pageWithTotal's, or a search's with its total read apart),
 * each JSON object joined here (joinJson) instead of aggregated there (string_agg): an aggregate and the brackets
 * around it copy the whole page at every step, and a page of 100 tasks (117 KB) cost PostgreSQL nearly three times
 * the CPU that way than as rows (bench database: a large text is fresh memory on every request).
 */
export const jsonPage = <T>(
  rows: readonly { json: string | null }[],
  total: number,
  q: { page: number; per_page: number },
): JsonText<T> => new JsonText(joinJson(pagePieces(rows, total, q)));

/**
 * A page's pieces (zPage: its rows, then its numbers) for joinJson, for an answer that holds a page within more
 * (the notifications' `{quantity, all_notifications: page}`).
 */
export function pagePieces(
  rows: readonly { json: string | null }[],
  total: number,
  q: { page: number; per_page: number },
): (string | Marked)[] {
  return ['{"data":[', ...rowPieces(rows), ']' + pageTail(total, q)];
}

/** The rows' JSON objects separated by commas, for an array's brackets (a page past the end: its one row has none). */
export function rowPieces(rows: readonly { json: string | null }[]): (string | Marked)[] {
  const pieces: (string | Marked)[] = [];
  for (const r of rows) {
    if (r.json === null) continue;
    if (pieces.length > 0) pieces.push(',');
    pieces.push({ marked: r.json });
  }
  return pieces;
}
