import { expect, test, lastMailTo, resetLinkIn, signIn, steps } from '../fixtures.ts';

test('a user resets a forgotten password through the mailed link, once', async ({ page, browser }) => {
  steps(6);
  const email = 'valentina.morales@gestora.local';
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  // The address changes before the page's code has loaded, and until then the sign-in form, with its own
  // 'Correo electrónico', is still on screen: the email must go into the form that sends the link.
  await expect(page.getByRole('button', { name: 'Enviar enlace' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(/le enviamos un enlace/)).toBeVisible();

  const link = resetLinkIn(await lastMailTo(email));
  await page.goto(link);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByLabel('Nueva contraseña').fill('Nueva-Clave-2026');
  await page.getByLabel('Confirmar contraseña').fill('Nueva-Clave-2026');
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/Su contraseña fue restablecida/)).toBeVisible();

  await signIn(page, email, 'Nueva-Clave-2026');
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();

  // The link is single-use: tried again from a browser without her session (clearing this one's cookies while the
  // home page still loads would send it to /login under the test's feet).
  const elsewhere = await browser.newContext();
  try {
    const again = await elsewhere.newPage();
    await again.goto(link);
    await again.getByLabel('Nueva contraseña').fill('Otra-Clave-2026');
    await again.getByLabel('Confirmar contraseña').fill('Otra-Clave-2026');
    await again.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(again.getByText('El enlace para restablecer la contraseña no es válido o expiró.')).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});
