import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteModules } from '../federation/remotes';
import { remoteAppConfig } from '../federation/remote-app';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: remoteModules.profile.name,
  exposes: {
    [remoteModules.profile.expose]: './src/exposes/profile-page.tsx',
  },
  title: 'Profile',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
