import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TPage, TRecordPageQuery } from '@gestora/contract/common.schema';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../modules/users/users.table.ts';
import { pageOf } from './pagination.ts';
import { iso, userRef, userRefColumns } from './refs.presenter.ts';

/** A comment table (task_comments, ticket_comments): one row per comment on its record, with its author. */
type CommentTable = PgTable & {
  id: AnyPgColumn;
  publicId: AnyPgColumn;
  authorId: AnyPgColumn;
  body: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/** The comments of `table` with their authors (a left join: a deleted author leaves the comment without one). */
export function selectComments(db: DbOrTx, table: CommentTable) {
  return db
    .select({
      publicId: table.publicId,
      body: table.body,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      author: userRefColumns(users),
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.authorId))
    .$dynamic();
}

export type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

/** A comment as the wire shows it (tasks' also say when it was last edited). */
export const presentComment = (r: CommentRow) => ({
  public_id: r.publicId as string,
  body: r.body as string,
  author: userRef(r.author),
  created_at: iso(r.createdAt as Date),
});

/** A page of a record's comments (`of`: its rows in `table`) in `order`, with their total: two statements. */
export async function commentsPage<T>(
  db: DbOrTx,
  table: CommentTable,
  of: SQL,
  order: SQL,
  q: TRecordPageQuery,
  present: (row: CommentRow) => T,
): Promise<TPage<T>> {
  const [rows, [{ total }]] = await Promise.all([
    selectComments(db, table)
      .where(of)
      .orderBy(order)
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(table).where(of),
  ]);
  return pageOf(rows.map(present), total, q);
}
