#!/usr/bin/env node
// Screenshots of the configuration screens (Áreas, Roles, Usuarios, Registro de seguridad, Mi cuenta) with the demo
// data, at desktop and phone width, plus their create/edit modals and the delete confirmation. For looking at
// the screens, not a test. Start the app first, e.g.:
//   PORT=3204 DATA_DIR=/tmp/data-3204 SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-config.mjs [baseURL] [outDir]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3204';
const out = process.argv[3] ?? '/tmp/shots-3204';
const email = process.env.SHOT_EMAIL ?? 'admin@gestora.local';
const password = process.env.SHOT_PASSWORD ?? 'Admin-Clave-2026';
mkdirSync(out, { recursive: true });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Lets transitions and lazy chunks settle before a picture. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(450);
}

async function shot(page, vp, name, { fullPage = true } = {}) {
  await settle(page);
  // Nothing may scroll sideways: report it when a page is wider than the window.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) console.warn(`! ${vp.name}/${name}: ${overflow}px wider than the window`);
  const file = `${out}/${vp.name}-${name}.png`;
  // A phone's full page is too tall to look at: the first screen, and the last one (pagination).
  await page.screenshot({ path: file, fullPage: fullPage && vp.name !== 'phone' });
  console.log(file);
  if (fullPage && vp.name === 'phone') {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${out}/${vp.name}-${name}-end.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  // A dirty form asks first: leave without saving.
  const leave = page.getByRole('button', { name: 'Salir sin guardar' });
  if (await leave.isVisible().catch(() => false)) await leave.click();
  await page.waitForTimeout(300);
}

async function openRowMenu(page, vp, rowName) {
  await page
    .getByRole('button', { name: `Acciones de ${rowName}` })
    .first()
    .click();
}

for (const vp of VIEWPORTS) {
  const context = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'es-CL' });
  const page = await context.newPage();
  page.on('pageerror', (err) => console.warn(`! page error on ${page.url()}: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 500) console.warn(`! ${res.status()} ${res.url()}`);
  });

  await page.goto(`${base}/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: /Ingresar|Iniciar sesión/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // Áreas
  await page.goto(`${base}/department`);
  await page.getByText('Recursos Humanos').first().waitFor();
  await shot(page, vp, 'department');
  await page.getByRole('button', { name: 'Nueva área' }).first().click();
  await page.getByRole('dialog', { name: 'Nueva área' }).waitFor();
  await shot(page, vp, 'department-create', { fullPage: false });
  await closeDialog(page);
  await page.getByText('Recursos Humanos').first().click();
  await page.getByRole('dialog', { name: 'Editar área' }).waitFor();
  await shot(page, vp, 'department-edit', { fullPage: false });
  await closeDialog(page);
  await openRowMenu(page, vp, 'Comunicación');
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: 'Eliminar área' }).waitFor();
  await shot(page, vp, 'department-delete', { fullPage: false });
  await closeDialog(page);

  // Roles
  await page.goto(`${base}/rol`);
  await page.getByText('Colaborador').first().waitFor();
  await shot(page, vp, 'rol');
  await page.getByRole('button', { name: 'Nuevo rol' }).first().click();
  await page.getByRole('dialog', { name: 'Nuevo rol' }).waitFor();
  await page.getByRole('group', { name: 'Configuración' }).waitFor();
  await shot(page, vp, 'rol-create', { fullPage: false });
  await closeDialog(page);
  await page.getByText('Colaborador').first().click();
  await page.getByRole('dialog', { name: 'Editar rol' }).waitFor();
  await shot(page, vp, 'rol-edit', { fullPage: false });
  await closeDialog(page);
  await page.getByText('Administrador').first().click();
  await page.getByRole('dialog', { name: 'Rol Administrador' }).waitFor();
  await shot(page, vp, 'rol-admin', { fullPage: false });
  await closeDialog(page);
  await openRowMenu(page, vp, 'Colaborador');
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog', { name: 'Eliminar rol' }).waitFor();
  await shot(page, vp, 'rol-delete', { fullPage: false });
  await closeDialog(page);

  // Usuarios
  await page.goto(`${base}/user`);
  await page.getByText('González Pérez').first().waitFor();
  await shot(page, vp, 'user');
  await page.getByRole('button', { name: 'Nuevo usuario' }).first().click();
  await page.getByRole('dialog', { name: 'Nuevo usuario' }).waitFor();
  await shot(page, vp, 'user-create', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await shot(page, vp, 'user-create-errors', { fullPage: false });
  await closeDialog(page);
  await page.getByText('González Pérez').first().click();
  await page.getByRole('dialog', { name: 'Editar usuario' }).waitFor();
  await shot(page, vp, 'user-edit', { fullPage: false });
  await closeDialog(page);
  await openRowMenu(page, vp, 'Lucía Fernández Castro');
  await shot(page, vp, 'user-menu', { fullPage: false });
  await page.getByRole('menuitem', { name: 'Restablecer contraseña' }).click();
  await page.getByRole('dialog', { name: 'Restablecer contraseña' }).waitFor();
  await shot(page, vp, 'user-password', { fullPage: false });
  await closeDialog(page);
  await openRowMenu(page, vp, 'Lucía Fernández Castro');
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  await page.getByRole('dialog', { name: 'Desactivar usuario' }).waitFor();
  await shot(page, vp, 'user-deactivate', { fullPage: false });
  await closeDialog(page);
  await page.goto(`${base}/user?active=true&sort=-last_login_at`);
  await shot(page, vp, 'user-filtered');

  // Registro de seguridad
  await page.goto(`${base}/user/security_log`);
  await page.getByRole('heading', { name: 'Registro de seguridad' }).waitFor();
  await shot(page, vp, 'security-log');

  // Mi cuenta
  await page.goto(`${base}/profile`);
  await page.getByRole('heading', { name: 'Sesiones activas' }).waitFor();
  await shot(page, vp, 'profile');

  await context.close();
}

await browser.close();
