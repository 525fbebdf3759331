/**
 * Starts the real server on an ephemeral port against a fresh database, for integration
 * tests over real HTTP. PGlite always; PostgreSQL too when DATABASE_URL is set (a new
 * database per server, dropped afterwards); the Redis-backed limiter and socket adapter when
 * REDIS_URL is set (a unique key prefix per server).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import { buildApp, type AppServices } from '../../src/app';
import type { LogDestination } from '../../src/http/logging';
import type { Clock } from '../../src/clock';
import { loadConfig, type AppConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../../src/paths';
import type { ServerPlugin } from '../../src/plugin';
import type { SocketEventLimit } from '../../src/realtime/socket-server';
import { externalService } from './external-services';

export type DatabaseKind = 'PGlite' | 'PostgreSQL';
export type LimiterBackend = 'memory' | 'Redis';

/** Databases every integration suite runs against: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export function databases(): DatabaseKind[] {
  return externalService('DATABASE_URL', 'The PostgreSQL cases of this suite') ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

/** Rate-limit / socket adapter backends: in-process, plus Redis when REDIS_URL is set. */
export function limiterBackends(): LimiterBackend[] {
  return externalService('REDIS_URL', 'The Redis cases of this suite') ? ['memory', 'Redis'] : ['memory'];
}

// ---------------------------------------------------------------------------------------------
// Databases

let templatePromise: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory, dumped once and cached on disk keyed by the migrations'
 * content: loading it is much faster than initdb + migrate (bench/README.md).
 */
function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const hash = createHash('sha256');
    for (const file of listFiles(MIGRATIONS_DIR)) hash.update(file).update(readFileSync(file));
    // The PGlite version pinned by the server decides the data-directory format.
    hash.update(readFileSync(path.join(SERVER_ROOT, 'package.json')));
    const cacheFile = path.join(os.tmpdir(), `telehealth-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(cacheFile)) return new Blob([readFileSync(cacheFile)]);
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await migrate(database);
    const dumped = await database.dumpDataDir!();
    await database.close();
    const tmp = `${cacheFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dumped.arrayBuffer()));
    renameSync(tmp, cacheFile); // atomic: parallel workers never read half a file
    return dumped;
  })();
  return templatePromise;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

export interface TestDatabase {
  kind: DatabaseKind;
  database: Database;
  /** The connection string of the fresh PostgreSQL database (undefined for PGlite). */
  url: string | undefined;
  dispose(): Promise<void>;
}

/** A fresh, migrated database of the given kind (PostgreSQL: empty with `migrated: false`). */
export async function createTestDatabase(kind: DatabaseKind, options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  if (kind === 'PGlite') {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    return { kind, database, url: undefined, dispose: () => database.close() };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
        break;
      } catch (error) {
        // 55006: template1 is briefly in use by another CREATE DATABASE (parallel test runs).
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  if (options.migrated ?? true) await migrate(database);
  return {
    kind,
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Clock

export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

/** A clock that only moves when told to. */
export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Server

export interface TestServerOptions {
  db?: DatabaseKind;
  /** Environment variables on top of the test defaults, read by the real loadConfig. */
  env?: Record<string, string>;
  clock?: TestClock;
  /** Use Redis (REDIS_URL) for the login limiter and the socket adapter. */
  redis?: boolean;
  /** Reuse another server's database (a second instance); the first server owns it. */
  shareDatabaseOf?: TestServer;
  /** Receives the server's log lines (LOG_LEVEL in `env` says which; tests default to silent). */
  logDestination?: LogDestination;
  /** Reuse another server's Redis key prefix so both instances share limits and rooms. */
  shareRedisOf?: TestServer;
  /** Features of the test's own, registered after the app's. */
  plugins?: ReadonlyArray<ServerPlugin<AppServices>>;
  /** The app's own features to leave out, by name. */
  omitPlugins?: readonly string[];
  /** Incoming socket events allowed per socket. */
  socketEventLimit?: SocketEventLimit;
  /**
   * How often its event outbox is polled. Two instances on one database without Redis each hear
   * only the events they deliver: a reference instance that must not take the other's polls rarely.
   */
  eventPollMs?: number;
}

export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** A call to `/api/v1<path>`. */
  api: (path: string, init?: ApiCall) => Promise<ApiAnswer>;
  /** A call to any path of the server. */
  http: (path: string, init?: ApiCall) => Promise<ApiAnswer>;
  close(): Promise<void>;
}

export interface ApiCall {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (with `headers` naming its content type). */
  rawBody?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

const startedServers = new Set<Promise<TestServer>>();

/** Starts buildApp on 127.0.0.1:0 with a fresh database (see the options). */
export function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const started = startServer(options);
  startedServers.add(started);
  started.catch(() => startedServers.delete(started));
  return started;
}

/**
 * Closes every server a test file started and did not close (a failed or timed-out
 * beforeAll), so no open server keeps the test process alive. Run after each file.
 */
export async function closeLeftoverTestServers(): Promise<void> {
  const pending = [...startedServers];
  startedServers.clear();
  for (const started of pending) {
    const server = await started.catch(() => undefined);
    await server?.close();
  }
}

async function startServer(options: TestServerOptions): Promise<TestServer> {
  const shared = options.shareDatabaseOf;
  const testDatabase = shared ? undefined : await createTestDatabase(options.db ?? 'PGlite');
  const database = shared ? shared.database : testDatabase!.database;
  if (options.redis && !process.env.REDIS_URL) throw new Error('REDIS_URL is not set');

  const emptyStaticDir = mkdtempSync(path.join(os.tmpdir(), 'telehealth-static-'));
  const loaded = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: emptyStaticDir,
    STATIC_DIR: emptyStaticDir,
    // Tests register many users from one loopback address; the limit has its own tests.
    REGISTER_MAX_ATTEMPTS_PER_IP: '100000',
    ...(options.redis ? { REDIS_URL: process.env.REDIS_URL! } : {}),
    ...options.env,
  });
  const config: AppConfig = {
    ...loaded,
    port: 0,
    host: '127.0.0.1',
    databaseUrl: testDatabase?.url ?? shared?.config.databaseUrl,
    pgliteDir: 'memory://',
    redisKeyPrefix: options.shareRedisOf?.config.redisKeyPrefix ?? `telehealth-test:${randomBytes(6).toString('hex')}:`,
  };

  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      database,
      clock: options.clock?.now,
      redisBlockMs: 100,
      extraPlugins: options.plugins,
      omitPlugins: options.omitPlugins,
      socketEventLimit: options.socketEventLimit,
      eventPollMs: options.eventPollMs,
      logDestination: options.logDestination,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await testDatabase?.dispose();
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  const http = async (target: string, init: ApiCall = {}): Promise<ApiAnswer> => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | Buffer | undefined;
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.rawBody !== undefined) {
      body = init.rawBody;
    }
    const response = await fetch(`${baseUrl}${target}`, { method: init.method ?? 'GET', headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  let closed = false;
  return {
    app,
    config,
    database,
    baseUrl,
    http,
    api: (target, init) => http(`${API_BASE_PATH}${target}`, init),
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await testDatabase?.dispose();
      rmSync(emptyStaticDir, { recursive: true, force: true });
      if (config.redisUrl && !options.shareRedisOf) await deleteRedisKeys(config.redisUrl, config.redisKeyPrefix);
    },
  };
}

/** Removes what a test server wrote to Redis (limiter counters, the adapter's stream). */
async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
  } finally {
    await client.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Factories

let counter = 0;

/** A unique email for a test user. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${randomBytes(3).toString('hex')}@example.test`;
}

export interface RegisteredUser {
  token: string;
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'patient' | 'doctor';
}

/** Registers a user through the API and returns its session token. */
export async function registerUser(
  server: TestServer,
  overrides: Partial<Pick<RegisteredUser, 'name' | 'email' | 'password' | 'role'>> = {},
): Promise<RegisteredUser> {
  const user = {
    name: overrides.name ?? 'Test Person',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'secret-pass-1',
    role: overrides.role ?? 'patient',
  };
  const answer = await server.api('/user/register', { method: 'POST', json: user });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`);
  return { ...user, token: answer.body.data.accessToken, id: answer.body.data.user._id };
}

/** Signs in through the API. */
export async function login(server: TestServer, email: string, password: string, headers?: Record<string, string>): Promise<ApiAnswer> {
  return server.api('/user/login', { method: 'POST', json: { email, password }, headers });
}
