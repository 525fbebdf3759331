#!/usr/bin/env node
/**
 * Page-weight benchmark: how much JavaScript the built product makes a browser download.
 *
 *   npm run bench -- page-weight          (through scripts/run.mjs: install, build, run)
 *   node bench/page-weight.bench.mjs      (directly; needs shell/ and mfe-*\/ built)
 *   node bench/page-weight.bench.mjs --strict   (exit 1 when a budget is missed)
 *
 * It starts the built product (server/src/main.ts through tsx, embedded PGlite in a throw-away
 * data directory, demo data, a free loopback port), opens pages in headless Chromium (fresh
 * context each, HTTP cache disabled, every non-loopback host unresolvable) and prints:
 *   - for `/` and a signed-in `/dashboard`: compressed JS bytes fetched before first render,
 *     total JS, FCP and LCP, with the budgets (/ ≤ 170 kB, /dashboard ≤ 300 kB);
 *   - for each remote in /remotes.json with a static route: the JS its first route adds when
 *     the user navigates there client-side from /dashboard;
 *   - whether React (react-dom) is loaded once;
 *   - the server's peak resident memory (VmHWM).
 * See bench/README.md for the method.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const STRICT = process.argv.includes('--strict');
const VERBOSE = process.argv.includes('--verbose');
const HARD_DEADLINE_MS = 110_000;
const KB = 1000; // budgets are in kB (1,000 bytes), as rsbuild and TOOLCHAIN.md report gzip sizes

const BUDGETS = {
  '/': 170 * KB,
  '/dashboard': 300 * KB,
};

const DEMO_PATIENT = { email: 'alex.morgan@demo.health', password: 'Demo@1234' };

const CHROMIUM_ARGS = [
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

// ------------------------------------------------------------------ small helpers

const log = (message) => console.log(`[page-weight] ${message}`);
const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => (value == null || Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);
const sleep = (millis) => new Promise((r) => setTimeout(r, millis));

/** The session-token key of the browser (TOKEN_STORAGE_KEY in shared-api/src/core/constants.ts). */
function tokenStorageKey() {
  const source = readFileSync(join(ROOT, 'shared-api', 'src', 'core', 'constants.ts'), 'utf8');
  const match = source.match(/export const TOKEN_STORAGE_KEY\s*=\s*['"]([^'"]+)['"]/);
  if (!match) throw new Error('TOKEN_STORAGE_KEY not found in shared-api/src/core/constants.ts');
  return match[1];
}

/** First static route of each remote container, from the typed contract in federation/remotes.ts. */
function remoteRoutes() {
  const source = readFileSync(join(ROOT, 'federation', 'remotes.ts'), 'utf8');
  const routes = new Map();
  for (const m of source.matchAll(/name:\s*'([^']+)',\s*expose:\s*'([^']+)',\s*route:\s*'([^']+)'(?:,\s*title:\s*'([^']+)')?/g)) {
    const [, name, expose, route] = m;
    const path = route.replace(/\/:[A-Za-z]+\?$/, '');
    if (path.includes(':')) continue; // needs real data (an id) to render
    if (!routes.has(name)) routes.set(name, { path, expose });
  }
  return routes;
}

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

// ------------------------------------------------------------------ the product

function assertBuilt() {
  const apps = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-') && existsSync(join(ROOT, d, 'rsbuild.config.ts')))];
  const missing = apps.filter((app) => !existsSync(join(ROOT, app, 'dist')));
  if (missing.length) throw new Error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first (npm run bench does).`);
}

async function startProduct() {
  assertBuilt();
  const tsx = join(ROOT, 'server', 'node_modules', '.bin', 'tsx');
  if (!existsSync(tsx)) throw new Error(`tsx missing at ${tsx}: install the workspace first.`);
  const port = await freePort();
  const tempDir = mkdtempSync(join(tmpdir(), 'telehealth-bench-'));
  const logFile = join(tempDir, 'server.log');
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tempDir, 'data'), SEED_DEMO: 'true' };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV', 'REMOTES', 'STATIC_DIR', 'JWT_SECRET', 'CORS_ORIGINS']) delete env[key];
  const out = createWriteStream(logFile);
  // Own process group: tsx runs the server in a child process; the group is stopped as one.
  const child = spawn(tsx, ['src/main.ts'], { cwd: join(ROOT, 'server'), env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  const product = { child, baseUrl, tempDir, logFile, started: Date.now() };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (code ${child.exitCode})\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      const r = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stopProduct(product, 'SIGKILL');
      throw new Error(`server not ready after 60 s\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    }
    await sleep(250);
  }
  product.readyMs = Date.now() - product.started;
  return product;
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // gone
  }
}

async function stopProduct(product, signal = 'SIGTERM') {
  if (!product) return;
  if (product.child.exitCode === null) {
    const exited = new Promise((r) => product.child.once('exit', r));
    killGroup(product.child, signal);
    await Promise.race([exited, sleep(5000)]);
  }
  killGroup(product.child, 'SIGKILL');
  rmSync(product.tempDir, { recursive: true, force: true });
}

/** Peak resident set (VmHWM) of every process in the server's group: the tsx wrapper and the server. */
function peakRss(product) {
  const rows = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid pgrp ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== product.child.pid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const hwm = Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0);
      const rss = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 4).join(' ');
      rows.push({ pid: Number(entry), hwmKb: hwm, rssKb: rss, cmd });
    } catch {
      // process ended while reading
    }
  }
  return rows.sort((a, b) => b.hwmKb - a.hwmKb);
}

// ------------------------------------------------------------------ the browser side

/**
 * Runs in every document before the app's own scripts:
 * - a larger resource-timing buffer (the default 250 entries could drop chunks);
 * - the LCP and FCP candidates;
 * - the moment the app root first holds rendered content;
 * - a stand-in React DevTools hook: every react-dom copy that executes registers its renderer
 *   with it (also in production builds), so the number of injections is the number of React
 *   DOM copies running in the page, and their `currentDispatcherRef` tells how many React
 *   cores they are bound to.
 */
function pageInstrumentation() {
  performance.setResourceTimingBufferSize(5000);
  window.__bench = { lcp: null, rootRenderedAt: null, headingAt: null, renderers: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The shell's HTML has an empty #root, so its first child is React's first commit.
  const markRoot = () => {
    const bench = window.__bench;
    if (bench.rootRenderedAt !== null && bench.headingAt !== null) return;
    const root = document.getElementById('root');
    if (!root) return;
    if (bench.rootRenderedAt === null && root.childElementCount > 0) bench.rootRenderedAt = performance.now();
    if (bench.headingAt === null && root.querySelector('h1')) bench.headingAt = performance.now();
  };
  new MutationObserver(markRoot).observe(document, { childList: true, subtree: true });
  const dispatchers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(internals) {
      let core = dispatchers.indexOf(internals.currentDispatcherRef);
      if (core === -1) core = dispatchers.push(internals.currentDispatcherRef) - 1;
      window.__bench.renderers.push({ package: internals.rendererPackageName, version: internals.version, core });
      const id = window.__bench.renderers.length;
      this.renderers.set(id, internals);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
}

/** Resource-timing facts of every JS file the page fetched, plus paint timings. */
function readPageFacts() {
  const isJs = (url) => /\.m?js(\?|$)/.test(new URL(url).pathname);
  const resources = performance
    .getEntriesByType('resource')
    .filter((e) => isJs(e.name))
    .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd, encoded: e.encodedBodySize, decoded: e.decodedBodySize, transfer: e.transferSize }));
  // Scripts inlined in or referenced by the HTML document itself also count (navigation entry is the HTML).
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const { lcp, rootRenderedAt, headingAt, renderers } = window.__bench;
  return { resources, fcp, lcp, rootRenderedAt, headingAt, renderers };
}

/** Waits until no JS/CSS/fetch request has started for `quietMs`. */
async function settle(page, quietMs = 700, maxMs = 15_000) {
  const started = Date.now();
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() - started < maxMs) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (Date.now() - stableSince >= quietMs) {
      return;
    }
    await sleep(100);
  }
}

async function newMeasuredContext(browser, baseUrl, token, tokenKey) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(pageInstrumentation);
  if (token) {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [tokenKey, token]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Content-Encoding of each JS response, to say what "compressed" means in the table.
  const encodings = new Map();
  cdp.on('Network.responseReceived', ({ response }) => {
    if (/\.m?js(\?|$)/.test(new URL(response.url).pathname)) {
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      encodings.set(response.url, headers['content-encoding'] || 'identity');
    }
  });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, encodings, pageErrors };
}

/**
 * First render = React's first commit into the (empty) #root; FCP when that was not seen.
 * Content = the page's main heading (h1) in #root. A file counts when it was requested before.
 */
function summarise(facts) {
  const cutoff = facts.rootRenderedAt ?? facts.fcp ?? Infinity;
  const contentAt = facts.headingAt ?? cutoff;
  const sum = (list) => list.reduce((total, r) => total + r.encoded, 0);
  const beforeRender = facts.resources.filter((r) => r.start <= cutoff);
  const toContent = facts.resources.filter((r) => r.start <= contentAt);
  return {
    cutoff,
    contentAt,
    beforeRenderBytes: sum(beforeRender),
    beforeRenderFiles: beforeRender.length,
    toContentBytes: sum(toContent),
    toContentFiles: toContent.length,
    totalBytes: sum(facts.resources),
    totalFiles: facts.resources.length,
  };
}

async function measurePage(browser, product, path, { token, tokenKey, readySelector }) {
  const { context, page, encodings, pageErrors } = await newMeasuredContext(browser, product.baseUrl, token, tokenKey);
  try {
    await page.goto(path, { waitUntil: 'load' });
    if (readySelector) await page.locator(readySelector).first().waitFor({ state: 'visible' });
    await settle(page);
    const facts = await page.evaluate(readPageFacts);
    return { path, facts, summary: summarise(facts), encodings: [...new Set(encodings.values())], pageErrors, finalPath: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** Opens /dashboard signed in, then goes to `route` client-side; returns the JS the route added. */
async function measureRemoteRoute(browser, product, { token, tokenKey, remoteName, route, manifestUrl }) {
  const { context, page, pageErrors } = await newMeasuredContext(browser, product.baseUrl, token, tokenKey);
  try {
    await page.goto('/dashboard', { waitUntil: 'load' });
    await page.getByRole('main').first().waitFor({ state: 'visible' });
    await settle(page);
    const before = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)));
    const t0 = Date.now();
    // Client-side navigation: react-router follows history changes announced by popstate.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, route.path);
    // The remote's page is in the main area once no loading indicator is left and the
    // container has been fetched.
    await page.waitForFunction(
      (prefix) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.startsWith(prefix)),
      remotePrefix(manifestUrl, product.baseUrl),
      { timeout: 20_000 },
    );
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 20_000 }).catch(() => undefined);
    await settle(page);
    const renderMs = Date.now() - t0;
    const facts = await page.evaluate(readPageFacts);
    const added = facts.resources.filter((r) => !before.has(r.url));
    const prefix = remotePrefix(manifestUrl, product.baseUrl);
    const own = added.filter((r) => new URL(r.url).pathname.startsWith(prefix));
    const shared = added.filter((r) => !new URL(r.url).pathname.startsWith(prefix));
    const sum = (list) => list.reduce((total, r) => total + r.encoded, 0);
    return {
      remoteName,
      route: route.path,
      ownBytes: sum(own),
      ownFiles: own.length,
      sharedBytes: sum(shared),
      sharedFiles: shared.length,
      renderMs,
      renderers: facts.renderers,
      added,
      allJs: facts.resources.map((r) => r.url),
      pageErrors,
      federation: await page.evaluate(readShareScope),
    };
  } finally {
    await context.close();
  }
}

/** The folder a remote's files are served from, from its manifest URL. */
function remotePrefix(manifestUrl, baseUrl) {
  const pathname = new URL(manifestUrl, baseUrl).pathname;
  return pathname.slice(0, pathname.lastIndexOf('/') + 1);
}

/** react and react-dom in the Module Federation share scope: versions registered, which loaded, from whom. */
function readShareScope() {
  const share = window.__FEDERATION__?.__SHARE__;
  if (!share) return null;
  const found = {};
  for (const scopes of Object.values(share)) {
    for (const [scopeName, packages] of Object.entries(scopes || {})) {
      for (const pkg of ['react', 'react-dom']) {
        for (const [version, entry] of Object.entries(packages?.[pkg] || {})) {
          const key = `${pkg}@${version}`;
          found[key] ||= { scope: scopeName, providers: new Set(), loaded: false, usedIn: new Set() };
          if (entry.from) found[key].providers.add(entry.from);
          if (entry.loaded || entry.lib) found[key].loaded = true;
          for (const user of entry.useIn || []) found[key].usedIn.add(user);
        }
      }
    }
  }
  return Object.fromEntries(
    Object.entries(found).map(([k, v]) => [k, { ...v, providers: [...v.providers], usedIn: [...v.usedIn] }]),
  );
}

/** Files (served by the product) that carry React DOM's reconciler: its fiber-key prefix. */
async function filesWithReconciler(baseUrl, urls) {
  const hits = [];
  for (const url of new Set(urls)) {
    if (!url.startsWith(baseUrl)) continue;
    const text = await (await fetch(url)).text();
    if (text.includes('__reactFiber$') && text.includes('__reactContainer$')) hits.push(new URL(url).pathname);
  }
  return hits;
}

// ------------------------------------------------------------------ main

function table(rows, headers) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('[page-weight] took longer than 110 s: stopping.');
    if (product) killGroup(product.child, 'SIGKILL');
    process.exit(2);
  }, HARD_DEADLINE_MS);
  deadline.unref();

  let product;
  let browser;
  const problems = [];
  try {
    log('starting the built product (embedded PGlite, demo data)...');
    product = await startProduct();
    log(`server ready at ${product.baseUrl} in ${(product.readyMs / 1000).toFixed(1)} s`);

    const tokenKey = tokenStorageKey();
    const login = await fetch(`${product.baseUrl}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_PATIENT),
    });
    const token = (await login.json())?.data?.accessToken;
    if (!token) throw new Error(`demo patient sign-in failed (${login.status})`);
    const remotesDocument = await (await fetch(`${product.baseUrl}/remotes.json`)).json();

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

    const landing = await measurePage(browser, product, '/', { readySelector: 'h1' });
    const dashboard = await measurePage(browser, product, '/dashboard', { token, tokenKey, readySelector: 'main' });
    if (dashboard.finalPath !== '/dashboard') problems.push(`/dashboard ended on ${dashboard.finalPath}: the demo sign-in did not hold`);

    const routes = remoteRoutes();
    const remoteResults = [];
    for (const [remoteName, manifestUrl] of Object.entries(remotesDocument)) {
      const route = routes.get(remoteName);
      if (!route) {
        log(`${remoteName}: no static route in federation/remotes.ts, skipped`);
        continue;
      }
      remoteResults.push(await measureRemoteRoute(browser, product, { token, tokenKey, remoteName, route, manifestUrl }));
    }

    // ---- React loaded once
    const everyJs = [
      ...landing.facts.resources.map((r) => r.url),
      ...dashboard.facts.resources.map((r) => r.url),
      ...remoteResults.flatMap((r) => r.allJs),
    ];
    const reconcilerFiles = await filesWithReconciler(product.baseUrl, everyJs);
    const rendererCounts = [landing.facts.renderers, dashboard.facts.renderers, ...remoteResults.map((r) => r.renderers)];
    const maxRenderers = Math.max(...rendererCounts.map((list) => list.length));
    const maxCores = Math.max(...rendererCounts.map((list) => new Set(list.map((r) => r.core)).size));

    // ---- print
    const pageRow = (result) => {
      const budget = BUDGETS[result.path];
      const s = result.summary;
      return [
        result.path,
        `${kb(s.beforeRenderBytes)} kB (${s.beforeRenderFiles} files)`,
        `${kb(s.toContentBytes)} kB (${s.toContentFiles} files)`,
        `${kb(s.totalBytes)} kB (${s.totalFiles} files)`,
        ms(s.cutoff),
        ms(result.facts.fcp),
        ms(result.facts.lcp),
        budget ? `≤ ${kb(budget)} kB` : '-',
        budget ? (s.beforeRenderBytes <= budget ? 'PASS' : 'FAIL') : '-',
      ];
    };
    const pages = [landing, dashboard];
    console.log('\nCompressed JavaScript per page (fresh context, cache disabled)');
    console.log(
      table(pages.map(pageRow), ['page', 'JS before first render', 'JS to main heading', 'JS total', 'first render', 'FCP', 'LCP', 'budget', 'result']),
    );
    console.log(`content encoding of JS responses: ${[...new Set(pages.flatMap((p) => p.encodings))].join(', ') || 'n/a'}`);
    if (VERBOSE) {
      for (const result of pages) {
        console.log(`\n${result.path}: first render (app root) at ${ms(result.summary.cutoff)}, main heading at ${ms(result.summary.contentAt)}, FCP ${ms(result.facts.fcp)}`);
        const rows = [...result.facts.resources]
          .sort((a, b) => a.start - b.start)
          .map((r) => [
            new URL(r.url).pathname,
            `${kb(r.encoded)} kB`,
            `${kb(r.decoded)} kB`,
            ms(r.start),
            ms(r.end),
            r.start <= result.summary.cutoff ? 'before render' : r.start <= result.summary.contentAt ? 'before heading' : 'after',
          ]);
        console.log(table(rows, ['file', 'compressed', 'decoded', 'requested', 'loaded', 'when']));
      }
    }

    if (remoteResults.length) {
      console.log('\nJS added by the first route of each remote (client-side navigation from /dashboard)');
      console.log(
        table(
          remoteResults.map((r) => [r.remoteName, r.route, `${kb(r.ownBytes)} kB (${r.ownFiles} files)`, `${kb(r.sharedBytes)} kB (${r.sharedFiles} files)`, `${kb(r.ownBytes + r.sharedBytes)} kB`, `${r.renderMs} ms`]),
          ['remote', 'route', 'remote files', 'shell/shared chunks', 'added total', 'to settled'],
        ),
      );
      if (VERBOSE) {
        for (const r of remoteResults) {
          console.log(`\n${r.remoteName} (${r.route}): files added`);
          console.log(table(r.added.map((f) => [new URL(f.url).pathname, `${kb(f.encoded)} kB`, `${kb(f.decoded)} kB`]), ['file', 'compressed', 'decoded']));
        }
      }
    }

    console.log('\nReact loaded once');
    const reactOnce = maxRenderers === 1 && maxCores === 1 && reconcilerFiles.length <= 1;
    console.log(
      table(
        [
          ['react-dom renderers registered in a page (DevTools hook)', String(maxRenderers), maxRenderers === 1 ? 'PASS' : 'FAIL'],
          ['React cores those renderers use', String(maxCores), maxCores === 1 ? 'PASS' : 'FAIL'],
          ['JS files carrying the react-dom reconciler', `${reconcilerFiles.length} ${reconcilerFiles.length ? `(${reconcilerFiles.join(', ')})` : ''}`, reconcilerFiles.length <= 1 ? 'PASS' : 'FAIL'],
        ],
        ['check', 'value', 'result'],
      ),
    );
    for (const r of remoteResults) {
      if (r.federation) {
        const shared = Object.entries(r.federation).map(([k, v]) => `${k} (${v.loaded ? 'loaded' : 'registered'}; from ${v.providers.join('/') || '?'}${v.usedIn.length ? `; used in ${v.usedIn.join(', ')}` : ''})`);
        console.log(`share scope after ${r.route}: ${shared.join('; ') || 'no react entries'}`);
      }
    }

    const errors = [...landing.pageErrors, ...dashboard.pageErrors, ...remoteResults.flatMap((r) => r.pageErrors)];
    if (errors.length) problems.push(`page errors: ${[...new Set(errors)].join(' | ')}`);

    const rss = peakRss(product);
    console.log('\nServer memory (whole run)');
    console.log(table(rss.map((r) => [r.pid, `${(r.hwmKb / 1024).toFixed(1)} MB`, `${(r.rssKb / 1024).toFixed(1)} MB`, r.cmd.slice(0, 70)]), ['pid', 'peak RSS (VmHWM)', 'RSS now', 'process']));

    const budgetsMet = pages.every((p) => !BUDGETS[p.path] || p.summary.beforeRenderBytes <= BUDGETS[p.path]);
    console.log(`\nbudgets: ${budgetsMet ? 'all met' : 'MISSED'}; React once: ${reactOnce ? 'yes' : 'NO'}`);
    if (problems.length) {
      console.log(`problems:\n  ${problems.join('\n  ')}`);
    }
    if (STRICT && (!budgetsMet || !reactOnce)) process.exitCode = 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await stopProduct(product);
    clearTimeout(deadline);
  }
}

main().catch((error) => {
  console.error(`[page-weight] failed: ${error.stack || error.message}`);
  process.exit(1);
});
