import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RemoveScroll } from 'react-remove-scroll';
import { AppFrame, AppFrameNavbar, SCROLL_LOCK_SHIFT_CLASS } from './app-frame.tsx';

describe('AppFrame', () => {
  it("marks its top bar with react-remove-scroll's class, so that a modal's scroll lock shifts it as it did", () => {
    expect(SCROLL_LOCK_SHIFT_CLASS).toBe(RemoveScroll.classNames.zeroRight);
  });

  it('draws the top bar, the sidebar and the page as a banner, a navigation and the main region', () => {
    render(
      <AppFrame collapsed header="Barra" navbar={<AppFrameNavbar label="Menú principal">Menú</AppFrameNavbar>}>
        Página
      </AppFrame>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Barra');
    expect(screen.getByRole('banner')).toHaveClass(SCROLL_LOCK_SHIFT_CLASS);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toHaveTextContent('Menú');
    expect(screen.getByRole('main')).toHaveTextContent('Página');
    expect(screen.getByRole('main').parentElement).toHaveAttribute('data-collapsed');
  });
});
