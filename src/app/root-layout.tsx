import { useEffect, useEffectEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../components/toast/toast';
import { setUnauthorizedHandler } from '../lib/api/client';
import { clearAllStorage, hasSignedInFlag, SIGNED_IN_FLAG } from '../lib/session/flag';
import { clearChunkReloadMark } from './chunk-reload';
import { isSignedInArea, loginUrl, paths, safeNext } from '../shared/paths';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Around every route: what a 401 means, and following other tabs. Signing out (or in) in one
 * tab moves the others along through the `storage` event.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  /**
   * Off to sign in, remembering the page: signing in again returns to it, and its open form
   * comes back with what was typed (kept as it was typed, lib/drafts).
   */
  const toSignIn = useEffectEvent(() => {
    const next = isSignedInArea(pathname) ? safeNext(`${pathname}${search}`) : undefined;
    void navigate(loginUrl(next), { replace: true });
  });

  useEffect(() => {
    clearChunkReloadMark();
  }, [pathname]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // Already signed out here (a sign-out's last requests): nothing has ended unexpectedly.
      if (!hasSignedInFlag()) return;
      clearAllStorage();
      toast.warning(SESSION_ENDED);
      toSignIn();
    });
    return () => setUnauthorizedHandler(undefined);
  }, []);

  // Reads the router's location (not window.location: the router may keep its history in memory).
  const onStorage = useEffectEvent((event: StorageEvent) => {
    if (event.key !== null && event.key !== SIGNED_IN_FLAG) return;
    const signedIn = hasSignedInFlag();
    if (!signedIn && isSignedInArea(pathname)) {
      clearAllStorage();
      toSignIn();
    } else if (signedIn && pathname === paths.login) {
      void navigate(paths.dashboard, { replace: true });
    }
  });

  useEffect(() => {
    const listener = (event: StorageEvent) => onStorage(event);
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, []);

  return <Outlet />;
}
