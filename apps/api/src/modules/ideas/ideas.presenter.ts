import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TMyIdea, TVoteType } from '@gestora/contract/ideas/ideas.schema';
import type { DbOrTx } from '../../db/client.ts';
import { isoStringJson, jsonObject, jsonPlain, jsonValue, keptRefJson } from '../../db/json-sql.ts';
import { departments } from '../departments/departments.table.ts';
import { boardAuthorJson } from '../information-board/information-board.presenter.ts';
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

/**
 * A list row as PostgreSQL writes it (ZIdea, and ZMyIdea's updated_at for the author's own list): the same fields
 * presentIdea writes for the detail, from selectIdeaRows' joins; ideas-list.test.ts compares the two.
 */
export const ideaRowJson = (viewerId: SQLWrapper, opts: { updatedAt: boolean }) =>
  jsonObject({
    public_id: jsonValue(ideas.publicId),
    title: jsonValue(ideas.title),
    content: jsonValue(ideas.content),
    created_at: isoStringJson(ideas.createdAt),
    ...(opts.updatedAt ? { updated_at: isoStringJson(ideas.updatedAt) } : {}),
    author: boardAuthorJson,
    department: keptRefJson(departments),
    votes_count: jsonPlain(ideas.votesCount),
    negative_votes: jsonPlain(ideas.negativeVotes),
    analysis_ia: jsonValue(ideas.analysisIa),
    my_vote: jsonValue(myVote(viewerId)),
  });

/** FROM ideas with the joins ideaRowJson reads, selecting one value (a page's marked row). */
export const selectIdeaJson = (db: DbOrTx, json: SQL.Aliased<string>) =>
  db
    .select({ json })
    .from(ideas)
    .leftJoin(users, eq(users.id, ideas.authorId))
    .leftJoin(departments, eq(departments.id, ideas.departmentId))
    .$dynamic();

/** FROM ideas with author, department and the viewer's vote: the detail's row (presentIdea). */
export function selectIdeaRows(db: DbOrTx, viewerId: number | SQLWrapper) {
  return db
    .select(ideaColumns(viewerId))
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
