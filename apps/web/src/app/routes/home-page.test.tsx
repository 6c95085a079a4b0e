import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderPage, signInWith } from '../../test/render-page.tsx';
import { HomePage } from './home-page.tsx';
import { installIntersectionObserver } from '../../components/board-feed.test-utils.ts';

const LAZY = { timeout: 15_000 };

beforeEach(() => {
  installIntersectionObserver();
  signInWith([]);
});

describe('the home page', () => {
  it(
    "loads the user's permissions on entry and the Gestión figures only when its tab opens",
    { timeout: 40_000 },
    async () => {
      const calls = mockApi({
        'GET /api/user_permissions': () => ['Gestionar cuenta'],
        'GET /api/active_departments': () => [],
        'GET /api/information_board': () => pageOf([]),
        'GET /api/idea': () => pageOf([]),
        'GET /api/tasks_and_tickets_chart': () => ({
          labels_tasks: ['Pendiente'],
          data_tasks: [1],
          labels_tickets: ['Abierto'],
          data_tickets: [0],
        }),
      });
      renderPage(<HomePage />);
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tablero informativo', 'Gestión', 'Ideas']);
      // Each tab's code is imported when it opens: under load that takes longer than findBy's usual second.
      expect(await screen.findByText('No se encontraron registros', {}, LAZY)).toBeInTheDocument();
      expect(calls.map((c) => c.url)).toContain('/api/user_permissions');
      expect(calls.map((c) => c.url)).not.toContain('/api/tasks_and_tickets_chart');
      await userEvent.click(screen.getByRole('tab', { name: 'Gestión' }));
      expect(await screen.findByRole('heading', { name: 'Tickes' }, LAZY)).toBeInTheDocument();
      expect(calls.map((c) => c.url)).toContain('/api/tasks_and_tickets_chart');
      await userEvent.click(screen.getByRole('tab', { name: 'Ideas' }));
      // No ideas: the tab's empty state (an empty list is no feed).
      const ideas = await screen.findByRole('tabpanel', { name: 'Ideas' });
      expect(await within(ideas).findByText('No se encontraron registros', {}, LAZY)).toBeInTheDocument();
    },
  );

  it('opens the tab named in the URL, and keeps the chosen tab there', { timeout: 40_000 }, async () => {
    mockApi({
      'GET /api/user_permissions': () => [],
      'GET /api/active_departments': () => [],
      'GET /api/information_board': () => pageOf([]),
      'GET /api/idea': () => pageOf([]),
    });
    const { history } = renderPage(<HomePage />, { route: '/?tab=ideas' });
    expect(screen.getByRole('tab', { name: 'Ideas' })).toHaveAttribute('aria-selected', 'true');
    // No ideas: the tab's empty state (an empty list is no feed).
    const ideas = await screen.findByRole('tabpanel', { name: 'Ideas' });
    expect(await within(ideas).findByText('No se encontraron registros', {}, LAZY)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tablero informativo' }));
    expect(history.location.search).toBe('');
    await userEvent.click(screen.getByRole('tab', { name: 'Ideas' }));
    expect(history.location.search).toBe('?tab=ideas');
  });
});
