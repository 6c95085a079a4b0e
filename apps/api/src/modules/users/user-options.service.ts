import { and, asc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { TUserOptions } from '@gestora/contract/users/users.schema';
import { likeTerm } from '../../lib/pagination.ts';
import { users } from './users.table.ts';
import { userRef } from '../../lib/refs.presenter.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';

/**
 * GET /api/user_options: active colleagues for the pickers of project and task forms (manager, members),
 * searched by name and last name, at most 50, answered as references without email. Anyone signed in may pick
 * people they work with; only who may see users ('Ver usuarios') also searches by email, since matching on it
 * lets anyone recover every address one character at a time.
 */
export async function userOptions(ctx: ServiceContext, actor: Actor, q: string | undefined): Promise<TUserOptions> {
  const db = ctx.db;
  const byEmail = actor.permissions.has('Ver usuarios');
  const term = q ? likeTerm(q) : undefined;
  const rows = await db
    .select({
      publicId: users.publicId,
      name: users.name,
      lastName: users.lastName,
      avatarPath: users.avatarPath,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        isNull(users.deletedAt),
        term
          ? or(
              ilike(users.name, term),
              ilike(users.lastName, term),
              byEmail ? ilike(users.email, term) : undefined,
              ilike(sql`${users.name} || ' ' || ${users.lastName}`, term),
            )
          : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, sql`lower(${users.lastName})`, asc(users.id))
    .limit(50);
  return rows.map((r) => userRef(r));
}
