/**
 * The only place that knows whether the app runs in a browser (cookie session + XSRF) or inside the native
 * shell (Capacitor: Bearer token kept in storage). Everything else asks these helpers.
 */

const TOKEN_KEY = 'auth_token';

interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

/** Native means a Capacitor platform other than web (spec section 9). */
export function isNative(): boolean {
  if (typeof window === 'undefined') return false;
  const cap = (window as unknown as { Capacitor?: CapacitorGlobal }).Capacitor;
  if (!cap) return false;
  if (typeof cap.isNativePlatform === 'function') return cap.isNativePlatform();
  if (typeof cap.getPlatform === 'function') return cap.getPlatform() !== 'web';
  return false;
}

/** The fixed API host: the page's own origin on web; on native the build's VITE_API_URL. */
export function apiBase(): string {
  if (!isNative()) return '';
  return (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '';
}

/** Auth endpoints: web uses the cookie routes (/login, /logout…), native their /api/* twins. */
export function authPath(path: '/login' | '/logout' | '/forgot-password' | '/reset-password'): string {
  return isNative() ? `/api${path}` : path;
}

export function getToken(): string | null {
  return isNative() ? localStorage.getItem(TOKEN_KEY) : null;
}

export function setToken(token: string | null): void {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

/** Extra headers of every request: the Bearer token on native, nothing on web (the cookie does it). */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** fetch credentials: cookies on web, none on native (spec section 7). */
export function requestCredentials(): RequestCredentials {
  return isNative() ? 'omit' : 'include';
}

/** Full page loads go through here (one place to observe them; jsdom cannot navigate). */
export const browser = {
  load(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The real-time connection: on web the page's own origin, the session cookie going along with the WebSocket's
 * handshake; on native the API host, authenticated with the Bearer token in the handshake's `auth` (spec section 7).
 */
export function realtimeConnection(): {
  url: string | undefined;
  auth: () => { token?: string };
} {
  const native = isNative();
  return {
    url: native ? apiBase() || undefined : undefined,
    auth: () => {
      const token = getToken();
      return token ? { token } : {};
    },
  };
}

/**
 * Native push registration starts `delayMs` after Cordova/Capacitor's 'deviceready' event, or after `fallbackMs`
 * when that event never comes (spec section 7: 2 s after device-ready, 10 s fallback). Resolves once.
 */
export function afterDeviceReady(delayMs: number, fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      document.removeEventListener('deviceready', onReady);
      clearTimeout(fallback);
      resolve();
    };
    const onReady = () => setTimeout(finish, delayMs);
    const fallback = setTimeout(finish, fallbackMs);
    document.addEventListener('deviceready', onReady, { once: true });
  });
}

/** Web push needs a service worker and the Push API (absent in some browsers and in private windows). */
export function supportsWebPush(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window
  );
}
