/**
 * The real server as a child process (`src/main.ts` through tsx, as `npm start` runs it), for
 * the fault suites that kill it, restart it on the same data or run two of it side by side.
 * Starting and stopping is scripts/product-server.ts (shared with e2e and bench); this adds
 * the test database (a PGlite folder the child opens, or a fresh PostgreSQL database), the
 * test JWT secret and users written straight to the database with signed session tokens.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { killGroup, startProduct, stopServer, serverLogTail, type RunningProduct } from '../../../scripts/product-server';
import { openDatabase, queryRows, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { insertFastUsers } from './fast-users';
import { createTestDatabase, TEST_JWT_SECRET, uniqueEmail, type DatabaseKind } from './test-server';

export { freePort, killGroup, peakRss, serverLogTail, type RunningProduct } from '../../../scripts/product-server';

/**
 * A database a child server runs on. PGlite is one process's at a time: `run` opens it in the
 * test only while no child runs; PostgreSQL is shared, so `run` works at any time.
 */
export interface ChildDatabase {
  kind: DatabaseKind;
  /** The child's DATA_DIR (its PGlite files under `pglite/`, its log). */
  dataDir: string;
  databaseUrl: string | undefined;
  run<T>(work: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** `migrated: false` (PostgreSQL): an empty database, as a first deployment meets it. */
export async function createChildDatabase(kind: DatabaseKind, label: string, options: { migrated?: boolean } = {}): Promise<ChildDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `telehealth-${label}-`));
  if (kind === 'PGlite') {
    const run = async <T>(work: (database: Database) => Promise<T>): Promise<T> => {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    };
    await run((database) => migrate(database));
    return { kind, dataDir, databaseUrl: undefined, run, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const test = await createTestDatabase('PostgreSQL', { migrated: options.migrated ?? true });
  return {
    kind,
    dataDir,
    databaseUrl: test.url,
    run: (work) => work(test.database),
    async dispose() {
      await test.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows of a raw query (the fault suites read the state the child left). */
export function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return queryRows<T>(database.db, query);
}

export { sql };

export interface ChildServerOptions {
  /** More variables (short sweep and hold times, REDIS_URL ...). */
  env?: Record<string, string | undefined>;
  label?: string;
}

/**
 * Starts `src/main.ts` on the database: no demo data, warnings only in its log, the test JWT
 * secret (so tokens from `insertUsers` are valid). Resolves once `/ready` answers.
 */
export async function startChildServer(database: ChildDatabase, options: ChildServerOptions = {}): Promise<RunningProduct> {
  return startProduct({
    label: options.label ?? 'child',
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    seedDemo: false,
    requireBuild: false,
    readyTimeoutMs: 90_000,
    env: {
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      REGISTER_MAX_ATTEMPTS_PER_IP: '100000',
      ...options.env,
    },
  });
}

/** SIGKILL to the child's process group; resolves when it is gone. */
export async function killChild(product: RunningProduct): Promise<void> {
  const exited = product.child.exitCode !== null || product.child.signalCode !== null;
  const gone = exited ? Promise.resolve() : new Promise<void>((resolve) => product.child.once('exit', () => resolve()));
  killGroup(product.child, 'SIGKILL');
  await gone;
}

/** SIGTERM (a clean stop), SIGKILL after a grace period. */
export async function stopChild(product: RunningProduct | undefined): Promise<void> {
  if (product) await stopServer(product.child, 10_000);
}

/** The last lines of the child's log, for a failure message. */
export function childLog(product: RunningProduct | undefined, lines = 60): string {
  return product ? serverLogTail(product.logFile, lines) : '(no server)';
}

/** A call as the browser makes it: JSON to the API, or the sandbox card page's form. */
export interface ChildRequest {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
}

export interface ChildAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body of a JSON answer, else undefined. */
  body: any;
}

/**
 * One HTTP call to the child server. Redirects are not followed (the card form answers 303 to
 * the success page); network errors (a killed server) reject, for the caller to retry or not.
 */
export async function callChild(
  product: RunningProduct,
  method: string,
  path: string,
  request: ChildRequest = {},
  signal?: AbortSignal,
): Promise<ChildAnswer> {
  const headers: Record<string, string> = { accept: request.form ? 'text/html' : 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  const response = await fetch(`${product.baseUrl}${path}`, { method, headers, body, redirect: 'manual', signal });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('application/json') && text ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, text, body: json };
}

export interface SignedInUser {
  id: string;
  name: string;
  email: string;
  token: string;
  /** The patient profile id (patients only). */
  patientId?: string;
}

/** `count` users of a role written straight to the database (fast-users.ts). */
export async function insertUsers(
  database: Database,
  count: number,
  role: 'patient' | 'doctor',
  namePrefix = role === 'patient' ? 'Patient' : 'Doctor',
): Promise<SignedInUser[]> {
  const inserted = await insertFastUsers(database.db, {
    role,
    count,
    jwtSecret: TEST_JWT_SECRET,
    sessionMs: 12 * 3_600_000,
    name: (index) => `${namePrefix} ${index + 1}`,
    email: () => uniqueEmail(role),
  });
  return inserted.map(({ userId, name, email, token, patientId }) => ({ id: userId, name, email, token, patientId }));
}

/** mulberry32: a small seeded generator, so a failing run can be replayed with its printed seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
