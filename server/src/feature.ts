import type { ServerPlugin } from './plugin';

/** What a feature's build may ask of the app's life: clean-ups, start steps and sweeps. */
export interface Lifecycle {
  /** Runs when the app closes, the last registered first. */
  onClose(cleanup: () => Promise<unknown> | unknown): void;
  /** Runs once every feature is built and the event stream has started. */
  onStart(start: () => Promise<unknown> | unknown): void;
  /** Runs `task` every `seconds` from the start until close; a failure is logged as `what` failed. */
  every(seconds: number, what: string, task: () => Promise<unknown>): void;
}

/**
 * A server feature (docs/adding-a-server-feature.md): what it needs of the platform and of
 * other features (`Needs`, their public ports by type), the services it builds (`Provides`),
 * and what it serves. app.ts composes features in dependency order.
 */
export interface Feature<Needs extends object, Provides extends object> {
  name: string;
  build?: (needs: Needs, life: Lifecycle) => Provides | Promise<Provides>;
  /** What it serves, given what it needs and provides (NoInfer: `build` alone names both). */
  plugins?: ReadonlyArray<ServerPlugin<NoInfer<Needs & Provides>>>;
}

/** Declares a feature; give `Needs` and `Provides` explicitly when it has no build. */
export function defineFeature<Needs extends object, Provides extends object = Record<never, never>>(
  feature: Feature<Needs, Provides>,
): Feature<Needs, Provides> {
  return feature;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- features of any shape, checked when added
type AnyFeature = Feature<any, any>;

/** What `add` says when a feature needs what no earlier feature provides. */
type Unmet<S, N> = S extends N ? [] : [unmet: { missing: Exclude<keyof N, keyof S>; or_mistyped: keyof N }];

/**
 * Features in the order they are built. `add` compiles only when everything the feature needs
 * is provided by the platform or by a feature added before it, so the order is checked.
 */
export class Composition<S extends object> {
  private constructor(private readonly features: readonly AnyFeature[]) {}

  static over<Base extends object>(): Composition<Base> {
    return new Composition<Base>([]);
  }

  add<N extends object, P extends object>(feature: Feature<N, P>, ...unmet: Unmet<S, N>): Composition<S & P> {
    void unmet;
    return new Composition<S & P>([...this.features, feature]);
  }

  /** Every feature's plugins, in the features' order. */
  plugins(): Array<ServerPlugin<S>> {
    return this.features.flatMap((feature) => (feature.plugins ?? []) as Array<ServerPlugin<S>>);
  }

  /** Builds every feature in order over `base`; answers every service, the platform's included. */
  async build(base: object, life: Lifecycle): Promise<S> {
    const services: Record<string, unknown> = { ...base };
    const names = new Set<string>();
    for (const feature of this.features) {
      if (names.has(feature.name)) throw new Error(`two server features are named "${feature.name}"`);
      names.add(feature.name);
      const provided: object = feature.build ? await feature.build(services, life) : {};
      for (const key of Object.keys(provided)) {
        if (key in services) throw new Error(`feature "${feature.name}" provides "${key}", which is already provided`);
      }
      Object.assign(services, provided);
    }
    return services as S;
  }
}
