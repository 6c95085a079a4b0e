#!/usr/bin/env node
// Screenshots of the ticket screens (Administración with its drawer and the 'Nuevo ticket' form, the responsible's
// Tickets with the work panel, a ticket found by code, Soluciones a tickets, Niveles de servicio) at desktop and
// phone width, on the demo tickets. For looking at the screens, not a test. Start the app first, e.g.:
//   PORT=3422 DATA_DIR=/tmp/tkweb-shots SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-tickets.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, signedIn } = await screenSession({
  base: 'http://localhost:3422',
  out: '/tmp/shots-3422',
});
/** A demo responsible with open tickets (Colaborador). */
const worker = { email: 'camila.rojas@gestora.local', password: 'Gestora2026!' };

for (const vp of VIEWPORTS) {
  const { context, page, http } = await signedIn(vp);
  const list = await http.get('/api/tickets?per_page=50');
  const withComments = list.data.find((t) => t.comments_count > 0 && t.responsible) ?? list.data[0];
  const solved = (await http.get('/api/ticket_solutions')).data[0];

  await page.goto(`${base}/ticket`);
  await page.getByRole('heading', { name: 'Administración de tickets' }).waitFor();
  await shot(page, vp, 'tickets-list');

  await page.goto(`${base}/ticket?ticket=${withComments.public_id}`);
  await page.getByRole('dialog', { name: 'Detalle del ticket' }).getByRole('heading').first().waitFor();
  await shot(page, vp, 'ticket-detail', { fullPage: false });
  await page.getByRole('tab', { name: 'Historial' }).click();
  await shot(page, vp, 'ticket-detail-history', { fullPage: false });

  await page.goto(`${base}/ticket`);
  await page.getByRole('button', { name: 'Nuevo ticket' }).first().click();
  await page.getByRole('dialog', { name: 'Nuevo ticket' }).waitFor();
  await shot(page, vp, 'ticket-create', { fullPage: false });

  await page.goto(`${base}/find_ticket/${solved.code}`);
  await page.getByRole('heading', { name: solved.title }).waitFor();
  await shot(page, vp, 'find-ticket');

  await page.goto(`${base}/find_ticket`);
  await page.getByRole('heading', { name: 'Soluciones a tickets' }).waitFor();
  await shot(page, vp, 'ticket-solutions');

  await page.goto(`${base}/ticket/service_levels`);
  await page.getByRole('heading', { name: 'Niveles de servicio' }).waitFor();
  await shot(page, vp, 'service-levels');
  await context.close();

  const { context: mine, page: p2, http: theirs } = await signedIn(vp, worker);
  const myList = await theirs.get('/api/my_tickets');
  await p2.goto(`${base}/ticket/manage_ticket`);
  await p2.getByRole('heading', { name: 'Tickets asignados' }).waitFor();
  await shot(p2, vp, 'my-tickets');
  const open = myList.data.find((t) => t.can.work) ?? myList.data[0];
  if (open) {
    await p2.goto(`${base}/ticket/manage_ticket?ticket=${open.public_id}`);
    await p2.getByRole('form', { name: 'Atender ticket' }).waitFor();
    await shot(p2, vp, 'my-ticket-work', { fullPage: false });
  }
  await mine.close();
}
await browser.close();
