import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuthStore } from '@telehealth/shared-api';
import { LoadingScreen } from '@telehealth/shared-ui';
import { paths } from '@telehealth/federation';

/**
 * Signed-in routes: a loading notice while the session is checked, /login when signed out,
 * recording the whole address (query and hash too) for the sign-in to return to.
 */
export function RequireAuth() {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'authenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login()} replace state={{ from }} />;
  }
  return <Outlet />;
}

/** Login and register: signed-in users go to /dashboard. */
export function PublicOnly() {
  const status = useAuthStore((s) => s.status);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={paths.dashboard()} replace />;
  return <Outlet />;
}
