import { PROJECT_STATUSES } from '@gestora/contract/projects/projects.schema';
import {
  PROJECT_FULFILMENT_SORTS,
  REPORT_TASK_SORTS,
  RESPONSIBLE_REPORT_SORTS,
  ZProjectFulfilmentPage,
  ZReportTaskPage,
  ZResponsibleReportPage,
} from '@gestora/contract/reports/reports.schema';
import { fieldIs, refIs, wholeAnswer, type ListSpec } from '../../test/lists-property/list-spec.test-utils.ts';
import { WORD } from '../../test/lists-property/world-people.test-utils.ts';
import { day } from '../../test/lists-property/world-work.test-utils.ts';
import { UNKNOWN_ID, type World } from '../../test/lists-property/world.test-utils.ts';

/*
 * The reports' part of the lists property (test/lists-property.test.ts): their pages over the world's projects and
 * tasks. Asked as the administrator, the one actor of the world holding 'Sección de informes'.
 */

const ids = (...rows: { publicId: string }[]) => [...rows.map((r) => r.publicId), UNKNOWN_ID];
const keyOf = (field: 'project' | 'user') => (row: Record<string, unknown>) =>
  (row[field] as { public_id: string }).public_id;

export function reportLists(w: World): ListSpec[] {
  const { people, work } = w;
  const main = work.ownMain;
  const mainStages = work.stages.filter((s) => s.projectId === main.id);
  const period = { date_from: { values: [day(6), day(21)] }, date_to: { values: [day(12), day(30)] } };
  const taskList = (route: string, url: string, more: ListSpec['filters']): ListSpec => ({
    route,
    url,
    actors: ['admin'],
    filters: { q: { values: [WORD, 'tarea'] }, ...period, ...more },
    sorts: REPORT_TASK_SORTS,
    page: wholeAnswer(ZReportTaskPage),
  });
  return [
    {
      route: 'GET /api/report/project_fulfillment',
      url: '/api/report/project_fulfillment',
      actors: ['admin'],
      filters: {
        q: { values: [WORD, 'proyecto'] },
        status: { values: PROJECT_STATUSES, holds: fieldIs('status') },
        client_id: { values: ids(...people.clients.slice(0, 3)), holds: refIs('client') },
        department_id: { values: ids(people.areaA, people.areaB), holds: refIs('department') },
        ...period,
      },
      sorts: PROJECT_FULFILMENT_SORTS,
      page: wholeAnswer(ZProjectFulfilmentPage),
      key: keyOf('project'),
    },
    {
      route: 'GET /api/report/responsible',
      url: '/api/report/responsible',
      actors: ['admin'],
      filters: {
        q: { values: ['lectora', 'propia', WORD] },
        department_id: { values: ids(people.areaA, people.areaB), holds: refIs('department') },
        project_id: { values: ids(main, work.adminMain) },
        ...period,
      },
      sorts: RESPONSIBLE_REPORT_SORTS,
      page: wholeAnswer(ZResponsibleReportPage),
      key: keyOf('user'),
    },
    taskList('GET /api/report/project/:project_id/tasks/:filter', `/api/report/project/${main.publicId}/tasks/all`, {
      stage_id: { values: [...ids(mainStages[0], mainStages[1]), 'none'], holds: stageIs },
      activity_id: { values: [...ids(...work.activities.slice(0, 2)), 'none'] },
    }),
    taskList(
      'GET /api/report/responsible/:user_id/tasks/:filter',
      `/api/report/responsible/${people.actors.narrow.user.publicId}/tasks/all`,
      { project_id: { values: ids(main, work.adminMain), holds: refIs('project') } },
    ),
  ];
}

/** A task row's stage is the one filtered by ('none': it has none). */
const stageIs = (row: Record<string, unknown>, value: string) =>
  value === 'none' ? row.stage === null : refIs('stage')(row, value);
