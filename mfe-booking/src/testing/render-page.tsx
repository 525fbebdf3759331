import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppThemeProvider, Toaster } from '@telehealth/shared-ui';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import AppointmentsPage from '../exposes/appointments-page';
import DoctorProfilePage from '../exposes/doctor-profile-page';
import DoctorSearchPage from '../exposes/doctor-search-page';
import FindDoctorWidget from '../exposes/find-doctor-widget';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Page({ children }: { children: ReactElement }) {
  return (
    <>
      {children}
      <LocationProbe />
    </>
  );
}

/**
 * Renders the exposed modules as the shell does: its theme, a react-query client, the router
 * with the shell's paths and the one Toaster. Retries keep their count (spec: 1) without the
 * back-off delay.
 */
export function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0, gcTime: Infinity }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <Page><FindDoctorWidget /></Page> },
      { path: '/doctors', element: <Page><DoctorSearchPage /></Page> },
      { path: '/doctors/:id', element: <Page><DoctorProfilePage /></Page> },
      { path: '/appointments', element: <Page><AppointmentsPage /></Page> },
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

/** The path and query the router is at. */
export function currentLocation(router: ReturnType<typeof renderAt>['router']): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
