import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { exposesOf } from '@telehealth/federation';
import { remoteAppConfig } from '@telehealth/federation/config';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: 'mfe_prescriptions',
  exposes: exposesOf('mfe_prescriptions', {
    prescriptions: './src/exposes/prescriptions-page.tsx',
    activePrescriptions: './src/exposes/active-prescriptions-widget.tsx',
    renewalRequests: './src/exposes/renewal-requests-widget.tsx',
  }),
  title: 'Prescriptions',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
