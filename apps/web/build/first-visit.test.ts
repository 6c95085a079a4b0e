// Builds the app as production does (its own vite.config.ts, into a temporary folder) and sums what a first visit
// of /login and of the home page downloads, gzipped, from the build's manifest.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VISIT_BUDGET, FIRST_VISIT_PAGES, firstVisit } from './first-visit.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(path.join(tmpdir(), 'gestora-first-visit-'));

/**
 * Both pages are within the budget (150 KB of JavaScript): /login about 122 KB, the home page 148 KB —
 * the initial chunk (React DOM about 63 KB, Mantine's core, TanStack Query, the app's own router, the app's frame,
 * the route table with only the first screen's pages: app/later-pages.ts holds the others), the shell (the top bar,
 * the sidebar, the offline notice's slot), the page, the board tab, what they share (the inputs, TanStack Query's
 * observers) and index.html's preload script, which also asks for the home page's data (lib/first-requests.ts).
 * The home page has about 2 KB to spare: what it gains must be paid for elsewhere, or load later.
 */
const JS_CEILING = { login: FIRST_VISIT_BUDGET.js, home: FIRST_VISIT_BUDGET.js };

describe('first visit of /login and of the home page (gzipped)', () => {
  beforeAll(async () => {
    // Vitest sets NODE_ENV=test, which would give React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root,
        mode: 'production',
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'error',
        build: { outDir },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  }, 240_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('downloads at most 30 KB of CSS on each page, and not all of Mantine', () => {
    for (const lazy of Object.values(FIRST_VISIT_PAGES)) {
      const visit = firstVisit(outDir, lazy);
      expect(visit.css).toBeLessThanOrEqual(FIRST_VISIT_BUDGET.css);
      expect(visit.files.some((f) => f.includes('styles-rest'))).toBe(false);
    }
  });

  it("carries the theme's CSS variables in the first paint's CSS, as MantineProvider no longer writes them", () => {
    const css = firstVisit(outDir, FIRST_VISIT_PAGES.login)
      .files.filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(outDir, f), 'utf8'))
      .join('');
    // The app's own values (theme.ts): its dimmed grey, its brand colour and its font.
    expect(css).toContain('--mantine-color-dimmed:#666d75');
    expect(css).toMatch(/--mantine-color-brand-7:\s*#44639f/);
    expect(css).toMatch(/--mantine-font-family:\s*Inter, system-ui/);
  });

  it('downloads no rich-text editor, date picker, dropzone or socket client on /login', () => {
    const visit = firstVisit(outDir, FIRST_VISIT_PAGES.login);
    expect(visit.files.filter((f) => /task-form|date-field|drop-?zone|socket|shell-layout/.test(f))).toEqual([]);
  });

  it("loads only the home page's first tab: the charts ('Gestión') and the ideas wait until they are opened", () => {
    const visit = firstVisit(outDir, FIRST_VISIT_PAGES.home);
    expect(visit.files.filter((f) => /charts-tab|ideas-tab|recharts|chat-modal|top-bar-menus/.test(f))).toEqual([]);
  });

  it("leaves the dropdowns' positioning, the scroll lock, the HTML sanitiser and the files table off the home page", () => {
    // floating-ui and react-remove-scroll (its chunk is named after its Combination module) come with the first
    // menu or modal; DOMPurify and the files table with the first post that has content or files.
    const visit = firstVisit(outDir, FIRST_VISIT_PAGES.home);
    expect(visit.files.filter((f) => /floating-ui|Combination|purify|saved-files-table/.test(f))).toEqual([]);
  });

  it('counts the first-screen preload script of index.html on every page', () => {
    for (const lazy of Object.values(FIRST_VISIT_PAGES)) {
      expect(firstVisit(outDir, lazy).files.filter((f) => f.includes('first-screen-preload'))).toHaveLength(1);
    }
  });

  it('keeps the JavaScript of each page under its ceiling', () => {
    expect(firstVisit(outDir, FIRST_VISIT_PAGES.login).js).toBeLessThanOrEqual(JS_CEILING.login);
    expect(firstVisit(outDir, FIRST_VISIT_PAGES.home).js).toBeLessThanOrEqual(JS_CEILING.home);
  });

  it("has the browser ask at once for the sign-in page's files (a guest) or the shell's and the home page's", () => {
    const entry = firstVisit(outDir, []).files;
    const script = entry.find((f) => f.includes('first-screen-preload'))!;
    const source = readFileSync(path.join(outDir, script), 'utf8');
    const preloads = (pathname: string, signedIn: boolean) => {
      document.head.innerHTML = '';
      localStorage.clear();
      if (signedIn) localStorage.setItem('auth_user', '{}');
      window.history.replaceState(null, '', pathname);
      new Function(source)();
      return [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href')!.slice(1)).sort();
    };
    const beyondEntry = (lazy: string[]) => firstVisit(outDir, lazy).files.filter((f) => !entry.includes(f));
    expect(preloads('/', true)).toEqual(beyondEntry(FIRST_VISIT_PAGES.home));
    expect(preloads('/task', true)).toEqual(beyondEntry(['src/app/layout/shell-layout.tsx']));
    expect(preloads('/', false)).toEqual(beyondEntry(FIRST_VISIT_PAGES.login));
    expect(preloads('/login', false)).toEqual(beyondEntry(FIRST_VISIT_PAGES.login));
    expect(preloads('/forgot_password', false)).toEqual([]);
    expect(preloads('/task', false)).toEqual([]);
    expect(preloads('/login', true)).toEqual([]);
  });
});
