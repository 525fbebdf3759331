import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { exposesOf } from '@telehealth/federation';
import { remoteAppConfig } from '@telehealth/federation/config';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: 'mfe_admin',
  exposes: exposesOf('mfe_admin', {
    verificationQueue: './src/exposes/verification-queue-page.tsx',
    accessRecord: './src/exposes/access-record-page.tsx',
    payments: './src/exposes/payments-page.tsx',
    delivery: './src/exposes/delivery-page.tsx',
    systemHealth: './src/exposes/system-health-page.tsx',
  }),
  title: 'Operations',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
