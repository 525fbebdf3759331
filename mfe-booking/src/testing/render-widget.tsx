import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppThemeProvider, Toaster } from '@telehealth/shared-ui';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders one exposed module (a dashboard widget, or a page) as the shell does: its theme, a
 * react-query client, the router and the one Toaster. `url` is where the router starts; the
 * element renders on that path, any other path shows only the location.
 */
export function renderExposed(element: ReactElement, url = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity }, mutations: { retry: false } } });
  const path = new URL(url, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const utils = render(
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </AppThemeProvider>,
  );
  return { ...utils, router, queryClient };
}
