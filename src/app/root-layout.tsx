import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../components/toast/toast';
import { setUnauthorizedHandler } from '../lib/api/client';
import { clearAllStorage, hasSignedInFlag, SIGNED_IN_FLAG } from '../lib/session/flag';
import { clearChunkReloadMark } from './chunk-reload';
import { paths } from './paths';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

const isGuarded = (pathname: string) => pathname.startsWith(paths.admin);

/**
 * Around every route: what a 401 means, and following other tabs. Signing out (or in) in one
 * tab moves the others along through the `storage` event.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    clearChunkReloadMark();
  }, [pathname]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearAllStorage();
      toast.warning(SESSION_ENDED);
      void navigate(paths.login, { replace: true });
    });
    return () => setUnauthorizedHandler(undefined);
  }, [navigate]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== SIGNED_IN_FLAG) return;
      const signedIn = hasSignedInFlag();
      if (!signedIn && isGuarded(window.location.pathname)) {
        clearAllStorage();
        void navigate(paths.login, { replace: true });
      } else if (signedIn && window.location.pathname === paths.login) {
        void navigate(paths.dashboard, { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  return <Outlet />;
}
