import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@gestora/contract/permissions';
import { HttpError } from '../../lib/http.ts';
import {
  buildVehicleDetail,
  buildVehicleDue,
  buildVehicleItem,
  day,
  pageOf,
  people,
  uid,
} from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { VehiclesPage } from './vehicles-page.tsx';

const ALL: Permission[] = ['Módulo de vehículos', 'Registrar vehículos', 'Actualizar vehículos', 'Eliminar vehículos'];

const hilux = buildVehicleItem({
  public_id: uid(71),
  plate: 'ABC-123',
  odometer: 45000,
  status: 'En uso',
  driver: people.pedro,
  insurance_expires_on: day(10),
  inspection_expires_on: day(200),
  next_due: buildVehicleDue({ state: 'Próximo', days_left: 5, km_left: 320 }),
});
const moto = buildVehicleItem({
  public_id: uid(72),
  plate: 'XYZ-987',
  brand: 'Honda',
  model: 'XR150',
  type: 'Motocicleta',
  status: 'Fuera de servicio',
  active: false,
  inspection_expires_on: day(-3),
  can: { update: true, delete: false, request: false },
});

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/vehicles': () => pageOf([hilux, moto]),
    'GET /api/active_departments': () => [{ public_id: uid(401), name: 'Operaciones' }],
    'GET /api/user_options': () => [people.pedro],
    ...extra,
  });

describe('VehiclesPage', () => {
  it('lists the fleet with its type, status, odometer, driver, next maintenance and documents', async () => {
    signInWith(ALL);
    const calls = api();
    renderPage(<VehiclesPage />, { route: '/vehicle' });
    const row = (await screen.findByText('ABC-123')).closest('tr')!;
    expect(within(row).getByText('Camioneta · Toyota Hilux · 2022')).toBeInTheDocument();
    expect(within(row).getByText('En uso')).toBeInTheDocument();
    expect(within(row).getByText('45,000 km')).toBeInTheDocument();
    expect(within(row).getByText('Pedro Soto')).toBeInTheDocument();
    expect(within(row).getByText('Próximo')).toBeInTheDocument();
    expect(within(row).getByText('Cambio de aceite · en 5 días o 320 km')).toBeInTheDocument();
    expect(within(row).getByText('Seguro vence en 10 días')).toBeInTheDocument();
    // The inspection is far away: only what needs attention gets a badge.
    expect(within(row).queryByText(/Revisión técnica/)).not.toBeInTheDocument();

    const other = screen.getByText('XYZ-987').closest('tr')!;
    expect(within(other).getByText('Fuera de servicio')).toBeInTheDocument();
    expect(within(other).getByText('Inactivo')).toBeInTheDocument();
    expect(within(other).getByText('Sin conductor')).toBeInTheDocument();
    expect(within(other).getByText('Revisión técnica venció hace 3 días')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/vehicles')?.params).toMatchObject({ page: 1, per_page: 20 });
  });

  it('keeps the search and the filters in the URL and sends them', async () => {
    signInWith(ALL);
    const calls = api();
    renderPage(<VehiclesPage />, { route: '/vehicle?type=Camioneta&due_soon=true' });
    await screen.findByText('ABC-123');
    expect(calls.find((c) => c.url === '/api/vehicles')?.params).toMatchObject({ type: 'Camioneta', due_soon: 'true' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En mantenimiento' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/vehicles').at(-1)?.params).toMatchObject({
        status: 'En mantenimiento',
        type: 'Camioneta',
        due_soon: 'true',
      }),
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Próximos a vencer' }));
    await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('due_soon'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar por placa, marca o modelo' }), 'abc123');
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/vehicles').at(-1)?.params).toMatchObject({ q: 'abc123' }),
    );
    expect(calls.filter((c) => c.url === '/api/vehicles').at(-1)?.params).not.toHaveProperty('due_soon');
  });

  it('shows only "Ver" to who may not register, update or delete vehicles', async () => {
    signInWith(['Módulo de vehículos']);
    api();
    renderPage(<VehiclesPage />, { route: '/vehicle' });
    await screen.findByText('ABC-123');
    expect(screen.queryByRole('link', { name: 'Nuevo vehículo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de ABC-123 · Toyota Hilux' }));
    expect(await screen.findByRole('menuitem', { name: 'Ver' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Ver' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/vehicle/${hilux.public_id}`));
  });

  it('offers each row what its can allows', async () => {
    signInWith(ALL);
    api();
    renderPage(<VehiclesPage />, { route: '/vehicle' });
    expect(await screen.findByRole('link', { name: 'Nuevo vehículo' })).toHaveAttribute('href', '/vehicle/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de XYZ-987 · Honda XR150' }));
    expect(await screen.findByRole('menuitem', { name: 'Activar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Desactivar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('deactivates a vehicle after asking, saving it back whole with active false', async () => {
    signInWith(ALL);
    const detail = buildVehicleDetail({
      ...hilux,
      vin: 'JTFHX02P0K0123456',
      colour: 'Gris',
      responsible: people.carmen,
      notes: 'Cochera 2',
    });
    const calls = api({
      'GET /api/vehicles/:id': () => detail,
      'PUT /api/vehicles/:id': ({ body }) => ({ ...detail, ...(body as object), active: false }),
    });
    renderPage(<VehiclesPage />, { route: '/vehicle' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de ABC-123 · Toyota Hilux' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar vehículo' });
    expect(dialog).toHaveTextContent('¿Desea desactivar el vehículo «ABC-123 · Toyota Hilux»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/vehicles/${hilux.public_id}`);
    expect(put?.body).toEqual({
      plate: 'ABC-123',
      brand: 'Toyota',
      model: 'Hilux',
      year: 2022,
      colour: 'Gris',
      type: 'Camioneta',
      vin: 'JTFHX02P0K0123456',
      engine_number: null,
      fuel: 'Diésel',
      odometer: 45000,
      driver_id: people.pedro.public_id,
      responsible_id: people.carmen.public_id,
      department_id: null,
      status: 'En uso',
      insurance_expires_on: hilux.insurance_expires_on,
      inspection_expires_on: hilux.inspection_expires_on,
      notes: 'Cochera 2',
      active: false,
    });
  });

  it('asks before deleting, naming the vehicle, and shows the refusal of the server', async () => {
    signInWith(ALL);
    const refusal = 'No se puede eliminar: el vehículo tiene solicitudes pendientes o aprobadas.';
    api({
      'DELETE /api/vehicles/:id': () => {
        throw new HttpError(409, refusal, {});
      },
    });
    renderPage(<VehiclesPage />, { route: '/vehicle' });
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de ABC-123 · Toyota Hilux' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar vehículo' });
    expect(dialog).toHaveTextContent('¿Desea eliminar el vehículo «ABC-123 · Toyota Hilux»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  });

  it('shows the empty state with the primary action', async () => {
    signInWith(ALL);
    api({ 'GET /api/vehicles': () => pageOf([]) });
    renderPage(<VehiclesPage />, { route: '/vehicle' });
    expect(await screen.findByText('No se encontraron registros')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nuevo vehículo' })).toHaveLength(2);
  });
});
