import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RemotesDocument } from '@telehealth/shared-api/core';
import { RUNTIME_REMOTES_PATH } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { configuredRemotes } from './remotes-document';

const REMOTE_FOLDER = /^mfe-[a-z0-9][a-z0-9-]*$/;
/** Paths that never fall back to the shell's index.html. */
const NOT_SHELL = ['/api', '/socket.io', '/remotes', '/uploads', '/health', '/ready'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Siblings written at build time by scripts/precompress.mjs (brotli 11, gzip 9). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Content-hashed files under a `static/` folder never change: cache them for a year.
 * Everything else (index.html, mf-manifest.json, remoteEntry.js) must be revalidated, so a
 * redeployed remote is picked up without rebuilding the shell.
 */
export function cacheControlFor(filePath: string): string {
  const file = filePath.replace(PRECOMPRESSED_SUFFIX, '');
  const hashed = file.split(path.sep).includes('static') && /\.[0-9a-f]{8,}\./i.test(path.basename(file));
  return hashed ? IMMUTABLE : REVALIDATE;
}

/** `mfe-*` folders under `staticDir` that have a `dist` build. */
export function discoverRemoteFolders(staticDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(staticDir);
  } catch {
    return [];
  }
  return entries.filter((name) => REMOTE_FOLDER.test(name) && isDirectory(path.join(staticDir, name, 'dist'))).sort();
}

/** The runtime remotes document: discovered builds, then the configured entries (REMOTES, REMOTES_FILE). */
export function remotesDocument(staticDir: string, configured: Record<string, string>): RemotesDocument {
  const document: RemotesDocument = {};
  for (const folder of discoverRemoteFolders(staticDir)) {
    document[folder.replace(/-/g, '_')] = `/remotes/${folder}/mf-manifest.json`;
  }
  return { ...document, ...configured };
}

function isDirectory(target: string): boolean {
  try {
    return statSync(target).isDirectory();
  } catch {
    return false;
  }
}

function isFile(target: string): boolean {
  try {
    return statSync(target).isFile();
  } catch {
    return false;
  }
}

/** Resolves a URL path inside `root`; null when it would escape it or cannot be decoded. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

function sendFrom(reply: FastifyReply, root: string, file: string): FastifyReply {
  return reply.sendFile(path.relative(root, file), root);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * Serves the built product: `shell/dist` at `/` with a history fallback to index.html,
 * each `mfe-*` build (its `dist` folder) under `/remotes/<folder>/`, and the runtime remotes document. Builds and
 * the remotes file are looked up while running, so a remote built, redeployed or repointed after start is served
 * without a restart.
 */
export async function staticRoutes(app: FastifyInstance, { config }: { config: AppConfig }): Promise<void> {
  const shellRoot = path.join(config.staticDir, 'shell', 'dist');
  const remotes = configuredRemotes(config, app.log);

  await app.register(fastifyStatic, {
    root: config.staticDir,
    serve: false,
    // `<file>.br` or `<file>.gz`, whichever Accept-Encoding prefers (br first), sent as it is
    // with Content-Encoding and `Vary: accept-encoding`; the global compression skips an answer
    // that already has a Content-Encoding. A file without siblings (a build that skipped
    // scripts/precompress.mjs) is still compressed on the fly.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      void reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  app.get(RUNTIME_REMOTES_PATH, { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('cache-control', REVALIDATE);
    return remotesDocument(config.staticDir, remotes.entries());
  });

  app.get<{ Params: { remote: string } }>('/remotes/:remote/*', { schema: { hide: true } }, async (request, reply) => {
    const { remote } = request.params;
    const root = path.join(config.staticDir, remote, 'dist');
    const prefix = `/remotes/${remote}/`;
    const requested = pathOf(request);
    const file = REMOTE_FOLDER.test(remote) && requested.startsWith(prefix) ? resolveInside(root, requested.slice(prefix.length)) : null;
    if (!file || !isFile(file)) return reply.callNotFound();
    // Remote assets are public and may be loaded by a shell on another origin.
    void reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    return sendFrom(reply, root, file);
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const requested = pathOf(request);
    const excluded = NOT_SHELL.some((prefix) => requested === prefix || requested.startsWith(`${prefix}/`));
    const index = path.join(shellRoot, 'index.html');
    if (excluded || !existsSync(index)) return reply.callNotFound();
    const file = requested === '/' ? index : resolveInside(shellRoot, requested);
    if (file && isFile(file)) return sendFrom(reply, shellRoot, file);
    if ((request.headers.accept ?? '').includes('text/html')) return sendFrom(reply, shellRoot, index);
    return reply.callNotFound();
  });
}

/** The built web app; registered last, it answers every path no other plugin claims. */
/** Served by app.ts as a plugin (http/ sits below plugin.ts, so it is a plain object). */
export const staticFilesPlugin = { name: 'static-files', pages: staticRoutes } as const;
