import { trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps for the information board. */
export const informationBoardSql: SqlDeclaration[] = [
  // A post came or went: its department's count in audience_counts follows.
  trigger(
    'information_posts_audience_count',
    'information_posts',
    `CREATE TRIGGER information_posts_audience_count AFTER INSERT OR DELETE ON information_posts
  FOR EACH ROW
  EXECUTE FUNCTION audience_count_change()`,
  ),
  // A post changed department: both departments' counts follow.
  trigger(
    'information_posts_audience_move',
    'information_posts',
    `CREATE TRIGGER information_posts_audience_move AFTER UPDATE OF department_id ON information_posts
  FOR EACH ROW
  WHEN (old.department_id IS DISTINCT FROM new.department_id)
  EXECUTE FUNCTION audience_count_change()`,
  ),
];
