import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on a task's row: its list row, board card, calendar item and counts. */
export const tasksSql: SqlDeclaration[] = [
  // The task's own members of its list row (with its members, counts, project and stage), kept in tasks.own_json;
  // tasks-list-rows.test.ts holds the rows equal to the detail.
  fn(
    'task_own_json',
    `CREATE OR REPLACE FUNCTION task_own_json(t tasks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || t.public_id || '","title":' || to_json(t.title)::text
    || ',"status":' || to_json(t.status)::text || ',"priority":' || coalesce(to_json(t.priority)::text, 'null')
    || ',"end_date":' || coalesce(to_json(t.end_date)::text, 'null')
    || ',"members":' || t.members::text || ',"comments_count":' || t.comments_count
    || ',"files_count":' || t.files_count
    || ',"project":' || coalesce((SELECT p.ref_json FROM "projects" p WHERE p.id = t.project_id), 'null')
    || ',"stage":' || coalesce((SELECT s.ref_json FROM "stages" s WHERE s.id = t.stage_id), 'null')
$$`,
  ),
  // The task's board card (ZTaskBoardCard without can, its project first, its closing brace included), kept in
  // tasks.card_json; tasks-board.test.ts holds every card equal to the detail.
  fn(
    'task_card_json',
    `CREATE OR REPLACE FUNCTION task_card_json(t tasks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"project":' || coalesce((SELECT p.ref_json FROM "projects" p WHERE p.id = t.project_id), 'null')
    || ',"public_id":"' || t.public_id || '","title":' || to_json(t.title)::text
    || ',"status":' || to_json(t.status)::text || ',"priority":' || coalesce(to_json(t.priority)::text, 'null')
    || ',"end_date":' || coalesce(to_json(t.end_date)::text, 'null') || ',"members":' || t.members::text
    || ',"comments_count":' || t.comments_count || ',"files_count":' || t.files_count || '}'
$$`,
  ),
  // A task's calendar item up to its "status": (the status name and the viewer's editable follow per request), kept
  // in tasks.calendar_json; null without dates, as such a task is in no range.
  fn(
    'task_calendar_json',
    `CREATE OR REPLACE FUNCTION task_calendar_json(t tasks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"kind":"task","public_id":"' || t.public_id || '","title":' || to_json(t.title)::text
    || ',"start":"' || coalesce(t.start_date, t.end_date) || '","end":"' || coalesce(t.end_date, t.start_date)
    || '","status":'
$$`,
  ),
  // Writes tasks.card_json and tasks.calendar_json from the row before each write.
  fn(
    'task_card_keep',
    `CREATE OR REPLACE FUNCTION task_card_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_json := task_card_json(NEW);
  NEW.calendar_json := task_calendar_json(NEW);
  RETURN NEW;
END $$`,
  ),
  // Writes tasks.own_json before each write.
  trigger(
    'tasks_own_json',
    'tasks',
    `CREATE TRIGGER tasks_own_json BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW
  EXECUTE FUNCTION own_json_keep('task_own_json')`,
  ),
  // Writes tasks.card_json and tasks.calendar_json before each write.
  trigger(
    'tasks_card_json',
    'tasks',
    `CREATE TRIGGER tasks_card_json BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW
  EXECUTE FUNCTION task_card_keep()`,
  ),
  // A project's reference changed: its tasks' own_json (and with it their cards) is written again.
  trigger(
    'projects_tasks_refs',
    'projects',
    `CREATE TRIGGER projects_tasks_refs AFTER UPDATE ON projects
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('tasks', 'project_id')`,
  ),
  // A stage's reference changed: its tasks' own_json is written again.
  trigger(
    'stages_tasks_refs',
    'stages',
    `CREATE TRIGGER stages_tasks_refs AFTER UPDATE ON stages
  FOR EACH ROW
  WHEN (old.ref_json IS DISTINCT FROM new.ref_json)
  EXECUTE FUNCTION own_json_follow('tasks', 'stage_id')`,
  ),
  // New comments raise their tasks' comments_count.
  trigger(
    'task_comments_count_added',
    'task_comments',
    `CREATE TRIGGER task_comments_count_added AFTER INSERT ON task_comments
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'comments_count')`,
  ),
  // Comments moved to another task move the count.
  trigger(
    'task_comments_count_moved',
    'task_comments',
    `CREATE TRIGGER task_comments_count_moved AFTER UPDATE ON task_comments
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'comments_count')`,
  ),
  // Deleted comments lower their tasks' comments_count.
  trigger(
    'task_comments_count_removed',
    'task_comments',
    `CREATE TRIGGER task_comments_count_removed AFTER DELETE ON task_comments
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'comments_count')`,
  ),
  // New files raise their tasks' files_count.
  trigger(
    'task_files_count_added',
    'task_files',
    `CREATE TRIGGER task_files_count_added AFTER INSERT ON task_files
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'files_count')`,
  ),
  // Files moved to another task move the count.
  trigger(
    'task_files_count_moved',
    'task_files',
    `CREATE TRIGGER task_files_count_moved AFTER UPDATE ON task_files
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'files_count')`,
  ),
  // Deleted files lower their tasks' files_count.
  trigger(
    'task_files_count_removed',
    'task_files',
    `CREATE TRIGGER task_files_count_removed AFTER DELETE ON task_files
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'files_count')`,
  ),
  // New subtasks raise their tasks' subtasks_count.
  trigger(
    'subtasks_count_added',
    'subtasks',
    `CREATE TRIGGER subtasks_count_added AFTER INSERT ON subtasks
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'subtasks_count')`,
  ),
  // Subtasks moved to another task move the count.
  trigger(
    'subtasks_count_moved',
    'subtasks',
    `CREATE TRIGGER subtasks_count_moved AFTER UPDATE ON subtasks
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'subtasks_count')`,
  ),
  // Deleted subtasks lower their tasks' subtasks_count.
  trigger(
    'subtasks_count_removed',
    'subtasks',
    `CREATE TRIGGER subtasks_count_removed AFTER DELETE ON subtasks
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION kept_count_change('tasks', 'task_id', 'subtasks_count')`,
  ),
];
