import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@gestora/contract/messages';
import type { TInformationPost } from '@gestora/contract/information-board/information-board.schema';
import { HttpError } from '../../lib/http.ts';
import { buildPost, pageOf, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { BoardTab } from './board-tab.tsx';
import { installIntersectionObserver, reachEnd } from '../../components/board-feed.test-utils.ts';

const live = vi.hoisted(() => ({ listener: null as ((p: unknown) => void) | null }));
vi.mock('../../lib/realtime.ts', () => ({
  onRealtime: (_event: string, listener: (p: unknown) => void) => {
    live.listener = listener;
    return () => undefined;
  },
}));

const TI = { public_id: uid(901), name: 'Tecnologías de la Información' };
const RRHH = { public_id: uid(902), name: 'Recursos Humanos' };

beforeEach(() => {
  installIntersectionObserver();
  signInWith([]);
});

describe('the information board tab', () => {
  it('shows cards with author, date, department, sanitised HTML and files, and scrolls to its end', async () => {
    const first = [
      buildPost({
        title: 'Aviso uno',
        content: '<p>Hola <img src=x onerror="window.__xss=1">equipo</p><script>window.__xss=1</script>',
        files: [
          { public_id: uid(), file: '/api/files/x/Acta.pdf', name: 'Acta.pdf', mime: 'application/pdf', size: 10 },
        ],
      }),
      buildPost({ title: 'Aviso dos', department: null, author: { name: 'Ana', last_name: 'López' } }),
    ];
    const calls = mockApi({
      'GET /api/active_departments': () => [TI, RRHH],
      'GET /api/information_board': ({ params }) =>
        pageOf(params?.page === 1 ? first : params?.page === 2 ? [buildPost({ title: 'Aviso tres' })] : []),
    });
    renderPage(<BoardTab />);
    const card = await screen.findByRole('article', { name: 'Aviso uno' });
    // The HTML view and the files table load before the page shows: the card comes whole.
    expect(within(card).getByText(/Hola/)).toHaveTextContent('Hola equipo');
    expect(within(card).getByText('Acta.pdf')).toBeInTheDocument();
    expect(within(card).getByText('Andrés Felipe Sánchez Mejía')).toBeInTheDocument();
    expect(within(card).getByText('5 de marzo de 2026')).toBeInTheDocument();
    expect(within(card).getByText('Ingeniería')).toBeInTheDocument();
    expect(card.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(within(card).getByRole('columnheader', { name: 'Descargar' })).toBeInTheDocument();
    expect(within(card).getByRole('columnheader', { name: 'Ver' })).toBeInTheDocument();
    // The board grants no deletion.
    expect(within(card).queryByRole('columnheader', { name: 'Eliminar' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Acciones')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Aviso dos' })).getByText(MSG.allDepartments),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/information_board')?.params).toEqual({
      page: 1,
      type: 'public',
      department_id: '',
    });

    act(() => reachEnd());
    expect(await screen.findByRole('article', { name: 'Aviso tres' })).toBeInTheDocument();
    act(() => reachEnd());
    expect(await screen.findByText(MSG.noMore)).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/information_board').map((c) => c.params?.page)).toEqual([1, 2, 3]);
  });

  it('restarts at page 1 with the chosen department and replaces the list; an empty result says so', async () => {
    const calls = mockApi({
      'GET /api/active_departments': () => [TI, RRHH],
      'GET /api/information_board': ({ params }) =>
        params?.department_id === RRHH.public_id
          ? pageOf([])
          : pageOf(params?.page === 1 ? [buildPost({ title: 'De todos' })] : []),
    });
    renderPage(<BoardTab />);
    await screen.findByRole('article', { name: 'De todos' });
    const select = screen.getByRole('combobox', { name: /Filtrar Tablero informativo/ });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent(MSG.allDepartments);
    await userEvent.selectOptions(select, RRHH.public_id);
    expect(await screen.findByText(MSG.noRecords)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'De todos' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/information_board').at(-1)?.params).toEqual({
      page: 1,
      type: 'public',
      department_id: RRHH.public_id,
    });
  });

  it('puts a post arriving in real time at the top', async () => {
    mockApi({
      'GET /api/active_departments': () => [TI],
      'GET /api/information_board': ({ params }) => pageOf(params?.page === 1 ? [buildPost({ title: 'Antigua' })] : []),
    });
    renderPage(<BoardTab />);
    await screen.findByRole('article', { name: 'Antigua' });
    const fresh: TInformationPost = buildPost({ title: 'Recién publicada', department: null });
    act(() => live.listener?.(fresh));
    await waitFor(() =>
      expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
        'Recién publicada',
        'Antigua',
      ]),
    );
  });

  it('fails silently: no message, the loading text gone', async () => {
    const calls = mockApi({
      'GET /api/active_departments': () => [],
      'GET /api/information_board': () => {
        throw new HttpError(500, 'Ocurrió un error inesperado en el servidor.', {});
      },
    });
    renderPage(<BoardTab />);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/information_board')).toBe(true));
    await waitFor(() => expect(screen.queryByText(MSG.loading)).not.toBeInTheDocument());
    expect(screen.queryByText(/error/i)).not.toBeInTheDocument();
  });
});
