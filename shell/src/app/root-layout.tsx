import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSecondFactorSetupRedirect } from './second-factor-setup-redirect';

/** Top of the route tree: new pages start at the top unless a hash asks for a section. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useSecondFactorSetupRedirect();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}
