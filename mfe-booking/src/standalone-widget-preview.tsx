// The dashboard widgets as the shell places them, for running this remote alone.
import { Box } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import AppointmentManagementWidget from './exposes/appointment-management-widget';
import DoctorStatsWidget from './exposes/doctor-stats-widget';
import FindDoctorWidget from './exposes/find-doctor-widget';
import MyAppointmentsWidget from './exposes/my-appointments-widget';
import RecentActivityWidget from './exposes/recent-activity-widget';
import UpcomingAppointmentsWidget from './exposes/upcoming-appointments-widget';

const PANEL_ROW = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  alignItems: 'start',
} as const;

/** `/` shows the signed-in role's dashboard widgets as the shell places them. */
export function WidgetPreview() {
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
