import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loaded, type ShapedActor } from '../../lib/access.ts';
import type { Actor } from '../../lib/service-context.ts';
import { inProjectScope } from '../projects/projects.access.ts';
import { taskMembers, tasks } from './tasks.table.ts';

/** The user (an id, or a shaped list's placeholder for the actor's) is a member of the current row of `tasks`. */
export const isMemberOf = (userId: number | Placeholder): SQL =>
  sql`exists (select 1 from ${taskMembers} where ${taskMembers.taskId} = ${tasks.id} and ${taskMembers.userId} = ${userId})`;

/**
 * Which live tasks the /api/tasks lists show: a project's tasks follow projectScope (all projects, or only the
 * actor's own); tasks without a project go to holders of 'Ver todos los proyectos' and to their creator and
 * members. A shaped list passes `shaped` (see projectScope).
 */
export function taskScope(actor: Actor, shaped?: ShapedActor): SQL {
  const me = shaped?.me ?? actor.userId;
  const inProjects = inProjectScope(tasks.projectId, actor, shaped);
  const seesAll = actor.permissions.has('Ver todos los proyectos');
  shaped?.shape.mark(seesAll ? 'loose=all' : 'loose=own');
  const loose = seesAll
    ? isNull(tasks.projectId)
    : and(isNull(tasks.projectId), or(eq(tasks.createdBy, me), isMemberOf(me)));
  return and(isNull(tasks.deletedAt), or(inProjects, loose))!;
}

export type TaskRow = typeof tasks.$inferSelect;

/** What this actor may do with one task (PRODUCT.md and the route table); list rows carry it too. */
export interface TaskRights {
  see: boolean;
  update: boolean;
  delete: boolean;
  /**
   * Move the status, attach evidence and manage the subtasks and their checklists: 'Actualizar tareas', or a
   * member with 'Gestionar tareas asignadas'.
   */
  work: boolean;
  comment: boolean;
  member: boolean;
  /** List the subtasks and their checklists: 'Ver subtareas', or being a member. */
  readSubtasks: boolean;
}

/**
 * Columns that, selected beside `tasks`, carry what rightsOf needs: one statement loads rows with their rights. A
 * list whose rows are known to be in scope (its WHERE holds taskScope) or the actor's (my tasks) says so with
 * `known`, and spares PostgreSQL that subquery on every row.
 */
export const accessColumns = (actor: Actor, shaped?: ShapedActor, known: { inScope?: true; member?: true } = {}) => ({
  member: (known.member ? sql<boolean>`true` : sql<boolean>`${isMemberOf(shaped?.me ?? actor.userId)}`).mapWith(
    Boolean,
  ),
  inScope: (known.inScope ? sql<boolean>`true` : sql<boolean>`(${taskScope(actor, shaped)})`).mapWith(Boolean),
});

export function rightsOf(actor: Actor, t: { member: boolean; inScope: boolean; createdBy: number | null }): TaskRights {
  const has = (p: string) => actor.permissions.has(p);
  const creator = t.createdBy === actor.userId;
  // Members and the creator always reach their task; everyone else needs 'Ver tareas' and the project scope.
  const see = t.member || creator || (has('Ver tareas') && t.inScope);
  return {
    see,
    update: see && has('Actualizar tareas'),
    delete: see && has('Eliminar tareas'),
    work: (see && has('Actualizar tareas')) || (t.member && has('Gestionar tareas asignadas')),
    comment: see,
    member: t.member,
    readSubtasks: see && (has('Ver subtareas') || t.member),
  };
}

/** A live task and the actor's rights over it, in one statement; 404 when missing, deleted or not visible. */
export async function loadTask(db: DbOrTx, actor: Actor, where: SQL, opts: { forUpdate?: boolean } = {}) {
  let q = db
    .select({ task: tasks, ...accessColumns(actor) })
    .from(tasks)
    .where(and(where, isNull(tasks.deletedAt)))
    .$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [found] = await q;
  const { row, can } = loaded(found, (r) => rightsOf(actor, { ...r, createdBy: r.task.createdBy }));
  return { row: row.task, can };
}

export const byPublicId = (publicId: string) => eq(tasks.publicId, publicId);
