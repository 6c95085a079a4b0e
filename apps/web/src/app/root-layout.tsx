import { useEffect } from 'react';
import { useLocation } from '../lib/router/history-router.tsx';
import { Outlet } from '../lib/router/routes.tsx';
import { reloadSessionFromStorage } from '../lib/session.ts';

/** Around every page: a sign-out in another tab reaches this one, and a new page starts at the top. */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith('auth_')) reloadSessionFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}
