import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { TICKET_CODE_PATTERN, type TTicketPriority, type TTicketStatus } from '@gestora/contract/tickets/ticket-states';
import type {
  TTicketPublic,
  TTicketPublicStep,
  TTicketSolutionPage,
  ZTicketSolutionQuery,
} from '@gestora/contract/tickets/ticket-lookup.schema';
import type { ServiceContext } from '../../lib/service-context.ts';
import { isoStringJson, jsonObject, jsonPage, jsonValue, keptRefJson, markedRow } from '../../db/json-sql.ts';
import { keptTotal } from '../../db/kept-totals.ts';
import { searchedPage } from '../../db/searched-page.ts';
import { runShaped, totalOfPage } from '../../db/prepared.ts';
import { QueryShape } from '../../db/query-shape.ts';
import { onPageId, PAGE_ORDER, pageIds } from '../../db/page-ids.ts';
import { notFound } from '../../lib/errors.ts';
import { JsonText } from '../../lib/response-serializer.ts';
import { departments } from '../departments/departments.table.ts';
import { tsQuery } from './tickets-list.service.ts';
import { overdueSql } from './tickets.presenter.ts';
import { ticketHistory, tickets } from './tickets.table.ts';

const PUBLIC_ACTIONS = ['created', 'assigned', 'status', 'closed'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (v: unknown): v is TTicketStatus => typeof v === 'string';

/**
 * GET /api/find_ticket/:id (any signed-in user), by public_id or code: what ZTicketPublic documents and nothing
 * more. The history keeps only status steps: who acted, comments, names and the description stay out.
 */
export async function findTicket(ctx: ServiceContext, id: string): Promise<TTicketPublic> {
  const db = ctx.db;
  const shape = new QueryShape('find_ticket');
  const where = UUID.test(id)
    ? eq(tickets.publicId, shape.set('public_id', id.toLowerCase()))
    : eq(tickets.code, shape.set('code', id.toUpperCase()));
  const [t] = await runShaped(db, shape, () =>
    db
      .select({
        id: tickets.id,
        publicId: tickets.publicId,
        code: tickets.code,
        title: tickets.title,
        priority: tickets.priority,
        status: tickets.status,
        createdAt: tickets.createdAt,
        dueAt: tickets.dueAt,
        solvedAt: tickets.solvedAt,
        closedAt: tickets.closedAt,
        solution: tickets.solution,
        overdue: overdueSql.mapWith(Boolean),
        departmentPublicId: departments.publicId,
        departmentName: departments.name,
      })
      .from(tickets)
      .leftJoin(departments, eq(departments.id, tickets.departmentId))
      .where(where),
  );
  if (!t) throw notFound('No se encontró ningún ticket con ese código.');
  const stepsShape = new QueryShape('find_ticket_steps');
  const ticketId = stepsShape.set('ticket', t.id);
  const steps = await runShaped(db, stepsShape, () =>
    db
      .select({ action: ticketHistory.action, changes: ticketHistory.changes, createdAt: ticketHistory.createdAt })
      .from(ticketHistory)
      .where(and(eq(ticketHistory.ticketId, ticketId), inArray(ticketHistory.action, [...PUBLIC_ACTIONS])))
      .orderBy(asc(ticketHistory.id)),
  );
  const history: TTicketPublicStep[] = steps
    .map((s) => {
      const [from, to] = s.changes?.status ?? [null, null];
      return {
        action: s.action as TTicketPublicStep['action'],
        from_status: isStatus(from) ? from : null,
        to_status: isStatus(to) ? to : null,
        created_at: s.createdAt.toISOString(),
      };
    })
    // A 'status' entry that only rewrote the solution is no step of the status.
    .filter((s) => s.action !== 'status' || s.to_status !== null);
  return {
    public_id: t.publicId,
    code: t.code,
    title: t.title,
    priority: t.priority as TTicketPriority,
    status: t.status as TTicketStatus,
    department: t.departmentPublicId ? { public_id: t.departmentPublicId, name: t.departmentName ?? '' } : null,
    created_at: t.createdAt.toISOString(),
    due_at: t.dueAt?.toISOString() ?? null,
    overdue: t.overdue,
    solved_at: t.solvedAt?.toISOString() ?? null,
    closed_at: t.closedAt?.toISOString() ?? null,
    solution: t.solution,
    history,
  };
}

// The predicate of tickets_solution_search_idx and tickets_solved_idx, as literals so that the planner uses them.
const solved = sql.raw(`"tickets"."status" in ('Resuelto', 'Cerrado') and "tickets"."solution" is not null`);

const newestSolved = [sql`${tickets.solvedAt} desc nulls first`, desc(tickets.id)];

/** A value whose text needs no escaping in JSON (a uuid, a ticket's code, a status), as a JSON string. */
const plainString = (v: SQL | AnyPgColumn) => sql`'"' || ${v} || '"'`;

/**
 * A row of 'Soluciones a tickets' (ZTicketSolution) as JSON text written by PostgreSQL: the solution's excerpt is
 * the plain text kept with it (tickets.solution_excerpt), its department the text that record keeps; to_json (which
 * works out how to write its argument on every call) only for the two free texts. Nothing about the ticket's people:
 * any signed-in user reads this list.
 */
const solutionJson = jsonObject({
  public_id: plainString(tickets.publicId),
  code: plainString(tickets.code),
  title: jsonValue(tickets.title),
  status: plainString(tickets.status),
  department: keptRefJson(departments),
  solved_at: isoStringJson(tickets.solvedAt),
  solution_excerpt: jsonValue(sql`coalesce(${tickets.solutionExcerpt}, '')`),
});

/**
 * GET /api/ticket_solutions ('Soluciones a tickets', any signed-in user): solved and closed tickets with a
 * solution, newest solution first; q searches code, title and solution (never the description). One statement
 * writes the page's rows; a word's search is its page's ids, its rows and, when the tickets changed, its count
 * (db/searched-page.ts).
 */
export async function ticketSolutions(
  ctx: ServiceContext,
  q: z.output<typeof ZTicketSolutionQuery>,
): Promise<JsonText<TTicketSolutionPage>> {
  const db = ctx.db;
  const shape = new QueryShape('ticket_solutions');
  const query = tsQuery(q.q);
  const code = q.q?.trim().toUpperCase();
  const where =
    code && TICKET_CODE_PATTERN.test(code)
      ? sql`${solved} and ${tickets.code} = ${shape.set('code', code)}`
      : query
        ? sql`${solved} and ${tickets.solutionVector} @@ to_tsquery('spanish', ${shape.set('query', query)})`
        : solved;
  const { limit, offset } = shape.page(q);
  // A search's total is kept while the tickets do not change (db/kept-totals.ts).
  const kept = keptTotal(shape, ['tickets'], sql<number>`(select count(*) from ${tickets} where ${where})`);
  // The page's ids are chosen on `tickets` alone, so the join is read for the page's rows only.
  const ids = () =>
    db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...newestSolved)
      .limit(limit)
      .offset(offset);
  const withDepartment = <C extends { json: SQL.Aliased<string> }>(c: C) =>
    db.select(c).from(tickets).leftJoin(departments, eq(departments.id, tickets.departmentId));
  // A word: its ids planned for it, its rows prepared, its total kept or counted apart (db/searched-page.ts).
  const { rows, total } = query
    ? await searchedPage(db, shape, {
        ids,
        kept,
        id: tickets.id,
        name: 'ticket_solutions:searched',
        rows: (_, page) => () =>
          withDepartment({ json: markedRow(solutionJson) })
            .innerJoin(page.join, page.on)
            .orderBy(page.order),
      })
    : await allSolutions();
  async function allSolutions() {
    const rows = await runShaped(db, shape, () =>
      withDepartment({ json: markedRow(solutionJson), total: kept.total, version: kept.version })
        .innerJoin(pageIds(ids()), onPageId(tickets.id))
        .orderBy(PAGE_ORDER),
    );
    kept.remember(rows[0]);
    return { rows, total: await totalOfPage(db, shape, rows, tickets, where) };
  }
  return jsonPage<TTicketSolutionPage>(rows, total, q);
}
