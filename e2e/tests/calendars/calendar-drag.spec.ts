import { expect, test, ADMIN, apiAs, signIn, steps } from '../fixtures.ts';

/** A calendar day of the machine the browser and the server share, as 'YYYY-MM-DD'. */
function day(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

test('dragging a task I may edit on /calendar_events moves its dates, the task keeps them, a click opens it', async ({
  page,
}) => {
  // An API set-up, a sign-in, the calendar with its events, the drag and its save, the check, the click.
  steps(7);
  const api = await apiAs(ADMIN.email, ADMIN.password);
  const me = (await (await api.get('/api/user')).json()) as { public_id: string };
  // Today is always in the month view, and so is tomorrow (the grid runs into the next month).
  const today = day(0);
  const tomorrow = day(1);
  const created = await api.post('/api/tasks', {
    data: { title: 'Revisar el tablero de obra', start_date: today, end_date: today, member_ids: [me.public_id] },
    headers: await api.xsrf(),
  });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { public_id: string };

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/calendar_events');
  await expect(page.getByRole('heading', { name: 'Tickets y tareas' })).toBeVisible();
  const event = page.locator(`td.fc-daygrid-day[data-date="${today}"] .fc-event`, {
    hasText: 'Revisar el tablero de obra',
  });
  await expect(event).toBeVisible();
  const target = page.locator(`td.fc-daygrid-day[data-date="${tomorrow}"] .fc-daygrid-day-frame`);

  // When today ends a week, tomorrow opens the grid's next row, which may lie below the window's fold
  // (a Sunday near a month's end): the pointer can only drop where it can reach, so bring both into view.
  await target.scrollIntoViewIfNeeded();
  await expect(event).toBeInViewport();
  await expect(target).toBeInViewport({ ratio: 0.9 });

  // FullCalendar follows the pointer: press on the event, move in small steps onto the next day, release.
  const from = (await event.boundingBox())!;
  const to = (await target.boundingBox())!;
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/tasks/${task.public_id}`,
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Registro actualizado con éxito')).toBeVisible();
  await expect(
    page.locator(`td.fc-daygrid-day[data-date="${tomorrow}"] .fc-event`, { hasText: 'Revisar el tablero de obra' }),
  ).toBeVisible();

  // The task itself now has the new dates.
  const after = (await (await api.get(`/api/tasks/${task.public_id}`)).json()) as {
    start_date: string;
    end_date: string;
  };
  expect({ start: after.start_date, end: after.end_date }).toEqual({ start: tomorrow, end: tomorrow });

  // A click opens the task's own page.
  await page
    .locator(`td.fc-daygrid-day[data-date="${tomorrow}"] .fc-event`, { hasText: 'Revisar el tablero de obra' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/task/${task.public_id}$`));
  await expect(page.getByRole('heading', { name: 'Revisar el tablero de obra' })).toBeVisible();
  await api.dispose();
});
