import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import { makeDepartment, makeTickets } from '../../test/factories.ts';
import { build, type Harness } from '../../test/harness.ts';
import { taskMembers, tasks } from '../tasks/tasks.table.ts';
import { tickets } from '../tickets/tickets.table.ts';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(() => h.close());

/** Tasks with these statuses, `userId` a member of each. */
async function tasksFor(userId: number, statuses: string[], deleted = false) {
  const rows = await h.app.db
    .insert(tasks)
    .values(statuses.map((status, i) => ({ title: `Tarea ${i}`, status, deletedAt: deleted ? new Date() : null })))
    .returning({ id: tasks.id });
  await h.app.db.insert(taskMembers).values(rows.map((r) => ({ taskId: r.id, userId })));
}

describe('GET /api/tasks_and_tickets_chart', () => {
  it("counts the signed-in user's tasks and tickets by status, zeros included, in the colours' order", async () => {
    const me = await h.makeUser([]);
    const other = await h.makeUser([]);
    await tasksFor(me.id, ['1', '1', '2', '5', '5', '5']);
    // A deleted task and someone else's do not count.
    await tasksFor(me.id, ['3'], true);
    await tasksFor(other.id, ['4', '4']);
    const dept = await makeDepartment(h);
    await makeTickets(h, 3, { departmentId: dept.id, requesterId: other.id, responsibleId: me.id });
    await makeTickets(h, 2, { departmentId: dept.id, requesterId: me.id, responsibleId: other.id });
    const mine = await h.app.db.select({ id: tickets.id, responsibleId: tickets.responsibleId }).from(tickets);
    const myTickets = mine.filter((t) => t.responsibleId === me.id);
    await h.app.db.update(tickets).set({ status: 'Resuelto' }).where(eq(tickets.id, myTickets[0].id));
    // Counted from counters kept by triggers (ticket_status_counts): a ticket handed to someone else leaves mine,
    // and one handed to me joins them, whatever writes it.
    await h.app.db.update(tickets).set({ responsibleId: other.id }).where(eq(tickets.id, myTickets[1].id));
    const theirs = mine.find((t) => t.responsibleId === other.id)!;
    await h.app.db.update(tickets).set({ responsibleId: me.id, status: 'Cerrado' }).where(eq(tickets.id, theirs.id));

    const res = await (await h.as(me.email)).inject({ method: 'GET', url: '/api/tasks_and_tickets_chart' });
    expect(res.statusCode).toBe(200);
    expect(ZTasksAndTicketsChart.parse(res.json())).toEqual({
      labels_tasks: ['Pendiente', 'En proceso', 'En revisión', 'Devuelta', 'Finalizada'],
      data_tasks: [2, 1, 0, 0, 3],
      labels_tickets: ['Abierto', 'En proceso', 'Resuelto', 'Cerrado', 'Rechazado'],
      data_tickets: [1, 0, 1, 1, 0],
    });
  });

  it('answers zeros to a user with nothing, and 401 without a session', async () => {
    const nobody = await h.as((await h.makeUser([])).email);
    const res = await nobody.inject({ method: 'GET', url: '/api/tasks_and_tickets_chart' });
    expect(res.json().data_tasks).toEqual([0, 0, 0, 0, 0]);
    expect(res.json().data_tickets).toEqual([0, 0, 0, 0, 0]);
    expect((await h.app.inject({ method: 'GET', url: '/api/tasks_and_tickets_chart' })).statusCode).toBe(401);
  });
});
