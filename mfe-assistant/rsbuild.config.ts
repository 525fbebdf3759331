import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { exposesOf } from '@telehealth/federation';
import { remoteAppConfig } from '@telehealth/federation/config';

const { federation, ...config } = remoteAppConfig({
  configUrl: import.meta.url,
  name: 'mfe_assistant',
  exposes: exposesOf('mfe_assistant', {
    assistant: './src/exposes/assistant-page.tsx',
    askAssistant: './src/exposes/ask-assistant-widget.tsx',
  }),
  title: 'AI Assistant',
});

export default defineConfig({ ...config, plugins: [pluginReact(), pluginModuleFederation(federation)] });
