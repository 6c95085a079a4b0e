import { sql, type SQL } from 'drizzle-orm';
import type { QueryShape } from './query-shape.ts';
import { tableVersions } from '../table-versions.table.ts';

/*
 * A search's exact total, counted again only when a table it reads has changed. Counting a common word's matches
 * is most of a search's cost however its page is read: 6,000 of the bench's 60,000 tickets match "impresora", and
 * PostgreSQL rechecks every match of a full-text index on the table's pages (thousands of them), while the page of
 * 20 reads a few index entries: the count costs the search many times its page. Yet between two changes to the tickets the total of one search cannot change, and a
 * user who pages through it, sorts it or comes back to it asks for the same total again.
 *
 * So each versioned table (table_versions, migration 0049) carries a number that every statement changing its
 * rows moves, in its own transaction, writers serialised on it until they commit: a version is one state of the
 * table's committed rows. A page's statement reads the versions of the tables its total depends on and the total
 * kept for its filter (by this process) is used only when it was counted at those same versions; otherwise the
 * statement counts it — in the same snapshot as the versions it reads — and the new pair is kept. The count is an
 * uncorrelated subquery in a CASE: PostgreSQL runs it only when the CASE reaches it.
 */

export type VersionedTable =
  | 'tickets'
  | 'meetings'
  | 'meeting_people'
  | 'vehicles'
  | 'maintenance_records'
  | 'maintenance_requests'
  | 'self_assigned_tasks'
  | 'self_assigned_categories';

const MAX_KEPT = 2000;
type Kept = Map<string, { version: number; total: number }>;
/**
 * Per database (a process's one, or each test file's own in a shared worker, whose versions run alike): filter →
 * the total and the versions' sum it was counted at (oldest first: Map keeps insertion order).
 */
const keptByDatabase = new WeakMap<object, Kept>();

/** What a count depends on: the shape's filters and values, not its page or its sort (see QueryShape.countKey). */
export interface KeptTotal {
  /** The statement's total column: the kept total when the versions match, else the count. */
  total: SQL<number>;
  /** The versions' sum the statement read, a column to select beside the total. */
  version: SQL<number>;
  /** The total this process counted last for the filter, and the versions' sum it was counted at. */
  known: { version: number; total: number } | undefined;
  /** Keeps what the statement answered (the first row's total and version). */
  remember(row: { total: number; version: number } | undefined): void;
}

/**
 * The total of a search (`count`, a subquery) kept across statements while `tables` do not change (above).
 * Sets the placeholders kept_version and kept_total on `shape`; call after every filter is set on it. `database`
 * (the context's db) scopes what is kept: a total counted on one database says nothing of another's.
 */
export function keptTotal(
  database: object,
  shape: QueryShape,
  tables: readonly VersionedTable[],
  count: SQL<number>,
): KeptTotal {
  const kept: Kept = keptByDatabase.get(database) ?? new Map();
  keptByDatabase.set(database, kept);
  const key = shape.countKey();
  const known = kept.get(key);
  const version = shape.set('kept_version', known?.version ?? -1);
  const total = shape.set('kept_total', known?.total ?? 0);
  const names = sql.raw(tables.map((t) => `'${t}'`).join(', '));
  // Read twice in the statement (each an InitPlan of a primary-key read), in its one snapshot.
  const versions = sql`(select coalesce(sum(${tableVersions.version}), 0)::bigint from ${tableVersions}
    where ${tableVersions.tableName} in (${names}))`;
  return {
    known,
    version: sql<number>`${versions}`.mapWith(Number),
    total: sql<number>`(case when ${versions} = ${version}::bigint then ${total}::bigint else ${count} end)`.mapWith(
      Number,
    ),
    remember(row) {
      if (!row) return;
      kept.delete(key);
      kept.set(key, { version: row.version, total: row.total });
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    },
  };
}
