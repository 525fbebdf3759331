import { isValidElement } from 'react';
import AppointmentsPage from './appointments-page';
import BookAppointmentPage from './book-appointment-page';
import DoctorProfilePage from './doctor-profile-page';
import DoctorSearchPage from './doctor-search-page';
import FindDoctorWidget from './find-doctor-widget';
import PaymentSuccessPage from './payment-success-page';

describe('the modules mfe_booking exposes', () => {
  it.each([
    ['./DoctorSearchPage', DoctorSearchPage],
    ['./DoctorProfilePage', DoctorProfilePage],
    ['./FindDoctorWidget', FindDoctorWidget],
    ['./BookAppointmentPage', BookAppointmentPage],
    ['./PaymentSuccessPage', PaymentSuccessPage],
    ['./AppointmentsPage', AppointmentsPage],
  ])('%s default-exports a component that takes no props', (_name, Component) => {
    expect(typeof Component).toBe('function');
    expect(Component.length).toBeLessThanOrEqual(1);
    expect(isValidElement(<Component />)).toBe(true);
  });
});
