import type { ReactNode } from 'react';
import type { Permission } from '@gestora/contract/permissions';
import { useAuth } from './auth-store.ts';

/** Shows its children only to a user holding at least one of `anyOf` (spec section 6); empty = everyone. */
export function Can({
  anyOf,
  children,
  fallback = null,
}: {
  anyOf: readonly Permission[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const { can } = useAuth();
  return can(...anyOf) ? children : fallback;
}
