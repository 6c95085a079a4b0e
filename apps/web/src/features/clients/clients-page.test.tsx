import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TClient } from '@gestora/contract/clients/clients.schema';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi, mockDownloads } from '../../test/mock-api.ts';
import { build, pageOf, uid } from '../../test/factories.ts';
import { ClientsPage } from './clients-page.tsx';

const ALL: Permission[] = ['Ver clientes', 'Registrar clientes', 'Actualizar clientes', 'Eliminar clientes'];

const client = (n: number, name: string, extra: Partial<TClient> = {}) =>
  build.client({ public_id: uid(n), name, ...extra });

const andina = client(1, 'Constructora Andina', {
  tax_id: '900123456-7',
  contact_name: 'Rosa Díaz',
  email: 'rosa@andina.co',
  projects_count: 3,
});
const tornillo = client(2, 'Ferretería El Tornillo', { active: false });

describe('ClientsPage', () => {
  it('lists the clients with their tax id, contact, projects and state', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/clients': () => pageOf([andina, tornillo]) });
    renderPage(<ClientsPage />, { route: '/client' });

    await screen.findByText('Constructora Andina');
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(within(table).getByText('900123456-7')).toBeInTheDocument();
    expect(within(table).getByText('Rosa Díaz')).toBeInTheDocument();
    expect(within(table).getByText('rosa@andina.co')).toBeInTheDocument();
    expect(within(table).getByText('Inactivo')).toBeInTheDocument();
    expect(within(table).getByText('3')).toBeInTheDocument();
    expect(calls[0].params).toMatchObject({ page: 1, per_page: 20 });
  });

  it('keeps the search and the state filter in the URL and sends them', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/clients': () => pageOf([andina]) });
    renderPage(<ClientsPage />, { route: '/client?active=true' });
    await screen.findByText('Constructora Andina');
    expect(calls[0].params).toMatchObject({ active: 'true' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar cliente o contacto' }), 'andina');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=andina'));
    await waitFor(() => expect(calls.at(-1)?.params).toMatchObject({ q: 'andina', active: 'true' }));
  });

  it("offers 'Exportar' in the header, for the clients the filters select", async () => {
    signInWith(['Ver clientes']);
    mockApi({ 'GET /api/clients': () => pageOf([andina]) });
    const downloads = mockDownloads(
      () =>
        new Response('Nombre\r\nConstructora Andina\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="clientes-2026-12-02.csv"', 'X-Export-Rows': '1' },
        }),
    );
    renderPage(<ClientsPage />, { route: '/client?active=true&page=2' });
    await screen.findByText('Constructora Andina');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText('Archivo descargado: clientes-2026-12-02.csv')).toBeInTheDocument();
    expect(downloads.requested.map((u) => u.pathname + u.search)).toEqual([
      '/api/clients/export?active=true&format=csv',
    ]);
    expect(downloads.saved.map((f) => f.name)).toEqual(['clientes-2026-12-02.csv']);
  });

  it('hides create, edit and delete without those permissions', async () => {
    signInWith(['Ver clientes']);
    mockApi({ 'GET /api/clients': () => pageOf([andina]) });
    renderPage(<ClientsPage />, { route: '/client' });
    await screen.findByText('Constructora Andina');
    expect(screen.queryByRole('button', { name: 'Nuevo cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Constructora Andina' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Constructora Andina'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the 422 messages under their fields and clears one when the user types there', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/clients': () => pageOf([andina]),
      'POST /api/clients': () => {
        throw new HttpError(
          422,
          'Ya existe un cliente con ese nombre.',
          {},
          {
            name: ['Ya existe un cliente con ese nombre.'],
            tax_id: ['Ya existe un cliente con esa identificación tributaria.'],
          },
        );
      },
    });
    renderPage(<ClientsPage />, { route: '/client' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    const name = within(dialog).getByRole('textbox', { name: /Nombre o razón social/ });
    await userEvent.type(name, 'Constructora Andina');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Identificación tributaria/ }), '900123456-7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await within(dialog).findByText('Ya existe un cliente con ese nombre.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ya existe un cliente con esa identificación tributaria.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Constructora Andina',
      tax_id: '900123456-7',
      active: true,
    });
    await userEvent.type(name, ' SAC');
    expect(within(dialog).queryByText('Ya existe un cliente con ese nombre.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Ya existe un cliente con esa identificación tributaria.')).toBeInTheDocument();
  });

  it('checks the email format before sending', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/clients': () => pageOf([]) });
    renderPage(<ClientsPage />, { route: '/client' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Nuevo cliente' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre o razón social/ }), 'Panadería Central');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'no-es-correo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese un correo electrónico válido.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('edits a client from its row and says it was updated', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/clients': () => pageOf([andina]),
      'PUT /api/clients/:id': ({ body }) => ({ ...andina, ...(body as object) }),
    });
    renderPage(<ClientsPage />, { route: '/client' });
    await userEvent.click(await screen.findByText('Constructora Andina'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    expect(within(dialog).getByRole('textbox', { name: /Persona de contacto/ })).toHaveValue('Rosa Díaz');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Activo/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/clients/${andina.public_id}`);
    expect(put?.body).toMatchObject({ name: 'Constructora Andina', active: false });
  });

  it('asks before deleting, naming the client, and shows the refusal of the server', async () => {
    signInWith(ALL);
    const refusal =
      'No se puede eliminar: el registro está en uso. El cliente tiene 3 proyecto(s); desactívelo en su lugar.';
    mockApi({
      'GET /api/clients': () => pageOf([andina]),
      'DELETE /api/clients/:id': () => {
        throw new HttpError(409, refusal, {});
      },
    });
    renderPage(<ClientsPage />, { route: '/client' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Constructora Andina' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar cliente' });
    expect(dialog).toHaveTextContent('¿Desea eliminar el cliente «Constructora Andina»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it('deletes after confirming and says so', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/clients': () => pageOf([tornillo]),
      'DELETE /api/clients/:id': () => ({ message: 'El registro fue eliminado' }),
    });
    renderPage(<ClientsPage />, { route: '/client' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Ferretería El Tornillo' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar cliente' })).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/clients/${tornillo.public_id}`)).toBe(true);
  });
});
