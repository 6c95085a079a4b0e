import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness, type TestUser } from '../../test/harness.ts';
import { makeProject, makeTasks, makeTickets } from '../../test/factories.ts';
import type { Actor } from '../../lib/service-context.ts';
import { tasks } from '../../modules/tasks/tasks.table.ts';
import { tickets } from '../../modules/tickets/tickets.table.ts';
import { myTicketsList, requestedTicketsList, ticketsList } from '../../modules/tickets/tickets-list.service.ts';
import { tasksList } from '../../modules/tasks/tasks-list.service.ts';
import { defineList, type ListDeclaration, type ListEngine, type ListQuery } from './define-list.ts';

/*
 * The engine's promise to whoever adds a filter to a list: a counter answers only the filters it declares, so a
 * filter it does not know is counted, and the total is the number of rows paging reaches. The lists here are the
 * modules' own declarations with one filter more, added only in this test — the experiment of issue 44: a
 * `category` filter on the tickets made /api/my_tickets answer 1 row with total 3.
 */

let h: Harness;
let admin: TestUser;
let projectPublicId: string;
beforeAll(async () => {
  h = await build();
  admin = await h.makeUser(PERMISSIONS);
  // 3 Hardware and 4 Red tickets, the admin responsible for and requester of them all, two of each Cerrado.
  await makeTickets(h, 7, (i) => ({
    category: i < 3 ? 'Hardware' : 'Red',
    status: i % 2 === 0 ? 'Cerrado' : 'Abierto',
    responsibleId: admin.id,
    requesterId: admin.id,
  }));
  const project = await makeProject(h, { createdBy: admin.id });
  projectPublicId = project.publicId;
  // 5 tasks of the project, 2 of them titled 'Urgente …', and their statuses alternate.
  await makeTasks(h, 5, (i) => ({
    projectId: project.id,
    title: `${i < 2 ? 'Urgente' : 'Normal'} ${i}`,
    status: i % 2 === 0 ? '1' : '2',
    memberIds: [admin.id],
  }));
});
afterAll(() => h.close());

const PERMISSIONS = ['Ver ticket', 'Gestionar ticket asignados', 'Ver tareas', 'Ver todos los proyectos'];
const actorOf = (u: TestUser): Actor => ({
  userId: u.id,
  userPublicId: u.publicId,
  permissions: new Set(PERMISSIONS),
  ip: null,
});

/** The declaration with one filter more, under a name of its own. */
function withFilter<Q extends ListQuery>(
  list: ListEngine<Q, unknown>,
  name: string,
  filter: ListDeclaration<Q>['filters'][string],
) {
  const d = list.declaration;
  return defineList<Q & { extra?: string }, unknown>({
    ...(d as unknown as ListDeclaration<Q & { extra?: string }>),
    name: `${d.name}+${name}`,
    filters: { ...(d.filters as ListDeclaration<Q & { extra?: string }>['filters']), extra: filter as never },
  });
}

interface Page {
  data: { public_id: string }[];
  total: number;
  last_page: number;
}

/** Every page of the list for `q`, two rows a page: its total, and the rows paging reached. */
async function pageThrough(list: ListEngine<ListQuery & Record<string, unknown>, unknown>, q: Record<string, unknown>) {
  const seen: string[] = [];
  let total = -1;
  for (let page = 1; page <= 20; page++) {
    const answer = (await list.answer(h.app.ctx, actorOf(admin), { page, per_page: 2, ...q })) as unknown as {
      text: string;
    };
    const body = JSON.parse(answer.text) as Page;
    total = body.total;
    if (body.data.length === 0) break;
    seen.push(...body.data.map((r) => r.public_id));
  }
  return { total, rows: seen.length, unique: new Set(seen).size };
}

describe('a filter added only here', () => {
  const category = { where: (v: unknown) => eq(tickets.category, v as string) };

  it.each([
    ['my tickets', myTicketsList],
    ['my requested tickets', requestedTicketsList],
    ['every ticket', ticketsList],
  ] as const)('is counted on %s, alone and beside the filters a counter answers', async (_name, list) => {
    const extended = withFilter(list as never, 'category', category);
    for (const q of [
      { extra: 'Hardware' },
      { extra: 'Hardware', status: 'Cerrado' },
      { extra: 'Red', status: 'Abierto' },
    ]) {
      const paged = await pageThrough(extended as never, q);
      expect(paged, JSON.stringify(q)).toEqual({ total: paged.rows, rows: paged.unique, unique: paged.unique });
    }
    // Hardware: tickets 0, 1, 2 — of those, 0 and 2 Cerrado.
    expect((await pageThrough(extended as never, { extra: 'Hardware' })).total).toBe(3);
    expect((await pageThrough(extended as never, { extra: 'Hardware', status: 'Cerrado' })).total).toBe(2);
  });

  it("is counted on the task list beside the project filter its project's counters answer", async () => {
    const extended = withFilter(tasksList as never, 'title', {
      where: (v: unknown) => sql`${tasks.title} like ${v} || '%'`,
    });
    for (const q of [
      { project_id: projectPublicId, extra: 'Urgente' },
      { project_id: projectPublicId, status: '1', extra: 'Urgente' },
    ]) {
      const paged = await pageThrough(extended as never, q);
      expect(paged, JSON.stringify(q)).toEqual({ total: paged.rows, rows: paged.unique, unique: paged.unique });
    }
    expect((await pageThrough(extended as never, { project_id: projectPublicId, extra: 'Urgente' })).total).toBe(2);
    expect((await pageThrough(extended as never, { project_id: projectPublicId })).total).toBe(5);
  });
});
