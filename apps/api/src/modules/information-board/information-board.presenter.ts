import { eq, sql, type SQL } from 'drizzle-orm';
import type { TBoardFile, TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import type { DbOrTx } from '../../db/client.ts';
import { isoStringJson, jsonObject, jsonPlain, jsonValue, keptRefJson } from '../../db/json-sql.ts';
import { departments } from '../departments/departments.table.ts';
import { fileUrl } from '../files/files.presenter.ts';
import { storedFiles } from '../files/files.table.ts';
import { users } from '../users/users.table.ts';
import { informationPostFiles, informationPosts } from './information-board.table.ts';

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

/**
 * The author as the boards of posts and ideas show them (ZBoardAuthor: name and last name), or null once the
 * account is gone: JSON text, for rows selected with the author's left join on users.
 */
export const boardAuthorJson = sql`(case when ${users.id} is null then 'null' else ${jsonObject({
  name: jsonValue(users.name),
  last_name: jsonValue(users.lastName),
})} end)`;

/** An attachment as presentFile writes it; its URL by uri_component (migration 0048), as fileUrl's. */
const fileJson = jsonObject({
  public_id: jsonValue(storedFiles.publicId),
  file: jsonValue(sql`'/api/files/' || ${storedFiles.publicId} || '/' || uri_component(${storedFiles.originalName})`),
  name: jsonValue(storedFiles.originalName),
  mime: jsonValue(storedFiles.mime),
  size: jsonPlain(storedFiles.size),
});

/** The post's attachments in upload order, as a JSON array's text. */
const filesArrayJson = sql`(select '[' || coalesce(string_agg(${fileJson}, ',' order by ${storedFiles.id}), '') || ']'
  from ${informationPostFiles} join ${storedFiles} on ${storedFiles.id} = ${informationPostFiles.fileId}
  where ${informationPostFiles.postId} = ${informationPosts.id})`;

/**
 * A list row as PostgreSQL writes it (ZInformationPost, and ZMyInformationPost's updated_at for the author's own
 * list): the same fields presentPost writes for the detail; information-board-list.test.ts compares the two.
 */
export const postRowJson = (opts: { updatedAt: boolean }) =>
  jsonObject({
    public_id: jsonValue(informationPosts.publicId),
    title: jsonValue(informationPosts.title),
    content: jsonValue(informationPosts.content),
    created_at: isoStringJson(informationPosts.createdAt),
    ...(opts.updatedAt ? { updated_at: isoStringJson(informationPosts.updatedAt) } : {}),
    author: boardAuthorJson,
    department: keptRefJson(departments),
    files: filesArrayJson,
  });

/** FROM information_posts with the joins postRowJson reads, selecting one value (a page's marked row). */
export const selectPostJson = (db: DbOrTx, json: SQL.Aliased<string>) =>
  db
    .select({ json })
    .from(informationPosts)
    .leftJoin(users, eq(users.id, informationPosts.authorId))
    .leftJoin(departments, eq(departments.id, informationPosts.departmentId))
    .$dynamic();

/** FROM information_posts with its author and department: the detail's row (presentPost). */
export function selectPostRows(db: DbOrTx) {
  return db
    .select(postColumns)
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
