import type { Page } from '@playwright/test';
import { WEB_ROUTES } from '@gestora/contract/routes';
import { expect, test, DEMO_PASSWORD, PHONE, signIn, steps } from '../fixtures.ts';
import { measureOverflow, phoneRoutes } from './phone-routes.ts';

/** A demo administrator: the demo data's own records (posts, meetings) are hers, so every route has a real id. */
const MARIA = 'maria.gonzalez@gestora.local';

test.use({ viewport: PHONE });

/**
 * The page has drawn its data: a heading, no skeleton or busy list left, and no request still out (a late list
 * would widen the page after the measure).
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"], [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

test('every route of the route table fits a 375 px phone: nothing scrolls or sticks out sideways', async ({
  page,
  browser,
}) => {
  // Each route is one step (open, settle, measure), plus the sign-in and the ids' look-ups.
  steps(WEB_ROUTES.length + 4);
  await signIn(page, MARIA, DEMO_PASSWORD);
  const routes = await phoneRoutes(page.request);
  expect(routes.map((r) => r.route.path)).toEqual(WEB_ROUTES.map((r) => r.path));

  const guestContext = await browser.newContext({ viewport: PHONE, locale: 'es-CL' });
  const guest = await guestContext.newPage();
  const found: string[] = [];
  for (const { route, url, signedOut } of routes) {
    const tab = signedOut ? guest : page;
    await test.step(url, async () => {
      await tab.goto(url);
      // The page itself, not a redirect to /login or /unauthorized that would measure another screen.
      await expect(tab).toHaveURL((u) => u.pathname === url.split('?')[0]);
      await settled(tab);
      const overflow = await measureOverflow(tab);
      if (overflow.page > 0 || overflow.elements.length > 0) {
        found.push(`${route.path} (${url}): page ${overflow.page}px wider; ${overflow.elements.join('; ')}`);
      }
    });
  }
  await guestContext.close();
  expect(found, 'routes wider than a 375 px phone').toEqual([]);
});

test('the phone drawer and a form modal fit the screen too', async ({ page }) => {
  steps(5);
  await signIn(page, MARIA, DEMO_PASSWORD);
  await page.goto('/department');
  await settled(page);
  await page.getByRole('button', { name: 'Mostrar navegación' }).click();
  await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  expect(await measureOverflow(page)).toEqual({ page: 0, elements: [] });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Nueva área' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await measureOverflow(page)).toEqual({ page: 0, elements: [] });
});
