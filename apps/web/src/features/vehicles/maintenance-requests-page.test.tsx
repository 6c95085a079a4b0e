import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http.ts';
import { pageOf, people, uid } from '../../test/factories.ts';
import {
  buildMaintenanceRequest,
  buildMaintenanceRequestItem,
  buildVehicleOption,
  buildVehicleRef,
} from './maintenance-records.test-data.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { MaintenanceRequestsPage } from './maintenance-requests-page.tsx';

const REVIEWER: Permission[] = [
  'Solicitudes de mantenimiento de vehículos',
  'Revisar solicitudes de mantenimiento',
  'Registrar mantenimientos',
];

const sprinter = buildVehicleRef({ public_id: uid(7002), plate: 'XYZ-789', brand: 'Mercedes-Benz', model: 'Sprinter' });

const pending = buildMaintenanceRequestItem({
  public_id: uid(8001),
  description: 'Ruido en los frenos delanteros al frenar en bajada, sobre todo con la camioneta cargada y en curvas.',
  can: { update: false, review: true, attend: false, delete: false },
});
const approved = buildMaintenanceRequestItem({
  public_id: uid(8002),
  vehicle: sprinter,
  type: null,
  description: 'Cambio de llantas traseras',
  priority: 'Urgente',
  status: 'Aprobada',
  odometer: 98000,
  requested_by: people.lucia,
  can: { update: false, review: false, attend: true, delete: false },
});
const mine = buildMaintenanceRequestItem({
  public_id: uid(8003),
  description: 'Luz de freno trasera quemada',
  priority: 'Baja',
  can: { update: true, review: false, attend: false, delete: true },
});

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/maintenance_requests': () => pageOf([pending, approved, mine]),
    'GET /api/vehicle_options': () => [buildVehicleOption(), buildVehicleOption({ ...sprinter, odometer: 98000 })],
    ...extra,
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('MaintenanceRequestsPage', () => {
  it('lists the requests with their vehicle, type, cut description, priority, status and requester', async () => {
    signInWith(REVIEWER);
    const calls = api();
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request' });
    const first = (await screen.findByText(/^Ruido en los frenos delanteros/)).closest('tr')!;
    expect(within(first).getByText('ABC-123')).toBeInTheDocument();
    expect(within(first).getByText('Toyota Hilux')).toBeInTheDocument();
    expect(within(first).getByText('Revisión de frenos')).toBeInTheDocument();
    expect(within(first).getByText(/…$/)).toBeInTheDocument();
    expect(within(first).getByText('Alta')).toBeInTheDocument();
    expect(within(first).getByText('Pendiente')).toBeInTheDocument();
    expect(within(first).getByText('Pedro Soto')).toBeInTheDocument();
    expect(within(first).getByText('1 de marzo de 2026')).toBeInTheDocument();
    const second = await rowOf('Cambio de llantas traseras');
    expect(within(second).getByText('XYZ-789')).toBeInTheDocument();
    expect(within(second).getByText('Urgente')).toBeInTheDocument();
    expect(within(second).getByText('Aprobada')).toBeInTheDocument();
    expect(within(second).getByText('Lucía Fernández')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/maintenance_requests')?.params).toMatchObject({ page: 1, per_page: 20 });
    expect(screen.getByRole('link', { name: 'Nueva solicitud' })).toHaveAttribute(
      'href',
      '/maintenance_request/create',
    );
  });

  it('sends the filters kept in the URL, and the vehicle and "Mis solicitudes" chosen', async () => {
    signInWith(REVIEWER);
    const calls = api();
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request?status=Aprobada&priority=Urgente' });
    await screen.findByText('Cambio de llantas traseras');
    const list = () => calls.filter((c) => c.url === '/api/maintenance_requests');
    expect(list()[0].params).toMatchObject({ status: 'Aprobada', priority: 'Urgente' });

    await userEvent.click(screen.getByRole('switch', { name: 'Mis solicitudes' }));
    await waitFor(() => expect(list().at(-1)?.params).toMatchObject({ mine: 'true', status: 'Aprobada' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Vehículo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'XYZ-789 · Mercedes-Benz Sprinter' }));
    await waitFor(() => expect(list().at(-1)?.params).toMatchObject({ vehicle_id: sprinter.public_id, mine: 'true' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`vehicle_id=${sprinter.public_id}`);
  });

  it('leaves out "Mis solicitudes" and the new button for whoever may not use them', async () => {
    signInWith(['Revisar solicitudes de mantenimiento']);
    api();
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request' });
    await screen.findByText('Cambio de llantas traseras');
    expect(screen.getByRole('switch', { name: 'Mis solicitudes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva solicitud' })).not.toBeInTheDocument();
  });

  it("offers each row's actions as its can allows", async () => {
    signInWith(['Solicitudes de mantenimiento de vehículos']);
    api();
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request' });
    expect(screen.queryByRole('switch', { name: 'Mis solicitudes' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Acciones de ABC-123: Luz de freno trasera quemada' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Editar', 'Eliminar']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /^Acciones de ABC-123: Ruido en los frenos/ }));
    const other = await screen.findByRole('menu');
    expect(
      within(other)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Ver', 'Revisar']);
  });

  it('rejects a request only with a note, and says so', async () => {
    signInWith(REVIEWER);
    const calls = api({
      'POST /api/maintenance_requests/:id/review': ({ path, body }) =>
        buildMaintenanceRequest({
          public_id: path.id,
          status: 'Rechazada',
          review_note: (body as { note: string }).note,
          reviewer: people.carmen,
          reviewed_at: '2026-03-02T10:00:00.000Z',
        }),
    });
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request' });
    await userEvent.click(await screen.findByRole('button', { name: /^Acciones de ABC-123: Ruido en los frenos/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Revisar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar solicitud' });
    expect(dialog).toHaveTextContent('ABC-123 · Toyota Hilux');
    expect(dialog).toHaveTextContent('Revisión de frenos · 45,200 km');

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Rechazar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Indique el motivo del rechazo.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nota/ }), 'Se cambiaron en enero.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud rechazada')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/maintenance_requests/${pending.public_id}/review`,
      body: { decision: 'Rechazada', note: 'Se cambiaron en enero.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revisar solicitud' })).not.toBeInTheDocument());
  });

  it("shows the server's 409 when the request was reviewed meanwhile, and refreshes the list", async () => {
    signInWith(REVIEWER);
    const calls = api({
      'POST /api/maintenance_requests/:id/review': () => {
        throw new HttpError(409, 'La solicitud ya fue revisada.', {});
      },
    });
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request' });
    await userEvent.click(await screen.findByRole('button', { name: /^Acciones de ABC-123: Ruido en los frenos/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Revisar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisar solicitud' });
    const listed = calls.filter((c) => c.url === '/api/maintenance_requests').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('La solicitud ya fue revisada.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ decision: 'Aprobada', note: null });
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/maintenance_requests').length).toBeGreaterThan(listed),
    );
  });

  it("takes an approved request to the maintenance form, filled from it, with 'Registrar mantenimiento'", async () => {
    signInWith(REVIEWER);
    api();
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Acciones de XYZ-789: Cambio de llantas traseras' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Registrar mantenimiento' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/vehicle_maintenance?request_id=${approved.public_id}&vehicle_id=${sprinter.public_id}&odometer=98000`,
      ),
    );
  });

  it('asks before deleting a request, naming it', async () => {
    signInWith(['Solicitudes de mantenimiento de vehículos']);
    const calls = api({ 'DELETE /api/maintenance_requests/:id': () => ({ message: 'El registro fue eliminado' }) });
    renderPage(<MaintenanceRequestsPage />, { route: '/maintenance_request' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Acciones de ABC-123: Luz de freno trasera quemada' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar solicitud' });
    expect(dialog).toHaveTextContent('solicitud «ABC-123: Luz de freno trasera quemada»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/maintenance_requests/${mine.public_id}`)).toBe(
      true,
    );
  });
});
