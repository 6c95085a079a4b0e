#!/usr/bin/env node
// Screenshots of what the requester and the meeting organiser gained: 'Mis tickets solicitados' with a ticket's
// files, 'Nuevo ticket' with its files, Soluciones a tickets, a running meeting with the agreements of the previous
// one carried over, its tickets page, and the calendar of tasks and tickets; at desktop and phone width, on the demo
// data. For looking at the screens, not a test. Start the app first, e.g.:
//   PORT=3121 DATA_DIR=/tmp/tk-shots SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-requests.mjs [baseURL] [outDir]
import { api as apiOf, launchChromium, login, shooter, VIEWPORTS } from './screens-kit.mjs';

const base = process.argv[2] ?? 'http://localhost:3121';
const out = process.argv[3] ?? '/tmp/shots-3121';
/** The demo's director: organises the weekly committee, whose agreements are tickets she raised. */
const maria = { email: 'maria.gonzalez@gestora.local', password: 'Gestora2026!' };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);

const browser = await launchChromium();
const shot = shooter(out);

for (const vp of VIEWPORTS) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  await login(page, base, maria.email, maria.password);
  const http = apiOf(context, base);

  // A collaborator's raised tickets: the demo's, and one she raises here with a capture (once).
  const requester = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const rp = await requester.newPage();
  await login(rp, base, 'lucia.fernandez@gestora.local', maria.password);
  const rhttp = apiOf(requester, base);
  let mine = await rhttp.get('/api/my_requested_tickets');
  if (mine.total < 2) {
    const areas = await rhttp.get('/api/active_departments');
    const raised = await rhttp.post('/api/tickets', {
      title: 'El monitor parpadea al conectar el portátil',
      description: '<p>Pasa con el cable HDMI de la sala 2; adjunto una captura.</p>',
      priority: 'Baja',
      department_id: areas.find((a) => a.name.startsWith('Tecnolog')).public_id,
    });
    await rhttp.upload(`/api/tickets/${raised.public_id}/files`, {
      name: 'captura-del-error.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    mine = await rhttp.get('/api/my_requested_tickets');
  }
  const ticket = mine.data.find((t) => t.files_count > 0);
  await rp.goto(`${base}/ticket/my_requests`);
  await rp.getByRole('heading', { name: 'Mis tickets solicitados' }).waitFor();
  await shot(rp, vp, 'requested-tickets');
  await rp.goto(`${base}/ticket/my_requests?ticket=${ticket.public_id}`);
  const drawer = rp.getByRole('dialog', { name: 'Detalle del ticket' });
  await drawer.getByRole('tab', { name: /^Archivos/ }).click();
  const download = drawer.getByRole('button', { name: 'Descargar captura-del-error.png' }).first();
  await download.waitFor();
  await download.scrollIntoViewIfNeeded();
  await shot(rp, vp, 'requested-ticket-files', { fullPage: false });
  await rp.goto(`${base}/ticket/my_requests`);
  await rp.getByRole('button', { name: 'Nuevo ticket' }).first().click();
  await rp.getByRole('dialog', { name: 'Nuevo ticket' }).getByText('Arrastre archivos').waitFor();
  await shot(rp, vp, 'requested-ticket-create', { fullPage: false });
  await requester.close();

  await page.goto(`${base}/find_ticket`);
  await page.getByRole('heading', { name: 'Soluciones a tickets' }).waitFor();
  await shot(page, vp, 'ticket-solutions');

  // Today's weekly committee, started, with the open agreements of the last one.
  const meetings = await http.get('/api/my_meetings?per_page=50');
  const committee = meetings.data.find(
    (m) => m.title === 'Comité de dirección semanal' && ['Programada', 'En curso'].includes(m.status),
  );
  if (committee.status === 'Programada') await http.post(`/api/meetings/${committee.public_id}/start`);
  await page.goto(`${base}/meeting/start/${committee.public_id}`);
  const pending = page.getByRole(vp.name === 'phone' ? 'list' : 'table', { name: 'Acuerdos pendientes' });
  await pending.waitFor();
  if (vp.name === 'phone') await pending.scrollIntoViewIfNeeded();
  await shot(page, vp, 'meeting-start-carry-over', { fullPage: vp.name !== 'phone' });
  const carry = pending.getByRole('button', { name: /^Trasladar / }).first();
  if (await carry.count()) {
    await carry.click();
    await pending.getByText('Trasladado').first().waitFor();
  }
  await page
    .getByRole(vp.name === 'phone' ? 'list' : 'table', { name: 'Acuerdos de la reunión' })
    .scrollIntoViewIfNeeded();
  await shot(page, vp, 'meeting-start-carried', { fullPage: false });
  // An invitation for Lucía: its text names the day and the time.
  if (vp.name === 'desktop') {
    const lucia = (await http.get('/api/user_options?q=Luc%C3%ADa')).find((u) => u.name.startsWith('Luc'));
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(15, 0, 0, 0);
    await http.post('/api/meetings', {
      title: 'Revisión del plan de capacitaciones',
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 3_600_000).toISOString(),
      place: 'Sala 2',
      participant_ids: [lucia.public_id],
    });
  }
  await page.goto(`${base}/ticket_in_meetings/${committee.public_id}`);
  await page.getByText('Trasladado').first().waitFor();
  await shot(page, vp, 'meeting-tickets');

  await context.close();

  // The calendar of a collaborator with tasks and tickets this month.
  const worker = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const p2 = await worker.newPage();
  await login(p2, base, 'lucia.fernandez@gestora.local', maria.password);
  await p2.goto(`${base}/calendar_events`);
  await p2.locator('.fc-toolbar-title').waitFor();
  await p2.locator('.fc-event, .fc-list-empty').first().waitFor();
  await shot(p2, vp, 'calendar-events');
  await p2.goto(`${base}/notification/all_tickets_notifications/all`);
  await p2.getByText('Invitación a reunión').first().waitFor();
  await shot(p2, vp, 'ticket-notifications', { fullPage: false });
  await worker.close();
}
await browser.close();
