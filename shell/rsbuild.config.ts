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
  // Modules that several lazily loaded chunks share (emotion's internals in the MUI, @emotion/react
  // and @emotion/styled chunks; the remote registry and icons in the layout and dashboard chunks)
  // go to one chunk each instead of being copied into every chunk that imports them.
  splitChunks: {
    cacheGroups: {
      emotionInternals: {
        test: /[\\/]node_modules[\\/](?:@emotion[\\/](?:cache|sheet|serialize|unitless|hash|utils|memoize|weak-memoize|use-insertion-effect-with-fallbacks)|stylis|@babel[\\/]runtime)[\\/]/,
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        priority: 20,
        name: 'emotion',
      },
      shellShared: {
        test: /[\\/](?:shell[\\/]src[\\/]remotes|shared-ui[\\/]src[\\/]icons)[\\/]/,
        chunks: 'async',
        minChunks: 2,
        minSize: 0,
        priority: 20,
        name: 'shell-common',
      },
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
