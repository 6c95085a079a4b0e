import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on a meeting's row: its list row, counts and the table's version. */
export const meetingsSql: SqlDeclaration[] = [
  // The meeting's own members of its list row (meetings.presenter.ts meetingJson), kept in meetings.own_json;
  // meetings-list.test.ts holds the rows equal to the detail.
  fn(
    'meeting_own_json',
    `CREATE OR REPLACE FUNCTION meeting_own_json(m meetings) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || m.public_id || '","title":' || to_json(m.title)::text
    || ',"start_at":' || json_iso(m.start_at) || ',"end_at":' || json_iso(m.end_at)
    || ',"place":' || coalesce(to_json(m.place)::text, 'null') || ',"video_url":' || coalesce(to_json(m.video_url)::text, 'null')
    || ',"status":' || to_json(m.status)::text || ',"participants_count":' || m.participants_count
    || ',"tickets_count":' || m.tickets_count
$$`,
  ),
  // A row pointing at a meeting came, went or moved (TG_ARGV[0]: the meeting's counter it is counted in), so that the
  // meeting's participants and tickets are read as counts.
  fn(
    'meeting_count_change',
    `CREATE OR REPLACE FUNCTION meeting_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.meeting_id IS NOT NULL THEN
    EXECUTE format('UPDATE meetings SET %1$I = %1$I - 1 WHERE id = $1', TG_ARGV[0]) USING OLD.meeting_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.meeting_id IS NOT NULL THEN
    EXECUTE format('UPDATE meetings SET %1$I = %1$I + 1 WHERE id = $1', TG_ARGV[0]) USING NEW.meeting_id;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // Keeps the meetings per status in meeting_status_counts, for the meetings list's totals.
  fn(
    'meeting_status_count_change',
    `CREATE OR REPLACE FUNCTION meeting_status_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE meeting_status_counts SET n = n - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO meeting_status_counts (status, n) VALUES (NEW.status, 1)
    ON CONFLICT (status) DO UPDATE SET n = meeting_status_counts.n + 1;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // Writes meetings.own_json before each write.
  trigger(
    'meetings_own_json',
    'meetings',
    `CREATE TRIGGER meetings_own_json BEFORE INSERT OR UPDATE ON meetings
  FOR EACH ROW
  EXECUTE FUNCTION own_json_keep('meeting_own_json')`,
  ),
  // A participant came or went: the meeting's participants_count follows.
  trigger(
    'meeting_participants_count',
    'meeting_participants',
    `CREATE TRIGGER meeting_participants_count AFTER INSERT OR DELETE ON meeting_participants
  FOR EACH ROW
  EXECUTE FUNCTION meeting_count_change('participants_count')`,
  ),
  // A participant moved to another meeting: both counts follow.
  trigger(
    'meeting_participants_count_move',
    'meeting_participants',
    `CREATE TRIGGER meeting_participants_count_move AFTER UPDATE OF meeting_id ON meeting_participants
  FOR EACH ROW
  WHEN (old.meeting_id IS DISTINCT FROM new.meeting_id)
  EXECUTE FUNCTION meeting_count_change('participants_count')`,
  ),
  // A carried ticket came or went: the meeting's tickets_count follows.
  trigger(
    'meeting_carried_tickets_count',
    'meeting_carried_tickets',
    `CREATE TRIGGER meeting_carried_tickets_count AFTER INSERT OR DELETE ON meeting_carried_tickets
  FOR EACH ROW
  EXECUTE FUNCTION meeting_count_change('tickets_count')`,
  ),
  // A carried ticket moved to another meeting: both counts follow.
  trigger(
    'meeting_carried_tickets_count_move',
    'meeting_carried_tickets',
    `CREATE TRIGGER meeting_carried_tickets_count_move AFTER UPDATE OF meeting_id ON meeting_carried_tickets
  FOR EACH ROW
  WHEN (old.meeting_id IS DISTINCT FROM new.meeting_id)
  EXECUTE FUNCTION meeting_count_change('tickets_count')`,
  ),
  // A ticket raised in a meeting raises its tickets_count.
  trigger(
    'tickets_meeting_count_in',
    'tickets',
    `CREATE TRIGGER tickets_meeting_count_in AFTER INSERT ON tickets
  FOR EACH ROW
  WHEN (new.meeting_id IS NOT NULL)
  EXECUTE FUNCTION meeting_count_change('tickets_count')`,
  ),
  // A ticket moved between meetings: both counts follow.
  trigger(
    'tickets_meeting_count_move',
    'tickets',
    `CREATE TRIGGER tickets_meeting_count_move AFTER UPDATE OF meeting_id ON tickets
  FOR EACH ROW
  WHEN (old.meeting_id IS DISTINCT FROM new.meeting_id)
  EXECUTE FUNCTION meeting_count_change('tickets_count')`,
  ),
  // A meeting's ticket deleted lowers its tickets_count.
  trigger(
    'tickets_meeting_count_out',
    'tickets',
    `CREATE TRIGGER tickets_meeting_count_out AFTER DELETE ON tickets
  FOR EACH ROW
  WHEN (old.meeting_id IS NOT NULL)
  EXECUTE FUNCTION meeting_count_change('tickets_count')`,
  ),
  // A meeting came or went: its status's count follows.
  trigger(
    'meetings_status_count',
    'meetings',
    `CREATE TRIGGER meetings_status_count AFTER INSERT OR DELETE ON meetings
  FOR EACH ROW
  EXECUTE FUNCTION meeting_status_count_change()`,
  ),
  // A meeting changed status: both counts follow.
  trigger(
    'meetings_status_count_move',
    'meetings',
    `CREATE TRIGGER meetings_status_count_move AFTER UPDATE OF status ON meetings
  FOR EACH ROW
  WHEN (old.status IS DISTINCT FROM new.status)
  EXECUTE FUNCTION meeting_status_count_change()`,
  ),
  // New meetings move the meetings' version, so that kept search totals are counted again.
  trigger(
    'meetings_version_added',
    'meetings',
    `CREATE TRIGGER meetings_version_added AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Changed meetings move the version.
  trigger(
    'meetings_version_changed',
    'meetings',
    `CREATE TRIGGER meetings_version_changed AFTER UPDATE ON meetings
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Deleted meetings move the version.
  trigger(
    'meetings_version_removed',
    'meetings',
    `CREATE TRIGGER meetings_version_removed AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Emptying the table moves the version.
  trigger(
    'meetings_version_truncated',
    'meetings',
    `CREATE TRIGGER meetings_version_truncated AFTER TRUNCATE ON meetings
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated()`,
  ),
];
