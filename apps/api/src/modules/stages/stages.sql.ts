import { trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on a stage's row. */
export const stagesSql: SqlDeclaration[] = [
  // Keeps the stage's reference in stages.ref_json, which the task lists show.
  trigger(
    'stages_ref_json',
    'stages',
    `CREATE TRIGGER stages_ref_json BEFORE INSERT OR UPDATE ON stages
  FOR EACH ROW
  EXECUTE FUNCTION ref_json_keep()`,
  ),
];
