import { fn, trigger, type SqlDeclaration } from '../../db/sql/declarations.ts';

/** What PostgreSQL keeps on a project's row and counts for its tasks. */
export const projectsSql: SqlDeclaration[] = [
  // The project's own members of its list row (projects.presenter.ts projectJson), kept in projects.own_json;
  // projects-list.test.ts holds the rows equal to the detail.
  fn(
    'project_own_json',
    `CREATE OR REPLACE FUNCTION project_own_json(p projects) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '"public_id":"' || p.public_id || '","code":' || to_json(p.code)::text || ',"name":' || to_json(p.name)::text
    || ',"status":' || to_json(p.status)::text
    || ',"start_date":' || coalesce(to_json(p.start_date)::text, 'null')
    || ',"end_date":' || coalesce(to_json(p.end_date)::text, 'null')
$$`,
  ),
  // Keeps each project's live tasks per status in project_task_counts, so that a project's progress and its tasks'
  // totals are read instead of counted.
  fn(
    'project_task_count_change',
    `CREATE OR REPLACE FUNCTION project_task_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.project_id IS NOT NULL AND OLD.deleted_at IS NULL THEN
    UPDATE project_task_counts SET n = n - 1 WHERE project_id = OLD.project_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.project_id IS NOT NULL AND NEW.deleted_at IS NULL THEN
    INSERT INTO project_task_counts (project_id, status, n) VALUES (NEW.project_id, NEW.status, 1)
    ON CONFLICT (project_id, status) DO UPDATE SET n = project_task_counts.n + 1;
  END IF;
  RETURN NULL;
END $$`,
  ),
  // Writes projects.own_json from the row before each write.
  trigger(
    'projects_own_json',
    'projects',
    `CREATE TRIGGER projects_own_json BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW
  EXECUTE FUNCTION own_json_keep('project_own_json')`,
  ),
  // Keeps the project's reference in projects.ref_json, which the task lists and board cards show.
  trigger(
    'projects_ref_json',
    'projects',
    `CREATE TRIGGER projects_ref_json BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW
  EXECUTE FUNCTION ref_json_keep()`,
  ),
  // New projects raise their live count in live_counts, the projects list's unfiltered total.
  trigger(
    'projects_live_count_added',
    'projects',
    `CREATE TRIGGER projects_live_count_added AFTER INSERT ON projects
  REFERENCING NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('deleted_at IS NULL')`,
  ),
  // Projects deleted or restored move their live count.
  trigger(
    'projects_live_count_changed',
    'projects',
    `CREATE TRIGGER projects_live_count_changed AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS gone NEW TABLE AS came
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('deleted_at IS NULL')`,
  ),
  // Projects removed lower their live count.
  trigger(
    'projects_live_count_removed',
    'projects',
    `CREATE TRIGGER projects_live_count_removed AFTER DELETE ON projects
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT
  EXECUTE FUNCTION live_count_change('deleted_at IS NULL')`,
  ),
  // A task came or went: its project's count for its status follows.
  trigger(
    'tasks_project_count',
    'tasks',
    `CREATE TRIGGER tasks_project_count AFTER INSERT OR DELETE ON tasks
  FOR EACH ROW
  EXECUTE FUNCTION project_task_count_change()`,
  ),
  // A task changed project, status or liveness: the counts on both sides follow.
  trigger(
    'tasks_project_count_move',
    'tasks',
    `CREATE TRIGGER tasks_project_count_move AFTER UPDATE OF project_id, status, deleted_at ON tasks
  FOR EACH ROW
  WHEN ((old.project_id IS DISTINCT FROM new.project_id) OR (old.status IS DISTINCT FROM new.status) OR ((old.deleted_at IS NULL) <> (new.deleted_at IS NULL)))
  EXECUTE FUNCTION project_task_count_change()`,
  ),
];
