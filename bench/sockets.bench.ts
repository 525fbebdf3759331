/**
 * Socket fan-out benchmark.
 *
 *   npm run bench -- sockets              (through scripts/run.mjs)
 *   cd server && npx tsx ../bench/sockets.bench.ts [--sockets=5000] [--small=500] [--rounds=3] [--client-threads=N] [--client=wire|socket.io-client]
 *
 * Seeds two doctors and 5,000 patients, each with a signed session token and a past
 * appointment (PGlite in a temp folder, or a new database on DATABASE_URL's server), starts the
 * real server, then opens authenticated socket.io connections (WebSocket, the token in the
 * handshake as the browser sends it; by default a lean client of socket.io's wire protocol, see
 * support/socket-client-worker.mjs), spread over --client-threads worker threads of this process:
 *
 * 1. 500 sockets, the patients of the first doctor. That doctor saves new weekly slots
 *    (PATCH /doctor/time-slots/:id), which stores a notification for each of their patients and
 *    pushes it to each one's sockets (spec §7 new-doctor-slot). Delivery latency = from sending
 *    the PATCH to the `notification` event arriving at each socket, over every socket and round.
 * 2. 5,000 sockets (the same 500 and 4,500 more), the patients of the second doctor: the same.
 *
 * Prints p50/p95/p99 delivery latency per size, how long connecting took, and the server's peak
 * memory (RSS) after each size; per round, the push p95 and the CPU time the server's processes
 * and this client process spent on it (comparable on a loaded machine, unlike the latencies). Fails (exit 1) when a socket does not connect or misses a
 * notification, or the 5,000-socket fan-out misses its target: delivery from the doctor's save
 * to each patient's socket p95 < 250 ms, server RSS < 1 GB ("push alone", from the first
 * arrival, is printed beside it, not judged).
 * Only loopback traffic; stops by itself.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { appointments, doctors } from '../server/src/db/schema';
import { insertFastUsers } from '../server/test/support/fast-users';
import {
  createBenchDatabase,
  numberArg,
  peakRss,
  percentile,
  runBench,
  serverCpuMs,
  startServer,
  stopServer,
  type BenchDatabase,
  type Product,
} from './support/bench-server';

const SOCKETS = numberArg('sockets', 5000);
const SMALL = numberArg('small', 500);
const ROUNDS = numberArg('rounds', 3);
const CONNECTING_AT_ONCE = 200;
/**
 * Client threads the sockets are spread over (see support/socket-client-worker.mjs); by
 * default every core but one, which the server (one thread, PGlite included) needs to itself.
 */
const CLIENT_THREADS = numberArg('client-threads', Math.max(1, availableParallelism() - 1));
/**
 * `wire` (default): a WebSocket per socket speaking socket.io's wire protocol, reading each
 * arrival off the frame's first bytes; `socket.io-client`: the full library per socket, whose
 * decoding of 10,000 frames on one thread adds its own queue to the spread.
 */
const CLIENT = process.argv.find((a) => a.startsWith('--client='))?.split('=')[1] ?? 'wire';
if (CLIENT !== 'wire' && CLIENT !== 'socket.io-client') throw new Error(`--client is wire or socket.io-client, not ${CLIENT}`);
const HARD_DEADLINE_MS = 600_000;
/** Delivery from the doctor's save (the PATCH sent) to each patient's socket: what a patient waits. */
const TARGET_P95_MS = 250;
const TARGET_RSS_MB = 1024;
const JWT_SECRET = randomBytes(32).toString('hex');
const SESSION_MS = 12 * 3_600_000;
/** Two weekly availabilities that each offer a slot the other does not: every save adds slots. */
const WEEKS = [0b01, 0b10].map((mask) => Array.from({ length: 7 }, () => mask));

const log = (message: string) => console.log(`[sockets] ${message}`);

interface Person {
  userId: string;
  token: string;
}

interface Seeded {
  doctors: Array<Person & { doctorId: string }>;
  patients: Person[];
}

/** Two doctors; SOCKETS patients who all saw the second doctor, the first SMALL of them also the first. */
async function seed(dataDir: string, databaseUrl: string | undefined): Promise<Seeded> {
  const started = Date.now();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: join(dataDir, 'pglite') });
  try {
    await migrate(database);
    const { db } = database;
    const now = new Date();
    const run = randomBytes(3).toString('hex');
    const fast = { jwtSecret: JWT_SECRET, sessionMs: SESSION_MS, now };
    const doctorUsers = await insertFastUsers(db, {
      ...fast,
      role: 'doctor',
      count: 2,
      name: (i) => `Fanout Doctor ${i + 1}`,
      email: (i) => `fanout.doctor.${i + 1}.${run}@example.test`,
    });
    const seededDoctors: Seeded['doctors'] = [];
    for (const { userId, token } of doctorUsers) {
      const [doctor] = await db
        .insert(doctors)
        .values({
          userId,
          specialization: 'Cardiology',
          fees: 100,
          qualification: 'MD',
          experience: 10,
          about: 'Benchmark doctor',
          languages: ['English'],
          status: 'active',
          verification: 'verified',
          timeZone: 'UTC',
          weeklySlots: WEEKS[1],
        })
        .returning({ id: doctors.id });
      seededDoctors.push({ userId, doctorId: doctor!.id, token });
    }

    const seededPatients: Person[] = [];
    for (let start = 0; start < SOCKETS; start += 1000) {
      const batch = await insertFastUsers(db, {
        role: 'patient',
        count: Math.min(1000, SOCKETS - start),
        ...fast,
        name: (i) => `Fanout Patient ${start + i + 1}`,
        email: (i) => `fanout.${start + i}.${run}@example.test`,
      });
      // A completed visit in the past: these patients "booked with" the doctor (spec §7).
      const visit = (doctorId: string, patientId: string, index: number) => {
        const startsAt = new Date(now.getTime() - (index + 1) * 3_600_000);
        return {
          doctorId,
          patientId,
          appointmentDate: startsAt.toISOString().slice(0, 10),
          timeSlot: '09:00 AM',
          startsAt,
          status: 'completed' as const,
          roomId: randomUUID(),
        };
      };
      const visits = batch.flatMap((patient, i) => {
        const index = start + i;
        const rows = [visit(seededDoctors[1]!.doctorId, patient.patientId!, index)];
        if (index < SMALL) rows.push(visit(seededDoctors[0]!.doctorId, patient.patientId!, index));
        return rows;
      });
      await db.insert(appointments).values(visits);
      seededPatients.push(...batch);
    }
    log(`seeded 2 doctors and ${seededPatients.length} patients with sessions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { doctors: seededDoctors, patients: seededPatients };
  } finally {
    await database.close();
  }
}

/** A worker thread of the client (support/socket-client-worker.mjs) and its messages. */
class ClientThread {
  readonly worker: Worker;
  sockets = 0;
  private waiters: Array<{ type: string; resolve: (message: WorkerReply) => void; reject: (error: Error) => void }> = [];

  constructor(baseUrl: string, connectingAtOnce: number) {
    this.worker = new Worker(new URL('./support/socket-client-worker.mjs', import.meta.url), {
      workerData: { baseUrl, connectingAtOnce, client: CLIENT },
    });
    this.worker.on('message', (message: WorkerReply) => {
      if (message.type === 'error') {
        for (const waiter of this.waiters.splice(0)) waiter.reject(new Error(message.message));
        return;
      }
      const index = this.waiters.findIndex((waiter) => waiter.type === message.type);
      if (index >= 0) this.waiters.splice(index, 1)[0]!.resolve(message);
    });
    this.worker.on('error', (error: Error) => {
      for (const waiter of this.waiters.splice(0)) waiter.reject(error);
    });
  }

  /** Sends `message` and waits for the worker's next reply of type `reply`. */
  ask<T extends WorkerReply['type']>(message: { type: string; tokens?: string[] }, reply: T): Promise<Extract<WorkerReply, { type: T }>> {
    const answer = this.expect(reply);
    this.worker.postMessage(message);
    return answer;
  }

  expect<T extends WorkerReply['type']>(reply: T): Promise<Extract<WorkerReply, { type: T }>> {
    return new Promise((resolve, reject) => this.waiters.push({ type: reply, resolve: resolve as (message: WorkerReply) => void, reject }));
  }
}

type WorkerReply =
  | { type: 'connected'; count: number }
  | { type: 'armed' }
  | { type: 'arrivals'; times: Array<number | null> }
  | { type: 'closed' }
  | { type: 'error'; message: string };

/** One clock for every thread of this process. */
const now = () => performance.timeOrigin + performance.now();

/** Opens authenticated sockets for `people`, dealt round-robin over the threads. */
async function connect(threads: ClientThread[], people: Person[]): Promise<void> {
  const shares = threads.map((_, t) => people.filter((_, i) => i % threads.length === t).map((person) => person.token));
  await Promise.all(
    threads.map(async (thread, t) => {
      const { count } = await thread.ask({ type: 'connect', tokens: shares[t]! }, 'connected');
      thread.sockets = count;
    }),
  );
}

interface FanOut {
  sockets: number;
  /** From sending the doctor's save (storing every notification included). */
  latencies: number[];
  /** From the round's first arrival: the push to every socket alone, once the server starts emitting. */
  spread: number[];
  /** Per round, the push alone p95 (to see one slow round among fast ones). */
  roundP95: number[];
  /** Per round, CPU time (user + system) of the server's processes and of this client process. */
  serverCpuMs: number[];
  clientCpuMs: number[];
  missed: number;
  requestMs: number[];
}

/** ROUNDS saves of new slots by the doctor; each round waits for every socket's notification. */
async function fanOut(product: Product, doctor: Seeded['doctors'][number], threads: ClientThread[]): Promise<FanOut> {
  const sockets = threads.reduce((sum, thread) => sum + thread.sockets, 0);
  const result: FanOut = { sockets, latencies: [], spread: [], roundP95: [], serverCpuMs: [], clientCpuMs: [], missed: 0, requestMs: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const week = WEEKS[round % 2]!;
    const body = {
      available_time_slots: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day, index) => ({
        day,
        times: [['09:00 AM'], ['09:30 AM']][week[index] === 1 ? 0 : 1]!.map((time) => ({ time, status: 'available' })),
      })),
    };
    await Promise.all(threads.map((thread) => thread.ask({ type: 'arm' }, 'armed')));
    const reports = threads.map((thread) => thread.expect('arrivals'));
    const serverCpuBefore = serverCpuMs(product);
    const clientCpuBefore = process.cpuUsage();
    const sentAt = now();
    const response = await fetch(`${product.baseUrl}/api/v1/doctor/time-slots/${doctor.doctorId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${doctor.token}` },
      body: JSON.stringify(body),
    });
    result.requestMs.push(now() - sentAt);
    if (!response.ok) throw new Error(`PATCH time-slots answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    const deadline = setTimeout(() => {
      for (const thread of threads) thread.worker.postMessage({ type: 'collect' });
    }, 30_000);
    const settled = (await Promise.all(reports)).flatMap((report) => report.times);
    clearTimeout(deadline);
    result.serverCpuMs.push(serverCpuMs(product) - serverCpuBefore);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    result.clientCpuMs.push((clientCpu.user + clientCpu.system) / 1000);
    const arrived = settled.filter((at): at is number => at !== null);
    result.missed += settled.length - arrived.length;
    const first = Math.min(...arrived);
    for (const at of arrived) {
      result.latencies.push(at - sentAt);
      result.spread.push(at - first);
    }
    result.roundP95.push(
      percentile(
        arrived.map((at) => at - first).sort((a, b) => a - b),
        95,
      ),
    );
    // Let the server settle between rounds.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return result;
}

const mb = (kb: number) => kb / 1024;

let running: Product | undefined;

/**
 * Every socket is a file descriptor in this process and another in the server (which inherits
 * this limit). Node cannot raise it: the shell must (`ulimit -n 20000`).
 */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

async function main(): Promise<number> {
  const limit = openFilesLimit();
  if (limit < SOCKETS + 1_000) {
    console.error(
      `[sockets] ${SOCKETS} sockets need more open files than this shell allows (${limit}): run \`ulimit -n ${SOCKETS * 2 + 1_000}\` first.`,
    );
    return 1;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-sockets-bench-'));
  let database: BenchDatabase | undefined;
  let product: Product | undefined;
  const threads: ClientThread[] = [];
  let connected = 0;
  try {
    database = await createBenchDatabase(dataDir);
    log(`database: ${database.label}`);
    const seeded = await seed(dataDir, database.databaseUrl);
    product = await startServer(dataDir, database.databaseUrl, { JWT_SECRET });
    running = product;
    for (let t = 0; t < CLIENT_THREADS; t += 1)
      threads.push(new ClientThread(product.baseUrl, Math.ceil(CONNECTING_AT_ONCE / CLIENT_THREADS)));
    log(`server ready at ${product.baseUrl} in ${(product.readyMs / 1000).toFixed(1)} s`);

    const rows: Array<{ fan: FanOut; connectSeconds: number; rssMb: number }> = [];
    for (const [size, doctor] of [
      [SMALL, seeded.doctors[0]!],
      [SOCKETS, seeded.doctors[1]!],
    ] as const) {
      const connectStarted = performance.now();
      await connect(threads, seeded.patients.slice(connected, size));
      connected = size;
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      log(
        `${connected} sockets (${CLIENT}) connected over ${threads.length} client threads (${connectSeconds.toFixed(1)} s for the new ones)`,
      );
      const fan = await fanOut(product, doctor, threads);
      const perRound = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(' / ');
      log(
        `${size} sockets, per round: push alone p95 ${perRound(fan.roundP95)} ms; CPU server ${perRound(fan.serverCpuMs)} ms, client ${perRound(fan.clientCpuMs)} ms`,
      );
      const rssMb = mb(peakRss(product).reduce((largest, process) => Math.max(largest, process.hwmKb), 0));
      rows.push({ fan, connectSeconds, rssMb });
    }

    console.log('');
    console.log(
      `Notification fan-out: one doctor saves new slots, every patient who booked with them gets a notification on their socket; ${ROUNDS} rounds per size, ${database.label.split(' ')[0]}, all sockets from one client process (${CLIENT})`,
    );
    const figures = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(7)).join(' ') + ` ${sorted.at(-1)!.toFixed(1).padStart(7)}`;
    };
    console.log(
      `${'sockets'.padStart(8)}  ${'from the save: p50     p95     p99     max'.padStart(43)}  ${'push alone: p50     p95     p99     max'.padStart(40)} ${'missed'.padStart(7)} ${'connect s'.padStart(10)} ${'server peak RSS'.padStart(16)}`,
    );
    for (const { fan, connectSeconds, rssMb } of rows) {
      console.log(
        `${String(fan.sockets).padStart(8)}  ${figures(fan.latencies).padStart(43)}  ${figures(fan.spread).padStart(40)} ${String(fan.missed).padStart(7)} ${connectSeconds.toFixed(1).padStart(10)} ${`${rssMb.toFixed(0)} MB`.padStart(16)}`,
      );
    }
    console.log(
      `PATCH /doctor/time-slots answered in ${rows
        .map(
          (row) =>
            `${percentile(
              [...row.fan.requestMs].sort((a, b) => a - b),
              50,
            ).toFixed(0)} ms`,
        )
        .join(' / ')} (median; it stores the notifications before answering)`,
    );
    const big = rows[1]!;
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const bigP95 = percentile(sorted(big.fan.latencies), 95);
    const pushAloneP95 = percentile(sorted(big.fan.spread), 95);
    const missed = rows.reduce((sum, row) => sum + row.fan.missed, 0);
    const pass = missed === 0 && bigP95 < TARGET_P95_MS && big.rssMb < TARGET_RSS_MB;
    console.log(
      `target at ${SOCKETS} sockets: delivery from the save p95 ${bigP95.toFixed(1)} ms (< ${TARGET_P95_MS} ms), server RSS ${big.rssMb.toFixed(0)} MB ` +
        `(< ${TARGET_RSS_MB} MB), no notification missed (${missed}): ${pass ? 'PASS' : 'FAIL'}; beside it, not judged: push alone p95 ${pushAloneP95.toFixed(1)} ms`,
    );
    return pass ? 0 : 1;
  } finally {
    await Promise.all(threads.map((thread) => thread.ask({ type: 'close' }, 'closed').catch(() => undefined)));
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
    await stopServer(product);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('sockets', main, HARD_DEADLINE_MS, () => running);
