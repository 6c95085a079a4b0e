import { expect, test } from '@playwright/test';
import { TASK_BOARD_COLUMN_CAP } from '@gestora/contract/tasks/tasks.schema';
import { ADMIN, apiAs, signIn, steps } from '../fixtures.ts';

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
