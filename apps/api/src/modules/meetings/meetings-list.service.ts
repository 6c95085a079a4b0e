import { and, asc, desc, eq, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMeetingPage, TMeetingTickets, ZMeetingListQuery } from '@gestora/contract/meetings/meetings.schema';
import { deferred } from '../../db/deferred-sql.ts';
import { jsonPage, jsonPageOfRows, markedRow, pageWithTotal } from '../../db/json-sql.ts';
import { keptTotal } from '../../db/kept-totals.ts';
import { searchedPage } from '../../db/searched-page.ts';
import { runShaped, totalOfPage } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { onPageId, PAGE_ORDER, pageIds } from '../../db/page-ids.ts';
import { pageOf, sortBy } from '../../lib/pagination.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { canJson, loadMeeting, mineCount, minePage, mineSql } from './meetings.access.ts';
import {
  agreementsOf,
  meetingJson,
  presentTicket,
  selectMeetingJson,
  selectMeetingTickets,
} from './meetings.presenter.ts';
import { meetingStatusCounts } from './meeting-status-counts.table.ts';
import { displayStatus } from './meetings.rules.ts';
import { meetings } from './meetings.table.ts';

type ListQuery = z.output<typeof ZMeetingListQuery>;

const DAY = 86_400_000;
/** The start of day `date` (UTC), `days` later, as the ISO text a timestamptz placeholder takes. */
const dayStart = (date: string, days = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString();

function filters(shape: QueryShape, q: ListQuery): SQL | undefined {
  return and(
    shape.when('query', q.q, (v) => sql`${meetings.searchVector} @@ plainto_tsquery('spanish', ${v})`),
    shape.when('status', q.status, (v) => eq(meetings.status, v)),
    shape.when('from', q.date_from && dayStart(q.date_from), (v) => gte(meetings.startAt, sql`${v}::timestamptz`)),
    // The start of the day after date_to, so that it includes the whole day.
    shape.when('to', q.date_to && dayStart(q.date_to, 1), (v) => lt(meetings.startAt, sql`${v}::timestamptz`)),
  );
}

function order(shape: QueryShape, sort: ListQuery['sort']): SQL {
  shape.mark(`sort=${sort ?? ''}`);
  return deferred(() =>
    sortBy(
      sort,
      {
        start_at: meetings.startAt,
        title: sql`lower(${meetings.title})`,
        status: meetings.status,
        created_at: meetings.createdAt,
      },
      desc(meetings.startAt),
    ),
  );
}

/**
 * Every meeting, or those of one status: its total from the counters kept by the meetings' triggers
 * (meeting_status_counts) instead of counting 6,000 meetings on every page. Undefined for any other filter.
 */
function countedTotal(shape: QueryShape, q: ListQuery): SQL<number> | undefined {
  if (q.q || q.date_from || q.date_to) return undefined;
  shape.mark('counted');
  return deferred(() => {
    // The placeholder the filters set for the status, read again here.
    const status = q.status ? sql` where ${meetingStatusCounts.status} = ${sql.placeholder('status')}` : sql``;
    return sql`(select coalesce(sum(${meetingStatusCounts.n}), 0) from ${meetingStatusCounts}${status})`;
  }).mapWith(Number);
}

/**
 * One statement whatever the page size (pageWithTotal), that writes the page's rows' JSON: the page's ids chosen on
 * `meetings` alone (its indexes give the order), then the organiser, counts and rights for those rows, and the total
 * as a subquery, which a page past the end carries too. Built once per shape and prepared (planned once per
 * connection) unless it searches: a generic plan cannot know how rare a word is, so a search's ids are planned for
 * its words and its rows read by a prepared statement (db/searched-page.ts); its total is kept between changes
 * (db/kept-totals.ts).
 */
async function page(
  ctx: ServiceContext,
  actor: Actor,
  q: ListQuery,
  shape: QueryShape,
  scope?: {
    where: (me: Placeholder) => SQL;
    count: (me: Placeholder, rest: SQL | undefined) => SQL<number>;
    /** The page's ids in the default order, unfiltered, from the scope's own index. */
    page: (me: Placeholder, limit: Placeholder, offset: Placeholder) => SQL;
  },
) {
  const db = ctx.db;
  // One placeholder for the actor, wherever the statement names them (the scope, `invited`).
  const me = shape.set('actor', actor.userId);
  const rest = filters(shape, q);
  const where = and(scope?.where(me), rest);
  const ordered = order(shape, q.sort);
  const { limit, offset } = shape.page(q);
  const counted = scope ? undefined : countedTotal(shape, q);
  const ids = () =>
    scope && !rest && !q.sort
      ? scope.page(me, limit, offset)
      : db
          .select({ id: meetings.id })
          .from(meetings)
          .where(where)
          .orderBy(ordered, desc(meetings.id))
          .limit(limit)
          .offset(offset);
  const totalOf = () =>
    scope?.count(me, rest) ??
    counted ??
    sql<number>`(select count(*) from ${meetings} where ${where ?? sql`true`})`.mapWith(Number);
  if (q.q) {
    // A search's total is kept while the meetings (and, for my meetings, their people) do not change.
    const kept = keptTotal(shape, scope ? ['meetings', 'meeting_people'] : ['meetings'], totalOf());
    const found = await searchedPage(db, shape, {
      ids,
      kept,
      id: meetings.id,
      name: 'meetings:searched',
      rows: (rowsShape, page) => {
        const can = canJson(actor, rowsShape, rowsShape.set('actor', actor.userId));
        return () =>
          selectMeetingJson(db, markedRow(meetingJson(can)))
            .innerJoin(page.join, page.on)
            .orderBy(page.order);
      },
    });
    return jsonPage<TMeetingPage>(found.rows, found.total, q);
  }
  const can = canJson(actor, shape, me);
  const pageOfIds = () =>
    selectMeetingJson(db, markedRow(meetingJson(can)))
      .innerJoin(pageIds(ids()), onPageId(meetings.id))
      .orderBy(PAGE_ORDER);
  const rows = await runShaped(db, shape, () => pageWithTotal(db, pageOfIds(), totalOf()));
  return jsonPageOfRows<TMeetingPage>(rows, q);
}

/** GET /api/meetings ('Ver reuniones'): every meeting, newest start first. */
export const listMeetings = (ctx: ServiceContext, actor: Actor, q: ListQuery) =>
  page(ctx, actor, q, new QueryShape('meetings'));

/** GET /api/my_meetings ('Mis reuniones'): the meetings I organise or am invited to. */
export const myMeetings = (ctx: ServiceContext, actor: Actor, q: ListQuery) =>
  page(ctx, actor, q, new QueryShape('my_meetings'), { where: mineSql, count: mineCount, page: minePage });

/**
 * GET /api/meetings/:id/tickets: the meeting's agreements, oldest first, with their status: the tickets it raised
 * and those it carried over from an earlier meeting. After the meeting's access check, one statement: the page's
 * rows and the total.
 */
export async function meetingTickets(
  ctx: ServiceContext,
  actor: Actor,
  publicId: string,
  q: { page: number; per_page: number },
): Promise<TMeetingTickets> {
  const db = ctx.db;
  const { meeting } = await loadMeeting(db, actor, publicId);
  const shape = new QueryShape('meeting_tickets');
  const id = shape.set('meeting', meeting.id);
  const { limit, offset } = shape.page(q);
  const where = agreementsOf(id);
  const rows = await runShaped(db, shape, () =>
    selectMeetingTickets(db, where, id, {
      total: sql<number>`(select count(*) from ${tickets} where ${where})`.mapWith(Number),
    })
      .orderBy(asc(tickets.id))
      .limit(limit)
      .offset(offset),
  );
  const total = await totalOfPage(db, shape, rows, tickets, where);
  return {
    ...pageOf(rows.map(presentTicket), total, q),
    meeting: {
      public_id: meeting.publicId,
      title: meeting.title,
      start_at: meeting.startAt.toISOString(),
      status: meeting.status as TMeetingTickets['meeting']['status'],
      display_status: displayStatus(meeting),
    },
  };
}
