import { and, asc, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { TICKET_CODE_PATTERN, type TTicketStatus } from '@gestora/contract/tickets/ticket-states';
import type {
  TTicketPublic,
  TTicketPublicStep,
  TTicketSolutionPage,
  ZTicketSolutionQuery,
} from '@gestora/contract/tickets/ticket-lookup.schema';
import type { ServiceContext } from '../../lib/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isoStringJson, jsonObject, jsonValue, keptRefJson } from '../../db/json-sql.ts';
import { defineList } from '../../db/list/define-list.ts';
import { defineStatement } from '../../db/list/define-statement.ts';
import { matchesPrefix, prefixQuery } from '../../db/list/full-text.ts';
import { keyed } from '../../db/list/keyed.ts';
import { notFound } from '../../lib/errors.ts';
import { departments } from '../departments/departments.table.ts';
import { overdueSql, ticketFacts } from './tickets.presenter.ts';
import { ticketHistory, tickets } from './tickets.table.ts';
const PUBLIC_ACTIONS = ['created', 'assigned', 'status', 'closed'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isStatus = (v: unknown): v is TTicketStatus => typeof v === 'string';

/** The public lookup's columns: the ticket and its department, nothing of its people. */
const lookup = (name: string, by: AnyPgColumn) =>
  defineStatement(name, (db, p: { key: Placeholder }) =>
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
      .where(eq(by, p.key)),
  );
const ticketByPublicId = lookup('find_ticket_by_public_id', tickets.publicId);
const ticketByCode = lookup('find_ticket_by_code', tickets.code);

const publicSteps = defineStatement('find_ticket_steps', (db, p: { ticket: Placeholder }) =>
  db
    .select({ action: ticketHistory.action, changes: ticketHistory.changes, createdAt: ticketHistory.createdAt })
    .from(ticketHistory)
    .where(and(eq(ticketHistory.ticketId, p.ticket), inArray(ticketHistory.action, [...PUBLIC_ACTIONS])))
    .orderBy(asc(ticketHistory.id)),
);

/**
 * GET /api/find_ticket/:id (any signed-in user), by public_id or code: what ZTicketPublic documents and nothing
 * more. The history keeps only status steps: who acted, comments, names and the description stay out.
 */
export async function findTicket(ctx: ServiceContext, id: string): Promise<TTicketPublic> {
  const [t] = UUID.test(id)
    ? await ticketByPublicId.run(ctx.db, { key: id.toLowerCase() })
    : await ticketByCode.run(ctx.db, { key: id.toUpperCase() });
  if (!t) throw notFound('No se encontró ningún ticket con ese código.');
  const steps = await publicSteps.run(ctx.db, { ticket: t.id });
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
  return { ...ticketFacts(t), solution: t.solution, history };
}

// The predicate of tickets_solution_search_idx and tickets_solved_idx, as literals so that the planner uses them.
const solved = sql.raw(`"tickets"."status" in ('Resuelto', 'Cerrado') and "tickets"."solution" is not null`);

const newestSolved = [sql`${tickets.solvedAt} desc nulls first`, desc(tickets.id)];

/** A whole code finds its ticket through the unique index instead of full text. */
const codeOf = (q: string | undefined) => {
  const code = q?.trim().toUpperCase();
  return code && TICKET_CODE_PATTERN.test(code) ? code : undefined;
};

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

const withDepartment = (db: DbOrTx, json: SQL.Aliased<string>) =>
  db.select({ json }).from(tickets).leftJoin(departments, eq(departments.id, tickets.departmentId));

type SolutionQuery = z.output<typeof ZTicketSolutionQuery>;

/**
 * GET /api/ticket_solutions ('Soluciones a tickets', any signed-in user): solved and closed tickets with a
 * solution, newest solution first; q searches code, title and solution (never the description). The total is kept
 * while the tickets do not change, searched or not (db/list/kept-totals.ts).
 */
export const ticketSolutionsList = defineList<SolutionQuery, TTicketSolutionPage>({
  name: 'ticket_solutions',
  table: tickets,
  id: tickets.id,
  scope: () => keyed('solved', solved),
  filters: {
    code: { value: (q) => codeOf(q.q), where: (v) => eq(tickets.code, v) },
    q: {
      value: (q) => (codeOf(q.q) ? undefined : prefixQuery(q.q)),
      search: true,
      where: (v) => matchesPrefix(tickets.solutionVector, v),
    },
  },
  sorts: {},
  defaultOrder: () => newestSolved,
  // The page's ids are chosen on `tickets` alone, so the join is read for the page's rows only.
  row: { json: () => keyed('', solutionJson), from: withDepartment },
  keptTotals: { tables: ['tickets'], unsearched: true },
});
