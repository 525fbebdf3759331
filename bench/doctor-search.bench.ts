/**
 * Doctor-search load benchmark.
 *
 *   npm run bench -- doctor-search        (through scripts/run.mjs)
 *   cd server && npx tsx ../bench/doctor-search.bench.ts [--strict] [--doctors=20000] [--seconds=12] [--no-cache] [--no-date]
 *
 * Seeds 20,000 doctors (with weekly availability, reviews and a few reservations) into a
 * throw-away database (PGlite in a temp folder, or a new database on DATABASE_URL's server,
 * dropped afterwards), starts the real server as a child process on a loopback port, then
 * drives it with autocannon at 32 connections: first a mix of filtered and sorted searches
 * (`GET /api/v1/doctor/all-doctors`, signed in as a patient) in which at least half of the
 * requests are distinct URLs (checked and printed), then `/health` for the same time. Prints
 * p50/p95/p99 latency and requests per second of both, PASS/FAIL against the target (search
 * p95 < 25 ms), the share of searches served from any cache (the server's `Server-Timing`:
 * `cache;desc=hit|shared|miss`, and `reservations;desc=kept` when a date search used the
 * date's reservations as kept), the server's CPU time per request and its peak memory. Only
 * loopback traffic; stops by itself (hard limit below).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DOCTOR_SORTS, DOCTOR_SPECIALIZATIONS } from '../shared-api/src/core/constants';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { seedSyntheticDoctors, seededRandom } from '../server/test/support/synthetic-doctors';
import {
  createBenchDatabase,
  formatPeakRss,
  numberArg as arg,
  percentile,
  startServer as startBenchServer,
  runBench,
  serverCpuMs,
  sleep,
  stopServer,
  type BenchDatabase,
  type Product,
} from './support/bench-server';

const STRICT = process.argv.includes('--strict');
/** --no-cache: SEARCH_CACHE_ENABLED=false (nothing kept: every search reads every doctor; a reference, far too slow here). */
const NO_CACHE = process.argv.includes('--no-cache');
/** --no-date: the mix without its date searches (those read the database; the rest the index). */
const NO_DATE = process.argv.includes('--no-date');
const DOCTORS = arg('doctors', 20_000);
const SECONDS = arg('seconds', 12);
const WARMUP_SECONDS = 3;
/** The loads alternate in this many rounds, each SECONDS / ROUNDS long. */
const ROUNDS = 3;
const CONNECTIONS = 32;
// Seeding 20,000 doctors alone took 216–431 s on the shared machine (2026-11-27).
const HARD_DEADLINE_MS = 1_500_000;
const TARGET_P95_MS = 25;
/** The mix must make at least this share of the requests distinct URLs (the target's condition). */
const MIN_DISTINCT_SHARE = 0.5;

const log = (message: string) => console.log(`[doctor-search] ${message}`);

// ------------------------------------------------------------------ the database

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const started = Date.now();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: join(dataDir, 'pglite') });
  try {
    await migrate(database);
    // Written an hour ago: the data a running service holds, not a bulk import the index refresh would re-read as new.
    const result = await seedSyntheticDoctors(database.db, DOCTORS, { seed: 42, writtenAt: new Date(Date.now() - 3_600_000) });
    log(
      `seeded ${result.doctorIds.length} doctors, ${result.reviewCount} reviews, ${result.upcomingAppointments} upcoming appointments ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

// ------------------------------------------------------------------ the server

/** The real server (support/bench-server.ts), with SEARCH_CACHE_ENABLED=false under --no-cache. */
function startServer(dataDir: string, databaseUrl: string | undefined): Promise<Product> {
  return startBenchServer(dataDir, databaseUrl, NO_CACHE ? { SEARCH_CACHE_ENABLED: 'false' } : {});
}

// ------------------------------------------------------------------ the load

const NAME_FRAGMENTS = ['pat', 'sing', 'garcia', 'kim', 'chen', 'mar', 'ali', 'nguyen', 'sofia', 'rahul', 'wei', 'tanaka', 'rossi', 'emma'];

/**
 * A random search URL: the mix a population of patients produces on the search page, each
 * moving the fee slider (0 … 3000, step 10) and often a second filter, so that at least half
 * of the requests of a run are URLs not asked before (MIN_DISTINCT_SHARE, checked).
 */
function searchUrlFactory(seed: number): () => string {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const dateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return () => {
    const query = new URLSearchParams();
    const roll = random();
    if (roll < 0.25) {
      // the landing listing, sometimes paged
      if (random() < 0.4) query.set('page', String(1 + Math.floor(random() * 3)));
    } else if (roll < 0.5) {
      query.set('specialization', pick(DOCTOR_SPECIALIZATIONS));
    } else if (roll < 0.6) {
      query.set('name', pick(NAME_FRAGMENTS));
    } else if (roll < 0.7) {
      query.set('minFee', String(10 * Math.floor(random() * 30)));
    } else if (roll < 0.85) {
      query.set('minRating', pick(['3.5', '4', '4.5']));
      query.set('experience', String(Math.floor(random() * 25)));
    } else if (NO_DATE) {
      query.set('specialization', pick(DOCTOR_SPECIALIZATIONS));
    } else {
      query.set('date', dateAhead(Math.floor(random() * 31)));
      if (random() < 0.5) query.set('specialization', pick(DOCTOR_SPECIALIZATIONS));
    }
    // The fee slider: moved by most patients (it starts at 1000).
    query.set(
      'maxFee',
      random() < 0.15 ? '1000' : String(Math.max(Number(query.get('minFee') ?? 0), 10 * (5 + Math.floor(random() * 296)))),
    );
    if (random() < 0.6) query.set('sort', pick(DOCTOR_SORTS));
    return `/api/v1/doctor/all-doctors?${query.toString()}`;
  };
}

interface LoadResult {
  label: string;
  requests: number;
  rps: number;
  /** req/s of each round. */
  roundRps: number[];
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Answers by the server's `Server-Timing: cache;desc=…` (search only: hit, shared, miss). */
  cache: Record<string, number>;
  /** CPU time of the server's processes per request, µs (user + system, from /proc). */
  serverCpuUsPerRequest: number;
  /** CPU time of this process (the load generator, autocannon) per request, µs: it shares the 2 cores with the server. */
  clientCpuUsPerRequest: number;
}

/** One stretch of one load: what autocannon saw and what the server and this process spent. */
interface LoadWindow {
  seconds: number;
  latencies: number[];
  non2xx: number;
  errors: number;
  cache: Record<string, number>;
  serverCpuMs: number;
  clientCpuUs: number;
}

/** What one connection asks: the same request over and over, or the next of its own search URLs. */
type Requests = { path: string; headers: Record<string, string> } | { stream: SearchStreams; headers: Record<string, string> };

/**
 * Each connection's own sequence of search URLs, drawn from the mix with its own seed and
 * handed to autocannon in advance (autocannon builds each request's bytes once, at start).
 * A connection that stops mid-sequence continues there in the next window.
 */
class SearchStreams {
  private readonly draws: Array<() => string>;
  /** Per connection, the URLs drawn and not answered yet, in order. */
  private readonly pending: string[][];
  /** Every URL answered, and how many times (the mix as sent). */
  readonly answered = { count: 0, distinct: new Set<string>() };

  constructor(connections: number, seed: number) {
    this.draws = Array.from({ length: connections }, (_, k) => searchUrlFactory(seed + k));
    this.pending = Array.from({ length: connections }, () => []);
  }

  /** The next `count` URLs of connection `k`. */
  take(k: number, count: number): string[] {
    const pending = this.pending[k]!;
    while (pending.length < count) pending.push(this.draws[k]!());
    return pending.slice(0, count);
  }

  /** Connection `k` had the first `count` of the URLs it was given answered. */
  advance(k: number, count: number): void {
    for (const url of this.pending[k]!.splice(0, count)) this.answered.distinct.add(url);
    this.answered.count += count;
  }
}

/**
 * URLs drawn per connection and second of a window: about twice what one connection is
 * answered at most (README.md, doctor-search). Lists are built for one second
 * more than the window: autocannon stops at its next 1 s tick, so connections run on a little
 * after the window closes (those answers are not counted, but their URLs were asked).
 */
const URLS_PER_CONNECTION_SECOND = 2_000;

/**
 * One stretch of one load: CONNECTIONS autocannon instances of one connection each, each with
 * its own list of requests. Every load is driven the same way, so the load generator's own
 * cost per request differs only by what the answers hold.
 *
 * autocannon builds every request of its list when created (seconds for 32 lists: README.md),
 * on the event loop, before any connection sends, while its own duration
 * timer already runs; and it stops only at its next 1 s tick after that timer. So the window
 * is timed here instead: it opens once every instance is built (no request has been sent
 * yet: connecting needs the event loop), lasts `seconds`, and only answers inside it count;
 * CPU is read at its two ends. Then the instances are stopped and awaited.
 */
async function loadWindow(product: Product, seconds: number, requests: Requests): Promise<LoadWindow> {
  const latencies: number[] = [];
  const cache: Record<string, number> = {};
  let non2xx = 0;
  let measuring = false;
  const onResponse = (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders | undefined) => {
    if (!measuring) return;
    const timing = String(headers?.['server-timing'] ?? '');
    const outcome = /cache;desc=(\w+)/.exec(timing)?.[1];
    if (outcome) cache[outcome] = (cache[outcome] ?? 0) + 1;
    if (timing.includes('reservations;desc=kept')) cache.keptReservations = (cache.keptReservations ?? 0) + 1;
  };
  const listLength = Math.ceil((seconds + 1) * URLS_PER_CONNECTION_SECOND);
  const instances = Array.from({ length: CONNECTIONS }, (_, k) => {
    const paths = 'stream' in requests ? requests.stream.take(k, listLength) : [requests.path];
    let answered = 0;
    // Without a callback autocannon returns its instance, which is also a promise of the result.
    const instance = autocannon({
      url: product.baseUrl,
      connections: 1,
      // Stopped below, after the window.
      duration: seconds + 600,
      requests: paths.map((path) => ({ method: 'GET', path, headers: requests.headers, onResponse })),
    }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      answered += 1;
      if (!measuring) return;
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
    return { instance, answered: () => answered };
  });
  // Every list is built: the window opens now.
  const cpuBefore = serverCpuMs(product);
  const clientBefore = process.cpuUsage();
  const openedAt = performance.now();
  measuring = true;
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - openedAt) / 1000;
  const client = process.cpuUsage(clientBefore);
  const serverCpu = serverCpuMs(product) - cpuBefore;
  for (const { instance } of instances) instance.stop();
  const results = await Promise.all(instances.map(({ instance }) => instance));
  if ('stream' in requests) {
    instances.forEach(({ answered }, k) => requests.stream.advance(k, answered()));
    // autocannon starts a list over at its end: that would repeat URLs the mix did not draw.
    const most = Math.max(...instances.map(({ answered }) => answered()));
    if (most >= listLength)
      throw new Error(`a connection was answered ${most} times in ${seconds} s (+ up to 1 s): raise URLS_PER_CONNECTION_SECOND`);
  }
  return {
    seconds: elapsed,
    latencies,
    non2xx,
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    cache,
    serverCpuMs: serverCpu,
    clientCpuUs: client.user + client.system,
  };
}

/** The windows of one load taken together. */
function combine(label: string, windows: readonly LoadWindow[]): LoadResult {
  const latencies = windows.flatMap((window) => window.latencies).sort((a, b) => a - b);
  const seconds = windows.reduce((sum, window) => sum + window.seconds, 0);
  const cache: Record<string, number> = {};
  for (const window of windows) for (const [outcome, n] of Object.entries(window.cache)) cache[outcome] = (cache[outcome] ?? 0) + n;
  const requests = Math.max(1, latencies.length);
  return {
    label,
    requests: latencies.length,
    rps: latencies.length / seconds,
    roundRps: windows.map((window) => window.latencies.length / window.seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: windows.reduce((sum, window) => sum + window.non2xx, 0),
    errors: windows.reduce((sum, window) => sum + window.errors, 0),
    cache,
    serverCpuUsPerRequest: (windows.reduce((sum, window) => sum + window.serverCpuMs, 0) * 1000) / requests,
    clientCpuUsPerRequest: windows.reduce((sum, window) => sum + window.clientCpuUs, 0) / requests,
  };
}

// ------------------------------------------------------------------ main

let running: Product | undefined;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-search-bench-'));
  let database: BenchDatabase | undefined;
  let product: Product | undefined;
  let keptLog: string | undefined;
  try {
    database = await createBenchDatabase(dataDir);
    log(`database: ${database.label}`);
    await seed(dataDir, database.databaseUrl);
    product = await startServer(dataDir, database.databaseUrl);
    running = product;
    log(`server ready at ${product.baseUrl}`);

    const registered = await fetch(`${product.baseUrl}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Patient',
        email: `bench.${randomBytes(4).toString('hex')}@example.test`,
        password: 'bench-pass-1',
        role: 'patient',
      }),
    });
    const token = ((await registered.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };

    // Sanity: the search answers and sees the seeded doctors.
    const probe = (await (await fetch(`${product.baseUrl}/api/v1/doctor/all-doctors`, { headers })).json()) as {
      data: { total: number; doctors: unknown[] };
    };
    log(`GET /doctor/all-doctors: ${probe.data.total} active doctors, ${probe.data.doctors.length} on the first page`);

    const streams = new SearchStreams(CONNECTIONS, 2026);
    const examples = streams.take(0, 4);
    log(`search mix, e.g.:\n  ${examples.join('\n  ')}`);
    log(
      `warm-up ${WARMUP_SECONDS} s, then ${ROUNDS} rounds of ${SECONDS / ROUNDS} s of searches, of /health and of the signed-in floor ` +
        `(${SECONDS} s of each), ${CONNECTIONS} connections`,
    );
    await loadWindow(product, WARMUP_SECONDS, { stream: streams, headers });
    const windows = { search: [] as LoadWindow[], health: [] as LoadWindow[], me: [] as LoadWindow[] };
    // The loads take turns, so a slow spell of this shared machine falls on all of them alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      windows.search.push(await loadWindow(product, SECONDS / ROUNDS, { stream: streams, headers }));
      windows.health.push(await loadWindow(product, SECONDS / ROUNDS, { path: '/health', headers: { 'accept-encoding': 'gzip, br' } }));
      // The floor of any signed-in call: token check and session lookup, nothing else.
      windows.me.push(await loadWindow(product, SECONDS / ROUNDS, { path: '/api/v1/user/current-user', headers }));
    }
    const mix = { draws: streams.answered.count, urls: streams.answered.distinct };
    const search = combine('search', windows.search);
    const health = combine('/health', windows.health);
    const signedIn = combine('me', windows.me);
    const memory = formatPeakRss(product);

    const ratio = search.rps / health.rps;
    const p95Pass = search.p95 < TARGET_P95_MS;
    const distinctShare = mix.urls.size / Math.max(1, mix.draws);
    const row = (r: LoadResult) =>
      `${r.label.padEnd(8)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.requests).padStart(9)} ${String(r.non2xx + r.errors).padStart(7)} ${r.serverCpuUsPerRequest.toFixed(0).padStart(11)} ${r.clientCpuUsPerRequest.toFixed(0).padStart(11)}`;
    console.log('');
    console.log(
      `Doctor search under load: ${DOCTORS} doctors, ${CONNECTIONS} connections, ${SECONDS} s each, ${database.label.split(' ')[0]}${NO_CACHE ? ', SEARCH_CACHE_ENABLED=false' : ''}${NO_DATE ? ', no date searches' : ''}`,
    );
    console.log(
      `${'load'.padEnd(8)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'requests'.padStart(9)} ${'failed'.padStart(7)} ${'cpu µs/req'.padStart(11)} ${'client µs/req'.padStart(11)}`,
    );
    console.log(row(search));
    console.log(row(health));
    console.log(`${row(signedIn)}   (GET /user/current-user: the cost of being signed in)`);
    const answered = (search.cache.hit ?? 0) + (search.cache.shared ?? 0) + (search.cache.miss ?? 0);
    const share = (n: number | undefined) => `${(((n ?? 0) / Math.max(1, answered)) * 100).toFixed(1)} %`;
    console.log(
      `mix: ${mix.urls.size} distinct URLs in ${mix.draws} searches answered (${(distinctShare * 100).toFixed(1)} %, must be >= ${MIN_DISTINCT_SHARE * 100} %)`,
    );
    console.log(
      `served from any cache: ${share((search.cache.hit ?? 0) + (search.cache.shared ?? 0))} of the searches (answers kept: ${share(search.cache.hit)}, ` +
        `shared with a build under way: ${share(search.cache.shared)}); built for the request: ${share(search.cache.miss)}, ` +
        `of which built with a date's reservations as kept (no database read): ${share(search.cache.keptReservations)}`,
    );
    console.log(
      'cpu µs/req: CPU time of the server process per answered request (the database is inside it with PGlite, not with PostgreSQL)',
    );
    console.log('client µs/req: CPU time of the load generator (this process) per request, on the same 2 cores');
    console.log('');
    console.log(
      `search p95 ${search.p95.toFixed(1)} ms (target < ${TARGET_P95_MS} ms at ${CONNECTIONS} connections): ${p95Pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `baseline /health in the same run: p95 ${health.p95.toFixed(1)} ms, ${health.rps.toFixed(0)} req/s; search throughput ${(ratio * 100).toFixed(1)} % of it ` +
        `(by round: ${search.roundRps.map((rps, i) => `${((rps / health.roundRps[i]!) * 100).toFixed(1)} %`).join(', ')})`,
    );
    console.log(`server peak RSS (VmHWM): ${memory}`);
    console.log(`machine load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`);
    const failed = search.non2xx + search.errors + health.non2xx + health.errors;
    if (failed > 0) {
      // The data folder (and the log in it) is removed below: the log is kept beside it.
      keptLog = join(tmpdir(), `doctor-search-bench-server-${process.pid}.log`);
      console.log(
        `FAILED REQUESTS: ${failed} (non-2xx ${search.non2xx + health.non2xx}, errors and timeouts ${search.errors + health.errors}; server log: ${keptLog})`,
      );
      return 1;
    }
    if (distinctShare < MIN_DISTINCT_SHARE) {
      console.log(
        `FAIL: the mix had ${(distinctShare * 100).toFixed(1)} % distinct URLs, under the ${MIN_DISTINCT_SHARE * 100} % the target asks for`,
      );
      return 1;
    }
    return STRICT && !p95Pass ? 1 : 0;
  } finally {
    await stopServer(product);
    if (keptLog && product) copyFileSync(product.logFile, keptLog);
    await database?.drop().catch((error: unknown) => log(`could not drop the bench database: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('doctor-search', main, HARD_DEADLINE_MS, () => running);
