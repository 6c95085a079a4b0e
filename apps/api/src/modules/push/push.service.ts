import { eq, inArray, sql } from 'drizzle-orm';
import { ZWebPushSubscription, type TDevicePlatform } from '@gestora/contract/notifications/notifications.schema';
import type { Db } from '../../db/client.ts';
import { MSG } from '@gestora/contract/messages';
import { fieldError } from '../../lib/errors.ts';
import { endpointAllowed, type PushEndpointPolicy } from './push-endpoint.rules.ts';
import { users } from '../users/users.table.ts';
import { pushDevices } from './push.table.ts';

const INVALID_DEVICE = 'El dispositivo no es válido.';

/**
 * GET /api/get_device: keeps the caller's device, owned by the session that registers it. Web sends its
 * PushSubscription JSON, native its FCM token. The same user registering it again updates the one row; a
 * device another user holds stays theirs (422), until the session that registered it ends.
 */
export async function saveDevice(
  db: Db,
  policy: PushEndpointPolicy,
  owner: { userId: number; sessionId: string },
  platform: TDevicePlatform,
  userDevice: string,
) {
  const { userId, sessionId } = owner;
  let address: string;
  let subscription: typeof pushDevices.$inferInsert.subscription = null;
  if (platform === 'web') {
    let json: unknown;
    try {
      json = JSON.parse(userDevice);
    } catch {
      throw fieldError('user_device', INVALID_DEVICE);
    }
    const parsed = ZWebPushSubscription.safeParse(json);
    if (!parsed.success) throw fieldError('user_device', INVALID_DEVICE);
    // The server will connect to this address for every notification: only to a known push service.
    if (!endpointAllowed(parsed.data.endpoint, policy)) throw fieldError('user_device', MSG.pushServiceNotAllowed);
    subscription = { endpoint: parsed.data.endpoint, keys: parsed.data.keys };
    address = parsed.data.endpoint;
  } else {
    address = userDevice.trim();
    if (!/^[\w:.-]{20,4096}$/.test(address)) throw fieldError('user_device', INVALID_DEVICE);
  }
  const [saved] = await db
    .insert(pushDevices)
    .values({ userId, sessionId, platform, address, subscription })
    .onConflictDoUpdate({
      target: pushDevices.address,
      set: { sessionId, platform, subscription, lastUsedAt: sql`now()` },
      // Whoever knows an endpoint or token must not take another user's pushes to themselves.
      setWhere: eq(pushDevices.userId, userId),
    })
    .returning({ id: pushDevices.id });
  if (!saved) throw fieldError('user_device', MSG.deviceOfAnotherUser);
}

export type PushDevice = Pick<typeof pushDevices.$inferSelect, 'id' | 'platform' | 'address' | 'subscription'> & {
  userPublicId: string;
};

/** Every device of these users, in one statement. */
export async function devicesOf(db: Db, userPublicIds: string[]): Promise<PushDevice[]> {
  if (userPublicIds.length === 0) return [];
  return db
    .select({
      id: pushDevices.id,
      platform: pushDevices.platform,
      address: pushDevices.address,
      subscription: pushDevices.subscription,
      userPublicId: users.publicId,
    })
    .from(pushDevices)
    .innerJoin(users, eq(users.id, pushDevices.userId))
    .where(inArray(users.publicId, userPublicIds));
}

/** A device the push service no longer knows (404/410): it would fail forever. */
export async function forgetDevice(db: Db, id: number) {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

export async function touchDevice(db: Db, id: number) {
  await db
    .update(pushDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(pushDevices.id, id));
}
