import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { refJsonKeeper } from '../../db/sql/kept-json.sql.ts';

/** What PostgreSQL keeps on a stage's row. */
export const stagesSql: SqlDeclaration[] = [
  // stages_ref_json: keeps the stage's reference in stages.ref_json, which the task lists show.
  refJsonKeeper('stages'),
];
