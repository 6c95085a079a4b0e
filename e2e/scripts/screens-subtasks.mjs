#!/usr/bin/env node
// Screenshots of /subtasks_in_task/:id (Subtareas, with a checklist open and the create modal) and
// /activity/manage_activity (Microtareas) at desktop and phone width, with data made through the API.
// For looking at the screens, not a test. Start the app first, e.g.:
//   PORT=3212 DATA_DIR=/tmp/data-3212 SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-subtasks.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, login, api } = await screenSession({
  base: 'http://localhost:3212',
  out: '/tmp/shots-3212',
});

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A task with members, four subtasks in several statuses, and micro-tasks for the signed-in user. */
async function seed(http) {
  const me = await http.get('/api/user');
  const people = (await http.get('/api/user_options?q=gestora.local')).filter((p) => p.public_id !== me.public_id);
  const task = await http.post('/api/tasks', {
    title: 'Migración del correo corporativo a la nueva plataforma',
    priority: 'Alta',
    status: '2',
    start_date: day(-25),
    end_date: day(30),
    member_ids: [me.public_id, ...people.slice(0, 2).map((p) => p.public_id)],
  });
  const plans = [
    {
      title: 'Inventario de buzones y alias',
      start_date: day(-24),
      end_date: day(-10),
      status: '5',
      who: me.public_id,
    },
    {
      title: 'Configurar registros DNS (MX, SPF, DKIM)',
      start_date: day(-12),
      end_date: day(-2),
      status: '2',
      who: me.public_id,
    },
    {
      title: 'Exportar buzones de la gerencia',
      start_date: day(-5),
      end_date: day(0),
      status: '3',
      who: people[0]?.public_id ?? me.public_id,
    },
    {
      title: 'Capacitar al personal en el nuevo cliente de correo',
      start_date: day(2),
      end_date: day(20),
      status: '1',
      who: people[1]?.public_id ?? me.public_id,
      description: 'Dos sesiones de una hora por área.\nIncluir la configuración del móvil.',
    },
  ];
  const made = [];
  for (const p of plans) {
    const s = await http.post('/api/subtasks', {
      task_id: task.public_id,
      title: p.title,
      description: p.description ?? null,
      responsible_id: p.who,
      start_date: p.start_date,
      end_date: p.end_date,
    });
    if (p.status !== '1') await http.put(`/api/subtasks/${s.public_id}/status`, { status: p.status });
    made.push({ ...s, plan: p });
  }
  const items = [
    [0, 'Exportar la lista de usuarios activos', -20, true],
    [0, 'Revisar alias duplicados', -15, true],
    [1, 'Crear el registro MX', -9, true],
    [1, 'Publicar la firma DKIM', -4, false],
    [1, 'Verificar SPF con la herramienta del proveedor', -3, false],
    [2, 'Exportar el buzón de la gerencia general', -1, false],
    [3, 'Reservar la sala de capacitación', 5, false],
    [3, 'Preparar la guía rápida', 10, false],
  ];
  for (const [i, title, offset, done] of items) {
    const m = await http.post('/api/micro_tasks', {
      subtask_id: made[i].public_id,
      title,
      responsible_id: me.public_id,
      due_date: day(offset),
    });
    if (done) await http.put(`/api/micro_tasks/${m.public_id}/done`, { done: true });
  }
  return task;
}

const context = await browser.newContext({ viewport: VIEWPORTS[0], locale: 'es-419' });
const page = await context.newPage();
await login(page);
const task = await seed(api(context));

for (const vp of VIEWPORTS) {
  await page.setViewportSize({ width: vp.width, height: vp.height });
  await page.goto(`${base}/subtasks_in_task/${task.public_id}`);
  await page.getByRole('article').first().waitFor();
  await shot(page, vp, 'subtasks');
  await page
    .getByRole('button', { name: /^Microtareas \(/ })
    .nth(1)
    .click();
  await page.getByRole('checkbox').first().waitFor();
  await page
    .getByRole('checkbox')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, vp, 'subtasks-checklist', { fullPage: vp.name !== 'phone' });
  await page.getByRole('button', { name: 'Nueva subtarea' }).first().click();
  await page.getByRole('dialog').waitFor();
  await shot(page, vp, 'subtasks-new', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.goto(`${base}/activity/manage_activity`);
  await page.getByRole('checkbox').first().waitFor();
  await shot(page, vp, 'micro-tasks');
  await page.goto(`${base}/activity/manage_activity?state=done`);
  await page.getByRole('checkbox').first().waitFor();
  await shot(page, vp, 'micro-tasks-done');
}

await browser.close();
