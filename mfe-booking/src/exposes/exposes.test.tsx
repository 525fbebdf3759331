import { remoteModules, remoteWidgets } from '../../../federation/remotes';
import AppointmentManagementWidget from './appointment-management-widget';
import AppointmentsPage from './appointments-page';
import BookAppointmentPage from './book-appointment-page';
import DoctorProfilePage from './doctor-profile-page';
import DoctorSearchPage from './doctor-search-page';
import DoctorStatsWidget from './doctor-stats-widget';
import FindDoctorWidget from './find-doctor-widget';
import MyAppointmentsWidget from './my-appointments-widget';
import PaymentSuccessPage from './payment-success-page';
import RecentActivityWidget from './recent-activity-widget';
import UpcomingAppointmentsWidget from './upcoming-appointments-widget';

// The expose keys come from the shell's contract (federation/remotes.ts), as rsbuild.config.ts does.
describe('the modules mfe_booking exposes', () => {
  it.each([
    [remoteModules.doctorSearch.expose, DoctorSearchPage],
    [remoteModules.doctorProfile.expose, DoctorProfilePage],
    [remoteWidgets.findDoctor.expose, FindDoctorWidget],
    [remoteModules.bookAppointment.expose, BookAppointmentPage],
    [remoteModules.paymentSuccess.expose, PaymentSuccessPage],
    [remoteModules.appointments.expose, AppointmentsPage],
    [remoteWidgets.myAppointments.expose, MyAppointmentsWidget],
    [remoteWidgets.upcomingAppointments.expose, UpcomingAppointmentsWidget],
    [remoteWidgets.doctorStats.expose, DoctorStatsWidget],
    [remoteWidgets.appointmentManagement.expose, AppointmentManagementWidget],
    [remoteWidgets.recentActivity.expose, RecentActivityWidget],
  ])('%s default-exports a component that takes no props', (_name, Component) => {
    expect(typeof Component).toBe('function');
    expect(Component.length).toBeLessThanOrEqual(1);
  });
});
