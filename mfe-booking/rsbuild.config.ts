import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readFileSync } from 'node:fs';
import { remoteModules, remoteWidgets } from '../federation/remotes';
import { createRemoteConfig } from '../federation/shared';

// `npm run dev` reads the same port from package.json to point the shell at this remote.
const { devPort } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { devPort: number };

/** The API server that `pnpm --filter mfe-booking dev` forwards to. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation(
      createRemoteConfig(remoteModules.doctorSearch.name, {
        [remoteModules.doctorSearch.expose]: './src/exposes/doctor-search-page.tsx',
        [remoteModules.doctorProfile.expose]: './src/exposes/doctor-profile-page.tsx',
        [remoteModules.bookAppointment.expose]: './src/exposes/book-appointment-page.tsx',
        [remoteModules.paymentSuccess.expose]: './src/exposes/payment-success-page.tsx',
        [remoteModules.appointments.expose]: './src/exposes/appointments-page.tsx',
        [remoteWidgets.findDoctor.expose]: './src/exposes/find-doctor-widget.tsx',
      }),
    ),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Find Doctors · Telehealth' },
  output: {
    // Chunks load from wherever the manifest is served (e.g. /remotes/mfe-booking/).
    assetPrefix: 'auto',
    // The server's CSP allows only same-origin script files (script-src 'self').
    inlineScripts: false,
  },
  server: {
    port: devPort,
    historyApiFallback: true,
    // The dev shell (another localhost port) loads this remote's entry and chunks.
    cors: { origin: /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
});
