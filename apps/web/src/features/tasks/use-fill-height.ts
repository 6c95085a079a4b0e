import { useLayoutEffect, useState, type RefObject } from 'react';

/** The page's padding below the content (the shell's --app-shell-padding from 768 px). */
const PAGE_PADDING = 20;

/**
 * The height from the element's top to the bottom of the window, less `below` (what the element adds under it),
 * at least `min`: the board's columns take it, so that a long column scrolls inside itself instead of stretching
 * the page. Measured again on resize.
 */
export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  { min, below = 0, enabled = true }: { min: number; below?: number; enabled?: boolean },
): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - PAGE_PADDING - below)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, min, below, enabled]);
  return enabled ? height : undefined;
}
