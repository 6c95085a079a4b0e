import {
  expect,
  test,
  ADMIN,
  COLLABORATOR_EMAIL,
  DEMO_PASSWORD,
  PHONE,
  expectBadge,
  pickOption,
  settledBadge,
  signIn,
  signedInLive,
  steps,
} from '../fixtures.ts';

/** A demo 'Colaborador' of Comunicación: raises the ticket. */
const REQUESTER_EMAIL = 'tomas.gutierrez@gestora.local';

test('a user raises a ticket, the administrator assigns it, the responsible sees it arrive live and solves it; the requester is told and reads the solution', async ({
  page,
  browser,
}) => {
  // Three sign-ins, a form, a search, an assignment, a live update, a drawer, a solution, a badge, a lookup.
  steps(14);

  // Lucía, the future responsible, keeps her ticket list open on her phone-sized screen.
  const { context: luciaContext, page: lucia } = await signedInLive(browser, COLLABORATOR_EMAIL, DEMO_PASSWORD, PHONE);
  await lucia.goto('/ticket/manage_ticket');
  await expect(lucia.getByRole('heading', { name: 'Tickets asignados' })).toBeVisible();

  // Tomás raises a ticket for Administración y Finanzas from the ticket menu of the top bar.
  const { context: tomasContext, page: tomas } = await signedInLive(browser, REQUESTER_EMAIL, DEMO_PASSWORD);
  await tomas.getByRole('button', { name: 'Tickets asignados' }).click();
  await tomas.getByRole('menuitem', { name: 'Nuevo ticket' }).click();
  const form = tomas.getByRole('dialog', { name: 'Nuevo ticket' });
  await form.getByRole('textbox', { name: /^Título/ }).fill('Reembolso de viáticos pendiente');
  await pickOption(tomas.getByRole('dialog'), /^Departamento/, 'Finanzas', /Administración y Finanzas/);
  await form.getByRole('button', { name: 'Registrar ticket' }).click();
  await expect(tomas.getByText('Registro guardado con éxito')).toBeVisible();
  await expect(tomas).toHaveURL(/\/find_ticket\/TCK-\d{4}-\d{5}$/);
  const code = tomas.url().split('/').pop()!;
  await expect(tomas.getByRole('heading', { name: 'Reembolso de viáticos pendiente' })).toBeVisible();
  // His ticket menu's unread count from here on (opening the menu above marked what it held as seen: earlier
  // suites may have left him notifications, such as a new post on the information board).
  const tomasTickets = await settledBadge(tomas, 'ticket-menu');

  // The administrator finds it by its code and assigns it to Lucía.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/ticket?q=${code}`);
  // The page's code first, then its list: each wait has its own share of a busy machine's time.
  await expect(page.getByRole('heading', { name: 'Administración de tickets' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tickets' });
  await expect(table.getByText('Reembolso de viáticos pendiente')).toBeVisible();
  await page.getByRole('button', { name: `Acciones de ${code} Reembolso de viáticos pendiente` }).click();
  await page.getByRole('menuitem', { name: 'Asignar responsable' }).click();
  await pickOption(page.getByRole('dialog'), /^Responsable/, 'Lucía', /Lucía Fernández/);
  await page.getByRole('dialog').getByRole('button', { name: 'Asignar' }).click();
  await expect(page.getByText('Registro actualizado con éxito')).toBeVisible();
  await expect(table.getByText('Lucía Fernández Castro')).toBeVisible();

  // It arrives in Lucía's list without a reload; she solves it in its drawer.
  const card = lucia.getByRole('listitem', { name: `${code} Reembolso de viáticos pendiente` });
  await expect(card).toBeVisible();
  await card.click();
  const drawer = lucia.getByRole('dialog', { name: 'Detalle del ticket' });
  await expect(drawer.getByRole('heading', { name: 'Reembolso de viáticos pendiente' })).toBeVisible();
  const work = drawer.getByRole('form', { name: 'Atender ticket' });
  await work.getByRole('combobox', { name: 'Estado' }).click();
  await lucia.getByRole('option', { name: 'Resuelto' }).click();
  await work.locator('.ProseMirror').click();
  await lucia.keyboard.type('Se aprobó el reembolso y se pagará el viernes.');
  await work.getByRole('button', { name: 'Guardar' }).click();
  await expect(lucia.getByText('Registro actualizado con éxito')).toBeVisible();
  await expect(drawer.getByText('Resuelto').first()).toBeVisible();

  // Tomás hears of it in his ticket menu and reads the solution by the code.
  await expectBadge(tomas, 'ticket-menu', tomasTickets + 1);
  await tomas.getByRole('button', { name: 'Tickets asignados' }).click();
  await expect(tomas.getByRole('menu').getByText(`${code} · Reembolso de viáticos pendiente`).first()).toBeVisible();
  await tomas.keyboard.press('Escape');
  await tomas.goto(`/find_ticket/${code}`);
  await expect(tomas.getByLabel('Solución').getByText('Se aprobó el reembolso y se pagará el viernes.')).toBeVisible();
  await expect(tomas.getByLabel('Historial del ticket').getByText('Cambio de estado')).toBeVisible();

  await luciaContext.close();
  await tomasContext.close();
});
