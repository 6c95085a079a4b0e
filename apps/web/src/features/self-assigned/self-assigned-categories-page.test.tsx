import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { buildSelfCategory, pageOf, uid } from '../../test/factories.ts';
import { SelfAssignedCategoriesPage } from './self-assigned-categories-page.tsx';

const work = buildSelfCategory({ public_id: uid(8301), name: 'Trabajo', colour: '#228be6', tasks_count: 4 });
const home = buildSelfCategory({ public_id: uid(8302), name: 'Casa', colour: '#40c057', tasks_count: 1 });
const empty = buildSelfCategory({ public_id: uid(8303), name: 'Estudios', colour: '#fa5252' });
const ref = ({ public_id, name, colour }: typeof work) => ({ public_id, name, colour });

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/self_assigned_categories': () => pageOf([home, empty, work]),
    'GET /api/self_assigned_category_options': () => [home, empty, work].map(ref),
    ...extra,
  });

const deleteRow = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Acciones de ${name}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
  return screen.findByRole('dialog', { name: 'Eliminar categoría' });
};

describe('SelfAssignedCategoriesPage', () => {
  it('lists the categories with their colour and tasks, and searches on the server', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api();
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    await screen.findByText('Trabajo');
    const table = screen.getByRole('table', { name: 'Categorías' });
    const row = within(table).getByText('Trabajo').closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Color #228be6')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/self_assigned_categories']);
    expect(calls[0].params).toMatchObject({ page: 1, per_page: 20 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar categoría' }), 'cas');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=cas'));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/self_assigned_categories').at(-1)?.params).toMatchObject({
        q: 'cas',
      }),
    );
  });

  it('creates a category with a swatch colour and shows the 422 messages under their fields', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({
      'POST /api/self_assigned_categories': () => {
        throw new HttpError(
          422,
          'Ya tiene una categoría con ese nombre.',
          {},
          { name: ['Ya tiene una categoría con ese nombre.'], colour: ['El color debe tener la forma #RRGGBB.'] },
        );
      },
    });
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre/ });
    await userEvent.type(name, 'trabajo');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Color/ }));
    await userEvent.click(await screen.findByRole('button', { name: '#fd7e14' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText('Ya tiene una categoría con ese nombre.')).toBeInTheDocument();
    expect(within(dialog).getByText('El color debe tener la forma #RRGGBB.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'trabajo', colour: '#fd7e14' });
    await userEvent.type(name, ' 2');
    expect(within(dialog).queryByText('Ya tiene una categoría con ese nombre.')).not.toBeInTheDocument();
  });

  it('checks the colour before sending', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api();
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'Viajes');
    const colour = within(dialog).getByRole('textbox', { name: /Color/ });
    await userEvent.clear(colour);
    await userEvent.type(colour, 'rojo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El color debe tener la forma #RRGGBB.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a category from its row', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({
      'PUT /api/self_assigned_categories/:id': ({ body }) => ({ ...home, ...(body as object) }),
    });
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    await userEvent.click(await screen.findByText('Casa'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' });
    expect(within(dialog).getByRole('textbox', { name: /Color/ })).toHaveValue('#40c057');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), ' y familia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/self_assigned_categories/${home.public_id}`,
      body: { name: 'Casa y familia', colour: '#40c057' },
    });
  });

  it('deletes a category without tasks after the usual confirmation, with no choice in the query', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({ 'DELETE /api/self_assigned_categories/:id': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    const dialog = await deleteRow('Estudios');
    expect(dialog).toHaveTextContent('¿Desea eliminar la categoría «Estudios»?');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/self_assigned_categories/${empty.public_id}`);
  });

  it('asks what to do with the tasks of a category that holds some: leave them without category', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({ 'DELETE /api/self_assigned_categories/:id': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    const dialog = await deleteRow('Trabajo');
    expect(dialog).toHaveTextContent('La categoría «Trabajo» tiene 4 tareas. ¿Qué desea hacer con ellas?');
    expect(within(dialog).getByRole('radio', { name: 'Dejarlas sin categoría' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      `/api/self_assigned_categories/${work.public_id}?tasks=uncategorize`,
    );
  });

  it('moves the tasks to another category, which must be chosen first', async () => {
    signInWith(['Gestionar cuenta']);
    const calls = api({ 'DELETE /api/self_assigned_categories/:id': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    const dialog = await deleteRow('Trabajo');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Moverlas a otra categoría' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('Seleccione la categoría de destino.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Categoría de destino/ }));
    // The category being deleted is not a destination.
    expect(screen.queryByRole('option', { name: 'Trabajo' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Casa' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(
      `/api/self_assigned_categories/${work.public_id}?tasks=move&to=${home.public_id}`,
    );
  });

  it('deletes the tasks with it, and shows a refusal inside the dialog', async () => {
    signInWith(['Gestionar cuenta']);
    let attempts = 0;
    const calls = api({
      'DELETE /api/self_assigned_categories/:id': () => {
        if (++attempts === 1) throw new HttpError(404, 'La categoría no existe o fue eliminada.', {});
        return { message: 'El registro fue eliminado' };
      },
    });
    renderPage(<SelfAssignedCategoriesPage />, { route: '/self_assigned_category' });
    const dialog = await deleteRow('Casa');
    expect(dialog).toHaveTextContent('La categoría «Casa» tiene 1 tarea.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Eliminarlas junto con la categoría' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('La categoría no existe o fue eliminada.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/self_assigned_categories/${home.public_id}?tasks=delete`,
      `/api/self_assigned_categories/${home.public_id}?tasks=delete`,
    ]);
  });
});
