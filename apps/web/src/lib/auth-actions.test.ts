import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { signInWith, TEST_USER } from '../test/render-page.tsx';
import { mockApi } from '../test/mock-api.ts';
import { logout } from './auth-actions.ts';
import { refreshUser } from './auth-store.ts';
import { HttpError } from './http.ts';
import { browser } from './platform.ts';
import { getSession } from './session.ts';

let load: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  load = vi.spyOn(browser, 'load').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('auth actions', () => {
  it('logout posts /logout after the csrf cookie and clears user and permissions', async () => {
    signInWith(['Ver usuarios']);
    const calls = mockApi({ 'GET /sanctum/csrf-cookie': () => undefined, 'POST /logout': () => undefined });
    await logout();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /logout');
    expect(getSession()).toEqual({ user: null, permissions: [] });
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('a 404 on logout forces the logout and reloads /login', async () => {
    signInWith(['Ver usuarios']);
    mockApi({
      'GET /sanctum/csrf-cookie': () => undefined,
      'POST /logout': () => {
        throw new HttpError(404, MSG.notFound, {});
      },
    });
    await logout();
    expect(getSession().user).toBeNull();
    expect(load).toHaveBeenCalledWith('/login');
  });

  it('refreshUser replaces the stored user and permissions with the server’s', async () => {
    signInWith(['Ver usuarios'], { name: 'Antiguo' });
    mockApi({ 'GET /api/user': () => ({ ...TEST_USER, name: 'Nuevo', permissions: ['Gestionar cuenta'] }) });
    await refreshUser();
    expect(getSession().user?.name).toBe('Nuevo');
    expect(getSession().permissions).toEqual(['Gestionar cuenta']);
    expect(JSON.parse(localStorage.getItem('auth_permissions')!)).toEqual(['Gestionar cuenta']);
  });
});
