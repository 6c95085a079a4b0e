import type { Permission } from '@gestora/contract/permissions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TDepartment } from '@gestora/contract/departments/departments.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { DepartmentsPage } from './departments-page.tsx';

const ALL: Permission[] = [
  'Ver departamentos',
  'Registrar departamentos',
  'Actualizar departamentos',
  'Eliminar departamentos',
];

const dept = (name: string, extra: Partial<TDepartment> = {}): TDepartment => ({
  public_id: `0190a000-0000-7000-8000-${String(name.length).padStart(12, '0')}`,
  name,
  description: `Descripción de ${name}`,
  active: true,
  users_count: 3,
  created_at: '2026-03-05T14:00:00.000Z',
  updated_at: '2026-03-05T14:00:00.000Z',
  ...extra,
});

const rrhh = dept('Recursos Humanos', { users_count: 4 });
const legal = dept('Asesoría Jurídica', { active: false, users_count: 0 });

afterEach(() => vi.restoreAllMocks());

describe('DepartmentsPage', () => {
  it('lists the areas from the API with their state, users and date', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/departments': () => pageOf([rrhh, legal], { total: 2 }) });
    renderPage(<DepartmentsPage />, { route: '/department' });

    await screen.findByText('Recursos Humanos');
    const table = screen.getByRole('table', { name: 'Áreas' });
    expect(within(table).getByText('Asesoría Jurídica')).toBeInTheDocument();
    expect(within(table).getByText('Inactiva')).toBeInTheDocument();
    expect(within(table).getAllByText('5 de marzo de 2026')).toHaveLength(2);
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–2 de 2');
    expect(calls[0].params).toMatchObject({ page: 1, per_page: 20 });
  });

  it('keeps the search and the state filter in the URL and sends them to the server', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/departments': () => pageOf([rrhh]) });
    renderPage(<DepartmentsPage />, { route: '/department?active=false' });
    await screen.findByText('Recursos Humanos');
    expect(calls[0].params).toMatchObject({ active: 'false' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o descripción' }), 'recursos');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=recursos'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ q: 'recursos', active: 'false' }));
  });

  it('hides create, edit and delete without those permissions', async () => {
    signInWith(['Ver departamentos']);
    mockApi({ 'GET /api/departments': () => pageOf([rrhh]) });
    renderPage(<DepartmentsPage />, { route: '/department' });
    await screen.findByText('Recursos Humanos');
    expect(screen.queryByRole('button', { name: 'Nueva área' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Recursos Humanos' })).not.toBeInTheDocument();
  });

  it('shows the empty state with the create button when the user may create', async () => {
    signInWith(ALL);
    mockApi({ 'GET /api/departments': () => pageOf([]) });
    renderPage(<DepartmentsPage />, { route: '/department' });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Nueva área' })).toHaveLength(2);
  });

  it('shows the 422 message under the field and clears it when the user types there', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/departments': () => pageOf([rrhh]),
      'POST /api/departments': () => {
        throw new HttpError(
          422,
          'Los datos enviados no son válidos.',
          {},
          { name: ['Ya existe un departamento con ese nombre.'] },
        );
      },
    });
    renderPage(<DepartmentsPage />, { route: '/department' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva área' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva área' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await userEvent.type(name, 'Recursos Humanos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText('Ya existe un departamento con ese nombre.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Recursos Humanos', active: true });
    await userEvent.type(name, ' 2');
    expect(within(dialog).queryByText('Ya existe un departamento con ese nombre.')).not.toBeInTheDocument();
  });

  it('edits an area from a click on its row and says it was updated', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/departments': () => pageOf([rrhh]),
      'PUT /api/departments/:id': ({ body }) => ({ ...rrhh, ...(body as object) }),
    });
    renderPage(<DepartmentsPage />, { route: '/department' });
    await userEvent.click(await screen.findByText('Recursos Humanos'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar área' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Personas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/departments/${rrhh.public_id}`);
    expect(put?.body).toMatchObject({ name: 'Personas' });
  });

  it('asks before deleting, naming the area, and shows the refusal of the server', async () => {
    signInWith(ALL);
    mockApi({
      'GET /api/departments': () => pageOf([rrhh]),
      'DELETE /api/departments/:id': () => {
        throw new HttpError(409, 'No se puede eliminar: el registro está en uso.', {});
      },
    });
    renderPage(<DepartmentsPage />, { route: '/department' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Recursos Humanos' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar área' });
    expect(dialog).toHaveTextContent('¿Desea eliminar el área «Recursos Humanos»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('No se puede eliminar: el registro está en uso.')).toBeInTheDocument();
  });

  it('deletes after confirming and says so', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/departments': () => pageOf([rrhh]),
      'DELETE /api/departments/:id': () => ({ message: 'El registro fue eliminado' }),
    });
    renderPage(<DepartmentsPage />, { route: '/department' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Recursos Humanos' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar área' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/departments/${rrhh.public_id}`)).toBe(true);
  });

  it('asks before closing a form with unsaved changes', async () => {
    signInWith(ALL);
    mockApi({ 'GET /api/departments': () => pageOf([rrhh]) });
    renderPage(<DepartmentsPage />, { route: '/department' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva área' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva área' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Calidad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const ask = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    expect(within(dialog).getByRole('textbox', { name: /Nombre/ })).toHaveValue('Calidad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva área' })).not.toBeInTheDocument());
  });
});
