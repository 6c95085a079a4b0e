#!/usr/bin/env node
// Screenshots of the sign-in pages and the shell at desktop (1280×800) and phone (375×812) widths, for a person
// to look at. Needs a running app: `PORT=3203 DATA_DIR=/tmp/data-3203 node scripts/start.mjs --demo`, then
// `node e2e/scripts/screens-shell.mjs` (BASE_URL, OUT_DIR, ADMIN_EMAIL, ADMIN_PASSWORD, CHROMIUM_PATH override).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { envSettings, launchChromium, VIEWPORTS } from './screens-kit.mjs';

const { BASE_URL, OUT_DIR, ADMIN } = envSettings({ base: 'http://localhost:3203', out: '/tmp/shots-3203' });
const COLLABORATOR = { email: 'lucia.fernandez@gestora.local', password: 'Gestora2026!' };

mkdirSync(OUT_DIR, { recursive: true });
const browser = await launchChromium();

async function shot(page, viewport, name) {
  await page.waitForTimeout(350); // let transitions settle
  const file = path.join(OUT_DIR, `${viewport.name}-${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

async function signIn(page, { email, password }) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('tab', { name: 'Tablero informativo' }).waitFor();
}

for (const viewport of VIEWPORTS) {
  const isPhone = viewport.width <= 767;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'es-CL',
  });
  const page = await context.newPage();

  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  await shot(page, viewport, 'login');
  await page.getByLabel('Correo electrónico').fill('carlos.ramirez@gestora.local');
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByText('Las credenciales no coinciden').waitFor();
  await shot(page, viewport, 'login-error');

  await page.goto(`${BASE_URL}/forgot_password`);
  await page.getByRole('button', { name: 'Enviar enlace' }).waitFor();
  await shot(page, viewport, 'forgot');
  await page.goto(`${BASE_URL}/password-reset/x?email=a@b.c`);
  await page.getByRole('button', { name: 'Restablecer contraseña' }).waitFor();
  await shot(page, viewport, 'reset');
  await page.goto(`${BASE_URL}/about`);
  await shot(page, viewport, 'about');

  await signIn(page, ADMIN);
  await shot(page, viewport, 'home');
  if (isPhone) {
    await page.getByRole('button', { name: 'Mostrar navegación' }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, viewport, 'drawer');
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: 'Contraer navegación' }).click();
    await shot(page, viewport, 'home-collapsed');
    await page.getByRole('button', { name: 'Configuración' }).click();
    await shot(page, viewport, 'collapsed-group-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Expandir navegación' }).click();
  }
  await page.getByRole('button', { name: /menú de usuario/i }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).waitFor();
  await shot(page, viewport, 'user-menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Notificaciones' }).click();
  await shot(page, viewport, 'bell');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Chat IA' }).click();
  await page.getByRole('dialog', { name: 'Chat IA' }).waitFor();
  await shot(page, viewport, 'chat');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await shot(page, viewport, 'chat-empty-question');
  await page.getByLabel('Pregunta').fill('¿Cuál es el horario de atención?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByText('Información incompleta').waitFor();
  await shot(page, viewport, 'chat-failed');
  await page.getByRole('dialog', { name: 'Chat IA' }).getByRole('button', { name: 'Cerrar' }).click();

  await page.goto(`${BASE_URL}/no-existe/esta-ruta`);
  await page.getByText('Página no encontrada').waitFor();
  await shot(page, viewport, 'not-found');
  await page.goto(`${BASE_URL}/vehicle`);
  await page.getByText('Página no encontrada').waitFor();
  await shot(page, viewport, 'later-module');
  await context.close();

  const collab = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'es-CL',
  });
  const cpage = await collab.newPage();
  await signIn(cpage, COLLABORATOR);
  await shot(cpage, viewport, 'home-collaborator');
  await cpage.goto(`${BASE_URL}/user`);
  await cpage.getByText('No tiene permiso para ver esta página').waitFor();
  await shot(cpage, viewport, 'unauthorized');
  await collab.close();
}

await browser.close();
