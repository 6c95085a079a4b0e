import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CHANNELS, EVENTS } from '@gestora/contract/realtime';
import type {
  TInformationPost,
  TMyInformationPost,
  ZInformationPostRequest,
} from '@gestora/contract/information-board/information-board.schema';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { removeFilesAfterCommit } from '../files/file-links.service.ts';
import { deleteStoredFiles } from '../files/files.service.ts';
import { activeDepartment } from '../tickets/tickets.rules.ts';
import { users } from '../users/users.table.ts';
import { presentPost, selectPostRows } from './information-board.presenter.ts';
import { informationPostFiles, informationPosts } from './information-board.table.ts';

type PostInput = z.output<typeof ZInformationPostRequest>;

/** Ticket-style notifications are listed in the top bar's ticket menu (any type but 'ProcessTask'). */
export const BOARD_NOTIFICATION_TYPE = 'InformationBoard';

/** Content as stored: sanitised; nothing visible left is a 422 under the field. */
function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw fieldError('content', 'El contenido es obligatorio.');
  return clean;
}

/** One of the actor's own posts (the management screens): 404 when absent or someone else's. */
export async function loadOwnPost(db: DbOrTx, actor: Actor, publicId: string, opts: { forUpdate?: boolean } = {}) {
  let q = db.select().from(informationPosts).where(eq(informationPosts.publicId, publicId)).$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [post] = await q;
  if (!post || post.authorId !== actor.userId) throw notFound();
  return post;
}

/** A post as the board and the management list show it. */
export async function presentOne(db: DbOrTx, postId: number): Promise<TMyInformationPost> {
  const [row] = await selectPostRows(db).where(eq(informationPosts.id, postId));
  return { ...presentPost(row), updated_at: row.updatedAt.toISOString() };
}

/** GET /api/information_board/:id: the author's post, for its edit form. */
export async function getOwnPost(ctx: ServiceContext, actor: Actor, publicId: string) {
  const post = await loadOwnPost(ctx.db, actor, publicId);
  return presentOne(ctx.db, post.id);
}

/** The people a new post is announced to: its department's (or everyone's), active and not deleted, but its author. */
async function audienceOf(tx: DbOrTx, departmentId: number | null, authorId: number) {
  return tx
    .select({ id: users.id, publicId: users.publicId })
    .from(users)
    .where(
      and(
        eq(users.active, true),
        isNull(users.deletedAt),
        ne(users.id, authorId),
        departmentId === null ? undefined : eq(users.departmentId, departmentId),
      ),
    );
}

/**
 * POST /api/information_board ('Publicar en tablero informativo'): publishes a post. After the commit the post
 * reaches the boards open at that moment (InformationBoardPublic: on the public channel when it is for everyone,
 * otherwise only in the rooms of its department's people and its author) and its audience is notified.
 */
export async function createPost(ctx: ServiceContext, actor: Actor, input: PostInput) {
  const content = cleanContent(input.content);
  const { post, forEveryone } = await runWrite(ctx, async (tx, out) => {
    const department = input.department_id ? await activeDepartment(tx, input.department_id) : null;
    const [row] = await tx
      .insert(informationPosts)
      .values({ title: input.title, content, departmentId: department?.id ?? null, authorId: actor.userId })
      .returning();
    const audience = await audienceOf(tx, row.departmentId, actor.userId);
    await out.notify({
      recipientIds: audience.map((u) => u.id),
      type: BOARD_NOTIFICATION_TYPE,
      title: input.title,
      // Under 30 characters: the bell shows that much of a message.
      message: 'Nueva publicación del tablero',
      creatorId: actor.userId,
      link: '/',
    });
    const shown = await presentOne(tx, row.id);
    if (row.departmentId !== null)
      out.emit(
        [...audience.map((u) => u.publicId), actor.userPublicId],
        EVENTS.informationBoardPublic,
        boardPayload(shown),
      );
    return { post: shown, forEveryone: row.departmentId === null };
  });
  if (forEveryone) ctx.realtime.toChannel(CHANNELS.informationBoard, EVENTS.informationBoardPublic, boardPayload(post));
  return post;
}

/** The real-time payload: the post exactly as the board lists it, nothing more. */
function boardPayload(post: TMyInformationPost): TInformationPost {
  const { updated_at: _updated, ...listed } = post;
  return listed;
}

/** PUT /api/information_board/:id: the author edits title, content and department (no new announcement). */
export async function updatePost(ctx: ServiceContext, actor: Actor, publicId: string, input: PostInput) {
  const content = cleanContent(input.content);
  return runWrite(ctx, async (tx) => {
    const post = await loadOwnPost(tx, actor, publicId, { forUpdate: true });
    const department = input.department_id ? await activeDepartment(tx, input.department_id) : null;
    await tx
      .update(informationPosts)
      .set({ title: input.title, content, departmentId: department?.id ?? null })
      .where(eq(informationPosts.id, post.id));
    return presentOne(tx, post.id);
  });
}

/** DELETE /api/information_board/:id: the post, its file rows in the transaction, the bytes after the commit. */
export async function deletePost(ctx: ServiceContext, actor: Actor, publicId: string) {
  await removeFilesAfterCommit(ctx, async (tx) => {
    const post = await loadOwnPost(tx, actor, publicId, { forUpdate: true });
    const files = await tx
      .select({ id: informationPostFiles.fileId })
      .from(informationPostFiles)
      .where(eq(informationPostFiles.postId, post.id));
    await tx.delete(informationPosts).where(eq(informationPosts.id, post.id));
    return deleteStoredFiles(
      tx,
      files.map((f) => f.id),
    );
  });
}

export const touch = (tx: DbOrTx, postId: number) =>
  tx
    .update(informationPosts)
    .set({ updatedAt: sql`now()` })
    .where(eq(informationPosts.id, postId));
