/**
 * Shell-side half of the shared federation bundler runtime (production builds only): a Module
 * Federation runtime plugin that hands the shell's bundler runtime (`@module-federation/
 * webpack-bundler-runtime` with the `@module-federation/runtime` and SDK it imports) to the
 * remotes through a global, so each remote entry does not ship its own copy.
 * `bundler-runtime-remote.ts` is the other half.
 */
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-shared';
import type { ProvidedBundlerRuntime } from './bundler-runtime-shared';

/** The bundler's own require function; rspack compiles this name to its runtime `__webpack_require__`. */
declare const __webpack_require__: { federation: ProvidedBundlerRuntime };

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'telehealth-provide-bundler-runtime',
    // The shell's own init runs before any remote entry loads; by then the federation object is filled.
    beforeInit<T>(args: T): T {
      const scope = globalThis as { [BUNDLER_RUNTIME_GLOBAL]?: ProvidedBundlerRuntime };
      if (!scope[BUNDLER_RUNTIME_GLOBAL]) {
        const { runtime, bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
        scope[BUNDLER_RUNTIME_GLOBAL] = { runtime, bundlerRuntime, attachShareScopeMap };
      }
      return args;
    },
  };
}
