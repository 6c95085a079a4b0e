import { and, desc, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { TListQuery } from '@gestora/contract/common.schema';
import type { ZBoardQuery } from '@gestora/contract/information-board/information-board.schema';
import type { TIdeaPage, TMyIdeaPage, TSimilarIdeas, ZSimilarIdeasQuery } from '@gestora/contract/ideas/ideas.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jsonPageOfRows, markedRow, pageWithTotal } from '../../db/json-sql.ts';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { onPageId, PAGE_ORDER, pageIds } from '../../db/page-ids.ts';
import { audienceCount, audienceSql } from '../../lib/audience.ts';
import type { JsonText } from '../../lib/response-serializer.ts';
import type { Actor } from '../../lib/service-context.ts';
import { departments } from '../departments/departments.table.ts';
import { tsQuery } from '../tickets/tickets-list.service.ts';
import { ideaRowJson, selectIdeaJson } from './ideas.presenter.ts';
import { ideas } from './ideas.table.ts';

type BoardQuery = z.output<typeof ZBoardQuery>;
type SimilarQuery = z.output<typeof ZSimilarIdeasQuery>;
const NEWEST_FIRST = [desc(ideas.createdAt), desc(ideas.id)];

const ideaVector = sql`to_tsvector('spanish', ${ideas.title} || ' ' || ${ideas.content})`;

/** Spanish full text over title and content (the GIN index ideas_search_idx). */
function ideaSearch(q: string | undefined, mode: 'all' | 'any'): SQL | undefined {
  const query = tsQuery(q);
  if (!query) return undefined;
  return sql`${ideaVector} @@ to_tsquery('spanish', ${mode === 'all' ? query : query.replaceAll(' & ', ' | ')})`;
}

/**
 * One prepared statement per page (pageWithTotal, built once per shape: db/prepared.ts runShaped): the ids on
 * `ideas` alone (its indexes give the order), then each row of those ids written as JSON by PostgreSQL
 * (ideaRowJson), and the total, which a page past the end carries too. Searches are planned anew.
 */
async function page<T>(
  db: Db,
  shape: QueryShape,
  me: SQLWrapper,
  where: SQL,
  q: { page: number; per_page: number },
  opts: { counted?: SQL<number>; updatedAt: boolean },
): Promise<JsonText<T>> {
  const { limit, offset } = shape.page(q);
  const rows = await runShaped(
    db,
    shape,
    () => {
      const ids = db
        .select({ id: ideas.id })
        .from(ideas)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset);
      const total = opts.counted ?? sql<number>`(select count(*) from ${ideas} where ${where})`.mapWith(Number);
      const rowsOfPage = selectIdeaJson(db, markedRow(ideaRowJson(me, opts)))
        .innerJoin(pageIds(ids), onPageId(ideas.id))
        .orderBy(PAGE_ORDER);
      return pageWithTotal(db, rowsOfPage, total);
    },
    { fresh: 'query' in shape.values },
  );
  return jsonPageOfRows<T>(rows, q);
}

/** GET /api/idea (spec section 7): the ideas the viewer may see, newest first, like the information board. */
export function listIdeas(db: Db, actor: Actor, q: BoardQuery): Promise<JsonText<TIdeaPage>> {
  const shape = new QueryShape('idea');
  const me = shape.set('me', actor.userId);
  if (q.type === 'mine') shape.mark('mine');
  const rest = and(
    q.type === 'mine' ? eq(ideas.authorId, me) : undefined,
    shape.when(
      'department',
      q.department_id,
      (v) =>
        sql`${ideas.departmentId} = (select ${departments.id} from ${departments} where ${departments.publicId} = ${v})`,
    ),
  );
  const where = and(audienceSql(ideas, me), rest)!;
  return page(db, shape, me, where, q, { counted: audienceCount(ideas, ideas, me, rest), updatedAt: false });
}

/** GET /api/my_ideas (/idea): the author's own ideas, newest first, searchable. */
export function listMyIdeas(db: Db, actor: Actor, q: TListQuery): Promise<JsonText<TMyIdeaPage>> {
  const shape = new QueryShape('my_ideas');
  const me = shape.set('me', actor.userId);
  const search = shape.when('query', tsQuery(q.q), (v) => sql`${ideaVector} @@ to_tsquery('spanish', ${v})`);
  return page(db, shape, me, and(eq(ideas.authorId, me), search)!, q, { updatedAt: true });
}

/**
 * Up to `limit` ideas matching `visible` (who may read the result: lib/audience.ts) sharing words with `q` (any of
 * them, best match first), never `excludeId`: the suggestions while a title is typed, and the similar ideas an
 * analysis compares with.
 */
export async function searchSimilarIdeas(db: DbOrTx, visible: SQL, q: string, excludeId?: string, limit = 5) {
  const search = ideaSearch(q, 'any');
  if (!search) return [];
  const query = tsQuery(q)!.replaceAll(' & ', ' | ');
  return db
    .select({
      publicId: ideas.publicId,
      title: ideas.title,
      content: ideas.content,
      votesCount: ideas.votesCount,
      negativeVotes: ideas.negativeVotes,
    })
    .from(ideas)
    .where(and(search, visible, excludeId ? ne(ideas.publicId, excludeId) : undefined))
    .orderBy(sql`ts_rank(${ideaVector}, to_tsquery('spanish', ${query})) desc`, desc(ideas.id))
    .limit(limit);
}

/**
 * GET /api/similar_ideas: while a title is typed, up to 5 ideas the viewer may see sharing its words (any of them,
 * best match first), never the idea being edited. Nothing the board would not show.
 */
export async function similarIdeas(db: Db, actor: Actor, q: SimilarQuery): Promise<TSimilarIdeas> {
  const rows = await searchSimilarIdeas(db, audienceSql(ideas, actor.userId), q.q, q.exclude_id);
  return {
    data: rows.map((r) => ({
      public_id: r.publicId,
      title: r.title,
      votes_count: r.votesCount,
      negative_votes: r.negativeVotes,
    })),
  };
}
