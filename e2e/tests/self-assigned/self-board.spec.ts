import { expect, test, ADMIN, apiAs, signIn, steps } from '../fixtures.ts';

test('a personal task dragged to Hecha stays there after a reload, and a refused move puts the card back', async ({
  page,
}) => {
  // Three tasks through the API, a sign-in, the board, a drop, a reload, a refused drop with its message.
  steps(8);
  const admin = await apiAs(ADMIN.email, ADMIN.password);
  const made: string[] = [];
  for (const title of ['Preparar informe mensual', 'Llamar al proveedor de papel', 'Ordenar el escritorio']) {
    const res = await admin.post('/api/self_assigned_tasks', {
      data: { title, due_date: '2031-05-10', priority: 'Alta' },
      headers: await admin.xsrf(),
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push(((await res.json()) as { public_id: string }).public_id);
  }

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/self_assigned_task');
  const pending = page.getByTestId('self-board-column-Pendiente');
  const done = page.getByTestId('self-board-column-Hecha');
  const card = (column: typeof pending, title: string) => column.getByRole('listitem', { name: title, exact: true });
  await expect(card(pending, 'Preparar informe mensual')).toBeVisible();

  await card(pending, 'Preparar informe mensual').dragTo(done);
  await expect(card(done, 'Preparar informe mensual')).toBeVisible();
  await expect(card(pending, 'Preparar informe mensual')).toHaveCount(0);
  // Saved at once: the server holds it in 'Hecha' before any reload.
  await expect
    .poll(
      async () =>
        ((await (await admin.get(`/api/self_assigned_tasks/${made[0]}`)).json()) as { status: string }).status,
    )
    .toBe('Hecha');

  await page.reload();
  await expect(card(done, 'Preparar informe mensual')).toBeVisible();
  await expect(card(pending, 'Preparar informe mensual')).toHaveCount(0);
  await expect(card(pending, 'Llamar al proveedor de papel')).toBeVisible();

  // A move the server refuses (the task was deleted meanwhile): the card goes back and the page says why.
  const gone = await admin.delete(`/api/self_assigned_tasks/${made[2]}`, { headers: await admin.xsrf() });
  expect(gone.ok(), await gone.text()).toBe(true);
  await card(pending, 'Ordenar el escritorio').dragTo(page.getByTestId('self-board-column-En proceso'));
  await expect(page.getByText('La tarea no existe.')).toBeVisible();
  await expect(
    page.getByTestId('self-board-column-En proceso').getByRole('listitem', { name: 'Ordenar el escritorio' }),
  ).toHaveCount(0);
  await admin.dispose();
});
