import { trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on a department's row. */
export const departmentsSql: SqlDeclaration[] = [
  // Keeps the department's reference in departments.ref_json, which the project and ticket lists show.
  trigger(
    'departments_ref_json',
    'departments',
    `CREATE TRIGGER departments_ref_json BEFORE INSERT OR UPDATE ON departments
  FOR EACH ROW
  EXECUTE FUNCTION ref_json_keep()`,
  ),
];
