import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { spanishDate } from '../../lib/dates.ts';
import { fieldError } from '../../lib/errors.ts';
import { users } from '../users/users.table.ts';

interface Span {
  startDate: string | null;
  endDate: string | null;
}

/**
 * A subtask's dates must fall within its task's dates when the task has them (end ≥ start is checked by the
 * request schema). 'YYYY-MM-DD' strings compare as dates.
 */
export function assertWithinTask(dates: { start_date: string | null; end_date: string | null }, task: Span) {
  const { start_date: start, end_date: end } = dates;
  if (start && task.startDate && start < task.startDate) {
    throw fieldError(
      'start_date',
      `La fecha de inicio no puede ser anterior al inicio de la tarea (${spanishDate(task.startDate)}).`,
    );
  }
  if (start && task.endDate && start > task.endDate) {
    throw fieldError(
      'start_date',
      `La fecha de inicio no puede ser posterior al fin de la tarea (${spanishDate(task.endDate)}).`,
    );
  }
  if (end && task.endDate && end > task.endDate) {
    throw fieldError(
      'end_date',
      `La fecha de fin no puede ser posterior al fin de la tarea (${spanishDate(task.endDate)}).`,
    );
  }
  if (end && task.startDate && end < task.startDate) {
    throw fieldError(
      'end_date',
      `La fecha de fin no puede ser anterior al inicio de la tarea (${spanishDate(task.startDate)}).`,
    );
  }
}

/** A micro-task's due date must fall within its subtask's dates when the subtask has them. */
export function assertDueWithinSubtask(due: string | null, subtask: Span) {
  if (!due) return;
  if (subtask.startDate && due < subtask.startDate) {
    throw fieldError(
      'due_date',
      `La fecha límite no puede ser anterior al inicio de la subtarea (${spanishDate(subtask.startDate)}).`,
    );
  }
  if (subtask.endDate && due > subtask.endDate) {
    throw fieldError(
      'due_date',
      `La fecha límite no puede ser posterior al fin de la subtarea (${spanishDate(subtask.endDate)}).`,
    );
  }
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
