import { TICKET_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import type { TicketRow } from './tickets.access.ts';

/**
 * The notices of tickets, as what `out.notify` stores in the writing transaction (runWrite delivers them after the
 * commit). Their type, 'Ticket', is what the top bar's ticket menu lists. The title names the ticket, which is all a
 * menu shows (the web cuts it at 50 characters); the message says what happened.
 */
export const manageLink = (publicId: string) => `/ticket/manage_ticket?ticket=${publicId}`;
export const findLink = (publicId: string) => `/find_ticket/${publicId}`;
const named = (t: Pick<TicketRow, 'code' | 'title'>) => `${t.code} · ${t.title}`;

/** The new responsible hears of it unless they assigned themselves; `origin` says where it comes from. */
export function assignedNotice(t: TicketRow, responsibleId: number, actorId: number, origin?: string): NotifyInput {
  return {
    recipientIds: responsibleId === actorId ? [] : [responsibleId],
    type: TICKET_NOTIFICATION_TYPE,
    title: named(t),
    message: `Nuevo ticket asignado${origin ? `, ${origin}` : ''}`,
    creatorId: actorId,
    link: manageLink(t.publicId),
  };
}

const OUTCOME: Record<string, string> = { Resuelto: 'resuelto', Rechazado: 'rechazado', Cerrado: 'cerrado' };

/** A ticket solved, rejected or closed tells its requester (who reads the solution at /find_ticket). */
export function requesterNotice(t: TicketRow, status: string, actorId: number): NotifyInput {
  const outcome = OUTCOME[status];
  return {
    recipientIds: outcome && t.requesterId && t.requesterId !== actorId ? [t.requesterId] : [],
    type: TICKET_NOTIFICATION_TYPE,
    title: named(t),
    message: `Ticket ${outcome}`,
    creatorId: actorId,
    link: findLink(t.publicId),
  };
}

/**
 * A comment tells the other side: the requester's goes to the responsible, the responsible's to the requester,
 * and anyone else's (the administration) to both.
 */
export function commentNotice(t: TicketRow, authorId: number, excerpt: string): NotifyInput {
  const sides = [t.requesterId, t.responsibleId].filter((id): id is number => id !== null && id !== authorId);
  return {
    recipientIds: sides,
    type: TICKET_NOTIFICATION_TYPE,
    title: named(t),
    message: `Nuevo comentario: ${excerpt}`,
    creatorId: authorId,
    link: t.responsibleId !== null && sides.includes(t.responsibleId) ? manageLink(t.publicId) : findLink(t.publicId),
  };
}

/** The overdue notice, sent once per overdue spell by the periodic job. */
export function overdueNotice(t: Pick<TicketRow, 'publicId' | 'code' | 'title'>, responsibleId: number): NotifyInput {
  return {
    recipientIds: [responsibleId],
    type: TICKET_NOTIFICATION_TYPE,
    title: named(t),
    message: 'Ticket vencido: superó su fecha de vencimiento',
    link: manageLink(t.publicId),
  };
}
