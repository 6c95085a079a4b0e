#!/usr/bin/env node
// Screenshots of the task screens (Tareas as list and board, Registrar tarea with a preselected chain, the task's
// page, Tareas asignadas) at desktop and phone width, with a project, stages, an activity and tasks made through
// the API. For looking at the screens, not a test. Start the app first, e.g.:
//   PORT=3211 DATA_DIR=/tmp/data-3211 SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-tasks.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, login, api } = await screenSession({
  base: 'http://localhost:3211',
  out: '/tmp/shots-3211',
});

const day = (offset) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** A project with two stages and an activity, and tasks in every status (one late, one due today). */
async function seed(http) {
  const tag = Date.now().toString(36).slice(-3).toUpperCase();
  const me = await http.get('/api/user');
  const people = await http.get('/api/user_options');
  const others = people.filter((p) => p.public_id !== me.public_id);
  const project = await http.post('/api/projects', {
    code: `TSK-${tag}`,
    name: 'Renovación del portal de clientes',
    status: 'En curso',
    start_date: day(-30),
    end_date: day(60),
  });
  const design = await http.post('/api/stages', {
    project_id: project.public_id,
    name: 'Diseño y prototipos',
    status: 'En proceso',
  });
  const build = await http.post('/api/stages', {
    project_id: project.public_id,
    name: 'Construcción',
    status: 'Pendiente',
  });
  const activity = await http.post('/api/stage_activities', {
    stage_id: design.public_id,
    name: 'Pruebas con usuarios',
    status: 'En proceso',
  });
  const plans = [
    ['Definir la arquitectura de la información', design, '5', 'Alta', -20, -8],
    ['Entrevistas con clientes frecuentes', design, '2', 'Media', -10, 0],
    ['Prototipo navegable de la página de inicio', design, '3', 'Urgente', -6, 4],
    ['Ajustar la paleta de colores a la marca', design, '4', 'Baja', -9, -2],
    ['Configurar el entorno de integración continua', build, '1', 'Media', 2, 14],
    ['Migrar las cuentas de clientes existentes', build, '1', 'Alta', 5, 25],
    ['Redactar los textos de ayuda', build, '2', 'Baja', null, null],
  ];
  const tasks = [];
  for (const [i, [title, stage, status, priority, start, end]] of plans.entries()) {
    const t = await http.post('/api/tasks', {
      title,
      project_id: project.public_id,
      stage_id: stage.public_id,
      stage_activity_id: i === 2 ? activity.public_id : null,
      priority,
      start_date: start === null ? null : day(start),
      end_date: end === null ? null : day(end),
      description:
        i === 2
          ? '<p>Prototipo en Figma de la página de inicio con el buscador y los accesos rápidos.</p><p>Validar con tres clientes antes de la revisión.</p>'
          : null,
      member_ids: [me.public_id, ...others.slice(i % 3, (i % 3) + 1 + (i % 2)).map((p) => p.public_id)],
    });
    if (status !== '1') await http.put(`/api/tasks/${t.public_id}/status`, { status });
    tasks.push(t);
  }
  const focus = tasks[2];
  await http.post(`/api/tasks/${focus.public_id}/comments`, {
    body: '<p>Subí la primera versión del prototipo. Quedo atento a sus comentarios.</p>',
    mentions: [],
  });
  await http.upload(`/api/tasks/${focus.public_id}/files`, {
    name: 'prototipo-inicio.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await http.put(`/api/tasks/${focus.public_id}`, {
    title: focus.title,
    description:
      '<p>Prototipo en Figma de la página de inicio con el buscador y los accesos rápidos.</p><p>Validar con tres clientes antes de la revisión.</p>',
    priority: 'Urgente',
    status: '3',
    start_date: day(-6),
    end_date: day(5),
    project_id: project.public_id,
    stage_id: design.public_id,
    stage_activity_id: activity.public_id,
    member_ids: focus.members.map((m) => m.public_id),
  });
  return { project, design, activity, focus };
}

let data;
for (const vp of VIEWPORTS) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  await login(page);
  data ??= await seed(api(context));

  await page.goto(`${base}/task?project_id=${data.project.public_id}`);
  await shot(page, vp, 'tasks-list');
  await page.goto(`${base}/task?view=board&project_id=${data.project.public_id}`);
  await shot(page, vp, 'tasks-board');
  await page.goto(
    `${base}/task/create?project=${data.project.public_id}&stage=${data.design.public_id}&activity=${data.activity.public_id}`,
  );
  await shot(page, vp, 'task-create');
  await page.goto(`${base}/task/${data.focus.public_id}`);
  await shot(page, vp, 'task-detail');
  await page.goto(`${base}/task/manage_task?project_id=${data.project.public_id}`);
  await shot(page, vp, 'my-tasks');
  await context.close();
}
await browser.close();
