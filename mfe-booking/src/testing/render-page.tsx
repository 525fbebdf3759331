import type { ReactElement } from 'react';
import { LocationProbe, renderInShell } from '@telehealth/shared-ui/testing';
import AppointmentsPage from '../exposes/appointments-page';
import DoctorProfilePage from '../exposes/doctor-profile-page';
import DoctorSearchPage from '../exposes/doctor-search-page';
import FindDoctorWidget from '../exposes/find-doctor-widget';

export { currentLocation } from '@telehealth/shared-ui/testing';

function Page({ children }: { children: ReactElement }) {
  return (
    <>
      {children}
      <LocationProbe />
    </>
  );
}

/**
 * Renders the exposed modules at the shell's paths, as the shell does. Retries keep their
 * count (spec: 1) without the back-off delay.
 */
export function renderAt(url: string) {
  return renderInShell(
    [
      {
        path: '/dashboard',
        element: (
          <Page>
            <FindDoctorWidget />
          </Page>
        ),
      },
      {
        path: '/doctors',
        element: (
          <Page>
            <DoctorSearchPage />
          </Page>
        ),
      },
      {
        path: '/doctors/:id',
        element: (
          <Page>
            <DoctorProfilePage />
          </Page>
        ),
      },
      {
        path: '/appointments',
        element: (
          <Page>
            <AppointmentsPage />
          </Page>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { route: url, retry: 'instant' },
  );
}
