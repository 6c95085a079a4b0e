import { and, asc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { TProjectDetail } from '@gestora/contract/projects/projects.schema';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { likeTerm } from '../../lib/pagination.ts';
import { stages } from '../stages/stages.table.ts';
import { presentProject, selectProjects, stagesProgress } from './projects.presenter.ts';
import { codeRace, projectValues, type ProjectInput } from './projects.rules.ts';
import { projectScope, loadProject, projectRights, type ProjectRights } from './projects.access.ts';
import { projects } from './projects.table.ts';
import { readsOf } from '../../db/reads.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

/** Statuses in which a project takes no new work: left out of the pickers of the task and stage forms. */
const CLOSED_STATUSES = ['Finalizado', 'Cancelado'];

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
        projectScope(actor).sql,
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
