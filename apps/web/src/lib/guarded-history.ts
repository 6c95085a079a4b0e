import { resolvePath, type History, type Location, type Path, type To, type Update } from './router/history.ts';

type Listener = (update: Update) => void;

/** Whether going from `from` to `to` must wait for the user's answer. */
export type ShouldBlock = (from: Location, to: Path) => boolean;

/** The app's history (lib/router/), with a guard that can hold a navigation until the user answers. */
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
 * Wraps the browser's history (or the tests' memory history). This is what React Router's `useBlocker` gave with
 * its data router, which the app no longer loads; the app's own router (lib/router/) has no blocking either. Back
 * and forward have already moved the address when they are seen: a blocked one is undone with `go(-delta)`, and
 * redone on `proceed`.
 */
export function guardHistory(base: History): GuardedHistory {
  const listeners = new Set<Listener>();
  let guard: { shouldBlock: ShouldBlock; onBlocked: (proceed: () => void) => void } | null = null;
  let current = base.location;
  let passing = false; // the navigation `proceed` performs
  let undoing = false; // the `go(-delta)` that undoes a blocked back or forward

  const blocks = (to: To) =>
    !passing && guard !== null && guard.shouldBlock(current, resolvePath(to, current.pathname));
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
    get location() {
      return base.location;
    },
    go: (delta) => base.go(delta),
    push(to, state) {
      if (blocks(to)) guard!.onBlocked(pass(() => base.push(to, state)));
      else base.push(to, state);
    },
    replace(to, state) {
      if (blocks(to)) guard!.onBlocked(pass(() => base.replace(to, state)));
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
