import { and, asc, desc, eq, gte, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TMeetingPage, TMeetingTickets, ZMeetingListQuery } from '@gestora/contract/meetings/meetings.schema';
import {
  defineList,
  type ListCounter,
  type ListDeclaration,
  type ListFilter,
  type ListParams,
} from '../../db/list/define-list.ts';
import { defineStatement } from '../../db/list/define-statement.ts';
import { deferred } from '../../db/list/deferred-sql.ts';
import { keyed } from '../../db/list/keyed.ts';
import { pageOf } from '../../lib/pagination.ts';
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

/** The filters of both lists. */
const filters: Record<string, ListFilter<ListQuery>> = {
  q: { search: true, where: (v) => sql`${meetings.searchVector} @@ plainto_tsquery('spanish', ${v})` },
  status: { where: (v) => eq(meetings.status, v) },
  date_from: {
    value: (q) => q.date_from && dayStart(q.date_from),
    where: (v) => gte(meetings.startAt, sql`${v}::timestamptz`),
  },
  // The start of the day after date_to, so that it includes the whole day.
  date_to: {
    value: (q) => q.date_to && dayStart(q.date_to, 1),
    where: (v) => lt(meetings.startAt, sql`${v}::timestamptz`),
  },
};

const tie = desc(meetings.id);
const dir = (descending: boolean) => (descending ? desc : asc);
/** Allow-listed sorts (zSort), the newest meeting first on a tie. */
const sorts: ListDeclaration<ListQuery>['sorts'] = {
  start_at: (d) => [dir(d)(meetings.startAt), tie],
  title: (d) => [dir(d)(sql`lower(${meetings.title})`), tie],
  status: (d) => [dir(d)(meetings.status), tie],
  created_at: (d) => [dir(d)(meetings.createdAt), tie],
};

/**
 * Each row written by PostgreSQL with its organiser joined (meetings.presenter.ts meetingJson), with what the actor
 * may do with it; a page's ids are chosen on `meetings` alone (its indexes give the order) before its rows are read.
 */
const meetingList = (d: Pick<ListDeclaration<ListQuery>, 'name' | 'scope' | 'counters' | 'keptTotals'>) =>
  defineList<ListQuery, TMeetingPage>({
    ...d,
    table: meetings,
    id: meetings.id,
    filters,
    sorts,
    defaultOrder: () => [desc(meetings.startAt), tie],
    row: {
      json: (actor, p) => {
        const can = canJson(actor, p.me);
        return keyed(can.key, () => meetingJson(can.sql));
      },
      from: (db, json) => selectMeetingJson(db, json),
    },
  });

/**
 * GET /api/meetings ('Ver reuniones'): every meeting, newest start first. Every meeting, or those of one status:
 * the total from the counters the meetings' triggers keep (meeting_status_counts) instead of counting them all on
 * every page. A search's total is kept while the meetings do not change.
 */
export const meetingsList = meetingList({
  name: 'meetings',
  counters: [
    {
      answers: ['status'],
      total: (_p, given) => {
        const status = 'status' in given ? sql` where ${meetingStatusCounts.status} = ${given.status}` : sql``;
        return sql<number>`(select coalesce(sum(${meetingStatusCounts.n}), 0) from ${meetingStatusCounts}${status})`;
      },
    },
  ],
  keptTotals: { tables: ['meetings'] },
});

/** The given filters' conditions again, for a count that joins the meetings on its own terms. */
const givenWhere = (given: Readonly<Record<string, unknown>>, p: ListParams): SQL | undefined =>
  Object.keys(given).length ? and(...Object.entries(given).map(([n, v]) => filters[n].where(v, p))) : undefined;

/**
 * My meetings, counted from meeting_people (mineCount): with no other filter its entries from its index alone,
 * with one (not a search, whose total is kept) those entries' meetings. Unsorted and unfiltered, the page's ids
 * too are read in order from meeting_people (minePage).
 */
const mineCounters: ListCounter<ListQuery>[] = [
  {
    answers: [],
    when: (q) => !q.sort,
    total: (p) => mineCount(p.me, undefined),
    ids: (p, span) => minePage(p.me, span.limit, span.offset),
  },
  {
    answers: ['status', 'date_from', 'date_to'],
    // Written only when the statement is: the filters' conditions are built once per shape.
    total: (p, given) => deferred(() => mineCount(p.me, givenWhere(given, p))) as SQL<number>,
  },
];

/**
 * GET /api/my_meetings ('Mis reuniones'): the meetings I organise or am invited to. A search's total is kept while
 * the meetings and their people do not change.
 */
export const myMeetingsList = meetingList({
  name: 'my_meetings',
  scope: (_actor, p) => keyed('mine', mineSql(p.me)),
  counters: mineCounters,
  keptTotals: { tables: ['meetings', 'meeting_people'] },
});

/** A page of a meeting's agreements with their total, which a row carries (none past the end). */
const agreementsPage = defineStatement(
  'meeting_tickets',
  (db, p: { meeting: Placeholder; limit: Placeholder; offset: Placeholder }) => {
    const where = agreementsOf(p.meeting);
    return selectMeetingTickets(db, where, p.meeting, {
      total: sql<number>`(select count(*) from ${tickets} where ${where})`.mapWith(Number),
    })
      .orderBy(asc(tickets.id))
      .limit(p.limit)
      .offset(p.offset);
  },
);
/** The total of a page past the end, which has no row to carry it: planned anew (a rare request). */
const agreementsCount = defineStatement(
  'meeting_tickets:count',
  (db, p: { meeting: Placeholder }) =>
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(tickets)
      .where(agreementsOf(p.meeting)),
  { fresh: true },
);

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
  const offset = (q.page - 1) * q.per_page;
  const rows = await agreementsPage.run(db, { meeting: meeting.id, limit: q.per_page, offset });
  const total =
    rows.length > 0
      ? rows[0].total
      : offset === 0
        ? 0
        : (await agreementsCount.run(db, { meeting: meeting.id }))[0].total;
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
