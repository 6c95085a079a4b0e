import type { GuardedHistory } from './guarded-history.ts';
import type { Update } from './router/history.ts';

/**
 * The app's history with room for open overlays: a modal or drawer that holds an entry closes on the phone's back
 * (the browser's, or Android's, which Capacitor hands to the WebView's history) instead of the page being left.
 */
export interface OverlayHistory extends GuardedHistory {
  /**
   * Adds an entry at the same address that the next back removes, calling `onBack` instead of leaving the page.
   * Returns the release, for when the overlay closes otherwise: its entry is taken back out of the history.
   */
  holdOverlay(onBack: () => void): () => void;
}

export const holdsOverlays = (history: unknown): history is OverlayHistory =>
  typeof (history as Partial<OverlayHistory> | null)?.holdOverlay === 'function';

/**
 * Wraps the guarded history (lib/guarded-history.ts). The overlays' entries stay on top of the page's, and the
 * router never hears of them: adding or removing one is not a navigation. A navigation asked for while they are
 * there first takes them out, so that back from the next page returns to this one, not to a copy of it; and
 * anything asked for while such a removal (an asynchronous back, in a browser) is on its way waits for it.
 */
export function withOverlays(base: GuardedHistory): OverlayHistory {
  const listeners = new Set<(update: Update) => void>();
  const held: { onBack: () => void }[] = []; // the overlays with an entry, the newest last
  let ownMoveUnderway = false;
  const waiting: (() => void)[] = [];

  const whenIdle = (run: () => void) => {
    if (ownMoveUnderway) waiting.push(run);
    else run();
  };
  const ownMove = (move: () => void) => {
    ownMoveUnderway = true;
    move();
  };
  const ownMoveDone = () => {
    ownMoveUnderway = false;
    while (!ownMoveUnderway && waiting.length > 0) waiting.shift()!();
  };
  /** Runs a navigation once no overlay entry is left above the page's. */
  const fromThePage = (navigate: () => void) =>
    whenIdle(() => {
      if (held.length === 0) return navigate();
      const entries = held.length;
      held.length = 0; // those overlays close with the page; if one stays, it simply holds no entry
      waiting.push(navigate);
      ownMove(() => base.go(-entries));
    });

  base.listen((update) => {
    if (ownMoveUnderway) return ownMoveDone();
    if (update.action === 'POP' && held.length > 0 && update.delta !== null && update.delta < 0) {
      const back = -update.delta;
      const closing = held.splice(Math.max(0, held.length - back)).reverse();
      closing.forEach((overlay) => overlay.onBack());
      if (back <= closing.length) return; // only overlay entries were passed: the page stays
    }
    listeners.forEach((listener) => listener(update));
  });

  return {
    get location() {
      return base.location;
    },
    push: (to, state) => fromThePage(() => base.push(to, state)),
    replace: (to, state) => fromThePage(() => base.replace(to, state)),
    go: (delta) => whenIdle(() => base.go(delta)),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block: (shouldBlock, onBlocked) => base.block(shouldBlock, onBlocked),
    holdOverlay(onBack) {
      const overlay = { onBack };
      let placed = false;
      let released = false;
      whenIdle(() => {
        if (released) return;
        placed = true;
        held.push(overlay);
        const { location } = base;
        ownMove(() => base.push(location, location.state));
        // A push is heard at once; one still unheard was held by a guard and never happened.
        if (ownMoveUnderway) {
          held.splice(held.indexOf(overlay), 1);
          placed = false;
          ownMoveDone();
        }
      });
      return () => {
        released = true;
        const at = held.indexOf(overlay);
        // Not placed yet, or its entry already gone with a back or a navigation.
        if (!placed || at === -1) return;
        held.splice(at, 1);
        whenIdle(() => ownMove(() => base.go(-1)));
      };
    },
  };
}
