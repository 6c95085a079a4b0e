import { fn, quoteLiteral, type SqlDeclaration } from './declarations.ts';
import { statementTriggers } from './statement-triggers.ts';

/** The number of live rows of a table, kept in live_counts (db/live-counts.table.ts). */
export const liveCountsSql: SqlDeclaration[] = [
  // A table's live rows came or went (TG_ARGV[0]: what makes a row live), one statement's rows at once, so that an
  // unfiltered list's total is read instead of counted; a statement that changes no liveness leaves the counter alone
  // (and unlocked).
  fn(
    'live_count_change',
    `CREATE OR REPLACE FUNCTION live_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT count(*) FROM came WHERE %s', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT -count(*) FROM gone WHERE %s', TG_ARGV[0])
    ELSE format('SELECT (SELECT count(*) FROM came WHERE %1$s) - (SELECT count(*) FROM gone WHERE %1$s)', TG_ARGV[0]) END;
  d bigint;
BEGIN
  EXECUTE delta INTO d;
  IF d <> 0 THEN
    UPDATE live_counts SET n = n + d WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$`,
  ),
];

/**
 * The triggers that keep the live rows of `table` counted (live_count_change): `<table>_live_count_added`, `_changed`
 * and `_removed`. `live`: what makes a row live; without it every row is, and no update changes the count.
 */
export const liveCountTriggers = (table: string, live?: string) =>
  statementTriggers(`${table}_live_count`, table, `live_count_change(${quoteLiteral(live ?? 'true')})`, {
    update: live ? 'changed' : false,
  });
