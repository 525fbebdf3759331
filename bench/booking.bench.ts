/**
 * Paid-booking benchmark.
 *
 *   npm run bench -- booking              (through scripts/run.mjs)
 *   cd server && npx tsx ../bench/booking.bench.ts [--doctors=300] [--seconds=15] [--racers=200]
 *
 * Seeds synthetic doctors into a throw-away database (PGlite in a temp folder, or a new
 * database on DATABASE_URL's server, dropped afterwards), starts the real server with the
 * built-in sandbox checkout, registers patients, then:
 *
 * 1. Throughput: 32 concurrent clients each book distinct free slots across many doctors, the
 *    whole paid flow a browser goes through: POST /payment/create-checkout-session, POST the
 *    sandbox card page with 4242 4242 4242 4242 (303 to /success), GET
 *    /payment/confirm-stripe-session. Prints confirmed bookings per second and the latency of
 *    one whole booking (p50/p95/p99), beside a baseline measured in the same run with the
 *    same 32 clients: the signed-in floor GET /user/current-user.
 * 2. Same-slot race: 200 patients, each with a browser of its own (one keep-alive connection,
 *    opened when it loaded the booking page), read the page past the server's session cache and
 *    press Book for one slot at once; then the winner pays while every racer keeps confirming.
 *    Prints how many holds and appointments resulted (must be 1 and 1) and the p95 latency of
 *    the losers' clear refusal (409 with a message), judged against its target: p95 < 50 ms (a
 *    refusal must not wait behind the winner's transaction). Beside it: the same race with every
 *    racer opening a new connection as it presses Book, and the floor (200 GET /health and 200
 *    signed-in GETs at once on the racers' connections).
 *
 * Prints the server's peak memory (RSS). Fails (exit 1) when a booking fails or the race does
 * not end in exactly one appointment. Only loopback traffic; stops by itself.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { seedSyntheticDoctors } from '../server/test/support/synthetic-doctors';
import {
  createBenchDatabase,
  formatPeakRss,
  numberArg,
  percentile,
  startServer,
  runBench,
  stopServer,
  type BenchDatabase,
  type Product,
} from './support/bench-server';

const DOCTORS = numberArg('doctors', 300);
const SECONDS = numberArg('seconds', 15);
const RACERS = numberArg('racers', 200);
const CLIENTS = 32;
/** How long each racer looks at the booking page before pressing Book: past the server's 5 s session cache. */
const READING_MS = 6_000;
const HARD_DEADLINE_MS = 420_000;
const SANDBOX_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardName: 'Bench Patient' };

/** The losers of the same-slot race are refused within this (p95): not queued behind the winner's transaction. */
const TARGET_LOSER_P95_MS = 50;
const log = (message: string) => console.log(`[booking] ${message}`);

interface Envelope<T> {
  data: T;
  message?: string;
}

interface Client {
  token: string;
  userId: string;
  patientId: string;
}

interface Slot {
  doctorId: string;
  doctorName: string;
  fee: number;
  date: string;
  time: string;
}

class Api {
  constructor(readonly baseUrl: string) {}

  async call<T>(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: Envelope<T> | null }> {
    const response = await fetch(`${this.baseUrl}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Envelope<T>) : null };
  }
}

/** One patient's browser: its own keep-alive connection to the server, as a browser tab has. */
class Browser {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(private readonly baseUrl: string) {}

  /** An API call (`path` under /api/v1). */
  call<T>(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: Envelope<T> | null }> {
    return this.request<T>(`/api/v1${path}`, init);
  }

  request<T>(
    path: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: Envelope<T> | null }> {
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.baseUrl}${path}`,
        {
          method: init.method ?? 'GET',
          agent: this.agent,
          headers: {
            accept: 'application/json',
            ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Envelope<T>) : null });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  const started = Date.now();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: join(dataDir, 'pglite') });
  try {
    await migrate(database);
    // No inactive doctors and no pre-booked slots: every slot the bench picks is free.
    const result = await seedSyntheticDoctors(database.db, DOCTORS, { seed: 7, inactiveShare: 0, bookedShare: 0, reviewedShare: 0 });
    log(`seeded ${result.doctorIds.length} doctors in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

/** Registers `count` patients with profiles, a few at a time (argon2 hashing is the cost). */
async function registerPatients(api: Api, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  const run = randomBytes(3).toString('hex');
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= count) return;
      const email = `bench.${run}.${index}@example.test`;
      const registered = await api.call<{ accessToken: string; user: { _id: string } }>('/user/register', {
        method: 'POST',
        body: { name: `Bench Patient ${index}`, email, password: 'bench-pass-1', role: 'patient' },
      });
      if (registered.status !== 201 && registered.status !== 200)
        throw new Error(`register: ${registered.status} ${registered.body?.message}`);
      const { accessToken: token, user } = registered.body!.data;
      const profile = await api.call<{ _id: string }>('/patient/create-profile', {
        method: 'POST',
        token,
        body: { date_of_birth: '1990-01-01', gender: 'Other', blood_group: 'O+' },
      });
      if (profile.status !== 201) throw new Error(`create-profile: ${profile.status} ${profile.body?.message}`);
      clients.push({ token, userId: user._id, patientId: profile.body!.data._id });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return clients;
}

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Free slots across the doctors, a few days each, from the server's own availability answer. */
async function freeSlots(api: Api, token: string, wanted: number): Promise<Slot[]> {
  const doctors: Array<{ _id: string; name: string; fees: number | null }> = [];
  for (let page = 1; doctors.length < DOCTORS; page += 1) {
    const answer = await api.call<{ doctors: Array<{ _id: string; name: string; fees: number | null }> }>(
      `/doctor/all-doctors?limit=50&page=${page}`,
      { token },
    );
    const batch = answer.body?.data.doctors ?? [];
    if (batch.length === 0) break;
    doctors.push(...batch);
  }
  const slots: Slot[] = [];
  for (let day = 2; day <= 29 && slots.length < wanted; day += 1) {
    for (const doctor of doctors) {
      const answer = await api.call<Array<{ date: string; times: Array<{ time: string; status: string }> }>>(
        `/doctor/available-slots-for-doctor/${doctor._id}?date=${dayAhead(day)}`,
        { token },
      );
      const availability = answer.body?.data[0];
      for (const time of availability?.times ?? []) {
        if (time.status === 'available')
          slots.push({ doctorId: doctor._id, doctorName: doctor.name, fee: doctor.fees ?? 500, date: availability!.date, time: time.time });
      }
      if (slots.length >= wanted) break;
    }
  }
  // Spread consecutive bookings across doctors rather than one doctor's day.
  return slots.sort(() => Math.random() - 0.5);
}

function checkoutBody(client: Client, slot: Slot) {
  return {
    doctorId: slot.doctorId,
    date: slot.date,
    time: slot.time,
    consultationType: 'Video Consultation',
    reason: 'Benchmark booking',
    userId: client.userId,
    doctorName: slot.doctorName,
    price: slot.fee,
  };
}

/**
 * Every racer, after reading the booking page for READING_MS, presses Book for `slot` at the
 * same instant through its own browser. Answers each attempt with its latency.
 */
async function race(racers: Client[], browsers: Browser[], slot: Slot) {
  await new Promise((resolve) => setTimeout(resolve, READING_MS));
  return Promise.all(
    racers.map(async (client, index) => {
      const started = performance.now();
      const answer = await browsers[index]!.call<{ id: string; url: string }>('/payment/create-checkout-session', {
        method: 'POST',
        token: client.token,
        body: checkoutBody(client, slot),
      });
      return { client, answer, latency: performance.now() - started };
    }),
  );
}

/** Pays on the sandbox card page the way the browser's form does. */
async function payOnSandbox(product: Product, checkoutUrl: string): Promise<number> {
  const url = new URL(checkoutUrl, product.baseUrl);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(SANDBOX_CARD).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

/** One whole paid booking. Answers its latency in ms, or throws naming the failing step. */
async function book(api: Api, product: Product, client: Client, slot: Slot): Promise<number> {
  const started = performance.now();
  const session = await api.call<{ id: string; url: string }>('/payment/create-checkout-session', {
    method: 'POST',
    token: client.token,
    body: checkoutBody(client, slot),
  });
  if (session.status !== 201 && session.status !== 200) throw new Error(`checkout ${session.status}: ${session.body?.message}`);
  const paid = await payOnSandbox(product, session.body!.data.url);
  if (paid !== 303) throw new Error(`sandbox pay answered ${paid}`);
  const confirmed = await api.call<{ status: string }>(
    `/payment/confirm-stripe-session?session_id=${encodeURIComponent(session.body!.data.id)}`,
    { token: client.token },
  );
  if (confirmed.body?.data.status !== 'confirmed') throw new Error(`confirm answered ${confirmed.status} ${confirmed.body?.data?.status}`);
  return performance.now() - started;
}

interface Figures {
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function figures(latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

/** Runs `task` on CLIENTS concurrent loops for `seconds`, collecting latencies. */
async function closedLoop(
  seconds: number,
  task: (worker: number) => Promise<number | null>,
): Promise<{ latencies: number[]; elapsed: number }> {
  const latencies: number[] = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      while (performance.now() < stopAt) {
        const latency = await task(worker);
        if (latency === null) return;
        latencies.push(latency);
      }
    }),
  );
  return { latencies, elapsed: (performance.now() - started) / 1000 };
}

let running: Product | undefined;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-booking-bench-'));
  let database: BenchDatabase | undefined;
  let product: Product | undefined;
  try {
    database = await createBenchDatabase(dataDir);
    log(`database: ${database.label}`);
    await seed(dataDir, database.databaseUrl);
    product = await startServer(dataDir, database.databaseUrl, {
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      REGISTER_MAX_ATTEMPTS_PER_IP: '100000',
    });
    running = product;
    const api = new Api(product.baseUrl);
    log(`server ready at ${product.baseUrl}`);

    const registeredAt = Date.now();
    const clients = await registerPatients(api, CLIENTS + RACERS);
    log(`registered ${clients.length} patients with profiles in ${((Date.now() - registeredAt) / 1000).toFixed(1)} s`);
    const bookers = clients.slice(0, CLIENTS);
    const racers = clients.slice(CLIENTS);

    const slots = await freeSlots(api, bookers[0]!.token, 6000);
    const raceSlot = slots.pop()!;
    const besideSlot = slots.pop()!;
    log(`${slots.length} distinct free slots found across ${new Set(slots.map((s) => s.doctorId)).size} doctors`);

    // ---- baseline: the signed-in floor with the same clients
    const baseline = await closedLoop(SECONDS, async (worker) => {
      const started = performance.now();
      const answer = await api.call('/user/current-user', { token: bookers[worker]!.token });
      if (answer.status !== 200) throw new Error(`current-user answered ${answer.status}`);
      return performance.now() - started;
    });

    // ---- throughput: whole paid bookings of distinct slots
    const errors: string[] = [];
    let nextSlot = 0;
    const booking = await closedLoop(SECONDS, async (worker) => {
      const slot = slots[nextSlot++];
      if (!slot) return null;
      try {
        return await book(api, product!, bookers[worker]!, slot);
      } catch (error) {
        errors.push((error as Error).message);
        return 0;
      }
    });
    const bookingFigures = figures(
      booking.latencies.filter((l) => l > 0),
      booking.elapsed,
    );
    const baselineFigures = figures(baseline.latencies, baseline.elapsed);

    // ---- the same-slot race
    // Each racer is a browser of its own: it opened the booking page (its connection to the
    // server opens then, as a browser's does) and reads it for longer than the server keeps a
    // session in memory (SESSION_CACHE_MS), then every racer presses Book at the same instant.
    const browsers = racers.map(() => new Browser(product!.baseUrl));
    const opened = await Promise.all(
      racers.map((client, index) =>
        browsers[index]!.call(`/doctor/available-slots-for-doctor/${raceSlot.doctorId}?date=${raceSlot.date}`, { token: client.token }),
      ),
    );
    if (opened.some((page) => page.status !== 200)) throw new Error('a racer could not open the booking page');
    const attempts = await race(racers, browsers, raceSlot);
    const winners = attempts.filter((a) => a.answer.status === 201 || a.answer.status === 200);
    const losers = attempts.filter((a) => a.answer.status === 409);
    const unclear = attempts.filter((a) => a.answer.status !== 409 && !winners.includes(a));
    const clearRefusals = losers.filter((a) => typeof a.answer.body?.message === 'string' && a.answer.body.message.length > 0);
    const loserFigures = figures(
      losers.map((a) => a.latency),
      1,
    );

    // The winner pays while every racer (and the winner, repeatedly) confirms the winning session.
    const appointmentIds = new Set<string>();
    if (winners.length === 1) {
      const winner = winners[0]!;
      const sessionId = winner.answer.body!.data.id;
      const confirmations = racers.map(() =>
        api.call<{ status: string; appointment: { _id: string } | null }>(
          `/payment/confirm-stripe-session?session_id=${encodeURIComponent(sessionId)}`,
          { token: winner.client.token },
        ),
      );
      const paid = payOnSandbox(product, winner.answer.body!.data.url);
      const results = await Promise.all(confirmations);
      await paid;
      const after = await api.call<{ status: string; appointment: { _id: string } | null }>(
        `/payment/confirm-stripe-session?session_id=${encodeURIComponent(sessionId)}`,
        { token: winner.client.token },
      );
      for (const result of [...results, after]) if (result.body?.data.appointment) appointmentIds.add(result.body.data.appointment._id);
    }
    // The floor under the race's figure, measured the same way right after it: as many requests
    // at the same instant, answered without any booking work (beside the target, not instead of it).
    const burst = async (request: (client: Client) => Promise<number>) =>
      figures(
        await Promise.all(
          racers.map(async (client) => {
            const started = performance.now();
            const status = await request(client);
            if (status !== 200) throw new Error(`a floor request answered ${status}`);
            return performance.now() - started;
          }),
        ),
        1,
      );
    const healthFloor = await burst(async (client) => (await browsers[racers.indexOf(client)]!.request('/health')).status);
    const signedInFloor = await burst(
      async (client) => (await browsers[racers.indexOf(client)]!.call('/user/current-user', { token: client.token })).status,
    );
    for (const browser of browsers) browser.close();
    // Beside the target, not instead of it: the same race with every racer opening a new
    // connection as it presses Book (TCP set-up of 200 connections at once, on the same cores).
    const coldBrowsers = racers.map(() => new Browser(product!.baseUrl));
    const coldAttempts = await race(racers, coldBrowsers, besideSlot);
    for (const browser of coldBrowsers) browser.close();
    const coldWinners = coldAttempts.filter((a) => a.answer.status === 201 || a.answer.status === 200).length;
    const coldLosers = figures(
      coldAttempts.filter((a) => a.answer.status === 409).map((a) => a.latency),
      1,
    );

    // Count what every racer has for that slot, as the server lists it.
    let raceAppointments = 0;
    for (const client of racers) {
      const list = await api.call<{
        appointments: Array<{ doctorId: { _id: string }; appointmentDate: string; timeSlot: string; status: string }>;
      }>(`/appointment/patient/${client.patientId}`, { token: client.token });
      raceAppointments += (list.body?.data.appointments ?? []).filter(
        (a) =>
          a.doctorId._id === raceSlot.doctorId &&
          a.appointmentDate === raceSlot.date &&
          a.timeSlot === raceSlot.time &&
          a.status !== 'canceled',
      ).length;
    }

    const row = (label: string, f: Figures, unit: string) =>
      `${label.padEnd(30)} ${f.perSecond.toFixed(1).padStart(9)} ${unit.padEnd(11)} ${f.p50.toFixed(1).padStart(8)} ${f.p95.toFixed(1).padStart(8)} ${f.p99.toFixed(1).padStart(8)} ${String(f.count).padStart(7)}`;
    console.log('');
    console.log(
      `Paid booking: ${DOCTORS} doctors, ${CLIENTS} concurrent clients, ${SECONDS} s each, ${database.label.split(' ')[0]}, sandbox checkout`,
    );
    console.log(
      `${'load'.padEnd(30)} ${'rate'.padStart(9)} ${''.padEnd(11)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'count'.padStart(7)}`,
    );
    console.log(row('confirmed bookings', bookingFigures, 'bookings/s'));
    console.log(row('baseline GET /user/current-user', baselineFigures, 'req/s'));
    console.log(
      `one booking = 3 requests (checkout, card form, confirm): ${(bookingFigures.perSecond * 3).toFixed(0)} req/s, ` +
        `${((bookingFigures.perSecond * 3 * 100) / baselineFigures.perSecond).toFixed(1)} % of the signed-in floor`,
    );
    if (errors.length) console.log(`FAILED BOOKINGS: ${errors.length}, e.g. ${errors.slice(0, 3).join(' | ')}`);
    console.log('');
    console.log(`Same-slot race: ${RACERS} patients ask for ${raceSlot.date} ${raceSlot.time} with one doctor at once`);
    const switches = ['SESSION_READ_BATCHING', 'SLOT_CLAIM_MEMORY'].map((name) => `${name}=${process.env[name] ?? 'true (default)'}`);
    console.log(`  speed switches: ${switches.join(', ')}`);
    console.log(
      `  holds granted: ${winners.length} (must be 1); refused with 409: ${losers.length} (${clearRefusals.length} with a message, e.g. "${losers[0]?.answer.body?.message ?? ''}"); other answers: ${unclear.length}`,
    );
    console.log(
      `  losers' refusal latency: p50 ${loserFigures.p50.toFixed(1)} ms, p95 ${loserFigures.p95.toFixed(1)} ms, p99 ${loserFigures.p99.toFixed(1)} ms ` +
        `(target p95 < ${TARGET_LOSER_P95_MS} ms: ${loserFigures.p95 < TARGET_LOSER_P95_MS ? 'PASS' : 'FAIL'}; the winner's hold took ${winners[0]?.latency.toFixed(1) ?? '-'} ms)`,
    );
    console.log(
      `  beside it, each racer opening a new connection as it presses Book (another slot): p50 ${coldLosers.p50.toFixed(1)} ms, p95 ${coldLosers.p95.toFixed(1)} ms, p99 ${coldLosers.p99.toFixed(1)} ms`,
    );
    console.log(
      `  floor, ${RACERS} requests at the same instant after the race, on the racers' connections: GET /health p50 ${healthFloor.p50.toFixed(1)} / p95 ${healthFloor.p95.toFixed(1)} ms; ` +
        `GET /user/current-user (sessions cached) p50 ${signedInFloor.p50.toFixed(1)} / p95 ${signedInFloor.p95.toFixed(1)} ms`,
    );
    console.log(
      `  appointments for that slot after ${RACERS} concurrent confirmations while paying: ${raceAppointments} listed, ${appointmentIds.size} distinct in the answers (must be 1)`,
    );
    console.log('');
    console.log(`server peak RSS (VmHWM): ${formatPeakRss(product)}`);
    console.log(`machine load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`);

    const failed =
      errors.length > 0 ||
      winners.length !== 1 ||
      coldWinners !== 1 ||
      unclear.length > 0 ||
      clearRefusals.length !== losers.length ||
      raceAppointments !== 1 ||
      appointmentIds.size !== 1;
    if (failed) console.log('FAIL: see the figures above');
    return failed ? 1 : 0;
  } finally {
    await stopServer(product);
    await database?.drop().catch((error: unknown) => log(`could not drop the bench database: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('booking', main, HARD_DEADLINE_MS, () => running);
