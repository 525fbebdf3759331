// Exposed as `mfe_booking/BookAppointmentPage` (federation/remotes.ts): /book-appointment/:doctorId?.
// The booking screen ships in the next part of the booking remote; until then the route says so.
import { ComingSoonPage } from '../pages/coming-soon-page';

export default function BookAppointmentPage() {
  return (
    <ComingSoonPage
      title="Online booking"
      heading="Online booking is coming soon"
      description="Booking and paying for an appointment online is not open yet. You can already browse doctors, their weekly schedules and reviews."
      action={{ label: 'Find a Doctor', to: '/doctors' }}
    />
  );
}
