import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { beforeEachWrite, changeTrigger, rowTrigger } from '../../db/sql/row-triggers.ts';
import { statementTrigger } from '../../db/sql/statement-triggers.ts';

/** A task's members kept on the task, and the task's fields kept on each membership. */
export const taskMembersSql: SqlDeclaration[] = [
  // A task's members as the lists show them (ZUserRef, in assignment order), kept in tasks.members;
  // tasks-kept-columns.test.ts compares it with users.table.ts's avatar URL.
  fn(
    'task_members_json',
    `CREATE OR REPLACE FUNCTION task_members_json(integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce('[' || string_agg(row_to_json(r)::text, ',' ORDER BY m.assigned_at, u.name) || ']', '[]')::json
  FROM task_members m JOIN users u ON u.id = m.user_id
  CROSS JOIN LATERAL (SELECT u.public_id, u.name, u.last_name, CASE WHEN u.avatar_path IS NULL
    THEN '/images/users/default.svg'
    ELSE '/api/users/' || u.public_id || '/avatar?v=' || ('x' || left(md5(u.avatar_path), 8))::bit(32)::bigint
    END AS avatar_url) r
  WHERE m.task_id = $1
$$`,
  ),
  // Writes the given tasks' members again, locking the tasks first so that two transactions changing one task's
  // members each write what the other committed.
  fn(
    'refresh_task_members',
    `CREATE OR REPLACE FUNCTION refresh_task_members(integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM tasks WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE;
  UPDATE tasks SET members = task_members_json(id) WHERE id = ANY($1);
END $$`,
  ),
  // One statement's added or removed memberships (the transition table `changed`): each task's members are written
  // once.
  fn(
    'task_members_changed',
    `CREATE OR REPLACE FUNCTION task_members_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_task_members(ARRAY(SELECT DISTINCT task_id FROM changed));
  RETURN NULL;
END $$`,
  ),
  // A membership moved (task, user or order): the members of the tasks on both sides are written again.
  fn(
    'task_member_moved',
    `CREATE OR REPLACE FUNCTION task_member_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_task_members(ARRAY[OLD.task_id, NEW.task_id]);
  RETURN NULL;
END $$`,
  ),
  // A user renamed or given another avatar: the members of their tasks are written again.
  fn(
    'user_ref_changed',
    `CREATE OR REPLACE FUNCTION user_ref_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_task_members(ARRAY(SELECT task_id FROM task_members WHERE user_id = NEW.id));
  RETURN NULL;
END $$`,
  ),
  // A membership carries its task's dates, liveness, status, project and calendar item, read with the task locked, so
  // that the calendar and my tasks read the memberships alone.
  fn(
    'task_member_copy_task',
    `CREATE OR REPLACE FUNCTION task_member_copy_task() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT t.start_date, t.end_date, t.deleted_at IS NULL, t.status, t.project_id, t.calendar_json
    INTO NEW.task_start_date, NEW.task_end_date, NEW.task_live, NEW.task_status, NEW.task_project_id,
      NEW.task_calendar_json
    FROM tasks t WHERE t.id = NEW.task_id FOR NO KEY UPDATE;
  RETURN NEW;
END $$`,
  ),
  // A task's copied fields changed: its memberships follow.
  fn(
    'task_copy_to_members',
    `CREATE OR REPLACE FUNCTION task_copy_to_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_members SET task_start_date = NEW.start_date, task_end_date = NEW.end_date,
    task_live = NEW.deleted_at IS NULL, task_status = NEW.status, task_project_id = NEW.project_id,
    task_calendar_json = NEW.calendar_json WHERE task_id = NEW.id;
  RETURN NULL;
END $$`,
  ),
  // New memberships write their tasks' members.
  statementTrigger('task_members_added', 'task_members', 'INSERT', 'task_members_changed()', 'NEW TABLE AS changed'),
  // Copies the task's fields onto each membership as it is written.
  beforeEachWrite('task_members_copy_task', 'task_members', 'task_member_copy_task()'),
  // A membership moved: the tasks on both sides write their members.
  rowTrigger(
    'task_members_moved',
    'task_members',
    'AFTER UPDATE OF task_id, user_id, assigned_at',
    'task_member_moved()',
  ),
  // Memberships removed write their tasks' members.
  statementTrigger('task_members_removed', 'task_members', 'DELETE', 'task_members_changed()', 'OLD TABLE AS changed'),
  // A user's reference changed: the members of their tasks follow.
  changeTrigger(
    'users_task_members_ref',
    'users',
    ['public_id', 'name', 'last_name', 'avatar_path'],
    'user_ref_changed()',
  ),
  // A task's dates, liveness, status, project or calendar item changed: its memberships follow (calendar_json is
  // written by task_card_keep from the columns the UPDATE names).
  trigger(
    'tasks_copy_to_members',
    'tasks',
    `CREATE TRIGGER tasks_copy_to_members AFTER UPDATE OF start_date, end_date, deleted_at, status, project_id, title, public_id ON tasks
  FOR EACH ROW
  WHEN ((old.start_date IS DISTINCT FROM new.start_date) OR (old.end_date IS DISTINCT FROM new.end_date) OR ((old.deleted_at IS NULL) <> (new.deleted_at IS NULL)) OR (old.status IS DISTINCT FROM new.status) OR (old.project_id IS DISTINCT FROM new.project_id) OR (old.calendar_json IS DISTINCT FROM new.calendar_json))
  EXECUTE FUNCTION task_copy_to_members()`,
  ),
];
