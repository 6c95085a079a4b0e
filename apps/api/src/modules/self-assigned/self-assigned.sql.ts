import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { tableVersionTriggers } from '../../db/sql/table-versions.sql.ts';

/** What PostgreSQL keeps for the personal lists: the versions their kept totals are valid for. */
export const selfAssignedSql: SqlDeclaration[] = [
  // self_assigned_tasks_version_added, _changed, _removed, _truncated (and the categories'): every statement
  // changing one moves its version, so that the personal tasks' kept totals are counted again.
  ...tableVersionTriggers('self_assigned_tasks'),
  ...tableVersionTriggers('self_assigned_categories'),
];
