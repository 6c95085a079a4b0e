import { ZTicketDetail, type TTicketCreateRequest, type TTicketDetail } from '@gestora/contract/tickets/tickets.schema';
import type { Harness } from '../../test/harness.ts';
import { sql } from 'drizzle-orm';
import { ticketCode } from '@gestora/contract/tickets/ticket-states';
import { departments } from '../departments/departments.table.ts';
import { ticketCounters, tickets } from './tickets.table.ts';

/** The administration: sees, edits, assigns and closes every ticket, and sets the service levels. */
export const TICKET_ADMIN_PERMISSIONS = [
  'Ver ticket',
  'Registrar ticket',
  'Actualizar ticket',
  'Configurar niveles de servicio',
];

type Client = Awaited<ReturnType<Harness['as']>>;

let seq = 0;
/** An active department, inserted straight into its table. */
export async function makeDepartment(h: Harness, name = `Soporte ${++seq} ${Date.now() % 100000}`) {
  const [d] = await h.app.db.insert(departments).values({ name }).returning();
  return d;
}

/** Raises a ticket through the API as `client` (201 expected). */
export async function raise(
  client: Client,
  departmentPublicId: string,
  fields: Partial<TTicketCreateRequest> = {},
): Promise<TTicketDetail> {
  const res = await client.inject({
    method: 'POST',
    url: '/api/tickets',
    payload: { title: 'La impresora no imprime', department_id: departmentPublicId, ...fields },
  });
  if (res.statusCode !== 201) throw new Error(`raise → ${res.statusCode} ${res.body}`);
  return ZTicketDetail.parse(res.json());
}

/**
 * `n` tickets of `departmentId` straight into the table (fast, for list sizes), numbered in 1999 with that year's
 * counter moved as the app moves it, so that the per-year counters keep counting every ticket.
 */
export async function insertTickets(
  h: Harness,
  n: number,
  fields: { departmentId: number; requesterId: number; responsibleId: number | null },
) {
  const [counter] = await h.app.db
    .insert(ticketCounters)
    .values({ year: 1999, last: n })
    .onConflictDoUpdate({ target: ticketCounters.year, set: { last: sql`${ticketCounters.last} + ${n}` } })
    .returning();
  const first = counter.last - n + 1;
  await h.app.db.insert(tickets).values(
    Array.from({ length: n }, (_, i) => ({
      code: ticketCode(1999, first + i),
      title: `Carga ${first + i}`,
      dueAt: new Date(Date.now() + (i + 1) * 3_600_000),
      ...fields,
    })),
  );
}
