import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { PERMISSIONS_KEY, persistedValues } from './platform.ts';

/**
 * The auth state of spec section 3: user, permissions and the return address. Only user and permissions
 * persist, in localStorage (on native the permissions in the device's preferences: lib/platform.ts); the return
 * address lives in memory and sessionStorage (so it survives the full page load to /login after a 401). Kept free
 * of React and of the HTTP client so both can use it.
 */

const USER_KEY = 'auth_user';
const RETURN_KEY = 'auth_return_to';

export interface SessionState {
  user: TAuthUser | null;
  permissions: string[];
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = persistedValues.get(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

let state: SessionState = {
  user: read<TAuthUser | null>(USER_KEY, null),
  permissions: read<string[]>(PERMISSIONS_KEY, []),
};
let returnTo: string | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((l) => l());
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A session equal to the one held changes nothing and tells nobody: the shell's refresh of the user and the home
 * page's of the permissions usually bring back what localStorage had, and a new state would re-render every reader
 * of useAuth (the route guards, the sidebar, the top bar, the page) at once, twice on every visit.
 */
function isSame(user: TAuthUser | null, permissions: string[]): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return same(user, state.user) && same(permissions, state.permissions);
}

export function setSession(user: TAuthUser | null, permissions: string[]): void {
  if (isSame(user, permissions)) return;
  state = { user, permissions: [...permissions] };
  persistedValues.set(USER_KEY, user ? JSON.stringify(user) : null);
  persistedValues.set(PERMISSIONS_KEY, JSON.stringify(state.permissions));
  emit();
}

export function setPermissions(permissions: string[]): void {
  setSession(state.user, permissions);
}

/**
 * Signed out: user cleared, permissions emptied (spec section 4). `quiet` when a page load to /login follows: the
 * page is not told, or its route guard would first send it to /login itself and race the load — the sign-in page
 * drawn, then loaded again, and a navigation started meanwhile cancelled by the load.
 */
export function clearSession({ quiet = false }: { quiet?: boolean } = {}): void {
  state = { user: null, permissions: [] };
  persistedValues.set(USER_KEY, null);
  persistedValues.set(PERMISSIONS_KEY, null);
  if (!quiet) emit();
}

/** Reloads the state from storage (another tab signed in or out). */
export function reloadSessionFromStorage(): void {
  state = { user: read<TAuthUser | null>(USER_KEY, null), permissions: read<string[]>(PERMISSIONS_KEY, []) };
  emit();
}

export function rememberReturnTo(path: string): void {
  returnTo = path;
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Private mode without sessionStorage: the in-memory copy is enough within this page load.
  }
}

/** The remembered address, if any. Only same-site paths are honoured. */
export function peekReturnTo(): string | null {
  let value = returnTo;
  try {
    value = value ?? sessionStorage.getItem(RETURN_KEY);
  } catch {
    // See rememberReturnTo.
  }
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function clearReturnTo(): void {
  returnTo = null;
  try {
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // See rememberReturnTo.
  }
}
