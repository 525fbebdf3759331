import { createRequire } from 'node:module';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { MUI_EXTRAS, createHostConfig } from '@telehealth/federation/config';

/** The API server the dev server forwards to (the product's one Fastify process). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

const toApi = { target: API_ORIGIN, changeOrigin: true };

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(createHostConfig({ muiExtrasFile: createRequire(import.meta.url).resolve(MUI_EXTRAS) }))],
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'CareLink · Online doctor appointments and video consultations',
    template: './index.html',
    favicon: './src/assets/favicon.svg',
    meta: {
      description: 'CareLink: find a doctor, book and pay for an appointment, meet by video and get your prescription online.',
      'theme-color': '#0B6E79',
    },
  },
  output: {
    distPath: { root: 'dist' },
    // The server's CSP allows only same-origin script files (script-src 'self').
    inlineScripts: false,
  },
  server: {
    port: 3000,
    historyApiFallback: true,
    proxy: {
      '/api': toApi,
      '/socket.io': { ...toApi, ws: true },
      '/remotes.json': toApi,
      '/remotes': toApi,
      '/uploads': toApi,
    },
  },
});
