import type { ServerToClientEvents, UserEvent } from '@gestora/contract/realtime';
import type { Tx } from '../db/client.ts';
import { endingSessions, type EndSessions } from '../modules/auth/sessions.service.ts';
import { notify, type NotifyInput, type PendingDelivery } from '../modules/notifications/notifications.service.ts';
import type { ServiceContext } from './service-context.ts';

/** What a write leaves for after its commit: stored notifications to deliver and socket events to emit. */
export interface WriteOutbox {
  /** Stores a notification in the transaction (or takes one already stored); delivered after the commit. */
  notify(input: NotifyInput | PendingDelivery): Promise<void>;
  /** Emits to these users' private rooms after the commit: a rolled-back write announces nothing. */
  emit<E extends UserEvent>(
    userPublicIds: readonly string[],
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Ends sessions and tokens in the transaction; their sockets close once it has committed (endingSessions). */
  endSessions: EndSessions;
}

/**
 * One transaction whose side effects wait for its commit: `out.notify` stores inside `tx` (the outbox), and
 * once the transaction has committed the notifications are delivered (real time + push, never throwing) and
 * `out.emit` events sent (after the sockets of sessions ended through `out.endSessions` are closed). When `fn`
 * throws, the transaction rolls back and nothing leaves the server.
 */
export async function runWrite<T>(ctx: ServiceContext, fn: (tx: Tx, out: WriteOutbox) => Promise<T>): Promise<T> {
  const notificationIds: number[] = [];
  const emits: (() => void)[] = [];
  const result = await endingSessions(ctx, (tx, endSessions) =>
    fn(tx, {
      endSessions,
      async notify(input) {
        const pending = 'notificationIds' in input ? input : await notify(tx, input);
        notificationIds.push(...pending.notificationIds);
      },
      emit(userPublicIds, event, ...args) {
        if (userPublicIds.length) emits.push(() => ctx.realtime.toUsers(userPublicIds, event, ...args));
      },
    }),
  );
  ctx.deliver({ notificationIds });
  for (const emit of emits) emit();
  return result;
}
