import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderPage, signInWith, TEST_USER } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { EMPTY_NOTIFICATION_API, prepareMenus } from '../../features/notifications/notifications.test-utils.ts';
import { ShellLayout } from './shell-layout.tsx';

vi.mock(
  '../../lib/live-socket.ts',
  async () => (await import('../../features/notifications/notifications.test-utils.ts')).socketModule,
);

beforeEach(prepareMenus);

describe('the signed-in shell', () => {
  it('asks the server for the signed-in user once per visit, not again on every page', async () => {
    signInWith([]);
    const calls = mockApi({
      ...EMPTY_NOTIFICATION_API,
      'GET /api/user': () => ({ ...TEST_USER, permissions: [] }),
    });
    const { history } = renderPage(<ShellLayout />);
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1));

    for (const path of ['/task', '/ticket', '/']) act(() => history.push(path));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    // The menus' own requests settle first: anything the page changes asked for has been asked by then.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/all_notifications').length).toBeGreaterThan(0));
    expect(calls.filter((c) => c.url === '/api/user')).toHaveLength(1);
  });
});
