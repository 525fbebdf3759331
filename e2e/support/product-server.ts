/**
 * Starts and stops the real built product for the browser tests: the Fastify server from
 * `server/src/main.ts` run through tsx, on a free loopback port, with a fresh data directory,
 * the demo accounts seeded, and the embedded database (PGlite) and in-process socket adapter
 * (DATABASE_URL and REDIS_URL are removed from its environment).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..');

/** Built front-end files the server must serve; `node scripts/run.mjs build` produces them. */
const REQUIRED_BUILD_OUTPUTS = ['shell/dist/index.html', 'mfe-profile/dist/mf-manifest.json'];

export interface RunningProduct {
  baseUrl: string;
  port: number;
  pid: number;
  tempDir: string;
  logFile: string;
  child: ChildProcess;
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

/** Throws a message that says what to run when the shell or a remote has not been built. */
export function assertBuilt(): void {
  const missing = REQUIRED_BUILD_OUTPUTS.filter((path) => !existsSync(join(repoRoot, path)));
  if (missing.length) {
    throw new Error(
      `The e2e suite runs against the built product, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing.\n` +
        'Build first: `node scripts/run.mjs build` (npm test does this before the browser tests).',
    );
  }
}

function tail(path: string, lines = 80): string {
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
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s (${lastProblem})`);
}

/** Starts the product and resolves once `/ready` answers OK; rejects with the server log. */
export async function startProduct({ readyTimeoutMs = 60_000 } = {}): Promise<RunningProduct> {
  assertBuilt();
  const tsx = join(repoRoot, 'server', 'node_modules', '.bin', 'tsx');
  if (!existsSync(tsx)) throw new Error(`tsx is missing at ${tsx}: run the workspace install (pnpm install).`);
  if (!existsSync(join(repoRoot, 'server', 'src', 'main.ts'))) throw new Error('server/src/main.ts is missing.');

  const port = await freePort();
  const tempDir = mkdtempSync(join(tmpdir(), 'telehealth-e2e-'));
  const logFile = join(tempDir, 'server.log');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: join(tempDir, 'data'),
    SEED_DEMO: 'true',
    HOST: '127.0.0.1',
    // Every browser context and the test process sign in from the same loopback address; the
    // per-IP login budget (30 per 15 min) is meant for many people behind many addresses.
    // The per-account failure limit stays as shipped.
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
  };
  // The product under test runs as `npm start` does: embedded PGlite, in-process sockets,
  // the built shell and remotes of this checkout, no switches inherited from the caller.
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'JEST_WORKER_ID', 'REMOTES', 'STATIC_DIR', 'JWT_SECRET', 'CORS_ORIGINS']) {
    delete env[key];
  }

  const log = createWriteStream(logFile);
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: tsx runs the server in a child process, and stopping the group
    // stops both even when the wrapper dies first.
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
    const message = `Could not start the product for the e2e suite: ${(error as Error).message}\n--- server log (${logFile}) ---\n${tail(logFile)}`;
    rmSync(tempDir, { recursive: true, force: true });
    throw new Error(message);
  }
  return { baseUrl, port, pid: child.pid ?? -1, tempDir, logFile, child };
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

/** Stops the server: SIGTERM to its process group, SIGKILL after 5 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  // The wrapper may exit first; make sure nothing of the group is left.
  killGroup(child, 'SIGKILL');
}

/** Stops the server and removes its temp directory (data and log). */
export async function stopProduct(product: Pick<RunningProduct, 'child' | 'tempDir'>): Promise<void> {
  await stopServer(product.child);
  rmSync(product.tempDir, { recursive: true, force: true });
}

export { tail as serverLogTail };
