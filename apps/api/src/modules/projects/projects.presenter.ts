import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TProject } from '@gestora/contract/projects/projects.schema';
import type { DbOrTx } from '../../db/client.ts';
import { clients } from '../clients/clients.table.ts';
import { departments } from '../departments/departments.table.ts';
import { tasks, TASK_DONE_SQL } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { projects } from './projects.table.ts';
import { projectTaskCounts } from './project-task-counts.table.ts';
import { jsonObject, keptRefJson } from '../../db/json-sql.ts';
import { iso, userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import type { TProgress } from '@gestora/contract/common.schema';
import { projectCanOf, type ProjectRights } from './projects.access.ts';

const manager = alias(users, 'manager');
const creator = alias(users, 'creator');

const managerColumns = userRefColumns(manager);
const creatorColumns = userRefColumns(creator);

/** Projects with their client, department, manager and creator, in one statement (dynamic: add order and limit). */
export function selectProjects<E extends Record<string, SQL<unknown>> = Record<never, never>>(
  db: DbOrTx,
  where: SQL | undefined,
  extra?: E,
) {
  return db
    .select({
      ...(extra as E),
      project: projects,
      client: { publicId: clients.publicId, name: clients.name },
      department: { publicId: departments.publicId, name: departments.name },
      manager: managerColumns,
      creator: creatorColumns,
    })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(departments, eq(departments.id, projects.departmentId))
    .leftJoin(manager, eq(manager.id, projects.managerId))
    .leftJoin(creator, eq(creator.id, projects.createdBy))
    .where(where)
    .$dynamic();
}
export type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];

/** The list's joins (its rows' client and manager; the detail's department and creator are not in them), selecting projectJson's row. */
export function selectProjectJson(db: DbOrTx, json: SQL.Aliased<string>) {
  return db
    .select({ json })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(manager, eq(manager.id, projects.managerId))
    .$dynamic();
}

export const NO_TASKS: TProgress = { tasks: 0, finished: 0, percent: 0 };

export const progressOf = (tasksCount: number, finished: number): TProgress => ({
  tasks: tasksCount,
  finished,
  percent: tasksCount ? Math.round((finished / tasksCount) * 100) : 0,
});

const finishedCount = sql<number>`(count(*) filter (where ${tasks.status} = ${TASK_DONE_SQL}))::int`;

/**
 * A list row (ZProjectListItem: the same fields as presentProject writes for the detail), by PostgreSQL over
 * selectProjectJson's joins: the project's own members come kept in `own_json` (the trigger of migrations 0036 and
 * 0045), its client and manager as their kept references, and `can` (the same for every row: it depends on the
 * actor alone) is given as JSON. The percent is progressOf's Math.round, in the same doubles.
 */
export const projectJson = (can: SQL) =>
  jsonObject(
    {
      client: keptRefJson(clients),
      manager: keptRefJson(manager),
      progress: sql`(select '{"tasks":' || x.tasks || ',"finished":' || x.finished || ',"percent":'
        || case when x.tasks = 0 then 0 else floor(x.finished::float8 / x.tasks * 100 + 0.5)::int end || '}'
        from (select coalesce(sum(c.n), 0)::int as tasks,
          coalesce(sum(c.n) filter (where c.status = ${TASK_DONE_SQL}), 0)::int as finished
          from ${projectTaskCounts} c where c.project_id = ${projects.id}) as x)`,
      can,
    },
    projects.ownJson,
  );

/** One project's progress and each of its stages', in one grouped statement (tasks without a stage count for the project only). */
export async function stagesProgress(db: DbOrTx, projectId: number) {
  const rows = await db
    .select({ stageId: tasks.stageId, total: count(), finished: finishedCount })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), isNull(tasks.deletedAt)))
    .groupBy(tasks.stageId);
  const byStage = new Map<number, TProgress>();
  let total = 0;
  let finished = 0;
  for (const r of rows) {
    total += Number(r.total);
    finished += Number(r.finished);
    if (r.stageId !== null) byStage.set(r.stageId, progressOf(Number(r.total), Number(r.finished)));
  }
  return { project: progressOf(total, finished), byStage };
}

export function presentProject(r: ProjectRow, rights: ProjectRights, progress: TProgress = NO_TASKS): TProject {
  const p = r.project;
  return {
    public_id: p.publicId,
    code: p.code,
    name: p.name,
    description: p.description,
    status: p.status,
    start_date: p.startDate,
    end_date: p.endDate,
    client: r.client ? { public_id: r.client.publicId, name: r.client.name } : null,
    department: r.department ? { public_id: r.department.publicId, name: r.department.name } : null,
    manager: userRef(r.manager),
    created_by: userRef(r.creator),
    progress,
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
    can: projectCanOf(rights),
  };
}
