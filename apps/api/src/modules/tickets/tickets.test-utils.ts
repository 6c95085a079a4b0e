import { ZTicketDetail, type TTicketCreateRequest, type TTicketDetail } from '@gestora/contract/tickets/tickets.schema';
import type { TestClient } from '../../test/harness.ts';

/** The administration: sees, edits, assigns and closes every ticket, and sets the service levels. */
export const TICKET_ADMIN_PERMISSIONS = [
  'Ver ticket',
  'Registrar ticket',
  'Actualizar ticket',
  'Configurar niveles de servicio',
];

/** POST /api/tickets as `client` with this payload as it is, whatever the answer (bad input's tests). */
export const submitTicket = (client: TestClient, payload: object) =>
  client.inject({ method: 'POST', url: '/api/tickets', payload });

/** PUT /api/tickets/:id/responsible as `client` (the administration), whatever the answer. */
export const assignTicket = (client: TestClient, ticketId: string, userPublicId: string) =>
  client.inject({
    method: 'PUT',
    url: `/api/tickets/${ticketId}/responsible`,
    payload: { responsible_id: userPublicId },
  });

/** Raises a ticket through the API as `client` (201 expected). */
export async function raise(
  client: TestClient,
  departmentPublicId: string,
  fields: Partial<TTicketCreateRequest> = {},
): Promise<TTicketDetail> {
  const res = await submitTicket(client, {
    title: 'La impresora no imprime',
    department_id: departmentPublicId,
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`raise → ${res.statusCode} ${res.body}`);
  return ZTicketDetail.parse(res.json());
}
