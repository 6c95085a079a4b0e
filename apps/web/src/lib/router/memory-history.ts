import { resolvePath, type History, type Location, type To, type Update } from './history.ts';

/**
 * A history kept in memory, for tests: `go()` moves at once (a browser reports back and forward later), with the
 * delta it really moved, clamped to the entries there are.
 */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex = initialEntries.length - 1,
}: { initialEntries?: To[]; initialIndex?: number } = {}): History {
  const listeners = new Set<(update: Update) => void>();
  const at = (to: To, state: unknown = null): Location => ({ ...resolvePath(to, '/'), state });
  const entries = initialEntries.map((to) => at(to));
  let index = Math.min(Math.max(initialIndex, 0), entries.length - 1);
  const changed = (update: Omit<Update, 'location'>) =>
    listeners.forEach((listener) => listener({ ...update, location: entries[index]! }));

  return {
    get location() {
      return entries[index]!;
    },
    push(to, state) {
      entries.splice(++index, entries.length, at(resolvePath(to, entries[index - 1]!.pathname), state));
      changed({ action: 'PUSH', delta: 1 });
    },
    replace(to, state) {
      entries[index] = at(resolvePath(to, entries[index]!.pathname), state);
      changed({ action: 'REPLACE', delta: 0 });
    },
    go(delta) {
      const from = index;
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      changed({ action: 'POP', delta: index - from });
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
