import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { StageCreatePage, StageEditPage } from './stage-form-page.tsx';
import { PROJECT, detailOf, projectDetailOf, stageOf } from './stages.test-data.ts';

afterEach(() => vi.restoreAllMocks());

const projectDetail = projectDetailOf();
/** The API of the create page, whose POST refuses the dates as the server would (422 under start_date). */
const refusingDates = {
  'GET /api/project_options': () => [],
  'GET /api/projects/:id': () => projectDetail,
  'POST /api/stages': () => {
    throw new HttpError(
      422,
      'Los datos enviados no son válidos.',
      {},
      { start_date: ['La fecha de inicio debe estar dentro de las fechas del proyecto.'] },
    );
  },
};
const pages = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/stage/create" element={<StageCreatePage />} />
      <Route path="/stage/edit/:id" element={<StageEditPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route },
  );

describe('StageCreatePage', () => {
  it('preselects the project of ?project=, shows its dates and saves to the stage’s detail', async () => {
    signInWith(['Registrar etapas', 'Ver todos los proyectos']);
    const created = stageOf('Instalaciones');
    const calls = mockApi({
      'GET /api/project_options': () => [],
      'GET /api/projects/:id': () => projectDetail,
      'POST /api/stages': () => created,
    });
    pages(`/stage/create?project=${PROJECT.public_id}`);
    expect(await screen.findByDisplayValue('OBR-12 · Edificio central')).toBeInTheDocument();
    expect(
      await screen.findByText(/Dentro de las fechas del proyecto: del 1 de enero de 2026 al 31 de diciembre de 2026/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre/ }), 'Instalaciones');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/stage/detail/${created.public_id}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      project_id: PROJECT.public_id,
      name: 'Instalaciones',
      status: 'Pendiente',
      position: undefined,
    });
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
  });

  it('asks for the project and name before sending', async () => {
    signInWith(['Registrar etapas', 'Ver todos los proyectos']);
    const calls = mockApi(refusingDates);
    pages('/stage/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Seleccione un proyecto.')).toBeInTheDocument();
    // The contract's own message (ZStageRequest), as the server would say it.
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s 422 under its field', async () => {
    signInWith(['Registrar etapas', 'Ver todos los proyectos']);
    mockApi(refusingDates);
    pages(`/stage/create?project=${PROJECT.public_id}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Nombre/ }), 'Instalaciones');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('La fecha de inicio debe estar dentro de las fechas del proyecto.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/stage/create');
  });
});

describe('StageEditPage', () => {
  it('fills the form with the stage and sends the changes', async () => {
    signInWith(['Actualizar etapas', 'Ver todos los proyectos']);
    const stage = detailOf();
    const calls = mockApi({
      'GET /api/stages/:id': () => stage,
      'GET /api/project_options': () => [],
      'GET /api/projects/:id': () => projectDetail,
      'PUT /api/stages/:id': ({ body }) => ({ ...stage, ...(body as object) }),
    });
    pages(`/stage/edit/${stage.public_id}`);
    const name = await screen.findByDisplayValue('Construcción');
    await userEvent.clear(name);
    await userEvent.type(name, 'Obra gruesa');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/stages/${stage.public_id}`,
      body: {
        project_id: PROJECT.public_id,
        name: 'Obra gruesa',
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        status: 'En proceso',
        position: 1,
      },
    });
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
  });
});
