import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { MSG } from '@gestora/contract/messages';
import { http, HttpError } from './http.ts';
import { CACHED_HEADER, CACHED_VALUE, SW_MESSAGE } from './offline-cache.ts';
import { getOfflineState, OFFLINE_MSG, resetOfflineState } from './offline.ts';
import { queryClient } from './query-client.ts';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

let fetchMock: ReturnType<typeof vi.fn>;
let alertMock: ReturnType<typeof vi.fn>;

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  alertMock = vi.fn();
  vi.stubGlobal('alert', alertMock);
  // A write needs the XSRF cookie first: present, so that the only request a write makes is its own.
  document.cookie = 'XSRF-TOKEN=t; path=/';
  resetOfflineState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  onlineManager.setOnline(true);
  resetOfflineState();
});

describe('writes while offline', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)(
    '%s is refused at once with the Spanish message, never sent nor kept for later',
    async (method) => {
      goOffline();
      const error = await (method === 'delete' ? http.delete('/api/tasks/1') : http[method]('/api/tasks/1', {})).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(0);
      expect((error as HttpError).message).toBe(OFFLINE_MSG.write);
      expect(alertMock).toHaveBeenCalledWith(
        'Sin conexión: no se pudo guardar. Vuelva a intentarlo cuando tenga conexión.',
      );
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('a write whose connection drops on the way says the same, not that the server did not answer', async () => {
    fetchMock.mockImplementation(async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      throw new TypeError('Failed to fetch');
    });
    await expect(http.post('/api/tasks', {})).rejects.toMatchObject({ status: 0, message: OFFLINE_MSG.write });
    expect(alertMock).toHaveBeenCalledWith(OFFLINE_MSG.write);
  });

  it("runs the app's mutations offline instead of pausing them until the network returns", async () => {
    goOffline();
    onlineManager.setOnline(false);
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => http.post('/api/tasks', { name: 'Tarea' }) });
    const settled = await Promise.race([
      mutation.execute(undefined).catch((e: unknown) => e),
      new Promise((resolve) => setTimeout(() => resolve('paused'), 500)),
    ]);
    expect(settled).toBeInstanceOf(HttpError);
    expect((settled as HttpError).message).toBe(OFFLINE_MSG.write);
  });
});

describe('reads while offline', () => {
  it('a read the worker has no copy of fails without an alert (the frame says why)', async () => {
    goOffline();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/api/my_tasks')).rejects.toMatchObject({ status: 0, message: OFFLINE_MSG.read });
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('online, a request without an answer still alerts as spec section 8 says', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/api/my_tasks')).rejects.toMatchObject({ status: 0, message: MSG.noResponse });
    expect(alertMock).toHaveBeenCalledWith(MSG.noResponse);
  });

  it('notes an answer the worker took from its cache, and forgets it on a fresh one or when the link returns', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [] }, { [CACHED_HEADER]: CACHED_VALUE }));
    expect(await http.get('/api/my_tasks')).toEqual({ data: [] });
    expect(getOfflineState().savedData).toBe(true);

    fetchMock.mockResolvedValueOnce(json({ data: [] }));
    await http.get('/api/my_tasks');
    expect(getOfflineState().savedData).toBe(false);

    fetchMock.mockResolvedValueOnce(json({ data: [] }, { [CACHED_HEADER]: CACHED_VALUE }));
    await http.get('/api/my_tasks');
    goOffline();
    expect(getOfflineState()).toEqual({ offline: true, savedData: true });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(getOfflineState()).toEqual({ offline: false, savedData: false });
  });

  it("hears the worker's word about requests made outside lib/http.ts (the first screen's)", async () => {
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    try {
      vi.resetModules();
      const fresh = await import('./offline.ts');
      expect(fresh.getOfflineState().savedData).toBe(false);
      container.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGE.servedFromCache } }));
      expect(fresh.getOfflineState().savedData).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});
