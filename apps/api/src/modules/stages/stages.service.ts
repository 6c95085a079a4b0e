import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TStage, TStageListQuery, ZStageRequest } from '@gestora/contract/stages/stages.schema';
import { MSG } from '@gestora/contract/messages';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { likeTerm, pageOf, sortBy } from '../../lib/pagination.ts';
import { projectScope } from '../projects/projects.access.ts';
import { projects } from '../projects/projects.table.ts';
import { stageActivities } from '../stage-activities/stage-activities.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { checkDates, progressBy, progressOf } from './stages.rules.ts';
import { stages } from './stages.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

type Input = z.output<typeof ZStageRequest>;
type Row = typeof stages.$inferSelect;
type ProjectCols = { publicId: string; code: string; name: string; startDate: string | null; endDate: string | null };

export const projectCols = {
  publicId: projects.publicId,
  code: projects.code,
  name: projects.name,
  startDate: projects.startDate,
  endDate: projects.endDate,
};

/**
 * The stage's place among its project's stages, 1..n, whatever numbers are stored (imported or older rows may
 * start at 0 or leave gaps): the same order `renumber` uses, so that a move to that number is a no-op.
 * Qualified by hand: inside a correlated subquery drizzle would print the outer column unqualified.
 */
const rank = sql<number>`(select count(*)::int from stages s2 where s2.project_id = "stages"."project_id" and (s2.position, s2.id) <= ("stages"."position", "stages"."id"))`;

export const presentStage = (
  s: Row,
  p: ProjectCols,
  progress = progressOf(undefined),
  position = s.position,
): TStage => ({
  public_id: s.publicId,
  project: { public_id: p.publicId, code: p.code, name: p.name },
  name: s.name,
  description: s.description,
  position: Number(position),
  start_date: s.startDate,
  end_date: s.endDate,
  status: s.status,
  progress,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

/** Stages whose dates overlap the window; a stage without dates is outside any window. */
function dateWindow(from?: string, to?: string): SQL | undefined {
  return and(
    from ? sql`coalesce(${stages.endDate}, ${stages.startDate}) >= ${from}` : undefined,
    to ? sql`coalesce(${stages.startDate}, ${stages.endDate}) <= ${to}` : undefined,
  );
}

export async function listStages(ctx: ServiceContext, actor: Actor, q: TStageListQuery) {
  const db = ctx.db;
  const where = and(
    projectScope(actor),
    q.q
      ? or(ilike(stages.name, likeTerm(q.q)), ilike(projects.name, likeTerm(q.q)), ilike(projects.code, likeTerm(q.q)))
      : undefined,
    q.project_id ? eq(projects.publicId, q.project_id) : undefined,
    q.status ? eq(stages.status, q.status) : undefined,
    dateWindow(q.date_from, q.date_to),
  );
  const order = sortBy(
    q.sort,
    {
      name: stages.name,
      start_date: stages.startDate,
      end_date: stages.endDate,
      status: stages.status,
      position: stages.position,
      project: projects.code,
      created_at: stages.createdAt,
    },
    sql`lower(${projects.code}) asc, ${stages.position} asc`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ stage: stages, project: projectCols, rank })
      .from(stages)
      .innerJoin(projects, eq(projects.id, stages.projectId))
      .where(where)
      .orderBy(order, stages.id)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(stages).innerJoin(projects, eq(projects.id, stages.projectId)).where(where),
  ]);
  const progress = await progressBy(
    db,
    tasks.stageId,
    rows.map((r) => r.stage.id),
  );
  return pageOf(
    rows.map((r) => presentStage(r.stage, r.project, progress.get(r.stage.id), r.rank)),
    total,
    q,
  );
}

/** A stage the actor may see, with its project; 404 otherwise (an invisible project's stage does not exist for them). */
export async function findVisibleStage(db: DbOrTx, actor: Actor, publicId: string, lock = false) {
  const query = db
    .select({ stage: stages, project: { id: projects.id, ...projectCols }, rank })
    .from(stages)
    .innerJoin(projects, eq(projects.id, stages.projectId))
    .where(and(eq(stages.publicId, publicId), projectScope(actor)));
  const [row] = lock ? await query.for('update', { of: stages }) : await query;
  if (!row) throw notFound();
  return row;
}

export async function getStage(db: DbOrTx, actor: Actor, publicId: string): Promise<TStage> {
  const { stage, project, rank: position } = await findVisibleStage(db, actor, publicId);
  const progress = await progressBy(db, tasks.stageId, [stage.id]);
  return presentStage(stage, project, progress.get(stage.id), position);
}

/** GET /api/stage_options: a visible project's stages, in order (404 for a project the actor cannot see). */
export async function stageOptions(ctx: ServiceContext, actor: Actor, projectId: string) {
  const db = ctx.db;
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.publicId, projectId), projectScope(actor)));
  if (!project) throw notFound();
  return db
    .select({ public_id: stages.publicId, name: stages.name })
    .from(stages)
    .where(eq(stages.projectId, project.id))
    .orderBy(stages.position, stages.id)
    .limit(500);
}

/** The visible project of a form, locked: its stages' positions change under this lock only. */
async function lockProject(tx: Tx, actor: Actor, publicId: string) {
  const [p] = await tx
    .select({ id: projects.id, startDate: projects.startDate, endDate: projects.endDate })
    .from(projects)
    .where(and(eq(projects.publicId, publicId), projectScope(actor)))
    .for('update');
  if (!p) throw fieldError('project_id', 'El proyecto seleccionado no existe.');
  return p;
}

/**
 * Renumbers a project's stages 1..n in their current order, with `moved` placed at `position` (1-based,
 * clamped) when both are given. One statement writes every position that changed, so gaps or duplicates left
 * by old data heal on the next write.
 */
async function renumber(tx: Tx, projectId: number, moved?: number, position?: number) {
  const rows = await tx
    .select({ id: stages.id, position: stages.position })
    .from(stages)
    .where(eq(stages.projectId, projectId))
    .orderBy(stages.position, stages.id);
  const ids = rows.map((r) => r.id);
  if (moved !== undefined && position !== undefined && ids.includes(moved)) {
    ids.splice(ids.indexOf(moved), 1);
    ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, moved);
  }
  const current = new Map(rows.map((r) => [r.id, r.position]));
  const changed = ids.map((id, i) => [id, i + 1] as const).filter(([id, pos]) => current.get(id) !== pos);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map(([id, pos]) => sql`(${id}::int, ${pos}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update stages set position = v.pos from (values ${values}) as v(id, pos) where stages.id = v.id`,
  );
}

const endOf = (projectId: number) =>
  sql`(select coalesce(max(s.position), 0) + 1 from stages s where s.project_id = ${projectId})`;

export async function createStage(ctx: ServiceContext, actor: Actor, input: Input) {
  const db = ctx.db;
  const publicId = await db.transaction(async (tx) => {
    const project = await lockProject(tx, actor, input.project_id);
    checkDates(
      { start: input.start_date, end: input.end_date },
      { start: project.startDate, end: project.endDate },
      'del proyecto',
    );
    const { project_id: _p, position, start_date, end_date, ...rest } = input;
    const [s] = await tx
      .insert(stages)
      .values({
        ...rest,
        startDate: start_date,
        endDate: end_date,
        projectId: project.id,
        position: endOf(project.id),
        createdBy: actor.userId,
      })
      .returning();
    if (position !== undefined) await renumber(tx, project.id, s.id, position);
    return s.publicId;
  });
  return getStage(db, actor, publicId);
}

/** Tasks pointing at a stage or an activity: live ones, and all (soft-deleted tasks keep their chain). */
export async function taskCounts(tx: DbOrTx, column: typeof tasks.stageId | typeof tasks.stageActivityId, id: number) {
  const [row] = await tx
    .select({ live: sql<number>`(count(*) filter (where ${tasks.deletedAt} is null))::int`, all: count() })
    .from(tasks)
    .where(eq(column, id));
  return { live: Number(row.live), all: Number(row.all) };
}

export async function updateStage(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const { stage } = await findVisibleStage(tx, actor, publicId, true);
    const project = await lockProject(tx, actor, input.project_id);
    const moving = project.id !== stage.projectId;
    if (moving && (await taskCounts(tx, tasks.stageId, stage.id)).all > 0) {
      throw fieldError('project_id', 'No se puede cambiar el proyecto de una etapa que tiene tareas.');
    }
    if (moving)
      await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, stage.projectId)).for('update');
    checkDates(
      { start: input.start_date, end: input.end_date },
      { start: project.startDate, end: project.endDate },
      'del proyecto',
    );
    const { project_id: _p, position, start_date, end_date, ...rest } = input;
    await tx
      .update(stages)
      .set({
        ...rest,
        startDate: start_date,
        endDate: end_date,
        ...(moving ? { projectId: project.id, position: endOf(project.id) } : {}),
      })
      .where(eq(stages.id, stage.id));
    if (moving) await renumber(tx, stage.projectId);
    if (moving || position !== undefined) await renumber(tx, project.id, stage.id, position);
  });
  return getStage(db, actor, publicId);
}

/** PUT /api/stages/:id/position: moves the stage to `position` among its project's stages. */
export async function moveStage(ctx: ServiceContext, actor: Actor, publicId: string, position: number) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const { stage } = await findVisibleStage(tx, actor, publicId);
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, stage.projectId)).for('update');
    await renumber(tx, stage.projectId, stage.id, position);
  });
  return getStage(db, actor, publicId);
}

/** Refused while activities or tasks (even deleted ones, which keep their chain) point at it. */
export async function deleteStage(ctx: ServiceContext, actor: Actor, publicId: string) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const { stage } = await findVisibleStage(tx, actor, publicId, true);
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, stage.projectId)).for('update');
    const [{ n: activities }] = await tx
      .select({ n: count() })
      .from(stageActivities)
      .where(eq(stageActivities.stageId, stage.id));
    const t = await taskCounts(tx, tasks.stageId, stage.id);
    if (activities > 0 || t.all > 0) {
      const parts = [
        activities ? `${activities} actividad(es)` : '',
        t.live ? `${t.live} tarea(s)` : '',
        t.all > t.live ? `${t.all - t.live} tarea(s) eliminada(s)` : '',
      ].filter(Boolean);
      throw conflict(`${MSG.inUse} La etapa tiene ${parts.join(' y ')}.`);
    }
    await tx.delete(stages).where(eq(stages.id, stage.id));
    await renumber(tx, stage.projectId);
  });
}
