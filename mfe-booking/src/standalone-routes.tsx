// The routes this remote owns, for running it alone; inside the product the shell routes to
// the exposed modules (federation/remotes.ts).
import { Box } from '@mui/material';
import { useRoutes } from 'react-router-dom';
import AppointmentsPage from './exposes/appointments-page';
import BookAppointmentPage from './exposes/book-appointment-page';
import DoctorProfilePage from './exposes/doctor-profile-page';
import DoctorSearchPage from './exposes/doctor-search-page';
import FindDoctorWidget from './exposes/find-doctor-widget';
import PaymentSuccessPage from './exposes/payment-success-page';

/** `/` shows the dashboard widget as the shell would place it. */
function WidgetPreview() {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <FindDoctorWidget />
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
