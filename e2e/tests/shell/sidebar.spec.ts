import { expect, test, ADMIN, COLLABORATOR_EMAIL, DEMO_PASSWORD, signIn, steps } from '../fixtures.ts';

const ADMIN_ONLY_GROUPS = ['Configuración', 'Administrar proyectos', 'Informes', 'Vehículos', 'Tablero informativo'];
const EVERYONE_GROUPS = ['Inicio', 'Publicar ideas', 'Tickets', 'Autogestión', 'Calendario'];

test('an Administrador sees every sidebar group and entry', async ({ page }) => {
  steps(3);
  await signIn(page, ADMIN.email, ADMIN.password);
  const nav = page.getByRole('navigation');
  for (const label of [...ADMIN_ONLY_GROUPS, ...EVERYONE_GROUPS, 'Gestionar tareas', 'Reuniones']) {
    await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
  }
  for (const entry of ['Roles', 'Áreas', 'Usuarios', 'Documentos RAG']) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Chat IA' })).toBeVisible();
});

test('a Colaborador sees only the groups their permissions open, and /unauthorized for the rest', async ({ page }) => {
  steps(4);
  await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);
  const nav = page.getByRole('navigation');
  await expect(nav.getByText('Inicio', { exact: true })).toBeVisible();
  for (const label of [...EVERYONE_GROUPS, 'Gestionar tareas', 'Reuniones']) {
    await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
  }
  for (const label of ADMIN_ONLY_GROUPS) await expect(nav.getByText(label, { exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);

  await page.goto('/user');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('No tiene permiso para ver esta página')).toBeVisible();
});

test('the shortcut panel and an unknown path', async ({ page }) => {
  steps(4);
  await signIn(page, COLLABORATOR_EMAIL, DEMO_PASSWORD);
  await expect(page.getByRole('link', { name: 'Cuenta' })).toBeVisible();
  await page.getByRole('link', { name: 'Cuenta' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/no-existe/esta-ruta');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
});
