import type { FastifyInstance } from 'fastify';
import {
  ZProjectFulfilmentPage,
  ZProjectFulfilmentQuery,
  ZProjectReport,
  ZReportPeriodQuery,
  ZReportTaskPage,
  ZReportTaskParams,
  ZReportTaskQuery,
  ZResponsibleReportPage,
  ZResponsibleReportQuery,
  ZResponsibleTaskParams,
  ZResponsibleTaskQuery,
  type TReportTaskFilter,
  type TReportTaskQuery,
  type TResponsibleTaskQuery,
} from '@gestora/contract/reports/reports.schema';
import { FULFILMENT_EXPORT, REPORT_TASKS_EXPORT, RESPONSIBLE_EXPORT } from '@gestora/contract/exports/reports-export';
import { apiRoutes } from '../../lib/api-routes.ts';
import { pagedExportRoute, recordExportRoute } from '../../lib/export/export-route.ts';
import { needs } from '../auth/route-access.rules.ts';
import { projectFulfilment } from './reports-fulfilment.service.ts';
import { projectReport } from './reports-project.service.ts';
import { responsibleReport } from './reports-responsible.service.ts';
import {
  projectReportTasks,
  projectTasksQuery,
  reportTasksList,
  responsibleReportTasks,
  responsibleTasksQuery,
} from './reports-tasks-list.service.ts';

/*
 * The section's permission (the spec's route table) or the report's own (the sidebar's entry under it): the access
 * check takes any one of a route's permissions. What a report counts is limited by the projects the user sees.
 */
const FULFILMENT = needs('Sección de informes', 'Porcentaje de cumplimiento en proyectos');
const RESPONSIBLE = needs('Sección de informes', 'Informe por responsable');

/** Informes (issue 46): the projects' fulfilment, one project by stage and activity, the people's, and their tasks. */
export async function reportsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Informes']);
  route.list(
    '/api/report/project_fulfillment',
    FULFILMENT,
    ZProjectFulfilmentQuery,
    ZProjectFulfilmentPage,
    projectFulfilment,
  );
  route.list('/api/report/project/:public_id', FULFILMENT, ZReportPeriodQuery, ZProjectReport, projectReport);
  route.get(
    '/api/report/project/:project_id/tasks/:filter',
    FULFILMENT,
    { params: ZReportTaskParams, query: ZReportTaskQuery, response: { 200: ZReportTaskPage } },
    (ctx, actor, { params, query }) => projectReportTasks(ctx, actor, params.project_id, params.filter, query),
  );
  route.list(
    '/api/report/responsible',
    RESPONSIBLE,
    ZResponsibleReportQuery,
    ZResponsibleReportPage,
    responsibleReport,
  );
  route.get(
    '/api/report/responsible/:user_id/tasks/:filter',
    RESPONSIBLE,
    { params: ZResponsibleTaskParams, query: ZResponsibleTaskQuery, response: { 200: ZReportTaskPage } },
    (ctx, actor, { params, query }) => responsibleReportTasks(ctx, actor, params.user_id, params.filter, query),
  );

  // 'Exportar' of each table: exactly its rows under the same filters (lib/export/export-route.ts).
  const tags = ['Informes'];
  pagedExportRoute(
    app,
    '/api/report/project_fulfillment',
    FULFILMENT,
    ZProjectFulfilmentQuery,
    projectFulfilment,
    FULFILMENT_EXPORT,
    tags,
  );
  pagedExportRoute(
    app,
    '/api/report/responsible',
    RESPONSIBLE,
    ZResponsibleReportQuery,
    responsibleReport,
    RESPONSIBLE_EXPORT,
    tags,
  );
  recordExportRoute(
    app,
    '/api/report/project/:project_id/tasks/:filter',
    FULFILMENT,
    { params: ZReportTaskParams, query: ZReportTaskQuery },
    reportTasksList,
    (ctx, actor, p: { project_id: string; filter: TReportTaskFilter }, q) =>
      projectTasksQuery(ctx, actor, p.project_id, p.filter, q as TReportTaskQuery),
    REPORT_TASKS_EXPORT,
    tags,
  );
  recordExportRoute(
    app,
    '/api/report/responsible/:user_id/tasks/:filter',
    RESPONSIBLE,
    { params: ZResponsibleTaskParams, query: ZResponsibleTaskQuery },
    reportTasksList,
    (ctx, actor, p: { user_id: string; filter: TReportTaskFilter }, q) =>
      responsibleTasksQuery(ctx, actor, p.user_id, p.filter, q as TResponsibleTaskQuery),
    REPORT_TASKS_EXPORT,
    tags,
  );
}
