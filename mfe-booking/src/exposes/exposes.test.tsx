import { isValidElement } from 'react';
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

describe('the modules mfe_booking exposes', () => {
  it.each([
    ['./DoctorSearchPage', DoctorSearchPage],
    ['./DoctorProfilePage', DoctorProfilePage],
    ['./FindDoctorWidget', FindDoctorWidget],
    ['./BookAppointmentPage', BookAppointmentPage],
    ['./PaymentSuccessPage', PaymentSuccessPage],
    ['./AppointmentsPage', AppointmentsPage],
    ['./MyAppointmentsWidget', MyAppointmentsWidget],
    ['./UpcomingAppointmentsWidget', UpcomingAppointmentsWidget],
    ['./DoctorStatsWidget', DoctorStatsWidget],
    ['./AppointmentManagementWidget', AppointmentManagementWidget],
    ['./RecentActivityWidget', RecentActivityWidget],
  ])('%s default-exports a component that takes no props', (_name, Component) => {
    expect(typeof Component).toBe('function');
    expect(Component.length).toBeLessThanOrEqual(1);
    expect(isValidElement(<Component />)).toBe(true);
  });
});
