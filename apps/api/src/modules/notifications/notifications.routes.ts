import type { FastifyInstance } from 'fastify';
import {
  ZAllNotificationsQuery,
  ZAllNotificationsResponse,
  ZEmptyBody,
  ZFindNotificationQuery,
  ZMenuQuery,
  ZNotification,
  ZStatusResponse,
  ZTasksInMemberResponse,
  ZTicketsInResponsibleResponse,
  ZUpdateAllNotificationsRequest,
  type TTasksInMemberResponse,
  type TTicketsInResponsibleResponse,
} from '@gestora/contract/notifications/notifications.schema';
import { apiRoutes } from '../../lib/api-routes.ts';
import { forbidden } from '../../lib/errors.ts';
import { asAnswer } from '../../lib/response-serializer.ts';
import type { Actor } from '../../lib/service-context.ts';
import { LOGIN } from '../auth/route-access.rules.ts';
import { acknowledgeMenu, allNotifications, findNotification, markSeen, menuPage } from './notifications.service.ts';

/** The menus take the user's public id in the query (spec); anyone else's is refused, never answered. */
const ownUser = (actor: Actor, userId: string) => {
  if (actor.userPublicId !== userId) throw forbidden();
  return actor;
};

/** Spec section 7: the notification calls, each for the signed-in user's own notifications only. */
export async function notificationsRoutes(app: FastifyInstance) {
  const route = apiRoutes(app, ['Notificaciones']);
  const acknowledged = { body: ZEmptyBody, response: { 200: ZStatusResponse } };

  route.list('/api/tasks_in_member', LOGIN, ZMenuQuery, ZTasksInMemberResponse, (ctx, actor, query) =>
    asAnswer(menuPage<TTasksInMemberResponse>(ctx, ownUser(actor, query.userId), 'task', query.page)),
  );
  route.list('/api/tickets_in_responsible', LOGIN, ZMenuQuery, ZTicketsInResponsibleResponse, (ctx, actor, query) =>
    asAnswer(menuPage<TTicketsInResponsibleResponse>(ctx, ownUser(actor, query.userId), 'ticket', query.page)),
  );
  route.post('/api/update_task_notification', LOGIN, acknowledged, async (ctx, actor) => {
    await acknowledgeMenu(ctx, actor, 'task');
    return { status: true as const };
  });
  route.post('/api/update_ticket_notification', LOGIN, acknowledged, async (ctx, actor) => {
    await acknowledgeMenu(ctx, actor, 'ticket');
    return { status: true as const };
  });
  route.list('/api/all_notifications', LOGIN, ZAllNotificationsQuery, ZAllNotificationsResponse, (ctx, actor, query) =>
    asAnswer(allNotifications(ctx, actor, query)),
  );
  route.post(
    '/api/update_all_notifications',
    LOGIN,
    { body: ZUpdateAllNotificationsRequest, response: { 200: ZStatusResponse } },
    async (ctx, actor, { body }) => {
      await markSeen(ctx, actor, body.public_id);
      return { status: true as const };
    },
  );
  route.get(
    '/api/find_notification',
    LOGIN,
    { query: ZFindNotificationQuery, response: { 200: ZNotification } },
    (ctx, actor, { query }) => findNotification(ctx, actor, query.public_id),
  );
}
