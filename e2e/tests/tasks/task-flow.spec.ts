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

test('project, stage, activity and task made on their screens; the task reaches its member live; she finishes it and the creator is told', async ({
  page,
  browser,
}) => {
  // Two sign-ins, four forms, a live update, a menu, two status changes, the creator's bell and a reload.
  steps(14);
  // Lucía works on her phone-sized screen, signed in and live.
  const { context: luciaContext, page: lucia } = await signedInLive(browser, COLLABORATOR_EMAIL, DEMO_PASSWORD, PHONE);
  const luciaTasksBefore = await settledBadge(lucia, 'task-menu');

  // The administrator makes the project, its stage and the stage's activity through their screens.
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
  await page.goto('/project/create');
  await page.getByRole('textbox', { name: /^Código/ }).fill('E2E-PUERTO');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Señalética del puerto');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro guardado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/[0-9a-f-]{36}$/);

  await page.getByRole('main').getByRole('link', { name: 'Nueva etapa' }).click();
  await expect(page).toHaveURL(/\/stage\/create\?project=/);
  await expect(page.getByRole('combobox', { name: /^Proyecto/ })).toHaveValue(/Señalética del puerto/);
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Diseño de señalética');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/stage\/detail\/[0-9a-f-]{36}$/);

  await page.getByRole('main').getByRole('link', { name: 'Nueva actividad' }).click();
  await expect(page).toHaveURL(/\/stage_activity\/create\?stage=/);
  await expect(page.getByRole('combobox', { name: /^Etapa/ })).toHaveValue('Diseño de señalética');
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Planos de letreros');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/stage\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main').getByText('Planos de letreros')).toBeVisible();

  // From the stage the task form opens with project and stage preselected.
  await page.getByRole('main').getByRole('link', { name: 'Registrar tarea' }).click();
  await expect(page).toHaveURL(/\/task\/create\?.*stage=/);
  await expect(page.getByRole('combobox', { name: /^Proyecto/ })).toHaveValue(/Señalética del puerto/);
  await expect(page.getByRole('combobox', { name: /^Etapa/ })).toHaveValue('Diseño de señalética');
  await pickOption(page, /^Actividad/, null, /Planos de letreros/);
  await page.getByRole('textbox', { name: /^Título/ }).fill('Diseñar letrero de acceso principal');
  await page.getByRole('textbox', { name: /^Descripción/ }).fill('Letrero bilingüe con horarios del terminal.');
  await pickOption(page, /^Miembros/, 'Lucía', /Lucía Fernández/);
  await page.keyboard.press('Escape');
  // The stage's and the activity's toasts close on their own first: the one checked below is the task's.
  await expect(page.getByText('Registro guardado con éxito')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Registro guardado con éxito')).toBeVisible();
  await expect(page).toHaveURL(/\/task\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Diseñar letrero de acceso principal' })).toBeVisible();

  // Her task menu counts it without a reload.
  await expectBadge(lucia, 'task-menu', luciaTasksBefore + 1);
  await lucia.getByRole('button', { name: 'Tareas asignadas' }).click();
  await expect(lucia.getByRole('menu').getByText('Diseñar letrero de acceso principal').first()).toBeVisible();
  await lucia.keyboard.press('Escape');

  // She moves it on her assigned-work screen and finishes it; the creator is notified of each change.
  const adminBell = await settledBadge(page, 'bell');
  await lucia.goto('/task/manage_task');
  const statusBox = lucia.getByRole('combobox', { name: 'Estado de Diseñar letrero de acceso principal' });
  await statusBox.click();
  await lucia.getByRole('option', { name: 'En proceso' }).click();
  await expect(statusBox).toHaveValue('En proceso');
  await statusBox.click();
  await lucia.getByRole('option', { name: 'Finalizada' }).click();
  await expect(statusBox).toHaveValue('Finalizada');
  await expect(
    lucia.getByRole('listitem', { name: 'Diseñar letrero de acceso principal' }).getByText('No aplica'),
  ).toBeVisible();

  await expectBadge(page, 'bell', adminBell + 2);
  await page.reload();
  await expect(page.getByText('Finalizada').first()).toBeVisible();
  await luciaContext.close();
});
