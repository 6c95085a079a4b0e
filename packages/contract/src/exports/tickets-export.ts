import type { TTicketListItem } from '../tickets/tickets.schema.ts';
import { exportDeclaration, personName, yesNo, type ExportColumn } from './export-columns.ts';

type Column = ExportColumn<TTicketListItem>;
const code: Column = { header: 'Código', kind: 'text', value: (t) => t.code };
const title: Column = { header: 'Ticket', kind: 'text', value: (t) => t.title, width: 40 };
const status: Column = { header: 'Estado', kind: 'text', value: (t) => t.status };
const priority: Column = { header: 'Prioridad', kind: 'text', value: (t) => t.priority };
const department: Column = {
  header: 'Departamento',
  kind: 'text',
  value: (t) => t.department?.name ?? null,
  width: 24,
};
const responsible: Column = { header: 'Responsable', kind: 'text', value: (t) => personName(t.responsible), width: 28 };
const requester: Column = { header: 'Solicitante', kind: 'text', value: (t) => personName(t.requester), width: 28 };
const due: Column = { header: 'Vencimiento', kind: 'datetime', value: (t) => t.due_at };
const overdue: Column = { header: 'Vencido', kind: 'text', value: (t) => yesNo(t.overdue) };

/*
 * The page's 'Ticket' cell (code over title) is two columns here, and its orange 'overdue' row is the 'Vencido'
 * column.
 */
/** GET /api/tickets/export and /api/my_requested_tickets/export: the administration's columns. */
export const TICKETS_EXPORT = exportDeclaration('tickets', [
  code,
  title,
  status,
  priority,
  department,
  responsible,
  due,
  overdue,
]);
/** GET /api/my_tickets/export: who asked instead of who answers. */
export const MY_TICKETS_EXPORT = exportDeclaration('mis-tickets', [
  code,
  title,
  status,
  priority,
  requester,
  department,
  due,
  overdue,
]);
/** GET /api/my_requested_tickets/export. */
export const REQUESTED_TICKETS_EXPORT = exportDeclaration('mis-solicitudes', TICKETS_EXPORT.columns);
