import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { TListQuery } from '@gestora/contract/common.schema';
import type { TInformationPostPage, ZBoardQuery } from '@gestora/contract/information-board/information-board.schema';
import type { Db } from '../../db/client.ts';
import { runShaped, totalOfPage } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { audienceCount, audienceSql } from '../../lib/audience.ts';
import type { Actor } from '../../lib/service-context.ts';
import { pageOf } from '../../lib/pagination.ts';
import { departments } from '../departments/departments.table.ts';
import { tsQuery } from '../tickets/tickets-list.service.ts';
import { presentPost, selectPostRows } from './information-board.presenter.ts';
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
 * One statement per page, built once per shape (db/prepared.ts runShaped): the page's ids chosen on
 * information_posts alone (its indexes give the order), then the author, department and files of those rows only,
 * and the total as a subquery. Searches are planned anew.
 */
async function page(
  db: Db,
  shape: QueryShape,
  where: SQL | undefined,
  q: { page: number; per_page: number },
  counted?: SQL<number>,
) {
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
        counted ?? sql<number>`(select count(*) from ${informationPosts} where ${where ?? sql`true`})`.mapWith(Number);
      return selectPostRows(db, { total })
        .where(sql`${informationPosts.id} = any(array(${ids}))`)
        .orderBy(...NEWEST_FIRST);
    },
    { fresh: 'query' in shape.values },
  );
  const total = await totalOfPage(db, shape, rows, informationPosts, where);
  return { rows, total };
}

/**
 * GET /api/information_board (spec section 7): the posts the viewer may see, newest first; type 'mine' keeps the
 * viewer's own, department_id those addressed to that department (an unknown id matches nothing).
 */
export async function listBoard(db: Db, actor: Actor, q: BoardQuery): Promise<TInformationPostPage> {
  const shape = new QueryShape('information_board');
  const me = shape.set('me', actor.userId);
  if (q.type === 'mine') shape.mark('mine');
  const rest = and(
    q.type === 'mine' ? eq(informationPosts.authorId, me) : undefined,
    shape.when('department', q.department_id, (v) => sql`${informationPosts.departmentId} = ${departmentIdOf(v)}`),
  );
  const where = and(audienceSql(informationPosts, me), rest);
  const counted = audienceCount(informationPosts, informationPosts, me, rest);
  const { rows, total } = await page(db, shape, where, q, counted);
  return pageOf(rows.map(presentPost), total, q);
}

/** GET /api/my_information_board: the author's own posts (/information_board), newest first, searchable. */
export async function listMyPosts(db: Db, actor: Actor, q: TListQuery) {
  const shape = new QueryShape('my_information_board');
  const where = and(eq(informationPosts.authorId, shape.set('me', actor.userId)), postSearch(shape, q.q));
  const { rows, total } = await page(db, shape, where, q);
  return pageOf(
    rows.map((r) => ({ ...presentPost(r), updated_at: r.updatedAt.toISOString() })),
    total,
    q,
  );
}
