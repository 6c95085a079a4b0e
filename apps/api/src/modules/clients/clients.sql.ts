import type { SqlDeclaration } from '../../db/sql/declarations.ts';
import { refJsonKeeper } from '../../db/sql/kept-json.sql.ts';

/** What PostgreSQL keeps on a client's row. */
export const clientsSql: SqlDeclaration[] = [
  // clients_ref_json: keeps the client's reference in clients.ref_json, which the projects lists show.
  refJsonKeeper('clients'),
];
