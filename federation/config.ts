// Build-time half of the package (rsbuild configs; it reads files with node:fs): not for browser code.
export {
  HOST_NAME,
  MUI_EXTRAS,
  REMOTE_ENTRY_FILENAME,
  SHARE_STRATEGY,
  createHostConfig,
  createRemoteConfig,
  sharedDependencies,
} from './shared';
export type { FederationOptions, HostConfigOptions, SharedDependencies, SharedDependencyConfig } from './shared';
export { remoteAppConfig } from './remote-app';
export type { RemoteAppOptions } from './remote-app';
export { muiExtrasExports, sharedUsedExports } from './used-exports';
export type { TreeShakenPackage } from './used-exports';
