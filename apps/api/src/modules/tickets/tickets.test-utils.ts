import { ZTicketDetail, type TTicketCreateRequest, type TTicketDetail } from '@gestora/contract/tickets/tickets.schema';
import type { TestClient } from '../../test/harness.ts';

/** The administration: sees, edits, assigns and closes every ticket, and sets the service levels. */
export const TICKET_ADMIN_PERMISSIONS = [
  'Ver ticket',
  'Registrar ticket',
  'Actualizar ticket',
  'Configurar niveles de servicio',
];

/** Raises a ticket through the API as `client` (201 expected). */
export async function raise(
  client: TestClient,
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
