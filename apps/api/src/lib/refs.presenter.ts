import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TRef, TUserRef } from '@gestora/contract/common.schema';
import { avatarUrl } from '../modules/users/users.presenter.ts';

/*
 * The small shapes every module puts on the wire the same way: a user as records point at them, a
 * {public_id, name} reference, and a timestamp as ISO text. One copy each, so that they cannot drift.
 */

type UserRefKey = 'publicId' | 'name' | 'lastName' | 'avatarPath' | 'updatedAt';
/** The columns userRef reads, from `users` or an alias of it (a left join leaves them all null). */
export const userRefColumns = <T extends Record<UserRefKey, AnyPgColumn>>(t: T): Pick<T, UserRefKey> => ({
  publicId: t.publicId,
  name: t.name,
  lastName: t.lastName,
  avatarPath: t.avatarPath,
  updatedAt: t.updatedAt,
});

interface UserRefRow {
  publicId: string;
  name: string;
  lastName: string;
  avatarPath: string | null;
}
type MaybeUserRefRow = { [K in keyof UserRefRow]: UserRefRow[K] | null } | null | undefined;

/** A user as records point at them; the avatar URL is the one the users module serves (?v= busts the cache). */
export function userRef(u: UserRefRow): TUserRef;
/** null for a missing user (no row, or a left join that found none). */
export function userRef(u: MaybeUserRefRow): TUserRef | null;
export function userRef(u: MaybeUserRefRow): TUserRef | null {
  if (!u?.publicId) return null;
  return {
    public_id: u.publicId,
    name: u.name ?? '',
    last_name: u.lastName ?? '',
    avatar_url: avatarUrl(u.publicId, u.avatarPath),
  };
}

/** A {public_id, name} reference, or null when the record points at nothing. */
export const ref = (publicId: string | null | undefined, name: string | null | undefined): TRef | null =>
  publicId ? { public_id: publicId, name: name ?? '' } : null;

/** A timestamp as the wire carries it (ISO 8601, UTC); null stays null. */
export function iso(d: Date): string;
export function iso(d: Date | null | undefined): string | null;
export function iso(d: Date | null | undefined): string | null {
  return d ? d.toISOString() : null;
}
