import { useMemo, useSyncExternalStore } from 'react';
import type { TAuthUser } from '@gestora/contract/auth/auth.schema';
import { holdsAny, type Permission } from '@gestora/contract/permissions';
import { http } from './http.ts';
import { clearSession, getSession, setPermissions, setSession, subscribeSession } from './session.ts';

/** GET /api/user: the signed-in user again (permissions come with it). */
export async function refreshUser(): Promise<void> {
  const user = await http.get<TAuthUser>('/api/user');
  setSession(user, user.permissions);
}

/** GET /api/user_permissions: the home page reloads the permission list on entry (spec section 2). */
export async function refreshPermissions(): Promise<string[]> {
  const permissions = await http.get<string[]>('/api/user_permissions');
  setPermissions(permissions);
  return permissions;
}

export interface AuthApi {
  user: TAuthUser | null;
  permissions: string[];
  /** Holds at least one of `anyOf` (none: everyone signed in); the names are the contract's catalogue. */
  can: (...anyOf: Permission[]) => boolean;
  setSession: (user: TAuthUser | null, permissions: string[]) => void;
  clear: () => void;
  refresh: () => Promise<void>;
}

export function useAuth(): AuthApi {
  const state = useSyncExternalStore(subscribeSession, getSession, getSession);
  return useMemo(
    () => ({
      user: state.user,
      permissions: state.permissions,
      can: (...anyOf: Permission[]) => holdsAny(state.permissions, anyOf),
      setSession,
      clear: clearSession,
      refresh: refreshUser,
    }),
    [state],
  );
}
