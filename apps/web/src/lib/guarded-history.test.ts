import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './router/memory-history.ts';
import { guardHistory } from './guarded-history.ts';

const at = (entries: string[], index = entries.length - 1) =>
  guardHistory(createMemoryHistory({ initialEntries: entries, initialIndex: index }));
const leavingThePage = (from: { pathname: string }, to: { pathname: string }) => from.pathname !== to.pathname;

describe('guardHistory', () => {
  it('passes every navigation through to its listeners while nothing blocks', () => {
    const history = at(['/a']);
    const seen: string[] = [];
    history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
    history.push('/b?x=1');
    history.replace('/c');
    history.go(-1);
    expect(seen).toEqual(['PUSH /b?x=1', 'REPLACE /c', 'POP /a']);
  });

  it('holds a push or replace that the guard names until it proceeds, and lets others through', () => {
    const history = at(['/form']);
    const listener = vi.fn();
    history.listen(listener);
    const held: Array<() => void> = [];
    history.block(leavingThePage, (proceed) => held.push(proceed));

    history.push('/form?tab=2');
    expect(history.location.search).toBe('?tab=2');
    history.push('/elsewhere');
    history.replace('/other');
    expect(history.location.pathname).toBe('/form');
    expect(held).toHaveLength(2);
    expect(listener).toHaveBeenCalledTimes(1);

    held[0]!();
    expect(history.location.pathname).toBe('/elsewhere');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('undoes a blocked back and redoes it when it proceeds', () => {
    const history = at(['/list', '/form']);
    const seen: string[] = [];
    history.listen(({ location }) => seen.push(location.pathname));
    let proceed: (() => void) | undefined;
    history.block(leavingThePage, (p) => (proceed = p));

    history.go(-1);
    expect(history.location.pathname).toBe('/form');
    expect(seen).toEqual([]);

    proceed!();
    expect(history.location.pathname).toBe('/list');
    expect(seen).toEqual(['/list']);
  });

  it('stops blocking once the guard is removed', () => {
    const history = at(['/form']);
    const onBlocked = vi.fn();
    const unblock = history.block(leavingThePage, onBlocked);
    unblock();
    history.push('/elsewhere');
    expect(history.location.pathname).toBe('/elsewhere');
    expect(onBlocked).not.toHaveBeenCalled();
  });
});
