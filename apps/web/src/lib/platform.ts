/**
 * The only place that knows whether the app runs in a browser (cookie session + XSRF) or inside the native
 * shell (Capacitor: Bearer token kept in the device's preferences). Everything else asks these helpers.
 */

const TOKEN_KEY = 'auth_token';
/** The permissions' key, here and in lib/session.ts, which persists them. */
export const PERMISSIONS_KEY = 'auth_permissions';
/** The API address chosen on the native sign-in page ('Servidor'); absent: the build's VITE_API_URL. */
const SERVER_KEY = 'api_url';
/** What the native app keeps in the device's preferences rather than the WebView's storage (spec section 3). */
const DEVICE_KEYS: readonly string[] = [TOKEN_KEY, PERMISSIONS_KEY, SERVER_KEY];

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

/*
 * The device's preferences (@capacitor/preferences) answer asynchronously, while every request needs the token at
 * once: they are read once before the first screen (loadDevicePreferences) and kept here, and each change is
 * written through to them, in order.
 */
const deviceValues = new Map<string, string>();
let deviceWrites: Promise<void> = Promise.resolve();

/** Native: reads the token, permissions and server address from the device's preferences. False on web. */
export async function loadDevicePreferences(): Promise<boolean> {
  if (!isNative()) return false;
  // Destructured where used, never returned from an async function: a plugin is a proxy that answers every
  // property, `then` included, and awaiting it would call that.
  const { Preferences } = await import('@capacitor/preferences');
  const values = await Promise.all(DEVICE_KEYS.map((key) => Preferences.get({ key })));
  DEVICE_KEYS.forEach((key, i) => {
    const { value } = values[i]!;
    if (value === null) deviceValues.delete(key);
    else deviceValues.set(key, value);
  });
  return true;
}

/** Settles once every change made so far has reached the device's preferences. */
export function devicePreferencesWritten(): Promise<void> {
  return deviceWrites;
}

function writeDeviceValue(key: string, value: string | null): void {
  if (value === null) deviceValues.delete(key);
  else deviceValues.set(key, value);
  deviceWrites = deviceWrites
    .then(async () => {
      const { Preferences } = await import('@capacitor/preferences');
      if (value === null) await Preferences.remove({ key });
      else await Preferences.set({ key, value });
    })
    // The value held here still serves this run; the next start would only find the previous one.
    .catch((err: unknown) => console.error(err));
}

/**
 * Where the session's values persist (lib/session.ts): on native the keys spec section 3 names (auth_token,
 * auth_permissions) and the server address go to the device's preferences; everything else, and everything on
 * web, to localStorage.
 */
export const persistedValues = {
  get(key: string): string | null {
    if (isNative() && DEVICE_KEYS.includes(key)) return deviceValues.get(key) ?? null;
    return localStorage.getItem(key);
  },
  set(key: string, value: string | null): void {
    if (isNative() && DEVICE_KEYS.includes(key)) writeDeviceValue(key, value);
    else if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  },
};

const builtApiUrl = () => (import.meta.env.VITE_API_URL as string | undefined)?.trim().replace(/\/+$/, '') ?? '';

/**
 * The fixed API host: the page's own origin on web; on native the address chosen on the sign-in page, else the
 * build's VITE_API_URL.
 */
export function apiBase(): string {
  if (!isNative()) return '';
  return deviceValues.get(SERVER_KEY) ?? builtApiUrl();
}

/**
 * The native sign-in page's 'Servidor': an http(s) address (https:// assumed when none is typed), kept as its
 * origin in the device's preferences; empty returns to the build's address (when it has one). False when it is no
 * such address.
 */
export function setApiServer(address: string): boolean {
  const typed = address.trim();
  if (!typed) {
    // Without an address of its own the app would ask its own pages (capacitor://localhost) for the API.
    if (!builtApiUrl()) return false;
    writeDeviceValue(SERVER_KEY, null);
    return true;
  }
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  if (!URL.canParse(withScheme)) return false;
  const url = new URL(withScheme);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) return false;
  if (url.origin !== builtApiUrl()) writeDeviceValue(SERVER_KEY, url.origin);
  else writeDeviceValue(SERVER_KEY, null);
  return true;
}

/** Auth endpoints: web uses the cookie routes (/login, /logout…), native their /api/* twins. */
export function authPath(path: '/login' | '/logout' | '/forgot-password' | '/reset-password'): string {
  return isNative() ? `/api${path}` : path;
}

export function getToken(): string | null {
  return isNative() ? (deviceValues.get(TOKEN_KEY) ?? null) : null;
}

export function setToken(token: string | null): void {
  if (isNative()) writeDeviceValue(TOKEN_KEY, token || null);
  else deviceValues.delete(TOKEN_KEY);
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

let inAppNavigate: ((to: string) => void) | null = null;

/** The router registers itself so that the native app changes screens without a page load. */
export function setInAppNavigate(fn: ((to: string) => void) | null): void {
  inAppNavigate = fn;
}

/**
 * Goes to `path` once the session has changed under the page (a 401, a forced logout, a tapped push): in-app on
 * native, where a page load would restart the shell, and a full page load on web (spec section 4).
 */
export function leaveFor(path: string): void {
  if (isNative() && inAppNavigate) inAppNavigate(path);
  else browser.load(path);
}

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

/**
 * Lists refresh on a pull down from the top of the screen in the native app only: a browser has its own pull
 * (a reload) on a phone, and none on a desktop.
 */
export function pullsToRefresh(): boolean {
  return isNative();
}

/*
 * The back button. No @capacitor/app here: Android's back reaches the WebView's history (MainActivity.java), so
 * on native as on the web a back is a popstate, and an open modal or drawer closes on it before the page is left
 * (lib/overlay-history.ts, lib/use-back-closes.ts). iOS has no back button; its overlays close by their own.
 */
