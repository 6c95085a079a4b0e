import { and, eq } from 'drizzle-orm';
import { audienceSql } from '../../lib/audience.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import {
  deleteStoredFiles,
  insertStoredFiles,
  putFiles,
  type CheckedFile,
  type FileOwner,
} from '../files/files.service.ts';
import { loadOwnPost, postFile, presentOne, touch } from './information-board.service.ts';
import { informationPostFiles, informationPosts } from './information-board.table.ts';

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
  const keys = await putFiles(ctx.storage, 'information-board', files);
  try {
    return await runWrite(ctx, async (tx) => {
      const post = await loadOwnPost(tx, actor, publicId, { forUpdate: true });
      const rows = await insertStoredFiles(tx, ctx, files, keys, actor.userId, {
        linkColumn: informationPostFiles.postId,
        recordId: post.id,
      });
      await tx.insert(informationPostFiles).values(rows.map((r) => ({ postId: post.id, fileId: r.id })));
      await touch(tx, post.id);
      return presentOne(tx, post.id);
    });
  } catch (err) {
    await Promise.all(keys.map((k) => ctx.storage.remove(k)));
    throw err;
  }
}

/** DELETE /api/information_board/:id/files/:file_id: the author removes an attachment (bytes after the commit). */
export async function removePostFile(ctx: ServiceContext, actor: Actor, publicId: string, filePublicId: string) {
  const keys = await runWrite(ctx, async (tx) => {
    const post = await loadOwnPost(tx, actor, publicId, { forUpdate: true });
    const file = await postFile(tx, post.id, filePublicId);
    await touch(tx, post.id);
    return deleteStoredFiles(tx, [file.id]);
  });
  await Promise.all(keys.map((k) => ctx.storage.remove(k)));
}

/** The files module asks the board whether a viewer may download a post's attachment: whoever sees the post. */
export const postFileOwner: FileOwner = async (db, fileId, viewer) => {
  const [link] = await db
    .select({ postId: informationPostFiles.postId })
    .from(informationPostFiles)
    .where(eq(informationPostFiles.fileId, fileId));
  if (!link) return null;
  const [visible] = await db
    .select({ id: informationPosts.id })
    .from(informationPosts)
    .where(and(eq(informationPosts.id, link.postId), audienceSql(informationPosts, viewer.userId)));
  return Boolean(visible);
};
