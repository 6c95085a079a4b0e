import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { people, uid } from '../../test/factories.ts';
import { buildMaintenanceFile, buildMaintenanceRequest, buildVehicleOption } from './maintenance-records.test-data.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { MaintenanceRequestCreatePage, MaintenanceRequestEditPage } from './maintenance-request-form-page.tsx';

const hilux = buildVehicleOption();
const sprinter = buildVehicleOption({
  public_id: uid(7002),
  plate: 'XYZ-789',
  brand: 'Mercedes-Benz',
  model: 'Sprinter',
});
const types = [
  { public_id: uid(6101), name: 'Revisión de frenos', interval_km: null, interval_days: null, preventive: false },
  { public_id: uid(6001), name: 'Cambio de aceite', interval_km: 5000, interval_days: 180, preventive: true },
];
const lookups = {
  'GET /api/vehicle_options': () => [hilux, sprinter],
  'GET /api/maintenance_type_options': () => types,
} as const;

const ODOMETER_422 =
  'El kilometraje no puede ser menor que la última lectura registrada (45,000 km el 3 de enero de 2026).';

const editPage = (
  <Routes>
    <Route path="/maintenance_request/edit/:id" element={<MaintenanceRequestEditPage />} />
  </Routes>
);

describe('MaintenanceRequestCreatePage', () => {
  it('preselects the vehicle of ?vehicle_id= and sends the request with its photos in one multipart request', async () => {
    signInWith(['Solicitudes de mantenimiento de vehículos']);
    const calls = mockApi({ ...lookups, 'POST /api/maintenance_requests': () => buildMaintenanceRequest() });
    const { container } = renderPage(<MaintenanceRequestCreatePage />, {
      route: `/maintenance_request/create?vehicle_id=${sprinter.public_id}`,
    });
    const vehicle = screen.getByRole('combobox', { name: /Vehículo/ });
    await waitFor(() => expect(vehicle).toHaveValue('XYZ-789 · Mercedes-Benz Sprinter'));
    expect(screen.getByText('Último registrado: 45,000 km.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Tipo de mantenimiento/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Revisión de frenos' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Prioridad/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Urgente' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Kilometraje/ }), '45200');
    await userEvent.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Los frenos chirrían al frenar.');
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, [
      new File(['png'], 'disco.png', { type: 'image/png' }),
      new File(['jpg'], 'pastillas.jpg', { type: 'image/jpeg' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'photos'))).toEqual({
      vehicle_id: sprinter.public_id,
      type_id: types[0].public_id,
      description: 'Los frenos chirrían al frenar.',
      odometer: '45200',
      priority: 'Urgente',
    });
    expect(body.getAll('photos').map((f) => (f as File).name)).toEqual(['disco.png', 'pastillas.jpg']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/maintenance_request$/));
  });

  it('checks the vehicle and the description before sending, and sends JSON without photos', async () => {
    signInWith(['Solicitudes de mantenimiento de vehículos']);
    const calls = mockApi({ ...lookups, 'POST /api/maintenance_requests': () => buildMaintenanceRequest() });
    renderPage(<MaintenanceRequestCreatePage />, { route: '/maintenance_request/create' });
    await userEvent.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Luz');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione un vehículo.')).toBeInTheDocument();
    expect(screen.getByText('La descripción debe tener al menos 5 caracteres.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('combobox', { name: /Vehículo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'ABC-123 · Toyota Hilux' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Descripción/ }), ' de freno quemada');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        vehicle_id: hilux.public_id,
        type_id: null,
        description: 'Luz de freno quemada',
        odometer: null,
        priority: 'Media',
      }),
    );
  });

  it("shows the server's 422 under the odometer, and clears it when the user types there", async () => {
    signInWith(['Solicitudes de mantenimiento de vehículos']);
    mockApi({
      ...lookups,
      'POST /api/maintenance_requests': () => {
        throw new HttpError(422, ODOMETER_422, {}, { odometer: [ODOMETER_422] });
      },
    });
    renderPage(<MaintenanceRequestCreatePage />, {
      route: `/maintenance_request/create?vehicle_id=${hilux.public_id}`,
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Vehículo/ })).toHaveValue('ABC-123 · Toyota Hilux'),
    );
    const odometer = screen.getByRole('textbox', { name: /Kilometraje/ });
    await userEvent.type(odometer, '44000');
    await userEvent.type(screen.getByRole('textbox', { name: /Descripción/ }), 'Revisar la suspensión');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(ODOMETER_422)).toBeInTheDocument();
    await userEvent.type(odometer, '0');
    expect(screen.queryByText(ODOMETER_422)).not.toBeInTheDocument();
  });
});

describe('MaintenanceRequestEditPage', () => {
  it("edits its requester's pending request, and removes a saved photo", async () => {
    signInWith(['Solicitudes de mantenimiento de vehículos']);
    const photo = buildMaintenanceFile({ name: 'disco.png', mime: 'image/png' });
    const request = buildMaintenanceRequest({ public_id: uid(8101), photos: [photo] });
    const calls = mockApi({
      ...lookups,
      'GET /api/maintenance_requests/:id': () => request,
      'PUT /api/maintenance_requests/:id': ({ body }) => ({ ...request, ...(body as object) }),
      'DELETE /api/maintenance_requests/:id/photos/:file_id': () => ({ message: 'El registro fue eliminado' }),
    });
    renderPage(editPage, { route: `/maintenance_request/edit/${request.public_id}` });
    expect(await screen.findByRole('heading', { name: 'Editar solicitud de mantenimiento' })).toBeInTheDocument();
    const description = await screen.findByRole('textbox', { name: /Descripción/ });
    expect(description).toHaveValue(request.description);
    expect(screen.getByRole('combobox', { name: /Vehículo/ })).toHaveValue('ABC-123 · Toyota Hilux');

    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de disco.png' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar archivo' })).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === `/api/maintenance_requests/${request.public_id}/photos/${photo.public_id}`),
      ).toBe(true),
    );

    await userEvent.clear(description);
    await userEvent.type(description, 'Ruido en los frenos traseros.');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/maintenance_requests/${request.public_id}`,
      body: { vehicle_id: request.vehicle.public_id, description: 'Ruido en los frenos traseros.', odometer: 45200 },
    });
  });

  it('shows a reviewed request read-only: its reviewer, note, photos and the maintenance that attended it', async () => {
    signInWith(['Solicitudes de mantenimiento de vehículos', 'Mantenimiento de vehículos']);
    const request = buildMaintenanceRequest({
      public_id: uid(8102),
      status: 'Atendida',
      reviewer: people.carmen,
      review_note: 'Llevarla al taller de la avenida.',
      reviewed_at: '2026-03-02T15:30:00.000Z',
      record_id: uid(9101),
      photos: [buildMaintenanceFile({ name: 'disco.png', mime: 'image/png' })],
      can: { update: false, review: false, attend: false, delete: false },
    });
    mockApi({ 'GET /api/maintenance_requests/:id': () => request });
    renderPage(editPage, { route: `/maintenance_request/edit/${request.public_id}` });
    expect(await screen.findByText('Carmen Vega')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Solicitud de mantenimiento' })).toBeInTheDocument();
    expect(screen.getAllByText('Atendida')).toHaveLength(2);
    expect(screen.getByText('Llevarla al taller de la avenida.')).toBeInTheDocument();
    expect(screen.getByText('disco.png')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el mantenimiento registrado' })).toHaveAttribute(
      'href',
      `/vehicle_maintenance/edit/${uid(9101)}`,
    );
    expect(screen.queryByRole('textbox', { name: /Descripción/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revisar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it("offers a reviewer 'Revisar' and an approved request 'Registrar mantenimiento' on its page", async () => {
    signInWith(['Revisar solicitudes de mantenimiento', 'Registrar mantenimientos']);
    const toReview = buildMaintenanceRequest({
      public_id: uid(8103),
      can: { update: false, review: true, attend: false, delete: false },
    });
    const calls = mockApi({
      'GET /api/maintenance_requests/:id': () => toReview,
      'POST /api/maintenance_requests/:id/review': () => ({ ...toReview, status: 'Aprobada' }),
    });
    renderPage(editPage, { route: `/maintenance_request/edit/${toReview.public_id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar solicitud' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Solicitud aprobada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'Aprobada', note: null });
    expect(screen.queryByRole('link', { name: 'Registrar mantenimiento' })).not.toBeInTheDocument();
  });

  it("links an approved request's 'Registrar mantenimiento' to the record form filled from it", async () => {
    signInWith(['Registrar mantenimientos']);
    const approved = buildMaintenanceRequest({
      public_id: uid(8104),
      status: 'Aprobada',
      can: { update: false, review: false, attend: true, delete: false },
    });
    mockApi({ 'GET /api/maintenance_requests/:id': () => approved });
    renderPage(editPage, { route: `/maintenance_request/edit/${approved.public_id}` });
    expect(await screen.findByRole('link', { name: 'Registrar mantenimiento' })).toHaveAttribute(
      'href',
      `/vehicle_maintenance?request_id=${approved.public_id}&vehicle_id=${approved.vehicle.public_id}&type_id=${uid(6101)}&odometer=45200`,
    );
  });
});
