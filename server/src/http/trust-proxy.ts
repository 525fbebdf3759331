import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5 takes a bare hop count but trusts nothing
 * with it (it cannot tell a proxy from a client connecting directly), so a count becomes a
 * function that believes that many hops: `1` believes the connection's peer (the proxy) and no
 * further, and the client is the entry the proxy appended to `X-Forwarded-For`.
 */
export function fastifyTrustProxy(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}
