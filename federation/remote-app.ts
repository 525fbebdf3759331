import { readFileSync } from 'node:fs';
import { createRemoteConfig } from './shared';

export interface RemoteAppOptions {
  /** `import.meta.url` of the remote's rsbuild.config.ts (its package.json sits beside it). */
  configUrl: string;
  /** Federation container name, e.g. 'mfe_profile'. */
  name: string;
  /** Expose key → source file, e.g. { './ProfilePage': './src/exposes/profile-page.tsx' }. */
  exposes: Record<string, string>;
  /** Title of the standalone page. */
  title: string;
}

/**
 * Everything of a remote's rsbuild config but the plugins (this folder imports no build
 * packages, like shared.ts): the federation container options, assets that load from wherever
 * the manifest is served, no inline scripts (the server's CSP is script-src 'self'), and a
 * standalone dev server on the package's `devPort` (also read by `npm run dev`) that forwards
 * the API, uploads and socket to API_ORIGIN (default http://localhost:8080).
 */
export function remoteAppConfig({ configUrl, name, exposes, title }: RemoteAppOptions) {
  const { devPort } = JSON.parse(readFileSync(new URL('./package.json', configUrl), 'utf8')) as { devPort: number };
  const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';
  return {
    federation: createRemoteConfig(name, exposes),
    source: { entry: { index: './src/index.ts' } },
    html: { title: `${title} · CareLink` },
    output: { assetPrefix: 'auto', inlineScripts: false },
    // Lazily compiled chunks break the standalone app under federation (`reading 'call'` of undefined).
    dev: { lazyCompilation: false },
    server: {
      port: devPort,
      historyApiFallback: true,
      // The dev shell (another localhost port) loads this remote's entry and chunks.
      cors: { origin: /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
      proxy: {
        '/api': { target: apiOrigin, changeOrigin: true },
        '/uploads': { target: apiOrigin, changeOrigin: true },
        '/socket.io': { target: apiOrigin, changeOrigin: true, ws: true },
      },
    },
  };
}
