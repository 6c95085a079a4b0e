import type { TTaskHistoryEntry } from '@gestora/contract/tasks/tasks.schema';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { pageOf } from '../../test/factories.ts';
import { TaskDetailRoute } from './task-detail-route.tsx';
import { build, day, people, uid } from '../../test/factories.ts';

const { camila, pedro } = people;
const projectA = { public_id: uid(2201), code: 'WEB', name: 'Portal web' };
const stageA = { public_id: uid(2211), name: 'Diseño' };
const activityA = { public_id: uid(2221), name: 'Maquetas' };
const taskDetail = build.taskDetail;

const task = taskDetail({
  title: 'Diseñar la portada',
  status: '2',
  priority: 'Urgente',
  end_date: day(4),
  description: '<p>Primera parte</p><img src="x" onerror="window.hacked=1"><p>Segunda parte</p>',
  project: { public_id: projectA.public_id, name: projectA.name },
  stage: stageA,
  stage_activity: activityA,
  members: [camila, pedro],
  files: [
    {
      public_id: '0190a000-0000-7000-8000-00000000ff01',
      name: 'acta.pdf',
      mime: 'application/pdf',
      size: 20480,
      url: '/api/files/0190a000-0000-7000-8000-00000000ff01/acta.pdf',
      uploaded_by: camila,
      created_at: '2026-02-01T10:00:00.000Z',
    },
  ],
});

const history = pageOf<TTaskHistoryEntry>([
  {
    id: 2,
    action: 'status',
    changes: { status: ['1', '2'] },
    actor: camila,
    created_at: '2026-02-02T09:30:00.000Z',
  },
  {
    id: 1,
    action: 'updated',
    changes: { end_date: ['2026-03-01', '2026-03-10'], members: [['Camila Rojas'], ['Camila Rojas', 'Pedro Soto']] },
    actor: pedro,
    created_at: '2026-02-01T08:00:00.000Z',
  },
]);

const api = (t = task, extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/tasks/:id': () => t,
    'GET /api/tasks/:id/comments': () =>
      pageOf([
        {
          public_id: '0190a000-0000-7000-8000-00000000dd01',
          body: '<p>Listo el borrador <span data-type="mention" data-id="x">@Pedro Soto</span></p>',
          author: camila,
          created_at: '2026-02-02T10:00:00.000Z',
          updated_at: '2026-02-02T10:00:00.000Z',
        },
      ]),
    'GET /api/tasks/:id/history': () => history,
    'GET /api/user_options': () => [camila, pedro],
    'GET /api/tasks/:id/subtasks': () => ({
      ...pageOf([]),
      task: { ...t, remaining_days: 'No aplica', members: t.members, created_by: null, can: { manage: false } },
    }),
    ...extra,
  });

const render = () =>
  renderPage(
    <Routes>
      <Route path="/task/:id" element={<TaskDetailRoute />} />
    </Routes>,
    { route: `/task/${task.public_id}` },
  );

describe('TaskDetailRoute: the task page with its subtasks section', () => {
  it('shows the header, the chain as links, the sanitised description, members and attachments', async () => {
    signInWith(['Ver tareas', 'Ver todos los proyectos', 'Ver etapas', 'Ver subtareas']);
    api();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Diseñar la portada' })).toBeInTheDocument();
    expect(screen.getAllByText('En proceso').length).toBeGreaterThan(0);
    expect(screen.getByText('Faltan 4 días')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Portal web' })).toHaveAttribute('href', `/project/${projectA.public_id}`);
    expect(screen.getByRole('link', { name: 'Diseño' })).toHaveAttribute('href', `/stage/detail/${stageA.public_id}`);
    expect(screen.getByText('Maquetas')).toBeInTheDocument();
    expect(screen.getByText('Primera parte')).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    const members = screen.getByRole('list', { name: 'Miembros' });
    expect(within(members).getByText('Pedro Soto')).toBeInTheDocument();
    const files = screen.getByRole('table', { name: 'Archivos adjuntos' });
    expect(within(files).getByRole('button', { name: 'Descargar acta.pdf' })).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Ver acta.pdf' })).toBeInTheDocument();
    // The saved-files table with the attachments' size and uploader; removal in 'Acciones' for who may work it.
    expect(
      within(files)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Archivo', 'Tamaño', 'Subido', 'Descargar', 'Ver', 'Eliminar']);
    expect(within(files).getAllByText('20 KB').length).toBeGreaterThan(0);
    expect(within(files).getAllByText('Camila Rojas').length).toBeGreaterThan(0);
    expect(await within(files).findByRole('button', { name: 'Acciones de acta.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('Esta tarea no tiene subtareas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gestionar subtareas' })).toHaveAttribute(
      'href',
      `/subtasks_in_task/${task.public_id}`,
    );
  });

  it("removes an attachment through the saved-files table's 'Acciones', then reloads the task", async () => {
    signInWith(['Ver tareas']);
    const calls = api(task, { 'DELETE /api/tasks/:id/files/:file': () => ({ message: 'El registro fue eliminado' }) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de acta.pdf' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/tasks/${task.public_id}/files/0190a000-0000-7000-8000-00000000ff01`,
    ]);
    await waitFor(() => expect(calls.filter((c) => c.url === `/api/tasks/${task.public_id}`).length).toBe(2));
  });

  it('tells the history in Spanish words: who, when, field from → to', async () => {
    signInWith(['Ver tareas']);
    api();
    render();
    expect(await screen.findByText('Estado: Pendiente → En proceso')).toBeInTheDocument();
    expect(screen.getByText('Fecha de fin: 1 de marzo de 2026 → 10 de marzo de 2026')).toBeInTheDocument();
    expect(screen.getByText('Miembros: Camila Rojas → Camila Rojas, Pedro Soto')).toBeInTheDocument();
    expect(screen.getByText('cambió el estado')).toBeInTheDocument();
  });

  it('hides edit, delete, status change, upload and comment box without the rights', async () => {
    signInWith(['Ver tareas']);
    const calls = api(
      taskDetail({ ...task, can: { update: false, delete: false, change_status: false, comment: false } }),
    );
    render();
    await screen.findByRole('heading', { level: 1, name: 'Diseñar la portada' });
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Estado' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Adjuntar archivos')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar acta.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Acciones de acta.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nuevo comentario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /subtareas/i })).not.toBeInTheDocument();
    // 'Ver tareas' alone cannot read the subtasks: no section and no call that the API would refuse.
    expect(screen.queryByRole('heading', { name: /Subtareas/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/subtasks'))).toBe(false);
  });

  it('shows the subtasks section to a member without the subtasks screen (Colaborador)', async () => {
    signInWith(['Gestionar tareas asignadas']);
    api();
    render();
    expect(await screen.findByRole('heading', { name: 'Subtareas' })).toBeInTheDocument();
    expect(await screen.findByText('Esta tarea no tiene subtareas')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gestionar subtareas' })).not.toBeInTheDocument();
  });

  it('changes the status from the detail', async () => {
    signInWith(['Gestionar tareas asignadas']);
    const calls = api(task, { 'PUT /api/tasks/:id/status': ({ body }) => ({ ...task, ...(body as object) }) });
    render();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En revisión' }));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/tasks/${task.public_id}/status`,
      body: { status: '3' },
    });
  });

  it('sends a comment with the people picked after "@" as mentions', async () => {
    signInWith(['Gestionar tareas asignadas']);
    const calls = api(task, {
      'POST /api/tasks/:id/comments': ({ body }) => ({
        public_id: '0190a000-0000-7000-8000-00000000dd02',
        body: (body as { body: string }).body,
        author: camila,
        created_at: '2026-02-03T10:00:00.000Z',
        updated_at: '2026-02-03T10:00:00.000Z',
      }),
    });
    render();
    const box = await screen.findByRole('textbox', { name: 'Nuevo comentario' });
    await userEvent.type(box, 'Revise esto @Ped');
    await userEvent.click(await screen.findByRole('option', { name: /Pedro Soto/ }));
    expect(box).toHaveValue('Revise esto @Pedro Soto ');
    await userEvent.type(box, 'por favor');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      body: `<p>Revise esto <span data-type="mention" data-id="${pedro.public_id}" data-label="Pedro Soto">@Pedro Soto</span> por favor</p>`,
      mentions: [pedro.public_id],
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
