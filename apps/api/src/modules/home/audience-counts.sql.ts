import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { cameWentMovedTriggers, countsPerKeyFunction } from '../../db/sql/row-triggers.ts';

/** The home board's counts of posts and ideas per audience (audience-counts.table.ts). */
export const audienceCountsSql: SqlDeclaration[] = [
  // A post or idea came, went or changed department: its kind's count for that department (0: everyone) follows, so
  // that lib/audience.ts reads the totals instead of counting.
  countsPerKeyFunction('audience_count_change', {
    counts: 'audience_counts',
    key: (row) => ({ kind: 'TG_TABLE_NAME', department_key: `coalesce(${row}.department_id, 0)` }),
  }),
];

/**
 * `<table>_audience_count` (a row came or went) and `<table>_audience_move` (it changed department): the table's
 * rows counted per department in audience_counts (audience_count_change).
 */
export const audienceCountTriggers = (table: 'ideas' | 'information_posts') =>
  cameWentMovedTriggers({
    name: `${table}_audience_count`,
    moveName: `${table}_audience_move`,
    on: table,
    call: 'audience_count_change()',
    movedBy: ['department_id'],
  });
