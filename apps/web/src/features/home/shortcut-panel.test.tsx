import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../../test/render-page.tsx';
import { ShortcutPanel } from './shortcut-panel.tsx';

const originalWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => resizeTo(originalWidth));

function panel() {
  return screen.getByLabelText('Accesos directos');
}

describe('ShortcutPanel', () => {
  it('links Tareas, Tickets and Cuenta to their pages', () => {
    renderPage(<ShortcutPanel />);
    expect(screen.getByRole('link', { name: 'Tareas' })).toHaveAttribute('href', '/task/manage_task');
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/ticket/manage_ticket');
    expect(screen.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('href', '/profile');
  });

  it('puts the buttons full width at 767 px or less and centred in three columns when wider, following resizes', () => {
    resizeTo(1280);
    renderPage(<ShortcutPanel />);
    expect(panel()).toHaveAttribute('data-layout', 'columns');
    expect(screen.getByRole('link', { name: 'Tareas' })).not.toHaveAttribute('data-block');

    resizeTo(767);
    expect(panel()).toHaveAttribute('data-layout', 'stacked');
    for (const name of ['Tareas', 'Tickets', 'Cuenta'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('data-block', 'true');

    resizeTo(768);
    expect(panel()).toHaveAttribute('data-layout', 'columns');
  });
});
