import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { refJsonKeeper } from '../../db/sql/kept-json.sql.ts';

/** What PostgreSQL keeps on a department's row. */
export const departmentsSql: SqlDeclaration[] = [
  // departments_ref_json: keeps the department's reference in departments.ref_json, which the project and ticket
  // lists show.
  refJsonKeeper('departments'),
];
