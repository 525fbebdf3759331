import type { FastifyInstance } from 'fastify';
import type { SocketFeatures } from './realtime/realtime';
import type { Services } from './services';

/**
 * A server feature: what it serves and which services it needs. buildApp hands each part only
 * the services listed in `services`, so using one that is not listed is a compile error.
 */
export interface ServerPlugin<K extends keyof Services = keyof Services> {
  name: string;
  services: readonly K[];
  /** Registered only when this answers true (e.g. the Stripe webhook with the Stripe provider). */
  enabled?(services: Pick<Services, K>): boolean;
  /** Routes under /api/v1, in their own Fastify scope; access control applies (every route declares `config.auth`). */
  routes?(api: FastifyInstance, services: Pick<Services, K>): Promise<void> | void;
  /** Routes outside /api/v1 (pages, files, health), in their own Fastify scope, after every API route. */
  pages?(app: FastifyInstance, services: Pick<Services, K>): Promise<void> | void;
  /** Socket.io: room kinds and the client events the feature handles. */
  sockets?(realtime: SocketFeatures, services: Pick<Services, K>): void;
}

/** Declares a plugin; `services` is inferred as the exact list given. */
export function definePlugin<const K extends keyof Services>(plugin: ServerPlugin<K>): ServerPlugin<K> {
  return plugin;
}

/** Only the listed services (a plugin cannot reach the others at run time either). */
export function pickServices<K extends keyof Services>(services: Services, keys: readonly K[]): Pick<Services, K> {
  const picked = {} as Pick<Services, K>;
  for (const key of keys) {
    if (!(key in services)) throw new Error(`unknown service "${String(key)}"`);
    picked[key] = services[key];
  }
  return picked;
}
