import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@gestora/contract/permissions';
import type { TMaintenanceRecordListItem } from '@gestora/contract/vehicles/maintenance-records.schema';
import type { TMaintenanceRequestListItem } from '@gestora/contract/vehicles/maintenance-requests.schema';
import { HttpError } from '../../lib/http.ts';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { buildVehicleDetail, buildVehicleDue, day, pageOf, people, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { VehicleDetailPage } from './vehicle-detail-page.tsx';

const ref = { public_id: uid(90), plate: 'ABC-123', brand: 'Toyota', model: 'Hilux' };
const hilux = buildVehicleDetail({
  ...ref,
  status: 'En uso',
  odometer: 45000,
  colour: 'Blanco',
  vin: 'JTFHX02P0K0123456',
  driver: people.pedro,
  responsible: people.carmen,
  department: { public_id: uid(401), name: 'Operaciones' },
  insurance_expires_on: '2027-01-03',
  inspection_expires_on: day(12),
  due: [
    buildVehicleDue({
      type: { public_id: uid(601), name: 'Cambio de aceite' },
      next_due_on: '2026-04-10',
      next_due_km: 45320,
      days_left: -3,
      km_left: 320,
      state: 'Vencido',
    }),
    buildVehicleDue({
      type: { public_id: uid(602), name: 'Rotación de llantas' },
      interval_km: 10000,
      interval_days: null,
      last_done_on: null,
      last_done_km: null,
      next_due_on: null,
      next_due_km: 50000,
      days_left: null,
      km_left: 5000,
      state: 'Al día',
    }),
  ],
  odometer_readings: [
    { read_on: '2026-01-10', odometer: 40000, source: 'Registro' },
    { read_on: '2026-03-02', odometer: 45000, source: 'Mantenimiento' },
  ],
  costs: {
    currency: 'PEN',
    total: 1234.5,
    records: 3,
    km: 5000,
    per_km: 0.25,
    per_month: [
      { month: '2026-02', cost: 0 },
      { month: '2026-03', cost: 1234.5 },
    ],
  },
});

const record: TMaintenanceRecordListItem = {
  public_id: uid(701),
  vehicle: ref,
  type: { public_id: uid(601), name: 'Cambio de aceite' },
  request_id: null,
  performed_on: '2026-03-02',
  odometer: 45000,
  cost: 350,
  workshop: 'Taller Los Andes',
  description: null,
  invoices_count: 2,
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  can: { update: true, delete: false },
};
const request = (status: string, description: string): TMaintenanceRequestListItem => ({
  public_id: uid(),
  vehicle: ref,
  type: null,
  requested_by: people.camila,
  description,
  odometer: null,
  priority: 'Alta',
  status,
  reviewer: null,
  review_note: null,
  reviewed_at: null,
  record_id: null,
  photos_count: 0,
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
  can: { update: false, review: true, attend: false, delete: false },
});
const pending = request('Pendiente', 'Ruido en los frenos delanteros');
const approved = request('Aprobada', 'Cambiar plumillas');

const page = () => (
  <Routes>
    <Route path="/vehicle/:id" element={<VehicleDetailPage />} />
    <Route path="*" element={null} />
  </Routes>
);

const api = (vehicle = hilux) =>
  mockApi({
    'GET /api/vehicles/:id': () => vehicle,
    'GET /api/maintenance_records': () => pageOf([record], { total: 14, per_page: 10 }),
    'GET /api/maintenance_requests': ({ params }) => pageOf(params?.status === 'Pendiente' ? [pending] : [approved]),
  });

const EVERYTHING: Permission[] = [
  'Módulo de vehículos',
  'Mantenimiento de vehículos',
  'Solicitudes de mantenimiento de vehículos',
];

describe('VehicleDetailPage', () => {
  it('shows the header, the facts, what is due next and the costs in the organisation’s currency', async () => {
    signInWith(['Módulo de vehículos']);
    api();
    renderPage(page(), { route: `/vehicle/${hilux.public_id}` });
    expect(await screen.findByRole('heading', { name: 'ABC-123' })).toBeInTheDocument();
    expect(screen.getByText('Toyota Hilux · 2022')).toBeInTheDocument();
    expect(screen.getByText('En uso')).toBeInTheDocument();
    expect(screen.getByText('Carmen Vega')).toBeInTheDocument();
    expect(screen.getByText('3 de enero de 2027')).toBeInTheDocument();
    expect(screen.getByText('Revisión técnica vence en 12 días')).toBeInTheDocument();

    const due = screen.getByRole('table', { name: 'Próximos mantenimientos' });
    const oil = within(due).getByText('Cambio de aceite').closest('tr')!;
    expect(within(oil).getByText('Cada 5,000 km o 180 días')).toBeInTheDocument();
    expect(within(oil).getByText('10 de abril de 2026')).toBeInTheDocument();
    expect(within(oil).getByText('45,320 km')).toBeInTheDocument();
    expect(within(oil).getByText('hace 3 días')).toBeInTheDocument();
    expect(within(oil).getByText('Vencido')).toBeInTheDocument();
    const tyres = within(due).getByText('Rotación de llantas').closest('tr')!;
    expect(within(tyres).getByText('Sin registro')).toBeInTheDocument();
    expect(within(tyres).getByText('en 5,000 km')).toBeInTheDocument();
    expect(within(tyres).getByText('Al día')).toBeInTheDocument();

    expect(screen.getByText('S/ 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('S/ 0.25')).toBeInTheDocument();
    expect(screen.getByText('45,000 km el 2 de marzo de 2026')).toBeInTheDocument();
    // The charts' code arrives after the page: both figures are drawn then.
    expect(await screen.findByRole('figure', { name: 'Costo por mes' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Kilometraje en el tiempo' })).toBeInTheDocument();
  });

  it('offers "Solicitar mantenimiento" and "Editar" as the vehicle’s can says', async () => {
    signInWith(['Módulo de vehículos']);
    api();
    renderPage(page(), { route: `/vehicle/${hilux.public_id}` });
    expect(await screen.findByRole('link', { name: 'Solicitar mantenimiento' })).toHaveAttribute(
      'href',
      `/maintenance_request/create?vehicle_id=${hilux.public_id}`,
    );
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', `/vehicle/edit/${hilux.public_id}`);
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('hides the buttons the vehicle’s can refuses, and the lists the user may not read', async () => {
    signInWith(['Módulo de vehículos']);
    const calls = api(
      buildVehicleDetail({ ...hilux, active: false, can: { update: false, delete: false, request: false } }),
    );
    renderPage(page(), { route: `/vehicle/${hilux.public_id}` });
    await screen.findByRole('heading', { name: 'ABC-123' });
    expect(screen.getByText('Inactivo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Solicitar mantenimiento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Historial de mantenimiento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Solicitudes abiertas' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([`/api/vehicles/${hilux.public_id}`]);
  });

  it('shows its latest maintenance and its open requests, each opening its own page', async () => {
    signInWith(EVERYTHING);
    const calls = api();
    renderPage(page(), { route: `/vehicle/${hilux.public_id}` });

    const history = await screen.findByRole('table', { name: 'Historial de mantenimiento' });
    const row = within(history).getByRole('link', { name: '2 de marzo de 2026' }).closest('tr')!;
    expect(within(history).getByRole('link', { name: '2 de marzo de 2026' })).toHaveAttribute(
      'href',
      `/vehicle_maintenance/edit/${record.public_id}`,
    );
    expect(within(row).getByText('S/ 350.00')).toBeInTheDocument();
    expect(within(row).getByText('Taller Los Andes')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('1 de 14 mantenimientos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute(
      'href',
      `/vehicle_maintenance?vehicle_id=${hilux.public_id}`,
    );
    expect(calls.find((c) => c.url === '/api/maintenance_records')?.params).toMatchObject({
      vehicle_id: hilux.public_id,
      sort: '-performed_on',
    });

    const requests = await screen.findByRole('table', { name: 'Solicitudes abiertas' });
    const rows = within(requests).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]!.textContent)).toEqual(['Pendiente', 'Aprobada']);
    expect(within(rows[0]!).getByText('Ruido en los frenos delanteros')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: '5 de marzo de 2026' })).toHaveAttribute(
      'href',
      `/maintenance_request/edit/${pending.public_id}`,
    );
    const asked = calls.filter((c) => c.url === '/api/maintenance_requests').map((c) => c.params);
    expect(asked).toEqual([
      expect.objectContaining({ vehicle_id: hilux.public_id, status: 'Pendiente' }),
      expect.objectContaining({ vehicle_id: hilux.public_id, status: 'Aprobada' }),
    ]);
  });

  it('says when the vehicle cannot be loaded, with a way back', async () => {
    signInWith(['Módulo de vehículos']);
    mockApi({
      'GET /api/vehicles/:id': () => {
        throw new HttpError(404, 'El recurso solicitado no existe.', {});
      },
    });
    renderPage(page(), { route: `/vehicle/${uid(999)}` });
    expect(await screen.findByText('El recurso solicitado no existe.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a vehículos' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicle$/));
  });
});
