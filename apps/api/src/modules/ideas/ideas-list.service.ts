import { and, desc, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TIdeaPage, TMyIdeaPage, TSimilarIdeas, ZSimilarIdeasQuery } from '@gestora/contract/ideas/ideas.schema';
import type { DbOrTx } from '../../db/client.ts';
import { matchesPrefix, prefixQuery } from '../../db/list/full-text.ts';
import { audienceLists, audienceSql } from '../../lib/audience.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { ideaRowJson, selectIdeaJson } from './ideas.presenter.ts';
import { ideas } from './ideas.table.ts';

type SimilarQuery = z.output<typeof ZSimilarIdeasQuery>;

/** Spanish full text over title and content (the GIN index ideas_search_idx). */
const ideaVector = sql`to_tsvector('spanish', ${ideas.title} || ' ' || ${ideas.content})`;

/**
 * GET /api/idea (spec section 7): the ideas the viewer may see, newest first, like the information board; and
 * GET /api/my_ideas (/idea): the author's own, searchable. Each row with its author, department and the viewer's
 * own vote (ideaRowJson).
 */
export const { board: ideasList, mine: myIdeasList } = audienceLists<TIdeaPage, TMyIdeaPage>({
  names: { board: 'idea', mine: 'my_ideas' },
  table: ideas,
  vector: ideaVector,
  row: (p, opts) => ideaRowJson(p.me, opts),
  from: selectIdeaJson,
});

/**
 * Up to `limit` ideas matching `visible` (who may read the result: lib/audience.ts) sharing words with `q` (any of
 * them, best match first), never `excludeId`: the suggestions while a title is typed, and the similar ideas an
 * analysis compares with.
 */
export async function searchSimilarIdeas(db: DbOrTx, visible: SQL, q: string, excludeId?: string, limit = 5) {
  const query = prefixQuery(q, 'any');
  if (!query) return [];
  return db
    .select({
      publicId: ideas.publicId,
      title: ideas.title,
      content: ideas.content,
      votesCount: ideas.votesCount,
      negativeVotes: ideas.negativeVotes,
    })
    .from(ideas)
    .where(and(matchesPrefix(ideaVector, query), visible, excludeId ? ne(ideas.publicId, excludeId) : undefined))
    .orderBy(sql`ts_rank(${ideaVector}, to_tsquery('spanish', ${query})) desc`, desc(ideas.id))
    .limit(limit);
}

/**
 * GET /api/similar_ideas: while a title is typed, up to 5 ideas the viewer may see sharing its words (any of them,
 * best match first), never the idea being edited. Nothing the board would not show.
 */
export async function similarIdeas(ctx: ServiceContext, actor: Actor, q: SimilarQuery): Promise<TSimilarIdeas> {
  const rows = await searchSimilarIdeas(ctx.db, audienceSql(ideas, actor.userId), q.q, q.exclude_id);
  return {
    data: rows.map((r) => ({
      public_id: r.publicId,
      title: r.title,
      votes_count: r.votesCount,
      negative_votes: r.negativeVotes,
    })),
  };
}
