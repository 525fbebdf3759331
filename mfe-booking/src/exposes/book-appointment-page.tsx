// Exposed as `mfe_booking/BookAppointmentPage` (federation/remotes.ts): /book-appointment/:doctorId?.
// No props: the doctor comes from the route and the day from `?date=` (shared router).
import { BookAppointmentPage } from '../booking/book-appointment-page';

export default BookAppointmentPage;
