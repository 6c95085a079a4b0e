import { fn, type SqlDeclaration } from '../../db/sql/declarations.ts';
import { keptCountTriggers } from '../../db/sql/kept-counts.sql.ts';
import { followRef, ownJsonKeeper } from '../../db/sql/kept-json.sql.ts';
import { beforeEachWrite, keptColumnsFunction } from '../../db/sql/row-triggers.ts';

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
  keptColumnsFunction('task_card_keep', { card_json: 'task_card_json(NEW)', calendar_json: 'task_calendar_json(NEW)' }),
  // tasks_own_json: writes tasks.own_json before each write.
  ownJsonKeeper('tasks', 'task_own_json'),
  // Writes tasks.card_json and tasks.calendar_json before each write.
  beforeEachWrite('tasks_card_json', 'tasks', 'task_card_keep()'),
  // projects_tasks_refs: a project's reference changed: its tasks' own_json (and with it their cards) is written again.
  followRef({ of: 'projects', on: 'tasks', by: ['project_id'] }),
  // stages_tasks_refs: a stage's reference changed: its tasks' own_json is written again.
  followRef({ of: 'stages', on: 'tasks', by: ['stage_id'] }),
  // task_comments_count_added, _moved, _removed: comments added, moved to another task or deleted move their tasks'
  // comments_count; the same for files_count and subtasks_count.
  ...keptCountTriggers({ of: 'task_comments', counts: 'tasks', by: 'task_id', column: 'comments_count' }),
  ...keptCountTriggers({ of: 'task_files', counts: 'tasks', by: 'task_id', column: 'files_count' }),
  ...keptCountTriggers({ of: 'subtasks', counts: 'tasks', by: 'task_id', column: 'subtasks_count' }),
];
