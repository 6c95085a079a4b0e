import type { HistoryRouterProps, Location } from 'react-router';

export type History = HistoryRouterProps['history'];
type Update = Parameters<Parameters<History['listen']>[0]>[0];
type Listener = (update: Update) => void;

/** Whether going from `from` to `to` must wait for the user's answer. */
export type ShouldBlock = (from: Location, to: Pick<Location, 'pathname' | 'search' | 'hash'>) => boolean;

/** The app's history: React Router's, with a guard that can hold a navigation until the user answers. */
export interface GuardedHistory extends History {
  /**
   * While registered, a navigation that `shouldBlock` names (a link, `navigate()`, the browser's back or forward)
   * does not happen: `onBlocked` receives the function that performs it. Returns the unregistration.
   */
  block(shouldBlock: ShouldBlock, onBlocked: (proceed: () => void) => void): () => void;
}

export const isGuarded = (history: unknown): history is GuardedHistory =>
  typeof (history as Partial<GuardedHistory> | null)?.block === 'function';

/**
 * Wraps a history made with `v5Compat: true` (so that push and replace reach the listeners, as in React Router's
 * BrowserRouter). This is what `useBlocker` gave with the data router, which the app no longer loads (about 16 KB
 * gzipped on every first visit): the declarative router has no blocking of its own. Back and forward have already
 * moved the address when they are seen: a blocked one is undone with `go(-delta)`, and redone on `proceed`.
 */
export function guardHistory(base: History): GuardedHistory {
  const listeners = new Set<Listener>();
  let guard: { shouldBlock: ShouldBlock; onBlocked: (proceed: () => void) => void } | null = null;
  let current = base.location;
  let passing = false; // the navigation `proceed` performs
  let undoing = false; // the `go(-delta)` that undoes a blocked back or forward

  const blocks = (to: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
    !passing && guard !== null && guard.shouldBlock(current, to);
  // The navigation that `proceed` performs is let through; push and replace reach the listener at once, back and
  // forward when the browser reports them (popstate).
  const pass = (navigate: () => void) => () => {
    passing = true;
    navigate();
  };

  base.listen((update) => {
    if (undoing) {
      undoing = false;
      return;
    }
    if (update.action === 'POP' && update.delta && blocks(update.location)) {
      const delta = update.delta;
      undoing = true;
      base.go(-delta);
      guard!.onBlocked(pass(() => base.go(delta)));
      return;
    }
    passing = false;
    current = update.location;
    listeners.forEach((listener) => listener(update));
  });

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      if (blocks(base.encodeLocation(to))) guard!.onBlocked(pass(() => base.push(to, state)));
      else base.push(to, state);
    },
    replace(to, state) {
      if (blocks(base.encodeLocation(to))) guard!.onBlocked(pass(() => base.replace(to, state)));
      else base.replace(to, state);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(shouldBlock, onBlocked) {
      const mine = { shouldBlock, onBlocked };
      guard = mine;
      return () => {
        if (guard === mine) guard = null;
      };
    },
  };
}
