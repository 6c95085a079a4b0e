import { expect, test, DEMO_PASSWORD, signIn, steps } from '../fixtures.ts';

/** A demo 'Colaborador' of Logística y Flota, with no ticket permission: raising and following needs a session. */
const REQUESTER_EMAIL = 'javier.mendoza@gestora.local';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
  'hex',
);

test('a user raises a ticket with a capture from "Mis tickets solicitados", finds it in that list and downloads the capture', async ({
  page,
}) => {
  // A sign-in, the list, the form with its file, the save and upload, the drawer, the download, the filter.
  steps(8);
  await signIn(page, REQUESTER_EMAIL, DEMO_PASSWORD);
  await page.getByRole('link', { name: 'Mis tickets solicitados' }).first().click();
  await expect(page).toHaveURL(/\/ticket\/my_requests$/);
  await expect(page.getByRole('heading', { name: 'Mis tickets solicitados' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo ticket' }).first().click();
  const form = page.getByRole('dialog', { name: 'Nuevo ticket' });
  await form.getByRole('textbox', { name: /^Título/ }).fill('Lector de tarjetas sin lectura');
  const area = form.getByRole('combobox', { name: /^Departamento/ });
  await area.click();
  await area.fill('Tecnolog');
  await page
    .getByRole('option', { name: /Tecnologías de la Información/ })
    .first()
    .click();
  await form.locator('input[type="file"]').setInputFiles({ name: 'lector.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByText('lector.png')).toBeVisible();
  await form.getByRole('button', { name: 'Registrar ticket' }).click();

  // It opens in its drawer, the capture among its files, and it leads the list.
  const drawer = page.getByRole('dialog', { name: 'Detalle del ticket' });
  await expect(drawer.getByRole('heading', { name: 'Lector de tarjetas sin lectura' })).toBeVisible();
  await drawer.getByRole('tab', { name: 'Archivos (1)' }).click();
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Descargar lector.png' }).click();
  expect((await downloading).suggestedFilename()).toBe('lector.png');
  await expect(drawer.getByRole('button', { name: 'Acciones de lector.png' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Cerrar' }).click();

  const table = page.getByRole('table', { name: 'Mis tickets solicitados' });
  await expect(table.getByRole('row').nth(1)).toContainText('Lector de tarjetas sin lectura');
  await expect(table.getByRole('row').nth(1)).toContainText('Sin asignar');
  // The search lives in the address.
  await page.getByPlaceholder('Buscar por código o título').fill('lector');
  await expect(page).toHaveURL(/q=lector/);
  await expect(table.getByRole('row')).toHaveCount(2);
});
