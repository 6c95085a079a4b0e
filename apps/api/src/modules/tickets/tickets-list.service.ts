import { and, asc, desc, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { TICKET_CODE_PATTERN } from '@gestora/contract/tickets/ticket-states';
import type { TTicketPage, ZMyTicketQuery, ZTicketListQuery } from '@gestora/contract/tickets/tickets.schema';
import type { Db } from '../../db/client.ts';
import { deferred } from '../../db/deferred-sql.ts';
import { jsonPage, jsonPageOfRows, markedRow, pageWithTotal } from '../../db/json-sql.ts';
import { keptTotal } from '../../db/kept-totals.ts';
import { searchedPage } from '../../db/searched-page.ts';
import { runShaped } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { pageOnTable, readsPageDirectly } from '../../db/page-ids.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { canJson } from './tickets.access.ts';
import { overdueSql, rowJson, selectTicketJson } from './tickets.presenter.ts';
import { ticketCounters, tickets } from './tickets.table.ts';
import { ticketStatusCounts } from '../home/ticket-status-counts.table.ts';
import { ticketRequesterCounts } from './ticket-requester-counts.table.ts';
import { ticketOpenDueDays } from './ticket-open-due-days.table.ts';

type ListQuery = z.output<typeof ZTicketListQuery>;
type MyQuery = z.output<typeof ZMyTicketQuery>;

/**
 * `q` as a Spanish full-text prefix query: only letters and digits reach to_tsquery, so its operators cannot be
 * injected.
 */
export function tsQuery(q: string | undefined): string | null {
  const words = (q ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** A whole code finds its ticket through the unique index; anything else is full text. */
function fullText(shape: QueryShape, q: string | undefined): SQL | undefined {
  const code = q?.trim().toUpperCase();
  if (code && TICKET_CODE_PATTERN.test(code)) return shape.when('code', code, (v) => eq(tickets.code, v));
  return shape.when('query', tsQuery(q), (v) => sql`${tickets.searchVector} @@ to_tsquery('spanish', ${v})`);
}

const idOf = (table: typeof departments | typeof users, publicId: SQLWrapper) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;

/** The filters of both lists (an unknown public id simply matches nothing). */
function filters(shape: QueryShape, q: MyQuery & { responsible_id?: string }): SQL | undefined {
  return and(narrowing(shape, q), overdueFilter(shape, q));
}

/** Overdue or not, when asked. */
function overdueFilter(shape: QueryShape, q: MyQuery): SQL | undefined {
  if (q.overdue === undefined) return undefined;
  shape.mark(`overdue=${q.overdue}`);
  return q.overdue ? overdueSql : deferred(() => sql`(not ${overdueSql} or ${tickets.dueAt} is null)`);
}

/** Every filter but the overdue one: undefined when none is asked. */
function narrowing(shape: QueryShape, q: MyQuery & { responsible_id?: string }): SQL | undefined {
  return and(
    fullText(shape, q.q),
    shape.when('status', q.status, (v) => eq(tickets.status, v)),
    shape.when('priority', q.priority, (v) => eq(tickets.priority, v)),
    shape.when('department', q.department_id, (v) => sql`${tickets.departmentId} = ${idOf(departments, v)}`),
    shape.when('responsible', q.responsible_id, (v) => sql`${tickets.responsibleId} = ${idOf(users, v)}`),
    shape.when('from', q.date_from, (v) => gte(tickets.createdAt, sql`${v}::timestamptz`)),
    // The start of the day after date_to, so that it includes the whole day.
    shape.when('to', q.date_to, (v) => lt(tickets.createdAt, sql`(${v}::date + 1)::timestamptz`)),
  );
}

const priorityRank = sql`case ${tickets.priority} when 'Urgente' then 4 when 'Alta' then 3 when 'Media' then 2 else 1 end`;

/**
 * Allow-listed sorts (zSort); `fallback` is the list's own default. 'priority' ranks Baja < … < Urgente. A sort
 * asked for is one expression (its keys joined), written when the statement is.
 */
function order(shape: QueryShape, sort: string | undefined, fallback: SQL[]): SQL[] {
  shape.mark(`sort=${sort ?? ''}`);
  return sort ? [deferred(() => sql.join(orderKeys(sort, fallback), sql`, `))] : fallback;
}

function orderKeys(sort: string, fallback: SQL[]): SQL[] {
  const key = sort.replace(/^-/, '');
  const dir = sort.startsWith('-') ? desc : asc;
  const tie = desc(tickets.id);
  switch (key) {
    case 'due_at':
      return [sort.startsWith('-') ? sql`${tickets.dueAt} desc nulls last` : sql`${tickets.dueAt} asc nulls last`, tie];
    case 'created_at':
      return [dir(tickets.createdAt), tie];
    case 'priority':
      return [dir(priorityRank), tie];
    case 'status':
      return [dir(tickets.status), tie];
    case 'code':
      return [dir(tickets.code), tie];
    case 'title':
      return [dir(sql`lower(${tickets.title})`), tie];
    default:
      return fallback;
  }
}
const NEWEST_FIRST = [desc(tickets.createdAt), desc(tickets.id)];
const NEAREST_DUE_FIRST = [sql`${tickets.dueAt} asc nulls last`, desc(tickets.id)];

/**
 * The number of tickets matching `where`, computed once for the statement. Unfiltered, it is the sum of the
 * per-year counters: tickets are never deleted and every creation moves its year's counter in the same
 * transaction, so the sum is exact, and it spares counting every ticket on each page of the administration.
 */
const countOf = (where: SQL | undefined) =>
  (where
    ? sql<number>`(select count(*) from ${tickets} where ${where})`
    : sql<number>`(select coalesce(sum(${ticketCounters.last}), 0) from ${ticketCounters})`
  ).mapWith(Number);

type PersonCounts = typeof ticketStatusCounts | typeof ticketRequesterCounts;

/**
 * A person's tickets (as responsible or as requester), all of them or those of one status: the total from the
 * counters the tickets' triggers keep per person and status (migrations 0015 and 0022) instead of counting the
 * person's tickets on every page (1,700 for the bench's administrator: half of the statement's time). Undefined for
 * any other filter, which is counted.
 */
function countedOfPerson(
  shape: QueryShape,
  q: MyQuery,
  counts: PersonCounts,
  person: AnyPgColumn,
  me: ReturnType<typeof sql.placeholder>,
): SQL<number> | undefined {
  if (q.q || q.priority || q.department_id || q.overdue !== undefined || q.date_from || q.date_to) return undefined;
  shape.mark('counted');
  return deferred(() => {
    // The placeholder `filters` set for the status, read again here.
    const status = q.status ? sql` and ${counts.status} = ${sql.placeholder('status')}` : sql``;
    return sql`(select coalesce(sum(${counts.n}), 0) from ${counts} where ${person} = ${me}${status})`;
  }).mapWith(Number);
}

/**
 * One prepared statement (pageWithTotal) that writes the page's rows (with their department, people, counts and
 * what the actor may do) as PostgreSQL's own JSON, and the total, which a page past the end carries too; `counted`
 * gives it from counters instead. Its first pages are read straight from the LIMIT over `tickets`, deeper ones by
 * their ids chosen on `tickets` alone (db/page-ids.ts, pageOnTable). A search is planned for its words (a generic
 * plan cannot know how rare a word is): only its ids and its total, which is kept between changes to the tickets
 * (db/kept-totals.ts), and its rows by a prepared statement (db/searched-page.ts); with the overdue filter, which
 * moves with the clock, it is one statement planned anew.
 */
async function page(
  db: Db,
  actor: Actor,
  shape: QueryShape,
  where: SQL | undefined,
  ordered: SQL[],
  q: MyQuery,
  counted?: SQL<number>,
) {
  const { limit, offset } = shape.page(q);
  const ids = () =>
    db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...ordered)
      .limit(limit)
      .offset(offset);
  // A search's total is kept while the tickets do not change (not when overdue: that moves with the clock).
  if (q.q && q.overdue === undefined && !counted) {
    const kept = keptTotal(shape, ['tickets'], countOf(where));
    const found = await searchedPage(db, shape, {
      ids,
      kept,
      id: tickets.id,
      name: 'tickets:searched',
      rows: (rowsShape, page) => {
        const can = canJson(actor, rowsShape, rowsShape.set('me', actor.userId));
        return () =>
          selectTicketJson(db, markedRow(rowJson(can)))
            .innerJoin(page.join, page.on)
            .orderBy(page.order);
      },
    });
    return jsonPage<TTicketPage>(found.rows, found.total, q);
  }
  const can = canJson(actor, shape, shape.set('me', actor.userId));
  const direct = readsPageDirectly(shape, q);
  const rows = await runShaped(
    db,
    shape,
    () => {
      const chosen = { where, ordered, span: { limit, offset }, direct };
      return pageWithTotal(
        db,
        pageOnTable(db, tickets, tickets.id, chosen, markedRow(rowJson(can))),
        counted ?? countOf(where),
      );
    },
    { fresh: !!q.q },
  );
  return jsonPageOfRows<TTicketPage>(rows, q);
}

/**
 * Every overdue ticket's number without counting them all: the open tickets of each day before today (UTC) from
 * the counts their triggers keep (migration 0034), and today's, which the clock may not have reached, counted.
 */
const overdueCount = sql<number>`((select coalesce(sum(${ticketOpenDueDays.n}), 0) from ${ticketOpenDueDays}
  where ${ticketOpenDueDays.dueDay} < (now() at time zone 'UTC')::date)
  + (select count(*) from ${tickets} where ${overdueSql}
    and ${tickets.dueAt} >= (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'))`.mapWith(Number);

/** GET /api/tickets ('Ver ticket'): every ticket, newest first unless sorted. */
export function listTickets(ctx: ServiceContext, actor: Actor, q: ListQuery) {
  const shape = new QueryShape('tickets');
  const narrowed = narrowing(shape, q);
  const where = and(narrowed, overdueFilter(shape, q));
  // Overdue and nothing else: the kept counts give the total (a filter added to `narrowing` is counted).
  const counted = q.overdue === true && !narrowed ? overdueCount : undefined;
  return page(ctx.db, actor, shape, where, order(shape, q.sort, NEWEST_FIRST), q, counted);
}

/** GET /api/my_tickets: the tickets whose responsible is the actor, nearest due date first unless sorted. */
export function myTickets(ctx: ServiceContext, actor: Actor, q: MyQuery) {
  const shape = new QueryShape('my_tickets');
  const me = shape.set('actor', actor.userId);
  const where = and(eq(tickets.responsibleId, me), filters(shape, q));
  const counted = countedOfPerson(shape, q, ticketStatusCounts, ticketStatusCounts.responsibleId, me);
  return page(ctx.db, actor, shape, where, order(shape, q.sort, NEAREST_DUE_FIRST), q, counted);
}

/** GET /api/my_requested_tickets (any signed-in user): the tickets the actor raised, newest first unless sorted. */
export function requestedTickets(ctx: ServiceContext, actor: Actor, q: MyQuery) {
  const shape = new QueryShape('my_requested_tickets');
  const me = shape.set('actor', actor.userId);
  const where = and(eq(tickets.requesterId, me), filters(shape, q));
  const counted = countedOfPerson(shape, q, ticketRequesterCounts, ticketRequesterCounts.requesterId, me);
  return page(ctx.db, actor, shape, where, order(shape, q.sort, NEWEST_FIRST), q, counted);
}
