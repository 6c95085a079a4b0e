import type { ReactNode } from 'react';
import classes from './app-frame.module.css';

/**
 * react-remove-scroll's class for fixed elements that a scroll lock (a modal, the phone's drawer) shifts by the
 * width of the scrollbar it hides, as Mantine's AppShell marked its header (app-frame.test.tsx checks the name).
 */
export const SCROLL_LOCK_SHIFT_CLASS = 'right-scroll-bar-position';

interface AppFrameProps {
  /** The top bar. */
  header: ReactNode;
  /** The desktop sidebar, or nothing on a phone (its drawer is a modal, outside the frame). */
  navbar?: ReactNode;
  /** The sidebar shrunk to icons. */
  collapsed?: boolean;
  children: ReactNode;
}

/**
 * The signed-in frame: a fixed top bar (60 px), a fixed sidebar on desktop (264 px, 72 px shrunk to icons) and the
 * page, padded clear of both (12 px on phones, 20 px from 768 px). What Mantine's AppShell drew here, without its
 * resize handles, footer, aside and per-breakpoint style sheet (5 KB of the shell's first visit).
 */
export function AppFrame({ header, navbar, collapsed = false, children }: AppFrameProps) {
  return (
    <div className={classes.root} data-collapsed={collapsed || undefined}>
      <header className={`${classes.header} ${SCROLL_LOCK_SHIFT_CLASS}`}>{header}</header>
      {navbar}
      <main className={classes.main}>{children}</main>
    </div>
  );
}

/** The desktop sidebar's box, for `AppFrame`'s `navbar`. */
export function AppFrameNavbar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <nav className={classes.navbar} aria-label={label}>
      {children}
    </nav>
  );
}
