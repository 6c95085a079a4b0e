import { createPath, resolvePath, type Action, type History, type Location, type To, type Update } from './history.ts';

/** What each entry keeps in `window.history.state`: the navigation's state and the entry's place in the tab's history. */
interface EntryState {
  usr: unknown;
  idx: number;
}

const entry = () => window.history.state as Partial<EntryState> | null;

/**
 * The tab's history. Each entry records its index (the same `{ usr, idx }` React Router wrote, so entries made
 * before this router still work), which tells how far a back or forward went: the unsaved-changes guard needs it
 * to undo one (lib/guarded-history.ts).
 */
export function createBrowserHistory(): History {
  const listeners = new Set<(update: Update) => void>();
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry()?.usr ?? null };
  };
  let location = read();
  let index = entry()?.idx;
  if (index === undefined) window.history.replaceState({ ...entry(), idx: (index = 0) }, '');

  const changed = (action: Action, delta: number | null) => {
    location = read();
    listeners.forEach((listener) => listener({ action, location, delta }));
  };
  window.addEventListener('popstate', () => {
    const next = entry()?.idx;
    changed('POP', next === undefined || index === undefined ? null : next - index);
    index = next;
  });

  const write = (action: 'PUSH' | 'REPLACE') => (to: To, state?: unknown) => {
    const url = createPath(resolvePath(to, location.pathname));
    const push = action === 'PUSH';
    const idx = (entry()?.idx ?? 0) + (push ? 1 : 0);
    const entryState: EntryState = { usr: state ?? null, idx };
    if (!push) window.history.replaceState(entryState, '', url);
    else {
      try {
        window.history.pushState(entryState, '', url);
      } catch {
        // Safari refuses pushState after too many calls in a short time: the page loads instead, as with a link.
        window.location.assign(url);
        return;
      }
    }
    index = idx;
    changed(action, push ? 1 : 0);
  };

  return {
    get location() {
      return location;
    },
    push: write('PUSH'),
    replace: write('REPLACE'),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
