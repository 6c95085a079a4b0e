import { asc, desc, eq, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { TICKET_CODE_PATTERN } from '@gestora/contract/tickets/ticket-states';
import type { TTicketPage, ZMyTicketQuery, ZTicketListQuery } from '@gestora/contract/tickets/tickets.schema';
import { defineList, type ListCounter, type ListDeclaration, type ListFilter } from '../../db/list/define-list.ts';
import { matchesPrefix, prefixQuery } from '../../db/list/full-text.ts';
import { keyed } from '../../db/list/keyed.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { canJson } from './tickets.access.ts';
import { overdueSql, rowJson } from './tickets.presenter.ts';
import { ticketCounters, tickets } from './tickets.table.ts';
import { ticketStatusCounts } from './ticket-status-counts.table.ts';
import { ticketRequesterCounts } from './ticket-requester-counts.table.ts';
import { ticketOpenDueDays } from './ticket-open-due-days.table.ts';

type ListQuery = z.output<typeof ZTicketListQuery>;
type MyQuery = z.output<typeof ZMyTicketQuery>;
type AnyQuery = MyQuery & { responsible_id?: string };

/** A whole code ('TCK-2026-000123') finds its ticket through the unique index instead of full text. */
const codeOf = (q: string | undefined) => {
  const code = q?.trim().toUpperCase();
  return code && TICKET_CODE_PATTERN.test(code) ? code : undefined;
};

const idOf = (table: typeof departments | typeof users, publicId: SQLWrapper) =>
  sql`(select ${table.id} from ${table} where ${table.publicId} = ${publicId})`;

/** The filters of the three lists (an unknown public id simply matches nothing). */
const filters: Record<string, ListFilter<AnyQuery>> = {
  code: { value: (q) => codeOf(q.q), where: (v) => eq(tickets.code, v) },
  q: {
    value: (q) => (codeOf(q.q) ? undefined : prefixQuery(q.q)),
    search: true,
    where: (v) => matchesPrefix(tickets.searchVector, v),
  },
  status: { where: (v) => eq(tickets.status, v) },
  priority: { where: (v) => eq(tickets.priority, v) },
  department_id: { where: (v) => sql`${tickets.departmentId} = ${idOf(departments, v)}` },
  responsible_id: { where: (v) => sql`${tickets.responsibleId} = ${idOf(users, v)}` },
  date_from: { where: (v) => gte(tickets.createdAt, sql`${v}::timestamptz`) },
  // The start of the day after date_to, so that it includes the whole day.
  date_to: { where: (v) => lt(tickets.createdAt, sql`(${v}::date + 1)::timestamptz`) },
  overdue: {
    inText: true,
    volatile: true,
    where: (overdue: boolean) => (overdue ? overdueSql : sql`(not ${overdueSql} or ${tickets.dueAt} is null)`),
  },
};

const priorityRank = sql`case ${tickets.priority} when 'Urgente' then 4 when 'Alta' then 3 when 'Media' then 2 else 1 end`;
const tie = desc(tickets.id);
const dir = (descending: boolean) => (descending ? desc : asc);

/** Allow-listed sorts (zSort); 'priority' ranks Baja < … < Urgente. */
const sorts: ListDeclaration<AnyQuery>['sorts'] = {
  due_at: (d) => [d ? sql`${tickets.dueAt} desc nulls last` : sql`${tickets.dueAt} asc nulls last`, tie],
  created_at: (d) => [dir(d)(tickets.createdAt), tie],
  priority: (d) => [dir(d)(priorityRank), tie],
  status: (d) => [dir(d)(tickets.status), tie],
  code: (d) => [dir(d)(tickets.code), tie],
  title: (d) => [dir(d)(sql`lower(${tickets.title})`), tie],
};
const NEWEST_FIRST = () => [desc(tickets.createdAt), tie];
const NEAREST_DUE_FIRST = () => [sql`${tickets.dueAt} asc nulls last`, tie];

/**
 * Every overdue ticket's number without counting them all: the open tickets of each day before today (UTC) from
 * the counts their triggers keep (migration 0034), and today's, which the clock may not have reached, counted.
 */
const overdueCount = sql<number>`((select coalesce(sum(${ticketOpenDueDays.n}), 0) from ${ticketOpenDueDays}
  where ${ticketOpenDueDays.dueDay} < (now() at time zone 'UTC')::date)
  + (select count(*) from ${tickets} where ${overdueSql}
    and ${tickets.dueAt} >= (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'))`;

/**
 * A person's tickets (as responsible or as requester), all of them or those of one status: the total from the
 * counters the tickets' triggers keep per person and status (migrations 0015 and 0022) instead of counting the
 * person's tickets on every page.
 */
const personCounter = (
  counts: typeof ticketStatusCounts | typeof ticketRequesterCounts,
  person: AnyPgColumn,
): ListCounter<AnyQuery> => ({
  answers: ['status'],
  total: (p, given) => {
    const status = 'status' in given ? sql` and ${counts.status} = ${given.status}` : sql``;
    return sql<number>`(select coalesce(sum(${counts.n}), 0) from ${counts} where ${person} = ${p.me}${status})`;
  },
});

/**
 * Each row written by PostgreSQL from the ticket's row alone (its own members kept in own_json), with what the
 * actor may do with it; searches keep their totals while the tickets do not change.
 */
const ticketList = <Q extends AnyQuery>(d: Pick<ListDeclaration<Q>, 'name' | 'scope' | 'defaultOrder' | 'counters'>) =>
  defineList<Q, TTicketPage>({
    ...d,
    table: tickets,
    id: tickets.id,
    filters,
    sorts,
    row: {
      json: (actor, p) => {
        const can = canJson(actor, p.me);
        return keyed(can.key, () => rowJson(can.sql));
      },
    },
    keptTotals: { tables: ['tickets'] },
  });

/** GET /api/tickets ('Ver ticket'): every ticket, newest first unless sorted. */
export const ticketsList = ticketList<ListQuery>({
  name: 'tickets',
  defaultOrder: NEWEST_FIRST,
  counters: [
    // Tickets are never deleted and every creation moves its year's counter in the same transaction.
    { answers: [], total: () => sql<number>`(select coalesce(sum(${ticketCounters.last}), 0) from ${ticketCounters})` },
    { answers: ['overdue'], needs: ['overdue'], when: (q) => q.overdue === true, total: () => overdueCount },
  ],
});

/** GET /api/my_tickets: the tickets whose responsible is the actor, nearest due date first unless sorted. */
export const myTicketsList = ticketList<MyQuery>({
  name: 'my_tickets',
  scope: (_actor, p) => keyed('responsible', eq(tickets.responsibleId, p.me)),
  defaultOrder: NEAREST_DUE_FIRST,
  counters: [personCounter(ticketStatusCounts, ticketStatusCounts.responsibleId)],
});

/** GET /api/my_requested_tickets (any signed-in user): the tickets the actor raised, newest first unless sorted. */
export const requestedTicketsList = ticketList<MyQuery>({
  name: 'my_requested_tickets',
  scope: (_actor, p) => keyed('requester', eq(tickets.requesterId, p.me)),
  defaultOrder: NEWEST_FIRST,
  counters: [personCounter(ticketRequesterCounts, ticketRequesterCounts.requesterId)],
});
