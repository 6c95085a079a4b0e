import { z } from 'zod';
import { SERVICE_LEVEL_MAX_HOURS, TICKET_PRIORITIES } from './ticket-states.ts';
import { ZTicketPriority } from './tickets.schema.ts';

/** The hours a ticket of `priority` has from its creation to its due date. */
export const ZServiceLevel = z.object({
  priority: ZTicketPriority,
  hours: z.coerce
    .number({ error: 'Las horas deben ser un número.' })
    .int({ error: 'Las horas deben ser un número entero.' })
    .min(1, { error: 'Las horas deben ser al menos 1.' })
    .max(SERVICE_LEVEL_MAX_HOURS, { error: `Las horas no pueden superar ${SERVICE_LEVEL_MAX_HOURS}.` }),
});
export type TServiceLevel = z.infer<typeof ZServiceLevel>;

/** GET /api/ticket_service_levels (any signed-in user): one entry per priority, Baja to Urgente. */
export const ZServiceLevels = z.object({ data: z.array(ZServiceLevel) });
export type TServiceLevels = z.infer<typeof ZServiceLevels>;

/**
 * PUT /api/ticket_service_levels ('Configurar niveles de servicio'): the levels to change (the others stay).
 * New tickets and tickets whose priority changes follow the new hours; due dates already set do not move.
 */
export const ZServiceLevelsRequest = z.object({
  levels: z
    .array(ZServiceLevel, { error: 'Indique los niveles de servicio.' })
    .min(1, { error: 'Indique al menos un nivel de servicio.' })
    .max(TICKET_PRIORITIES.length)
    .refine((l) => new Set(l.map((x) => x.priority)).size === l.length, {
      error: 'Cada prioridad puede aparecer una sola vez.',
    }),
});
export type TServiceLevelsRequest = z.input<typeof ZServiceLevelsRequest>;
