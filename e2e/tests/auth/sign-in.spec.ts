import { expect, test, ADMIN, DEMO_PASSWORD, signIn, steps } from '../fixtures.ts';

test('an unauthenticated visitor is sent to /login and returns to the wanted address after signing in', async ({
  page,
}) => {
  steps(4);
  await page.goto('/department?q=Operaciones');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Correo electrónico').fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/department\?q=Operaciones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Áreas' })).toBeVisible();
  // A signed-in user opening /login is sent home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused with a Spanish message under the field', async ({ page }) => {
  await signIn(page, 'carlos.ramirez@gestora.local', 'no-es-la-clave');
  await expect(page.getByText('Las credenciales no coinciden con nuestros registros.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The message clears when the user types in that field again.
  await page.getByLabel('Correo electrónico').press('End');
  await page.getByLabel('Correo electrónico').pressSequentially('x');
  await expect(page.getByText('Las credenciales no coinciden con nuestros registros.')).toBeHidden();
});

test('repeated failed sign-ins are throttled', async ({ page }) => {
  // Six sign-ins, each a step of its own.
  steps(6);
  const email = 'diego.torres@gestora.local';
  for (let i = 0; i < 5; i++) {
    await signIn(page, email, `mala-${i}`);
    await expect(page.getByText('Las credenciales no coinciden con nuestros registros.')).toBeVisible();
  }
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText(/Demasiados intentos/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout ends the session and protected pages send back to /login', async ({ page }) => {
  steps(5);
  await signIn(page, 'maria.gonzalez@gestora.local', DEMO_PASSWORD);
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  await page.getByRole('button', { name: /menú de usuario/i }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(401);
});

test('a 401 from the API clears the session and sends the browser to /login', async ({ page, context }) => {
  steps(4);
  await signIn(page, 'carlos.ramirez@gestora.local', DEMO_PASSWORD);
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  // The server forgets the session (as after an expiry); the page still believes it is signed in.
  await context.clearCookies({ name: 'gestora_session' });
  // Whichever request meets the 401 first (the page this click opens, or one the home page still makes) ends it.
  const areas = page.getByRole('navigation').getByRole('link', { name: 'Áreas' });
  await Promise.race([page.waitForURL(/\/login$/), areas.click().catch(() => undefined)]);
  await expect(page).toHaveURL(/\/login$/);
  // The address may read /login while the sign-in page is still loading (a full navigation), which destroys the
  // page's context under an evaluate: read the storage again until the page has settled.
  await expect(async () => {
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => localStorage.getItem(k)?.includes('carlos')),
    );
    expect(stored).toEqual([]);
  }).toPass();
});
