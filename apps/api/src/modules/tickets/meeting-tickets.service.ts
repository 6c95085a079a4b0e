import type { Tx } from '../../db/client.ts';
import { record } from './ticket-history.service.ts';
import { nextCode } from './tickets.rules.ts';
import { tickets } from './tickets.table.ts';

export interface AgreementTicketInput {
  meetingId: number;
  title: string;
  description: string | null;
  departmentId: number | null;
  requesterId: number;
  responsibleId: number;
  responsibleName: string;
  dueAt: Date;
}

/**
 * A meeting's agreement as a ticket, inside the meeting's transaction (the meetings module notifies through its
 * runWrite outbox): numbered from the year's counter like any ticket, assigned to its responsible, due when the
 * meeting agreed, with its history's first entry.
 */
export async function createAgreementTicket(tx: Tx, input: AgreementTicketInput) {
  const now = new Date();
  const [ticket] = await tx
    .insert(tickets)
    .values({
      code: await nextCode(tx, now.getFullYear()),
      title: input.title,
      description: input.description,
      category: 'Reunión',
      priority: 'Media',
      status: 'Abierto',
      departmentId: input.departmentId,
      requesterId: input.requesterId,
      responsibleId: input.responsibleId,
      dueAt: input.dueAt,
      meetingId: input.meetingId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await record(tx, ticket.id, input.requesterId, 'created', {
    code: [null, ticket.code],
    title: [null, ticket.title],
    status: [null, 'Abierto'],
    responsible: [null, input.responsibleName],
  });
  return ticket;
}
