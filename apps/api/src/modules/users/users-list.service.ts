import { asc, desc, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TUserPage, ZUserListQuery } from '@gestora/contract/users/users.schema';
import { defineList, type ListFilter } from '../../db/list/define-list.ts';
import { keyed } from '../../db/list/keyed.ts';
import { liveCountOf } from '../../db/live-counts.table.ts';
import { userJson } from './users.presenter.ts';
import { foldedSql as folded, users } from './users.table.ts';

type Query = z.output<typeof ZUserListQuery>;

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
const haystack = folded(sql`"users"."name" || ' ' || "users"."last_name" || ' ' || "users"."email"`);
const MAX_WORDS = 5;

/** The search's i-th word (folded, as a LIKE pattern with its wildcards escaped): each word must appear. */
const wordOf = (q: string | undefined, i: number) => {
  const word = fold(q ?? '')
    .split(/\s+/)
    .filter(Boolean)[i];
  return word === undefined ? undefined : `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
};
const words: Record<string, ListFilter<Query>> = Object.fromEntries(
  Array.from({ length: MAX_WORDS }, (_, i) => [
    `word${i}`,
    { value: (q: Query) => wordOf(q.q, i), search: true, where: (v: SQL) => sql`${haystack} like ${v}` },
  ]),
);

/** Neither depends on who asks (the route's permission decides). */
const live = keyed('live', isNull(users.deletedAt));
const row = keyed('user', userJson);

const tie = asc(users.id);
const by = (key: SQL | AnyPgColumn) => (descending: boolean) => [descending ? desc(key) : asc(key), tie];

/**
 * GET /api/users ('Ver usuarios'): the live users, in name order unless sorted, searched by every word of `q` in
 * their folded name and email (planned anew for the words), filtered by department, role and state. The page's
 * ids are chosen on `users` alone (its indexes give the order), then their rows as JSON kept by PostgreSQL
 * (userJson) in the ids' order: read straight, the rows would be sorted again outside by the folded names, folding
 * each one twice more. Unfiltered, the total from the live users' counter (migration 0027).
 */
export const usersList = defineList<Query, TUserPage>({
  name: 'users',
  table: users,
  id: users.id,
  scope: () => live,
  filters: {
    ...words,
    department_id: {
      where: (v) => sql`"users"."department_id" = (select d.id from departments d where d.public_id = ${v})`,
    },
    role_id: {
      where: (v) =>
        sql`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = "users"."id" and r.public_id = ${v})`,
    },
    active: { inText: true, where: (active: boolean) => (active ? sql`${users.active}` : sql`not ${users.active}`) },
  },
  sorts: {
    name: by(folded(users.name)),
    last_name: by(folded(users.lastName)),
    email: by(users.email),
    created_at: by(users.createdAt),
    // People who never signed in go last whichever way the column is sorted.
    last_login_at: (descending) => [
      descending ? sql`${users.lastLoginAt} desc nulls last` : asc(users.lastLoginAt),
      tie,
    ],
  },
  // Folded, so that 'Ñandú' sorts with the n's and 'Álvarez' with the a's on any collation.
  defaultOrder: () => [sql`${folded(users.name)} asc, ${folded(users.lastName)} asc`, tie],
  row: {
    json: () => row,
    from: (db, json) => db.select({ json }).from(users),
  },
  counters: [{ answers: [], total: () => liveCountOf('users') }],
});
