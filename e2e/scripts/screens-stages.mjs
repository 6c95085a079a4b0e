#!/usr/bin/env node
// Screenshots of the stage and stage-activity screens (Etapas, Nueva etapa, the stage detail, Actividades and
// their forms) at desktop and phone width, with a project, stages, activities and tasks made through the API.
// For looking at the screens, not a test. Start the app first, e.g.:
//   PORT=3209 DATA_DIR=/tmp/data-3209 SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-stages.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, watchedPage, login, api } = await screenSession({
  base: 'http://localhost:3209',
  out: '/tmp/shots-3209',
});

/** A project with three stages, activities with responsibles, and tasks in several statuses. */
async function seed(http) {
  const people = await http.get('/api/user_options?q=gestora.local');
  const who = (i) => people[i % people.length].public_id;
  const code = `ETP-${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const project = await http.post('/api/projects', {
    code,
    name: 'Renovación del centro de distribución Norte',
    status: 'En curso',
    start_date: '2026-09-01',
    end_date: '2027-03-31',
  });
  const plans = [
    { name: 'Levantamiento y diagnóstico', status: 'Finalizada', start_date: '2026-09-01', end_date: '2026-10-15' },
    {
      name: 'Diseño de ingeniería',
      status: 'En proceso',
      start_date: '2026-10-16',
      end_date: '2026-12-20',
      description: 'Planos de estructura, climatización y redes eléctricas.',
    },
    { name: 'Licitación de obras', status: 'Pendiente', start_date: '2027-01-05', end_date: '2027-02-28' },
  ];
  const stages = [];
  for (const plan of plans) stages.push(await http.post('/api/stages', { project_id: project.public_id, ...plan }));
  const design = stages[1];
  const activities = [
    { name: 'Planos de estructura', start_date: '2026-10-16', end_date: '2026-11-15', status: 'Finalizada' },
    { name: 'Climatización y ventilación', start_date: '2026-11-01', end_date: '2026-12-05', status: 'En proceso' },
    { name: 'Redes eléctricas y respaldo', start_date: '2026-11-20', end_date: '2026-12-20', status: 'Pendiente' },
  ];
  const made = [];
  for (const [i, a] of activities.entries())
    made.push(await http.post('/api/stage_activities', { stage_id: design.public_id, responsible_id: who(i), ...a }));
  const tasks = [
    ['Revisar cálculo de cargas', 0, '5', 'Alta', '2026-11-05'],
    ['Validar planos con el mandante', 0, '5', 'Media', '2026-11-12'],
    ['Cotizar equipos de climatización', 1, '2', 'Alta', '2026-11-28'],
    ['Simular flujos de aire en bodega', 1, '3', 'Media', '2026-12-02'],
    ['Dimensionar grupo electrógeno', 2, '1', 'Urgente', '2026-12-10'],
    ['Especificar tableros eléctricos', 2, '1', 'Baja', null],
  ];
  for (const [title, ai, status, priority, end] of tasks) {
    const t = await http.post('/api/tasks', {
      title,
      project_id: project.public_id,
      stage_id: design.public_id,
      stage_activity_id: made[ai].public_id,
      priority,
      end_date: end,
      member_ids: [who(ai), who(ai + 1)],
    });
    if (status !== '1') await http.put(`/api/tasks/${t.public_id}/status`, { status: status === '5' ? '5' : status });
  }
  return { project, design };
}

let data;
for (const vp of VIEWPORTS) {
  const { context, page } = await watchedPage(vp);
  await login(page);
  data ??= await seed(api(context));

  await page.goto(`${base}/stage`);
  await page.getByText('Diseño de ingeniería').first().waitFor();
  await shot(page, vp, 'stage');
  await page.goto(`${base}/stage?project_id=${data.project.public_id}`);
  await page.getByText('Licitación de obras').first().waitFor();
  await shot(page, vp, 'stage-filtered');

  await page.goto(`${base}/stage/create?project=${data.project.public_id}`);
  await page.getByLabel('Nombre').waitFor();
  await shot(page, vp, 'stage-create');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await shot(page, vp, 'stage-create-errors', { fullPage: false });

  await page.goto(`${base}/stage/detail/${data.design.public_id}`);
  await page.getByText('Cotizar equipos de climatización').first().waitFor();
  await shot(page, vp, 'stage-detail');

  await page.goto(`${base}/stage/edit/${data.design.public_id}`);
  await page.getByLabel('Nombre').waitFor();
  await shot(page, vp, 'stage-edit');

  await page.goto(`${base}/stage_activity`);
  await page.getByText('Climatización y ventilación').first().waitFor();
  await shot(page, vp, 'stage_activity');

  await page.goto(`${base}/stage_activity/create?stage=${data.design.public_id}`);
  await page.getByLabel('Nombre').waitFor();
  await shot(page, vp, 'stage_activity-create');
  await context.close();
}
await browser.close();
