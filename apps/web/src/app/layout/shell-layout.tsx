import { lazy, Suspense, useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useHistory, useLocation } from '../../lib/router/history-router.tsx';
import { Link } from '../../lib/router/link.tsx';
import { Outlet } from '../../lib/router/routes.tsx';
import { refreshUser } from '../../lib/auth-store.ts';
import { forceLogout } from '../../lib/auth-actions.ts';
import { HttpError } from '../../lib/http.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { AppFrame, AppFrameNavbar } from './app-frame.tsx';
import { OfflineSlot } from './offline-slot.tsx';
import { PageLoader } from './page-loader.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

/** The phone's navigation drawer (a modal: focus trap, scroll lock) loads when it is first opened. */
const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

/** The signed-in frame: top bar, sidebar (icons when shrunk, a drawer at ≤767 px) and the page. */
export function ShellLayout() {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const history = useHistory();

  // The stored user may be stale (name, avatar, permissions changed elsewhere): ask the server once per visit. The
  // history, unlike `navigate` (which changes with each page), stays the same: not once per page.
  useEffect(() => {
    refreshUser().catch((err: unknown) => {
      if (err instanceof HttpError && err.status === 404) forceLogout((to) => history.push(to));
    });
  }, [history]);

  useEffect(() => setDrawerOpened(false), [pathname, isMobile]);

  const onToggle = () => {
    if (!isMobile) {
      setCollapsed((c) => !c);
      return;
    }
    setDrawerUsed(true);
    setDrawerOpened((o) => !o);
  };

  return (
    <AppFrame
      collapsed={collapsed}
      header={
        <TopBar isMobile={isMobile} sidebarCollapsed={collapsed} drawerOpened={drawerOpened} onToggle={onToggle} />
      }
      navbar={
        !isMobile && (
          <AppFrameNavbar label="Menú principal">
            <Sidebar collapsed={collapsed} />
            {!collapsed && <SidebarFooter />}
          </AppFrameNavbar>
        )
      }
    >
      {isMobile && drawerUsed && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={() => setDrawerOpened(false)}>
            <nav
              aria-label="Menú principal"
              style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
            >
              <Sidebar onNavigate={() => setDrawerOpened(false)} />
            </nav>
            <SidebarFooter />
          </NavDrawer>
        </Suspense>
      )}
      <OfflineSlot />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppFrame>
  );
}

function SidebarFooter() {
  return (
    <Text
      component={Link}
      to="/about"
      fz="xs"
      c="dimmed"
      px="md"
      py="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', textDecoration: 'none' }}
    >
      Gestora · versión {__APP_VERSION__}
    </Text>
  );
}
