// Exposed as `mfe_booking/AppointmentsPage` (federation/remotes.ts): /appointments.
// The appointment list ships with online booking, in the next part of the booking remote.
import { ComingSoonPage } from '../pages/coming-soon-page';

export default function AppointmentsPage() {
  return (
    <ComingSoonPage
      title="Appointments"
      heading="Your appointment list is coming soon"
      description="Your scheduled, completed and cancelled appointments will be listed here once online booking opens."
      action={{ label: 'Go to Dashboard', to: '/dashboard' }}
    />
  );
}
