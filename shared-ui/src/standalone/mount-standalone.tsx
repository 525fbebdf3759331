import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { StandaloneApp } from './standalone-app';

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders a remote's standalone app into the page's `#root`: its routes inside `StandaloneApp`
 * (theme, router, query client, toasts, sign-in). The whole of a remote's `bootstrap.tsx` but
 * its route table.
 */
export function mountStandalone(title: string, routes: RouteObject[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp title={title}>
        <StandaloneRoutes routes={routes} />
      </StandaloneApp>
    </StrictMode>,
  );
}
