import { useEffect, useRef, useState } from 'react';
import { isNative } from './platform.ts';
import { holdsOverlays } from './overlay-history.ts';
import { useHistory } from './router/history-router.tsx';
import { useIsMobile } from './use-is-mobile.ts';

/**
 * On a phone (a narrow window, or the native app), the back button closes this open modal or drawer before it
 * leaves the page: while `opened`, the overlay holds an entry of the app's history (lib/overlay-history.ts) whose
 * back calls `close`. A `close` that keeps it open (a form asking about unsaved changes) takes a new entry.
 * An overlay opened by a navigation (the ticket drawer's ?ticket=, a notification's own address) needs none: back
 * already undoes that navigation, and the overlay with it.
 */
export function useBackCloses(opened: boolean, close: () => void): void {
  const history = useHistory();
  const phone = useIsMobile() || isNative();
  const closeRef = useRef(close);
  closeRef.current = close;
  const [backs, setBacks] = useState(0);

  useEffect(() => {
    if (!opened || !phone || !holdsOverlays(history)) return;
    let gone = false;
    const release = history.holdOverlay(() => {
      gone = true;
      closeRef.current();
      setBacks((n) => n + 1);
    });
    return () => {
      if (!gone) release();
    };
  }, [opened, phone, history, backs]);
}
