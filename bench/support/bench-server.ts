/**
 * What every server benchmark needs: a throw-away database (PGlite in a temp folder, or a new
 * database on DATABASE_URL's server, dropped afterwards), the real server started as a child
 * process on a loopback port (scripts/product-server.ts, shared with the e2e suite), its peak
 * memory, and latency percentiles.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killGroup, peakRss, startProduct, stopProduct, type RunningProduct } from '../../scripts/product-server';

export { formatPeakRss, freePort, killGroup, peakRss, serverCpuMs, serverLogTail } from '../../scripts/product-server';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// node-postgres is the server's dependency.
const pg = createRequire(join(ROOT, 'server', 'package.json'))('pg') as typeof import('pg');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `--name=value` from the command line, as a number. */
export const numberArg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

export interface BenchDatabase {
  label: string;
  /** For the server: DATABASE_URL, or undefined for PGlite under dataDir. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export async function createBenchDatabase(dataDir: string): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { label: `PGlite (${join(dataDir, 'pglite')})`, databaseUrl: undefined, drop: async () => undefined };
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL (database ${name} on ${url.host}, dropped afterwards)`,
    databaseUrl: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export type Product = RunningProduct;

/**
 * Starts the real server on `dataDir` (kept: the caller seeded it and removes it) as a
 * benchmark wants it: no demo data, `NODE_ENV=production`, `LOG_LEVEL=warn`, a random JWT
 * secret. BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops.
 */
export async function startServer(dataDir: string, databaseUrl: string | undefined, extraEnv: NodeJS.ProcessEnv = {}): Promise<Product> {
  const profileDir = process.env.BENCH_CPU_PROF;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  return startProduct({
    label: 'bench',
    dataDir,
    databaseUrl,
    seedDemo: false,
    requireBuild: false,
    // A loaded machine (or a large seeded database) can take longer than a test's minute to answer /ready.
    readyTimeoutMs: 180_000,
    nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: { LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex'), ...extraEnv },
  });
}

export async function stopServer(product: Product | undefined): Promise<void> {
  if (product && process.env.BENCH_CPU_PROF) {
    // Writing a CPU profile takes a while after the server closed, and the tsx wrapper may exit
    // first: wait for every process of the group (a zombie has no resident set), not the wrapper.
    killGroup(product.child, 'SIGTERM');
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && peakRss(product).some((process) => process.rssKb > 0)) await sleep(200);
  }
  await stopProduct(product, 5_000);
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs a benchmark's `main` and exits with its code; stops the server's process group and
 * exits 2 if the whole run takes longer than `hardDeadlineMs`.
 */
export function runBench(
  label: string,
  main: () => Promise<number>,
  hardDeadlineMs: number,
  running: () => Product | readonly Product[] | undefined,
): void {
  const deadline = setTimeout(() => {
    console.error(`[${label}] still running after ${hardDeadlineMs / 1000} s: stopping`);
    for (const product of [running() ?? []].flat()) killGroup(product.child, 'SIGKILL');
    process.exit(2);
  }, hardDeadlineMs);
  deadline.unref();
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`[${label}] failed:`, error);
      process.exit(1);
    },
  );
}
