import type { BrowserContext } from '@playwright/test';
import { FIRST_SCREEN_PATH } from '@gestora/contract/home/first-screen';
import { FIRST_REQUESTS_GLOBAL } from '../../../apps/web/src/lib/first-requests.ts';
import { expect, test, ADMIN, BASE_URL, signIn, steps } from '../fixtures.ts';

/**
 * Counts, from before the app's first script runs, every spinner of a page whose code is still loading (the
 * router's PageLoader, 'Cargando...') that reaches the document.
 */
async function countPageLoaders(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen = window as unknown as { pageLoaders: number };
    seen.pageLoaders = 0;
    const spinner = '[aria-label="Cargando..."]';
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof Element && (node.matches(spinner) || node.querySelector(spinner))) seen.pageLoaders++;
    }).observe(document, { childList: true, subtree: true });
  });
}

test('a first visit of /login draws the sign-in form in its first screen, with no spinner before it', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await countPageLoaders(context);
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { pageLoaders: number }).pageLoaders)).toBe(0);
  await context.close();
});

test('a signed-in first visit of the home page draws the shell and the page with no spinner before them', async ({
  browser,
  page,
}) => {
  steps(3);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  // A new browser context: the same session and stored user, an empty cache (a first visit).
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: await page.context().storageState() });
  await countPageLoaders(context);
  const home = await context.newPage();
  await home.goto('/');
  await expect(home.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  await expect(home.getByRole('navigation').getByText('Inicio', { exact: true })).toBeVisible();
  expect(await home.evaluate(() => (window as unknown as { pageLoaders: number }).pageLoaders)).toBe(0);
  await context.close();
});

test('a signed-in first visit of the home page asks for its data beside its code, in one request', async ({
  browser,
  page,
}) => {
  steps(4);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('tab', { name: 'Tablero informativo' })).toBeVisible();
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: await page.context().storageState() });
  const home = await context.newPage();
  const asked: string[] = [];
  home.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  await home.goto('/');
  await expect(home.getByRole('feed', { name: 'Tablero informativo' })).toBeVisible();
  await expect(home.locator('html')).toHaveAttribute('data-realtime', 'connected');
  await home.waitForLoadState('networkidle');
  // index.html's script asked for the first screen's data, and the app took every part of it instead of asking
  // again: an address the page wants that the answer lacks would be asked for here on its own (the push key is
  // asked later, when the browser's push subscription is checked).
  expect(asked.filter((url) => !url.startsWith('/api/push/'))).toEqual([FIRST_SCREEN_PATH]);
  // Each part was taken (a taken one leaves the script's list; the list itself goes after its first seconds).
  const left = await home.evaluate(
    (name) => Object.keys((window as unknown as Record<string, object | undefined>)[name] ?? {}),
    FIRST_REQUESTS_GLOBAL,
  );
  expect(left).toEqual([]);
  // Asked before the app's code ran: its own requests wait for the first paint (lib/first-paint.ts).
  const { appStart, started } = await home.evaluate(() => ({
    appStart: performance.getEntriesByName('gestora:app-start')[0]?.startTime ?? 0,
    started: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/'))
      .map((entry) => ({ url: new URL(entry.name).pathname, at: entry.startTime })),
  }));
  expect(started.find((s) => s.url === FIRST_SCREEN_PATH)?.at).toBeLessThan(appStart);
  await context.close();
});
