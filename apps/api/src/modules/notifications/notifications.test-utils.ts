import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../test/harness.ts';
import { notify, type NotifyInput } from './notifications.service.ts';
import { notifications } from './notifications.table.ts';

type H = Pick<Harness, 'app'>;

/** Stores notifications through the service, in a transaction of their own as a module's write would. */
export const storeNotification = (h: H, input: NotifyInput) => h.app.db.transaction((tx) => notify(tx, input));

/** Stores them and hands them to delivery (sockets, push), as runWrite does once its transaction has committed. */
export async function sendNotification(h: H, input: NotifyInput) {
  h.app.deliveries.deliver(await storeNotification(h, input));
}

/** The notifications stored for a user, as rows of the table; with `messageLike` (LIKE), those whose message matches. */
export const notificationsTo = (h: H, recipientId: number, messageLike?: string) =>
  h.app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        messageLike === undefined ? undefined : like(notifications.message, messageLike),
      ),
    );

/** The user was told once, and it reads like `expected`. */
export async function expectOneNotification(h: H, recipientId: number, expected: Record<string, unknown>) {
  const sent = await notificationsTo(h, recipientId);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject(expected);
}
