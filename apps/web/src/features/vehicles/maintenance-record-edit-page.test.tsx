import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http.ts';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { people, uid } from '../../test/factories.ts';
import {
  buildFleetCosts,
  buildMaintenanceFile,
  buildMaintenanceRecord,
  buildVehicleOption,
} from './maintenance-records.test-data.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { MaintenanceRecordEditPage } from './maintenance-record-edit-page.tsx';

const ALL: Permission[] = ['Mantenimiento de vehículos', 'Registrar mantenimientos', 'Eliminar mantenimientos'];
const oil = { public_id: uid(6001), name: 'Cambio de aceite', interval_km: 5000, interval_days: 180, preventive: true };
const invoice = buildMaintenanceFile({ name: 'factura-0001.pdf' });
const record = buildMaintenanceRecord({ public_id: uid(9001), invoices: [invoice], description: 'Aceite 15W-40' });

const ODOMETER_422 =
  'El kilometraje no puede ser menor que la última lectura registrada (45,000 km el 3 de enero de 2026).';

const page = (
  <Routes>
    <Route path="/vehicle_maintenance/edit/:id" element={<MaintenanceRecordEditPage />} />
  </Routes>
);
const route = (id: string) => ({ route: `/vehicle_maintenance/edit/${id}` });

const api = (over: Partial<typeof record> = {}, extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/maintenance_records/:id': () => ({ ...record, ...over }),
    'GET /api/vehicle_costs': () => buildFleetCosts(),
    'GET /api/vehicle_options': () => [buildVehicleOption()],
    'GET /api/maintenance_type_options': () => [oil],
    ...extra,
  });

describe('MaintenanceRecordEditPage', () => {
  it('edits the record and adds an invoice after saving its fields', async () => {
    signInWith(ALL);
    const calls = api(
      {},
      {
        'PUT /api/maintenance_records/:id': ({ body }) => ({ ...record, ...(body as object) }),
        'POST /api/maintenance_records/:id/invoices': () => record,
      },
    );
    const { container } = renderPage(page, route(record.public_id));
    expect(await screen.findByRole('heading', { name: 'Editar mantenimiento' })).toBeInTheDocument();
    expect(screen.getByText('ABC-123 · Toyota Hilux · 2 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Kilometraje/ })).toHaveValue('45,200 km');
    expect(screen.getByRole('textbox', { name: /Costo \(S\/\)/ })).toHaveValue('1,234.5');
    expect(screen.getByText('factura-0001.pdf')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Tipo de mantenimiento/ })).toHaveValue('Cambio de aceite'),
    );

    const cost = screen.getByRole('textbox', { name: /Costo/ });
    await userEvent.clear(cost);
    await userEvent.type(cost, '1300');
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['%PDF-1.4'], 'factura-0002.pdf', { type: 'application/pdf' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/maintenance_records/${record.public_id}`);
    expect(put?.body).toEqual({
      vehicle_id: record.vehicle.public_id,
      type_id: oil.public_id,
      performed_on: '2026-03-02',
      odometer: 45200,
      cost: 1300,
      workshop: 'Taller Los Andes',
      description: 'Aceite 15W-40',
    });
    const upload = calls.find((c) => c.method === 'POST');
    expect(upload?.url).toBe(`/api/maintenance_records/${record.public_id}/invoices`);
    expect((upload?.body as FormData).getAll('invoices').map((f) => (f as File).name)).toEqual(['factura-0002.pdf']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicle_maintenance$/));
  });

  it("shows the server's 422 under the odometer", async () => {
    signInWith(ALL);
    api(
      {},
      {
        'PUT /api/maintenance_records/:id': () => {
          throw new HttpError(422, ODOMETER_422, {}, { odometer: [ODOMETER_422] });
        },
      },
    );
    renderPage(page, route(record.public_id));
    const odometer = await screen.findByRole('textbox', { name: /Kilometraje/ });
    await userEvent.clear(odometer);
    await userEvent.type(odometer, '44000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(ODOMETER_422)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/vehicle_maintenance/edit/${record.public_id}`);
  });

  it('deletes the record after asking, naming it, and goes back to the list', async () => {
    signInWith(ALL);
    const calls = api({}, { 'DELETE /api/maintenance_records/:id': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(page, route(record.public_id));
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar mantenimiento' });
    expect(dialog).toHaveTextContent(
      '¿Desea eliminar el mantenimiento «Cambio de aceite de ABC-123, 2 de marzo de 2026»?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/maintenance_records/${record.public_id}`)).toBe(
      true,
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicle_maintenance$/));
  });

  it('shows the record read-only to who may not edit it, with its invoices and the request it attended', async () => {
    signInWith(['Mantenimiento de vehículos', 'Solicitudes de mantenimiento de vehículos']);
    api({ can: { update: false, delete: false }, request_id: uid(8002), created_by: people.carmen });
    renderPage(page, route(record.public_id));
    expect(await screen.findByText('S/ 1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mantenimiento', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('45,200 km')).toBeInTheDocument();
    expect(screen.getByText('Aceite 15W-40')).toBeInTheDocument();
    expect(screen.getByText('Carmen Vega')).toBeInTheDocument();
    expect(screen.getByText('factura-0001.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la solicitud que atendió' })).toHaveAttribute(
      'href',
      `/maintenance_request/edit/${uid(8002)}`,
    );
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de factura-0001.pdf' })).not.toBeInTheDocument();
  });
});
