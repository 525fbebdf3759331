// The files rsbuild.config.ts exposes, as loaders for the standalone app and the exposes test.
import { modulesOf } from '@telehealth/federation';

export const exposedModules = modulesOf('mfe_booking', {
  doctorSearch: () => import('./doctor-search-page'),
  doctorProfile: () => import('./doctor-profile-page'),
  bookAppointment: () => import('./book-appointment-page'),
  paymentSuccess: () => import('./payment-success-page'),
  appointments: () => import('./appointments-page'),
  findDoctor: () => import('./find-doctor-widget'),
  myAppointments: () => import('./my-appointments-widget'),
  upcomingAppointments: () => import('./upcoming-appointments-widget'),
  doctorStats: () => import('./doctor-stats-widget'),
  appointmentManagement: () => import('./appointment-management-widget'),
  recentActivity: () => import('./recent-activity-widget'),
});
