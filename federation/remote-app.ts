import { readFileSync } from 'node:fs';
import { BUNDLER_RUNTIME_REPLACEMENT, createRemoteConfig, isProductionBuild } from './shared';

/** The part of rsbuild's `tools.rspack` helpers used here (this folder imports no build packages). */
interface RspackConfigUtils {
  rspack: { NormalModuleReplacementPlugin: new (resource: RegExp, replacement: string) => unknown };
  appendPlugins(plugins: unknown): void;
}

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
    // Production remotes take the federation bundler runtime from the shell (federation/bundler-runtime-remote.ts)
    // instead of shipping their own; `rsbuild dev` keeps its own so the remote runs standalone.
    tools: isProductionBuild()
      ? {
          rspack: (_config: unknown, { rspack, appendPlugins }: RspackConfigUtils) => {
            appendPlugins(
              new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_REPLACEMENT.resource, BUNDLER_RUNTIME_REPLACEMENT.replacement),
            );
          },
        }
      : undefined,
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
