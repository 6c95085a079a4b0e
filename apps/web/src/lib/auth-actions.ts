import type {
  TAuthUser,
  TLoginRequest,
  TNativeLoginResponse,
  TResetPasswordRequest,
  TStatusResponse,
  TWebLoginResponse,
} from '@gestora/contract/auth/auth.schema';
import { ensureCsrfCookie, http, HttpError } from './http.ts';
import { authPath, isNative, leaveFor, setToken } from './platform.ts';
import { queryClient } from './query-client.ts';
import { clearSession, setSession } from './session.ts';

/** The sign-in calls of spec section 7, web (csrf cookie first) or native (/api/*, Bearer token). */
export async function login(credentials: TLoginRequest): Promise<TAuthUser> {
  if (isNative()) {
    const res = await http.post<TNativeLoginResponse>(authPath('/login'), {
      ...credentials,
      device_name: navigator.userAgent.slice(0, 100),
    });
    setToken(res.token);
    setSession(res.user, res.permissions);
    return res.user;
  }
  await ensureCsrfCookie(true);
  const res = await http.post<TWebLoginResponse>(authPath('/login'), credentials);
  setSession(res.data, res.data.permissions);
  return res.data;
}

/** Local sign-out: user and permissions cleared, the token too on native, cached server data dropped. */
export function clearLocalSession(): void {
  clearSession();
  setToken(null);
  queryClient.clear();
}

/**
 * A 404 on an auth action (the session's user no longer exists): forced logout, then /login in-app on native
 * or a page load on web (spec section 4).
 */
export function forceLogout(navigate?: (to: string) => void): void {
  clearLocalSession();
  if (isNative() && navigate) navigate('/login');
  else leaveFor('/login');
}

/** POST /logout: the session ends on the server; locally it ends whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await ensureCsrfCookie();
    await http.post<void>(authPath('/logout'));
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    // The session's user is gone (spec section 4): forced logout, a fresh page load on web.
    if (err.status === 404) forceLogout();
    // 401/419 mean the server already forgot the session: nothing is left to end there.
  } finally {
    clearLocalSession();
  }
}

export async function forgotPassword(email: string): Promise<string> {
  await ensureCsrfCookie();
  const res = await http.post<TStatusResponse>(authPath('/forgot-password'), { email });
  return res.status;
}

export async function resetPassword(body: TResetPasswordRequest): Promise<string> {
  await ensureCsrfCookie();
  const res = await http.post<TStatusResponse>(authPath('/reset-password'), body);
  return res.status;
}
