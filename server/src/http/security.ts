import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config';

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

const HOST_PATTERN = /^[A-Za-z0-9.\-:[\]]+$/;

/** ws:// and wss:// of the host the page was served from (the socket's origin). */
function sameHostWebSockets(request: IncomingMessage): string {
  const host = request.headers.host;
  if (!host || !HOST_PATTERN.test(host)) return "'self'";
  return `ws://${host} wss://${host}`;
}

/**
 * Security headers (helmet with a strict CSP: no inline scripts; inline styles allowed for
 * emotion), CORS for the configured origins only, and gzip/brotli compression.
 *
 * helmet's middleware is built once and run on every request. (@fastify/helmet 13 builds it
 * anew for each request, parsing every directive again: 20–30 µs of each request, a fifth
 * of what /health costs, measured with bench/doctor-search.bench.ts.)
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const remotes = remoteOrigins(config.remotes);
  const securityHeaders = helmet({
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
    // Remote entries may be loaded by a shell on a sibling origin; /remotes relaxes this further.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
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
