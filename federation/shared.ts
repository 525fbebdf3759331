/**
 * The one Module Federation configuration every app's `rsbuild.config.ts` imports.
 *
 * Every app (the shell host and each `mfe-*` remote) shares the same singletons so that at
 * run time there is one React, one router context, one MUI theme context, one auth store
 * (zustand in @telehealth/shared-api) and one toast store (@telehealth/shared-ui), whichever
 * app loaded them first (`shareStrategy: 'loaded-first'`).
 *
 * This file has no runtime imports on purpose: it is read by configs in different packages
 * and must resolve from any of them. The option objects are structurally compatible with
 * `ModuleFederationOptions` of `@module-federation/rsbuild-plugin`.
 *
 * Exported names are a contract with the remotes' configs: keep them stable.
 */

import { sharedUsedExports } from './used-exports';

/** Per-package sharing options (a subset of the plugin's `SharedConfig`). */
export interface SharedDependencyConfig {
  singleton?: boolean;
  /** `false` accepts whatever version was loaded first (workspace packages, pinned libs). */
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
  /** What the app provides: a file path, or `false` for none of its own (it takes another app's). */
  import?: string | false;
  /** The version the app provides (default: from the package's package.json). */
  version?: string;
  treeShaking?: { mode?: 'server-calc' | 'runtime-infer'; usedExports?: string[]; filename?: string };
}

export type SharedDependencies = Record<string, SharedDependencyConfig>;

/** Loaded-first: reuse what is already registered, fetch remote entries only on demand. */
export const SHARE_STRATEGY = 'loaded-first' as const;

/** File name of every remote's container entry (the manifest points at it). */
export const REMOTE_ENTRY_FILENAME = 'remoteEntry.js';

/** The shell's runtime plugin that provides the federation bundler runtime to production remotes. */
const BUNDLER_RUNTIME_HOST_PLUGIN = '@telehealth/federation/bundler-runtime-host';

/**
 * What stands in for `@module-federation/webpack-bundler-runtime` in a production remote
 * (the module the federation plugin's entry runtime imports, by its resolved path).
 */
export const BUNDLER_RUNTIME_REPLACEMENT = {
  resource: /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
  replacement: '@telehealth/federation/bundler-runtime-remote',
};

/** Name of the host container. */
export const HOST_NAME = 'shell';

/**
 * MUI components only remote pages use (used-exports.ts, `muiExtrasExports`), shared apart from
 * '@mui/material' so that the dashboard does not load them. Only the shell's copy may run
 * (`remoteSharedDependencies`); every app declares the same version, so under `loaded-first`
 * the copy registered first, the shell's, is the one kept (also in `rsbuild dev`).
 */
export const MUI_EXTRAS = '@telehealth/shared-ui/mui-extras';

const singleton: SharedDependencyConfig = { singleton: true, requiredVersion: false };

/**
 * `rsbuild build` (NODE_ENV=production, set before the config loads) gets the size
 * optimisations: tree-shaken MUI, router and React Query, and remotes that use the federation runtime the
 * shell provides instead of each shipping their own (smaller remote entries: bench/README.md).
 * `rsbuild dev` keeps plain singletons and a runtime per app, so a remote runs standalone.
 * Never mix modes: a dev shell cannot load production remotes and vice versa.
 */
export function isProductionBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/**
 * A singleton the providing app ships trimmed to the exports any app uses
 * (federation/used-exports.ts). Without the explicit list a consumer would receive the
 * provider's trimmed copy minus what only the consumer needs.
 */
function treeShakenSingleton(name: keyof typeof sharedUsedExports): SharedDependencyConfig {
  // Dev servers share the whole library: tree shaking adds fallback compilations to every
  // start and, tried under `rsbuild dev`, broke React Refresh (`__exportAll is not a function`).
  if (!isProductionBuild()) return singleton;
  return { ...singleton, treeShaking: { mode: 'runtime-infer', usedExports: [...sharedUsedExports[name]] } };
}

/**
 * Packages shared as singletons by every app (MUI, the router and React Query tree-shaken, see
 * used-exports.ts). All apps pin the same versions in their
 * package.json (one lockfile), so version checks are off: a remote must never fail to mount
 * because of a patch-level drift, and two copies of React or of the auth store would break
 * the product in subtler ways than any version mismatch.
 */
export const sharedDependencies: SharedDependencies = {
  react: singleton,
  'react-dom': singleton,
  'react-router-dom': treeShakenSingleton('react-router-dom'),
  '@mui/material': treeShakenSingleton('@mui/material'),
  '@emotion/react': singleton,
  '@emotion/styled': singleton,
  zustand: singleton,
  '@tanstack/react-query': treeShakenSingleton('@tanstack/react-query'),
  'socket.io-client': singleton,
  '@telehealth/shared-ui': singleton,
  '@telehealth/shared-api': singleton,
  [MUI_EXTRAS]: { ...singleton, version: '1.0.0' },
};

/**
 * A production remote's shares: the shell's alone provides the remote-only MUI components
 * (`muiExtrasExports` in used-exports.ts). A remote's own copy would hold a second set of MUI's
 * internals beside the shell's '@mui/material' (another DefaultPropsProvider and FormControl
 * context, blind to the theme's default props), so production remotes have none to fall back on.
 * Dev and standalone remotes keep their own: there they also provide the whole of MUI.
 */
function remoteSharedDependencies(): SharedDependencies {
  if (!isProductionBuild()) return sharedDependencies;
  return { ...sharedDependencies, [MUI_EXTRAS]: { ...sharedDependencies[MUI_EXTRAS], import: false } };
}

/** Module Federation options shape produced by the helpers below. */
export interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: SharedDependencies;
  shareStrategy: typeof SHARE_STRATEGY;
  manifest?: boolean;
  dts?: boolean;
  experiments?: Record<string, unknown>;
  runtimePlugins?: string[];
}

export interface HostConfigOptions {
  /**
   * Resolved file of `MUI_EXTRAS`. The shell never imports it, and a shared package is provided
   * only when the providing app imports it by name; naming the file provides it regardless.
   */
  muiExtrasFile?: string;
}

/**
 * Options for the shell. It declares no remotes at build time: remotes are registered at run
 * time from `/remotes.json`, so a missing or broken remote never blanks the page and a remote
 * can be redeployed without rebuilding the shell.
 */
export function createHostConfig({ muiExtrasFile }: HostConfigOptions = {}): FederationOptions {
  return {
    name: HOST_NAME,
    remotes: {},
    shared: muiExtrasFile
      ? { ...sharedDependencies, [MUI_EXTRAS]: { ...sharedDependencies[MUI_EXTRAS], import: muiExtrasFile } }
      : sharedDependencies,
    shareStrategy: SHARE_STRATEGY,
    // Contracts are typed in federation/remotes.ts; no generated type archives.
    dts: false,
    experiments: isProductionBuild() ? { optimization: { target: 'web' }, provideExternalRuntime: true } : undefined,
    // Hands the bundler runtime to the remotes too (bundler-runtime-host.ts), like the runtime core above.
    runtimePlugins: isProductionBuild() ? [BUNDLER_RUNTIME_HOST_PLUGIN] : undefined,
  };
}

/**
 * Options for a remote: `createRemoteConfig('mfe_profile', { './ProfilePage':
 * './src/exposes/profile-page.tsx' })`. Pair it with `output.assetPrefix: 'auto'` in the
 * remote's rsbuild config so its chunks load from wherever its manifest is served.
 */
export function createRemoteConfig(name: string, exposes: Record<string, string>): FederationOptions {
  return {
    name,
    filename: REMOTE_ENTRY_FILENAME,
    exposes,
    shared: remoteSharedDependencies(),
    shareStrategy: SHARE_STRATEGY,
    manifest: true,
    dts: false,
    experiments: isProductionBuild() ? { optimization: { target: 'web', disableRemote: true }, externalRuntime: true } : undefined,
  };
}
