import { CLIENT_SORTS, ZClient, ZClientPage } from '@gestora/contract/clients/clients.schema';
import { ZMyMicroTaskPage } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import {
  PROJECT_SORTS,
  PROJECT_STATUSES,
  ZProjectListItem,
  ZProjectPage,
} from '@gestora/contract/projects/projects.schema';
import {
  STAGE_ACTIVITY_SORTS,
  ZStageActivity,
  ZStageActivityPage,
} from '@gestora/contract/stage-activities/stage-activities.schema';
import { STAGE_SORTS, STAGE_STATUSES, ZStage, ZStagePage } from '@gestora/contract/stages/stages.schema';
import { SUBTASK_SORTS, ZSubtaskPage } from '@gestora/contract/subtasks/subtasks.schema';
import { TASK_PRIORITIES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import {
  TASK_SORTS,
  ZMyTaskPage,
  ZTaskCommentPage,
  ZTaskHistoryPage,
  ZTaskListItem,
  ZTaskPage,
} from '@gestora/contract/tasks/tasks.schema';
import { fieldIs, refIs, wholeAnswer, type FilterSpec, type ListSpec } from './list-spec.test-utils.ts';
import { WORD } from './world-people.test-utils.ts';
import { day } from './world-work.test-utils.ts';
import { UNKNOWN_ID, type World } from './world.test-utils.ts';

const ALL = ['admin', 'narrow', 'own'] as const;
const search = (...more: string[]): FilterSpec => ({ values: [WORD, ...more] });
const ids = (...rows: { publicId: string }[]) => [...rows.map((r) => r.publicId), UNKNOWN_ID];
const endDateFrom = (row: Record<string, unknown>, v: string) => row.end_date !== null && String(row.end_date) >= v;
const endDateTo = (row: Record<string, unknown>, v: string) => row.end_date !== null && String(row.end_date) <= v;

/** The filters /api/tasks, /api/my_tasks and the board share. */
export function taskFilters(w: World): Record<string, FilterSpec> {
  const { work } = w;
  const mainStages = work.stages.filter((s) => s.projectId === work.ownMain.id);
  return {
    q: search('tarea', 'lanzar'),
    priority: { values: TASK_PRIORITIES, holds: fieldIs('priority') },
    project_id: { values: ids(work.ownMain, work.adminMain, work.ownProjects[1]), holds: refIs('project') },
    stage_id: { values: ids(mainStages[0], mainStages[1]), holds: refIs('stage') },
    stage_activity_id: { values: ids(...work.activities.slice(0, 3)) },
    date_from: { values: [day(6), day(21)], holds: endDateFrom },
    date_to: { values: [day(12), day(30)], holds: endDateTo },
  };
}

const membersOf = (row: Record<string, unknown>) => (row.members as { public_id: string }[]).map((m) => m.public_id);

/** Projects, stages, activities, clients and the task lists: URL, filters with the data's values, sorts, callers. */
export function workLists(w: World): ListSpec[] {
  const { people, work } = w;
  const { narrow, own, admin } = people.actors;
  const main = work.ownMain.publicId;
  const users = [narrow.user.publicId, own.user.publicId, admin.user.publicId, people.users[2].publicId];
  const tasks = taskFilters(w);
  const status = { values: TASK_STATUS_CODES, holds: fieldIs('status') };
  return [
    {
      route: 'GET /api/projects',
      url: '/api/projects',
      actors: ALL,
      filters: {
        q: search('proyecto'),
        status: { values: PROJECT_STATUSES, holds: fieldIs('status') },
        client_id: { values: ids(...people.clients.slice(0, 3)), holds: refIs('client') },
        // The rows leave the department to the detail.
        department_id: { values: ids(people.areaA, people.areaB) },
        manager_id: { values: [...users.slice(0, 3), UNKNOWN_ID], holds: refIs('manager') },
        from: { values: [day(40), day(90)] },
        to: { values: [day(30), day(70)] },
      },
      sorts: PROJECT_SORTS,
      page: wholeAnswer(ZProjectPage),
      detail: { url: (r) => `/api/projects/${r.public_id}`, fields: ZProjectListItem },
    },
    {
      route: 'GET /api/stages',
      url: '/api/stages',
      actors: ALL,
      filters: {
        q: search('etapa'),
        project_id: { values: ids(work.ownMain, work.adminMain), holds: refIs('project') },
        status: { values: STAGE_STATUSES, holds: fieldIs('status') },
        date_from: { values: [day(20), day(50)] },
        date_to: { values: [day(30), day(60)] },
      },
      sorts: STAGE_SORTS,
      page: wholeAnswer(ZStagePage),
      detail: { url: (r) => `/api/stages/${r.public_id}`, fields: ZStage },
    },
    {
      route: 'GET /api/stage_activities',
      url: '/api/stage_activities',
      actors: ALL,
      filters: {
        q: search('actividad'),
        stage_id: { values: ids(work.stages[0], work.stages[7]), holds: refIs('stage') },
        project_id: { values: ids(work.ownMain, work.adminMain), holds: refIs('project') },
        responsible_id: { values: [...users.slice(0, 2), UNKNOWN_ID], holds: refIs('responsible') },
        status: { values: STAGE_STATUSES, holds: fieldIs('status') },
      },
      sorts: STAGE_ACTIVITY_SORTS,
      page: wholeAnswer(ZStageActivityPage),
      detail: { url: (r) => `/api/stage_activities/${r.public_id}`, fields: ZStageActivity },
    },
    {
      route: 'GET /api/clients',
      url: '/api/clients',
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: { q: search('cliente', 'RUC-1003'), active: { values: ['true', 'false'], holds: fieldIs('active') } },
      sorts: CLIENT_SORTS,
      page: wholeAnswer(ZClientPage),
      detail: { url: (r) => `/api/clients/${r.public_id}`, fields: ZClient },
    },
    {
      route: 'GET /api/tasks',
      url: '/api/tasks',
      actors: ALL,
      filters: {
        ...tasks,
        status,
        member_id: { values: [...users, UNKNOWN_ID], holds: (r, v) => membersOf(r).includes(v) },
      },
      sorts: TASK_SORTS,
      page: wholeAnswer(ZTaskPage),
      detail: { url: (r) => `/api/tasks/${r.public_id}`, fields: ZTaskListItem },
      // The project's kept counters answer the project alone, or with a status; anything more must be counted.
      examples: [
        { project_id: main },
        { project_id: main, status: '1' },
        { project_id: main, status: '2', priority: 'Alta' },
        { project_id: main, status: '1', q: WORD },
        { project_id: main, status: '3', member_id: narrow.user.publicId },
        { project_id: main, status: '1', date_from: day(6) },
        { project_id: main, priority: 'Media', stage_id: tasks.stage_id.values[0] },
      ],
    },
    {
      route: 'GET /api/my_tasks',
      url: '/api/my_tasks',
      actors: ALL,
      filters: { ...tasks, status },
      sorts: TASK_SORTS,
      page: wholeAnswer(ZMyTaskPage),
      detail: { url: (r) => `/api/tasks/${r.public_id}`, fields: ZTaskListItem },
      // With no filter the page is read from the memberships alone; any filter must be counted.
      examples: [{}, { sort: 'end_date' }, { status: '1' }, { q: WORD }, { project_id: main, status: '2' }],
    },
    {
      route: 'GET /api/tasks/:task_id/subtasks',
      url: `/api/tasks/${work.withSubtasks.publicId}/subtasks`,
      actors: ALL,
      sameForAll: true,
      filters: { q: search('subtarea'), status },
      sorts: SUBTASK_SORTS,
      page: wholeAnswer(ZSubtaskPage),
    },
    {
      route: 'GET /api/tasks/:public_id/comments',
      url: `/api/tasks/${work.withSubtasks.publicId}/comments`,
      actors: ALL,
      sameForAll: true,
      filters: {},
      page: wholeAnswer(ZTaskCommentPage),
    },
    {
      route: 'GET /api/tasks/:public_id/history',
      url: `/api/tasks/${work.withSubtasks.publicId}/history`,
      actors: ALL,
      sameForAll: true,
      filters: {},
      page: wholeAnswer(ZTaskHistoryPage),
      key: (r) => String(r.id),
    },
    {
      route: 'GET /api/my_micro_tasks',
      url: '/api/my_micro_tasks',
      actors: ALL,
      filters: {
        q: search('micro', 'subtarea'),
        state: { values: ['pending', 'done', 'all'] },
        due_from: { values: [day(3), day(8)] },
        due_to: { values: [day(5), day(10)] },
      },
      // Pending ones unless asked: all of them are the widest answer.
      base: { state: 'all' },
      page: wholeAnswer(ZMyMicroTaskPage),
      key: (r) => (r.subtask as { public_id: string }).public_id,
    },
  ];
}
