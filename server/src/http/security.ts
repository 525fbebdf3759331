import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE_PATH } from '@telehealth/shared-api/core';
import type { AppConfig } from '../config';
import { configuredRemotes } from './remotes-document';

/** Origins of the configured absolute remote URLs: they may serve scripts and be fetched. */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(remotes)) {
    if (value.startsWith('/')) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // config.ts only lets valid URLs through.
    }
  }
  return [...origins];
}

const HSTS = 'max-age=31536000; includeSubDomains';

const HOST_PATTERN = /^[A-Za-z0-9.\-:[\]]+$/;

/** ws:// and wss:// of the host the page was served from (the socket's origin). */
function sameHostWebSockets(request: IncomingMessage): string {
  const host = request.headers.host;
  if (!host || !HOST_PATTERN.test(host)) return "'self'";
  return `ws://${host} wss://${host}`;
}

/** How many distinct Host headers' security headers are kept (the Host header is the client's to choose). */
const HOSTS_KEPT = 32;

interface RecordedHeaders {
  set: ReadonlyArray<readonly [string, string]>;
  removed: readonly string[];
}

/** What a helmet middleware sets and removes for `request`, or the error it reports. */
function recordHeaders(middleware: ReturnType<typeof helmet>, request: IncomingMessage): RecordedHeaders | Error {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let failure: Error | undefined;
  middleware(request, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error(String(error));
  });
  return failure ?? { set, removed };
}

/** helmet for the current remote origins, which may serve scripts and be fetched. */
function securityHeadersFor(remotes: string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...remotes, (request) => sameHostWebSockets(request as IncomingMessage)],
        mediaSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'deny' },
    // Sent below, only over https: over plain http browsers ignore it, and it only confuses.
    strictTransportSecurity: false,
    // Remote entries may be loaded by a shell on a sibling origin; /remotes relaxes this further.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * Security headers (helmet with a strict CSP: no inline scripts; inline styles allowed for
 * emotion), CORS for the configured origins only, and gzip/brotli compression.
 *
 * helmet's middleware is built once (again only when the remote origins change), and the
 * headers it sets are kept per Host header and copied onto each answer: @fastify/helmet builds
 * it anew for each request, which cost more than /health itself (bench/README.md).
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // The remotes file may name new origins while the server runs: helmet is rebuilt when they change.
  const configured = configuredRemotes(config, app.log);
  let securityHeaders = securityHeadersFor(remoteOrigins(configured.entries()));
  let remotesVersion = configured.version;
  // The headers depend on the Host header only (the CSP's WebSocket origins): worked out once per host.
  const headersByHost = new Map<string, RecordedHeaders>();
  app.addHook('onRequest', (request, reply, done) => {
    if (configured.version !== remotesVersion) {
      remotesVersion = configured.version;
      securityHeaders = securityHeadersFor(remoteOrigins(configured.entries()));
      headersByHost.clear();
    }
    const host = request.headers.host ?? '';
    let headers = headersByHost.get(host);
    if (!headers) {
      const recorded = recordHeaders(securityHeaders, request.raw);
      if (recorded instanceof Error) return done(recorded);
      headers = recorded;
      if (headersByHost.size >= HOSTS_KEPT) headersByHost.clear();
      headersByHost.set(host, headers);
    }
    for (const name of headers.removed) reply.raw.removeHeader(name);
    for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    // API answers carry personal data: no browser or proxy keeps them (a route may say otherwise).
    if (request.url.startsWith(API_BASE_PATH)) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });

  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Quality 4 keeps brotli cheap enough for dynamic answers.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
