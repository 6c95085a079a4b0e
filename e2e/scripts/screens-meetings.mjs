#!/usr/bin/env node
// Screenshots of the meeting and calendar screens (Reuniones, Mis reuniones, a meeting's form, its start page with
// attendance and agreements, its read view, its tickets, and the two calendars in month, week and list views) at
// desktop and phone width, on the demo meetings. For looking at the screens, not a test. Start the app first, e.g.:
//   PORT=3422 DATA_DIR=/tmp/mshots SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-meetings.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, signedIn } = await screenSession({
  base: 'http://localhost:3422',
  out: '/tmp/shots-meetings',
});
/** The demo organiser of 'Planificación de la flota 2027', a meeting still to run: only they may start it. */
const organiser = {
  email: 'ricardo.flores@gestora.local',
  password: 'Gestora2026!',
  meeting: 'Planificación de la flota 2027',
};

for (const vp of VIEWPORTS) {
  const { context, page, http } = await signedIn(vp);
  const all = (await http.get('/api/meetings?per_page=50')).data;
  const finished = all.find((m) => m.status === 'Finalizada') ?? all[0];
  const upcoming = all.find((m) => m.title === organiser.meeting) ?? all.find((m) => m.status === 'Programada');

  await page.goto(`${base}/meetings`);
  await page.getByRole('heading', { name: 'Reuniones' }).first().waitFor();
  await shot(page, vp, 'meetings-list');

  await page.goto(`${base}/my_meetings`);
  await page.getByRole('heading', { name: 'Mis reuniones' }).first().waitFor();
  await shot(page, vp, 'my-meetings');

  await page.goto(`${base}/create_meeting`);
  await page.getByRole('heading').first().waitFor();
  await shot(page, vp, 'meeting-create');

  if (upcoming) {
    await page.goto(`${base}/meeting/edit/${upcoming.public_id}`);
    await page.getByRole('heading').first().waitFor();
    await shot(page, vp, 'meeting-edit');
  }

  await page.goto(`${base}/meeting/show/${finished.public_id}`);
  await page.getByRole('heading', { name: finished.title }).first().waitFor();
  await shot(page, vp, 'meeting-show');

  await page.goto(`${base}/ticket_in_meetings/${finished.public_id}`);
  await page.getByRole('heading').first().waitFor();
  await shot(page, vp, 'meeting-tickets');

  for (const [path, name] of [
    ['/calendar_events', 'calendar-events'],
    ['/calendar_meeting', 'calendar-meetings'],
  ]) {
    await page.goto(`${base}${path}`);
    await page.locator('.fc').first().waitFor();
    await shot(page, vp, `${name}-month`, { fullPage: false });
    for (const [label, view] of [
      [/^Semana$/, 'week'],
      [/^Lista$/, 'list'],
    ]) {
      const button = page.getByRole('button', { name: label }).first();
      if (await button.isVisible().catch(() => false)) {
        await button.click();
        await shot(page, vp, `${name}-${view}`, { fullPage: false });
      }
    }
  }
  await context.close();

  if (upcoming) {
    const { context: theirs, page: p2 } = await signedIn(vp, organiser);
    await p2.goto(`${base}/meeting/start/${upcoming.public_id}`);
    // The first pass starts the meeting (this changes the data: a scratch DATA_DIR); the second finds it running.
    const start = p2.getByRole('button', { name: 'Iniciar reunión' });
    const finish = p2.getByRole('button', { name: 'Finalizar reunión' });
    await start.or(finish).first().waitFor();
    if (await start.isVisible()) {
      await shot(p2, vp, 'meeting-start-ready');
      await start.click();
    }
    await finish.waitFor();
    await shot(p2, vp, 'meeting-start');
    await theirs.close();
  }
}
await browser.close();
