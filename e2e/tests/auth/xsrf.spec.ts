import { expect, test, DEMO_PASSWORD, signIn, steps } from '../fixtures.ts';

test('unsafe requests on a cookie session without the matching X-XSRF-TOKEN are refused with 419', async ({ page }) => {
  steps(3);
  await signIn(page, 'maria.gonzalez@gestora.local', DEMO_PASSWORD);
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  const body = { name: 'Área sin token', description: null, active: true };

  const missing = await page.request.post('/api/departments', { data: body });
  expect(missing.status()).toBe(419);
  expect((await missing.json()).message).toMatch(/token de seguridad/);

  const wrong = await page.request.post('/api/departments', { data: body, headers: { 'x-xsrf-token': 'falso' } });
  expect(wrong.status()).toBe(419);

  // The same call with the cookie's token goes through: the refusal was the token, not the permission.
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const ok = await page.request.post('/api/departments', { data: body, headers: { 'x-xsrf-token': token } });
  expect(ok.status()).toBe(201);
  const list = await page.request.get('/api/departments?q=sin%20token');
  expect((await list.json()).total).toBe(1);
});

test('the sign-in form itself is refused without the guest XSRF token', async ({ request }) => {
  const res = await request.post('/login', {
    data: { email: 'maria.gonzalez@gestora.local', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(419);
});
