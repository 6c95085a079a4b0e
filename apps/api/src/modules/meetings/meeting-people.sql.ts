import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

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
  // A new meeting's organiser may see it.
  trigger(
    'meetings_people_in',
    'meetings',
    `CREATE TRIGGER meetings_people_in AFTER INSERT ON meetings
  FOR EACH ROW
  EXECUTE FUNCTION meeting_people_of_meeting()`,
  ),
  // A meeting's organiser or start changed: meeting_people follows.
  trigger(
    'meetings_people_move',
    'meetings',
    `CREATE TRIGGER meetings_people_move AFTER UPDATE OF organizer_id, start_at ON meetings
  FOR EACH ROW
  WHEN ((old.organizer_id IS DISTINCT FROM new.organizer_id) OR (old.start_at IS DISTINCT FROM new.start_at))
  EXECUTE FUNCTION meeting_people_of_meeting()`,
  ),
  // A participant came or went: meeting_people follows.
  trigger(
    'meeting_participants_people',
    'meeting_participants',
    `CREATE TRIGGER meeting_participants_people AFTER INSERT OR DELETE ON meeting_participants
  FOR EACH ROW
  EXECUTE FUNCTION meeting_people_of_participant()`,
  ),
  // A participant changed user or meeting: meeting_people follows.
  trigger(
    'meeting_participants_people_move',
    'meeting_participants',
    `CREATE TRIGGER meeting_participants_people_move AFTER UPDATE OF user_id, meeting_id ON meeting_participants
  FOR EACH ROW
  WHEN ((old.user_id IS DISTINCT FROM new.user_id) OR (old.meeting_id IS DISTINCT FROM new.meeting_id))
  EXECUTE FUNCTION meeting_people_of_participant()`,
  ),
  // New rows move meeting_people's version, which the meetings' kept search totals depend on.
  trigger(
    'meeting_people_version_added',
    'meeting_people',
    `CREATE TRIGGER meeting_people_version_added AFTER INSERT ON meeting_people
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Changed rows move the version.
  trigger(
    'meeting_people_version_changed',
    'meeting_people',
    `CREATE TRIGGER meeting_people_version_changed AFTER UPDATE ON meeting_people
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Deleted rows move the version.
  trigger(
    'meeting_people_version_removed',
    'meeting_people',
    `CREATE TRIGGER meeting_people_version_removed AFTER DELETE ON meeting_people
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump()`,
  ),
  // Emptying the table moves the version.
  trigger(
    'meeting_people_version_truncated',
    'meeting_people',
    `CREATE TRIGGER meeting_people_version_truncated AFTER TRUNCATE ON meeting_people
  FOR EACH STATEMENT
  EXECUTE FUNCTION table_version_bump_truncated()`,
  ),
];
