import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTaskComment, ZTaskCommentRequest } from '@gestora/contract/tasks/tasks.schema';
import type { DbOrTx } from '../../db/client.ts';
import { runWrite, type Actor, type ServiceContext } from '../../lib/service-context.ts';
import { fieldError } from '../../lib/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import { users } from '../users/users.table.ts';
import { byPublicId, loadTask } from './tasks.access.ts';
import { userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { taskLink } from './tasks.service.ts';
import { taskComments } from './tasks.table.ts';
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

/** Adds a comment (sanitised HTML) and notifies each @mentioned user other than the author. */
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
    await out.notify({
      recipientIds: mentioned.map((m) => m.id).filter((id) => id !== actor.userId),
      type: 'ProcessTask',
      title: 'Le mencionaron en una tarea',
      message: `${me.name} ${me.lastName} en «${task.title}»: ${richTextToPlain(body).slice(0, 120)}`,
      creatorId: actor.userId,
      link: taskLink(task.publicId),
    });
    return c.id;
  });
  const [row] = await selectComments(ctx.db).where(eq(taskComments.id, id));
  return present(row);
}
