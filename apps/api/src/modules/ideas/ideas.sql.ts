import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { audienceCountTriggers } from '../home/audience-counts.sql.ts';

/** What PostgreSQL keeps for the ideas. */
export const ideasSql: SqlDeclaration[] = [
  // ideas_audience_count, ideas_audience_move: an idea came, went or changed department: the departments' counts in
  // audience_counts follow.
  ...audienceCountTriggers('ideas'),
];
