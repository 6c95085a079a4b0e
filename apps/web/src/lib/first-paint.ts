/*
 * The app's requests wait for its first screen to be painted. The first render commits the shell and the page,
 * then their effects ask for the menus' counts, the page's data and the real-time client before the browser has
 * painted anything: on a phone those requests compete with the paint for the main thread and the connection, and
 * Lighthouse counts every one of them in the time to the largest paint. Waiting one frame costs the data a few
 * milliseconds and lets the first screen (the greeting, the skeletons) show first. The home page's own data is the
 * exception: index.html's script asks for it before the app runs (lib/first-requests.ts).
 */

let open: () => void = () => undefined;
const painted = new Promise<void>((resolve) => (open = resolve));

// Should nothing ever be committed (a failure before the first render), the requests go anyway.
setTimeout(open, 3_000);

/** Resolves once the first screen has been painted (see `afterFirstCommit`). */
export const firstPaint = (): Promise<void> => painted;

/**
 * Called by the first commit: the requests go after the next frame, or after 100 ms at most (a tab opened in the
 * background paints nothing until it is shown, and its data must not wait for that).
 */
export function afterFirstCommit(): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(open, 0));
  else open();
  setTimeout(open, 100);
}
