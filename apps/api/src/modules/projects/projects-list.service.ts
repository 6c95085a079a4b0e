import { asc, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TProjectListQuery, TProjectPage } from '@gestora/contract/projects/projects.schema';
import { defineList } from '../../db/list/define-list.ts';
import { keyed, type Keyed } from '../../db/list/keyed.ts';
import { liveCountOf } from '../../db/live-counts.table.ts';
import { likeTerm } from '../../lib/pagination.ts';
import { clients } from '../clients/clients.table.ts';
import { users } from '../users/users.table.ts';
import { projectCanOf, projectRights, projectScope } from './projects.access.ts';
import { projectJson, selectProjectJson } from './projects.presenter.ts';
import { projects } from './projects.table.ts';

const SEES_ALL = 'Ver todos los proyectos';

const byPublicId = (table: 'clients' | 'departments' | 'users', publicId: SQLWrapper) =>
  sql`(select x.id from ${sql.raw(table)} x where x.public_id = ${publicId})`;

/*
 * The client's and the manager's names as subqueries of the project's row, so that a page sorted by them is
 * chosen on `projects` alone like any other (a project has at most one of each: the same order as a left join).
 */
const clientName = sql`(select lower(${clients.name}) from ${clients} where ${clients.id} = ${projects.clientId})`;
const managerName = sql`(select lower(${users.name} || ' ' || ${users.lastName}) from ${users}
  where ${users.id} = ${projects.managerId})`;

const tie = desc(projects.id);
const by = (key: SQL | AnyPgColumn) => (descending: boolean) => [descending ? desc(key) : asc(key), tie];

let row: Keyed | undefined;

/**
 * GET /api/projects: the live projects in the viewer's scope (projectScope), newest first unless sorted, filtered
 * by a term in code or name, status, client, department, manager and period. The page's ids are chosen on
 * `projects` alone (its index gives the default order), then the joins and the progress (project_task_counts)
 * for those rows only, with `can` (the same for every row: it depends on the actor alone) given as JSON.
 */
export const projectsList = defineList<TProjectListQuery, TProjectPage>({
  name: 'projects',
  table: projects,
  id: projects.id,
  params: (_ctx, actor) => ({ can: JSON.stringify(projectCanOf(projectRights(actor))) }),
  scope: (actor, p) => projectScope(actor, p.me),
  filters: {
    q: {
      value: (q) => (q.q ? likeTerm(q.q) : undefined),
      where: (v) => or(ilike(projects.code, v), ilike(projects.name, v))!,
    },
    status: { where: (v) => eq(projects.status, v) },
    client_id: { where: (v) => eq(projects.clientId, byPublicId('clients', v)) },
    department_id: { where: (v) => eq(projects.departmentId, byPublicId('departments', v)) },
    manager_id: { where: (v) => eq(projects.managerId, byPublicId('users', v)) },
    // The projects whose span meets [from, to]; a missing date leaves that side open.
    from: { where: (v) => sql`(${projects.endDate} is null or ${projects.endDate} >= ${v})` },
    to: { where: (v) => sql`(${projects.startDate} is null or ${projects.startDate} <= ${v})` },
  },
  sorts: {
    code: by(sql`lower(${projects.code})`),
    name: by(sql`lower(${projects.name})`),
    status: by(projects.status),
    start_date: by(projects.startDate),
    end_date: by(projects.endDate),
    created_at: by(projects.createdAt),
    client: by(clientName),
    manager: by(managerName),
  },
  defaultOrder: () => [desc(projects.createdAt), tie],
  row: {
    // Built once: it reads the `can` placeholder, not the actor.
    json: (_actor, p) => (row ??= keyed('project', projectJson(sql`${p.can}::text`))),
    from: selectProjectJson,
    idsAsAny: true,
  },
  counters: [
    // Everything in sight, unfiltered: the live projects' counter (migration 0027) instead of counting them all.
    { answers: [], when: (_q, actor) => actor.permissions.has(SEES_ALL), total: () => liveCountOf('projects') },
  ],
});
