import { sql } from 'drizzle-orm';
import { TICKET_PRIORITIES } from '@gestora/contract/tickets/ticket-states';
import type { z } from 'zod';
import type { TServiceLevels, ZServiceLevelsRequest } from '@gestora/contract/tickets/ticket-service-levels.schema';
import type { Actor, ServiceContext } from '../../lib/service-context.ts';
import { serviceLevels } from './tickets.rules.ts';
import { ticketServiceLevels } from './tickets.table.ts';

/** GET /api/ticket_service_levels: the hours of every priority, Baja to Urgente. */
export async function listServiceLevels(ctx: ServiceContext): Promise<TServiceLevels> {
  const levels = await serviceLevels(ctx.db);
  return { data: TICKET_PRIORITIES.map((priority) => ({ priority, hours: levels[priority] })) };
}

/** PUT /api/ticket_service_levels ('Configurar niveles de servicio'): upserts the levels given. */
export async function setServiceLevels(
  ctx: ServiceContext,
  actor: Actor,
  input: z.output<typeof ZServiceLevelsRequest>,
) {
  await ctx.db
    .insert(ticketServiceLevels)
    .values(input.levels.map((l) => ({ priority: l.priority, hours: l.hours, updatedBy: actor.userId })))
    .onConflictDoUpdate({
      target: ticketServiceLevels.priority,
      set: { hours: sql`excluded.hours`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
    });
  return listServiceLevels(ctx);
}
