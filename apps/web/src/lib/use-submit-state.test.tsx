import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSubmitState } from './use-submit-state.ts';

afterEach(() => vi.useRealTimers());

describe('useSubmitState', () => {
  it('is busy while running, then successful, and recentlySuccessful for 2000 ms only', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSubmitState());
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ busy: false, successful: true, recentlySuccessful: true });
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.recentlySuccessful).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ successful: true, recentlySuccessful: false });
  });

  it('is not successful after a failure, and passes the error on', async () => {
    const { result } = renderHook(() => useSubmitState());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    });
    expect(result.current).toMatchObject({ busy: false, successful: false, recentlySuccessful: false });
  });
});
