import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EVENTS } from '@gestora/contract/realtime';
import { presentNotifications, type PendingDelivery } from './notifications.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `deliver(pending)` sends what `notify` stored, once its transaction has committed: it never throws and does
     * not wait (failures are logged, pushes retried). `idle()` resolves once every delivery started so far
     * (emits, pushes and their retries) is over.
     */
    deliveries: { deliver(pending: PendingDelivery | null | undefined): void; idle(): Promise<void> };
  }
}

/**
 * How this server delivers what `notify` stored, once committed: NotificationChanel in the recipient's
 * private room (on every process, through the adapter), then push to the recipient's devices.
 */
export const notificationsDeliveryPlugin = fp(async (app: FastifyInstance) => {
  const inFlight = new Set<Promise<void>>();
  const run = async (pending: PendingDelivery) => {
    const list = await presentNotifications(app.db, pending.notificationIds);
    for (const notification of list) {
      app.realtime.toUser(notification.recipient_public_id, EVENTS.notification, { notification });
    }
    await app.push.send(list);
  };
  let closing = false;
  const deliver = (pending: PendingDelivery | null | undefined) => {
    if (closing || !pending || pending.notificationIds.length === 0) return;
    const task = run(pending).catch((err) => app.log.error({ err }, 'notification delivery failed'));
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  };
  const idle = async () => {
    while (inFlight.size) await Promise.all([...inFlight]);
  };
  app.decorate('deliveries', { deliver, idle });
  app.addHook('preClose', async () => {
    closing = true;
    await idle();
  });
});
