import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { NotifyInput } from '../notifications/notifications.service.ts';
import { rolePermissions } from '../roles/roles.table.ts';
import { userRoles, users } from '../users/users.table.ts';

/**
 * Maintenance request notices: in the bell and the full lists (not in the ticket menu, which lists tickets only),
 * each opening the request's page in the web.
 */
export const MAINTENANCE_REQUEST_NOTIFICATION_TYPE = 'MaintenanceRequest';
export const requestLink = (publicId: string) => `/maintenance_request/edit/${publicId}`;

/** A request as its notices name it: its public id, its requester and its vehicle's plate. */
export interface NoticeRequest {
  publicId: string;
  requestedBy: number | null;
  plate: string;
}

/**
 * The requester hears of it, unless they did it themselves. The decision comes first in the message: the bell
 * shows its first 30 characters, where 'Tu solicitud de mantenimiento…' read the same for every notice.
 */
const toRequester = (r: NoticeRequest, actorId: number | null, message: string): NotifyInput => ({
  recipientIds: r.requestedBy !== null && r.requestedBy !== actorId ? [r.requestedBy] : [],
  type: MAINTENANCE_REQUEST_NOTIFICATION_TYPE,
  title: `Solicitud de mantenimiento de ${r.plate}`,
  message,
  creatorId: actorId,
  link: requestLink(r.publicId),
});

export const approvedNotice = (r: NoticeRequest, actorId: number) =>
  toRequester(r, actorId, `Solicitud aprobada: mantenimiento de ${r.plate}.`);

export const rejectedNotice = (r: NoticeRequest, actorId: number, note: string) =>
  toRequester(r, actorId, `Solicitud rechazada: mantenimiento de ${r.plate}. Motivo: ${note}`);

export const attendedNotice = (r: NoticeRequest, actorId: number | null) =>
  toRequester(r, actorId, `Solicitud atendida: mantenimiento de ${r.plate}.`);

/** The reviewers told of a new request, at most this many (the first by id): a bounded query, a bounded insert. */
export const REVIEWERS_TOLD = 50;

/**
 * A new request tells the active holders of 'Revisar solicitudes de mantenimiento' (through any role), but not
 * its requester.
 */
export async function newRequestNotice(db: DbOrTx, r: NoticeRequest, actorId: number): Promise<NotifyInput> {
  const reviewers = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(
      and(
        eq(rolePermissions.permission, 'Revisar solicitudes de mantenimiento'),
        eq(users.active, true),
        isNull(users.deletedAt),
        ne(users.id, actorId),
      ),
    )
    .orderBy(users.id)
    .limit(REVIEWERS_TOLD);
  return {
    recipientIds: reviewers.map((u) => u.id),
    type: MAINTENANCE_REQUEST_NOTIFICATION_TYPE,
    title: `Solicitud de mantenimiento de ${r.plate}`,
    message: `Nueva solicitud: mantenimiento de ${r.plate}.`,
    creatorId: actorId,
    link: requestLink(r.publicId),
  };
}
