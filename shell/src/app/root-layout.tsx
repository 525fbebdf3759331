import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/** Top of the route tree: new pages start at the top unless a hash asks for a section. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return <Outlet />;
}
