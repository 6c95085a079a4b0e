import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession, clearReturnTo } from '../lib/session.ts';
import { afterFirstCommit } from '../lib/first-paint.ts';
import { failOnReactWarnings, watchConsoleErrors } from './react-warnings.ts';

// The machine running the suite is shared: a page whose sections load one after another may take more than
// Testing Library's default second to show its last one. Waiting longer slows no passing test.
configure({ asyncUtilTimeout: 4000 });

// The tests render pages without the app's route elements, whose first commit lets the requests go
// (lib/first-paint.ts): here they go from the start (first-paint.test.ts checks the wait itself).
afterFirstCommit();

/**
 * jsdom lacks the layout APIs Mantine uses. matchMedia here really evaluates min/max-width queries against
 * window.innerWidth and notifies listeners on 'resize', so components that follow the window can be tested.
 * The tests' user prefers reduced motion: the theme then skips transitions, whose timers would otherwise update
 * components after a test has looked (and React would rightly warn about updates outside act()).
 */
function evaluate(query: string): boolean {
  if (/prefers-reduced-motion:\s*reduce/.test(query)) return true;
  const width = window.innerWidth;
  const px = (value: string, unit: string) => (unit === 'em' || unit === 'rem' ? Number(value) * 16 : Number(value));
  let matches = true;
  for (const m of query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)) {
    const limit = px(m[2], m[3]);
    matches &&= m[1] === 'min' ? width >= limit : width <= limit;
  }
  return matches;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => {
    const listeners = new Set<(e: { matches: boolean; media: string }) => void>();
    const mql = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_: string, l: (e: { matches: boolean; media: string }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean; media: string }) => void) => listeners.delete(l),
      addListener: (l: (e: { matches: boolean; media: string }) => void) => listeners.add(l),
      removeListener: (l: (e: { matches: boolean; media: string }) => void) => listeners.delete(l),
      dispatchEvent: () => true,
    };
    let last = evaluate(query);
    window.addEventListener('resize', () => {
      const now = evaluate(query);
      if (now !== last) {
        last = now;
        listeners.forEach((l) => l({ matches: now, media: query }));
      }
    });
    return mql;
  },
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? (ResizeObserverStub as unknown as typeof ResizeObserver);
if (!('fonts' in document)) {
  // Mantine's autosize Textarea re-measures when web fonts load.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve(), status: 'loaded' },
  });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
window.HTMLElement.prototype.hasPointerCapture = vi.fn();
// ProseMirror (the rich text editor) measures ranges and hit-tests points, which jsdom does not lay out.
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
Range.prototype.getBoundingClientRect ??= noRect as unknown as Range['getBoundingClientRect'];
Range.prototype.getClientRects ??= (() => []) as unknown as Range['getClientRects'];
document.elementFromPoint ??= () => null;

// What Testing Library sets when the runner has global hooks (vitest here has none): React then reports state
// updates that happen outside act(), i.e. a test that looked before the screen settled.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
watchConsoleErrors();

afterEach(() => {
  cleanup();
  clearSession();
  clearReturnTo();
  localStorage.clear();
  sessionStorage.clear();
  // After cleanup: unmounting can warn too.
  failOnReactWarnings();
});
