import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { ownJsonKeeper, refJsonKeeper } from '../../db/sql/kept-json.sql.ts';
import { liveCountTriggers } from '../../db/sql/live-counts.sql.ts';
import { cameWentMovedTriggers, countsPerKeyFunction, nullnessOf } from '../../db/sql/row-triggers.ts';

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
  countsPerKeyFunction('project_task_count_change', {
    counts: 'project_task_counts',
    key: (row) => ({ project_id: `${row}.project_id`, status: `${row}.status` }),
    counted: (row) => `${row}.project_id IS NOT NULL AND ${row}.deleted_at IS NULL`,
  }),
  // projects_own_json: writes projects.own_json from the row before each write.
  ownJsonKeeper('projects', 'project_own_json'),
  // projects_ref_json: keeps the project's reference in projects.ref_json, which the task lists and board cards show.
  refJsonKeeper('projects'),
  // projects_live_count_added, _changed, _removed: projects created, deleted, restored or removed move their live
  // count in live_counts, the projects list's unfiltered total.
  ...liveCountTriggers('projects', 'deleted_at IS NULL'),
  // tasks_project_count, _move: a task came, went or changed project, status or liveness: the counts on both sides
  // follow.
  ...cameWentMovedTriggers({
    name: 'tasks_project_count',
    on: 'tasks',
    call: 'project_task_count_change()',
    movedBy: ['project_id', 'status', nullnessOf('deleted_at')],
  }),
];
