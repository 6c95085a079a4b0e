import type { FastifyInstance } from 'fastify';
import type { AssignmentEvent } from '@gestora/contract/realtime';
import { deliverAfterCommit, type PendingDelivery } from './notifications.service.ts';

/**
 * After the commit of an assignment (task members, a ticket's responsible, meeting participants): the stored
 * notifications go out, and `event` tells the assignees' own sockets which item to reload. Nobody else hears
 * of it: an item's id and its people are facts only they, and who may see the item, may know.
 */
export function announceAssignment(
  app: FastifyInstance,
  pending: PendingDelivery | undefined,
  event: AssignmentEvent,
  itemPublicId: string,
  assigneePublicIds: readonly string[],
) {
  deliverAfterCommit(app.db, pending);
  app.realtime.toUsers(assigneePublicIds, event, { public_id: itemPublicId });
}
