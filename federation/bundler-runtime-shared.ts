/** What the shell hands to remotes (bundler-runtime-host.ts → bundler-runtime-remote.ts), under this global name. */
export const BUNDLER_RUNTIME_GLOBAL = '__TELEHEALTH_FEDERATION_BUNDLER_RUNTIME__';

/** Options of `@module-federation/runtime`'s `init` and `createInstance`, as far as this code reads them. */
export interface RuntimeInitOptions {
  name: string;
  version?: string;
  id?: string;
  [option: string]: unknown;
}

/** A federation instance (runtime-core's `ModuleFederation`), as far as this code uses it. */
export interface FederationInstanceLike {
  options: { id?: string; name: string; version?: string };
  initOptions(options: RuntimeInitOptions): unknown;
}

/** The parts of `@module-federation/runtime` the remote half uses (the rest is passed through). */
export interface FederationRuntimeLike {
  createInstance(options: RuntimeInitOptions): FederationInstanceLike;
  getInstance(finder?: (instance: FederationInstanceLike) => boolean): FederationInstanceLike | null;
  init(options: RuntimeInitOptions): FederationInstanceLike;
  [name: string]: unknown;
}

/** The shell's `__webpack_require__.federation` fields a remote's runtime needs. */
export interface ProvidedBundlerRuntime {
  runtime: FederationRuntimeLike;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}
