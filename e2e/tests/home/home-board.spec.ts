import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, ADMIN, DEMO_PASSWORD, apiAs, signIn, steps } from '../fixtures.ts';

/** Demo people: the director (administrator, Dirección General) and the head of IT (administrator, TI). */
const MARIA = 'maria.gonzalez@gestora.local';
const ANDRES = 'andres.sanchez@gestora.local';
const TI = 'Tecnologías de la Información';

async function openHome(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  // The first page after the server started may wait for its chunks on a busy machine.
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
}
const board = (page: Page) => page.getByRole('feed', { name: 'Tablero informativo' });

test('the board scrolls to its end, filters by department and downloads a file under its name', async ({ page }) => {
  steps(8);
  await openHome(page, ANDRES);
  await expect(board(page).getByRole('article').first()).toBeVisible();
  // Scrolled like a reader: each end of the list in view asks for the next page, until an empty one ends it.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(page.getByText('No hay más registros.')).toBeVisible({ timeout: 1000 });
  }).toPass();
  const titles = await board(page)
    .getByRole('article')
    .evaluateAll((a) => a.map((e) => e.getAttribute('aria-label')));
  expect(titles).toEqual(
    expect.arrayContaining(['Mantenimiento programado de la red', 'Bienvenida al nuevo sistema Gestora']),
  );
  // Newest first.
  expect(titles.indexOf('Cambio de horario de la mesa de ayuda')).toBeLessThan(
    titles.indexOf('Bienvenida al nuevo sistema Gestora'),
  );

  const filter = page.getByRole('combobox', { name: /Filtrar Tablero informativo/ });
  await expect(filter.locator('option').first()).toHaveText('Todos los departamentos');
  await filter.selectOption({ label: TI });
  await expect(board(page).getByRole('article')).toHaveCount(1);
  await expect(board(page).getByRole('article').first()).toHaveAttribute(
    'aria-label',
    'Mantenimiento programado de la red',
  );
  await filter.selectOption({ label: 'Todos los departamentos' });
  const welcome = board(page).getByRole('article', { name: 'Bienvenida al nuevo sistema Gestora' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('María José González Pérez');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    welcome.getByRole('button', { name: 'Descargar Guia-de-inicio.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Guia-de-inicio.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The very bytes the server holds for that file.
  const posts = (await (await page.request.get('/api/information_board?page=1')).json()) as {
    data: { title: string; files: { file: string }[] }[];
  };
  const url = posts.data.find((p) => p.title === 'Bienvenida al nuevo sistema Gestora')!.files[0]!.file;
  expect(bytes.equals(Buffer.from(await (await page.request.get(url)).body()))).toBe(true);
});

test('a post published in one browser arrives at the top of the board in another', async ({ browser }) => {
  steps(10);
  const mariaContext = await browser.newContext();
  const andresContext = await browser.newContext();
  try {
    const maria = await mariaContext.newPage();
    const andres = await andresContext.newPage();
    await openHome(maria, MARIA);
    await expect(board(maria).getByRole('article').first()).toBeVisible();
    await signIn(andres, ANDRES, DEMO_PASSWORD);
    await andres.goto('/information_board/create');
    const title = `Corte de agua ${Date.now() % 100000}`;
    await andres.getByLabel('Título').fill(title);
    await andres.locator('.ProseMirror').click();
    await andres.keyboard.type('Mañana no habrá agua entre las 10 y las 12.');
    await andres.getByRole('button', { name: 'Guardar' }).click();
    await expect(andres.getByText('Registro guardado con éxito')).toBeVisible();
    await expect(andres).toHaveURL(/\/information_board$/);

    const first = board(maria).getByRole('article').first();
    await expect(first).toHaveAttribute('aria-label', title);
    await expect(first).toContainText('Andrés Felipe Sánchez Mejía');
    await expect(first).toContainText('Mañana no habrá agua');
    await expect(first).toContainText('Todos los departamentos');
  } finally {
    await mariaContext.close();
    await andresContext.close();
  }
});

test('a vote changes the counts; the AI analysis opens with its line breaks', async ({ page }) => {
  steps(8);
  await openHome(page, MARIA);
  await page.getByRole('tab', { name: 'Ideas' }).click();
  const card = page.getByRole('feed', { name: 'Ideas' }).getByRole('article', { name: 'Boletín interno mensual' });
  await expect(card).toBeVisible();
  const up = card.getByTestId('votes-count');
  const down = card.getByTestId('negative-votes');
  const before = { up: Number(await up.textContent()), down: Number(await down.textContent()) };
  await card.getByRole('button', { name: /Votar a favor/ }).click();
  await expect(page.getByText('Tu voto ha sido registrado')).toBeVisible();
  await expect(up).toHaveText(String(before.up + 1));
  // The other way switches the vote.
  await card.getByRole('button', { name: /Votar en contra/ }).click();
  await expect(up).toHaveText(String(before.up));
  await expect(down).toHaveText(String(before.down + 1));
  // And again the same way takes it back.
  await card.getByRole('button', { name: /Votar en contra/ }).click();
  await expect(down).toHaveText(String(before.down));

  const analysed = page.getByRole('article', { name: 'Digitalizar las rendiciones de gastos' });
  await analysed.getByRole('button', { name: 'Análisis IA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Análisis con inteligencia artificial' });
  await expect(dialog).toBeVisible();
  const text = dialog.getByTestId('analysis-text');
  expect(await text.evaluate((e) => getComputedStyle(e).whiteSpace)).toBe('pre-line');
  expect((await text.innerText()).split('\n').length).toBeGreaterThanOrEqual(3);
  await expect(
    page.getByRole('article', { name: 'Boletín interno mensual' }).getByRole('button', { name: 'Análisis IA' }),
  ).toHaveCount(0);
});

test("the 'Gestión' charts draw a zero among figures as a slice labelled 0", async ({ page }) => {
  steps(7);
  const api = await apiAs(MARIA, DEMO_PASSWORD);
  // One open ticket of María's own: her 'Tickes' then have a figure among zeros, whatever the demo gave her.
  const me = (await (await api.get('/api/user')).json()) as { public_id: string };
  const areas = (await (await api.get('/api/active_departments')).json()) as { public_id: string }[];
  const raised = await api.post('/api/tickets', {
    data: {
      title: 'Revisar el proyector de la sala 2',
      description: '<p>No enciende.</p>',
      department_id: areas[0]!.public_id,
      responsible_id: me.public_id,
    },
    headers: await api.xsrf(),
  });
  expect(raised.status(), await raised.text()).toBe(201);
  const chart = (await (await api.get('/api/tasks_and_tickets_chart')).json()) as { data_tickets: number[] };
  expect(chart.data_tickets.some((n) => n > 0) && chart.data_tickets.includes(0)).toBe(true);
  await openHome(page, MARIA);
  const loaded = page.waitForResponse((r) => r.url().includes('/api/tasks_and_tickets_chart'));
  await page.getByRole('tab', { name: 'Gestión' }).click();
  await loaded;
  const tickets = page.getByRole('figure', { name: 'Tickes' });
  await expect(page.getByRole('figure', { name: 'Tareas' })).toBeVisible();
  await expect(tickets).toBeVisible();
  // Five slices, zeros included (drawn as 0.1), and a zero labelled 0.
  await expect(tickets.locator('.recharts-pie-sector')).toHaveCount(5);
  const zeroAt = chart.data_tickets.indexOf(0);
  await expect(tickets.getByTestId('chart-legend-item').nth(zeroAt)).toContainText(': 0');
  // Each zero's slice carries the label 0, never 0.1.
  const zeros = chart.data_tickets.filter((n) => n === 0).length;
  await expect(tickets.locator('svg text').filter({ hasText: /^0$/ })).toHaveCount(zeros);
  await expect(tickets.locator('svg text').filter({ hasText: '0.1' })).toHaveCount(0);
  await api.dispose();
});

test("a new user's 'Gestión' tab says there is nothing yet instead of drawing five equal slices", async ({ page }) => {
  steps(5);
  const admin = await apiAs(ADMIN.email, ADMIN.password);
  const roles = (await (await admin.get('/api/role_options')).json()) as { public_id: string; name: string }[];
  const email = `recien.llegada.${Date.now()}@gestora.local`;
  const made = await admin.post('/api/users', {
    data: {
      name: 'Valentina',
      last_name: 'Ríos',
      email,
      phone: null,
      position: null,
      department_id: null,
      role_ids: [roles.find((r) => r.name === 'Colaborador')!.public_id],
      password: DEMO_PASSWORD,
    },
    headers: await admin.xsrf(),
  });
  expect(made.status(), await made.text()).toBe(201);
  await openHome(page, email);
  await page.getByRole('tab', { name: 'Gestión' }).click();
  const tasks = page.getByRole('figure', { name: 'Tareas' });
  const tickets = page.getByRole('figure', { name: 'Tickes' });
  await expect(tasks.getByText('No tiene tareas asignadas')).toBeVisible();
  await expect(tickets.getByText('No tiene tickets asignados')).toBeVisible();
  await expect(page.locator('.recharts-pie-sector')).toHaveCount(0);
  await admin.dispose();
});
