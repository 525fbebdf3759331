import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { exposesOf } from '@telehealth/federation';
import { remoteAppConfig } from '@telehealth/federation/config';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: 'mfe_booking',
  exposes: exposesOf('mfe_booking', {
    doctorSearch: './src/exposes/doctor-search-page.tsx',
    doctorProfile: './src/exposes/doctor-profile-page.tsx',
    bookAppointment: './src/exposes/book-appointment-page.tsx',
    paymentSuccess: './src/exposes/payment-success-page.tsx',
    appointments: './src/exposes/appointments-page.tsx',
    findDoctor: './src/exposes/find-doctor-widget.tsx',
    myAppointments: './src/exposes/my-appointments-widget.tsx',
    upcomingAppointments: './src/exposes/upcoming-appointments-widget.tsx',
    doctorStats: './src/exposes/doctor-stats-widget.tsx',
    appointmentManagement: './src/exposes/appointment-management-widget.tsx',
    recentActivity: './src/exposes/recent-activity-widget.tsx',
  }),
  title: 'Find Doctors',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
