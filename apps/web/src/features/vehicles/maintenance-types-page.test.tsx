import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@gestora/contract/permissions';
import { HttpError } from '../../lib/http.ts';
import { buildMaintenanceType, pageOf, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { MaintenanceTypesPage } from './maintenance-types-page.tsx';

const ALL: Permission[] = ['Módulo de vehículos', 'Gestionar tipos de mantenimiento'];

const oil = buildMaintenanceType({
  public_id: uid(601),
  name: 'Cambio de aceite',
  description: 'Aceite y filtro',
  records_count: 12,
});
const repair = buildMaintenanceType({
  public_id: uid(602),
  name: 'Reparación de carrocería',
  interval_km: null,
  interval_days: null,
  preventive: false,
  active: false,
});

describe('MaintenanceTypesPage', () => {
  it('lists the types with their intervals, kind, state and records', async () => {
    signInWith(ALL);
    const calls = mockApi({ 'GET /api/maintenance_types': () => pageOf([oil, repair]) });
    renderPage(<MaintenanceTypesPage />, { route: '/vehicle_maintenance_type?preventive=true' });
    const row = (await screen.findByText('Cambio de aceite')).closest('tr')!;
    expect(within(row).getByText('Aceite y filtro')).toBeInTheDocument();
    expect(within(row).getByText('5,000 km')).toBeInTheDocument();
    expect(within(row).getByText('180 días')).toBeInTheDocument();
    expect(within(row).getByText('Preventivo')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    const other = screen.getByText('Reparación de carrocería').closest('tr')!;
    expect(within(other).getByText('Correctivo')).toBeInTheDocument();
    expect(within(other).getByText('Inactivo')).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ page: 1, preventive: 'true' });
  });

  it('creates a type in the modal, sending empty intervals as none', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/maintenance_types': () => pageOf([oil]),
      'POST /api/maintenance_types': ({ body }) => buildMaintenanceType(body as object),
    });
    renderPage(<MaintenanceTypesPage />, { route: '/vehicle_maintenance_type' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo tipo de mantenimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo tipo de mantenimiento' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Revisión de frenos');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Cada cuántos km/ }), '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Revisión de frenos',
      description: '',
      interval_km: 10000,
      interval_days: null,
      active: true,
    });
  });

  it('shows the server’s 422 under the name', async () => {
    signInWith(ALL);
    const taken = 'Ya existe un tipo de mantenimiento con ese nombre.';
    mockApi({
      'GET /api/maintenance_types': () => pageOf([oil]),
      'PUT /api/maintenance_types/:id': () => {
        throw new HttpError(422, taken, {}, { name: [taken] });
      },
    });
    renderPage(<MaintenanceTypesPage />, { route: '/vehicle_maintenance_type' });
    await userEvent.click(await screen.findByText('Cambio de aceite'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tipo de mantenimiento' });
    expect(within(dialog).getByRole('textbox', { name: /Cada cuántos días/ })).toHaveValue('180 días');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
  });

  it('deactivates a type from its row', async () => {
    signInWith(ALL);
    const calls = mockApi({
      'GET /api/maintenance_types': () => pageOf([oil]),
      'PUT /api/maintenance_types/:id': ({ body }) => ({ ...oil, ...(body as object) }),
    });
    renderPage(<MaintenanceTypesPage />, { route: '/vehicle_maintenance_type' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Cambio de aceite' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Cambio de aceite',
      description: 'Aceite y filtro',
      interval_km: 5000,
      interval_days: 180,
      active: false,
    });
  });

  it('asks before deleting and shows the 409 as the API says it', async () => {
    signInWith(ALL);
    const refusal = 'El tipo tiene mantenimientos registrados; desactívelo en su lugar.';
    mockApi({
      'GET /api/maintenance_types': () => pageOf([oil]),
      'DELETE /api/maintenance_types/:id': () => {
        throw new HttpError(409, refusal, {});
      },
    });
    renderPage(<MaintenanceTypesPage />, { route: '/vehicle_maintenance_type' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Cambio de aceite' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar tipo de mantenimiento' });
    expect(dialog).toHaveTextContent('¿Desea eliminar el tipo de mantenimiento «Cambio de aceite»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it('only lists to who may not manage types', async () => {
    signInWith(['Módulo de vehículos']);
    mockApi({ 'GET /api/maintenance_types': () => pageOf([oil]) });
    renderPage(<MaintenanceTypesPage />, { route: '/vehicle_maintenance_type' });
    await userEvent.click(await screen.findByText('Cambio de aceite'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo tipo de mantenimiento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de Cambio de aceite' })).not.toBeInTheDocument();
  });
});
