import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { expect, test, ADMIN, apiAs, signIn, steps } from '../fixtures.ts';

test('a long board column shows its first cards, loads the rest on "Cargar más", and a further card moves', async ({
  page,
}) => {
  // The tasks made through the API, a sign-in, the board, two loads, a move and the refetch after it.
  steps(8);
  const admin = await apiAs(ADMIN.email, ADMIN.password);
  const project = await admin.post('/api/projects', {
    data: { code: 'E2E-TABLERO', name: 'Tablero largo' },
    headers: await admin.xsrf(),
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { public_id: string }).public_id;
  const count = TASK_BOARD_COLUMN_CAP + 5;
  for (let i = 1; i <= count; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const res = await admin.post('/api/tasks', {
      data: { title: `Revisión de tablero nº ${i}`, project_id: projectId, end_date: `2031-03-${day}` },
      headers: await admin.xsrf(),
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/task?view=board&project_id=${projectId}`);
  const pending = page.getByTestId('board-column-1');
  const cards = pending.getByRole('listitem');
  await expect(cards).toHaveCount(TASK_BOARD_COLUMN_CAP);
  await pending.getByRole('button', { name: `Cargar más (${TASK_BOARD_COLUMN_CAP} de ${count})` }).click();
  await expect(cards).toHaveCount(count);
  await expect(pending.getByRole('button', { name: /Cargar más/ })).toHaveCount(0);

  // A card of the further page (the latest end date comes last) moves from its menu to 'Finalizada'.
  const last = cards.last();
  const title = (await last.getAttribute('aria-label')) ?? '';
  await last.getByRole('button', { name: `Mover ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Finalizada' }).click();
  await expect(page.getByTestId('board-column-5').getByRole('listitem', { name: title })).toBeVisible();
  await expect(pending.getByRole('listitem', { name: title })).toHaveCount(0);
  await expect(cards).toHaveCount(count - 1);
  await admin.dispose();
});

test('at 1280 px the five columns fit beside the sidebar, scroll inside themselves, and a drop says how it went', async ({
  page,
}) => {
  // The tasks made through the API, a sign-in, the board, two drops with their toasts.
  steps(7);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiAs(ADMIN.email, ADMIN.password);
  const project = await admin.post('/api/projects', {
    data: { code: 'E2E-ENCAJE', name: 'Tablero que encaja' },
    headers: await admin.xsrf(),
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { public_id: string }).public_id;
  const ids: string[] = [];
  for (let i = 1; i <= 10; i++) {
    const res = await admin.post('/api/tasks', {
      data: {
        title: `Tarea que encaja nº ${i}`,
        project_id: projectId,
        end_date: `2031-04-${String(i).padStart(2, '0')}`,
      },
      headers: await admin.xsrf(),
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as { public_id: string }).public_id);
  }

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/task?view=board&project_id=${projectId}`);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  const pending = page.getByTestId('board-column-1');
  await expect(pending.getByRole('listitem')).toHaveCount(10);

  // Every column within the window, side by side; the page neither scrolls sideways nor down.
  for (const status of ['1', '2', '3', '4', '5']) {
    const box = await page.getByTestId(`board-column-${status}`).boundingBox();
    expect(box, status).not.toBeNull();
    expect(box!.x + box!.width, `column ${status}`).toBeLessThanOrEqual(1280);
    expect(box!.y + box!.height, `column ${status}`).toBeLessThanOrEqual(800);
  }
  const page_ = await page.evaluate(() => ({
    wide: document.documentElement.scrollWidth - window.innerWidth,
    tall: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(page_).toEqual({ wide: 0, tall: 0 });
  // A drop the server accepts: the card moves, and a toast says where it went.
  const first = pending.getByRole('listitem', { name: 'Tarea que encaja nº 1', exact: true });
  await first.dragTo(page.getByTestId('board-column-2'));
  const toast = page.getByText('La tarea «Tarea que encaja nº 1» pasó a En proceso.');
  await expect(toast).toBeVisible();
  // Top right, below the top bar (60 px) and so below a drawer's header and its close button.
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThanOrEqual(60);
  expect(toastBox.x).toBeGreaterThan(640);
  await expect(
    page.getByTestId('board-column-2').getByRole('listitem', { name: 'Tarea que encaja nº 1', exact: true }),
  ).toBeVisible();

  // The nine cards left do not fit in 'Pendiente': its own viewport scrolls, down to the last card.
  const viewport = pending.locator('.mantine-ScrollArea-viewport');
  expect(await viewport.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const last = pending.getByRole('listitem', { name: 'Tarea que encaja nº 10' });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  // A drop the server refuses (the task was deleted meanwhile): the Spanish error, no word of success.
  await viewport.evaluate((el) => el.scrollTo({ top: 0 }));
  const gone = await admin.delete(`/api/tasks/${ids[1]}`, { headers: await admin.xsrf() });
  expect(gone.ok(), await gone.text()).toBe(true);
  await pending.getByRole('listitem', { name: 'Tarea que encaja nº 2' }).dragTo(page.getByTestId('board-column-3'));
  await expect(page.getByText('El recurso solicitado no existe.')).toBeVisible();
  await expect(page.getByTestId('board-column-3').getByRole('listitem', { name: 'Tarea que encaja nº 2' })).toHaveCount(
    0,
  );
  await expect(page.getByText(/pasó a En revisión/)).toHaveCount(0);
  await admin.dispose();
});
