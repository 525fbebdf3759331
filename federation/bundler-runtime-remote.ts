/**
 * Remote-side half of the shared federation bundler runtime (production builds only): stands in
 * for `@module-federation/webpack-bundler-runtime` in a remote's build (see `createRemoteConfig`)
 * and builds the remote's bundler runtime from the one the shell provides
 * (bundler-runtime-host.ts). What is per container is made here: the share-scope object, the
 * bundler options, the container-entry init (the shell, which exposes nothing, is built without
 * it) and `init`, which must find or create the instance of this remote, not the shell's.
 */
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-shared';
import type { FederationInstanceLike, ProvidedBundlerRuntime, RuntimeInitOptions } from './bundler-runtime-shared';

/** Defined by the federation plugin for each build (`name:version`), as `@module-federation/runtime` reads it. */
declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

const provided = (globalThis as { [BUNDLER_RUNTIME_GLOBAL]?: ProvidedBundlerRuntime })[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(
    'This remote is a production build and runs inside the CareLink shell, which provides its federation runtime; run it on its own with `rsbuild dev`.',
  );
}

const buildId = typeof FEDERATION_BUILD_IDENTIFIER === 'string' ? FEDERATION_BUILD_IDENTIFIER : '';

/** `@module-federation/runtime`'s `init`, matched against this remote's build id instead of the shell's. */
function init(options: RuntimeInitOptions): FederationInstanceLike {
  const { name, version } = options;
  const existing = provided!.runtime.getInstance(
    (instance) =>
      (buildId !== '' && instance.options.id === buildId) ||
      (instance.options.name === name && (version ? instance.options.version === version : !instance.options.version)),
  );
  const normalized = { ...options, id: options.id || '' };
  if (!existing) return provided!.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

const federation = {
  runtime: { ...provided.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
