import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission } from '@gestora/contract/permissions';
import { HttpError } from '../../lib/http.ts';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { buildVehicleDetail, people, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { VehicleCreatePage, VehicleEditPage } from './vehicle-form-page.tsx';

const ALL: Permission[] = ['Módulo de vehículos', 'Registrar vehículos', 'Actualizar vehículos'];
const operaciones = { public_id: uid(401), name: 'Operaciones' };

const options = {
  'GET /api/active_departments': () => [operaciones],
  // Only a search finds him: the picker must ask the server with what the user types.
  'GET /api/user_options': ({ params }: { params?: Record<string, unknown> }) =>
    params?.q && 'pedro soto'.includes(String(params.q).toLowerCase()) ? [people.pedro] : [],
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** Pastes instead of typing key by key: the same change events, a fraction of the time. */
async function fill(name: RegExp, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}
async function choose(name: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
async function fillRequired() {
  await fill(/^Placa/, 'abc-123');
  await choose(/^Tipo/, 'Camioneta');
  await fill(/^Marca/, 'Toyota');
  await fill(/^Modelo/, 'Hilux');
}
const photoInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('VehicleCreatePage', () => {
  it('sends every field and shows the 422 under the plate, cleared when the user types there', async () => {
    signInWith(ALL);
    const calls = mockApi({
      ...options,
      'POST /api/vehicles': () => {
        throw new HttpError(
          422,
          'Ya existe un vehículo con esa placa.',
          {},
          {
            plate: ['Ya existe un vehículo con esa placa.'],
          },
        );
      },
    });
    renderPage(<VehicleCreatePage />, { route: '/vehicle/create' });
    expect(screen.getByRole('heading', { name: 'Nuevo vehículo' })).toBeInTheDocument();
    await fillRequired();
    await fill(/^Año/, '2022');
    await fill(/^Color/, 'Blanco');
    await choose(/^Combustible/, 'Diésel');
    await fill(/^Kilometraje/, '45000');
    await fill(/^VIN/, 'JTFHX02P0K0123456');
    await userEvent.type(screen.getByRole('combobox', { name: /^Conductor/ }), 'pedro');
    await userEvent.click(await screen.findByRole('option', { name: /Pedro Soto/ }));
    await choose(/^Departamento/, 'Operaciones');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe un vehículo con esa placa.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      plate: 'abc-123',
      brand: 'Toyota',
      model: 'Hilux',
      year: 2022,
      colour: 'Blanco',
      type: 'Camioneta',
      vin: 'JTFHX02P0K0123456',
      engine_number: '',
      fuel: 'Diésel',
      odometer: 45000,
      driver_id: people.pedro.public_id,
      responsible_id: null,
      department_id: operaciones.public_id,
      status: 'Disponible',
      insurance_expires_on: null,
      inspection_expires_on: null,
      notes: '',
      active: true,
    });
    await userEvent.type(field(/^Placa/), 'X');
    expect(screen.queryByText('Ya existe un vehículo con esa placa.')).not.toBeInTheDocument();
  });

  it('checks the contract’s rules before sending', async () => {
    signInWith(ALL);
    const calls = mockApi(options);
    renderPage(<VehicleCreatePage />, { route: '/vehicle/create' });
    await fill(/^Placa/, 'AB#12');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La placa solo admite letras, números, espacios y guiones.')).toBeInTheDocument();
    expect(screen.getByText('Seleccione un tipo de vehículo válido.')).toBeInTheDocument();
    expect(screen.getByText('El modelo es obligatorio.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads the photo picked once the vehicle is saved, then opens the vehicle', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    signInWith(ALL);
    const saved = buildVehicleDetail({ public_id: uid(81), plate: 'abc-123' });
    const calls = mockApi({
      ...options,
      'POST /api/vehicles': () => saved,
      'POST /api/vehicles/:id/photo': () => ({ ...saved, photo_url: `/api/vehicles/${saved.public_id}/photo?v=1` }),
    });
    renderPage(<VehicleCreatePage />, { route: '/vehicle/create' });
    await fillRequired();
    await userEvent.upload(photoInput(), new File(['%PDF'], 'ficha.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('El archivo debe ser una imagen JPG, PNG o WEBP de hasta 2 MB.'),
    ).toBeInTheDocument();
    await userEvent.upload(photoInput(), new File(['png'], 'hilux.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Foto del vehículo' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/vehicle/${saved.public_id}`));
    const upload = calls.find((c) => c.url === `/api/vehicles/${saved.public_id}/photo`);
    expect((upload?.body as FormData).get('photo')).toHaveProperty('name', 'hilux.png');
    expect(calls.findIndex((c) => c.url === '/api/vehicles')).toBeLessThan(calls.indexOf(upload!));
    expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).not.toBeInTheDocument();
  });

  it('says so when the vehicle was saved but its photo was refused', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    signInWith(ALL);
    const saved = buildVehicleDetail({ public_id: uid(82) });
    mockApi({
      ...options,
      'POST /api/vehicles': () => saved,
      'POST /api/vehicles/:id/photo': () => {
        throw new HttpError(
          422,
          'El archivo debe ser una imagen JPG, PNG o WEBP de hasta 2 MB.',
          {},
          {
            photo: ['El archivo debe ser una imagen JPG, PNG o WEBP de hasta 2 MB.'],
          },
        );
      },
    });
    renderPage(<VehicleCreatePage />, { route: '/vehicle/create' });
    await fillRequired();
    await userEvent.upload(photoInput(), new File(['not really'], 'falsa.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(
        'El vehículo se guardó, pero la foto no: El archivo debe ser una imagen JPG, PNG o WEBP de hasta 2 MB.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/vehicle/${saved.public_id}`));
  });

  it('has no photo field without "Actualizar vehículos" (the upload needs it)', async () => {
    signInWith(['Módulo de vehículos', 'Registrar vehículos']);
    mockApi(options);
    renderPage(<VehicleCreatePage />, { route: '/vehicle/create' });
    expect(screen.getByRole('heading', { name: 'Documentos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Foto' })).not.toBeInTheDocument();
    expect(photoInput()).toBeNull();
  });

  it('asks before leaving when only a photo was picked', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    signInWith(ALL);
    mockApi(options);
    renderPage(<VehicleCreatePage />, { route: '/vehicle/create' });
    await userEvent.upload(photoInput(), new File(['png'], 'hilux.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const ask = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicle$/));
  });
});

describe('VehicleEditPage', () => {
  const existing = buildVehicleDetail({
    public_id: uid(90),
    plate: 'ABC-123',
    odometer: 45000,
    driver: people.pedro,
    department: { public_id: uid(499), name: 'Área cerrada' },
    insurance_expires_on: '2027-01-03',
    photo_url: `/api/vehicles/${uid(90)}/photo?v=3`,
  });
  const editAt = () => (
    <Routes>
      <Route path="/vehicle/edit/:id" element={<VehicleEditPage />} />
      <Route path="*" element={null} />
    </Routes>
  );

  it('loads the vehicle, keeps its inactive department, and shows the odometer 422 under its field', async () => {
    signInWith(ALL);
    const lower =
      'El kilometraje no puede ser menor que la última lectura registrada (45,000 km el 3 de enero de 2026).';
    const calls = mockApi({
      ...options,
      'GET /api/vehicles/:id': () => existing,
      'PUT /api/vehicles/:id': () => {
        throw new HttpError(422, lower, {}, { odometer: [lower] });
      },
    });
    renderPage(editAt(), { route: `/vehicle/edit/${existing.public_id}` });
    expect(await screen.findByDisplayValue('ABC-123')).toBeInTheDocument();
    expect(screen.getByText('ABC-123 · Toyota Hilux')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Departamento/ })).toHaveValue('Área cerrada (inactiva)');
    expect(screen.getByRole('combobox', { name: /^Conductor/ })).toHaveValue('Pedro Soto');
    expect(screen.getByRole('button', { name: /Vencimiento del seguro/ })).toHaveTextContent('3 de enero de 2027');
    expect(screen.getByRole('img', { name: 'Foto del vehículo' })).toHaveAttribute('src', existing.photo_url);

    const km = field(/^Kilometraje/);
    await userEvent.clear(km);
    await userEvent.paste('44000');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(lower)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/vehicles/${existing.public_id}`);
    expect(put?.body).toMatchObject({
      plate: 'ABC-123',
      odometer: 44000,
      driver_id: people.pedro.public_id,
      department_id: uid(499),
      insurance_expires_on: '2027-01-03',
    });
  });

  it('opens the vehicle after the update and its photo, though the save refreshed the record', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    signInWith(ALL);
    let saved = false;
    const after = { ...existing, updated_at: '2026-03-09T10:00:00.000Z' };
    const calls = mockApi({
      ...options,
      'GET /api/vehicles/:id': () => (saved ? after : existing),
      'PUT /api/vehicles/:id': () => {
        saved = true;
        return after;
      },
      // An upload takes a while: the refreshed record arrives meanwhile.
      'POST /api/vehicles/:id/photo': () => new Promise((done) => setTimeout(() => done(after), 100)),
    });
    renderPage(editAt(), { route: `/vehicle/edit/${existing.public_id}` });
    await screen.findByDisplayValue('ABC-123');
    await fill(/^Color/, ' perla');
    await userEvent.upload(photoInput(), new File(['png'], 'nueva.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/vehicle/${existing.public_id}`));
    expect(screen.getByTestId('location')).not.toHaveTextContent('/edit/');
    expect(calls.some((c) => c.url === `/api/vehicles/${existing.public_id}/photo`)).toBe(true);
  });

  it('removes the saved photo after saving when asked to', async () => {
    signInWith(ALL);
    const calls = mockApi({
      ...options,
      'GET /api/vehicles/:id': () => existing,
      'PUT /api/vehicles/:id': () => existing,
      'DELETE /api/vehicles/:id/photo': () => ({ ...existing, photo_url: null }),
    });
    renderPage(editAt(), { route: `/vehicle/edit/${existing.public_id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar foto' }));
    expect(screen.queryByRole('img', { name: 'Foto del vehículo' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/vehicles/${existing.public_id}/photo`)).toBe(
      true,
    );
  });
});
