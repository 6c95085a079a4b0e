import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TListQuery } from '@gestora/contract/common.schema';
import type { TInformationPostPage, ZBoardQuery } from '@gestora/contract/information-board/information-board.schema';
import type { Db } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { audienceCount, audienceSql } from '../../lib/audience.ts';
import type { Actor } from '../../lib/service-context.ts';
import { pageOf } from '../../lib/pagination.ts';
import { departments } from '../departments/departments.table.ts';
import { tsQuery } from '../tickets/tickets-list.service.ts';
import { presentPost, selectPostRows } from './information-board.presenter.ts';
import { informationPosts } from './information-board.table.ts';

type BoardQuery = z.output<typeof ZBoardQuery>;
const NEWEST_FIRST = [desc(informationPosts.createdAt), desc(informationPosts.id)];

const departmentIdOf = (publicId: string) =>
  sql`(select ${departments.id} from ${departments} where ${departments.publicId} = ${publicId})`;

/** Spanish full text over title and content (the GIN index information_posts_search_idx). */
export const postSearch = (q: string | undefined) => {
  const query = tsQuery(q);
  return query
    ? sql`to_tsvector('spanish', ${informationPosts.title} || ' ' || ${informationPosts.content}) @@ to_tsquery('spanish', ${query})`
    : undefined;
};

/**
 * One prepared statement per page: the page's ids chosen on information_posts alone (its indexes give the order),
 * then the author, department and files of those rows only, and the total as a subquery.
 */
async function page(
  db: Db,
  where: SQL | undefined,
  q: { page: number; per_page: number },
  prepared: boolean,
  counted?: SQL<number>,
) {
  const ids = db
    .select({ id: informationPosts.id })
    .from(informationPosts)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const total =
    counted ?? sql<number>`(select count(*) from ${informationPosts} where ${where ?? sql`true`})`.mapWith(Number);
  const query = selectPostRows(db, { total })
    .where(sql`${informationPosts.id} = any(array(${ids}))`)
    .orderBy(...NEWEST_FIRST);
  const rows = prepared ? await runPrepared(query) : await query;
  const count_ = rows.length
    ? rows[0].total
    : (await db.select({ total: count() }).from(informationPosts).where(where))[0].total;
  return { rows, total: count_ };
}

/**
 * GET /api/information_board (spec section 7): the posts the viewer may see, newest first; type 'mine' keeps the
 * viewer's own, department_id those addressed to that department (an unknown id matches nothing).
 */
export async function listBoard(db: Db, actor: Actor, q: BoardQuery): Promise<TInformationPostPage> {
  const rest = and(
    q.type === 'mine' ? eq(informationPosts.authorId, actor.userId) : undefined,
    q.department_id ? sql`${informationPosts.departmentId} = ${departmentIdOf(q.department_id)}` : undefined,
  );
  const where = and(audienceSql(informationPosts, actor.userId), rest);
  const counted = audienceCount(informationPosts, informationPosts, actor.userId, rest);
  const { rows, total } = await page(db, where, q, true, counted);
  return pageOf(rows.map(presentPost), total, q);
}

/** GET /api/my_information_board: the author's own posts (/information_board), newest first, searchable. */
export async function listMyPosts(db: Db, actor: Actor, q: TListQuery) {
  const where = and(eq(informationPosts.authorId, actor.userId), postSearch(q.q));
  const { rows, total } = await page(db, where, q, !q.q);
  return pageOf(
    rows.map((r) => ({ ...presentPost(r), updated_at: r.updatedAt.toISOString() })),
    total,
    q,
  );
}
