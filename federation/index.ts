// The shell ↔ remotes contract, safe for browser code. Build options: '@telehealth/federation/config';
// standalone routes: '/standalone'; the exposes test: '/testing'.
export { REMOTES_DOCUMENT_PATH, remoteModuleId, remoteModules, remoteNames, remoteWidgets, remotes } from './remotes';
export type {
  PageProps,
  RemoteModuleContract,
  RemoteModuleKey,
  RemoteModuleProps,
  RemoteWidgetContract,
  RemoteWidgetKey,
  RemoteWidgetProps,
  RemotesDocument,
} from './remotes';
export { containerKeys, containerPageKeys, exposedContracts, exposesOf, modulesOf } from './exposes';
export type {
  ContainerKey,
  ContainerName,
  ContainerPageKey,
  ExposedKey,
  ExposedModule,
  ExposedModuleLoaders,
  ExposedProps,
} from './exposes';
export { fillRoute, pagePathNames, paths, queryString } from './paths';
export type { DoctorsQuery, QueryParams, RouteParams } from './paths';
