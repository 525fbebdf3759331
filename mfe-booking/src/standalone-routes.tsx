// The routes this remote owns, for running it alone; inside the product the shell routes to
// the exposed modules (federation/remotes.ts).
import { Box } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import { useRoutes } from 'react-router-dom';
import AppointmentManagementWidget from './exposes/appointment-management-widget';
import AppointmentsPage from './exposes/appointments-page';
import BookAppointmentPage from './exposes/book-appointment-page';
import DoctorProfilePage from './exposes/doctor-profile-page';
import DoctorSearchPage from './exposes/doctor-search-page';
import DoctorStatsWidget from './exposes/doctor-stats-widget';
import FindDoctorWidget from './exposes/find-doctor-widget';
import MyAppointmentsWidget from './exposes/my-appointments-widget';
import PaymentSuccessPage from './exposes/payment-success-page';
import RecentActivityWidget from './exposes/recent-activity-widget';
import UpcomingAppointmentsWidget from './exposes/upcoming-appointments-widget';

const PANEL_ROW = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'start' } as const;

/** `/` shows the signed-in role's dashboard widgets as the shell places them. */
function WidgetPreview() {
  const isDoctor = useAuthStore((state) => state.user?.role === 'doctor');
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: 3 }}>
      {isDoctor ? (
        <>
          <DoctorStatsWidget />
          <Box sx={PANEL_ROW}>
            <AppointmentManagementWidget />
            <RecentActivityWidget />
          </Box>
        </>
      ) : (
        <>
          <Box sx={PANEL_ROW}>
            <MyAppointmentsWidget />
            <UpcomingAppointmentsWidget />
          </Box>
          <FindDoctorWidget />
        </>
      )}
    </Box>
  );
}

export function StandaloneRoutes() {
  return useRoutes([
    { path: '/', element: <WidgetPreview /> },
    { path: '/dashboard', element: <WidgetPreview /> },
    { path: '/doctors', element: <DoctorSearchPage /> },
    { path: '/doctors/:id', element: <DoctorProfilePage /> },
    { path: '/book-appointment/:doctorId?', element: <BookAppointmentPage /> },
    { path: '/success', element: <PaymentSuccessPage /> },
    { path: '/appointments', element: <AppointmentsPage /> },
    { path: '*', element: <DoctorSearchPage /> },
  ]);
}
