import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { keptCountTriggers } from '../../db/sql/kept-counts.sql.ts';
import { followRef, ownJsonKeeper } from '../../db/sql/kept-json.sql.ts';
import { beforeEachWrite, keptColumnsFunction } from '../../db/sql/row-triggers.ts';
import { tableVersionTriggers } from '../../db/sql/table-versions.sql.ts';

/** What PostgreSQL keeps on a ticket's row: its list row, calendar item, counts and the table's version. */
export const ticketsSql: SqlDeclaration[] = [
  // The ticket's own members of its list row (with its department, requester and responsible), kept in
  // tickets.own_json; tickets-own-json.test.ts holds the rows equal to the detail.
  fn(
    'ticket_own_json',
    `CREATE OR REPLACE FUNCTION ticket_own_json(t tickets) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","code":"' || t.code || '","title":' || to_json(t.title)::text
    || ',"priority":' || to_json(t.priority)::text
    || ',"status":' || to_json(t.status)::text || ',"due_at":' || json_iso(t.due_at)
    || ',"department":' || coalesce((SELECT d.ref_json FROM "departments" d WHERE d.id = t.department_id), 'null')
    || ',"requester":' || coalesce((SELECT u.ref_json FROM "users" u WHERE u.id = t.requester_id), 'null')
    || ',"responsible":' || coalesce((SELECT u.ref_json FROM "users" u WHERE u.id = t.responsible_id), 'null')
$$`,
  ),
  // A ticket's whole item on the calendar of tasks and tickets (meetings/calendar.service.ts), kept in
  // tickets.calendar_json; null without a due date.
  fn(
    'ticket_calendar_json',
    `CREATE OR REPLACE FUNCTION ticket_calendar_json(t tickets) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"kind":"ticket","public_id":"' || t.public_id || '","title":' || to_json(t.code || ' ' || t.title)::text
    || ',"start":"' || to_char(t.due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    || '","end":null,"status":' || to_json(t.status)::text || ',"editable":false}'
$$`,
  ),
  // Writes tickets.calendar_json from the row before each write.
  keptColumnsFunction('ticket_calendar_keep', { calendar_json: 'ticket_calendar_json(NEW)' }),
  // tickets_own_json: writes tickets.own_json before each write.
  ownJsonKeeper('tickets', 'ticket_own_json'),
  // Writes tickets.calendar_json before each write.
  beforeEachWrite('tickets_calendar_json', 'tickets', 'ticket_calendar_keep()'),
  // departments_tickets_refs: a department's reference changed: its tickets' own_json is written again.
  followRef({ of: 'departments', on: 'tickets', by: ['department_id'] }),
  // users_tickets_refs: a user's reference changed: the own_json of the tickets they requested or answer for is
  // written again.
  followRef({ of: 'users', on: 'tickets', by: ['requester_id', 'responsible_id'] }),
  // ticket_comments_count_added, _moved, _removed: comments added, moved to another ticket or deleted move their
  // tickets' comments_count; the same for files_count.
  ...keptCountTriggers({ of: 'ticket_comments', counts: 'tickets', by: 'ticket_id', column: 'comments_count' }),
  ...keptCountTriggers({ of: 'ticket_files', counts: 'tickets', by: 'ticket_id', column: 'files_count' }),
  // tickets_version_added, _changed, _removed, _truncated: every statement changing tickets moves their version, so
  // that kept search totals are counted again.
  ...tableVersionTriggers('tickets'),
];
