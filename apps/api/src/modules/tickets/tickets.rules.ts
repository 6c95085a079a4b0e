import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DEFAULT_SERVICE_LEVEL_HOURS,
  TICKET_PRIORITIES,
  ticketCode,
  type TTicketPriority,
} from '@gestora/contract/tickets/ticket-states';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/errors.ts';
import { departments } from '../departments/departments.table.ts';
import { users } from '../users/users.table.ts';
import { ticketCounters, ticketServiceLevels } from './tickets.table.ts';

const HOUR = 3_600_000;

/**
 * The next TCK-YYYY-NNNNN of `year`, inside the creating transaction: the upsert takes the year's row lock, so a
 * concurrent creation waits for this one to commit or roll back and never reads the same number.
 */
export async function nextCode(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await tx
    .insert(ticketCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: ticketCounters.year, set: { last: sql`${ticketCounters.last} + 1` } })
    .returning({ last: ticketCounters.last });
  return ticketCode(year, row.last);
}

/** Hours per priority: what administrators set, the defaults for the rest. */
export async function serviceLevels(db: DbOrTx): Promise<Record<TTicketPriority, number>> {
  const rows = await db.select().from(ticketServiceLevels);
  const levels = { ...DEFAULT_SERVICE_LEVEL_HOURS };
  for (const r of rows)
    if ((TICKET_PRIORITIES as readonly string[]).includes(r.priority)) levels[r.priority as TTicketPriority] = r.hours;
  return levels;
}

/** The due date of a ticket of `priority` raised at `from`. */
export async function dueAtFor(db: DbOrTx, priority: TTicketPriority, from: Date): Promise<Date> {
  const [row] = await db
    .select({ hours: ticketServiceLevels.hours })
    .from(ticketServiceLevels)
    .where(eq(ticketServiceLevels.priority, priority));
  return new Date(from.getTime() + (row?.hours ?? DEFAULT_SERVICE_LEVEL_HOURS[priority]) * HOUR);
}

/** An active department by public id; otherwise a 422 on department_id. */
export async function activeDepartment(db: DbOrTx, publicId: string) {
  const [d] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.publicId, publicId), eq(departments.active, true)));
  if (!d) throw fieldError('department_id', 'El departamento seleccionado no existe o está inactivo.');
  return d;
}

/** An active, not deleted user by public id; otherwise a 422 on responsible_id. */
export async function activeResponsible(db: DbOrTx, publicId: string) {
  const [u] = await db
    .select({ id: users.id, publicId: users.publicId, name: users.name, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.publicId, publicId), eq(users.active, true), isNull(users.deletedAt)));
  if (!u) throw fieldError('responsible_id', 'El responsable seleccionado no existe o está inactivo.');
  return u;
}

export const fullName = (u: { name: string; lastName: string }) => `${u.name} ${u.lastName}`;
