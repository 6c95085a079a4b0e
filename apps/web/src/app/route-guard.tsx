import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '../lib/router/history-router.tsx';
import { Navigate } from '../lib/router/link.tsx';
import type { RouteAccess } from '@gestora/contract/routes';
import { holdsAny } from '@gestora/contract/permissions';
import { useAuth } from '../lib/auth-store.ts';
import { clearReturnTo, peekReturnTo, rememberReturnTo } from '../lib/session.ts';

/**
 * The navigation guard of spec section 2. Guest pages send a signed-in user home; every other page needs a
 * session (the wanted path+query is remembered for after sign-in) and, where listed, one of its permissions.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user, permissions } = useAuth();
  const location = useLocation();

  if (access === 'public') return children;
  if (access === 'guest') return user ? <SignedInRedirect /> : children;
  if (!user) return <RedirectToLogin wanted={location.pathname + location.search} />;
  if (access !== 'login' && !holdsAny(permissions, access)) return <Navigate to="/unauthorized" replace />;
  return children;
}

/** Any path of the signed-in area (including unknown ones) needs a session first. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <RedirectToLogin wanted={location.pathname + location.search} />;
  return children;
}

function RedirectToLogin({ wanted }: { wanted: string }) {
  // Home is where a sign-in lands anyway; remembering it would only shadow an older, more useful address.
  if (wanted !== '/') rememberReturnTo(wanted);
  return <Navigate to="/login" replace />;
}

/**
 * A signed-in user on a guest page: just after signing in this sends them to the remembered address,
 * otherwise home. The address is read once per mount (StrictMode renders twice) and forgotten after.
 */
function SignedInRedirect() {
  const [to] = useState(() => peekReturnTo() ?? '/');
  useEffect(() => clearReturnTo(), []);
  return <Navigate to={to} replace />;
}
