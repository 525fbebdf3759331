/**
 * Page-weight benchmark: how much JavaScript the built product makes a browser download.
 *
 *   npm run bench -- page-weight                       (through scripts/run.mjs: install, build, run)
 *   cd server && npx tsx ../bench/page-weight.bench.ts (directly; needs shell/ and mfe-*\/ built)
 *   ... --verbose                                      (also every JS file: sizes, timing)
 *
 * It starts the built product (scripts/product-server.ts: embedded PGlite in a throw-away data
 * directory, demo data, a free loopback port), opens pages in headless Chromium (fresh context
 * each, HTTP cache disabled, every non-loopback host unresolvable) and prints:
 *   - for `/` and the signed-in `/dashboard` of a patient and of a doctor: JS bytes fetched
 *     before first render and until the network is idle, gzip (what the budgets count) and as
 *     sent (brotli), FCP and LCP, with the budgets (/ ≤ 170 kB before first render,
 *     /dashboard ≤ 300 kB until idle);
 *   - for each remote in /remotes.json with a static route: the JS its first route adds when
 *     the user navigates there client-side from /dashboard;
 *   - whether React (react-dom) is loaded once;
 *   - the server's peak resident memory (VmHWM).
 * Exits 1 when a budget is missed or React is loaded twice. See bench/README.md for the method.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { killGroup, peakRss, repoRoot as ROOT, startProduct, stopProduct, type RunningProduct } from '../scripts/product-server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const VERBOSE = process.argv.includes('--verbose');
const HARD_DEADLINE_MS = 150_000;
const KB = 1000; // budgets are in kB (1,000 bytes), as rsbuild and TOOLCHAIN.md report gzip sizes

/** Gzip bytes of JS: before first render on the landing page, until network idle on the dashboards. */
const BUDGETS: Record<string, { bytes: number; measure: 'beforeRender' | 'untilIdle' }> = {
  '/': { bytes: 170 * KB, measure: 'beforeRender' },
  '/dashboard': { bytes: 300 * KB, measure: 'untilIdle' },
};

const DEMO_PASSWORD = 'Demo@1234';
const DEMO_PATIENT = { email: 'alex.morgan@demo.health', password: DEMO_PASSWORD };
const DEMO_DOCTOR = { email: 'sarah.chen@demo.health', password: DEMO_PASSWORD };

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

const log = (message: string) => console.log(`[page-weight] ${message}`);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number | null | undefined) => (value == null || Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);
const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));

/** The session-token key of the browser (TOKEN_STORAGE_KEY in shared-api/src/core/constants.ts). */
function tokenStorageKey(): string {
  const source = readFileSync(join(ROOT, 'shared-api', 'src', 'core', 'constants.ts'), 'utf8');
  const match = source.match(/export const TOKEN_STORAGE_KEY\s*=\s*['"]([^'"]+)['"]/);
  if (!match) throw new Error('TOKEN_STORAGE_KEY not found in shared-api/src/core/constants.ts');
  return match[1]!;
}

interface RemoteRoute {
  path: string;
  expose: string;
}

/** First static route of each remote container, from the typed contract in federation/remotes.ts. */
function remoteRoutes(): Map<string, RemoteRoute> {
  const source = readFileSync(join(ROOT, 'federation', 'remotes.ts'), 'utf8');
  const routes = new Map<string, RemoteRoute>();
  for (const m of source.matchAll(/name:\s*'([^']+)',\s*expose:\s*'([^']+)',\s*route:\s*'([^']+)'(?:,\s*title:\s*'([^']+)')?/g)) {
    const [, name, expose, route] = m as unknown as [string, string, string, string];
    const path = route.replace(/\/:[A-Za-z]+\?$/, '');
    if (path.includes(':')) continue; // needs real data (an id) to render
    if (!routes.has(name)) routes.set(name, { path, expose });
  }
  return routes;
}

/** Size of the body the server sends for `url` to a client that accepts only gzip (raw bytes on the wire). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'] ?? 'identity';
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else if (encoding !== 'gzip' && bytes > 1024) reject(new Error(`${url} was sent ${encoding}, not gzip, to a gzip client`));
        else resolve(bytes);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// ------------------------------------------------------------------ the browser side

interface Renderer {
  package: string;
  version: string;
  core: number;
}

interface BenchState {
  lcp: number | null;
  rootRenderedAt: number | null;
  headingAt: number | null;
  renderers: Renderer[];
}

interface ReactInternals {
  currentDispatcherRef: unknown;
  rendererPackageName: string;
  version: string;
}

declare global {
  interface Window {
    __bench: BenchState;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
    __FEDERATION__?: {
      __SHARE__?: Record<
        string,
        Record<string, Record<string, Record<string, { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] }>>>
      >;
    };
  }
}

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
function pageInstrumentation(): void {
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
  const dispatchers: unknown[] = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map<number, ReactInternals>(),
    inject(this: { renderers: Map<number, ReactInternals> }, internals: ReactInternals) {
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

interface JsResource {
  url: string;
  start: number;
  end: number;
  /** Body bytes as sent (Resource Timing `encodedBodySize`: brotli when the browser got br). */
  encoded: number;
  decoded: number;
}

interface PageFacts {
  resources: JsResource[];
  fcp: number | null;
  lcp: number | null;
  rootRenderedAt: number | null;
  headingAt: number | null;
  renderers: Renderer[];
}

/** Resource-timing facts of every JS file the page fetched, plus paint timings. */
function readPageFacts(): PageFacts {
  const isJs = (url: string) => /\.m?js(\?|$)/.test(new URL(url).pathname);
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((e) => isJs(e.name))
    .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd, encoded: e.encodedBodySize, decoded: e.decodedBodySize }));
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const { lcp, rootRenderedAt, headingAt, renderers } = window.__bench;
  return { resources, fcp, lcp, rootRenderedAt, headingAt, renderers };
}

/**
 * Network idle: Playwright's `networkidle` (no request in flight for 500 ms; the socket's
 * WebSocket does not count), then no new resource entry for `quietMs`.
 */
async function settle(page: Page, quietMs = 1000, maxMs = 20_000): Promise<void> {
  const started = Date.now();
  await page.waitForLoadState('networkidle', { timeout: maxMs }).catch(() => undefined);
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

interface MeasuredContext {
  context: BrowserContext;
  page: Page;
  encodings: Map<string, string>;
  pageErrors: string[];
}

async function newMeasuredContext(browser: Browser, baseUrl: string, session?: Session): Promise<MeasuredContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(20_000);
  // tsx (esbuild) wraps nested functions in `__name(fn, 'name')`; the functions this file
  // hands to the page need that helper there too.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  await context.addInitScript(pageInstrumentation);
  if (session) {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [session.tokenKey, session.token] as const);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Content-Encoding of each JS response, to say what "as sent" means in the table.
  const encodings = new Map<string, string>();
  cdp.on('Network.responseReceived', ({ response }) => {
    if (/\.m?js(\?|$)/.test(new URL(response.url).pathname)) {
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      encodings.set(response.url, headers['content-encoding'] || 'identity');
    }
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, encodings, pageErrors };
}

interface Summary {
  cutoff: number;
  contentAt: number;
  beforeRender: Totals;
  toContent: Totals;
  untilIdle: Totals;
}

interface Totals {
  files: number;
  /** As sent to Chromium (see the content encoding line). */
  sent: number;
  /** As sent to a client that accepts only gzip: what the budgets count. */
  gzip: number;
}

/**
 * First render = React's first commit into the (empty) #root; FCP when that was not seen.
 * Content = the page's main heading (h1) in #root. A file counts when it was requested before.
 */
function summarise(facts: PageFacts, gzipOf: Map<string, number>): Summary {
  const cutoff = facts.rootRenderedAt ?? facts.fcp ?? Infinity;
  const contentAt = facts.headingAt ?? cutoff;
  const totals = (list: JsResource[]): Totals => ({
    files: list.length,
    sent: list.reduce((total, r) => total + r.encoded, 0),
    gzip: list.reduce((total, r) => total + (gzipOf.get(r.url) ?? 0), 0),
  });
  return {
    cutoff,
    contentAt,
    beforeRender: totals(facts.resources.filter((r) => r.start <= cutoff)),
    toContent: totals(facts.resources.filter((r) => r.start <= contentAt)),
    untilIdle: totals(facts.resources),
  };
}

interface Session {
  token: string;
  tokenKey: string;
}

interface PageResult {
  label: string;
  path: string;
  facts: PageFacts;
  summary: Summary;
  encodings: string[];
  pageErrors: string[];
  finalPath: string;
}

const gzipSizes = new Map<string, number>();

/** Gzip sizes of every URL in `urls` not measured yet. */
async function measureGzip(urls: string[]): Promise<Map<string, number>> {
  for (const url of new Set(urls)) {
    if (!gzipSizes.has(url)) gzipSizes.set(url, await gzipBytes(url));
  }
  return gzipSizes;
}

async function measurePage(
  browser: Browser,
  product: RunningProduct,
  label: string,
  path: string,
  readySelector: string,
  session?: Session,
): Promise<PageResult> {
  const { context, page, encodings, pageErrors } = await newMeasuredContext(browser, product.baseUrl, session);
  try {
    await page.goto(path, { waitUntil: 'load' });
    await page.locator(readySelector).first().waitFor({ state: 'visible' });
    await settle(page);
    const facts = await page.evaluate(readPageFacts);
    const gzipOf = await measureGzip(facts.resources.map((r) => r.url));
    return {
      label,
      path,
      facts,
      summary: summarise(facts, gzipOf),
      encodings: [...new Set(encodings.values())],
      pageErrors,
      finalPath: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

interface RemoteRouteResult {
  remoteName: string;
  route: string;
  ownBytes: number;
  ownFiles: number;
  sharedBytes: number;
  sharedFiles: number;
  renderMs: number;
  renderers: Renderer[];
  added: JsResource[];
  allJs: string[];
  pageErrors: string[];
  federation: Record<string, { scope: string; providers: string[]; loaded: boolean; usedIn: string[] }> | null;
}

/** Opens /dashboard signed in, then goes to `route` client-side; returns the JS the route added. */
async function measureRemoteRoute(
  browser: Browser,
  product: RunningProduct,
  session: Session,
  { remoteName, route, manifestUrl }: { remoteName: string; route: RemoteRoute; manifestUrl: string },
): Promise<RemoteRouteResult> {
  const { context, page, pageErrors } = await newMeasuredContext(browser, product.baseUrl, session);
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
    const prefix = remotePrefix(manifestUrl, product.baseUrl);
    // The remote's page is in the main area once no loading indicator is left and the
    // container has been fetched.
    await page.waitForFunction(
      (folder) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.startsWith(folder)),
      prefix,
      { timeout: 20_000 },
    );
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 20_000 }).catch(() => undefined);
    await settle(page);
    const renderMs = Date.now() - t0;
    const facts = await page.evaluate(readPageFacts);
    const added = facts.resources.filter((r) => !before.has(r.url));
    const own = added.filter((r) => new URL(r.url).pathname.startsWith(prefix));
    const shared = added.filter((r) => !new URL(r.url).pathname.startsWith(prefix));
    const sum = (list: JsResource[]) => list.reduce((total, r) => total + r.encoded, 0);
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
function remotePrefix(manifestUrl: string, baseUrl: string): string {
  const pathname = new URL(manifestUrl, baseUrl).pathname;
  return pathname.slice(0, pathname.lastIndexOf('/') + 1);
}

/** react and react-dom in the Module Federation share scope: versions registered, which loaded, from whom. */
function readShareScope(): RemoteRouteResult['federation'] {
  const share = window.__FEDERATION__?.__SHARE__;
  if (!share) return null;
  const found: Record<string, { scope: string; providers: Set<string>; loaded: boolean; usedIn: Set<string> }> = {};
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
  return Object.fromEntries(Object.entries(found).map(([k, v]) => [k, { ...v, providers: [...v.providers], usedIn: [...v.usedIn] }]));
}

/** Files (served by the product) that carry React DOM's reconciler: its fiber-key prefix. */
async function filesWithReconciler(baseUrl: string, urls: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const url of new Set(urls)) {
    if (!url.startsWith(baseUrl)) continue;
    const text = await (await fetch(url)).text();
    if (text.includes('__reactFiber$') && text.includes('__reactContainer$')) hits.push(new URL(url).pathname);
  }
  return hits;
}

// ------------------------------------------------------------------ main

function table(rows: (string | number)[][], headers: string[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => String(c).padEnd(widths[i]!)).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function signIn(product: RunningProduct, account: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${product.baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const token = ((await login.json()) as { data?: { accessToken?: string } })?.data?.accessToken;
  if (!token) throw new Error(`demo sign-in of ${account.email} failed (${login.status})`);
  return token;
}

/** The budget of a page and the figure it is held to. */
function budgetCheck(result: PageResult): { budget: number; figure: number; pass: boolean } | null {
  const budget = BUDGETS[result.path];
  if (!budget) return null;
  const figure = result.summary[budget.measure].gzip;
  return { budget: budget.bytes, figure, pass: figure <= budget.bytes };
}

let product: RunningProduct | undefined;

async function main(): Promise<number> {
  let browser: Browser | undefined;
  const problems: string[] = [];
  try {
    log('starting the built product (embedded PGlite, demo data)...');
    product = await startProduct({ label: 'page-weight' });
    log(`server ready at ${product.baseUrl} in ${(product.readyMs / 1000).toFixed(1)} s`);

    const tokenKey = tokenStorageKey();
    const patient: Session = { token: await signIn(product, DEMO_PATIENT), tokenKey };
    const doctor: Session = { token: await signIn(product, DEMO_DOCTOR), tokenKey };
    const remotesDocument = (await (await fetch(`${product.baseUrl}/remotes.json`)).json()) as Record<string, string>;

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

    const pages = [
      await measurePage(browser, product, '/', '/', 'h1'),
      await measurePage(browser, product, '/dashboard (patient)', '/dashboard', 'main h1', patient),
      await measurePage(browser, product, '/dashboard (doctor)', '/dashboard', 'main h1', doctor),
    ];
    const wrongPages = pages.filter((result) => result.finalPath !== result.path);
    for (const result of wrongPages) problems.push(`${result.label} ended on ${result.finalPath}: the demo sign-in did not hold`);

    const routes = remoteRoutes();
    const remoteResults: RemoteRouteResult[] = [];
    for (const [remoteName, manifestUrl] of Object.entries(remotesDocument)) {
      const route = routes.get(remoteName);
      if (!route) {
        log(`${remoteName}: no static route in federation/remotes.ts, skipped`);
        continue;
      }
      remoteResults.push(await measureRemoteRoute(browser, product, patient, { remoteName, route, manifestUrl }));
    }

    // ---- React loaded once
    const everyJs = [...pages.flatMap((p) => p.facts.resources.map((r) => r.url)), ...remoteResults.flatMap((r) => r.allJs)];
    const reconcilerFiles = await filesWithReconciler(product.baseUrl, everyJs);
    const rendererCounts = [...pages.map((p) => p.facts.renderers), ...remoteResults.map((r) => r.renderers)];
    const maxRenderers = Math.max(...rendererCounts.map((list) => list.length));
    const maxCores = Math.max(...rendererCounts.map((list) => new Set(list.map((r) => r.core)).size));

    // ---- print
    const figure = (t: Totals) => `${kb(t.gzip)} kB / ${kb(t.sent)} kB (${t.files} files)`;
    const pageRow = (result: PageResult) => {
      const s = result.summary;
      const check = budgetCheck(result);
      return [
        result.label,
        figure(s.beforeRender),
        figure(s.toContent),
        figure(s.untilIdle),
        ms(s.cutoff),
        ms(result.facts.fcp),
        ms(result.facts.lcp),
        check ? `≤ ${kb(check.budget)} kB ${BUDGETS[result.path]!.measure === 'untilIdle' ? 'until idle' : 'before render'}` : '-',
        check ? (check.pass ? 'PASS' : 'FAIL') : '-',
      ];
    };
    console.log('\nJavaScript per page, gzip / as sent (fresh context, cache disabled)');
    console.log(
      table(pages.map(pageRow), [
        'page',
        'before first render',
        'to main heading',
        'until network idle',
        'first render',
        'FCP',
        'LCP',
        'budget (gzip)',
        'result',
      ]),
    );
    console.log(
      `content encoding of JS responses as sent to Chromium: ${[...new Set(pages.flatMap((p) => p.encodings))].join(', ') || 'n/a'}`,
    );
    if (VERBOSE) {
      for (const result of pages) {
        console.log(
          `\n${result.label}: first render (app root) at ${ms(result.summary.cutoff)}, main heading at ${ms(result.summary.contentAt)}, FCP ${ms(result.facts.fcp)}`,
        );
        const rows = [...result.facts.resources]
          .sort((a, b) => a.start - b.start)
          .map((r) => [
            new URL(r.url).pathname,
            `${kb(gzipSizes.get(r.url) ?? 0)} kB`,
            `${kb(r.encoded)} kB`,
            `${kb(r.decoded)} kB`,
            ms(r.start),
            ms(r.end),
            r.start <= result.summary.cutoff ? 'before render' : r.start <= result.summary.contentAt ? 'before heading' : 'after',
          ]);
        console.log(table(rows, ['file', 'gzip', 'as sent', 'decoded', 'requested', 'loaded', 'when']));
      }
    }

    if (remoteResults.length) {
      console.log('\nJS added by the first route of each remote (client-side navigation from /dashboard, as sent)');
      console.log(
        table(
          remoteResults.map((r) => [
            r.remoteName,
            r.route,
            `${kb(r.ownBytes)} kB (${r.ownFiles} files)`,
            `${kb(r.sharedBytes)} kB (${r.sharedFiles} files)`,
            `${kb(r.ownBytes + r.sharedBytes)} kB`,
            `${r.renderMs} ms`,
          ]),
          ['remote', 'route', 'remote files', 'shell/shared chunks', 'added total', 'to settled'],
        ),
      );
      if (VERBOSE) {
        for (const r of remoteResults) {
          console.log(`\n${r.remoteName} (${r.route}): files added`);
          console.log(
            table(
              r.added.map((f) => [new URL(f.url).pathname, `${kb(f.encoded)} kB`, `${kb(f.decoded)} kB`]),
              ['file', 'as sent', 'decoded'],
            ),
          );
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
          [
            'JS files carrying the react-dom reconciler',
            `${reconcilerFiles.length} ${reconcilerFiles.length ? `(${reconcilerFiles.join(', ')})` : ''}`,
            reconcilerFiles.length <= 1 ? 'PASS' : 'FAIL',
          ],
        ],
        ['check', 'value', 'result'],
      ),
    );
    for (const r of remoteResults) {
      if (r.federation) {
        const shared = Object.entries(r.federation).map(
          ([k, v]) =>
            `${k} (${v.loaded ? 'loaded' : 'registered'}; from ${v.providers.join('/') || '?'}${v.usedIn.length ? `; used in ${v.usedIn.join(', ')}` : ''})`,
        );
        console.log(`share scope after ${r.route}: ${shared.join('; ') || 'no react entries'}`);
      }
    }

    const errors = [...pages.flatMap((p) => p.pageErrors), ...remoteResults.flatMap((r) => r.pageErrors)];
    if (errors.length) problems.push(`page errors: ${[...new Set(errors)].join(' | ')}`);

    const rss = peakRss(product);
    console.log('\nServer memory (whole run)');
    console.log(
      table(
        rss.map((r) => [r.pid, `${(r.hwmKb / 1024).toFixed(1)} MB`, `${(r.rssKb / 1024).toFixed(1)} MB`, r.cmd.slice(0, 70)]),
        ['pid', 'peak RSS (VmHWM)', 'RSS now', 'process'],
      ),
    );

    const missed = pages.filter((p) => budgetCheck(p)?.pass === false);
    console.log(
      `\nbudgets: ${missed.length ? `MISSED (${missed.map((p) => p.label).join(', ')})` : 'all met'}; React once: ${reactOnce ? 'yes' : 'NO'}`,
    );
    if (problems.length) console.log(`problems:\n  ${problems.join('\n  ')}`);
    return missed.length || !reactOnce || wrongPages.length ? 1 : 0;
  } finally {
    await browser?.close().catch(() => undefined);
    await stopProduct(product);
    product = undefined;
  }
}

const deadline = setTimeout(() => {
  console.error(`[page-weight] took longer than ${HARD_DEADLINE_MS / 1000} s: stopping.`);
  if (product) killGroup(product.child, 'SIGKILL');
  process.exit(2);
}, HARD_DEADLINE_MS);
deadline.unref();

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[page-weight] failed: ${(error as Error).stack || String(error)}`);
    process.exit(1);
  },
);
