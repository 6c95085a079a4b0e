import { TICKET_PRIORITIES, TICKET_STATUSES } from '@gestora/contract/tickets/ticket-states';
import { makeTickets, type TicketRow } from '../factories.ts';
import { assignTicket } from '../../modules/tickets/tickets.test-utils.ts';
import type { Harness } from '../harness.ts';
import { WORD, type People } from './world-people.test-utils.ts';

const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
/** A day of 2025, the creation dates the tickets' date filters bound (0 is 1 January). */
export const ticketDay = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

/**
 * Thirty tickets of every status and priority in two areas, created three days apart in 2025, half due in 2025 (the
 * open ones overdue) and half in 2031, each actor responsible for some and requester of others, WORD in some titles
 * and descriptions, the solved and closed ones with a solution (what 'Soluciones a tickets' lists); and a ticket
 * with comments and history.
 */
export async function makeTicketWork(h: Harness, people: People) {
  const { admin, narrow, own } = people.actors;
  const responsibles = [narrow.user.id, own.user.id, admin.user.id, null, narrow.user.id, own.user.id];
  const requesters = [own.user.id, narrow.user.id, admin.user.id, people.users[2].id, own.user.id];
  const tickets: TicketRow[] = await makeTickets(h, 30, (i) => {
    const status = pick(TICKET_STATUSES, i);
    const solved = (status === 'Resuelto' || status === 'Cerrado') && i % 7 !== 3;
    return {
      title: i % 4 === 0 ? `Ticket ${WORD} ${i}` : `Ticket ${i}`,
      description: i % 5 === 1 ? `<p>El ${WORD} no arranca</p>` : null,
      category: pick(['Hardware', 'Software', null], i),
      status,
      priority: pick(TICKET_PRIORITIES, i + 2),
      departmentId: pick([people.areaA.id, people.areaB.id], i),
      requesterId: pick(requesters, i),
      responsibleId: pick(responsibles, i),
      createdAt: new Date(`${ticketDay(i * 3)}T10:00:00Z`),
      dueAt: i % 2 ? new Date(Date.UTC(2025, 6, 1 + i)) : new Date(Date.UTC(2031, 0, 1 + i)),
      solution: solved ? `<p>Se cambió la pieza ${i % 3 === 0 ? WORD : 'rota'}</p>` : null,
      solvedAt: solved ? new Date(Date.UTC(2025, 8, 1 + i)) : null,
      closedAt: status === 'Cerrado' ? new Date(Date.UTC(2025, 9, 1 + i)) : null,
    };
  });

  const discussed = tickets[0];
  for (let i = 0; i < 5; i++) {
    const res = await admin.client.inject({
      method: 'POST',
      url: `/api/tickets/${discussed.publicId}/comments`,
      payload: { body: `<p>Comentario ${i}</p>` },
    });
    if (res.statusCode !== 201) throw new Error(`comment → ${res.statusCode} ${res.body}`);
  }
  for (const [i, responsible] of [own, narrow, own].entries()) {
    const res = await assignTicket(admin.client, discussed.publicId, responsible.user.publicId);
    if (res.statusCode !== 200) throw new Error(`assign ${i} → ${res.statusCode} ${res.body}`);
  }
  return { tickets, discussed };
}
export type TicketWork = Awaited<ReturnType<typeof makeTicketWork>>;
