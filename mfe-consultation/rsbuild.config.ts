import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { exposesOf } from '@telehealth/federation';
import { remoteAppConfig } from '@telehealth/federation/config';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: 'mfe_consultation',
  exposes: exposesOf('mfe_consultation', {
    consultation: './src/exposes/consultation-page.tsx',
    deviceCheck: './src/exposes/device-check-page.tsx',
  }),
  title: 'Video consultation',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
