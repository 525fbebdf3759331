import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppThemeProvider, Toaster } from '@telehealth/shared-ui';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

/** Shows where the router is, for tests that follow links. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface ShellOptions {
  /** Retry failed queries at once (the count stays the spec's 1), without the back-off delay. */
  instantRetry?: boolean;
  /** Render inside React StrictMode (effects run twice on mount), as the standalone app does. */
  strict?: boolean;
}

/**
 * Renders routes as the shell does: its theme, a react-query client, a memory router starting
 * at `url` and the one Toaster.
 */
export function renderInShell(routes: RouteObject[], url: string, { instantRetry = false, strict = false }: ShellOptions = {}) {
  const queries = instantRetry ? { retryDelay: 0, gcTime: Infinity } : { gcTime: Infinity };
  const queryClient = new QueryClient({ defaultOptions: { queries, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const tree: ReactElement = (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>
  );
  const utils = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...utils, router, queryClient };
}

/** The path and query the router is at. */
export function currentLocation(router: ReturnType<typeof renderInShell>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
