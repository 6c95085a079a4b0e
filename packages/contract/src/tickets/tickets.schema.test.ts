import { describe, expect, it } from 'vitest';
import { ZFindTicketParams } from './ticket-lookup.schema.ts';
import { ZServiceLevelsRequest } from './ticket-service-levels.schema.ts';
import { ticketCode, TICKET_CODE_PATTERN } from './ticket-states.ts';
import { ZTicketCreateRequest, ZTicketListQuery, ZTicketStatusRequest } from './tickets.schema.ts';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ticket schemas', () => {
  it('writes codes as TCK-YYYY-NNNNN', () => {
    expect(ticketCode(2026, 7)).toBe('TCK-2026-00007');
    expect(ticketCode(2026, 123456)).toBe('TCK-2026-123456');
    expect(TICKET_CODE_PATTERN.test(ticketCode(2026, 1))).toBe(true);
  });

  it('asks for a department and a real title, in Spanish', () => {
    const r = ZTicketCreateRequest.safeParse({ title: ' a ' });
    expect(errorsOf(r)).toEqual({
      title: 'El título debe tener al menos 3 caracteres.',
      department_id: 'Seleccione el departamento.',
    });
    const ok = ZTicketCreateRequest.parse({
      title: 'Red caída',
      department_id: '01900000-0000-7000-8000-000000000000',
    });
    expect(ok).toMatchObject({ priority: 'Media', description: null, category: null, responsible_id: null });
  });

  it("keeps 'Cerrado' out of the responsible's moves", () => {
    expect(errorsOf(ZTicketStatusRequest.safeParse({ status: 'Cerrado' }))).toEqual({
      status: 'Seleccione un estado válido.',
    });
    expect(ZTicketStatusRequest.parse({ status: 'Resuelto', solution: '<p>Hecho</p>' }).solution).toBe('<p>Hecho</p>');
  });

  it('finds by code in any case or by public id, and refuses anything else', () => {
    expect(ZFindTicketParams.safeParse({ id: 'tck-2026-00001' }).success).toBe(true);
    expect(ZFindTicketParams.safeParse({ id: '01900000-0000-7000-8000-000000000000' }).success).toBe(true);
    expect(errorsOf(ZFindTicketParams.safeParse({ id: 'TCK-26-1' }))).toEqual({
      id: 'Ingrese un código de ticket (TCK-AAAA-NNNNN) o un identificador válido.',
    });
  });

  it('reads list filters from the query string', () => {
    expect(ZTicketListQuery.parse({ overdue: 'true', page: '2' })).toMatchObject({ overdue: true, page: 2 });
    expect(ZTicketListQuery.safeParse({ sort: 'password' }).success).toBe(false);
  });

  it('takes each priority once in the service levels', () => {
    const twice = ZServiceLevelsRequest.safeParse({
      levels: [
        { priority: 'Alta', hours: 8 },
        { priority: 'Alta', hours: 9 },
      ],
    });
    expect(errorsOf(twice)).toEqual({ levels: 'Cada prioridad puede aparecer una sola vez.' });
  });
});
