import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZTicketSolutionPage } from '@gestora/contract/tickets/ticket-lookup.schema';
import { ZTicketPage } from '@gestora/contract/tickets/tickets.schema';
import { makeDepartment, makeTickets, type DepartmentRow } from '../../test/factories.ts';
import { build, type Harness, type TestClient, type TestUser } from '../../test/harness.ts';
import { raise, TICKET_ADMIN_PERMISSIONS } from './tickets.test-utils.ts';
import { tickets } from './tickets.table.ts';

/*
 * A search's total is kept between changes to the tickets (db/list/kept-totals.ts, migration 0049): asked again with
 * nothing changed, it is not counted again. Whatever writes the tickets — the API, a statement straight on the
 * table, an insert, an update, a delete — the next answer's total must equal a count of the matching tickets, on
 * every page and sort of the search.
 */

let h: Harness;
let admin: TestClient;
let adminUser: TestUser;
let dept: DepartmentRow;

beforeAll(async () => {
  h = await build();
  dept = await makeDepartment(h, { name: 'Soporte' });
  adminUser = await h.makeUser([...TICKET_ADMIN_PERMISSIONS, 'Gestionar ticket asignados']);
  admin = await h.as(adminUser.email);
  await makeTickets(h, 25, (i) => ({ title: `Impresora del piso ${i}`, departmentId: dept.id }));
  await makeTickets(h, 5, (i) => ({ title: `Monitor ${i}`, departmentId: dept.id, responsibleId: adminUser.id }));
});
afterAll(() => h.close());

const matching = async (word: string, responsibleId?: number) => {
  const rows = await h.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(
      sql`${tickets.searchVector} @@ to_tsquery('spanish', ${`${word}:*`})${responsibleId ? sql` and ${tickets.responsibleId} = ${responsibleId}` : sql``}`,
    );
  return rows[0].n;
};

/** The totals of every page and sort of a search, which must all be one number. */
async function totals(list: string, q: string) {
  const seen = new Set<number>();
  for (const extra of ['', '&page=2&per_page=10', '&sort=title', '&sort=-created_at&page=3&per_page=10']) {
    const res = await admin.inject({ method: 'GET', url: `${list}?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    seen.add(ZTicketPage.parse(res.json()).total);
  }
  expect(seen.size, `${list}?q=${q}: ${[...seen].join(', ')}`).toBe(1);
  return [...seen][0];
}

describe('a search’s kept total', () => {
  it('equals a count after every kind of write, on every page and sort', async () => {
    expect(await totals('/api/tickets', 'impresora')).toBe(25);
    expect(await totals('/api/tickets', 'impresora')).toBe(await matching('impresora'));

    await raise(admin, dept.publicId, { title: 'La impresora nueva atasca' });
    expect(await totals('/api/tickets', 'impresora')).toBe(26);

    // Straight on the table: the triggers move the version, not the service.
    const [one] = await h.app.db.select().from(tickets).where(eq(tickets.title, 'Impresora del piso 3'));
    await h.app.db.update(tickets).set({ title: 'Escáner del piso 3' }).where(eq(tickets.id, one.id));
    expect(await totals('/api/tickets', 'impresora')).toBe(25);

    const [two] = await h.app.db.select().from(tickets).where(eq(tickets.title, 'Impresora del piso 4'));
    await h.app.db.delete(tickets).where(eq(tickets.id, two.id));
    expect(await totals('/api/tickets', 'impresora')).toBe(24);

    await makeTickets(h, 3, (i) => ({ title: `Impresora láser ${i}`, departmentId: dept.id }));
    expect(await totals('/api/tickets', 'impresora')).toBe(27);
    expect(await totals('/api/tickets', 'impresora')).toBe(await matching('impresora'));
  });

  it('is one per filter: another word, another person’s list or a narrower filter has its own', async () => {
    expect(await totals('/api/tickets', 'monitor')).toBe(5);
    expect(await totals('/api/my_tickets', 'monitor')).toBe(await matching('monitor', adminUser.id));
    const monitors = await h.app.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(sql`${tickets.title} like 'Monitor%'`);
    await h.app.db
      .update(tickets)
      .set({ responsibleId: null })
      .where(inArray(tickets.id, [monitors[0].id, monitors[1].id]));
    expect(await totals('/api/my_tickets', 'monitor')).toBe(3);
    expect(await totals('/api/tickets', 'monitor')).toBe(5);
    const res = await admin.inject({ method: 'GET', url: '/api/tickets?q=monitor&status=Cerrado' });
    expect(ZTicketPage.parse(res.json()).total).toBe(0);
  });

  it('holds for the solutions: solved, reopened or a new solution, the next total is a count', async () => {
    const solved = await makeTickets(h, 4, (i) => ({
      title: `Correo ${i}`,
      departmentId: dept.id,
      status: 'Resuelto',
      solution: '<p>Reiniciar el servidor de correo</p>',
      solvedAt: new Date(),
    }));
    const total = async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/ticket_solutions?q=reiniciar' });
      expect(res.statusCode, res.body).toBe(200);
      return ZTicketSolutionPage.parse(res.json()).total;
    };
    expect([await total(), await total()]).toEqual([4, 4]);
    await h.app.db.update(tickets).set({ status: 'En proceso' }).where(eq(tickets.id, solved[0].id));
    expect(await total()).toBe(3);
    await h.app.db
      .update(tickets)
      .set({ solution: '<p>Reiniciar la impresora</p>', status: 'Cerrado' })
      .where(eq(tickets.title, 'Monitor 4'));
    expect(await total()).toBe(4);
    // A page past the end counts apart, and still answers the search's total.
    const past = await admin.inject({ method: 'GET', url: '/api/ticket_solutions?q=reiniciar&page=5' });
    expect(ZTicketSolutionPage.parse(past.json())).toMatchObject({ data: [], total: 4 });
    expect(await total()).toBe(4);
  });
});
