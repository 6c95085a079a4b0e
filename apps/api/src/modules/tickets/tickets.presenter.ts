import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TTicketDetail, TTicketListItem } from '@gestora/contract/tickets/tickets.schema';
import type { TTicketPriority, TTicketStatus } from '@gestora/contract/tickets/ticket-states';
import type { DbOrTx } from '../../db/client.ts';
import { departments } from '../departments/departments.table.ts';
import { jsonObject } from '../../db/json-sql.ts';
import { iso, ref, userRef, userRefColumns } from '../../lib/refs.presenter.ts';
import { users } from '../users/users.table.ts';
import type { Actor } from '../../lib/service-context.ts';
import { canOf, rightsOf } from './tickets.access.ts';
import { tickets } from './tickets.table.ts';

const requester = alias(users, 'requester');
const responsible = alias(users, 'responsible');

/** Open (Abierto, En proceso) and past its due date, on the database's clock. */
export const overdueSql = sql<boolean>`(${tickets.status} in ('Abierto', 'En proceso') and ${tickets.dueAt} < now())`;

/** The columns of a list row: the ticket, its department and people, counts and overdue flag (one statement). */
export const listColumns = {
  publicId: tickets.publicId,
  code: tickets.code,
  title: tickets.title,
  category: tickets.category,
  priority: tickets.priority,
  status: tickets.status,
  requesterId: tickets.requesterId,
  responsibleId: tickets.responsibleId,
  dueAt: tickets.dueAt,
  solvedAt: tickets.solvedAt,
  closedAt: tickets.closedAt,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  departmentPublicId: departments.publicId,
  departmentName: departments.name,
  requester: userRefColumns(requester),
  responsible: userRefColumns(responsible),
  overdue: overdueSql.mapWith(Boolean),
  commentsCount: tickets.commentsCount,
  filesCount: tickets.filesCount,
};

type Extra = Record<string, SQL<unknown> | AnyPgColumn>;

/** FROM tickets with the joins `listColumns` reads; `extra` adds columns (the detail's texts). */
export function selectTicketRows<E extends Extra = Record<never, never>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...listColumns, ...(extra as E) })
    .from(tickets)
    .leftJoin(departments, eq(departments.id, tickets.departmentId))
    .leftJoin(requester, eq(requester.id, tickets.requesterId))
    .leftJoin(responsible, eq(responsible.id, tickets.responsibleId))
    .$dynamic();
}
/** FROM tickets selecting one value (`rowJson`'s rows aggregated: a list's page as JSON text). */
export const selectTicketJson = (db: DbOrTx, json: SQL.Aliased<string>) => db.select({ json }).from(tickets).$dynamic();
export type TicketListRow = Awaited<ReturnType<typeof selectTicketRows>>[number];

/** A list row's fields and the detail's own that come from the same columns (category, times, counts). */
type PresentedRow = TTicketListItem &
  Pick<
    TTicketDetail,
    'category' | 'solved_at' | 'closed_at' | 'comments_count' | 'files_count' | 'created_at' | 'updated_at'
  >;

/** The columns `ticketFacts` reads, of `listColumns`; the public lookup's statement selects them too. */
type TicketFactColumns = Pick<
  TicketListRow,
  | 'publicId'
  | 'code'
  | 'title'
  | 'priority'
  | 'status'
  | 'departmentPublicId'
  | 'departmentName'
  | 'dueAt'
  | 'overdue'
  | 'solvedAt'
  | 'closedAt'
  | 'createdAt'
>;

/** A ticket's own facts as every view of it writes them, the public lookup (find_ticket) included. */
export function ticketFacts(r: TicketFactColumns) {
  return {
    public_id: r.publicId,
    code: r.code,
    title: r.title,
    priority: r.priority as TTicketPriority,
    status: r.status as TTicketStatus,
    department: ref(r.departmentPublicId, r.departmentName),
    due_at: iso(r.dueAt),
    overdue: r.overdue,
    solved_at: iso(r.solvedAt),
    closed_at: iso(r.closedAt),
    created_at: iso(r.createdAt),
  };
}

/** The detail's part read from `listColumns`, with what this actor may do with it; the lists write theirs in SQL. */
export function presentRow(r: TicketListRow, actor: Actor): PresentedRow {
  return {
    ...ticketFacts(r),
    category: r.category,
    requester: r.requester ? userRef(r.requester) : null,
    responsible: r.responsible ? userRef(r.responsible) : null,
    comments_count: r.commentsCount,
    files_count: r.filesCount,
    updated_at: iso(r.updatedAt),
    can: canOf(rightsOf(actor, r)),
  };
}

/**
 * Overdue as the detail says it (false, not null, for an open ticket without a due date: SQL's `null < now()` is
 * null, which the list's schema refused with a 500 for the whole page).
 */
const overdueJson = sql`(coalesce(${overdueSql}, false))::text`;

/**
 * A list row (ZTicketListItem: the same fields as presentRow writes for the detail), written by PostgreSQL from the
 * ticket's row alone; `can` is canJson's. The ticket's own members, its department and its people come kept in
 * `own_json` (the trigger of migrations 0025, 0039 and 0046, which a renamed record fires again): writing them per row was a third of the tickets
 * page's statement, and joining the three records another part. What depends on the clock or the viewer is added
 * here.
 */
export const rowJson = (can: SQL) => jsonObject({ overdue: overdueJson, can }, tickets.ownJson);
