import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../lib/service-context.ts';
import { isMemberOf, rightsOf as tasksRightsOf, taskScope } from '../tasks/tasks.access.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';

/** What the actor may do with a task's subtasks and micro-tasks. */
export interface TaskRights {
  /** The actor may see the task at all (else 404): the tasks module's rule, reused as is. */
  visible: boolean;
  member: boolean;
  /** List subtasks and their checklists: 'Ver subtareas', or being a member. */
  read: boolean;
  /** Create, edit, move and delete subtasks and micro-tasks: the task's `work` right ('Actualizar tareas', or a member with 'Gestionar tareas asignadas'). */
  manage: boolean;
}

/** Columns that, selected beside `tasks`, carry what taskRightsOf needs; one statement loads a row with its rights. */
export const accessColumns = (actor: Actor) => ({
  member: sql<boolean>`${isMemberOf(actor.userId)}`.mapWith(Boolean),
  inScope: sql<boolean>`(${taskScope(actor)})`.mapWith(Boolean),
});

export function taskRightsOf(
  actor: Actor,
  row: { member: boolean; inScope: boolean; createdBy: number | null },
): TaskRights {
  const t = tasksRightsOf(actor, row);
  return {
    visible: t.see,
    member: t.member,
    read: t.see && (actor.permissions.has('Ver subtareas') || t.member),
    manage: t.see && t.work,
  };
}

/** A live (not soft-deleted) task by public id with the actor's rights over it, in one statement; 404 if unseen. */
export async function loadTask(db: DbOrTx, actor: Actor, taskPublicId: string) {
  const [row] = await db
    .select({ task: tasks, ...accessColumns(actor) })
    .from(tasks)
    .where(and(eq(tasks.publicId, taskPublicId), isNull(tasks.deletedAt)));
  if (!row) throw notFound();
  const rights = taskRightsOf(actor, { ...row, createdBy: row.task.createdBy });
  if (!rights.visible) throw notFound();
  return { task: row.task, rights };
}

/** 404 when the actor cannot see the thing at all, 403 when they see it but may not do this. */
export function requireRight(allowed: boolean, seen: boolean) {
  if (allowed) return;
  throw seen ? forbidden() : notFound();
}

/**
 * An active user chosen as responsible, by public id, and whether they may open the subtasks screen (it
 * decides which link their notification carries); 422 on the field otherwise.
 */
export async function findResponsible(db: DbOrTx, publicId: string, field = 'responsible_id') {
  const [u] = await db
    .select({
      id: users.id,
      seesSubtasks:
        sql<boolean>`exists(select 1 from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = ${users.id} and rp.permission = 'Ver subtareas')`.mapWith(
          Boolean,
        ),
    })
    .from(users)
    .where(and(eq(users.publicId, publicId), eq(users.active, true), isNull(users.deletedAt)));
  if (!u) throw fieldError(field, 'El responsable seleccionado no existe o está inactivo.');
  return u;
}
