import { notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToastsOnNavigation, keepToastForNextPage, notify } from './notify.ts';

const shown = () => notificationsStore.getState().notifications.map((n) => n.message);

// notify() remembers when it last showed a toast: each test starts a minute after the previous one.
let minute = 0;

describe('toasts and navigation (spec section 9: cleared on URL change)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    minute += 1;
    vi.setSystemTime(Date.UTC(2026, 10, 25, 10, minute));
  });
  afterEach(() => {
    clearToastsOnNavigation();
    vi.advanceTimersByTime(10_000);
    clearToastsOnNavigation();
    vi.useRealTimers();
  });

  it('clears a toast when the address changes', () => {
    notify('Aviso');
    vi.advanceTimersByTime(1_000);
    clearToastsOnNavigation();
    expect(shown()).toEqual([]);
  });

  it("keeps a form's saved toast through the one navigation to the page it announces, however late", () => {
    notify('Registro guardado con éxito', 'success');
    vi.advanceTimersByTime(5_000);
    keepToastForNextPage();
    clearToastsOnNavigation();
    expect(shown()).toEqual(['Registro guardado con éxito']);
    vi.advanceTimersByTime(100);
    clearToastsOnNavigation();
    expect(shown()).toEqual([]);
  });

  it('shows one toast at a time and drops one that follows within 390 ms', () => {
    notify('Primero');
    vi.advanceTimersByTime(100);
    notify('Segundo');
    expect(shown()).toEqual(['Primero']);
    vi.advanceTimersByTime(400);
    notify('Tercero');
    expect(shown()).toEqual(['Tercero']);
  });
});
