import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TIdeaVoteResponse, ZIdeaRequest, ZIdeaVoteRequest } from '@gestora/contract/ideas/ideas.schema';
import type { DbOrTx } from '../../db/client.ts';
import { audienceSql } from '../../lib/audience.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { activeDepartment } from '../tickets/tickets.rules.ts';
import { presentIdea, selectIdeaRows } from './ideas.presenter.ts';
import { ideaVotes, ideas } from './ideas.table.ts';

type IdeaInput = z.output<typeof ZIdeaRequest>;
type VoteInput = z.output<typeof ZIdeaVoteRequest>;

function cleanContent(html: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw fieldError('content', 'El contenido es obligatorio.');
  return clean;
}

/** One of the actor's own ideas (/idea): 404 when absent or someone else's. */
async function loadOwnIdea(db: DbOrTx, actor: Actor, publicId: string, opts: { forUpdate?: boolean } = {}) {
  let q = db.select().from(ideas).where(eq(ideas.publicId, publicId)).$dynamic();
  if (opts.forUpdate) q = q.for('update');
  const [idea] = await q;
  if (!idea || idea.authorId !== actor.userId) throw notFound();
  return idea;
}

async function presentOne(db: DbOrTx, actor: Actor, ideaId: number) {
  const [row] = await selectIdeaRows(db, actor.userId).where(eq(ideas.id, ideaId));
  return presentIdea(row);
}

export async function getOwnIdea(ctx: ServiceContext, actor: Actor, publicId: string) {
  const idea = await loadOwnIdea(ctx.db, actor, publicId);
  return presentOne(ctx.db, actor, idea.id);
}

/** POST /api/ideas: any holder of 'Gestionar cuenta' proposes an idea. */
export async function createIdea(ctx: ServiceContext, actor: Actor, input: IdeaInput) {
  const content = cleanContent(input.content);
  return runWrite(ctx, async (tx) => {
    const department = input.department_id ? await activeDepartment(tx, input.department_id) : null;
    const [row] = await tx
      .insert(ideas)
      .values({ title: input.title, content, departmentId: department?.id ?? null, authorId: actor.userId })
      .returning({ id: ideas.id });
    return presentOne(tx, actor, row.id);
  });
}

/**
 * PUT /api/ideas/:id: the author edits it. A new title or content makes the old analysis stale, and a new
 * department too (its similar ideas were chosen for the old audience, which may see what the new one may not): it is
 * cleared in the same write, for the analyser to write again.
 */
export async function updateIdea(ctx: ServiceContext, actor: Actor, publicId: string, input: IdeaInput) {
  const content = cleanContent(input.content);
  return runWrite(ctx, async (tx) => {
    const idea = await loadOwnIdea(tx, actor, publicId, { forUpdate: true });
    const department = input.department_id ? await activeDepartment(tx, input.department_id) : null;
    const departmentId = department?.id ?? null;
    const changed = idea.title !== input.title || idea.content !== content || idea.departmentId !== departmentId;
    await tx
      .update(ideas)
      .set({
        title: input.title,
        content,
        departmentId,
        ...(changed ? { analysisIa: null } : {}),
      })
      .where(eq(ideas.id, idea.id));
    return presentOne(tx, actor, idea.id);
  });
}

/** DELETE /api/ideas/:id: the author deletes it (its votes go with it). */
export async function deleteIdea(ctx: ServiceContext, actor: Actor, publicId: string) {
  await runWrite(ctx, async (tx) => {
    const idea = await loadOwnIdea(tx, actor, publicId, { forUpdate: true });
    await tx.delete(ideas).where(eq(ideas.id, idea.id));
  });
}

/**
 * POST /api/idea_vote (spec section 7): one vote per user and idea. Voting again the same way takes the vote
 * back; the other way switches it. The idea's row lock serialises concurrent votes on it, and the counts are
 * recounted from the votes in the same transaction, so they stay exact whatever arrives at once.
 */
export async function vote(ctx: ServiceContext, actor: Actor, input: VoteInput): Promise<TIdeaVoteResponse> {
  return runWrite(ctx, async (tx) => {
    const [idea] = await tx
      .select({ id: ideas.id })
      .from(ideas)
      .where(and(eq(ideas.publicId, input.idea_id), audienceSql(ideas, actor.userId)))
      .for('update');
    if (!idea) throw notFound();
    const mine = and(eq(ideaVotes.ideaId, idea.id), eq(ideaVotes.userId, actor.userId));
    const [current] = await tx.select({ type: ideaVotes.voteType }).from(ideaVotes).where(mine);
    let now: 'upvote' | 'downvote' | null = input.vote_type;
    if (!current)
      await tx.insert(ideaVotes).values({ ideaId: idea.id, userId: actor.userId, voteType: input.vote_type });
    else if (current.type === input.vote_type) {
      await tx.delete(ideaVotes).where(mine);
      now = null;
    } else await tx.update(ideaVotes).set({ voteType: input.vote_type }).where(mine);
    const [counts] = await tx
      .update(ideas)
      .set({
        votesCount: sql`(select count(*)::int from idea_votes v where v.idea_id = ${idea.id} and v.vote_type = 'upvote')`,
        negativeVotes: sql`(select count(*)::int from idea_votes v where v.idea_id = ${idea.id} and v.vote_type = 'downvote')`,
        // The vote is no edit: the idea keeps its updated_at.
        updatedAt: sql`${ideas.updatedAt}`,
      })
      .where(eq(ideas.id, idea.id))
      .returning({ votes: ideas.votesCount, negative: ideas.negativeVotes });
    return { votes_count: counts.votes, negative_votes: counts.negative, my_vote: now };
  });
}
