import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TWebLoginResponse } from '@gestora/contract/auth/auth.schema';
import { MSG } from '@gestora/contract/messages';
import { renderPage, TEST_USER } from '../../test/render-page.tsx';
import { mockApi } from '../../test/mock-api.ts';
import { HttpError } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { devicePreferencesWritten, setApiServer, setToken } from '../../lib/platform.ts';
import { LoginPage, SERVER_INVALID } from './login-page.tsx';

// The device's preferences behind @capacitor/preferences, in memory (the native tests below).
const device = vi.hoisted(() => new Map<string, string>());
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: async ({ key }: { key: string }) => ({ value: device.get(key) ?? null }),
    set: async ({ key, value }: { key: string; value: string }) => void device.set(key, value),
    remove: async ({ key }: { key: string }) => void device.delete(key),
    // As Capacitor's plugin proxies do: awaiting the plugin itself fails.
    then: () => {
      throw new Error('"Preferences.then()" is not implemented on android');
    },
  },
}));

afterEach(() => vi.restoreAllMocks());

const email = () => screen.getByLabelText('Correo electrónico');
const password = () => screen.getByLabelText('Contraseña');

describe('LoginPage', () => {
  it('disables the form while the sign-in is in flight and signs in with the remember flag', async () => {
    let finish: (v: TWebLoginResponse) => void = () => undefined;
    const calls = mockApi({
      'GET /sanctum/csrf-cookie': () => undefined,
      'POST /login': () => new Promise((resolve) => (finish = resolve)),
    });
    renderPage(<LoginPage />, { route: '/login' });

    await userEvent.type(email(), 'ana@test.local');
    await userEvent.type(password(), 'Clave-2026');
    await userEvent.click(screen.getByLabelText('Recordarme'));
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled();
    expect(email()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /sanctum/csrf-cookie', 'POST /login']);
    expect(calls[1].body).toEqual({ email: 'ana@test.local', password: 'Clave-2026', remember: true });

    await act(async () => finish({ data: { ...TEST_USER, permissions: ['Gestionar cuenta'] } }));
    await vi.waitFor(() => expect(getSession().user?.email).toBe(TEST_USER.email));
    expect(getSession().permissions).toEqual(['Gestionar cuenta']);
  });

  it('shows 422 messages under their fields and clears a field’s message when the user types in it', async () => {
    mockApi({
      'GET /sanctum/csrf-cookie': () => undefined,
      'POST /login': () => {
        throw new HttpError(
          422,
          MSG.badCredentials,
          {},
          { email: [MSG.badCredentials], password: ['La contraseña es obligatoria.'] },
        );
      },
    });
    renderPage(<LoginPage />, { route: '/login' });

    await userEvent.type(email(), 'carlos@test.local');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByText(MSG.badCredentials)).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();

    await userEvent.type(email(), 'x');
    expect(screen.queryByText(MSG.badCredentials)).not.toBeInTheDocument();
    // The other field keeps its message until the user types there.
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    await userEvent.type(password(), 'a');
    expect(screen.queryByText('La contraseña es obligatoria.')).not.toBeInTheDocument();
  });

  it('shows a refusal without field errors (throttling) above the form', async () => {
    mockApi({
      'GET /sanctum/csrf-cookie': () => undefined,
      'POST /login': () => {
        throw new HttpError(429, 'Demasiados intentos. Intente de nuevo en unos minutos. Espere 60 segundos.', {});
      },
    });
    renderPage(<LoginPage />, { route: '/login' });
    await userEvent.type(email(), 'diego@test.local');
    await userEvent.type(password(), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(/Demasiados intentos/)).toBeInTheDocument();
  });

  it('links to the forgotten-password page', () => {
    renderPage(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/forgot_password');
  });

  it("has no 'Servidor' field on the web", () => {
    renderPage(<LoginPage />, { route: '/login' });
    expect(screen.queryByLabelText('Servidor')).not.toBeInTheDocument();
  });
});

describe("LoginPage in the native app: 'Servidor'", () => {
  afterEach(async () => {
    setToken(null);
    setApiServer('');
    await devicePreferencesWritten();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it("starts at the build's address, refuses a bad one under the field, and signs in at the one typed", async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'ios' });
    vi.stubEnv('VITE_API_URL', 'https://api.gestora.example');
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        sent.push(String(input));
        const body = { token: 'tok-1', user: TEST_USER, permissions: ['Ver ticket'] };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderPage(<LoginPage />, { route: '/login' });
    const server = screen.getByLabelText('Servidor');
    expect(server).toHaveValue('https://api.gestora.example');

    await userEvent.clear(server);
    await userEvent.type(server, 'ftp://gestora');
    await userEvent.type(email(), 'ana@test.local');
    await userEvent.type(password(), 'Clave-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText(SERVER_INVALID)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(server);
    await userEvent.type(server, 'gestora.miempresa.cl');
    expect(screen.queryByText(SERVER_INVALID)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await vi.waitFor(() => expect(getSession().user?.email).toBe(TEST_USER.email));
    expect(sent).toEqual(['https://gestora.miempresa.cl/api/login']);
    await devicePreferencesWritten();
    expect(device.get('api_url')).toBe('https://gestora.miempresa.cl');
    expect(device.get('auth_token')).toBe('tok-1');
  });
});
