import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_PERMISSIONS, COLLABORATOR_PERMISSIONS, type Permission } from '@gestora/contract/permissions';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { activeTarget, Sidebar } from './sidebar.tsx';

const EVERYONE = ['Inicio', 'Publicar ideas', 'Tickets', 'Autogestión', 'Calendario'];
const ADMIN_ONLY = ['Configuración', 'Tablero informativo', 'Administrar proyectos', 'Informes', 'Vehículos'];

function renderSidebar(permissions: readonly Permission[], route = '/') {
  signInWith([...permissions]);
  renderPage(
    <nav aria-label="Menú principal">
      <Sidebar />
    </nav>,
    { route },
  );
  return screen.getByRole('navigation', { name: 'Menú principal' });
}

describe('Sidebar', () => {
  it('shows an Administrador every group and entry', () => {
    const nav = renderSidebar(ALL_PERMISSIONS);
    for (const label of [...EVERYONE, ...ADMIN_ONLY, 'Gestionar tareas', 'Reuniones']) {
      expect(within(nav).getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
    }
    for (const entry of [
      'Roles',
      'Áreas',
      'Usuarios',
      'Documentos RAG',
      'Clientes',
      'Mantenimientos',
      'Informe por responsable',
    ]) {
      expect(within(nav).getByRole('link', { name: entry })).toBeInTheDocument();
    }
  });

  it("shows a 'Colaborador' only the groups and entries their permissions open", () => {
    const nav = renderSidebar(COLLABORATOR_PERMISSIONS);
    for (const label of [...EVERYONE, 'Gestionar tareas', 'Reuniones']) {
      expect(within(nav).getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
    }
    for (const label of ADMIN_ONLY) expect(within(nav).queryByText(label, { exact: true })).not.toBeInTheDocument();
    // Inside visible groups, entries needing other permissions are left out too.
    expect(within(nav).queryByRole('link', { name: 'Administración' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Soluciones a tickets' })).toHaveAttribute('href', '/find_ticket');
    expect(within(nav).getByRole('link', { name: 'Mis reuniones' })).toHaveAttribute('href', '/my_meetings');
    expect(within(nav).queryByRole('link', { name: 'Crear reunión' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Tareas asignadas' })).toHaveAttribute('href', '/task/manage_task');
  });

  it('hides a group whose permission is held but none of whose entries are', () => {
    const nav = renderSidebar(['Sección de configuración']);
    expect(within(nav).queryByText('Configuración')).not.toBeInTheDocument();
  });

  it('highlights the current entry and folds a group on click', async () => {
    const nav = renderSidebar(ALL_PERMISSIONS, '/user/security_log');
    expect(within(nav).getByRole('link', { name: 'Usuarios' })).toHaveAttribute('data-active', 'true');
    expect(within(nav).getByRole('link', { name: 'Roles' })).not.toHaveAttribute('data-active');

    await userEvent.click(within(nav).getByRole('button', { name: /Configuración/ }));
    expect(within(nav).queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it('picks the most specific entry for the current path', () => {
    expect(activeTarget('/task/manage_task', ['/', '/task', '/task/manage_task'])).toBe('/task/manage_task');
    expect(activeTarget('/task/edit/5', ['/', '/task', '/task/manage_task'])).toBe('/task');
    expect(activeTarget('/', ['/', '/task'])).toBe('/');
    expect(activeTarget('/taskforce', ['/task'])).toBeUndefined();
  });
});
