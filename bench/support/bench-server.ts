/**
 * What every server benchmark needs: a throw-away database (PGlite in a temp folder, or a new
 * database on DATABASE_URL's server, dropped afterwards), the real server started as a child
 * process on a loopback port, its peak memory, and latency percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// node-postgres is the server's dependency.
const pg = createRequire(join(ROOT, 'server', 'package.json'))('pg') as typeof import('pg');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `--name=value` from the command line, as a number. */
export const numberArg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

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

export interface Product {
  child: ChildProcess;
  baseUrl: string;
  logFile: string;
}

/** Starts the real server (tsx src/main.ts) in its own process group and waits for /ready. */
export async function startServer(dataDir: string, databaseUrl: string | undefined, extraEnv: NodeJS.ProcessEnv = {}): Promise<Product> {
  const tsx = join(ROOT, 'server', 'node_modules', '.bin', 'tsx');
  if (!existsSync(tsx)) throw new Error(`tsx missing at ${tsx}: install the workspace first`);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  for (const key of ['BENCH_CPU_PROF', 'DATABASE_URL', 'REDIS_URL', 'REMOTES', 'STATIC_DIR', 'CORS_ORIGINS', 'STRIPE_SECRET_KEY']) delete env[key];
  Object.assign(env, extraEnv);
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const logFile = join(dataDir, 'server.log');
  const out = createWriteStream(logFile);
  // Own process group: tsx runs the server in a child process; the group is stopped as one.
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profileDir = process.env.BENCH_CPU_PROF;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const nodeFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(tsx, [...nodeFlags, 'src/main.ts'], { cwd: join(ROOT, 'server'), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (code ${child.exitCode})\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      if ((await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready after 60 s\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    await sleep(200);
  }
  return { child, baseUrl, logFile };
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

export async function stopServer(product: Product | undefined): Promise<void> {
  if (!product) return;
  if (product.child.exitCode === null) {
    const exited = new Promise((resolve) => product.child.once('exit', resolve));
    killGroup(product.child, 'SIGTERM');
    // Writing a CPU profile (BENCH_CPU_PROF) takes a while after the server closed.
    await Promise.race([exited, sleep(process.env.BENCH_CPU_PROF ? 60_000 : 5000)]);
  }
  killGroup(product.child, 'SIGKILL');
}

/** The processes of the server's group (the tsx wrapper and the server), each with its /proc/<pid>/stat fields after the command name. */
function groupProcesses(product: Product): { pid: number; fields: string[] }[] {
  const processes: { pid: number; fields: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // state ppid pgrp … utime (11) stime (12) …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === product.child.pid) processes.push({ pid: Number(entry), fields });
    } catch {
      // ended while reading
    }
  }
  return processes;
}

/** Peak resident memory (VmHWM, kB) of the processes of the server's group. */
export function peakRssKb(product: Product): { pid: number; hwmKb: number; cmd: string }[] {
  const rows: { pid: number; hwmKb: number; cmd: string }[] = [];
  for (const { pid } of groupProcesses(product)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const hwmKb = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ');
      rows.push({ pid, hwmKb, cmd });
    } catch {
      // ended while reading
    }
  }
  return rows.sort((a, b) => b.hwmKb - a.hwmKb);
}

/** CPU time (ms, user + system) used so far by the processes of the server's group. */
export function serverCpuMs(product: Product): number {
  const ticks = groupProcesses(product).reduce((sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]), 0);
  return ticks * 10; // USER_HZ = 100 on Linux
}

export function formatPeakRss(product: Product): string {
  return peakRssKb(product)
    .map((m) => `${(m.hwmKb / 1024).toFixed(0)} MB (pid ${m.pid})`)
    .join(', ');
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
export function runBench(label: string, main: () => Promise<number>, hardDeadlineMs: number, running: () => Product | undefined): void {
  const deadline = setTimeout(() => {
    console.error(`[${label}] still running after ${hardDeadlineMs / 1000} s: stopping`);
    const product = running();
    if (product) killGroup(product.child, 'SIGKILL');
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
