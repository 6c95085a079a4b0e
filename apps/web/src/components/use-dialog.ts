import { useCallback, useState } from 'react';

/** What a page hands the modal it opens: whether it is open, and how it closes. */
export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * A modal opened for a value (a row to edit, null for a new one). Each opening gets a new `key`, so that the
 * modal's form starts from that value; the value stays while the modal fades out after `close`.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ opened: boolean; value: T | null; key: number }>({
    opened: false,
    value: null,
    key: 0,
  });
  const open = useCallback((value: T | null) => setState((s) => ({ opened: true, value, key: s.key + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, opened: false })), []);
  return { ...state, open, close };
}
