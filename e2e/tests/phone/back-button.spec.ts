import type { Page } from '@playwright/test';
import { expect, test, DEMO_PASSWORD, PHONE, signIn, steps } from '../fixtures.ts';

const MARIA = 'maria.gonzalez@gestora.local';

test.use({ viewport: PHONE });

const drawer = (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('navigation') });
const path = (page: Page) => new URL(page.url()).pathname;

/** Two pages in the tab's history, the second one open and loaded. */
async function onSecondPage(page: Page) {
  await signIn(page, MARIA, DEMO_PASSWORD);
  await page.goto('/department');
  await expect(page.getByRole('heading', { name: 'Áreas' })).toBeVisible();
  await page.goto('/client');
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
}

test("the phone's back closes the open drawer first, and only the next back leaves the page", async ({ page }) => {
  steps(7);
  await onSecondPage(page);
  await page.getByRole('button', { name: 'Mostrar navegación' }).click();
  await expect(drawer(page)).toBeVisible();

  await page.goBack();
  await expect(drawer(page)).toHaveCount(0);
  expect(path(page)).toBe('/client');
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Áreas' })).toBeVisible();
  expect(path(page)).toBe('/department');
});

test("the phone's back closes an open form modal, and a drawer closed by its button leaves no extra step", async ({
  page,
}) => {
  steps(8);
  await onSecondPage(page);
  await page.getByRole('button', { name: 'Nuevo cliente' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await expect(modal).toBeVisible();
  await page.goBack();
  await expect(modal).toHaveCount(0);
  expect(path(page)).toBe('/client');

  // Closed by its own button: its history entry goes too, so one back still leaves the page.
  await page.getByRole('button', { name: 'Mostrar navegación' }).click();
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Áreas' })).toBeVisible();
  expect(path(page)).toBe('/department');
});

test('a page opened from the drawer goes back to the page the drawer was opened on, in one step', async ({ page }) => {
  steps(6);
  await onSecondPage(page);
  await page.getByRole('button', { name: 'Mostrar navegación' }).click();
  await drawer(page).getByRole('link', { name: 'Proyectos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Proyectos', exact: true })).toBeVisible();
  await expect(drawer(page)).toHaveCount(0);
  expect(path(page)).toBe('/project');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
  expect(path(page)).toBe('/client');
});
