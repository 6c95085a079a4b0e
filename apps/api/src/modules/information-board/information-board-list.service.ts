import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { TListQuery } from '@gestora/contract/common.schema';
import type {
  TInformationPostPage,
  TMyInformationPostPage,
  ZBoardQuery,
} from '@gestora/contract/information-board/information-board.schema';
import type { Db } from '../../db/client.ts';
import { jsonPageOfRows, markedRow, pageWithTotal } from '../../db/json-sql.ts';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { onPageId, PAGE_ORDER, pageIds } from '../../db/page-ids.ts';
import { audienceCount, audienceSql } from '../../lib/audience.ts';
import type { Actor } from '../../lib/service-context.ts';
import type { JsonText } from '../../lib/response-serializer.ts';
import { departments } from '../departments/departments.table.ts';
import { tsQuery } from '../tickets/tickets-list.service.ts';
import { postRowJson, selectPostJson } from './information-board.presenter.ts';
import { informationPosts } from './information-board.table.ts';

type BoardQuery = z.output<typeof ZBoardQuery>;
const NEWEST_FIRST = [desc(informationPosts.createdAt), desc(informationPosts.id)];

const departmentIdOf = (publicId: SQLWrapper) =>
  sql`(select ${departments.id} from ${departments} where ${departments.publicId} = ${publicId})`;

const postVector = sql`to_tsvector('spanish', ${informationPosts.title} || ' ' || ${informationPosts.content})`;

/** Spanish full text over title and content (the GIN index information_posts_search_idx). */
const postSearch = (shape: QueryShape, q: string | undefined) =>
  shape.when('query', tsQuery(q), (v) => sql`${postVector} @@ to_tsquery('spanish', ${v})`);

/**
 * One prepared statement per page (pageWithTotal, built once per shape: db/prepared.ts runShaped): the page's ids
 * chosen on information_posts alone (its indexes give the order), then each of those rows written as JSON by
 * PostgreSQL with its author, department and files (postRowJson), and the total, which a page past the end
 * carries too. Searches are planned anew.
 */
async function page<T>(
  db: Db,
  shape: QueryShape,
  where: SQL | undefined,
  q: { page: number; per_page: number },
  opts: { counted?: SQL<number>; updatedAt: boolean },
): Promise<JsonText<T>> {
  const { limit, offset } = shape.page(q);
  const rows = await runShaped(
    db,
    shape,
    () => {
      const ids = db
        .select({ id: informationPosts.id })
        .from(informationPosts)
        .where(where)
        .orderBy(...NEWEST_FIRST)
        .limit(limit)
        .offset(offset);
      const total =
        opts.counted ??
        sql<number>`(select count(*) from ${informationPosts} where ${where ?? sql`true`})`.mapWith(Number);
      const rowsOfPage = selectPostJson(db, markedRow(postRowJson(opts)))
        .innerJoin(pageIds(ids), onPageId(informationPosts.id))
        .orderBy(PAGE_ORDER);
      return pageWithTotal(db, rowsOfPage, total);
    },
    { fresh: 'query' in shape.values },
  );
  return jsonPageOfRows<T>(rows, q);
}

/**
 * GET /api/information_board (spec section 7): the posts the viewer may see, newest first; type 'mine' keeps the
 * viewer's own, department_id those addressed to that department (an unknown id matches nothing).
 */
export function listBoard(db: Db, actor: Actor, q: BoardQuery): Promise<JsonText<TInformationPostPage>> {
  const shape = new QueryShape('information_board');
  const me = shape.set('me', actor.userId);
  if (q.type === 'mine') shape.mark('mine');
  const rest = and(
    q.type === 'mine' ? eq(informationPosts.authorId, me) : undefined,
    shape.when('department', q.department_id, (v) => sql`${informationPosts.departmentId} = ${departmentIdOf(v)}`),
  );
  const where = and(audienceSql(informationPosts, me), rest);
  const counted = audienceCount(informationPosts, informationPosts, me, rest);
  return page(db, shape, where, q, { counted, updatedAt: false });
}

/** GET /api/my_information_board: the author's own posts (/information_board), newest first, searchable. */
export function listMyPosts(db: Db, actor: Actor, q: TListQuery): Promise<JsonText<TMyInformationPostPage>> {
  const shape = new QueryShape('my_information_board');
  const where = and(eq(informationPosts.authorId, shape.set('me', actor.userId)), postSearch(shape, q.q));
  return page(db, shape, where, q, { updatedAt: true });
}
