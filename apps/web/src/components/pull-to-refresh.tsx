import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Group, Loader, Paper, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { pullsToRefresh } from '../lib/platform.ts';

/** How far (after the drag's damping) a pull goes before letting go refreshes. */
export const PULL_THRESHOLD_PX = 64;
/** A pull moves the indicator half as far as the finger, as native lists feel. */
const DAMPING = 0.5;

const inOverlay = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"], [data-pull-refresh="off"]') !== null;

/**
 * The native app's pull to refresh (lib/platform.ts decides where it applies): a finger dragged down from the top
 * of the page shows 'Deslice para actualizar', past the threshold 'Suelte para actualizar', and letting go calls
 * `onRefresh` ('Actualizando…' until it settles). Touches inside a modal or drawer are theirs, not the list's.
 * Returns the indicator to render; nothing on web.
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown> | void): ReactNode {
  const enabled = pullsToRefresh();
  const [pulled, setPulled] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    const reset = () => {
      startY = null;
      distance = 0;
      setPulled(0);
    };
    const start = (e: TouchEvent) => {
      const atTop = (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
      if (busy || !atTop || e.touches.length !== 1 || inOverlay(e.target)) return reset();
      startY = e.touches[0]!.clientY;
      distance = 0;
    };
    const move = (e: TouchEvent) => {
      if (startY === null) return;
      distance = Math.max(0, (e.touches[0]!.clientY - startY) * DAMPING);
      setPulled(Math.min(distance, PULL_THRESHOLD_PX * 1.5));
    };
    const end = () => {
      const far = startY !== null && distance >= PULL_THRESHOLD_PX;
      reset();
      if (!far) return;
      busy = true;
      setRefreshing(true);
      Promise.resolve()
        .then(() => refresh.current())
        // A failed refresh shows on the list itself (its error and 'Reintentar'); the pull only ends.
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          setRefreshing(false);
        });
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', end);
    window.addEventListener('touchcancel', reset);
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', end);
      window.removeEventListener('touchcancel', reset);
    };
  }, [enabled]);

  if (!enabled || (pulled === 0 && !refreshing)) return null;
  const ready = pulled >= PULL_THRESHOLD_PX;
  return (
    <Paper
      role="status"
      shadow="sm"
      radius="xl"
      px="md"
      py={6}
      withBorder
      style={{
        position: 'fixed',
        // Below the top bar (app-frame.module.css), following the finger until the list refreshes.
        top: `calc(var(--app-shell-header-offset, 60px) + ${refreshing ? PULL_THRESHOLD_PX / 2 : pulled / 2}px)`,
        left: '50%',
        transform: 'translateX(-50%)',
        // Its own width, not what is left right of the middle (a fixed box's shrink-to-fit).
        width: 'max-content',
        zIndex: 150,
      }}
    >
      <Group gap={8} wrap="nowrap">
        {refreshing ? (
          <Loader size={14} />
        ) : (
          <IconArrowDown
            size={16}
            style={{ transform: ready ? 'rotate(180deg)' : undefined, transition: 'transform 120ms' }}
          />
        )}
        <Text size="sm" fw={500}>
          {refreshing ? 'Actualizando…' : ready ? 'Suelte para actualizar' : 'Deslice para actualizar'}
        </Text>
      </Group>
    </Paper>
  );
}
