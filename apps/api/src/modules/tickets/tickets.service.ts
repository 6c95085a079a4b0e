import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { EVENTS } from '@gestora/contract/realtime';
import { TICKET_STATUSES_NEEDING_SOLUTION, type TTicketPriority } from '@gestora/contract/tickets/ticket-states';
import type {
  ZTicketCreateRequest,
  ZTicketStatusRequest,
  ZTicketUpdateRequest,
} from '@gestora/contract/tickets/tickets.schema';
import type { Tx } from '../../db/client.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { runWrite, type WriteOutbox } from '../../lib/run-write.ts';
import { diff } from '../../lib/history.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { getTicket } from './ticket-detail.service.ts';
import { record } from './ticket-history.service.ts';
import { assignedNotice, requesterNotice } from './ticket-notify.service.ts';
import { byPublicId, loadTicket, type TicketRow } from './tickets.access.ts';
import { activeDepartment, activeResponsible, dueAtFor, fullName, nextCode } from './tickets.rules.ts';
import { tickets } from './tickets.table.ts';

type CreateInput = z.output<typeof ZTicketCreateRequest>;
type UpdateInput = z.output<typeof ZTicketUpdateRequest>;
type StatusInput = z.output<typeof ZTicketStatusRequest>;

const richText = (html: string | null | undefined) => (html ? sanitizeRichText(html) || null : null);
const plain = (html: string | null) => (html ? richTextToPlain(html).slice(0, 200) : null);

/**
 * After the commit the new responsible is notified (unless they assigned themselves) and TicketAssignedPublic
 * tells only their own sockets which ticket to reload: nobody else hears of it.
 */
async function announceTo(
  out: WriteOutbox,
  t: TicketRow,
  responsible: { id: number; publicId: string },
  actor: Actor,
  origin?: string,
) {
  await out.notify(assignedNotice(t, responsible.id, actor.userId, origin));
  out.emit([responsible.publicId], EVENTS.ticketAssignedPublic, { public_id: t.publicId });
}

async function nameOf(tx: Tx, userId: number | null) {
  if (userId === null) return null;
  const [u] = await tx.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? fullName(u) : null;
}

/** A ticket to raise, its references already checked: by createTicket for a request, by a module for its record. */
export interface NewTicket {
  title: string;
  /** Rich text as written: sanitised here. */
  description: string | null;
  category: string | null;
  priority: TTicketPriority;
  department: { id: number; name: string } | null;
  responsible: { id: number; publicId: string; name: string; lastName: string } | null;
  /** When it is due; by default the priority's service level from now. */
  dueAt?: Date;
  /** The meeting whose agreement it is (/ticket_in_meetings/{id}). */
  meetingId?: number;
  /** Where it comes from, added to the responsible's notice (", acordado en la reunión «…»"). */
  origin?: string;
}

/**
 * The one way a ticket is created, inside the caller's transaction: its code comes from the year's counter, its
 * history starts with 'created', and a responsible given at once is told after the commit (through `out`).
 * POST /api/tickets and meetings' agreements (meeting-tickets.service.ts) both raise their tickets here.
 */
export async function raiseTicket(tx: Tx, out: WriteOutbox, actor: Actor, input: NewTicket): Promise<TicketRow> {
  const { department, responsible } = input;
  const description = richText(input.description);
  const now = new Date();
  const [ticket] = await tx
    .insert(tickets)
    .values({
      code: await nextCode(tx, now.getFullYear()),
      title: input.title,
      description,
      category: input.category,
      priority: input.priority,
      status: 'Abierto',
      departmentId: department?.id ?? null,
      requesterId: actor.userId,
      responsibleId: responsible?.id ?? null,
      dueAt: input.dueAt ?? (await dueAtFor(tx, input.priority, now)),
      meetingId: input.meetingId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const after = {
    code: ticket.code,
    title: ticket.title,
    description: plain(description),
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    department: department?.name ?? null,
    responsible: responsible ? fullName(responsible) : null,
  };
  await record(tx, ticket.id, actor.userId, 'created', diff({}, after));
  if (responsible) await announceTo(out, ticket, responsible, actor, input.origin);
  return ticket;
}

/**
 * POST /api/tickets: any signed-in user raises a ticket for an active department; naming its responsible at once
 * needs 'Actualizar ticket'. The due date is the priority's service level (see raiseTicket).
 */
export async function createTicket(ctx: ServiceContext, actor: Actor, input: CreateInput) {
  if (input.responsible_id && !actor.permissions.has('Actualizar ticket')) throw forbidden();
  const created = await runWrite(ctx, async (tx, out) =>
    raiseTicket(tx, out, actor, {
      title: input.title,
      description: input.description ?? null,
      category: input.category ?? null,
      priority: input.priority,
      department: await activeDepartment(tx, input.department_id),
      responsible: input.responsible_id ? await activeResponsible(tx, input.responsible_id) : null,
    }),
  );
  return getTicket(ctx, actor, created.publicId);
}

/** PUT /api/tickets/:id ('Actualizar ticket'): a new priority moves the due date to its service level. */
export async function updateTicket(ctx: ServiceContext, actor: Actor, publicId: string, input: UpdateInput) {
  const description = richText(input.description);
  await runWrite(ctx, async (tx) => {
    const { row: ticket, can } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
    if (!can.update) throw forbidden();
    const department = await activeDepartment(tx, input.department_id);
    const [before] = await tx
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.id, ticket.departmentId ?? -1));
    const priorityChanged = input.priority !== ticket.priority;
    const dueAt = priorityChanged ? await dueAtFor(tx, input.priority, ticket.createdAt) : ticket.dueAt;
    await tx
      .update(tickets)
      .set({
        title: input.title,
        description,
        category: input.category,
        priority: input.priority,
        departmentId: department.id,
        dueAt,
        ...(priorityChanged ? { overdueNotifiedAt: null } : {}),
      })
      .where(eq(tickets.id, ticket.id));
    const changes = diff(
      {
        title: ticket.title,
        description: plain(ticket.description),
        category: ticket.category,
        priority: ticket.priority,
        department: before?.name ?? null,
        due_at: ticket.dueAt?.toISOString() ?? null,
      },
      {
        title: input.title,
        description: plain(description),
        category: input.category,
        priority: input.priority,
        department: department.name,
        due_at: dueAt?.toISOString() ?? null,
      },
    );
    await record(tx, ticket.id, actor.userId, 'updated', changes);
  });
  return getTicket(ctx, actor, publicId);
}

/** PUT /api/tickets/:id/responsible ('Actualizar ticket'): assigns or reassigns; the new responsible is told. */
export async function assignTicket(ctx: ServiceContext, actor: Actor, publicId: string, responsiblePublicId: string) {
  await runWrite(ctx, async (tx, out) => {
    const { row: ticket, can } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
    if (!can.update) throw forbidden();
    if (ticket.status === 'Cerrado') throw fieldError('responsible_id', 'Un ticket cerrado no se puede reasignar.');
    const responsible = await activeResponsible(tx, responsiblePublicId);
    if (responsible.id === ticket.responsibleId) return;
    // A new responsible is told of an overdue ticket afresh.
    await tx
      .update(tickets)
      .set({ responsibleId: responsible.id, overdueNotifiedAt: null })
      .where(eq(tickets.id, ticket.id));
    await record(tx, ticket.id, actor.userId, 'assigned', {
      responsible: [await nameOf(tx, ticket.responsibleId), fullName(responsible)],
    });
    await announceTo(out, ticket, responsible, actor);
  });
  return getTicket(ctx, actor, publicId);
}

/**
 * PUT /api/tickets/:id/status: the responsible (or 'Actualizar ticket') moves the status and writes the
 * solution. 'Resuelto' and 'Rechazado' need one; solving or rejecting tells the requester.
 */
export async function changeStatus(ctx: ServiceContext, actor: Actor, publicId: string, input: StatusInput) {
  await runWrite(ctx, async (tx, out) => {
    const { row: ticket, can } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
    if (!can.work) throw forbidden();
    const solution = input.solution === undefined ? ticket.solution : richText(input.solution);
    if (TICKET_STATUSES_NEEDING_SOLUTION.includes(input.status) && !solution)
      throw fieldError('solution', 'Escriba la solución para resolver o rechazar el ticket.');
    const solvedAt = input.status === 'Resuelto' ? (ticket.status === 'Resuelto' ? ticket.solvedAt : new Date()) : null;
    await tx.update(tickets).set({ status: input.status, solution, solvedAt }).where(eq(tickets.id, ticket.id));
    const changes = diff(
      { status: ticket.status, solution: plain(ticket.solution) },
      { status: input.status, solution: plain(solution) },
    );
    if (Object.keys(changes).length) await record(tx, ticket.id, actor.userId, 'status', changes);
    if (changes.status) await out.notify(requesterNotice(ticket, input.status, actor.userId));
  });
  return getTicket(ctx, actor, publicId);
}

/** POST /api/tickets/:id/close ('Actualizar ticket'): final; the requester is told. */
export async function closeTicket(ctx: ServiceContext, actor: Actor, publicId: string) {
  await runWrite(ctx, async (tx, out) => {
    const { row: ticket, can } = await loadTicket(tx, actor, byPublicId(publicId), { forUpdate: true });
    if (!can.update) throw forbidden();
    if (!can.close) return;
    await tx.update(tickets).set({ status: 'Cerrado', closedAt: new Date() }).where(eq(tickets.id, ticket.id));
    await record(tx, ticket.id, actor.userId, 'closed', { status: [ticket.status, 'Cerrado'] });
    await out.notify(requesterNotice(ticket, 'Cerrado', actor.userId));
  });
  return getTicket(ctx, actor, publicId);
}
