#!/usr/bin/env node
// Screenshots of the client and project screens (Clientes with its modal, Proyectos, Nuevo proyecto with its
// errors, the project's page, Editar proyecto) at desktop and phone width, with clients, projects, stages and
// tasks made through the API. For looking at the screens, not a test. Start the app first, e.g.:
//   PORT=3208 DATA_DIR=/tmp/data-3208 SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-projects.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, watchedPage, login, api } = await screenSession({
  base: 'http://localhost:3208',
  out: '/tmp/shots-3208',
});

/** Clients, projects in several statuses, and one project with stages and tasks (for its progress). */
async function seed(http) {
  const tag = Date.now().toString(36).slice(-3).toUpperCase();
  const clientPlans = [
    {
      name: `Constructora Andina ${tag}`,
      tax_id: `900${tag}-7`,
      contact_name: 'Rosa Díaz Paredes',
      email: 'rosa.diaz@andina.example',
      phone: '+51 54 555 0101',
    },
    {
      name: `Hospital San Rafael ${tag}`,
      tax_id: `J-301${tag}`,
      contact_name: 'Dr. Julio Meza',
      email: 'compras@sanrafael.example',
    },
    { name: `Ferretería El Tornillo ${tag}`, active: false, phone: '601 555 0199' },
  ];
  const clients = [];
  for (const c of clientPlans) clients.push(await http.post('/api/clients', c));
  const departments = await http.get('/api/active_departments');
  const people = await http.get('/api/user_options');
  const projectPlans = [
    {
      code: `PAV-${tag}`,
      name: 'Pavimentación de la Av. Ejército, tramo norte',
      status: 'En curso',
      start_date: '2026-03-01',
      end_date: '2026-09-30',
      client_id: clients[0].public_id,
    },
    {
      code: `HSR-${tag}`,
      name: 'Ampliación del área de emergencias',
      status: 'Pausado',
      start_date: '2026-01-15',
      end_date: null,
      client_id: clients[1].public_id,
    },
    {
      code: `ERP-${tag}`,
      name: 'Implementación del sistema de inventarios',
      status: 'Planificado',
      start_date: '2026-07-01',
      end_date: '2026-12-15',
      client_id: null,
    },
  ];
  const projects = [];
  for (const [i, p] of projectPlans.entries()) {
    projects.push(
      await http.post('/api/projects', {
        ...p,
        description:
          i === 0
            ? 'Repavimentación de 2,4 km con ciclovía y drenaje pluvial.\nIncluye señalización y semaforización.'
            : null,
        department_id: departments[i % departments.length]?.public_id ?? null,
        manager_id: people[i % people.length]?.public_id ?? null,
      }),
    );
  }
  const main = projects[0];
  const stagePlans = [
    { name: 'Estudios y expediente técnico', status: 'Finalizada', start_date: '2026-03-01', end_date: '2026-04-15' },
    { name: 'Obras de drenaje', status: 'En proceso', start_date: '2026-04-16', end_date: '2026-07-31' },
    { name: 'Carpeta asfáltica y señalización', status: 'Pendiente', start_date: '2026-08-01', end_date: '2026-09-30' },
  ];
  const stages = [];
  for (const s of stagePlans) stages.push(await http.post('/api/stages', { project_id: main.public_id, ...s }));
  const tasks = [
    ['Levantamiento topográfico', 0, '5'],
    ['Estudio de suelos', 0, '5'],
    ['Excavación de zanjas', 1, '5'],
    ['Instalación de colectores', 1, '2'],
    ['Pruebas hidráulicas', 1, '1'],
    ['Pintado de señales', 2, '1'],
  ];
  for (const [title, si, status] of tasks) {
    const t = await http.post('/api/tasks', {
      title,
      project_id: main.public_id,
      stage_id: stages[si].public_id,
      priority: 'Media',
      member_ids: [people[0].public_id],
    });
    if (status !== '1') await http.put(`/api/tasks/${t.public_id}/status`, { status });
  }
  return { main, tag };
}

let data;
for (const vp of VIEWPORTS) {
  const { context, page } = await watchedPage(vp);
  await login(page);
  data ??= await seed(api(context));

  await page.goto(`${base}/client`);
  await page.getByText(`Constructora Andina ${data.tag}`).first().waitFor();
  await shot(page, vp, 'client');
  await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByLabel('Correo electrónico').fill('no-es-correo');
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await shot(page, vp, 'client-modal', { fullPage: false });

  await page.goto(`${base}/project`);
  await page.getByText(`PAV-${data.tag}`).first().waitFor();
  await shot(page, vp, 'project');

  await page.goto(`${base}/project/create`);
  await page.getByLabel('Código').waitFor();
  await shot(page, vp, 'project-create');
  await page.getByLabel('Código').fill(`PAV-${data.tag}`);
  await page.getByLabel('Nombre').fill('Proyecto repetido');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Ya existe un proyecto con ese código.').waitFor();
  await shot(page, vp, 'project-create-errors', { fullPage: false });
  await page.getByLabel('Código').fill('');

  await page.goto(`${base}/project/${data.main.public_id}`);
  await page.getByText('Obras de drenaje').first().waitFor();
  await shot(page, vp, 'project-detail');

  await page.goto(`${base}/project/edit/${data.main.public_id}`);
  await page.getByLabel('Código').waitFor();
  await shot(page, vp, 'project-edit');
  await context.close();
}
await browser.close();
