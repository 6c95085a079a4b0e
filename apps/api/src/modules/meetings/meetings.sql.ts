import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { ownJsonKeeper } from '../../db/sql/kept-json.sql.ts';
import { cameWentMovedTriggers, changeTrigger, countsPerKeyFunction, rowTrigger } from '../../db/sql/row-triggers.ts';
import { tableVersionTriggers } from '../../db/sql/table-versions.sql.ts';

const participantsCount = "meeting_count_change('participants_count')";
const ticketsCount = "meeting_count_change('tickets_count')";

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
  countsPerKeyFunction('meeting_status_count_change', {
    counts: 'meeting_status_counts',
    key: (row) => ({ status: `${row}.status` }),
  }),
  // meetings_own_json: writes meetings.own_json before each write.
  ownJsonKeeper('meetings', 'meeting_own_json'),
  // meeting_participants_count, _count_move: a participant came, went or moved to another meeting: the meetings'
  // participants_count follows.
  ...cameWentMovedTriggers({
    name: 'meeting_participants_count',
    on: 'meeting_participants',
    call: participantsCount,
    movedBy: ['meeting_id'],
  }),
  // meeting_carried_tickets_count, _count_move: a carried ticket came, went or moved to another meeting: the
  // meetings' tickets_count follows.
  ...cameWentMovedTriggers({
    name: 'meeting_carried_tickets_count',
    on: 'meeting_carried_tickets',
    call: ticketsCount,
    movedBy: ['meeting_id'],
  }),
  // A ticket raised in a meeting raises its tickets_count, one moved between meetings moves both counts, and a
  // meeting's ticket deleted lowers it (a ticket in no meeting wakes none of them).
  rowTrigger('tickets_meeting_count_in', 'tickets', 'AFTER INSERT', ticketsCount, 'new.meeting_id IS NOT NULL'),
  changeTrigger('tickets_meeting_count_move', 'tickets', ['meeting_id'], ticketsCount),
  rowTrigger('tickets_meeting_count_out', 'tickets', 'AFTER DELETE', ticketsCount, 'old.meeting_id IS NOT NULL'),
  // meetings_status_count, _move: a meeting came, went or changed status: the statuses' counts follow.
  ...cameWentMovedTriggers({
    name: 'meetings_status_count',
    on: 'meetings',
    call: 'meeting_status_count_change()',
    movedBy: ['status'],
  }),
  // meetings_version_added, _changed, _removed, _truncated: every statement changing meetings moves their version,
  // so that kept search totals are counted again.
  ...tableVersionTriggers('meetings'),
];
