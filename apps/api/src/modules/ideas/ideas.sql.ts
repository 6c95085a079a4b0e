import { trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps for the ideas. */
export const ideasSql: SqlDeclaration[] = [
  // An idea came or went: its department's count in audience_counts follows.
  trigger(
    'ideas_audience_count',
    'ideas',
    `CREATE TRIGGER ideas_audience_count AFTER INSERT OR DELETE ON ideas
  FOR EACH ROW
  EXECUTE FUNCTION audience_count_change()`,
  ),
  // An idea changed department: both departments' counts follow.
  trigger(
    'ideas_audience_move',
    'ideas',
    `CREATE TRIGGER ideas_audience_move AFTER UPDATE OF department_id ON ideas
  FOR EACH ROW
  WHEN (old.department_id IS DISTINCT FROM new.department_id)
  EXECUTE FUNCTION audience_count_change()`,
  ),
];
