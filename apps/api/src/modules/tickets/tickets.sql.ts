import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

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
  fn(
    'ticket_calendar_keep',
    `CREATE OR REPLACE FUNCTION ticket_calendar_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.calendar_json := ticket_calendar_json(NEW);
  RETURN NEW;
END $$`,
  ),
  // Writes tickets.own_json before each write.
  trigger(
    'tickets_own_json',
    'tickets',
    `CREATE TRIGGER tickets_own_json BEFORE INSERT OR UPDATE ON tickets
  FOR EACH ROW
  EXECUTE FUNCTION own_json_keep('ticket_own_json')`,
  ),
  // Writes tickets.calendar_json before each write.
  trigger(
    'tickets_calendar_json',
    'tickets',
    `CREATE TRIGGER tickets_calendar_json BEFORE INSERT OR UPDATE ON tickets
  FOR EACH ROW
  EXECUTE FUNCTION ticket_calendar_keep()`,
  ),
  // A department's reference changed: its tickets' own_json is written again.
  trigger(
    'departments_tickets_refs',
    'departments',
    `CREATE TRIGGER departments_tickets_refs AFTER UPDATE ON departments
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('tickets', 'department_id')`,
  ),
  // A user's reference changed: the own_json of the tickets they requested or answer for is written again.
  trigger(
    'users_tickets_refs',
    'users',
    `CREATE TRIGGER users_tickets_refs AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('tickets', 'requester_id', 'responsible_id')`,
  ),
  // New comments raise their tickets' comments_count.
  trigger(
    'ticket_comments_count_added',
    'ticket_comments',
    `CREATE TRIGGER ticket_comments_count_added AFTER INSERT ON ticket_comments
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tickets', 'ticket_id', 'comments_count')`,
  ),
  // Comments moved to another ticket move the count.
  trigger(
    'ticket_comments_count_moved',
    'ticket_comments',
    `CREATE TRIGGER ticket_comments_count_moved AFTER UPDATE ON ticket_comments
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tickets', 'ticket_id', 'comments_count')`,
  ),
  // Deleted comments lower their tickets' comments_count.
  trigger(
    'ticket_comments_count_removed',
    'ticket_comments',
    `CREATE TRIGGER ticket_comments_count_removed AFTER DELETE ON ticket_comments
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tickets', 'ticket_id', 'comments_count')`,
  ),
  // New files raise their tickets' files_count.
  trigger(
    'ticket_files_count_added',
    'ticket_files',
    `CREATE TRIGGER ticket_files_count_added AFTER INSERT ON ticket_files
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tickets', 'ticket_id', 'files_count')`,
  ),
  // Files moved to another ticket move the count.
  trigger(
    'ticket_files_count_moved',
    'ticket_files',
    `CREATE TRIGGER ticket_files_count_moved AFTER UPDATE ON ticket_files
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tickets', 'ticket_id', 'files_count')`,
  ),
  // Deleted files lower their tickets' files_count.
  trigger(
    'ticket_files_count_removed',
    'ticket_files',
    `CREATE TRIGGER ticket_files_count_removed AFTER DELETE ON ticket_files
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tickets', 'ticket_id', 'files_count')`,
  ),
  // New tickets move the tickets' version, so that kept search totals are counted again.
  trigger(
    'tickets_version_added',
    'tickets',
    `CREATE TRIGGER tickets_version_added AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Changed tickets move the version.
  trigger(
    'tickets_version_changed',
    'tickets',
    `CREATE TRIGGER tickets_version_changed AFTER UPDATE ON tickets
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Deleted tickets move the version.
  trigger(
    'tickets_version_removed',
    'tickets',
    `CREATE TRIGGER tickets_version_removed AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Emptying the table moves the version.
  trigger(
    'tickets_version_truncated',
    'tickets',
    `CREATE TRIGGER tickets_version_truncated AFTER TRUNCATE ON tickets
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated()`,
  ),
];
