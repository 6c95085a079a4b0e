import { trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on an activity's row. */
export const stageActivitiesSql: SqlDeclaration[] = [
  // Keeps the activity's reference in stage_activities.ref_json, for the records that point at it.
  trigger(
    'stage_activities_ref_json',
    'stage_activities',
    `CREATE TRIGGER stage_activities_ref_json BEFORE INSERT OR UPDATE ON stage_activities
  FOR EACH ROW
  EXECUTE FUNCTION ref_json_keep()`,
  ),
];
