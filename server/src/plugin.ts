import type { FastifyInstance } from 'fastify';
import type { SocketFeatures } from './realtime/realtime';

/**
 * What a feature serves: routes, pages and socket handlers. `S` is what it is given, named by
 * type, so using a service it did not ask for is a compile error. Function-typed members keep
 * that check strict (a plugin asking for more than its feature has does not compile).
 */
export interface ServerPlugin<S extends object = object> {
  name: string;
  /** Registered only when this answers true (e.g. the Stripe webhook with the Stripe provider). */
  enabled?: (services: S) => boolean;
  /** Routes under /api/v1, in their own Fastify scope; access control applies (every route declares `config.auth`). */
  routes?: (api: FastifyInstance, services: S) => Promise<void> | void;
  /** Routes outside /api/v1 (pages, files, health), in their own Fastify scope, after every API route. */
  pages?: (app: FastifyInstance, services: S) => Promise<void> | void;
  /** Socket.io: room kinds and the client events the feature handles. */
  sockets?: (realtime: SocketFeatures, services: S) => void;
}

/** Declares a plugin; `S` is inferred from the services its parts take. */
export function definePlugin<S extends object>(plugin: ServerPlugin<S>): ServerPlugin<S> {
  return plugin;
}
