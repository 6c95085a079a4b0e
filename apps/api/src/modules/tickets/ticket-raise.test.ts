import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../lib/service-context.ts';
import { runWrite } from '../../lib/run-write.ts';
import { makeDepartment, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestUser } from '../../test/harness.ts';
import { notificationsTo } from '../notifications/notifications.test-utils.ts';
import { connect, next, pause, record, type ClientSocket } from '../notifications/socket-client.test-utils.ts';
import { raiseTicket } from './tickets.service.ts';
import { tickets } from './tickets.table.ts';
import { TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';

let h: Harness;
let url: string;
let socket: ClientSocket;
let admin: Actor;
let responsible: TestUser;
let dept: DepartmentRow;

beforeAll(async () => {
  h = await build();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  const a = await h.makeUser(TICKET_ADMIN_PERMISSIONS);
  admin = { userId: a.id, userPublicId: a.publicId, permissions: new Set(TICKET_ADMIN_PERMISSIONS), ip: null };
  responsible = await h.makeUser(['Gestionar ticket asignados']);
  socket = await connect(url, { token: (await h.as(responsible.email)).token });
  dept = await makeDepartment(h);
});
afterAll(async () => {
  socket.close();
  await h.close();
});

const told = () => notificationsTo(h, responsible.id, 'Nuevo ticket asignado%');

// Other modules (meetings' agreements) raise tickets inside their own transaction through raiseTicket.
describe('raiseTicket inside another write', () => {
  it('announces nothing when the surrounding transaction rolls back', async () => {
    const heard = record(socket, 'TicketAssignedPublic');
    await expect(
      runWrite(h.app.ctx, async (tx, out) => {
        await raiseTicket(tx, out, admin, {
          title: 'Acuerdo que no llega a guardarse',
          description: null,
          category: null,
          priority: 'Alta',
          department: dept,
          responsible,
        });
        throw new Error('la reunión falló');
      }),
    ).rejects.toThrow('la reunión falló');
    await pause(300);
    expect(heard).toEqual([]);
    expect(await told()).toHaveLength(0);
    expect(await h.app.db.select().from(tickets).where(eq(tickets.title, 'Acuerdo que no llega a guardarse'))).toEqual(
      [],
    );
  });

  it('tells the responsible after the commit, once', async () => {
    const assigned = next(socket, 'TicketAssignedPublic');
    const row = await runWrite(h.app.ctx, (tx, out) =>
      raiseTicket(tx, out, admin, {
        title: 'Acuerdo: revisar el presupuesto',
        description: '<p>Antes del <script>x</script>viernes</p>',
        category: 'Acuerdos',
        priority: 'Media',
        department: dept,
        responsible,
      }),
    );
    expect(await assigned).toEqual({ public_id: row.publicId });
    expect(row.code).toMatch(/^TCK-\d{4}-\d{5}$/);
    expect(row.description).not.toContain('script');
    expect(await told()).toHaveLength(1);
  });
});
