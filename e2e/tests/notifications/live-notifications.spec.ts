import type { Page } from '@playwright/test';
import {
  expect,
  test,
  ADMIN,
  COLLABORATOR_EMAIL,
  DEMO_PASSWORD,
  apiAs,
  expectBadge,
  setUserRoles,
  settledBadge,
  signIn,
  steps,
} from '../fixtures.ts';

/** Another demo user, signed in at the same time: nothing addressed to Lucía may reach him. */
const OTHER_EMAIL = 'jorge.martinez@gestora.local';
const TITLE = 'Sus permisos fueron actualizados';

async function openShell(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  // Live from here on: the socket joined (events sent before this point would only arrive on a reload).
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
}

test("an account change reaches its user's bell live, not her ticket menu, and nobody else's", async ({ browser }) => {
  steps(10);
  const admin = await apiAs(ADMIN.email, ADMIN.password);
  const luciaContext = await browser.newContext();
  const jorgeContext = await browser.newContext();
  try {
    const lucia = await luciaContext.newPage();
    const jorge = await jorgeContext.newPage();
    await openShell(lucia, COLLABORATOR_EMAIL);
    await openShell(jorge, OTHER_EMAIL);
    await expect(lucia.getByRole('navigation').getByText('Configuración', { exact: true })).toHaveCount(0);

    const before = {
      lucia: await settledBadge(lucia, 'bell'),
      luciaTickets: await settledBadge(lucia, 'ticket-menu'),
      jorge: await settledBadge(jorge, 'bell'),
    };
    // A marker on the window: it survives only if the page is never reloaded.
    await lucia.evaluate(() => ((window as unknown as { __live: number }).__live = 1));

    await setUserRoles(admin, COLLABORATOR_EMAIL, ['Colaborador', 'Administrador']);

    await expectBadge(lucia, 'bell', before.lucia + 1);
    await expect(lucia.locator('.mantine-Notification-title', { hasText: TITLE })).toBeVisible();
    // The ticket menu counts tickets only: an account change is in the bell alone.
    await expectBadge(lucia, 'ticket-menu', before.luciaTickets);
    // 'Account': her permissions were read again, the sidebar follows without a reload.
    await expect(lucia.getByRole('navigation').getByText('Configuración', { exact: true })).toBeVisible();
    expect(await lucia.evaluate(() => (window as unknown as { __live?: number }).__live)).toBe(1);

    await lucia.getByRole('button', { name: 'Notificaciones' }).click();
    const item = lucia.getByTestId('notification-item').first();
    await expect(item).toContainText(TITLE);
    await expect(item).not.toContainText('Visto');

    // Jorge's bell did not move, and the notification is nowhere in it.
    await expectBadge(jorge, 'bell', before.jorge);
    await jorge.getByRole('button', { name: 'Notificaciones' }).click();
    await expect(jorge.getByRole('menu')).toBeVisible();
    await expect(jorge.getByRole('menu').getByText(TITLE)).toHaveCount(0);

    await item.click();
    await expect(lucia).toHaveURL(/\/profile$/);
    await expectBadge(lucia, 'bell', before.lucia);
    await lucia.getByRole('button', { name: 'Notificaciones' }).click();
    await expect(lucia.getByTestId('notification-item').filter({ hasText: TITLE }).first()).toContainText('Visto');

    // Seen on the server too: a reload keeps it.
    await lucia.reload();
    await lucia.getByRole('button', { name: 'Notificaciones' }).click();
    await expect(lucia.getByTestId('notification-item').filter({ hasText: TITLE }).first()).toContainText('Visto');
  } finally {
    // Other specs expect Lucía to hold only 'Colaborador'.
    await setUserRoles(admin, COLLABORATOR_EMAIL, ['Colaborador']);
    await luciaContext.close();
    await jorgeContext.close();
    await admin.dispose();
  }
});

test('the full task list opens from the task menu, and a notification by its address', async ({ page }) => {
  steps(6);
  // Its own data: a role given and taken back makes Lucía account notifications, whatever ran before.
  const admin = await apiAs(ADMIN.email, ADMIN.password);
  await setUserRoles(admin, COLLABORATOR_EMAIL, ['Colaborador', 'Administrador']);
  await setUserRoles(admin, COLLABORATOR_EMAIL, ['Colaborador']);
  await admin.dispose();
  await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Tareas asignadas' }).click();
  await page.getByRole('menuitem', { name: 'Ver todas' }).click();
  await expect(page).toHaveURL(/\/notification\/all_tasks_notifications\/all$/);
  await expect(page.getByRole('heading', { name: 'Notificaciones de tareas' })).toBeVisible();

  // Lucía's own account notifications live in the ticket-like list; one opens by its id in the address.
  await page.goto('/notification/all_tickets_notifications/all');
  const row = page.getByTestId('notification-row').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/notification\/all_tickets_notifications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/notification\/all_tickets_notifications\/all$/);
});

test('the live connection is one WebSocket, without long-polling requests first', async ({ page }) => {
  steps(2);
  const sockets: string[] = [];
  const polls: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
  page.on('request', (r) => {
    if (r.url().includes('transport=polling')) polls.push(r.url());
  });
  await openShell(page, COLLABORATOR_EMAIL);
  expect(sockets).toEqual(['/socket.io/']);
  expect(polls).toEqual([]);
});
