#!/usr/bin/env node
/**
 * Lighthouse benchmark: performance score, LCP, TBT and total JS of the public pages.
 *
 *   npm run bench -- lighthouse            (through scripts/run.mjs: install, build, run)
 *   node bench/lighthouse.bench.mjs        (directly; needs shell/ and mfe-*\/ built)
 *   node bench/lighthouse.bench.mjs --runs=5 --pages=/login,/register [--verbose]
 *
 * Starts the built product (server through tsx, throw-away PGlite, demo data, a free loopback
 * port), starts Debian's Chromium with a DevTools port, and runs Lighthouse's default
 * configuration (mobile form factor, simulated throttling: 4x CPU, slow 4G) on each page,
 * several times, printing the median of each figure. See bench/README.md.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const RUNS = Number(arg('runs', 5));
const PAGES = arg('pages', '/,/login,/register').split(',');
const VERBOSE = process.argv.includes('--verbose');
const HARD_DEADLINE_MS = 15 * 60_000;

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only loopback traffic: every other host name fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const log = (message) => console.log(`[lighthouse] ${message}`);
const sleep = (millis) => new Promise((r) => setTimeout(r, millis));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // gone
  }
}

async function stop(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  killGroup(child, 'SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  killGroup(child, 'SIGKILL');
}

async function waitFor(url, child, logFile, what) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode})\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} not ready after 60 s\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    await sleep(250);
  }
}

async function startProduct(tempDir) {
  if (!existsSync(join(ROOT, 'shell', 'dist'))) throw new Error('shell is not built. Run `npm run build` first (npm run bench does).');
  const tsx = join(ROOT, 'server', 'node_modules', '.bin', 'tsx');
  const port = await freePort();
  const logFile = join(tempDir, 'server.log');
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tempDir, 'data'), SEED_DEMO: 'true' };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'REMOTES', 'STATIC_DIR', 'JWT_SECRET', 'CORS_ORIGINS']) delete env[key];
  const out = createWriteStream(logFile);
  // Own process group: tsx runs the server in a child process; the group is stopped as one.
  const child = spawn(tsx, ['src/main.ts'], { cwd: join(ROOT, 'server'), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${baseUrl}/ready`, child, logFile, 'server');
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, baseUrl };
}

async function startChromium(tempDir) {
  const port = await freePort();
  const logFile = join(tempDir, 'chromium.log');
  const out = createWriteStream(logFile);
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${join(tempDir, 'profile')}`, 'about:blank'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, child, logFile, 'Chromium');
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, port };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Lighthouse's trace sometimes misses the navigation on a loaded machine: such a run is retried. */
const RETRIES = 2;

/** One Lighthouse run: the figures this benchmark prints. */
async function measure(url, port, retries = RETRIES) {
  try {
    return await measureOnce(url, port);
  } catch (error) {
    if (retries <= 0 || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error?.message))) throw error;
    log(`${url}: ${error.message.split('\n')[0]}; trying again`);
    return measure(url, port, retries - 1);
  }
}

async function measureOnce(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const figures = {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    si: audits['speed-index'].numericValue,
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
  };
  // --verbose: every script (transfer size, observed start and end in ms) and its main-thread cost (bootup-time).
  if (VERBOSE) {
    for (const r of scripts)
      console.log(
        `  ${(r.transferSize / 1000).toFixed(1)} kB ${r.url} start ${Math.round(r.networkRequestTime)} end ${Math.round(r.networkEndTime)}`,
      );
    for (const t of audits['bootup-time']?.details?.items ?? [])
      console.log(`  bootup ${Math.round(t.total)} ms (script ${Math.round(t.scripting)}) ${t.url}`);
  }
  return figures;
}

async function main() {
  const timer = setTimeout(() => {
    console.error(`[lighthouse] gave up after ${HARD_DEADLINE_MS / 1000} s`);
    process.exit(2);
  }, HARD_DEADLINE_MS);
  timer.unref();
  const tempDir = mkdtempSync(join(tmpdir(), 'telehealth-lighthouse-'));
  let product;
  let chromium;
  try {
    product = await startProduct(tempDir);
    chromium = await startChromium(tempDir);
    log(`product at ${product.baseUrl}; Chromium ${CHROMIUM_PATH}; ${RUNS} run(s) per page, median shown`);
    // One unmeasured load, so the server's first-request costs (compression caches, JIT) are not in run 1.
    await measure(`${product.baseUrl}/`, chromium.port);
    const rows = [];
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await measure(`${product.baseUrl}${page}`, chromium.port);
        runs.push(run);
        log(
          `${page} run ${i + 1}: score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, JS ${(run.jsBytes / 1000).toFixed(1)} kB`,
        );
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
        page,
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        si: pick('si'),
        js: pick('jsBytes'),
        files: pick('jsFiles'),
        scores: runs.map((r) => r.score).join(' '),
      });
    }
    console.log('\nLighthouse performance, mobile, simulated throttling (median of runs)');
    console.log(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'JS (transfer)', 'JS files', 'scores of runs'].join(' | '));
    for (const r of rows) {
      console.log(
        [
          r.page,
          r.score,
          `${(r.fcp / 1000).toFixed(1)} s`,
          `${(r.lcp / 1000).toFixed(1)} s`,
          `${Math.round(r.tbt)} ms`,
          r.cls.toFixed(3),
          `${(r.si / 1000).toFixed(1)} s`,
          `${(r.js / 1000).toFixed(1)} kB`,
          r.files,
          r.scores,
        ].join(' | '),
      );
    }
  } finally {
    await stop(chromium?.child);
    await stop(product?.child);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
