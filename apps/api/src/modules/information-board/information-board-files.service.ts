import { and, eq } from 'drizzle-orm';
import { audienceSql } from '../../lib/audience.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { fileLinks, removeFilesAfterCommit } from '../files/file-links.service.ts';
import type { CheckedFile } from '../files/files.service.ts';
import { loadOwnPost, presentOne, touch } from './information-board.service.ts';
import { informationPostFiles, informationPosts } from './information-board.table.ts';

/** A post's attachments: information_post_files links, bytes under 'information-board'. */
export const POST_FILES = fileLinks(informationPostFiles.postId, informationPostFiles.fileId, 'information-board');

/**
 * POST /api/information_board/:id/files (multipart, field `files`, repeated): the author attaches files. The post
 * is checked before the body is read and every file before any is stored; a failed transaction removes the bytes.
 */
export async function addPostFiles(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  readFiles: () => Promise<CheckedFile[]>,
) {
  await loadOwnPost(ctx.db, actor, publicId);
  const files = await readFiles();
  return POST_FILES.attach(ctx, actor, files, async (tx, link) => {
    const post = await loadOwnPost(tx, actor, publicId, { forUpdate: true });
    await link(post.id);
    await touch(tx, post.id);
    return presentOne(tx, post.id);
  });
}

/** DELETE /api/information_board/:id/files/:file_id: the author removes an attachment (bytes after the commit). */
export async function removePostFile(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const post = await loadOwnPost(tx, actor, publicId, { forUpdate: true });
    const { keys } = await POST_FILES.deleteOne(tx, post.id, filePublicId);
    await touch(tx, post.id);
    return keys;
  });
}

/** The files module asks the board whether a viewer may download a post's attachment: whoever sees the post. */
export const postFileOwner = POST_FILES.owner(async (db, viewer, postId) => {
  const [visible] = await db
    .select({ id: informationPosts.id })
    .from(informationPosts)
    .where(and(eq(informationPosts.id, postId), audienceSql(informationPosts, viewer.userId)));
  return Boolean(visible);
});
