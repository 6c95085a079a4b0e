import { describe, expect, it, vi } from 'vitest';
import { guardHistory } from './guarded-history.ts';
import { withOverlays } from './overlay-history.ts';
import { createMemoryHistory } from './router/memory-history.ts';

/** The app's history over one in memory, and where in its entries it stands (what back walks through). */
function setup(entries = ['/list', '/task']) {
  const memory = createMemoryHistory({ initialEntries: entries });
  let position = entries.length - 1;
  memory.listen(({ action, delta }) => (position += action === 'REPLACE' ? 0 : (delta ?? 0)));
  const history = withOverlays(guardHistory(memory));
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}${location.search}`));
  return { history, heard, position: () => position };
}

describe('withOverlays', () => {
  it('back with an open overlay closes it and stays on the page; the router hears nothing', () => {
    const { history, heard, position } = setup();
    const close = vi.fn();
    history.holdOverlay(close);
    expect(position()).toBe(2);
    expect(history.location.pathname).toBe('/task');

    history.go(-1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/task');
    expect(position()).toBe(1);
    expect(heard).toEqual([]);

    history.go(-1);
    expect(history.location.pathname).toBe('/list');
    expect(heard).toEqual(['POP /list']);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('an overlay closed by its own button takes its entry back out', () => {
    const { history, heard, position } = setup();
    const close = vi.fn();
    const release = history.holdOverlay(close);
    release();
    expect(position()).toBe(1);
    expect(close).not.toHaveBeenCalled();
    history.go(-1);
    expect(history.location.pathname).toBe('/list');
    expect(heard).toEqual(['POP /list']);
  });

  it('a navigation from inside an overlay replaces its entry: back from the next page returns to this one', () => {
    const { history, heard, position } = setup();
    const release = history.holdOverlay(vi.fn());
    history.push('/project');
    release(); // the overlay closes with the page it was on: nothing left to take out
    expect(history.location.pathname).toBe('/project');
    expect(position()).toBe(2);
    history.go(-1);
    expect(history.location.pathname).toBe('/task');
    expect(heard).toEqual(['PUSH /project', 'POP /task']);
  });

  it('nested overlays close one back at a time, the newest first', () => {
    const { history } = setup();
    const order: string[] = [];
    history.holdOverlay(() => order.push('modal'));
    history.holdOverlay(() => order.push('confirm'));
    history.go(-1);
    expect(order).toEqual(['confirm']);
    history.go(-1);
    expect(order).toEqual(['confirm', 'modal']);
    expect(history.location.pathname).toBe('/task');
  });

  it('a back further than the overlays closes them all and leaves the page', () => {
    const { history, heard } = setup(['/a', '/b', '/c']);
    const close = vi.fn();
    history.holdOverlay(close);
    history.go(-2);
    expect(close).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/b');
    expect(heard).toEqual(['POP /b']);
  });

  it('a form guarded against leaving still lets its own entries in and out', () => {
    const { history } = setup();
    const onBlocked = vi.fn();
    history.block((from, to) => from.pathname !== to.pathname, onBlocked);
    const close = vi.fn();
    history.holdOverlay(close);
    history.go(-1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(onBlocked).not.toHaveBeenCalled();
    history.go(-1);
    expect(onBlocked).toHaveBeenCalledTimes(1);
    expect(history.location.pathname).toBe('/task');
  });
});
