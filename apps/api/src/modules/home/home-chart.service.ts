import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { TTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import { TASK_STATUSES, TASK_STATUS_CODES } from '@gestora/contract/tasks/remaining-days';
import { TICKET_STATUSES } from '@gestora/contract/tickets/ticket-states';
import { defineStatement } from '../../db/list/define-statement.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { taskMembers } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';
import { ticketStatusCounts } from '../tickets/ticket-status-counts.table.ts';

/** `{status: count}` of a grouped subquery, as one JSON column. */
const countsByStatus = (grouped: SQL) =>
  sql<Record<string, number> | null>`(select json_object_agg(g.status, g.n) from (${grouped}) as g)`;

const chartCounts = defineStatement('tasks_and_tickets_chart', (db, p: { me: Placeholder }) => {
  // From the memberships alone: each carries its task's status and liveness (migrations 0017, 0028).
  const taskCounts = countsByStatus(sql`select m.task_status as status, count(*) as n from ${taskMembers} m
    where m.user_id = ${p.me} and m.task_live group by m.task_status`);
  const ticketCounts = countsByStatus(sql`select c.status, c.n from ${ticketStatusCounts} c
    where c.responsible_id = ${p.me} and c.n > 0`);
  return db.select({ tasks: taskCounts, tickets: ticketCounts }).from(users).where(eq(users.id, p.me));
});

/**
 * GET /api/tasks_and_tickets_chart: the signed-in user's tasks (those they are a member of, not deleted) and
 * tickets (those they are responsible for) counted by status, every status present (0 when none), in the order
 * of the chart's five colours. One prepared statement, built once, holding both counts, read from the user's own
 * row: the tasks through task_members_live_status_idx, the tickets from the counters the tickets' triggers keep
 * (ticket_status_counts).
 */
export async function tasksAndTicketsChart(ctx: ServiceContext, actor: Actor): Promise<TTasksAndTicketsChart> {
  const [row] = await chartCounts.run(ctx.db, { me: actor.userId });
  const taskCount = row?.tasks ?? {};
  const ticketCount = row?.tickets ?? {};
  return {
    labels_tasks: TASK_STATUS_CODES.map((code) => TASK_STATUSES[code]),
    data_tasks: TASK_STATUS_CODES.map((code) => Number(taskCount[code] ?? 0)),
    labels_tickets: [...TICKET_STATUSES],
    data_tickets: TICKET_STATUSES.map((s) => Number(ticketCount[s] ?? 0)),
  };
}
