/**
 * Starts and stops the real product for the browser tests and the benchmarks: the Fastify
 * server (`server/src/main.ts` through tsx) in its own process group on a free loopback port,
 * with a throw-away data directory, and reads its memory and CPU from /proc.
 *
 * By default the server runs as `npm start` does: embedded PGlite, in-process sockets, the
 * built shell and remotes of this checkout, no switches inherited from the caller's
 * environment. Imported by e2e/ (jest through swc) and bench/ (tsx), so it uses only Node's
 * own modules and finds the repository from the working directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** The checkout's root: the nearest folder up from the working directory with pnpm-workspace.yaml. */
export function findRepoRoot(from = process.cwd()): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${from}: run from inside the repository.`);
  }
}

export const repoRoot = findRepoRoot();

/**
 * Variables of the caller that would change what runs: removed before the options apply.
 * (The e2e suite and page-weight use PGlite even when the shell has DATABASE_URL set.)
 */
const INHERITED_SWITCHES = [
  'DATABASE_URL',
  'REDIS_URL',
  'NODE_ENV',
  'JEST_WORKER_ID',
  'REMOTES',
  'STATIC_DIR',
  'JWT_SECRET',
  'CORS_ORIGINS',
  'STRIPE_SECRET_KEY',
  'BENCH_CPU_PROF',
];

export interface StartProductOptions {
  /** Seed the demo accounts (SEED_DEMO). Default true. */
  seedDemo?: boolean;
  /** PostgreSQL URL for the server; without it, embedded PGlite under the data directory. */
  databaseUrl?: string;
  /** An existing folder for the server's data and log (kept on stop); default a fresh temp folder (removed on stop). */
  dataDir?: string;
  /** More variables for the server; `undefined` removes one. Applied last. */
  env?: Record<string, string | undefined>;
  /** Flags for node running the server (e.g. `--cpu-prof`). */
  nodeFlags?: string[];
  /** Require the built front end (shell and every remote): default true. */
  requireBuild?: boolean;
  readyTimeoutMs?: number;
  /** Names the temp folder and error messages. */
  label?: string;
}

export interface RunningProduct {
  baseUrl: string;
  port: number;
  /** Process id of the tsx wrapper, which is also the process group id. */
  pid: number;
  child: ChildProcess;
  /** The server's DATA_DIR. */
  dataDir: string;
  /** The temp folder this helper created (removed by stopProduct), or undefined for a caller's dataDir. */
  tempDir: string | undefined;
  logFile: string;
  /** From spawn to `/ready` answering OK. */
  readyMs: number;
}

/** A free TCP port on the loopback interface (the OS picks it, then we release it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** Front-end apps the server serves: the shell and every remote with a build config. */
function frontEndApps(): string[] {
  const remotes = readdirSync(repoRoot).filter((name) => name.startsWith('mfe-') && existsSync(join(repoRoot, name, 'rsbuild.config.ts')));
  return ['shell', ...remotes.sort()];
}

/** Throws a message that says what to run when the shell or a remote has not been built. */
export function assertBuilt(): void {
  const missing = frontEndApps()
    .map((app) => (app === 'shell' ? 'shell/dist/index.html' : `${app}/dist/mf-manifest.json`))
    .filter((path) => !existsSync(join(repoRoot, path)));
  if (missing.length) {
    throw new Error(
      `The built product is needed, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing.\n` +
        'Build first: `node scripts/run.mjs build` (npm test and npm run bench do this).',
    );
  }
}

export function serverLogTail(path: string, lines = 80): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited early (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastProblem = `/ready answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s (${lastProblem})`);
}

/** Starts the product and resolves once `/ready` answers OK; rejects with the server log's tail. */
export async function startProduct(options: StartProductOptions = {}): Promise<RunningProduct> {
  const {
    seedDemo = true,
    databaseUrl,
    env: extraEnv = {},
    nodeFlags = [],
    requireBuild = true,
    readyTimeoutMs = 60_000,
    label = 'product',
  } = options;
  if (requireBuild) assertBuilt();
  const tsx = join(repoRoot, 'server', 'node_modules', '.bin', 'tsx');
  if (!existsSync(tsx)) throw new Error(`tsx is missing at ${tsx}: run the workspace install (pnpm install).`);

  const port = await freePort();
  const tempDir = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), `telehealth-${label}-`));
  const dataDir = options.dataDir ?? join(tempDir!, 'data');
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(tempDir ?? dataDir, 'server.log');

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of INHERITED_SWITCHES) delete env[key];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: String(seedDemo) });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  for (const [key, value] of Object.entries(extraEnv)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }

  const log = createWriteStream(logFile);
  // A log the disk cannot hold (a full-disk test fills the data folder it sits in) is cut short, not fatal.
  log.on('error', () => undefined);
  const started = Date.now();
  // Own process group: tsx runs the server in a child process, and stopping the group stops
  // both even when the wrapper dies first.
  const child = spawn(tsx, [...nodeFlags, 'src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(baseUrl, child, readyTimeoutMs);
  } catch (error) {
    killGroup(child, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    const message = `Could not start the ${label}: ${(error as Error).message}\n--- server log (${logFile}) ---\n${serverLogTail(logFile)}`;
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    throw new Error(message, { cause: error });
  }
  return { baseUrl, port, pid: child.pid ?? -1, child, dataDir, tempDir, logFile, readyMs: Date.now() - started };
}

/** Signals the server's process group (the tsx wrapper and the server it runs). */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops the server: SIGTERM to its process group, SIGKILL after `graceMs`. */
export async function stopServer(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    killGroup(child, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs).unref())]);
  }
  // The wrapper may exit first; make sure nothing of the group is left.
  killGroup(child, 'SIGKILL');
}

/** Stops the server and removes the temp folder this helper made (data and log). */
export async function stopProduct(product: Pick<RunningProduct, 'child' | 'tempDir'> | undefined, graceMs?: number): Promise<void> {
  if (!product) return;
  await stopServer(product.child, graceMs);
  if (product.tempDir) rmSync(product.tempDir, { recursive: true, force: true });
}

/** The processes of the server's group, each with its /proc/<pid>/stat fields after the command name. */
function groupProcesses(product: Pick<RunningProduct, 'pid'>): { pid: number; fields: string[] }[] {
  const processes: { pid: number; fields: string[] }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // state ppid pgrp … utime (11) stime (12) …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === product.pid) processes.push({ pid: Number(entry), fields });
    } catch {
      // Ended while reading.
    }
  }
  return processes;
}

export interface ProcessMemory {
  pid: number;
  /** Peak resident set (VmHWM). */
  hwmKb: number;
  /** Resident set now (VmRSS). */
  rssKb: number;
  cmd: string;
}

/** Peak and current resident memory of every process in the server's group, largest peak first. */
export function peakRss(product: Pick<RunningProduct, 'pid'>): ProcessMemory[] {
  const rows: ProcessMemory[] = [];
  for (const { pid } of groupProcesses(product)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const hwmKb = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0);
      const rssKb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 4).join(' ');
      rows.push({ pid, hwmKb, rssKb, cmd });
    } catch {
      // Ended while reading.
    }
  }
  return rows.sort((a, b) => b.hwmKb - a.hwmKb);
}

/** `412 MB (pid 123), 50 MB (pid 120)`: the peaks of the server's group. */
export function formatPeakRss(product: Pick<RunningProduct, 'pid'>): string {
  return peakRss(product)
    .map((m) => `${(m.hwmKb / 1024).toFixed(0)} MB (pid ${m.pid})`)
    .join(', ');
}

/** CPU time (ms, user + system) used so far by the processes of the server's group. */
export function serverCpuMs(product: Pick<RunningProduct, 'pid'>): number {
  const ticks = groupProcesses(product).reduce((sum, { fields }) => sum + Number(fields[11]) + Number(fields[12]), 0);
  return ticks * 10; // USER_HZ = 100 on Linux
}
