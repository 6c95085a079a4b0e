import { and, eq, isNull } from 'drizzle-orm';
import type { TUser } from '@gestora/contract/users/users.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { notFound } from '../../lib/errors.ts';
import { presentUsers } from './users.presenter.ts';
import { users } from './users.table.ts';

const notDeleted = isNull(users.deletedAt);

export async function getUser(ctx: ServiceContext, _actor: Actor, publicId: string): Promise<TUser> {
  const [u] = await presentUsers(ctx.db, and(eq(users.publicId, publicId), notDeleted));
  if (!u) throw notFound();
  return u;
}

/** The storage key of the user's avatar, or null when the user (not deleted) has none. */
export async function avatarKeyOf(db: DbOrTx, publicId: string): Promise<string | null> {
  const [u] = await db
    .select({ key: users.avatarPath })
    .from(users)
    .where(and(eq(users.publicId, publicId), notDeleted));
  return u?.key ?? null;
}
