import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { audienceCountTriggers } from '../home/audience-counts.sql.ts';

/** What PostgreSQL keeps for the information board. */
export const informationBoardSql: SqlDeclaration[] = [
  // information_posts_audience_count, information_posts_audience_move: a post came, went or changed department: the
  // departments' counts in audience_counts follow.
  ...audienceCountTriggers('information_posts'),
];
