// Test helper: the booking and payment pages inside the shell's providers, as
// testing/render-page.tsx does for the search and profile pages.
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppThemeProvider, Toaster } from '@telehealth/shared-ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import BookAppointmentPage from '../../exposes/book-appointment-page';
import PaymentSuccessPage from '../../exposes/payment-success-page';

export interface RenderBookingOptions {
  /** Render inside React StrictMode (effects run twice on mount), as the standalone app does. */
  strict?: boolean;
}

export function renderBookingAt(url: string, { strict = false }: RenderBookingOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/book-appointment/:doctorId?', element: <BookAppointmentPage /> },
      { path: '/success', element: <PaymentSuccessPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [url] },
  );
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
export function currentLocation(router: ReturnType<typeof renderBookingAt>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
