import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TStageActivity,
  TStageActivityListQuery,
  ZStageActivityRequest,
} from '@gestora/contract/stage-activities/stage-activities.schema';
import { MSG } from '@gestora/contract/messages';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { likeTerm, pageOf, sortBy } from '../../lib/pagination.ts';
import { projectScope } from '../projects/projects.access.ts';
import { projects } from '../projects/projects.table.ts';
import { checkDates, progressBy, progressOf } from '../stages/stages.rules.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { findVisibleStage, taskCounts } from '../stages/stages.service.ts';
import { stages } from '../stages/stages.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { stageActivities } from './stage-activities.table.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

type Input = z.output<typeof ZStageActivityRequest>;

const selection = {
  activity: stageActivities,
  stage: { publicId: stages.publicId, name: stages.name, startDate: stages.startDate, endDate: stages.endDate },
  project: { publicId: projects.publicId, code: projects.code, name: projects.name },
  responsible: userRefColumns(users),
};

/** Activities joined to their stage, project (for the visibility rule) and responsible. */
const joined = (db: DbOrTx) =>
  db
    .select(selection)
    .from(stageActivities)
    .innerJoin(stages, eq(stages.id, stageActivities.stageId))
    .innerJoin(projects, eq(projects.id, stages.projectId))
    .leftJoin(users, eq(users.id, stageActivities.responsibleId))
    .$dynamic();

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const present = (r: Joined, progress = progressOf(undefined)): TStageActivity => ({
  public_id: r.activity.publicId,
  project: { public_id: r.project.publicId, code: r.project.code, name: r.project.name },
  stage: { public_id: r.stage.publicId, name: r.stage.name, start_date: r.stage.startDate, end_date: r.stage.endDate },
  name: r.activity.name,
  description: r.activity.description,
  responsible: userRef(r.responsible),
  start_date: r.activity.startDate,
  end_date: r.activity.endDate,
  status: r.activity.status,
  progress,
  created_at: r.activity.createdAt.toISOString(),
  updated_at: r.activity.updatedAt.toISOString(),
});

export async function listStageActivities(ctx: ServiceContext, actor: Actor, q: TStageActivityListQuery) {
  const db = ctx.db;
  const where = and(
    projectScope(actor),
    q.q
      ? or(
          ilike(stageActivities.name, likeTerm(q.q)),
          ilike(stages.name, likeTerm(q.q)),
          ilike(projects.name, likeTerm(q.q)),
          ilike(projects.code, likeTerm(q.q)),
        )
      : undefined,
    q.stage_id ? eq(stages.publicId, q.stage_id) : undefined,
    q.project_id ? eq(projects.publicId, q.project_id) : undefined,
    q.responsible_id ? eq(users.publicId, q.responsible_id) : undefined,
    q.status ? eq(stageActivities.status, q.status) : undefined,
  );
  const order = sortBy(
    q.sort,
    {
      name: stageActivities.name,
      start_date: stageActivities.startDate,
      end_date: stageActivities.endDate,
      status: stageActivities.status,
      stage: stages.name,
      project: projects.code,
      created_at: stageActivities.createdAt,
    },
    sql`lower(${projects.code}) asc, ${stages.position} asc, ${stageActivities.startDate} asc nulls last`,
  );
  const [rows, [{ total }]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(order, stageActivities.id)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ total: count() })
      .from(stageActivities)
      .innerJoin(stages, eq(stages.id, stageActivities.stageId))
      .innerJoin(projects, eq(projects.id, stages.projectId))
      .leftJoin(users, eq(users.id, stageActivities.responsibleId))
      .where(where),
  ]);
  const progress = await progressBy(
    db,
    tasks.stageActivityId,
    rows.map((r) => r.activity.id),
  );
  return pageOf(
    rows.map((r) => present(r, progress.get(r.activity.id))),
    total,
    q,
  );
}

async function findVisible(db: DbOrTx, actor: Actor, publicId: string, lock = false) {
  const query = joined(db).where(and(eq(stageActivities.publicId, publicId), projectScope(actor)));
  const [row] = lock ? await query.for('update', { of: stageActivities }) : await query;
  if (!row) throw notFound();
  return row;
}

async function activityById(db: DbOrTx, actor: Actor, publicId: string) {
  const row = await findVisible(db, actor, publicId);
  const progress = await progressBy(db, tasks.stageActivityId, [row.activity.id]);
  return present(row, progress.get(row.activity.id));
}

export const getStageActivity = (ctx: ServiceContext, actor: Actor, publicId: string) =>
  activityById(ctx.db, actor, publicId);

/** GET /api/stage_activity_options: the activities of a visible stage (404 for a stage the actor cannot see). */
export async function stageActivityOptions(ctx: ServiceContext, actor: Actor, stageId: string) {
  const db = ctx.db;
  const { stage } = await findVisibleStage(db, actor, stageId);
  return db
    .select({ public_id: stageActivities.publicId, name: stageActivities.name })
    .from(stageActivities)
    .where(eq(stageActivities.stageId, stage.id))
    .orderBy(sql`${stageActivities.startDate} asc nulls last`, stageActivities.name)
    .limit(500);
}

/** The stage, responsible and dates of a form, checked: a visible stage, an active responsible, dates within the stage's. */
async function resolveInput(tx: Tx, actor: Actor, input: Input) {
  const stage = await findVisibleStage(tx, actor, input.stage_id).catch((err) => {
    if (err?.statusCode === 404) throw fieldError('stage_id', 'La etapa seleccionada no existe.');
    throw err;
  });
  let responsibleId: number | null = null;
  if (input.responsible_id) {
    const [u] = await tx
      .select({ id: users.id, active: users.active, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.publicId, input.responsible_id));
    if (!u || !u.active || u.deletedAt)
      throw fieldError('responsible_id', 'El responsable seleccionado no existe o está inactivo.');
    responsibleId = u.id;
  }
  checkDates(
    { start: input.start_date, end: input.end_date },
    { start: stage.stage.startDate, end: stage.stage.endDate },
    'de la etapa',
  );
  return {
    stageId: stage.stage.id,
    values: {
      name: input.name,
      description: input.description,
      status: input.status,
      responsibleId,
      startDate: input.start_date,
      endDate: input.end_date,
    },
  };
}

export async function createStageActivity(ctx: ServiceContext, actor: Actor, input: Input) {
  const db = ctx.db;
  const publicId = await db.transaction(async (tx) => {
    const { stageId, values } = await resolveInput(tx, actor, input);
    const [a] = await tx
      .insert(stageActivities)
      .values({ ...values, stageId, createdBy: actor.userId })
      .returning();
    return a.publicId;
  });
  return activityById(db, actor, publicId);
}

export async function updateStageActivity(ctx: ServiceContext, actor: Actor, publicId: string, input: Input) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const { activity } = await findVisible(tx, actor, publicId, true);
    const { stageId, values } = await resolveInput(tx, actor, input);
    // Tasks carry their stage too: moving an activity with tasks would break their chain.
    if (stageId !== activity.stageId && (await taskCounts(tx, tasks.stageActivityId, activity.id)).all > 0) {
      throw fieldError('stage_id', 'No se puede cambiar la etapa de una actividad que tiene tareas.');
    }
    await tx
      .update(stageActivities)
      .set({ ...values, stageId })
      .where(eq(stageActivities.id, activity.id));
  });
  return activityById(db, actor, publicId);
}

export async function deleteStageActivity(ctx: ServiceContext, actor: Actor, publicId: string) {
  const db = ctx.db;
  await db.transaction(async (tx) => {
    const { activity } = await findVisible(tx, actor, publicId, true);
    const t = await taskCounts(tx, tasks.stageActivityId, activity.id);
    if (t.all > 0) {
      const parts = [
        t.live ? `${t.live} tarea(s)` : '',
        t.all > t.live ? `${t.all - t.live} tarea(s) eliminada(s)` : '',
      ].filter(Boolean);
      throw conflict(`${MSG.inUse} La actividad tiene ${parts.join(' y ')}.`);
    }
    await tx.delete(stageActivities).where(eq(stageActivities.id, activity.id));
  });
}
