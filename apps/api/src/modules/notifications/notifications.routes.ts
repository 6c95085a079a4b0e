import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { forbidden } from '../../lib/errors.ts';
import { asAnswer } from '../../lib/response-serializer.ts';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN } from '../auth/route-access.rules.ts';
import { acknowledgeMenu, allNotifications, findNotification, markSeen, menuPage } from './notifications.service.ts';

const tags = ['Notificaciones'];

/** The menus take the user's public id in the query (spec); anyone else's is refused, never answered. */
const ownUser = (request: FastifyRequest, userId: string) => {
  const actor = actorOf(request);
  if (actor.userPublicId !== userId) throw forbidden();
  return actor;
};

/** Spec section 7: the notification calls, each for the signed-in user's own notifications only. */
export async function notificationsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tasks_in_member',
    { config: LOGIN, schema: { tags, querystring: ZMenuQuery, response: { 200: ZTasksInMemberResponse } } },
    (request) =>
      asAnswer(
        menuPage<TTasksInMemberResponse>(app.ctx, ownUser(request, request.query.userId), 'task', request.query.page),
      ),
  );
  app.get(
    '/api/tickets_in_responsible',
    { config: LOGIN, schema: { tags, querystring: ZMenuQuery, response: { 200: ZTicketsInResponsibleResponse } } },
    (request) =>
      asAnswer(
        menuPage<TTicketsInResponsibleResponse>(
          app.ctx,
          ownUser(request, request.query.userId),
          'ticket',
          request.query.page,
        ),
      ),
  );
  app.post(
    '/api/update_task_notification',
    { config: LOGIN, schema: { tags, body: ZEmptyBody, response: { 200: ZStatusResponse } } },
    async (request) => {
      await acknowledgeMenu(app.ctx, actorOf(request), 'task');
      return { status: true as const };
    },
  );
  app.post(
    '/api/update_ticket_notification',
    { config: LOGIN, schema: { tags, body: ZEmptyBody, response: { 200: ZStatusResponse } } },
    async (request) => {
      await acknowledgeMenu(app.ctx, actorOf(request), 'ticket');
      return { status: true as const };
    },
  );
  app.get(
    '/api/all_notifications',
    {
      config: LOGIN,
      schema: { tags, querystring: ZAllNotificationsQuery, response: { 200: ZAllNotificationsResponse } },
    },
    (request) => asAnswer(allNotifications(app.ctx, actorOf(request), request.query)),
  );
  app.post(
    '/api/update_all_notifications',
    { config: LOGIN, schema: { tags, body: ZUpdateAllNotificationsRequest, response: { 200: ZStatusResponse } } },
    async (request) => {
      await markSeen(app.ctx, actorOf(request), request.body.public_id);
      return { status: true as const };
    },
  );
  app.get(
    '/api/find_notification',
    { config: LOGIN, schema: { tags, querystring: ZFindNotificationQuery, response: { 200: ZNotification } } },
    (request) => findNotification(app.ctx, actorOf(request), request.query.public_id),
  );
}
