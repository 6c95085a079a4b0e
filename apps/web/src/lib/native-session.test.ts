import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { TEST_USER } from '../test/render-page.tsx';
import { forgotPassword, login, logout, resetPassword } from './auth-actions.ts';
import { fetchFile } from './download.ts';
import { http, HttpError } from './http.ts';
import {
  apiBase,
  authPath,
  browser,
  devicePreferencesWritten,
  getToken,
  loadDevicePreferences,
  requestCredentials,
  setApiServer,
  setInAppNavigate,
  setToken,
} from './platform.ts';
import { clearSession, getSession, reloadSessionFromStorage, setSession } from './session.ts';

// The device's preferences (SharedPreferences / UserDefaults behind @capacitor/preferences), in memory.
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

const API = 'https://api.gestora.example';
const PERMISSIONS = ['Ver ticket', 'Ver tareas'];

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/** The server, at the fetch boundary: `answer` gets each request; every request is recorded as sent. */
function stubServer(answer: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      sent.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
      return answer(new URL(url, window.location.origin), init) ?? json(200, {});
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let load: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  device.clear();
  vi.stubGlobal('Capacitor', { isNativePlatform: () => true, getPlatform: () => 'android' });
  vi.stubEnv('VITE_API_URL', `${API}/`);
  navigate = vi.fn<(to: string) => void>();
  setInAppNavigate(navigate);
  load = vi.spyOn(browser, 'load').mockImplementation(() => undefined);
});
afterEach(async () => {
  setToken(null);
  vi.stubEnv('VITE_API_URL', API);
  setApiServer(''); // back to the build's address
  clearSession();
  await devicePreferencesWritten();
  setInAppNavigate(null);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the native app at the HTTP boundary', () => {
  it("signs in with POST /api/login on the API's host, without cookies, keeping token and permissions on the device", async () => {
    const sent = stubServer((url) =>
      url.pathname === '/api/login'
        ? json(200, { token: 'tok-1', user: TEST_USER, permissions: PERMISSIONS })
        : undefined,
    );
    await login({ email: 'ana@test.local', password: 'Clave-2026' });

    expect(sent).toHaveLength(1); // no /sanctum/csrf-cookie first
    expect(sent[0].url).toBe(`${API}/api/login`);
    expect(sent[0].init.credentials).toBe('omit');
    expect(sent[0].headers['X-XSRF-TOKEN']).toBeUndefined();
    expect(JSON.parse(String(sent[0].init.body))).toMatchObject({ email: 'ana@test.local', password: 'Clave-2026' });

    await devicePreferencesWritten();
    expect(device.get('auth_token')).toBe('tok-1');
    expect(JSON.parse(device.get('auth_permissions')!)).toEqual(PERMISSIONS);
    // The WebView's own storage holds neither.
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_permissions')).toBeNull();
    expect(getSession().permissions).toEqual(PERMISSIONS);
  });

  it('sends the Bearer token on every request, downloads included, and never asks for cookies', async () => {
    setToken('tok-2');
    const sent = stubServer((url) => (url.pathname.startsWith('/api/files') ? new Response('x') : undefined));
    await http.get('/api/user_permissions');
    await http.post('/api/idea_vote', { idea_id: 'x', vote_type: 'upvote' });
    await http.delete('/api/ideas/x');
    await fetchFile('/api/files/x/informe.pdf');
    expect(sent.map((s) => s.url)).toEqual([
      `${API}/api/user_permissions`,
      `${API}/api/idea_vote`,
      `${API}/api/ideas/x`,
      `${API}/api/files/x/informe.pdf`,
    ]);
    for (const s of sent) {
      expect(s.headers.Authorization).toBe('Bearer tok-2');
      expect(s.init.credentials).toBe('omit');
    }
    expect(requestCredentials()).toBe('omit');
  });

  it('starts signed in from what the device kept: token, permissions and the chosen server', async () => {
    device.set('auth_token', 'tok-kept');
    device.set('auth_permissions', JSON.stringify(PERMISSIONS));
    device.set('api_url', 'https://otra.gestora.example');
    localStorage.setItem('auth_user', JSON.stringify(TEST_USER));
    expect(getToken()).toBeNull();
    expect(await loadDevicePreferences()).toBe(true);
    reloadSessionFromStorage();
    expect(getToken()).toBe('tok-kept');
    expect(getSession()).toEqual({ user: TEST_USER, permissions: PERMISSIONS });
    expect(apiBase()).toBe('https://otra.gestora.example');
  });

  it('on a 401 forgets user, permissions and token, and goes to /login in the app, without a page load', async () => {
    setToken('tok-3');
    setSession(TEST_USER, PERMISSIONS);
    stubServer(() => json(401, { message: MSG.unauthenticated }));
    await expect(http.get('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(load).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(getSession()).toEqual({ user: null, permissions: [] });
    await devicePreferencesWritten();
    expect(device.has('auth_token')).toBe(false);
    expect(device.has('auth_permissions')).toBe(false);
  });

  it('logs out with POST /api/logout and forgets the token; a 404 there goes to /login in the app', async () => {
    setToken('tok-4');
    setSession(TEST_USER, PERMISSIONS);
    let sent = stubServer(() => new Response(null, { status: 204 }));
    await logout();
    expect(sent.map((s) => [s.url, s.headers.Authorization])).toEqual([[`${API}/api/logout`, 'Bearer tok-4']]);
    expect(getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    setToken('tok-5');
    setSession(TEST_USER, PERMISSIONS);
    sent = stubServer(() => json(404, { message: MSG.notFound }));
    await logout();
    expect(sent[0].url).toBe(`${API}/api/logout`);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(load).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
    expect(getSession().user).toBeNull();
  });

  it('asks for a reset link and resets the password through the /api/ variants', async () => {
    const sent = stubServer(() => json(200, { status: 'ok' }));
    await forgotPassword('ana@test.local');
    await resetPassword({
      token: 'x'.repeat(20),
      email: 'ana@test.local',
      password: 'Nueva-Clave-2026',
      password_confirmation: 'Nueva-Clave-2026',
    });
    expect(sent.map((s) => s.url)).toEqual([`${API}/api/forgot-password`, `${API}/api/reset-password`]);
    expect(authPath('/login')).toBe('/api/login');
  });

  it("'Servidor' replaces the build's address, kept on the device; a bad one is refused; empty goes back", async () => {
    expect(apiBase()).toBe(API);
    expect(setApiServer('gestora.miempresa.cl:8443/')).toBe(true);
    expect(apiBase()).toBe('https://gestora.miempresa.cl:8443');
    await devicePreferencesWritten();
    expect(device.get('api_url')).toBe('https://gestora.miempresa.cl:8443');
    for (const bad of ['ftp://gestora.example', 'https://', 'http://exa mple.com'])
      expect(setApiServer(bad)).toBe(false);
    expect(apiBase()).toBe('https://gestora.miempresa.cl:8443');
    expect(setApiServer('http://192.168.1.20:3000')).toBe(true);
    const sent = stubServer();
    await http.get('/api/user_permissions');
    expect(sent[0].url).toBe('http://192.168.1.20:3000/api/user_permissions');
    expect(setApiServer('')).toBe(true);
    expect(apiBase()).toBe(API);
    await devicePreferencesWritten();
    expect(device.has('api_url')).toBe(false);
    // A build without VITE_API_URL has nothing to go back to.
    vi.stubEnv('VITE_API_URL', '');
    expect(setApiServer('')).toBe(false);
  });
});

describe('the web app at the HTTP boundary', () => {
  it('keeps cookies, the page origin and localStorage, and never touches the device', async () => {
    vi.unstubAllGlobals();
    setToken('ignored');
    setSession(TEST_USER, PERMISSIONS);
    expect(getToken()).toBeNull();
    expect(apiBase()).toBe('');
    expect(authPath('/login')).toBe('/login');
    expect(requestCredentials()).toBe('include');
    expect(await loadDevicePreferences()).toBe(false);
    expect(JSON.parse(localStorage.getItem('auth_permissions')!)).toEqual(PERMISSIONS);
    await devicePreferencesWritten();
    expect(device.size).toBe(0);
    const sent = stubServer(() => json(401, { message: MSG.unauthenticated }));
    await expect(http.get('/api/user')).rejects.toBeInstanceOf(HttpError);
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(load).toHaveBeenCalledWith('/login');
    expect(navigate).not.toHaveBeenCalled();
  });
});
