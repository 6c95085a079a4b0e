#!/usr/bin/env node
// Screenshots of the configuration screens (Áreas, Roles, Usuarios, Registro de seguridad, Mi cuenta) with the demo
// data, at desktop and phone width, plus their create/edit modals and the delete confirmation. For looking at
// the screens, not a test. Start the app first, e.g.:
//   PORT=3204 DATA_DIR=/tmp/data-3204 SEED_ADMIN_EMAIL=admin@gestora.local SEED_ADMIN_PASSWORD=Admin-Clave-2026 \
//     node scripts/start.mjs --demo
// then: node e2e/scripts/screens-config.mjs [baseURL] [outDir]
import { screenSession, VIEWPORTS } from './screens-kit.mjs';

const { base, browser, shot, watchedPage, login } = await screenSession({
  base: 'http://localhost:3204',
  out: '/tmp/shots-3204',
});

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
  const { context, page } = await watchedPage(vp);

  await login(page);

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
