import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notify, resetToastClock } from '../lib/notify.ts';
import { Providers } from './providers.tsx';
import classes from './toasts.module.css';

const desktopWidth = window.innerWidth;
const setWidth = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
afterEach(() => {
  setWidth(desktopWidth);
  act(() => resetToastClock());
});

/** The container a toast was put in: Mantine gives each position its own, marked with data-position. */
async function containerOf(message: string) {
  act(() => notify(message, 'success'));
  const toast = await screen.findByText(message);
  return toast.closest('[data-position]') as HTMLElement;
}

describe('toasts placement', () => {
  it('at 1280 px: top-right, below the top bar and a drawer’s header, and narrow', async () => {
    setWidth(1280);
    render(<Providers>página</Providers>);
    const root = await containerOf('Registro guardado con éxito');
    expect(root).toHaveAttribute('data-position', 'top-right');
    // Below the top bar: toasts.module.css moves the top-right container only (checked in a browser by
    // e2e/tests/tasks/task-board.spec.ts); here, that it carries the rule's class.
    expect(classes.root).toBeTruthy();
    expect(root).toHaveClass(classes.root);
    expect(root.style.getPropertyValue('--notifications-container-width')).toBe('calc(20rem * var(--mantine-scale))');
  });

  it('on a phone: at the bottom, clear of the titles and close buttons at the top', async () => {
    setWidth(375);
    render(<Providers>página</Providers>);
    const root = await containerOf('Registro actualizado con éxito');
    expect(root).toHaveAttribute('data-position', 'bottom-center');
  });
});
