import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRecordPageQuery } from '@gestora/contract/common.schema';
import type { TTaskComment, ZTaskCommentRequest } from '@gestora/contract/tasks/tasks.schema';
import { commentsPage, presentComment, selectComments, type CommentRow } from '../../lib/comments.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { fieldError } from '../../lib/errors.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { users } from '../users/users.table.ts';
import { byPublicId, loadTask } from './tasks.access.ts';
import { iso } from '../../lib/refs.presenter.ts';
import { taskLink } from './tasks.service.ts';
import { taskComments, taskMembers } from './tasks.table.ts';
import { activeUsers } from './tasks.rules.ts';

type Input = z.output<typeof ZTaskCommentRequest>;

const present = (r: CommentRow): TTaskComment => ({ ...presentComment(r), updated_at: iso(r.updatedAt as Date) });

/** A page of comments, newest first (members, the creator and 'Ver tareas' holders in scope). */
export async function listComments(ctx: ServiceContext, actor: Actor, publicId: string, q: TRecordPageQuery) {
  const { row: task } = await loadTask(ctx.db, actor, byPublicId(publicId));
  return commentsPage(ctx.db, taskComments, eq(taskComments.taskId, task.id), desc(taskComments.id), q, present);
}

/**
 * Adds a comment (sanitised HTML). As a ticket's comment tells its other side, a task's tells its creator and its
 * members; each @mentioned user hears it as a mention instead (one notice each); the author hears nothing.
 */
export async function addComment(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  input: Input,
): Promise<TTaskComment> {
  const body = sanitizeRichText(input.body);
  if (!body) throw fieldError('body', 'El comentario es obligatorio.');
  const id = await runWrite(ctx, async (tx, out) => {
    const { row: task } = await loadTask(tx, actor, byPublicId(publicId));
    const mentioned = await activeUsers(tx, input.mentions, 'mentions');
    const [c] = await tx
      .insert(taskComments)
      .values({ taskId: task.id, authorId: actor.userId, body })
      .returning({ id: taskComments.id });
    const [me] = await tx
      .select({ name: users.name, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actor.userId));
    const members = await tx
      .select({ id: taskMembers.userId })
      .from(taskMembers)
      .where(eq(taskMembers.taskId, task.id));
    const mentionedIds = new Set(mentioned.map((m) => m.id));
    const involved = [task.createdBy, ...members.map((m) => m.id)].filter(
      (id): id is number => id !== null && id !== actor.userId && !mentionedIds.has(id),
    );
    const excerpt = richTextToPlain(body).slice(0, 120);
    const notice = (recipientIds: number[], said: string) =>
      out.notify({
        recipientIds,
        type: 'ProcessTask',
        title: task.title,
        message: `${me.name} ${me.lastName} ${said}: ${excerpt}`,
        creatorId: actor.userId,
        link: taskLink(task.publicId),
      });
    await notice(involved, 'comentó');
    await notice(
      [...mentionedIds].filter((id) => id !== actor.userId),
      'le mencionó',
    );
    return c.id;
  });
  const [row] = await selectComments(ctx.db, taskComments).where(eq(taskComments.id, id));
  return present(row);
}
