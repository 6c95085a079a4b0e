#!/usr/bin/env node
// Screenshots of the notification bell, the task menu's empty state and the full notification lists at desktop
// (1280×800) and phone (375×812) widths, for a person to look at. The notifications are real: an administrator
// changes a demo user's account through the API, which notifies them. Needs a running app:
// `PORT=3206 DATA_DIR=/tmp/data-3206 SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 node scripts/start.mjs --demo`,
// then `node e2e/scripts/screens-notifications.mjs` (BASE_URL, OUT_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_PATH override).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { request } from 'playwright-core';
import { envSettings, launchChromium, VIEWPORTS } from './screens-kit.mjs';
import { userUpdateBody } from '../user-update.mjs';

const { BASE_URL, OUT_DIR, ADMIN } = envSettings({ base: 'http://localhost:3206', out: '/tmp/shots-3206' });
const USER = { email: 'lucia.fernandez@gestora.local', password: 'Gestora2026!' };

/** An API client signed in like the browser: csrf cookie first, X-XSRF-TOKEN on every unsafe call. */
async function apiAs({ email, password }) {
  const api = await request.newContext({ baseURL: BASE_URL });
  const xsrf = async () => ({
    'x-xsrf-token': decodeURIComponent(
      (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    ),
  });
  await api.get('/sanctum/csrf-cookie');
  const res = await api.post('/login', { data: { email, password }, headers: await xsrf() });
  if (res.status() !== 200) throw new Error(`login ${email}: ${res.status()}`);
  return { api, xsrf };
}

async function ok(res) {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Account changes by the administrator: each leaves the user an 'Account' notification. */
async function makeNotifications() {
  const { api, xsrf } = await apiAs(ADMIN);
  const user = (await ok(await api.get('/api/users', { params: { q: USER.email } }))).data[0];
  const roles = await ok(await api.get('/api/role_options'));
  const id = (name) => roles.find((r) => r.name === name).public_id;
  const put = async (roleNames) =>
    ok(
      await api.put(`/api/users/${user.public_id}`, {
        headers: await xsrf(),
        data: userUpdateBody(user, roleNames.map(id)),
      }),
    );
  await put(['Colaborador', 'Administrador']);
  await put(['Colaborador']);
  await ok(await api.put(`/api/users/${user.public_id}/active`, { headers: await xsrf(), data: { active: false } }));
  await ok(await api.put(`/api/users/${user.public_id}/active`, { headers: await xsrf(), data: { active: true } }));
  await ok(
    await api.post(`/api/users/${user.public_id}/password`, { headers: await xsrf(), data: { password: null } }),
  );
  await api.dispose();
}

mkdirSync(OUT_DIR, { recursive: true });
await makeNotifications();

// One notification seen, so that 'Visto' shows next to unseen ones.
{
  const { api, xsrf } = await apiAs(USER);
  const list = await ok(await api.get('/api/all_notifications', { params: { page: 1, reviewed: '1' } }));
  const oldest = list.all_notifications.data.at(-1);
  await ok(
    await api.post('/api/update_all_notifications', { headers: await xsrf(), data: { public_id: oldest.public_id } }),
  );
  await api.dispose();
}

const browser = await launchChromium();

async function shot(page, viewport, name) {
  await page.waitForTimeout(400); // let transitions settle
  const file = path.join(OUT_DIR, `${viewport.name}-${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

for (const viewport of VIEWPORTS) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'es-CL',
  });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Correo electrónico').fill(USER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(USER.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Notificaciones' }).waitFor();
  await page.getByTestId('bell-count').waitFor();

  await page.getByRole('button', { name: 'Notificaciones' }).click();
  await page.getByTestId('notification-item').first().waitFor();
  await shot(page, viewport, 'bell');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Tareas asignadas' }).click();
  await page.getByText('No tiene tareas asignadas').waitFor();
  await shot(page, viewport, 'task-menu-empty');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Tickets asignados' }).click();
  await page.getByTestId('notification-item').first().waitFor();
  await shot(page, viewport, 'ticket-menu');
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/notification/all_tickets_notifications/all`);
  await page.getByTestId('notification-row').first().waitFor();
  await shot(page, viewport, 'list');
  // Infinite scroll: the end of the list asks for the next page; an empty one ends it.
  await page.mouse.wheel(0, 5000);
  await page.getByText('No hay más registros.').waitFor();
  await shot(page, viewport, 'list-end');
  await page.mouse.wheel(0, -5000);
  await page.getByTestId('notification-row').first().click();
  await page.getByRole('dialog').waitFor();
  await shot(page, viewport, 'list-detail');

  await page.goto(`${BASE_URL}/notification/all_tasks_notifications/all`);
  await page.getByText('No se encontraron registros').waitFor();
  await shot(page, viewport, 'list-empty');
  await context.close();
}

await browser.close();
