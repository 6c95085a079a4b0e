import { fn, quoteLiteral, type SqlDeclaration } from './declarations.ts';
import { statementTriggers } from './statement-triggers.ts';

/** The counter of a record's children (comments, files, subtasks) kept on the record itself. */
export const keptCountsSql: SqlDeclaration[] = [
  // A record's children came, went or moved (TG_ARGV: the record's table, the children's column pointing at it, the
  // record's counter), one statement's rows at once, so that lists read the count instead of counting.
  fn(
    'kept_count_change',
    `CREATE OR REPLACE FUNCTION kept_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS id, count(*) AS n FROM came GROUP BY 1', TG_ARGV[1])
    WHEN 'DELETE' THEN format('SELECT %I AS id, -count(*) AS n FROM gone GROUP BY 1', TG_ARGV[1])
    ELSE format('SELECT id, sum(n) AS n FROM (SELECT %1$I AS id, 1 AS n FROM came UNION ALL SELECT %1$I, -1 FROM gone) x
      GROUP BY 1 HAVING sum(n) <> 0', TG_ARGV[1]) END;
BEGIN
  EXECUTE format('UPDATE %1$I t SET %2$I = t.%2$I + d.n FROM (%3$s) d WHERE t.id = d.id', TG_ARGV[0], TG_ARGV[2], delta);
  RETURN NULL;
END $$`,
  ),
];

/**
 * The triggers that keep `counts.column` counting the rows of `of` pointing at it through `by` (kept_count_change):
 * `<of>_count_added`, `<of>_count_moved` (children moved to another record) and `<of>_count_removed`.
 */
export const keptCountTriggers = (k: { of: string; counts: string; by: string; column: string }) =>
  statementTriggers(
    `${k.of}_count`,
    k.of,
    `kept_count_change(${[k.counts, k.by, k.column].map(quoteLiteral).join(', ')})`,
    { update: 'moved' },
  );
