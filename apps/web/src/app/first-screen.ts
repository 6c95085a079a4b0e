import { getSession } from '../lib/session.ts';
import { GUEST_SIGN_IN_PATHS, STANDALONE_PATH } from './first-screen-paths.ts';
import { PAGES } from './pages.ts';
import { ShellLayout } from './router.tsx';

/** The longest the first render waits for that code: beyond it the page's spinner shows first, as on other pages. */
export const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Resolves when the code of what the first screen shows is there, for the pages whose files index.html's script
 * asks for beside the entry (build/first-screen-preload.plugin.ts, the same list): the sign-in page for a guest on
 * /login or / (which sends a guest there); for a signed-in visitor the shell, and on the home page the page and the
 * board tab it opens on. main.tsx renders after it, so that the first paint shows the page itself, not a spinner
 * and the page one commit and one layout later: on a slow phone that second layout was the longest task after the
 * first paint (Lighthouse's Total Blocking Time), and React holds a reveal that replaces a fallback 300 ms more.
 * Any other page renders at once, its spinner first; a failed download renders at once too (the page's error
 * boundary tells).
 */
export function firstScreenReady(location: { pathname: string; search: string }): Promise<void> {
  const { pathname, search } = location;
  const wanted: Promise<unknown>[] = [];
  if (!getSession().user) {
    if (GUEST_SIGN_IN_PATHS.includes(pathname)) wanted.push(PAGES['/login']!.preload());
  } else if (!STANDALONE_PATH.test(pathname)) {
    wanted.push(ShellLayout.preload());
    if (pathname === '/') wanted.push(preloadHome(new URLSearchParams(search).get('tab')));
  }
  if (!wanted.length) return Promise.resolve();
  const waited = new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  return Promise.race([Promise.all(wanted).then(() => undefined), waited]).catch(() => undefined);
}

/** The home page, and the board tab when it is the one that opens (no ?tab=, or ?tab=board). */
async function preloadHome(tab: string | null) {
  await PAGES['/']!.preload();
  if (tab && tab !== 'board') return;
  const { BoardTab } = await import('./routes/home-page.tsx');
  await BoardTab.preload();
}
