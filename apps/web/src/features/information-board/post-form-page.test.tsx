import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../lib/router/routes.tsx';
import type { TMyInformationPost } from '@gestora/contract/information-board/information-board.schema';
import { buildPost, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { PostCreatePage, PostEditPage } from './post-form-page.tsx';

const PUBLISH = 'Publicar en tablero informativo';
const myPost = (over: Partial<TMyInformationPost> = {}): TMyInformationPost => ({
  ...buildPost(over),
  updated_at: '2026-03-05T10:00:00.000Z',
  ...over,
});

beforeEach(() => signInWith([PUBLISH]));

describe('publishing on the information board', () => {
  it('publishes for every department and then uploads each attachment', async () => {
    const created = myPost({ title: 'Corte de agua', department: null });
    const calls = mockApi({
      'GET /api/active_departments': () => [],
      'POST /api/information_board': () => created,
      'POST /api/information_board/:id/files': () => created,
    });
    const { history, container } = renderPage(<PostCreatePage />, { route: '/information_board/create' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Título/ }), 'Corte de agua');
    await userEvent.click(screen.getByRole('textbox', { name: /^Contenido/ }));
    await userEvent.paste('Mañana sin agua');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['a'], 'aviso.pdf', { type: 'application/pdf' }),
      new File(['b'], 'plano.png', { type: 'image/png' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(history.location.pathname).toBe('/information_board'));
    expect(calls.find((c) => c.url === '/api/information_board')?.body).toEqual({
      title: 'Corte de agua',
      content: '<p>Mañana sin agua</p>',
      department_id: null,
    });
    const uploads = calls.filter((c) => c.url === `/api/information_board/${created.public_id}/files`);
    expect(uploads.map((u) => ((u.body as FormData).get('files') as File).name)).toEqual(['aviso.pdf', 'plano.png']);
  });

  it('lists the attachments of a post being edited, each removable from the Acciones dropdown', async () => {
    const file = {
      public_id: uid(),
      file: '/api/files/x/Acta.pdf',
      name: 'Acta.pdf',
      mime: 'application/pdf',
      size: 9,
    };
    const post = myPost({ title: 'Reunión general', files: [file] });
    const calls = mockApi({
      'GET /api/active_departments': () => [post.department!],
      'GET /api/information_board/:id': () => post,
      'DELETE /api/information_board/:id/files/:file': () => ({ message: 'El registro fue eliminado' }),
    });
    renderPage(
      <Routes>
        <Route path="/information_board/edit/:id" element={<PostEditPage />} />
      </Routes>,
      { route: `/information_board/edit/${post.public_id}` },
    );
    expect(await screen.findByDisplayValue('Reunión general')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones de Acta.pdf' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El registro fue eliminado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Acta.pdf')).not.toBeInTheDocument());
    expect(
      calls.some(
        (c) => c.method === 'DELETE' && c.url === `/api/information_board/${post.public_id}/files/${file.public_id}`,
      ),
    ).toBe(true);
  });
});
