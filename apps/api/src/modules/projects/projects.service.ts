import { and, asc, desc, eq, ilike, notInArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TProjectDetail, TProjectListQuery, TProjectPage } from '@gestora/contract/projects/projects.schema';
import type { DbOrTx } from '../../db/client.ts';
import { jsonPageOfRows, markedRow, pageWithTotal } from '../../db/json-sql.ts';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { notFound } from '../../lib/errors.ts';
import { likeTerm, sortBy } from '../../lib/pagination.ts';
import { stages } from '../stages/stages.table.ts';
import {
  joinedSort,
  presentProject,
  projectJson,
  selectProjectJson,
  selectProjects,
  stagesProgress,
} from './projects.presenter.ts';
import { codeRace, projectValues, type ProjectInput } from './projects.rules.ts';
import { projectCanOf, projectScope, loadProject, projectRights, type ProjectRights } from './projects.access.ts';
import { projects } from './projects.table.ts';
import { liveCountOf } from '../../db/live-counts.table.ts';
import { readsOf } from '../../db/reads.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

/** Statuses in which a project takes no new work: left out of the pickers of the task and stage forms. */
const CLOSED_STATUSES = ['Finalizado', 'Cancelado'];

const byPublicId = (table: 'clients' | 'departments' | 'users', publicId: SQLWrapper) =>
  sql`(select x.id from ${sql.raw(table)} x where x.public_id = ${publicId})`;

function listWhere(actor: Actor, shape: QueryShape, q: TProjectListQuery): SQL | undefined {
  return and(
    projectScope(actor, { shape, me: shape.set('me', actor.userId) }),
    shape.when('term', q.q ? likeTerm(q.q) : undefined, (v) => or(ilike(projects.code, v), ilike(projects.name, v))!),
    shape.when('status', q.status, (v) => eq(projects.status, v)),
    shape.when('client', q.client_id, (v) => eq(projects.clientId, byPublicId('clients', v))),
    shape.when('department', q.department_id, (v) => eq(projects.departmentId, byPublicId('departments', v))),
    shape.when('manager', q.manager_id, (v) => eq(projects.managerId, byPublicId('users', v))),
    // The projects whose span meets [from, to]; a missing date leaves that side open.
    shape.when('from', q.from, (v) => sql`(${projects.endDate} is null or ${projects.endDate} >= ${v})`),
    shape.when('to', q.to, (v) => sql`(${projects.startDate} is null or ${projects.startDate} <= ${v})`),
  );
}

const sorts = {
  code: sql`lower(${projects.code})`,
  name: sql`lower(${projects.name})`,
  status: projects.status,
  start_date: projects.startDate,
  end_date: projects.endDate,
  created_at: projects.createdAt,
  ...joinedSort,
};

/**
 * One page in one prepared statement whatever its size, built once per shape, that writes the page's JSON: the rows
 * with their references and progress (from project_task_counts), and the total, which a page past the end
 * carries too (pageWithTotal).
 */
export async function listProjects(ctx: ServiceContext, actor: Actor, q: TProjectListQuery) {
  const db = ctx.db;
  const shape = new QueryShape('projects');
  const where = listWhere(actor, shape, q);
  shape.mark(`sort=${q.sort ?? ''}`);
  const order = [sortBy(q.sort, sorts, desc(projects.createdAt)), desc(projects.id)];
  const { limit, offset } = shape.page(q);
  // The same for every row: it depends on the actor alone.
  const can = sql`${shape.set('can', JSON.stringify(projectCanOf(projectRights(actor))))}::text`;
  // A sort by a joined column (client, manager) needs the joins to choose the page.
  const byJoined = Boolean(q.sort && q.sort.replace(/^-/, '') in joinedSort);
  const everyLive =
    actor.permissions.has('Ver todos los proyectos') &&
    !q.q &&
    !q.status &&
    !q.client_id &&
    !q.department_id &&
    !q.manager_id &&
    !q.from &&
    !q.to;
  if (everyLive) shape.mark('live_count');
  const rows = await runShaped(db, shape, () => {
    // Everything in sight, unfiltered: the live projects' counter (migration 0027) instead of counting them all.
    const total = everyLive
      ? liveCountOf('projects')
      : sql<number>`(select count(*) from ${projects} where ${where})`.mapWith(Number);
    // A page ordered by a joined column is chosen over the joins; otherwise the page's ids first, on `projects`
    // alone (its index gives the default order), then the joins and the progress for those rows only.
    const page = byJoined
      ? selectProjectJson(db, where, sql`${projects.id}`)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      : db
          .select({ id: projects.id })
          .from(projects)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
    // `= any(array(…))`, not `in (…)`: the generic plan then fetches the page's rows by primary key instead of
    // hashing every project. Nor a join on the ids in their order (db/page-ids.ts), as the larger tables' lists: on
    // a table of a few hundred rows the generic plan hashed the page's ids against a scan of every project.
    const rows = selectProjectJson(db, sql`${projects.id} = any(array(${page}))`, markedRow(projectJson(can))).orderBy(
      ...order,
    );
    return pageWithTotal(db, rows, total);
  });
  return jsonPageOfRows<TProjectPage>(rows, q);
}

/** The project with its stages in order and the progress of each: four statements. */
async function detailOf(db: DbOrTx, id: number, rights: ProjectRights): Promise<TProjectDetail> {
  const [[row], stageRows, progress] = await readsOf(
    db,
    () => selectProjects(db, eq(projects.id, id)),
    () => db.select().from(stages).where(eq(stages.projectId, id)).orderBy(asc(stages.position), asc(stages.id)),
    () => stagesProgress(db, id),
  );
  if (!row) throw notFound();
  return {
    ...presentProject(row, rights, progress.project),
    stages: stageRows.map((s) => ({
      public_id: s.publicId,
      name: s.name,
      position: s.position,
      status: s.status,
      start_date: s.startDate,
      end_date: s.endDate,
      progress: progress.byStage.get(s.id) ?? { tasks: 0, finished: 0, percent: 0 },
    })),
  };
}

export async function getProject(ctx: ServiceContext, actor: Actor, publicId: string): Promise<TProjectDetail> {
  const db = ctx.db;
  const { row, can } = await loadProject(db, actor, publicId);
  return detailOf(db, row.id, can);
}

/** GET /api/project_options: visible projects still open to work, by code, at most 50. */
export async function projectOptions(ctx: ServiceContext, actor: Actor, q?: string) {
  const db = ctx.db;
  const term = q ? likeTerm(q) : undefined;
  return db
    .select({ public_id: projects.publicId, code: projects.code, name: projects.name })
    .from(projects)
    .where(
      and(
        projectScope(actor),
        notInArray(projects.status, CLOSED_STATUSES),
        term ? or(ilike(projects.code, term), ilike(projects.name, term)) : undefined,
      ),
    )
    .orderBy(sql`lower(${projects.code})`)
    .limit(50);
}

/**
 * The creator may register projects without seeing every project: the answer is the new project as is, and
 * with 'Ver solo los proyectos creados por el usuarios' it is theirs to see from now on.
 */
export async function createProject(ctx: ServiceContext, actor: Actor, input: ProjectInput) {
  const db = ctx.db;
  return db
    .transaction(async (tx) => {
      const values = await projectValues(tx, input, actor);
      const [p] = await tx
        .insert(projects)
        .values({ ...values, createdBy: actor.userId })
        .returning({ id: projects.id });
      return detailOf(tx, p.id, projectRights(actor));
    })
    .catch(codeRace);
}

export async function updateProject(ctx: ServiceContext, actor: Actor, publicId: string, input: ProjectInput) {
  const db = ctx.db;
  return db
    .transaction(async (tx) => {
      const { row: p, can } = await loadProject(tx, actor, publicId, { forUpdate: true });
      const values = await projectValues(tx, input, actor, p);
      await tx.update(projects).set(values).where(eq(projects.id, p.id));
      return detailOf(tx, p.id, can);
    })
    .catch(codeRace);
}

/**
 * A soft delete (PRODUCT.md): the project, and through projectScope its stages and tasks, disappear from every
 * list and search, while the rows stay for history and reports; its code becomes free again.
 */
export async function deleteProject(ctx: ServiceContext, actor: Actor, publicId: string) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const { row: p } = await loadProject(tx, actor, publicId, { forUpdate: true });
    await tx.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, p.id));
  });
}
