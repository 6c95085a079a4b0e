import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { clearToastsOnNavigation } from '../lib/notify.ts';
import { reloadSessionFromStorage } from '../lib/session.ts';

/** Around every page: toasts end with the page they belong to, and a sign-out in another tab reaches this one. */
export function RootLayout() {
  const { pathname } = useLocation();

  useEffect(() => {
    clearToastsOnNavigation();
  }, [pathname]);

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
