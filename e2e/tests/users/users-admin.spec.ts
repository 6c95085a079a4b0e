import type { Page } from '@playwright/test';
import { expect, test, ADMIN, lastMailTo, resetLinkIn, signIn, steps } from '../fixtures.ts';

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator makes a role, gives it to a new user, and deactivates that user', async ({ page, browser }) => {
  steps(10);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Roles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();

  // A role with two permissions of the vehicles section.
  await page.getByRole('button', { name: 'Nuevo rol' }).click();
  const roleDialog = page.getByRole('dialog');
  await roleDialog.getByLabel('Nombre').fill('Coordinación de flota');
  await roleDialog.getByRole('checkbox', { name: 'Sección de vehículos' }).check();
  await roleDialog.getByRole('checkbox', { name: 'Módulo de vehículos' }).check();
  await roleDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro guardado con éxito')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Coordinación de flota/ }).first()).toBeVisible();

  // A user holding it, with a password typed by the administrator.
  await page.getByRole('navigation').getByRole('link', { name: 'Usuarios', exact: true }).click();
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const userDialog = page.getByRole('dialog');
  await userDialog.getByLabel(/^Nombre/).fill('Rocío');
  await userDialog.getByLabel(/^Apellido/).fill('Bustamante Lagos');
  await userDialog.getByLabel('Correo electrónico').fill('rocio.bustamante@gestora.local');
  await userDialog.getByLabel('Cargo').fill('Coordinadora de flota');
  await pickOption(page, 'Área', 'Logística y Flota');
  await pickOption(page, 'Roles', 'Coordinación de flota');
  await page.keyboard.press('Escape');
  await userDialog.getByLabel('Contraseña', { exact: true }).fill('Flota-Segura-2026');
  await userDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro guardado con éxito')).toBeVisible();
  await page.getByPlaceholder(/Buscar/).fill('Bustamante');
  await expect(page.getByText('rocio.bustamante@gestora.local')).toBeVisible();

  // She signs in and sees exactly what the role opens.
  const rocioContext = await browser.newContext();
  const rocio = await rocioContext.newPage();
  await signIn(rocio, 'rocio.bustamante@gestora.local', 'Flota-Segura-2026');
  const nav = rocio.getByRole('navigation');
  await expect(nav.getByText('Vehículos', { exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Módulo de vehículos' })).toBeVisible();
  await expect(nav.getByText('Configuración', { exact: true })).toHaveCount(0);

  // The administrator deactivates her: her session ends and she cannot sign in again.
  await page.getByRole('button', { name: 'Acciones de Rocío Bustamante Lagos' }).click();
  await page.getByRole('menuitem', { name: 'Desactivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Registro actualizado con éxito')).toBeVisible();

  // Her next request is refused (401) and the app sends her to the sign-in page.
  await rocio.reload();
  await expect(rocio).toHaveURL(/\/login$/);
  await signIn(rocio, 'rocio.bustamante@gestora.local', 'Flota-Segura-2026');
  await expect(rocio.getByText('Su cuenta está desactivada. Contacte al administrador.')).toBeVisible();
  await rocioContext.close();
});

test('a user created without a password receives an invitation and sets it through the link', async ({ page }) => {
  steps(8);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  await page.goto('/user');
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Nombre/).fill('Matías');
  await dialog.getByLabel(/^Apellido/).fill('Orellana Vidal');
  await dialog.getByLabel('Correo electrónico').fill('matias.orellana@gestora.local');
  await pickOption(page, 'Roles', 'Colaborador');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro guardado con éxito')).toBeVisible();

  const mail = await lastMailTo('matias.orellana@gestora.local');
  expect(mail).toMatch(/Gestora/);
  const link = resetLinkIn(mail);
  const guestContext = await page.context().browser()!.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await guest.getByLabel('Nueva contraseña').fill('Matias-Clave-2026');
  await guest.getByLabel('Confirmar contraseña').fill('Matias-Clave-2026');
  await guest.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(guest).toHaveURL(/\/login/);
  await signIn(guest, 'matias.orellana@gestora.local', 'Matias-Clave-2026');
  await expect(guest.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  await guestContext.close();
});
