import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_FLAG, registerWebPush, schedulePushRegistration } from './push.ts';
import { browser, setInAppNavigate, setToken } from './platform.ts';

/** The Capacitor plugin, standing in for the device: it answers a registration id when asked. */
const native = vi.hoisted(() => ({
  listeners: new Map<string, (value: unknown) => void>(),
  registerDelayMs: 0,
}));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    addListener: async (event: string, fn: (value: unknown) => void) => {
      native.listeners.set(event, fn);
      return { remove: async () => native.listeners.delete(event) };
    },
    requestPermissions: async () => ({ receive: 'granted' }),
    register: async () => {
      setTimeout(() => native.listeners.get('registration')?.({ value: 'fcm-token-123' }), native.registerDelayMs);
    },
  },
}));

// The device's preferences, where the native token is kept, in memory.
vi.mock('@capacitor/preferences', () => ({
  Preferences: { get: async () => ({ value: null }), set: async () => undefined, remove: async () => undefined },
}));

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const subscriptionJson = {
  endpoint: 'https://push.example/abc',
  expirationTime: null,
  keys: { p256dh: 'p', auth: 'a' },
};

function stubBrowser({ subscribe = async () => ({ toJSON: () => subscriptionJson, options: {} }) } = {}) {
  const register = vi.fn(async () => ({}));
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(subscribe) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve({ pushManager }) },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  return { register, pushManager };
}

function stubFetch(handler: (url: URL) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body = handler(url);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const answer = (url: URL) => (url.pathname === '/api/push/vapid_public_key' ? { key: VAPID } : { result: true });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'Capacitor');
  native.listeners.clear();
});

describe('web push registration', () => {
  it("sends nothing when the 'device' flag is already true", async () => {
    localStorage.setItem(DEVICE_FLAG, 'true');
    const { register } = stubBrowser();
    const fetchMock = stubFetch(answer);
    schedulePushRegistration();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('about 1 s after the menu loads: service worker, subscription with the VAPID key, GET /api/get_device, flag set', async () => {
    const { register, pushManager } = stubBrowser();
    const fetchMock = stubFetch(answer);
    schedulePushRegistration();
    await vi.advanceTimersByTimeAsync(900);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(localStorage.getItem(DEVICE_FLAG)).toBe('true'));

    expect(register).toHaveBeenCalledWith('/sw.js');
    const options = pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toHaveLength(65);
    const device = new URL(String(fetchMock.mock.calls[1][0]), 'http://localhost');
    expect(device.pathname).toBe('/api/get_device');
    expect(device.searchParams.get('platform')).toBe('web');
    expect(JSON.parse(device.searchParams.get('user_device')!)).toEqual(subscriptionJson);
  });

  it('swallows every failure: no alert, no flag', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubBrowser({ subscribe: async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) });
    stubFetch(answer);
    await expect(registerWebPush()).resolves.toBe(false);

    stubBrowser();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(registerWebPush()).resolves.toBe(false);

    stubBrowser();
    stubFetch((url) => (url.pathname === '/api/push/vapid_public_key' ? { key: VAPID } : { result: false }));
    await expect(registerWebPush()).resolves.toBe(false);

    expect(alert).not.toHaveBeenCalled();
    expect(localStorage.getItem(DEVICE_FLAG)).toBeNull();
  });

  it('forgets the flag when the session ends, so that the next person signing in registers the device', async () => {
    const { setSession, clearSession } = await import('./session.ts');
    const { TEST_USER } = await import('../test/render-page.tsx');
    setSession(TEST_USER, []);
    localStorage.setItem(DEVICE_FLAG, 'true');
    clearSession();
    expect(localStorage.getItem(DEVICE_FLAG)).toBeNull();
  });
});

describe('native push registration', () => {
  it("2 s after 'deviceready', waits up to 3 s and 5 s for the registration id, then sends it as a 'native' device", async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    native.registerDelayMs = 4000; // arrives during the second wait
    const fetchMock = stubFetch(() => ({ result: true }));
    schedulePushRegistration();
    document.dispatchEvent(new Event('deviceready'));
    await vi.advanceTimersByTimeAsync(1900);
    expect(native.listeners.has('registration')).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(native.listeners.has('registration')).toBe(true));
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const device = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(device.searchParams.get('platform')).toBe('native');
    expect(device.searchParams.get('user_device')).toBe('fcm-token-123');
    expect(localStorage.getItem(DEVICE_FLAG)).toBe('true');
  });

  it('sends the device with the Bearer token, and a tapped push opens its item in the app', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    setToken('tok-push');
    const navigate = vi.fn();
    setInAppNavigate(navigate);
    const load = vi.spyOn(browser, 'load').mockImplementation(() => undefined);
    native.registerDelayMs = 0;
    const fetchMock = stubFetch(() => ({ result: true }));
    schedulePushRegistration();
    await vi.advanceTimersByTimeAsync(10_000 + 3000 + 100);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, 'http://localhost').pathname).toBe('/api/get_device');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-push');
    expect(init.credentials).toBe('omit');
    native.listeners.get('pushNotificationActionPerformed')?.({ notification: { data: { link: '/tickets/abc' } } });
    native.listeners.get('pushNotificationActionPerformed')?.({ notification: { data: { link: '//evil.example' } } });
    expect(navigate.mock.calls).toEqual([['/tickets/abc']]);
    expect(load).not.toHaveBeenCalled();
    setToken(null);
    setInAppNavigate(null);
  });

  it('gives up quietly when no registration id comes within the waits', async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    native.registerDelayMs = 60_000;
    const fetchMock = stubFetch(() => ({ result: true }));
    schedulePushRegistration();
    await vi.advanceTimersByTimeAsync(10_000 + 3000 + 5000 + 100); // no 'deviceready': the 10 s fallback
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(DEVICE_FLAG)).toBeNull();
  });
});
