import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@gestora/contract/limits';

export interface SubmitState {
  busy: boolean;
  successful: boolean;
  recentlySuccessful: boolean;
  /** Runs `action`, tracking busy/successful; resolves with its result, rethrows its error. */
  run: <T>(action: () => Promise<T>) => Promise<T>;
  reset: () => void;
}

/**
 * The form status of spec section 4: busy while submitting, successful after, and recentlySuccessful for
 * 2000 ms after each success (a "Guardado" hint that fades by itself).
 */
export function useSubmitState(): SubmitState {
  const [busy, setBusy] = useState(false);
  const [successful, setSuccessful] = useState(false);
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async <T>(action: () => Promise<T>): Promise<T> => {
    setBusy(true);
    setSuccessful(false);
    try {
      const result = await action();
      setSuccessful(true);
      setRecentlySuccessful(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setRecentlySuccessful(false), LIMITS.recentlySuccessfulMs);
      return result;
    } finally {
      setBusy(false);
    }
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setSuccessful(false);
    setRecentlySuccessful(false);
  }, []);

  return { busy, successful, recentlySuccessful, run, reset };
}
