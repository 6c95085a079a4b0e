import { z } from 'zod';
import {
  ZBool,
  ZListQuery,
  ZPublicId,
  ZRef,
  zOptionalText,
  zPage,
  zRequiredText,
  zSort,
  ZUserRef,
  ZDateFilter,
  ZComment,
  ZCommentRequest,
  ZHistoryEntry,
  ZHistoryPage,
  type TComment,
  ZRecordPageQuery,
  zRichText,
} from '../common.schema.ts';
import { ZAttachment, ZAttachments, type TAttachment } from '../files/files.schema.ts';
import { TICKET_PRIORITIES, TICKET_STATUSES, TICKET_WORK_STATUSES } from './ticket-states.ts';

export const ZTicketStatus = z.enum(TICKET_STATUSES, { error: 'Seleccione un estado válido.' });
export const ZTicketPriority = z.enum(TICKET_PRIORITIES, { error: 'Seleccione una prioridad válida.' });
export const ZTicketWorkStatus = z.enum(TICKET_WORK_STATUSES, { error: 'Seleccione un estado válido.' });

/** A person on a ticket (requester, responsible, comment author): the same shape tasks use. */
export const ZTicketUser = ZUserRef;
export type TTicketUser = z.infer<typeof ZTicketUser>;

/** What the viewer may do with a ticket: the screens show actions from this, never from their own rules. */
export const ZTicketCan = z.object({
  /** Edit the fields, assign or reassign the responsible ('Actualizar ticket'). */
  update: z.boolean(),
  /** Move the status, write the solution, attach files (the responsible, or 'Actualizar ticket'). */
  work: z.boolean(),
  /** Close it ('Actualizar ticket', while not closed). */
  close: z.boolean(),
  comment: z.boolean(),
  /** Add files: who works it, and its requester while it is not closed (what shows the problem). */
  attach: z.boolean(),
});
export type TTicketCan = z.infer<typeof ZTicketCan>;

/**
 * One row of /api/tickets (administration), /api/my_tickets (mine as responsible) and /api/my_requested_tickets
 * (the ones I raised): what their tables show and what acting on it needs. The category, the times and the counts
 * are the detail's alone (ZTicketDetail).
 */
export const ZTicketListItem = z.object({
  public_id: z.string(),
  code: z.string(),
  title: z.string(),
  priority: ZTicketPriority,
  status: ZTicketStatus,
  department: ZRef.nullable(),
  requester: ZTicketUser.nullable(),
  responsible: ZTicketUser.nullable(),
  /** Creation + the service level of the priority. */
  due_at: z.string().nullable(),
  /** Still open (Abierto, En proceso) past its due date: the screens make it stand out. */
  overdue: z.boolean(),
  can: ZTicketCan,
});
export type TTicketListItem = z.infer<typeof ZTicketListItem>;
export const ZTicketPage = zPage(ZTicketListItem);
export type TTicketPage = z.infer<typeof ZTicketPage>;

/** An attachment, downloaded from `url` (GET /api/files/:public_id, authorised against the ticket). */
export const ZTicketFile = ZAttachment;
export type TTicketFile = TAttachment;
export const ZTicketFiles = ZAttachments;

/** GET /api/tickets/:id: its requester, responsible and 'Ver ticket' holders. */
export const ZTicketDetail = ZTicketListItem.extend({
  category: z.string().nullable(),
  solved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  comments_count: z.number(),
  files_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  /** Sanitised HTML. */
  solution: z.string().nullable(),
  files: z.array(ZTicketFile),
});
export type TTicketDetail = z.infer<typeof ZTicketDetail>;

/** A public id that must be there: `missing` when absent or blank, the usual message when malformed. */
const zRequiredId = (missing: string) =>
  z.uuid({
    error: (iss) =>
      iss.input === undefined || iss.input === null || iss.input === '' ? missing : 'El identificador no es válido.',
  });

const ticketFields = {
  title: zRequiredText('El título', 3, 200),
  /** HTML; sanitised by the server. */
  description: zRichText('La descripción'),
  category: zOptionalText('La categoría', 100),
  priority: ZTicketPriority.default('Media'),
  department_id: zRequiredId('Seleccione el departamento.'),
};

/**
 * POST /api/tickets: any signed-in user raises a ticket for a department. `responsible_id` assigns it at once
 * and needs 'Actualizar ticket' (403 otherwise).
 */
export const ZTicketCreateRequest = z.object({
  ...ticketFields,
  responsible_id: ZPublicId.nullish().transform((v) => v ?? null),
});
export type TTicketCreateRequest = z.input<typeof ZTicketCreateRequest>;

/** PUT /api/tickets/:id ('Actualizar ticket'): a new priority moves the due date to the new service level. */
export const ZTicketUpdateRequest = z.object(ticketFields);
export type TTicketUpdateRequest = z.input<typeof ZTicketUpdateRequest>;

/** PUT /api/tickets/:id/responsible ('Actualizar ticket'): assigns or reassigns. */
export const ZTicketAssignRequest = z.object({
  responsible_id: zRequiredId('Seleccione el responsable.'),
});
export type TTicketAssignRequest = z.input<typeof ZTicketAssignRequest>;

/**
 * PUT /api/tickets/:id/status: the responsible moves the status and writes the solution. 'Resuelto' and
 * 'Rechazado' need a solution (given here or already written). Omitting `solution` keeps the one written.
 */
export const ZTicketStatusRequest = z.object({
  status: ZTicketWorkStatus,
  solution: zRichText('La solución').optional(),
});
export type TTicketStatusRequest = z.input<typeof ZTicketStatusRequest>;

export const TICKET_SORTS = ['due_at', 'created_at', 'priority', 'status', 'code', 'title'] as const;

const ticketFilters = {
  sort: zSort(TICKET_SORTS).optional(),
  status: ZTicketStatus.optional(),
  priority: ZTicketPriority.optional(),
  department_id: ZPublicId.optional(),
  /** true: only open tickets past their due date. */
  overdue: ZBool.optional(),
  /** Bound the creation date (inclusive). */
  ...ZDateFilter.shape,
};

/** GET /api/tickets ('Ver ticket'): every ticket. q: Spanish full text over code, title and description. */
export const ZTicketListQuery = ZListQuery.extend({ ...ticketFilters, responsible_id: ZPublicId.optional() });
export type TTicketListQuery = z.input<typeof ZTicketListQuery>;

/**
 * GET /api/my_tickets ('Gestionar ticket asignados'): the tickets whose responsible I am; also GET
 * /api/my_requested_tickets (any signed-in user): the tickets I raised.
 */
export const ZMyTicketQuery = ZListQuery.extend(ticketFilters);
export type TMyTicketQuery = z.input<typeof ZMyTicketQuery>;

export const ZTicketComment = ZComment;
export type TTicketComment = TComment;
export const ZTicketCommentPage = zPage(ZTicketComment);

/** POST /api/tickets/:id/comments: notifies the other side (requester ↔ responsible). */
export const ZTicketCommentRequest = ZCommentRequest;
export type TTicketCommentRequest = z.input<typeof ZTicketCommentRequest>;

/** One history entry; action 'created', 'updated', 'assigned', 'status', ... */
export const ZTicketHistoryEntry = ZHistoryEntry;
export type TTicketHistoryEntry = z.infer<typeof ZTicketHistoryEntry>;
export const ZTicketHistoryPage = ZHistoryPage;
export const ZTicketPageQuery = ZRecordPageQuery;
