import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-shared';
import type { FederationInstanceLike, ProvidedBundlerRuntime, RuntimeInitOptions } from './bundler-runtime-shared';

/** A stand-in for the shell's `@module-federation/runtime`: instances in a list, as on `__FEDERATION__.__INSTANCES__`. */
function fakeShellRuntime() {
  const instances: (FederationInstanceLike & { inits: RuntimeInitOptions[] })[] = [];
  const createInstance = (options: RuntimeInitOptions) => {
    const instance = {
      options: { ...options },
      inits: [] as RuntimeInitOptions[],
      initOptions: (o: RuntimeInitOptions) => instance.inits.push(o),
    };
    instances.push(instance);
    return instance;
  };
  const shell = createInstance({ name: 'shell', id: 'shell:1.0.0' });
  const runtime = {
    createInstance,
    getInstance: (finder?: (instance: FederationInstanceLike) => boolean) => (finder ? (instances.find(finder) ?? null) : shell),
    // The shell's own init finds the shell's instance by its build id whatever the name: a remote must not use it.
    init: () => shell,
    loadRemote: () => undefined,
  };
  return { runtime, instances, shell };
}

function loadRemoteHalf(provided: ProvidedBundlerRuntime | undefined) {
  const scope = globalThis as { [BUNDLER_RUNTIME_GLOBAL]?: ProvidedBundlerRuntime };
  scope[BUNDLER_RUNTIME_GLOBAL] = provided;
  let federation: unknown;
  jest.isolateModules(() => {
    federation = (jest.requireActual('./bundler-runtime-remote') as { default: unknown }).default;
  });
  delete scope[BUNDLER_RUNTIME_GLOBAL];
  return federation as {
    runtime: { init(options: RuntimeInitOptions): FederationInstanceLike; loadRemote: unknown };
    bundlerRuntime: Record<string, unknown>;
    bundlerRuntimeOptions: object;
    instance: unknown;
  };
}

describe('bundler-runtime-remote: a production remote on the shell’s bundler runtime', () => {
  it('creates the remote’s own instance, then reuses it, never the shell’s', () => {
    const { runtime, instances, shell } = fakeShellRuntime();
    const sharedS = {};
    const consumes = () => undefined;
    const federation = loadRemoteHalf({ runtime, bundlerRuntime: { consumes, S: sharedS }, attachShareScopeMap: () => undefined });

    const first = federation.runtime.init({ name: 'mfe_booking' });
    expect(first).not.toBe(shell);
    expect(first.options.name).toBe('mfe_booking');
    expect(instances).toHaveLength(2);

    const again = federation.runtime.init({ name: 'mfe_booking', shared: {} });
    expect(again).toBe(first);
    expect(instances).toHaveLength(2);
    expect(shell.options.name).toBe('shell');

    // Passed through from the shell; per-container state is the remote's own.
    expect(federation.runtime.loadRemote).toBe(runtime.loadRemote);
    expect(federation.bundlerRuntime.consumes).toBe(consumes);
    expect(federation.bundlerRuntime.S).not.toBe(sharedS);
    expect(typeof federation.bundlerRuntime.initContainerEntry).toBe('function');
    expect(federation.instance).toBeUndefined();
  });

  it('gives each remote its own bundler options object', () => {
    const provided = { ...fakeShellRuntime(), bundlerRuntime: {}, attachShareScopeMap: undefined };
    const one = loadRemoteHalf(provided);
    const two = loadRemoteHalf(provided);
    expect(one.bundlerRuntimeOptions).not.toBe(two.bundlerRuntimeOptions);
    expect(one.bundlerRuntime).not.toBe(two.bundlerRuntime);
  });

  it('fails with a clear message where no shell provided the runtime', () => {
    expect(() => loadRemoteHalf(undefined)).toThrow(/runs inside the CareLink shell/);
  });
});
