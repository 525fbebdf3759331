import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { PageLoading } from './page-loading';
import { preloadRoutes, routes } from './routes';
import { RouteErrorBoundary } from './route-error-page';

/**
 * The shell inside a `BrowserRouter` (bootstrap.tsx): the route table without react-router's
 * data router, whose code every page would load (bench/README.md, page-weight). BrowserRouter
 * applies location changes in `startTransition`, so while the next page's chunk loads the
 * current page stays on screen; only the first page shows `PageLoading`. Providers live in the
 * providers route (app-providers.tsx).
 */
export function App() {
  const location = useLocation();
  // The error boundary shows the failure; this only starts the downloads in parallel.
  preloadRoutes(location.pathname, location.key).catch(() => undefined);
  const page = useRoutes(routes, location);
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<PageLoading />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
