import { vi } from 'vitest';

const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[]; observer: unknown }>();

/** A stand-in IntersectionObserver: the tests say when the end of a list comes into view (reachEnd). */
export function installIntersectionObserver() {
  observers.clear();
  class FakeIntersectionObserver {
    entry: { callback: IntersectionObserverCallback; targets: Element[]; observer: unknown };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: [], observer: this };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Every observed sentinel is now in view. */
export function reachEnd() {
  for (const o of [...observers])
    o.callback(
      o.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry),
      o.observer as IntersectionObserver,
    );
}
