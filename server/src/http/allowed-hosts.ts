import { networkInterfaces } from 'node:os';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { BadRequest } from './errors';

export const HOST_NOT_ALLOWED_MESSAGE = 'A checkout cannot be opened through this host name; use the address of the site.';

const bare = (hostname: string) => hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** ALLOWED_HOSTS, or by default the addresses HOST listens on and the loopback names. */
export function allowedHostsOf(config: Pick<AppConfig, 'allowedHosts' | 'host'>): Set<string> {
  if (config.allowedHosts.length > 0) return new Set(config.allowedHosts.map(bare));
  const hosts = new Set(['localhost', '127.0.0.1', '::1', bare(config.host)]);
  if (config.host === '0.0.0.0' || config.host === '::') {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const { address } of addresses ?? []) hosts.add(bare(address));
    }
  }
  return hosts;
}

/**
 * The origin the browser used (behind a proxy: per TRUST_PROXY), for success and cancel URLs;
 * 400 unless its host is allowed, so a forged Host cannot point a patient's payment pages elsewhere.
 */
export function allowedRequestOrigin(request: FastifyRequest, allowed: Set<string>): string {
  const host = request.host.toLowerCase();
  let url: URL | undefined;
  try {
    url = new URL(`${request.protocol}://${host}`);
  } catch {
    url = undefined;
  }
  // The whole header must be a host and port: no user info, path or other tricks around the name.
  if (!url || url.host !== host || !allowed.has(bare(url.hostname))) throw new BadRequest(HOST_NOT_ALLOWED_MESSAGE);
  return url.origin;
}

/** The origin of mailed links: PUBLIC_URL, else the request's if its host is allowed (a forged Host never reaches a mail). */
export function mailLinkOrigin(config: Pick<AppConfig, 'allowedHosts' | 'host' | 'publicUrl'>): (request: FastifyRequest) => string {
  const allowedHosts = allowedHostsOf(config);
  return (request) => config.publicUrl ?? allowedRequestOrigin(request, allowedHosts);
}
