/**
 * What a remote exposes, derived from the contract (`remotes.ts`): the file map its
 * rsbuild.config.ts hands to Module Federation (`exposesOf`) and the loaders its standalone
 * app and exposes test use (`modulesOf`). Both take exactly the container's contract keys, so
 * a missing, extra or renamed entry is a compile error (and a build error, checked at run time).
 */
import type { ComponentType } from 'react';
import { remoteModules, remoteWidgets } from './remotes';
import type { RemoteModuleKey, RemoteModuleProps, RemoteWidgetProps } from './remotes';

/** Pages and widgets by contract key. */
export const exposedContracts = { ...remoteModules, ...remoteWidgets } as const;

type Exposed = typeof exposedContracts;
export type ExposedKey = keyof Exposed;
/** Container names of the contract ('mfe_booking', 'mfe_profile', ...). */
export type ContainerName = Exposed[ExposedKey]['name'];
/** Contract keys of the modules container `C` exposes. */
export type ContainerKey<C extends ContainerName> = { [K in ExposedKey]: Exposed[K]['name'] extends C ? K : never }[ExposedKey];
/** Contract keys of the pages (modules with a route) container `C` exposes. */
export type ContainerPageKey<C extends ContainerName> = ContainerKey<C> & RemoteModuleKey;
export type ExposedProps = RemoteModuleProps & RemoteWidgetProps;

/** One exposed file's module: a default-exported component taking the contract's props. */
export type ExposedModule<K extends ExposedKey> = { default: ComponentType<ExposedProps[K]> };
export type ExposedModuleLoaders<C extends ContainerName> = { readonly [K in ContainerKey<C>]: () => Promise<ExposedModule<K>> };

/** Contract keys of container `name`, in contract order. */
export function containerKeys<C extends ContainerName>(name: C): ContainerKey<C>[] {
  return (Object.keys(exposedContracts) as ExposedKey[]).filter((key) => exposedContracts[key].name === name) as ContainerKey<C>[];
}

/** Contract keys of the pages of container `name`, in contract order. */
export function containerPageKeys<C extends ContainerName>(name: C): ContainerPageKey<C>[] {
  return containerKeys(name).filter((key): key is ContainerPageKey<C> => key in remoteModules);
}

/** rsbuild configs are not type-checked when they load: the same check at run time. */
function assertExactKeys(name: string, given: object, what: string): void {
  const wanted = new Set<string>(containerKeys(name as ContainerName));
  const keys = Object.keys(given);
  const missing = [...wanted].filter((key) => !keys.includes(key));
  const extra = keys.filter((key) => !wanted.has(key));
  if (missing.length || extra.length) {
    throw new Error(
      `${what} of ${name} must list exactly its contract keys (federation/remotes.ts)` +
        `${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; not in the contract: ${extra.join(', ')}` : ''}.`,
    );
  }
}

/**
 * The `exposes` option of container `name`: `exposesOf('mfe_profile', { profile:
 * './src/exposes/profile-page.tsx' })` → `{ './ProfilePage': './src/exposes/profile-page.tsx' }`.
 */
export function exposesOf<C extends ContainerName>(name: C, files: { readonly [K in ContainerKey<C>]: string }): Record<string, string> {
  assertExactKeys(name, files, 'The exposes');
  return Object.fromEntries(containerKeys(name).map((key) => [exposedContracts[key].expose, files[key]]));
}

/**
 * The exposed files of container `name` as loaders (`{ profile: () => import('./profile-page') }`),
 * for its standalone app (`standaloneRoutes`) and its exposes test (`describeExposes`).
 */
export function modulesOf<C extends ContainerName>(name: C, loaders: ExposedModuleLoaders<C>): ExposedModuleLoaders<C> {
  assertExactKeys(name, loaders, 'The exposed modules');
  return loaders;
}
