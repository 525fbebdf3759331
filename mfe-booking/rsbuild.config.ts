import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteModules, remoteWidgets } from '../federation/remotes';
import { remoteAppConfig } from '../federation/remote-app';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: remoteModules.doctorSearch.name,
  exposes: {
    [remoteModules.doctorSearch.expose]: './src/exposes/doctor-search-page.tsx',
    [remoteModules.doctorProfile.expose]: './src/exposes/doctor-profile-page.tsx',
    [remoteModules.bookAppointment.expose]: './src/exposes/book-appointment-page.tsx',
    [remoteModules.paymentSuccess.expose]: './src/exposes/payment-success-page.tsx',
    [remoteModules.appointments.expose]: './src/exposes/appointments-page.tsx',
    [remoteWidgets.findDoctor.expose]: './src/exposes/find-doctor-widget.tsx',
    [remoteWidgets.myAppointments.expose]: './src/exposes/my-appointments-widget.tsx',
    [remoteWidgets.upcomingAppointments.expose]: './src/exposes/upcoming-appointments-widget.tsx',
    [remoteWidgets.doctorStats.expose]: './src/exposes/doctor-stats-widget.tsx',
    [remoteWidgets.appointmentManagement.expose]: './src/exposes/appointment-management-widget.tsx',
    [remoteWidgets.recentActivity.expose]: './src/exposes/recent-activity-widget.tsx',
  },
  title: 'Find Doctors',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
