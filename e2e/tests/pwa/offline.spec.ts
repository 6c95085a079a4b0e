import type { Page } from '@playwright/test';
import { expect, test, COLLABORATOR_EMAIL, DEMO_PASSWORD, signIn, steps } from '../fixtures.ts';

const NOTICE = 'Sin conexión: se muestran los datos guardados.';
const WRITE_REFUSED = 'Sin conexión: no se pudo guardar. Vuelva a intentarlo cuando tenga conexión.';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Resolves once a service worker is active for this page's scope, and says whether it controls the page. */
async function workerControls(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

const board = (page: Page) => page.getByRole('feed', { name: 'Tablero informativo' });
const assignedList = (page: Page) => page.getByRole('list', { name: 'Tareas asignadas' });

test('the app is installable: a Spanish manifest with start_url, scope, standalone display and its icons', async ({
  page,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Gestora',
    short_name: 'Gestora',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  expect(manifest.description).toMatch(/tareas, tickets y reuniones/);

  const png = manifest.icons.filter((i) => i.type === 'image/png');
  const maskable = png.filter((i) => i.purpose?.split(' ').includes('maskable'));
  expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(maskable.map((i) => i.sizes)).toContain('512x512');
  for (const icon of png) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }

  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
});

test('offline, a signed-in user sees the shell, the notice, the last seen tasks and home; writes are refused', async ({
  page,
  context,
}) => {
  steps(8);
  await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  // The worker registers once the page has loaded; from the next load on it controls the page.
  await workerControls(page);
  await page.reload();
  expect(await workerControls(page)).toBe(true);
  const firstPost = board(page).getByRole('article').first();
  await expect(firstPost).toBeVisible();
  const postTitle = await firstPost.getAttribute('aria-label');

  await page.goto('/task/manage_task');
  const firstTask = assignedList(page).getByRole('listitem').first();
  await expect(firstTask).toBeVisible();
  const taskName = await firstTask.getAttribute('aria-label');
  expect(taskName).toBeTruthy();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);

  await context.setOffline(true);
  try {
    const fromCache = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/my_tasks');
    await page.reload();
    // The page itself came from the worker (no browser error page), with the shell and the notice.
    await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await expect(page.getByRole('heading', { name: 'Tareas asignadas', level: 1 })).toBeVisible();
    // The list as last seen, answered from the worker's cache and marked so.
    await expect(assignedList(page).getByRole('listitem', { name: taskName! })).toBeVisible();
    const answer = await fromCache;
    expect(answer.fromServiceWorker()).toBe(true);
    expect(answer.headers()['x-gestora-cache']).toBe('saved');
    // The worker could not reach the server either: an address it never kept fails.
    const unseen = await page.evaluate(() =>
      fetch('/api/my_tasks?page=987').then(
        (r) => r.status,
        () => 'no network',
      ),
    );
    expect(unseen).toBe('no network');

    // A write is refused out loud, not kept for later (the alert blocks the page until it is accepted).
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const statusBox = page.getByRole('combobox', { name: `Estado de ${taskName}` });
    const before = await statusBox.inputValue();
    await statusBox.click();
    await page.getByRole('option').filter({ hasNotText: before }).first().click();
    await expect.poll(() => alerts).toEqual([WRITE_REFUSED]);

    // The home page opens too, with its board's first page as last seen.
    await page.goto('/');
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await expect(board(page).getByRole('article', { name: postTitle! })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

/** The addresses the worker keeps answers for (its 'gestora-api' cache), as paths with their query. */
async function storedAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('gestora-api'))) return [];
    const keys = await (await caches.open('gestora-api')).keys();
    return keys.map((r) => new URL(r.url).pathname);
  });
}

test("signing out forgets the stored lists: the next person on this browser never sees the last one's", async ({
  page,
}) => {
  steps(5);
  await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);
  await workerControls(page);
  await page.reload();
  await page.goto('/task/manage_task');
  await expect(assignedList(page).getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => storedAnswers(page)).toEqual(expect.arrayContaining(['/api/my_tasks', '/api/user']));

  await page.getByRole('button', { name: /menú de usuario/i }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedAnswers(page)).toEqual([]);
});
