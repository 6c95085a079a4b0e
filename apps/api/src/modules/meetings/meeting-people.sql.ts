import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { cameWentMovedTriggers, changeTrigger, rowTrigger } from '../../db/sql/row-triggers.ts';
import { tableVersionTriggers } from '../../db/sql/table-versions.sql.ts';

/** Who may see each meeting (its organiser and participants), kept in meeting_people for the meeting lists' scope. */
export const meetingPeopleSql: SqlDeclaration[] = [
  // One more reason for user u to see meeting m (as organiser or participant).
  fn(
    'meeting_person_add',
    `CREATE OR REPLACE FUNCTION meeting_person_add(u integer, m integer, s timestamp with time zone) RETURNS void LANGUAGE sql AS $$
  INSERT INTO meeting_people (user_id, meeting_id, start_at, reasons) VALUES (u, m, s, 1)
  ON CONFLICT (user_id, meeting_id) DO UPDATE SET reasons = meeting_people.reasons + 1
$$`,
  ),
  // One reason less; the row goes with the last one.
  fn(
    'meeting_person_remove',
    `CREATE OR REPLACE FUNCTION meeting_person_remove(u integer, m integer) RETURNS void LANGUAGE sql AS $$
  UPDATE meeting_people SET reasons = reasons - 1 WHERE user_id = u AND meeting_id = m;
  DELETE FROM meeting_people WHERE user_id = u AND meeting_id = m AND reasons <= 0
$$`,
  ),
  // A meeting made, or its organiser or start changed: meeting_people follows.
  fn(
    'meeting_people_of_meeting',
    `CREATE OR REPLACE FUNCTION meeting_people_of_meeting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.organizer_id IS NOT NULL THEN PERFORM meeting_person_add(NEW.organizer_id, NEW.id, NEW.start_at); END IF;
    RETURN NULL;
  END IF;
  IF OLD.organizer_id IS DISTINCT FROM NEW.organizer_id THEN
    IF OLD.organizer_id IS NOT NULL THEN PERFORM meeting_person_remove(OLD.organizer_id, OLD.id); END IF;
    IF NEW.organizer_id IS NOT NULL THEN PERFORM meeting_person_add(NEW.organizer_id, NEW.id, NEW.start_at); END IF;
  END IF;
  IF OLD.start_at IS DISTINCT FROM NEW.start_at THEN
    UPDATE meeting_people SET start_at = NEW.start_at WHERE meeting_id = NEW.id;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // A participant came, went or moved: meeting_people follows.
  fn(
    'meeting_people_of_participant',
    `CREATE OR REPLACE FUNCTION meeting_people_of_participant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM meeting_person_remove(OLD.user_id, OLD.meeting_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM meeting_person_add(NEW.user_id, NEW.meeting_id, (SELECT start_at FROM meetings WHERE id = NEW.meeting_id));
  END IF;
  RETURN NULL;
END $$`,
  ),
  // A new meeting's organiser may see it; a meeting's organiser or start changed: meeting_people follows.
  rowTrigger('meetings_people_in', 'meetings', 'AFTER INSERT', 'meeting_people_of_meeting()'),
  changeTrigger('meetings_people_move', 'meetings', ['organizer_id', 'start_at'], 'meeting_people_of_meeting()'),
  // meeting_participants_people, _people_move: a participant came, went or changed user or meeting: meeting_people
  // follows.
  ...cameWentMovedTriggers({
    name: 'meeting_participants_people',
    on: 'meeting_participants',
    call: 'meeting_people_of_participant()',
    movedBy: ['user_id', 'meeting_id'],
  }),
  // meeting_people_version_added, _changed, _removed, _truncated: every statement changing meeting_people moves its
  // version, which the meetings' kept search totals depend on.
  ...tableVersionTriggers('meeting_people'),
];
