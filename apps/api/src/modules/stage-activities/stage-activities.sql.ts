import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { refJsonKeeper } from '../../db/sql/kept-json.sql.ts';

/** What PostgreSQL keeps on an activity's row. */
export const stageActivitiesSql: SqlDeclaration[] = [
  // stage_activities_ref_json: keeps the activity's reference in stage_activities.ref_json, for the records that
  // point at it.
  refJsonKeeper('stage_activities'),
];
