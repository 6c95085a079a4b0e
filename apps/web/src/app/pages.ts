import type { ComponentType } from 'react';
import { WEB_ROUTES } from '@gestora/contract/routes';
import { deferredComponent, type DeferredComponent } from '../lib/deferred-component.tsx';

/**
 * The pages attached to the route table of packages/contract/src/routes.ts, by route path: the first screen's here,
 * every other through app/later-pages.ts, loaded with the first of them.
 */
export type LazyPage = DeferredComponent<object>;

/**
 * A page whose code loads when it first renders, or earlier through `preload` (router.tsx: with the shell's;
 * first-screen.ts: before the first render, when index.html has already asked for it).
 */
function page<M>(load: () => Promise<M>, name: keyof M): LazyPage {
  return deferredComponent(() => load().then((m) => m[name] as ComponentType));
}

/**
 * A page that may show any Mantine component: the CSS of those the first paint left out (app/styles-rest.css)
 * loads with it, asked for first so that it comes before the page's own CSS.
 */
function fullPage<M>(load: () => Promise<M>, name: keyof M): LazyPage {
  return page(() => Promise.all([import('./styles-rest.css'), load()]).then(([, m]) => m), name);
}

/** The first screen's pages: their code comes with the first visit (build/first-screen-preload.plugin.ts). */
const FIRST: Record<string, LazyPage> = {
  '/': page(() => import('./routes/home-page.tsx'), 'HomePage'),
  '/login': page(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
};

/** Any other page: the table of app/later-pages.ts first, then the page's own code. */
const later = (path: string) =>
  fullPage(async () => {
    const load = (await import('./later-pages.ts')).LATER_PAGES[path];
    if (!load) throw new Error(`No page for ${path} in app/later-pages.ts`);
    return { Page: await load() };
  }, 'Page');

export const PAGES: Partial<Record<string, LazyPage>> = Object.fromEntries(
  WEB_ROUTES.map((r) => [r.path, FIRST[r.path] ?? later(r.path)]),
);
