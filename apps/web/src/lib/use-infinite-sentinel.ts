import { useEffect, useRef, useState } from 'react';

/** Spec section 9: "Infinite scroll distance 1" (pixels before the end of the list). */
const DISTANCE_PX = 1;

interface SentinelOptions {
  /** The scrolling element; null is the page's viewport. */
  root?: Element | null;
  /** False while a page loads or when the list has ended. */
  enabled: boolean;
  onReach: () => void;
  /** Changes when a page was appended, so that a sentinel still in view asks for the next one. */
  version: number;
}

/**
 * Infinite scroll: returns a ref for an empty element placed after the last item; `onReach` runs when that element
 * comes within DISTANCE_PX of the visible area of `root`.
 */
export function useInfiniteSentinel({ root = null, enabled, onReach, version }: SentinelOptions) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  useEffect(() => {
    if (!node || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onReachRef.current();
      },
      { root, rootMargin: `0px 0px ${DISTANCE_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, root, enabled, version]);

  return setNode;
}
