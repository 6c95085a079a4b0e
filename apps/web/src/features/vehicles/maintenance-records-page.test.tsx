import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http.ts';
import { day, pageOf, uid } from '../../test/factories.ts';
import {
  buildFleetCosts,
  buildMaintenanceRecord,
  buildMaintenanceRecordItem,
  buildMaintenanceRequest,
  buildVehicleOption,
} from './maintenance-records.test-data.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { MaintenanceRecordsPage } from './maintenance-records-page.tsx';

const ALL: Permission[] = ['Mantenimiento de vehículos', 'Registrar mantenimientos', 'Eliminar mantenimientos'];

const hilux = buildVehicleOption();
const sprinter = buildVehicleOption({
  public_id: uid(7002),
  plate: 'XYZ-789',
  brand: 'Mercedes-Benz',
  model: 'Sprinter',
});
const oil = { public_id: uid(6001), name: 'Cambio de aceite', interval_km: 5000, interval_days: 180, preventive: true };
const brakes = {
  public_id: uid(6101),
  name: 'Revisión de frenos',
  interval_km: null,
  interval_days: null,
  preventive: false,
};

const oilChange = buildMaintenanceRecordItem({ public_id: uid(9001), invoices_count: 2 });
const brakeJob = buildMaintenanceRecordItem({
  public_id: uid(9002),
  vehicle: sprinter,
  type: { public_id: brakes.public_id, name: brakes.name },
  performed_on: '2026-02-14',
  odometer: 98000,
  cost: 300,
  workshop: null,
  can: { update: false, delete: false },
});

const ODOMETER_422 =
  'El kilometraje no puede ser menor que la última lectura registrada (45,000 km el 3 de enero de 2026).';

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/maintenance_records': () => pageOf([oilChange, brakeJob]),
    'GET /api/vehicle_costs': () => buildFleetCosts(),
    'GET /api/vehicle_options': () => [hilux, sprinter],
    'GET /api/maintenance_type_options': () => [oil, brakes],
    ...extra,
  });

const urls = (calls: ReturnType<typeof api>, url: string) => calls.filter((c) => c.url === url);

describe('MaintenanceRecordsPage', () => {
  it('lists the records with their date, vehicle, type, km, cost in soles, workshop and invoices', async () => {
    signInWith(ALL);
    api();
    renderPage(<MaintenanceRecordsPage />, { route: '/vehicle_maintenance' });
    const row = (await screen.findByText('Taller Los Andes')).closest('tr')!;
    expect(within(row).getByText('2 de marzo de 2026')).toBeInTheDocument();
    expect(within(row).getByText('ABC-123')).toBeInTheDocument();
    expect(within(row).getByText('Cambio de aceite')).toBeInTheDocument();
    expect(within(row).getByText('45,200 km')).toBeInTheDocument();
    expect(within(row).getByText('S/ 1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    const other = screen.getByText('XYZ-789').closest('tr')!;
    expect(within(other).getByText('S/ 300.00')).toBeInTheDocument();
    expect(within(other).getByText('98,000 km')).toBeInTheDocument();
  });

  it("shows the fleet's costs: the total, the chart per month, the cost per type and per km", async () => {
    signInWith(ALL);
    api();
    renderPage(<MaintenanceRecordsPage />, { route: '/vehicle_maintenance' });
    const section = (await screen.findByRole('heading', { name: 'Costos de la flota' })).closest('div')!.parentElement!;
    expect(await within(section).findByText('Últimos 12 meses')).toBeInTheDocument();
    expect(await within(section).findAllByText('S/ 1,534.50')).toHaveLength(3);
    expect(within(section).getByText('S/ 767.25')).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Costo por mes' })).toBeInTheDocument();
    const perType = screen.getByRole('table', { name: 'Costo por tipo' });
    expect(within(perType).getByText('Cambio de aceite')).toBeInTheDocument();
    const perKm = screen.getByRole('table', { name: 'Mayor costo por km' });
    expect(within(perKm).getByText('ABC-123 · Toyota Hilux')).toBeInTheDocument();
    expect(within(perKm).getByText('5,000 km')).toBeInTheDocument();
    expect(within(perKm).getByText('S/ 0.31')).toBeInTheDocument();
  });

  it('writes the costs in the currency the server names, and says when the window has none', async () => {
    signInWith(ALL);
    api({
      'GET /api/vehicle_costs': () =>
        buildFleetCosts({ currency: 'USD', total: 0, records: 0, per_month: [], per_type: [], top_per_km: [] }),
    });
    renderPage(<MaintenanceRecordsPage />, { route: '/vehicle_maintenance' });
    expect(await screen.findByText('No hay mantenimientos registrados en el periodo.')).toBeInTheDocument();
    expect(await screen.findByText('USD 1,234.50')).toBeInTheDocument();
  });

  it('sends the filters kept in the URL; the costs follow the date window', async () => {
    signInWith(ALL);
    const calls = api();
    renderPage(<MaintenanceRecordsPage />, {
      route: `/vehicle_maintenance?vehicle_id=${sprinter.public_id}&date_from=2026-01-01&date_to=2026-03-31`,
    });
    await screen.findByText('Taller Los Andes');
    expect(urls(calls, '/api/maintenance_records')[0].params).toMatchObject({
      vehicle_id: sprinter.public_id,
      date_from: '2026-01-01',
      date_to: '2026-03-31',
    });
    expect(urls(calls, '/api/vehicle_costs')[0].params).toEqual({ date_from: '2026-01-01', date_to: '2026-03-31' });
    expect(screen.getByText('Del 1 de enero de 2026 al 31 de marzo de 2026')).toBeInTheDocument();
    // The vehicle filter is named by the rows before any search.
    expect(screen.getByRole('combobox', { name: 'Vehículo' })).toHaveValue('XYZ-789 · Mercedes-Benz Sprinter');

    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo de mantenimiento' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Revisión de frenos' }));
    await waitFor(() =>
      expect(urls(calls, '/api/maintenance_records').at(-1)?.params).toMatchObject({ type_id: brakes.public_id }),
    );
    expect(urls(calls, '/api/vehicle_costs').at(-1)?.params).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-03-31',
    });
  });

  it("opens the form filled from an approved request and sends request_id with the request's values", async () => {
    signInWith(ALL);
    const request = buildMaintenanceRequest({
      public_id: uid(8002),
      vehicle: sprinter,
      type: null,
      status: 'Aprobada',
      odometer: 98000,
      description: 'Cambio de llantas traseras',
    });
    const calls = api({
      'GET /api/maintenance_requests/:id': () => request,
      'POST /api/maintenance_records': () => buildMaintenanceRecord({ request_id: request.public_id }),
    });
    renderPage(<MaintenanceRecordsPage />, {
      route: `/vehicle_maintenance?request_id=${request.public_id}&vehicle_id=${sprinter.public_id}&type_id=${brakes.public_id}&odometer=98100`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo mantenimiento' });
    expect(dialog).toHaveTextContent('Solicitud «XYZ-789: Cambio de llantas traseras»');
    expect(within(dialog).getByRole('combobox', { name: /Vehículo/ })).toHaveValue('XYZ-789 · Mercedes-Benz Sprinter');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Tipo de mantenimiento/ })).toHaveValue('Revisión de frenos'),
    );
    expect(within(dialog).getByRole('textbox', { name: /Kilometraje/ })).toHaveValue('98,100 km');
    expect(within(dialog).getByRole('textbox', { name: /Descripción/ })).toHaveValue('Cambio de llantas traseras');

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Costo/ }), '850.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Taller/ }), 'Llantas del Sur');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/maintenance_records',
      body: {
        request_id: request.public_id,
        vehicle_id: sprinter.public_id,
        type_id: brakes.public_id,
        performed_on: day(0),
        odometer: 98100,
        cost: 850.5,
        workshop: 'Llantas del Sur',
        description: 'Cambio de llantas traseras',
      },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicle_maintenance$/));
  });

  it("shows the server's 422 under the odometer of the new record", async () => {
    signInWith(ALL);
    api({
      'POST /api/maintenance_records': () => {
        throw new HttpError(422, ODOMETER_422, {}, { odometer: [ODOMETER_422] });
      },
    });
    renderPage(<MaintenanceRecordsPage />, { route: `/vehicle_maintenance?new=1&vehicle_id=${hilux.public_id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo mantenimiento' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Vehículo/ })).toHaveValue('ABC-123 · Toyota Hilux'),
    );
    expect(within(dialog).getByText('Último registrado: 45,000 km.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de mantenimiento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cambio de aceite' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kilometraje/ }), '44000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(ODOMETER_422)).toBeInTheDocument();
  });

  it("'Nuevo mantenimiento' asks for what is required, then sends the invoices with the record", async () => {
    signInWith(ALL);
    const calls = api({ 'POST /api/maintenance_records': () => buildMaintenanceRecord() });
    renderPage(<MaintenanceRecordsPage />, { route: '/vehicle_maintenance' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuevo mantenimiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo mantenimiento' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Seleccione un vehículo.')).toBeInTheDocument();
    expect(within(dialog).getByText('Seleccione un tipo de mantenimiento.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingrese el kilometraje.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Vehículo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ABC-123 · Toyota Hilux' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de mantenimiento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cambio de aceite' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kilometraje/ }), '45200');
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['%PDF-1.4'], 'factura-0001.pdf', { type: 'application/pdf' }),
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'invoices'))).toEqual({
      vehicle_id: hilux.public_id,
      type_id: oil.public_id,
      performed_on: day(0),
      odometer: '45200',
      cost: '0',
    });
    expect(body.getAll('invoices').map((f) => (f as File).name)).toEqual(['factura-0001.pdf']);
  });

  it('hides the new button, the form a link asks for and the row actions without their permissions', async () => {
    signInWith(['Mantenimiento de vehículos']);
    api();
    renderPage(<MaintenanceRecordsPage />, { route: `/vehicle_maintenance?new=1&vehicle_id=${hilux.public_id}` });
    await screen.findByText('Taller Los Andes');
    expect(screen.queryByRole('button', { name: 'Nuevo mantenimiento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nuevo mantenimiento' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Acciones de Revisión de frenos de XYZ-789/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Ver']);
  });
});
