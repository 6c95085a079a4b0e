import { z } from 'zod';
import { ZListQuery, zPage, zText } from '../common.schema.ts';
import { TICKET_CODE_PATTERN } from './ticket-states.ts';
import { ZTicketDetail, ZTicketStatus } from './tickets.schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/find_ticket/:id: `id` is the ticket's public_id or its code (TCK-YYYY-NNNNN, any letter case). */
export const ZFindTicketParams = z.object({
  id: zText('El código del ticket')
    .trim()
    .refine((v) => UUID.test(v) || TICKET_CODE_PATTERN.test(v.toUpperCase()), {
      error: 'Ingrese un código de ticket (TCK-AAAA-NNNNN) o un identificador válido.',
    }),
});

/**
 * One step of a ticket's public history: when it was raised, assigned, moved, solved or closed, and the status
 * it went from and to. Who did it, what was written in comments and the description stay out: any signed-in
 * user reads this.
 */
export const ZTicketPublicStep = z.object({
  action: z.enum(['created', 'assigned', 'status', 'closed']),
  from_status: ZTicketStatus.nullable(),
  to_status: ZTicketStatus.nullable(),
  created_at: z.string(),
});
export type TTicketPublicStep = z.infer<typeof ZTicketPublicStep>;

/**
 * GET /api/find_ticket/:id (any signed-in user): the ticket's status, history and solution. Visible: code,
 * public_id, title, priority, status, destination department, dates (raised, due, solved, closed), the
 * solution and the status history. Not visible: description, category, requester, responsible, comments,
 * files and who made each change: they stay with the requester, the responsible and 'Ver ticket' holders.
 */
export const ZTicketPublic = ZTicketDetail.pick({
  public_id: true,
  code: true,
  title: true,
  priority: true,
  status: true,
  department: true,
  created_at: true,
  due_at: true,
  overdue: true,
  solved_at: true,
  closed_at: true,
  /** Sanitised HTML; null until the responsible writes it. */
  solution: true,
}).extend({ history: z.array(ZTicketPublicStep) });
export type TTicketPublic = z.infer<typeof ZTicketPublic>;

/** A row of 'Soluciones a tickets': a solved or closed ticket and the start of its solution as plain text. */
export const ZTicketSolution = ZTicketDetail.pick({
  public_id: true,
  code: true,
  title: true,
  status: true,
  department: true,
  solved_at: true,
}).extend({ solution_excerpt: z.string() });
export type TTicketSolution = z.infer<typeof ZTicketSolution>;
export const ZTicketSolutionPage = zPage(ZTicketSolution);
export type TTicketSolutionPage = z.infer<typeof ZTicketSolutionPage>;

/**
 * GET /api/ticket_solutions (any signed-in user): q is Spanish full text over code, title and solution (never
 * the description, which only the ticket's people may read).
 */
export const ZTicketSolutionQuery = ZListQuery;
export type TTicketSolutionQuery = z.input<typeof ZTicketSolutionQuery>;
