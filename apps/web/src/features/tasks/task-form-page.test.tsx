import type { Permission } from '@gestora/contract/permissions';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { HttpError } from '../../lib/http.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { TaskCreatePage, TaskEditPage } from './task-form-page.tsx';
import { activityA, camila, projectA, projectB, stageA, stageB, taskDetail } from './tasks.test-utils.ts';

const PERMS: Permission[] = ['Registrar tareas', 'Actualizar tareas', 'Ver tareas', 'Ver todos los proyectos'];

const api = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/project_options': () => [projectA, projectB],
    'GET /api/stage_options': ({ params }) => (params?.project_id === projectA.public_id ? [stageA, stageB] : []),
    'GET /api/stage_activity_options': ({ params }) => (params?.stage_id === stageA.public_id ? [activityA] : []),
    'GET /api/user_options': () => [camila],
    ...extra,
  });

const route = `/task/create?project=${projectA.public_id}&stage=${stageA.public_id}&activity=${activityA.public_id}`;
const combo = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;

describe('TaskCreatePage', () => {
  it('preselects project, stage and activity from the route', async () => {
    signInWith(PERMS);
    const calls = api();
    renderPage(<TaskCreatePage />, { route });
    await waitFor(() => expect(combo(/^Proyecto/)).toHaveValue('WEB · Portal web'));
    await waitFor(() => expect(combo(/^Etapa/)).toHaveValue('Diseño'));
    await waitFor(() => expect(combo(/^Actividad/)).toHaveValue('Maquetas'));
    expect(calls.find((c) => c.url === '/api/stage_options')?.params).toEqual({ project_id: projectA.public_id });
    expect(calls.find((c) => c.url === '/api/stage_activity_options')?.params).toEqual({ stage_id: stageA.public_id });
  });

  it('changing the project clears stage and activity; changing the stage clears the activity', async () => {
    signInWith(PERMS);
    api();
    renderPage(<TaskCreatePage />, { route });
    await waitFor(() => expect(combo(/^Actividad/)).toHaveValue('Maquetas'));

    await userEvent.click(combo(/^Etapa/));
    await userEvent.click(await screen.findByRole('option', { name: 'Construcción' }));
    expect(combo(/^Etapa/)).toHaveValue('Construcción');
    expect(combo(/^Actividad/)).toHaveValue('');

    await userEvent.click(combo(/^Proyecto/));
    await userEvent.click(await screen.findByRole('option', { name: 'ERP · Migración ERP' }));
    expect(combo(/^Proyecto/)).toHaveValue('ERP · Migración ERP');
    expect(combo(/^Etapa/)).toHaveValue('');
    expect(combo(/^Actividad/)).toHaveValue('');
    expect(combo(/^Actividad/)).toBeDisabled();
  });

  it("sends the chain, shows the server's 422s under their fields, then saves and opens the task", async () => {
    signInWith(PERMS);
    let attempts = 0;
    const created = taskDetail({ title: 'Diseñar la portada' });
    const calls = api({
      'POST /api/tasks': () => {
        attempts += 1;
        if (attempts === 1)
          throw new HttpError(
            422,
            'Los datos enviados no son válidos.',
            {},
            {
              stage_activity_id: ['La actividad no pertenece a la etapa seleccionada.'],
              end_date: ['La fecha de fin no puede ser anterior a la fecha de inicio.'],
            },
          );
        return created;
      },
      'GET /api/tasks/:id': () => created,
    });
    const { history } = renderPage(<TaskCreatePage />, { route });
    await waitFor(() => expect(combo(/^Actividad/)).toHaveValue('Maquetas'));
    await userEvent.type(screen.getByRole('textbox', { name: /^Título/ }), 'Diseñar la portada');
    // Pasted HTML source stays text, not markup; Enter starts a paragraph.
    await userEvent.click(screen.getByRole('textbox', { name: /^Descripción/ }));
    await userEvent.paste('Primera línea');
    await userEvent.keyboard('{Enter}');
    await userEvent.paste('<b>Segunda</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('La actividad no pertenece a la etapa seleccionada.')).toBeInTheDocument();
    expect(screen.getByText('La fecha de fin no puede ser anterior a la fecha de inicio.')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Diseñar la portada',
      project_id: projectA.public_id,
      stage_id: stageA.public_id,
      stage_activity_id: activityA.public_id,
      priority: 'Media',
      status: '1',
      member_ids: [],
      description: '<p>Primera línea</p><p>&lt;b&gt;Segunda&lt;/b&gt;</p>',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro guardado con éxito')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe(`/task/${created.public_id}`));
  });

  it('uploads the chosen files after the task is created, one request each', async () => {
    signInWith(PERMS);
    const created = taskDetail({ title: 'Con adjuntos' });
    const calls = api({
      'POST /api/tasks': () => created,
      'POST /api/tasks/:id/files': () => ({ data: [] }),
    });
    const { history, container } = renderPage(<TaskCreatePage />, { route: '/task/create' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Título/ }), 'Con adjuntos');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['a'], 'acta.pdf', { type: 'application/pdf' }),
      new File(['b'], 'foto.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('acta.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/task/${created.public_id}`));
    const uploads = calls.filter((c) => c.url === `/api/tasks/${created.public_id}/files`);
    expect(uploads).toHaveLength(2);
    expect((uploads[0].body as FormData).getAll('files').map((f) => (f as File).name)).toEqual(['acta.pdf']);
    const post = calls.find((c) => c.url === '/api/tasks')?.body as Record<string, unknown>;
    expect(post).toMatchObject({ project_id: null, stage_id: null, stage_activity_id: null });
  });
});

describe('TaskEditPage', () => {
  it('fills the form with the task and keeps its status when saving', async () => {
    signInWith(PERMS);
    const task = taskDetail({
      title: 'Revisar contrato',
      status: '3',
      priority: 'Alta',
      description: '<p>Uno</p><p>Dos</p>',
      project: { public_id: projectA.public_id, name: projectA.name },
      stage: stageA,
      members: [camila],
    });
    const calls = api({
      'GET /api/tasks/:id': () => task,
      'PUT /api/tasks/:id': ({ body }) => ({ ...task, ...(body as object) }),
    });
    const { history } = renderPage(
      <Routes>
        <Route path="/task/edit/:id" element={<TaskEditPage />} />
      </Routes>,
      { route: `/task/edit/${task.public_id}` },
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue('Revisar contrato'));
    const description = screen.getByRole('textbox', { name: /^Descripción/ });
    expect(description.querySelectorAll('p')).toHaveLength(2);
    expect(description).toHaveTextContent('UnoDos');
    expect(combo(/^Etapa/)).toHaveValue('Diseño');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Registro actualizado con éxito')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      status: '3',
      priority: 'Alta',
      member_ids: [camila.public_id],
      stage_id: stageA.public_id,
      description: '<p>Uno</p><p>Dos</p>',
    });
    await waitFor(() => expect(history.location.pathname).toBe(`/task/${task.public_id}`));
  });
});
