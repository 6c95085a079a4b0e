import { ADMIN, apiAs, COLLABORATOR_EMAIL, expect, findUser, signIn, steps, test } from '../fixtures.ts';

const DAY = 86_400_000;
const TITLE = 'Presentación del plan anual a las jefaturas de área';

test("a past meeting nobody started reads 'Sin iniciar', and its page keeps the title on one line", async ({
  page,
}) => {
  // The meeting through the API, sign-in, the list, the detail at 1280 px and at 375 px.
  steps(5);
  const api = await apiAs(ADMIN.email, ADMIN.password);
  const lucia = await findUser(api, COLLABORATOR_EMAIL);
  const start = new Date(Date.now() - 3 * DAY);
  start.setUTCHours(14, 0, 0, 0);
  const created = await api.post('/api/meetings', {
    headers: await api.xsrf(),
    data: {
      title: TITLE,
      place: 'Sala de directorio',
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 3_600_000).toISOString(),
      participant_ids: [lucia.public_id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const meeting = (await created.json()) as { public_id: string; status: string; display_status: string };
  expect(meeting).toMatchObject({ status: 'Programada', display_status: 'Sin iniciar' });
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/meetings?q=${encodeURIComponent('plan anual jefaturas')}`);
  const row = page.getByRole('table', { name: 'Reuniones' }).getByRole('row', { name: new RegExp(TITLE) });
  await expect(row.getByText('Sin iniciar')).toBeVisible();
  await expect(row.getByText('Programada')).toHaveCount(0);

  await page.goto(`/meeting/show/${meeting.public_id}`);
  const heading = page.getByRole('heading', { name: TITLE });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main').getByText('Sin iniciar')).toBeVisible();
  const actions = page.getByRole('group', { name: 'Acciones de la reunión' });
  for (const name of ['Iniciar reunión', 'Editar', 'Descargar .ics']) {
    await expect(actions.getByRole('link', { name })).toBeVisible();
  }
  await expect(actions.getByRole('button', { name: 'Cancelar reunión' })).toBeVisible();
  // One line of a 28 px title (line height 1.25): the four actions no longer take its width.
  const box = (await heading.boundingBox())!;
  expect(box.height).toBeLessThan(50);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(actions.getByRole('link', { name: 'Iniciar reunión' })).toBeVisible();
  // Once the page has laid itself out for the phone (the resize re-renders it a moment later).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});
