import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { exposesOf } from '@telehealth/federation';
import { remoteAppConfig } from '@telehealth/federation/config';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: 'mfe_profile',
  exposes: exposesOf('mfe_profile', { profile: './src/exposes/profile-page.tsx' }),
  title: 'Profile',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
