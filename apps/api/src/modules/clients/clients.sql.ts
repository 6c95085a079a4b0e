import { trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on a client's row. */
export const clientsSql: SqlDeclaration[] = [
  // Keeps the client's reference in clients.ref_json (kept-json.sql.ts ref_json_keep), which the projects lists show.
  trigger(
    'clients_ref_json',
    'clients',
    `CREATE TRIGGER clients_ref_json BEFORE INSERT OR UPDATE ON clients
  FOR EACH ROW
  EXECUTE FUNCTION ref_json_keep()`,
  ),
];
