import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@gestora/contract/messages';
import { http, HttpError } from './http.ts';
import { browser } from './platform.ts';
import { getSession, peekReturnTo, setSession, subscribeSession } from './session.ts';

const user = {
  public_id: 'u1',
  name: 'Ana',
  last_name: 'Pruebas',
  email: 'ana@test.local',
  phone: null,
  position: null,
  avatar_url: '',
  active: true,
  department: null,
  roles: [],
  permissions: ['Ver usuarios'],
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clearCookies() {
  for (const c of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

let fetchMock: ReturnType<typeof vi.fn>;
let load: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  load = vi.spyOn(browser, 'load').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/department?q=Ventas');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearCookies();
});

describe('http client', () => {
  it.each([401, 419])('on %i clears the session and loads /login, remembering where the user was', async (status) => {
    setSession(user, user.permissions);
    fetchMock.mockResolvedValue(json(status, { message: MSG.unauthenticated }));

    const error = await http.get('/api/departments').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
    expect(getSession()).toEqual({ user: null, permissions: [] });
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(load).toHaveBeenCalledWith('/login');
    expect(peekReturnTo()).toBe('/department?q=Ventas');
  });

  it('loads /login once when every request of a page fails together with 401', async () => {
    setSession(user, user.permissions);
    fetchMock.mockImplementation(async () => json(401, { message: MSG.unauthenticated }));

    const answers = await Promise.allSettled(
      ['/api/user', '/api/user_permissions', '/api/all_notifications'].map((u) => http.get(u)),
    );

    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/login');
    expect(peekReturnTo()).toBe('/department?q=Ventas');
  });

  it('loads /login without telling the page first, whose guard would go there itself and race the load', async () => {
    setSession(user, user.permissions);
    const told = vi.fn();
    const unsubscribe = subscribeSession(told);
    fetchMock.mockResolvedValue(json(401, { message: MSG.unauthenticated }));

    await expect(http.get('/api/departments')).rejects.toBeInstanceOf(HttpError);
    unsubscribe();

    expect(load).toHaveBeenCalledWith('/login');
    expect(told).not.toHaveBeenCalled();
    expect(getSession().user).toBeNull();
  });

  it('tells the page on a guest page, where nothing is loaded', async () => {
    window.history.replaceState(null, '', '/forgot_password');
    setSession(user, user.permissions);
    const told = vi.fn();
    const unsubscribe = subscribeSession(told);
    fetchMock.mockResolvedValue(json(401, { message: MSG.unauthenticated }));

    await expect(http.get('/api/user')).rejects.toBeInstanceOf(HttpError);
    unsubscribe();

    expect(load).not.toHaveBeenCalled();
    expect(told).toHaveBeenCalled();
    expect(getSession().user).toBeNull();
  });

  it('does not reload the sign-in page itself on a 419 there', async () => {
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValue(json(419, { message: MSG.csrfMismatch }));
    await expect(http.get('/api/user')).rejects.toBeInstanceOf(HttpError);
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN on unsafe requests, with cookies included', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D123; path=/';
    fetchMock.mockResolvedValue(json(201, { public_id: 'd1' }));

    const created = await http.post<{ public_id: string }>('/api/departments', { name: 'Ventas' });

    expect(created).toEqual({ public_id: 'd1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/departments');
    const headers = init.headers as Record<string, string>;
    expect(headers['X-XSRF-TOKEN']).toBe('abc==123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ name: 'Ventas' }));
  });

  it('asks for /sanctum/csrf-cookie first when the browser has no XSRF cookie yet', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return new Response(null, { status: 204 });
      }
      return json(200, { ok: true });
    });

    await http.put('/api/departments/d1', { name: 'Legal' });

    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/sanctum/csrf-cookie', '/api/departments/d1']);
    expect((fetchMock.mock.calls[1][1] as RequestInit).headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
  });

  it('does not send the XSRF header on GET and builds the query string without empty values', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    fetchMock.mockResolvedValue(json(200, []));
    await http.get('/api/users', { params: { page: 2, q: 'ana maría', department_id: '', sort: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users?page=2&q=ana+mar%C3%ADa');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends FormData as is (multipart), without a JSON content type', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    fetchMock.mockResolvedValue(json(200, {}));
    const form = new FormData();
    form.append('name', 'Ana');
    await http.post('/api/profile', form);
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('rejects a 422 with the Spanish message and the field errors, without alerting', async () => {
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(
      json(422, { message: MSG.validation, errors: { name: ['El nombre es obligatorio.'] } }),
    );

    const error = (await http.post('/api/departments', {}).catch((e: unknown) => e)) as HttpError;

    expect(error.status).toBe(422);
    expect(error.message).toBe(MSG.validation);
    expect(error.errors).toEqual({ name: ['El nombre es obligatorio.'] });
    expect(alert).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('alerts "No se recibió respuesta del servidor" when the server does not answer', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await http.get('/api/user').catch((e: unknown) => e)) as HttpError;
    expect(alert).toHaveBeenCalledWith('No se recibió respuesta del servidor');
    expect(error.status).toBe(0);
  });

  it('falls back to the generic message when an error has no usable body', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = (await http.get('/api/user').catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(502);
    expect(error.message).toBe('Something went wrong. Please try again.');
  });
});
