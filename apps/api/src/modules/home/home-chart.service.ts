import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { TTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import { TASK_STATUSES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import { TICKET_STATUSES } from '@gestora/contract/tickets/ticket-states';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/service-context.ts';
import { taskMembers, tasks } from '../tasks/tasks.table.ts';
import { tickets } from '../tickets/tickets.table.ts';

/**
 * GET /api/tasks_and_tickets_chart: the signed-in user's tasks (those they are a member of, not deleted) and
 * tickets (those they are responsible for) counted by status, every status present (0 when none), in the order
 * of the chart's five colours. Two grouped statements on indexed columns (task_members_user_idx,
 * tickets_responsible_due_idx).
 */
export async function tasksAndTicketsChart(db: Db, actor: Actor): Promise<TTasksAndTicketsChart> {
  const [taskRows, ticketRows] = await Promise.all([
    db
      .select({ status: tasks.status, n: count() })
      .from(taskMembers)
      .innerJoin(tasks, eq(tasks.id, taskMembers.taskId))
      .where(and(eq(taskMembers.userId, actor.userId), isNull(tasks.deletedAt)))
      .groupBy(tasks.status),
    db
      .select({ status: tickets.status, n: count() })
      .from(tickets)
      .where(and(eq(tickets.responsibleId, actor.userId), inArray(tickets.status, [...TICKET_STATUSES])))
      .groupBy(tickets.status),
  ]);
  const taskCount = new Map(taskRows.map((r) => [r.status, r.n]));
  const ticketCount = new Map(ticketRows.map((r) => [r.status, r.n]));
  return {
    labels_tasks: TASK_STATUS_CODES.map((code) => TASK_STATUSES[code]),
    data_tasks: TASK_STATUS_CODES.map((code) => taskCount.get(code) ?? 0),
    labels_tickets: [...TICKET_STATUSES],
    data_tickets: TICKET_STATUSES.map((s) => ticketCount.get(s) ?? 0),
  };
}
