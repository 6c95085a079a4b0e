import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTaskComment, ZTaskCommentRequest } from '@gestora/contract/tasks/tasks.schema';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { fieldError } from '../../lib/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { users } from '../users/users.table.ts';
import { byPublicId, loadTask } from './tasks.access.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { taskLink } from './tasks.service.ts';
import { taskComments, taskMembers } from './tasks.table.ts';
import { activeUsers } from './tasks.rules.ts';

type Input = z.output<typeof ZTaskCommentRequest>;

function selectComments(db: DbOrTx) {
  return db
    .select({ c: taskComments, author: userRefColumns(users) })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .$dynamic();
}
const present = (r: {
  c: typeof taskComments.$inferSelect;
  author: Parameters<typeof userRef>[0] | null;
}): TTaskComment => ({
  public_id: r.c.publicId,
  body: r.c.body,
  author: r.author ? userRef(r.author) : null,
  created_at: r.c.createdAt.toISOString(),
  updated_at: r.c.updatedAt.toISOString(),
});

/** A page of comments, newest first (members, the creator and 'Ver tareas' holders in scope). */
export async function listComments(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  q: { page: number; per_page: number },
) {
  const db = ctx.db;
  const { row: task } = await loadTask(db, actor, byPublicId(publicId));
  const [rows, [{ total }]] = await Promise.all([
    selectComments(db)
      .where(eq(taskComments.taskId, task.id))
      .orderBy(desc(taskComments.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(taskComments).where(eq(taskComments.taskId, task.id)),
  ]);
  return pageOf(rows.map(present), total, q);
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
  const [row] = await selectComments(ctx.db).where(eq(taskComments.id, id));
  return present(row);
}
