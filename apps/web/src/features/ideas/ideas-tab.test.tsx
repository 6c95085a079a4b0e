import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@gestora/contract/messages';
import { http } from '../../lib/http.ts';
import { IDEA_NOTIFICATION_TYPE } from '@gestora/contract/notifications/notification-kinds';
import { buildIdea, pageOf, uid } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { installIntersectionObserver } from '../../components/board-feed.test-utils.ts';
import { ANALYSIS_TITLE, IdeasTab, VOTE_FAILED, VOTED } from './ideas-tab.tsx';

const live = vi.hoisted(() => ({ listener: null as ((p: unknown) => void) | null }));
vi.mock('../../lib/realtime.ts', () => ({
  onRealtime: (_event: string, listener: (p: unknown) => void) => {
    live.listener = listener;
    return () => undefined;
  },
}));

beforeEach(() => {
  installIntersectionObserver();
  signInWith(['Gestionar cuenta']);
});

const ideasApi = (ideas: ReturnType<typeof buildIdea>[]) => ({
  'GET /api/active_departments': () => [],
  'GET /api/idea': ({ params }: { params?: Record<string, unknown> }) => pageOf(params?.page === 1 ? ideas : []),
});

describe('the ideas tab', () => {
  it("replaces the card's counts with the server's after a vote and says so", async () => {
    const idea = buildIdea({ title: 'Pausas activas', votes_count: 3, negative_votes: 1 });
    const calls = mockApi({
      ...ideasApi([idea]),
      'POST /api/idea_vote': () => ({ votes_count: 4, negative_votes: 0, my_vote: 'upvote' }),
    });
    renderPage(<IdeasTab />);
    const card = await screen.findByRole('article', { name: 'Pausas activas' });
    expect(within(card).getByTestId('votes-count')).toHaveTextContent('3');
    expect(within(card).getByTestId('negative-votes')).toHaveTextContent('1');
    await userEvent.click(within(card).getByRole('button', { name: 'Votar a favor (3)' }));
    expect(await screen.findByText(VOTED)).toBeInTheDocument();
    expect(within(card).getByTestId('votes-count')).toHaveTextContent('4');
    expect(within(card).getByTestId('negative-votes')).toHaveTextContent('0');
    expect(within(card).getByRole('button', { name: 'Votar a favor (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.url === '/api/idea_vote')?.body).toEqual({
      idea_id: idea.public_id,
      vote_type: 'upvote',
    });
  });

  it('accepts a vote answer only with both counts; otherwise the counts stay and it says Error al votar', async () => {
    const idea = buildIdea({ title: 'Boletín', votes_count: 2, negative_votes: 2 });
    mockApi(ideasApi([idea]));
    // An answer without negative_votes (a proxy's or an old server's): the client must not take it.
    const post = vi.spyOn(http, 'post').mockResolvedValue({ votes_count: 9 });
    renderPage(<IdeasTab />);
    const card = await screen.findByRole('article', { name: 'Boletín' });
    await userEvent.click(within(card).getByRole('button', { name: 'Votar en contra (2)' }));
    expect(await screen.findByText(VOTE_FAILED)).toBeInTheDocument();
    expect(within(card).getByTestId('votes-count')).toHaveTextContent('2');
    expect(post).toHaveBeenCalledWith('/api/idea_vote', { idea_id: idea.public_id, vote_type: 'downvote' });
  });

  it('shows the AI-analysis button only when the idea has one, in a large modal keeping line breaks', async () => {
    mockApi(
      ideasApi([
        buildIdea({ title: 'Con análisis', analysis_ia: 'Viabilidad: alta.\nRiesgos: bajos.' }),
        buildIdea({ title: 'Sin análisis', analysis_ia: null }),
      ]),
    );
    renderPage(<IdeasTab />);
    const without = await screen.findByRole('article', { name: 'Sin análisis' });
    expect(within(without).queryByRole('button', { name: 'Análisis IA' })).not.toBeInTheDocument();
    const withIt = screen.getByRole('article', { name: 'Con análisis' });
    await userEvent.click(within(withIt).getByRole('button', { name: 'Análisis IA' }));
    const dialog = await screen.findByRole('dialog', { name: ANALYSIS_TITLE });
    const text = within(dialog).getByTestId('analysis-text');
    expect(text.textContent).toBe('Viabilidad: alta.\nRiesgos: bajos.');
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('opens the analysis a notification links to (?idea=), and closing it drops the parameter', async () => {
    const idea = buildIdea({ title: 'Huerto', analysis_ia: 'Viabilidad: alta.\nRiesgos: plagas.' });
    const calls = mockApi({
      ...ideasApi([idea]),
      'GET /api/ideas/:id': ({ path }) => ({ ...idea, public_id: path.id, updated_at: idea.created_at }),
    });
    const { history } = renderPage(<IdeasTab />, { route: `/?tab=ideas&idea=${idea.public_id}` });
    const dialog = await screen.findByRole('dialog', { name: ANALYSIS_TITLE });
    expect(within(dialog).getByTestId('analysis-text').textContent).toBe('Viabilidad: alta.\nRiesgos: plagas.');
    expect(calls.map((c) => c.url)).toContain(`/api/ideas/${idea.public_id}`);
    await userEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(history.location.search).toBe('?tab=ideas'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reloads the board when an "analysis ready" notification arrives, and not for other notifications', async () => {
    let analysed = false;
    const idea = () => buildIdea({ public_id: uid(77), title: 'Huerto', analysis_ia: analysed ? 'Viabilidad.' : null });
    const calls = mockApi({
      'GET /api/active_departments': () => [],
      'GET /api/idea': ({ params }) => pageOf(params?.page === 1 ? [idea()] : []),
    });
    renderPage(<IdeasTab />);
    const card = await screen.findByRole('article', { name: 'Huerto' });
    expect(within(card).queryByRole('button', { name: 'Análisis IA' })).not.toBeInTheDocument();
    const loads = () => calls.filter((c) => c.url === '/api/idea').length;
    const before = loads();
    act(() => live.listener?.({ notification: { type: 'Ticket' } }));
    analysed = true;
    act(() => live.listener?.({ notification: { type: IDEA_NOTIFICATION_TYPE } }));
    expect(await within(card).findByRole('button', { name: 'Análisis IA' })).toBeInTheDocument();
    expect(loads()).toBeGreaterThan(before);
  });

  it('says No se encontraron registros for an empty first page', async () => {
    mockApi(ideasApi([]));
    renderPage(<IdeasTab />);
    expect(await screen.findByText(MSG.noRecords)).toBeInTheDocument();
  });
});
