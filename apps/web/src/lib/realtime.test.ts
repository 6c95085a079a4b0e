import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstCommit } from './first-paint.ts';
import { setToken } from './platform.ts';
import { connectRealtime, disconnectRealtime } from './realtime.ts';

// The connection's options, as realtime.ts opens it (the protocol itself: live-socket.test.ts).
const opened = vi.hoisted(() => [] as { url?: string; path: string; auth: () => unknown }[]);
vi.mock('./live-socket.ts', () => ({
  connectLiveSocket: (options: (typeof opened)[number]) => {
    opened.push(options);
    return {
      on: () => undefined,
      emit: () => undefined,
      removeAllListeners: () => undefined,
      disconnect: () => undefined,
    };
  },
}));
// The device's preferences, where the native token is kept: a stand-in (the real plugin would load Capacitor's core).
vi.mock('@capacitor/preferences', () => ({
  Preferences: { get: async () => ({ value: null }), set: async () => undefined, remove: async () => undefined },
}));
const lastSocket = () => (opened.length ? { options: opened[opened.length - 1]! } : undefined);

afterEach(() => {
  disconnectRealtime();
  setToken(null);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the real-time connection', () => {
  it("goes, in the native app, to the API's host with the current Bearer token in each handshake", async () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true });
    vi.stubEnv('VITE_API_URL', 'https://api.gestora.example/');
    setToken('token-1');
    afterFirstCommit();
    connectRealtime('0190a000-0000-7000-8000-000000000001');
    await vi.waitFor(() => expect(lastSocket()?.options.url).toBe('https://api.gestora.example'));
    const { auth, path } = lastSocket()!.options;
    expect(path).toBe('/socket.io');
    expect(auth()).toEqual({ token: 'token-1' });
    // A reconnection after the token was renewed sends the new one.
    setToken('token-2');
    expect(auth()).toEqual({ token: 'token-2' });
  });

  it("goes, on the web, to the page's own origin with no token: the session cookie goes with the handshake", async () => {
    afterFirstCommit();
    connectRealtime('0190a000-0000-7000-8000-000000000002');
    await vi.waitFor(() => expect(lastSocket()?.options).toMatchObject({ url: undefined, path: '/socket.io' }));
    expect(lastSocket()!.options.auth()).toEqual({});
  });
});
