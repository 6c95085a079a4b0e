import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMeetingTickets, ZMeetingListQuery } from '@gestora/contract/meetings/meetings.schema';
import { runPrepared } from '../../db/prepared.ts';
import { pageOf, sortBy } from '../../lib/pagination.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { loadMeeting, mineSql } from './meetings.access.ts';
import {
  agreementsOf,
  presentMeeting,
  presentTicket,
  selectMeetingRows,
  selectMeetingTickets,
} from './meetings.presenter.ts';
import { meetings } from './meetings.table.ts';

type ListQuery = z.output<typeof ZMeetingListQuery>;

const DAY = 86_400_000;

function filters(q: ListQuery): SQL | undefined {
  return and(
    q.q ? sql`to_tsvector('spanish', ${meetings.title}) @@ plainto_tsquery('spanish', ${q.q})` : undefined,
    q.status ? eq(meetings.status, q.status) : undefined,
    q.date_from ? gte(meetings.startAt, new Date(`${q.date_from}T00:00:00Z`)) : undefined,
    q.date_to ? lt(meetings.startAt, new Date(Date.parse(`${q.date_to}T00:00:00Z`) + DAY)) : undefined,
  );
}

/**
 * One statement whatever the page size: the page's ids chosen on `meetings` alone (its indexes give the order), then
 * the organiser and counts for those rows, the total as a subquery. Prepared (planned once per connection) unless
 * it searches: a generic plan cannot know how rare a word is.
 */
async function page(ctx: ServiceContext, actor: Actor, q: ListQuery, scope: SQL | undefined) {
  const where = and(scope, filters(q));
  const order = sortBy(
    q.sort,
    {
      start_at: meetings.startAt,
      title: sql`lower(${meetings.title})`,
      status: meetings.status,
      created_at: meetings.createdAt,
    },
    desc(meetings.startAt),
  );
  const ids = ctx.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(where)
    .orderBy(order, desc(meetings.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const total = sql<number>`(select count(*) from ${meetings} where ${where ?? sql`true`})`.mapWith(Number);
  const query = selectMeetingRows(ctx.db, actor, { total })
    .where(sql`${meetings.id} = any(array(${ids}))`)
    .orderBy(order, desc(meetings.id));
  const rows = q.q ? await query : await runPrepared(query);
  // A page past the end has no row to carry the total: it asks for it on its own.
  const n = rows.length
    ? rows[0].total
    : (await ctx.db.select({ total: count() }).from(meetings).where(where))[0].total;
  return pageOf(
    rows.map((r) => presentMeeting(r, actor)),
    n,
    q,
  );
}

/** GET /api/meetings ('Ver reuniones'): every meeting, newest start first. */
export const listMeetings = (ctx: ServiceContext, actor: Actor, q: ListQuery) => page(ctx, actor, q, undefined);

/** GET /api/my_meetings ('Mis reuniones'): the meetings I organise or am invited to. */
export const myMeetings = (ctx: ServiceContext, actor: Actor, q: ListQuery) =>
  page(ctx, actor, q, mineSql(actor.userId));

/**
 * GET /api/meetings/:id/tickets: the meeting's agreements, oldest first, with their status: the tickets it raised
 * and those it carried over from an earlier meeting.
 */
export async function meetingTickets(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  q: { page: number; per_page: number },
): Promise<TMeetingTickets> {
  const { meeting } = await loadMeeting(ctx.db, actor, publicId);
  const where = agreementsOf(meeting.id);
  const [rows, [{ total }]] = await Promise.all([
    selectMeetingTickets(ctx.db, where, meeting.id)
      .orderBy(asc(tickets.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    ctx.db.select({ total: count() }).from(tickets).where(where),
  ]);
  return {
    ...pageOf(rows.map(presentTicket), total, q),
    meeting: {
      public_id: meeting.publicId,
      title: meeting.title,
      start_at: meeting.startAt.toISOString(),
      status: meeting.status as TMeetingTickets['meeting']['status'],
    },
  };
}
