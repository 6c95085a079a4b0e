import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TMyIdea, TVoteType } from '@gestora/contract/ideas/ideas.schema';
import type { DbOrTx } from '../../db/client.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { ideas } from './ideas.table.ts';

/** The viewer's own vote on the row, read in the same statement. */
const myVote = (viewerId: number | SQLWrapper) =>
  sql<TVoteType | null>`(select v.vote_type from idea_votes v where v.idea_id = "ideas"."id" and v.user_id = ${viewerId})`;

const ideaColumns = (viewerId: number | SQLWrapper) => ({
  publicId: ideas.publicId,
  title: ideas.title,
  content: ideas.content,
  createdAt: ideas.createdAt,
  updatedAt: ideas.updatedAt,
  votesCount: ideas.votesCount,
  negativeVotes: ideas.negativeVotes,
  analysisIa: ideas.analysisIa,
  authorName: users.name,
  authorLastName: users.lastName,
  departmentPublicId: departments.publicId,
  departmentName: departments.name,
  myVote: myVote(viewerId),
});

type Extra = Record<string, SQL<unknown> | AnyPgColumn>;

/** FROM ideas with author, department and the viewer's vote; `extra` adds columns (a list's total). */
export function selectIdeaRows<E extends Extra = Record<never, never>>(
  db: DbOrTx,
  viewerId: number | SQLWrapper,
  extra?: E,
) {
  return db
    .select({ ...ideaColumns(viewerId), ...(extra as E) })
    .from(ideas)
    .leftJoin(users, eq(users.id, ideas.authorId))
    .leftJoin(departments, eq(departments.id, ideas.departmentId))
    .$dynamic();
}
export type IdeaRow = Awaited<ReturnType<typeof selectIdeaRows>>[number];

export function presentIdea(r: IdeaRow): TMyIdea {
  return {
    public_id: r.publicId,
    title: r.title,
    content: r.content,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    author: r.authorName !== null ? { name: r.authorName, last_name: r.authorLastName ?? '' } : null,
    department: r.departmentPublicId ? { public_id: r.departmentPublicId, name: r.departmentName ?? '' } : null,
    votes_count: r.votesCount,
    negative_votes: r.negativeVotes,
    analysis_ia: r.analysisIa,
    my_vote: r.myVote === 'upvote' || r.myVote === 'downvote' ? r.myVote : null,
  };
}
