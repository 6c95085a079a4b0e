import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { JsonText } from '../lib/response-serializer.ts';
import { MARK_SQL } from './json-bytes.ts';
import { avatarUrlSql } from '../modules/users/users.table.ts';

/*
 * A long list's answer written by PostgreSQL: each row as `json_build_object(…)`, the page as `json_agg` in the
 * list's one statement, sent by the serializer as it is (JsonText). The server then does no per-row work at all —
 * no parsing of 20 or 200 rows of columns, no Date objects, no shaping, no writing them again — which was most of
 * its own time on a list. These helpers write the wire's small shapes exactly as refs.presenter.ts does in
 * JavaScript (the detail endpoints still use that; the modules' tests compare a list's row with its detail).
 */

type Column = AnyPgColumn | SQL;

/** A timestamp as toISOString writes it (UTC, milliseconds, 'Z'); null stays null. */
export const isoJson = (at: Column) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A {public_id, name} reference, or null when the record points at nothing (as `ref`). */
export const refJson = (publicId: Column, name: Column) =>
  sql`case when ${publicId} is null then null else json_build_object('public_id', ${publicId}, 'name', coalesce(${name}, '')) end`;

interface UserColumns {
  publicId: AnyPgColumn;
  name: AnyPgColumn;
  lastName: AnyPgColumn;
  avatarPath: AnyPgColumn;
}
/** A user as records point at them (as `userRef`), or null for a left join that found none. */
export const userRefJson = (u: UserColumns) =>
  sql`case when ${u.publicId} is null then null else json_build_object('public_id', ${u.publicId}, 'name', ${u.name},
    'last_name', ${u.lastName}, 'avatar_url', ${avatarUrlSql(u.publicId, u.avatarPath)}) end`;

/**
 * Rows' JSON objects as one array in `order` ('[]' for none), as text marked for the answer (json-bytes.ts): the
 * aggregate of a page's statement, for jsonPageOf.
 */
export const jsonArrayOf = (row: SQL, order: SQL[]) =>
  sql<string>`${MARK_SQL} || coalesce(json_agg(${row} order by ${sql.join(order, sql`, `)}), '[]')::text`;

/** A page (zPage) around the rows PostgreSQL wrote (jsonArrayOf): what pageOf builds, without parsing the rows. */
export function jsonPageOf<T>(data: string, total: number, q: { page: number; per_page: number }): JsonText<T> {
  const lastPage = Math.max(1, Math.ceil(total / q.per_page));
  return new JsonText(
    data,
    '{"data":',
    `,"current_page":${q.page},"per_page":${q.per_page},"total":${total},"last_page":${lastPage}}`,
  );
}
