import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { ProjectCreatePage, ProjectEditPage } from './project-form-page.tsx';
import { carmen, detail } from './projects.test-data.ts';
import { uid } from '../../test/factories.ts';

const options = {
  'GET /api/client_options': () => [
    { public_id: uid(301), name: 'Municipalidad de Arequipa' },
    { public_id: uid(302), name: 'Hospital San Rafael' },
  ],
  'GET /api/active_departments': () => [{ public_id: uid(401), name: 'Ingeniería' }],
  // Only a search finds her: the picker must ask the server with what the user types.
  'GET /api/user_options': ({ params }: { params?: Record<string, unknown> }) =>
    params?.q && 'carmen vega'.includes(String(params.q).toLowerCase()) ? [carmen] : [],
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });
/** Pastes instead of typing key by key: the same change events, a fraction of the time. */
async function fill(name: RegExp, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

describe('ProjectCreatePage', () => {
  it('sends the project and shows the 422 messages under code and end date, cleared as the user types', async () => {
    signInWith(['Registrar proyectos', 'Ver todos los proyectos']);
    const calls = mockApi({
      ...options,
      'POST /api/projects': () => {
        throw new HttpError(
          422,
          'Ya existe un proyecto con ese código.',
          {},
          {
            code: ['Ya existe un proyecto con ese código.'],
            end_date: ['La fecha de fin no puede ser anterior a la fecha de inicio.'],
          },
        );
      },
    });
    renderPage(<ProjectCreatePage />, { route: '/project/create' });
    expect(screen.getByRole('heading', { name: 'Nuevo proyecto' })).toBeInTheDocument();
    await fill(/Código/, 'PAV-2026');
    await fill(/Nombre/, 'Pavimentación Av. Ejército');
    await userEvent.click(screen.getByRole('combobox', { name: 'Cliente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hospital San Rafael' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Responsable' }), 'carm');
    await userEvent.click(await screen.findByRole('option', { name: /Carmen Vega/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya existe un proyecto con ese código.')).toBeInTheDocument();
    expect(screen.getByText('La fecha de fin no puede ser anterior a la fecha de inicio.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      code: 'PAV-2026',
      name: 'Pavimentación Av. Ejército',
      status: 'Planificado',
      client_id: uid(302),
      manager_id: carmen.public_id,
      department_id: null,
    });
    expect(calls.some((c) => c.url === '/api/user_options' && c.params?.q === 'carm')).toBe(true);
    await userEvent.type(field(/Código/), 'B');
    expect(screen.queryByText('Ya existe un proyecto con ese código.')).not.toBeInTheDocument();
  });

  it('checks the required fields before sending', async () => {
    signInWith(['Registrar proyectos']);
    const calls = mockApi(options);
    renderPage(<ProjectCreatePage />, { route: '/project/create' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El código debe tener al menos 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres.')).toBeInTheDocument();
    await userEvent.type(field(/Código/), 'con espacios');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El código solo admite letras, números, punto, guion y guion bajo, sin espacios.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says it was saved and opens the new project', async () => {
    signInWith(['Registrar proyectos', 'Ver todos los proyectos']);
    mockApi({ ...options, 'POST /api/projects': () => detail(7) });
    renderPage(<ProjectCreatePage />, { route: '/project/create' });
    await fill(/Código/, 'PRY-7');
    await fill(/Nombre/, 'Proyecto 7');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/project/${uid(7)}`));
    expect(screen.queryByRole('dialog', { name: 'Cambios sin guardar' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    signInWith(['Registrar proyectos']);
    mockApi(options);
    renderPage(<ProjectCreatePage />, { route: '/project/create' });
    await userEvent.type(field(/Nombre/), 'A medias');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const ask = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    expect(field(/Nombre/)).toHaveValue('A medias');
    expect(screen.getByTestId('location')).toHaveTextContent('/project/create');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/project$/));
  });
});

describe('ProjectEditPage', () => {
  const inactiveClient = { public_id: uid(399), name: 'Cliente retirado' };
  const existing = detail(9, {
    code: 'EDIT-9',
    name: 'Proyecto a editar',
    client: inactiveClient,
    status: 'Pausado',
    description: 'Alcance',
  });
  const editAt = (ui = <ProjectEditPage />) => (
    <Routes>
      <Route path="/project/edit/:id" element={ui} />
      <Route path="*" element={null} />
    </Routes>
  );

  it('loads the project into the form, keeps an inactive client and sends the changes', async () => {
    signInWith(['Actualizar proyectos', 'Ver todos los proyectos']);
    const calls = mockApi({
      ...options,
      'GET /api/projects/:id': () => existing,
      'PUT /api/projects/:id': ({ body }) => ({ ...existing, ...(body as object) }),
    });
    renderPage(editAt(), { route: `/project/edit/${existing.public_id}` });
    expect(await screen.findByDisplayValue('Proyecto a editar')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Cliente retirado (inactivo)');
    expect(screen.getByRole('combobox', { name: 'Responsable' })).toHaveValue('Carmen Vega');
    expect(screen.getByRole('combobox', { name: /Estado/ })).toHaveValue('Pausado');
    await userEvent.clear(field(/Nombre/));
    await fill(/Nombre/, 'Proyecto editado');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/projects/${existing.public_id}`);
    expect(put?.body).toMatchObject({
      code: 'EDIT-9',
      name: 'Proyecto editado',
      client_id: inactiveClient.public_id,
      status: 'Pausado',
      description: 'Alcance',
    });
  });

  it('says so when the project does not exist or is not visible', async () => {
    signInWith(['Actualizar proyectos']);
    mockApi({
      ...options,
      'GET /api/projects/:id': () => {
        throw new HttpError(404, 'El recurso solicitado no existe.', {});
      },
    });
    renderPage(editAt(), { route: `/project/edit/${uid(1)}` });
    expect(await screen.findByText('El recurso solicitado no existe.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });
});
