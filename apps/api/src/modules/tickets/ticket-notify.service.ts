import { EVENTS } from '@gestora/contract/realtime';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { deliverAfterCommit, notify, type PendingDelivery } from '../notifications/notifications.service.ts';
import type { TicketRow } from './tickets.access.ts';

/** What a ticket service needs besides the actor: the database and the real-time rooms. */
export interface TicketCtx {
  db: Db;
  realtime: Pick<Realtime, 'toUsers'>;
}

/** Ticket notifications are listed in the top bar's ticket menu (any type but 'ProcessTask'). */
export const TICKET_NOTIFICATION_TYPE = 'Ticket';
export const manageLink = (publicId: string) => `/ticket/manage_ticket?ticket=${publicId}`;
export const findLink = (publicId: string) => `/find_ticket/${publicId}`;
const named = (t: Pick<TicketRow, 'code' | 'title'>) => `${t.code} «${t.title}»`;

/** Stored in the assigning transaction: the new responsible hears of it unless they assigned themselves. */
export function notifyAssigned(tx: DbOrTx, t: TicketRow, responsibleId: number, actorId: number) {
  return notify(tx, {
    recipientIds: responsibleId === actorId ? [] : [responsibleId],
    type: TICKET_NOTIFICATION_TYPE,
    title: 'Nuevo ticket asignado',
    message: `Se le asignó el ticket ${named(t)}`,
    creatorId: actorId,
    link: manageLink(t.publicId),
  });
}

const OUTCOME: Record<string, string> = { Resuelto: 'resuelto', Rechazado: 'rechazado', Cerrado: 'cerrado' };

/** A ticket solved, rejected or closed tells its requester (who reads the solution at /find_ticket). */
export function notifyRequester(tx: DbOrTx, t: TicketRow, status: string, actorId: number) {
  const outcome = OUTCOME[status];
  return notify(tx, {
    recipientIds: outcome && t.requesterId && t.requesterId !== actorId ? [t.requesterId] : [],
    type: TICKET_NOTIFICATION_TYPE,
    title: `Ticket ${outcome}`,
    message: `Su ticket ${named(t)} fue ${outcome}`,
    creatorId: actorId,
    link: findLink(t.publicId),
  });
}

/**
 * A comment tells the other side: the requester's goes to the responsible, the responsible's to the requester,
 * and anyone else's (the administration) to both.
 */
export function notifyComment(tx: DbOrTx, t: TicketRow, authorId: number, excerpt: string) {
  const sides = [t.requesterId, t.responsibleId].filter((id): id is number => id !== null && id !== authorId);
  return notify(tx, {
    recipientIds: sides,
    type: TICKET_NOTIFICATION_TYPE,
    title: 'Nuevo comentario en ticket',
    message: `${named(t)}: ${excerpt}`,
    creatorId: authorId,
    link: t.responsibleId !== null && sides.includes(t.responsibleId) ? manageLink(t.publicId) : findLink(t.publicId),
  });
}

/** The overdue notice, sent once per overdue spell by the periodic job. */
export function notifyOverdue(tx: DbOrTx, t: Pick<TicketRow, 'publicId' | 'code' | 'title'>, responsibleId: number) {
  return notify(tx, {
    recipientIds: [responsibleId],
    type: TICKET_NOTIFICATION_TYPE,
    title: 'Ticket vencido',
    message: `El ticket ${named(t)} superó su fecha de vencimiento`,
    link: manageLink(t.publicId),
  });
}

export const merge = (...all: (PendingDelivery | undefined)[]): PendingDelivery => ({
  notificationIds: all.flatMap((p) => p?.notificationIds ?? []),
});

/**
 * After the commit: the stored notifications go out (socket and push), and TicketAssignedPublic tells only the
 * responsible's own sockets which ticket to reload. Nobody else hears of it.
 */
export function deliverTicket(ctx: TicketCtx, pending: PendingDelivery, assigned?: { ticket: string; to: string }) {
  deliverAfterCommit(ctx.db, pending);
  if (assigned) ctx.realtime.toUsers([assigned.to], EVENTS.ticketAssignedPublic, { public_id: assigned.ticket });
}
