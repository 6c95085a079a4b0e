import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { signInWith, TEST_USER } from '../test/render-page.tsx';
import { mockApi } from '../test/mock-api.ts';
import { refreshPermissions, refreshUser, useAuth } from './auth-store.ts';

/** A reader of the session that says how often it has rendered. */
function renderCountingReader() {
  let renders = 0;
  function Reader() {
    const { user, permissions } = useAuth();
    renders += 1;
    return <p>{`${user?.name ?? 'nadie'}: ${permissions.join(', ')}`}</p>;
  }
  render(<Reader />);
  return () => renders;
}

describe('the session as useAuth reads it', () => {
  it('re-renders no reader when a refresh brings back the same user and permissions', async () => {
    signInWith(['Ver usuarios']);
    const renders = renderCountingReader();
    mockApi({
      'GET /api/user': () => ({ ...TEST_USER, permissions: ['Ver usuarios'] }),
      'GET /api/user_permissions': () => ['Ver usuarios'],
    });
    await act(() => refreshUser());
    await act(() => refreshPermissions());
    expect(renders()).toBe(1);
  });

  it('re-renders its readers when the permissions or the user change', async () => {
    signInWith(['Ver usuarios']);
    const renders = renderCountingReader();
    mockApi({
      'GET /api/user_permissions': () => ['Ver usuarios', 'Ver ticket'],
      'GET /api/user': () => ({ ...TEST_USER, name: 'Otra Persona', permissions: ['Ver ticket'] }),
    });
    await act(() => refreshPermissions());
    expect(screen.getByText(`${TEST_USER.name}: Ver usuarios, Ver ticket`)).toBeInTheDocument();
    await act(() => refreshUser());
    expect(screen.getByText('Otra Persona: Ver ticket')).toBeInTheDocument();
    expect(renders()).toBe(3);
    expect(JSON.parse(localStorage.getItem('auth_permissions')!)).toEqual(['Ver ticket']);
  });
});
