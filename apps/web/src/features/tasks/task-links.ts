import { matchRoute } from '@gestora/contract/routes';
import { useAuth } from '../../lib/auth-store.ts';

/** `path` when the app has that screen and the user may open it; null otherwise (shown as plain text). */
export function useAllowedPath(): (path: string) => string | null {
  const { can } = useAuth();
  return (path) => {
    const route = matchRoute(path);
    if (!route) return null;
    if (route.access === 'login' || route.access === 'public') return path;
    if (route.access === 'guest') return null;
    return can(...route.access) ? path : null;
  };
}

/**
 * The task detail's subtasks section, where /task/manage_task sends a member who cannot open the subtasks
 * screen ('/task/:id#subtareas').
 */
export const SUBTASKS_ANCHOR = 'subtareas';
