import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TBoardFile, TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import type { DbOrTx } from '../../db/client.ts';
import { departments } from '../departments/departments.table.ts';
import { fileUrl } from '../files/files.presenter.ts';
import { users } from '../users/users.table.ts';
import { informationPosts } from './information-board.table.ts';

interface FileJson {
  public_id: string;
  name: string;
  mime: string;
  size: number;
}

/** The post's attachments in upload order, aggregated in SQL per row: no second statement. */
const filesJson = sql<FileJson[]>`(select coalesce(json_agg(json_build_object('public_id', f.public_id,
  'name', f.original_name, 'mime', f.mime, 'size', f.size) order by f.id), '[]'::json)
  from information_post_files pf join stored_files f on f.id = pf.file_id where pf.post_id = "information_posts"."id")`;

export const postColumns = {
  publicId: informationPosts.publicId,
  title: informationPosts.title,
  content: informationPosts.content,
  createdAt: informationPosts.createdAt,
  updatedAt: informationPosts.updatedAt,
  authorName: users.name,
  authorLastName: users.lastName,
  departmentPublicId: departments.publicId,
  departmentName: departments.name,
  files: filesJson,
};

type Extra = Record<string, SQL<unknown> | AnyPgColumn>;

/** FROM information_posts with its author and department; `extra` adds columns (a list's total). */
export function selectPostRows<E extends Extra = Record<never, never>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...postColumns, ...(extra as E) })
    .from(informationPosts)
    .leftJoin(users, eq(users.id, informationPosts.authorId))
    .leftJoin(departments, eq(departments.id, informationPosts.departmentId))
    .$dynamic();
}
export type PostRow = Awaited<ReturnType<typeof selectPostRows>>[number];

export const presentFile = (f: FileJson): TBoardFile => ({
  public_id: f.public_id,
  file: fileUrl(f.public_id, f.name),
  name: f.name,
  mime: f.mime,
  size: f.size,
});

export function presentPost(r: PostRow): TInformationPost {
  return {
    public_id: r.publicId,
    title: r.title,
    content: r.content,
    created_at: r.createdAt.toISOString(),
    author: r.authorName !== null ? { name: r.authorName, last_name: r.authorLastName ?? '' } : null,
    department: r.departmentPublicId ? { public_id: r.departmentPublicId, name: r.departmentName ?? '' } : null,
    files: (r.files ?? []).map(presentFile),
  };
}
