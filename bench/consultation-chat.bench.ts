/**
 * Consultation chat relay benchmark.
 *
 *   npm run bench -- consultation        (through scripts/run.mjs)
 *   cd server && npx tsx ../bench/consultation-chat.bench.ts [--rooms=500] [--seconds=20] [--interval=2000]
 *
 * Seeds `rooms` appointments (a doctor and a patient each, starting in 5 minutes, so inside the
 * join window) with live sessions into a throw-away database (PGlite in a temp folder, or a new
 * database on DATABASE_URL's server, dropped afterwards), starts the real server, connects two
 * sockets per room (2 × rooms sockets) and joins each to its consultation. Then every patient
 * sends a chat message every `interval` ms (staggered; the product allows 10 per 10 s per user)
 * for `seconds`; the latency of a message is from the patient's emit to the doctor's
 * `receive-message` (same process, one clock); messages still on their way when the window
 * closes are waited for (up to a minute) and counted with their whole delay. Each message is checked (participant, join window,
 * ended), relayed to the doctor, stored (de-duplicated by id) and confirmed to the patient, as in a real call.
 *
 * Baseline in the same run: a bare socket.io server (bench/support/socket-echo-server.mjs, same
 * socket.io version, no auth, no checks, no database) with the same rooms, sockets and schedule,
 * relaying each message to the room's other member.
 *
 * Prints p50/p95/p99 of both, the relay's p95 against the targets (≤ 20 ms, ≤ 2× the baseline),
 * and the peak RSS of both servers. Fails (exit 1) when a message is lost or refused. Only
 * loopback traffic; stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { serverLogTail } from '../scripts/product-server';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertSession } from '../server/src/sessions/session-repository';
import { secretKey, signSessionToken } from '../server/src/sessions/tokens';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { appointments, doctors, patients, users } from '../server/src/db/schema';
import { UNUSABLE_PASSWORD_HASH } from '../server/test/support/fast-users';
import {
  createBenchDatabase,
  formatPeakRss,
  killGroup,
  numberArg,
  percentile,
  serverCpuMs,
  ROOT,
  runBench,
  sleep,
  startServer,
  stopServer,
  type BenchDatabase,
  type Product,
} from './support/bench-server';

const ROOMS = numberArg('rooms', 500);
const SECONDS = numberArg('seconds', 20);
const INTERVAL_MS = numberArg('interval', 2_000);
const HARD_DEADLINE_MS = 420_000;
const CONNECT_BATCH = 50;
const TARGET_P95_MS = 20;
/** After the sending window, how long late messages are still waited for. */
const DRAIN_MS = 60_000;

const log = (message: string) => console.log(`[consultation-chat] ${message}`);

/** The few socket.io-client members used (the client library is the server's dependency). */
interface ClientSocket {
  connected: boolean;
  on(event: string, listener: (...args: never[]) => void): ClientSocket;
  once(event: string, listener: (...args: never[]) => void): ClientSocket;
  emit(event: string, payload: unknown): ClientSocket;
  disconnect(): ClientSocket;
}
type Connect = (url: string, options: Record<string, unknown>) => ClientSocket;
const { io } = createRequire(join(ROOT, 'server', 'package.json'))('socket.io-client') as { io: Connect };

interface Pair {
  room: string;
  doctorToken: string;
  patientToken: string;
}

async function seed(dataDir: string, databaseUrl: string | undefined, jwtSecret: string): Promise<Pair[]> {
  const started = Date.now();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: join(dataDir, 'pglite') });
  try {
    await migrate(database);
    const { db } = database;
    const run = randomBytes(3).toString('hex');
    const now = new Date();
    const doctorUsers = Array.from({ length: ROOMS }, (_, i) => ({
      id: randomUUID(),
      name: `Dr Bench ${i}`,
      email: `bench.doctor.${run}.${i}@example.test`,
      role: 'doctor' as const,
      passwordHash: UNUSABLE_PASSWORD_HASH,
    }));
    const patientUsers = Array.from({ length: ROOMS }, (_, i) => ({
      id: randomUUID(),
      name: `Bench Patient ${i}`,
      email: `bench.patient.${run}.${i}@example.test`,
      role: 'patient' as const,
      passwordHash: UNUSABLE_PASSWORD_HASH,
    }));
    const doctorRows = doctorUsers.map((user) => ({
      id: randomUUID(),
      userId: user.id,
      specialization: 'General Medicine',
      fees: 500,
      qualification: 'MD',
      experience: 10,
      about: 'Benchmark doctor',
      languages: ['English'],
      timeZone: 'UTC',
      verification: 'verified' as const,
    }));
    const patientRows = patientUsers.map((user) => ({
      id: randomUUID(),
      userId: user.id,
      dateOfBirth: '1990-01-01',
      gender: 'Other' as const,
      bloodGroup: 'O+' as const,
    }));
    const startsAt = new Date(now.getTime() + 5 * 60_000);
    const appointmentRows = doctorRows.map((doctor, i) => ({
      doctorId: doctor.id,
      patientId: patientRows[i]!.id,
      appointmentDate: startsAt.toISOString().slice(0, 10),
      timeSlot: '09:00 AM',
      startsAt,
      roomId: randomUUID(),
    }));
    for (let i = 0; i < ROOMS; i += 250) {
      await db.insert(users).values([...doctorUsers.slice(i, i + 250), ...patientUsers.slice(i, i + 250)]);
      await db.insert(doctors).values(doctorRows.slice(i, i + 250));
      await db.insert(patients).values(patientRows.slice(i, i + 250));
      await db.insert(appointments).values(appointmentRows.slice(i, i + 250));
    }
    const key = secretKey(jwtSecret);
    const expiresAt = new Date(now.getTime() + 24 * 3_600_000);
    const token = async (userId: string) => {
      const session = await insertSession(db, { userId, createdAt: now, expiresAt, userAgent: null, ip: null });
      return signSessionToken(key, { userId, sessionId: session.id }, now, expiresAt);
    };
    const pairs: Pair[] = [];
    for (let i = 0; i < ROOMS; i += 1) {
      pairs.push({
        room: appointmentRows[i]!.roomId,
        doctorToken: await token(doctorUsers[i]!.id),
        patientToken: await token(patientUsers[i]!.id),
      });
    }
    log(`seeded ${ROOMS} appointments (${ROOMS * 2} users with sessions) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return pairs;
  } finally {
    await database.close();
  }
}

function connect(baseUrl: string, token?: string): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(token ? { auth: { token } } : {}),
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error) => reject(error));
  });
}

function waitFor(socket: ClientSocket, event: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

interface RoomSockets {
  room: string;
  sender: ClientSocket;
  receiver: ClientSocket;
}

/** Connects and joins every room, CONNECT_BATCH rooms at a time. */
async function openRooms<T>(pairs: T[], open: (pair: T) => Promise<RoomSockets>): Promise<{ rooms: RoomSockets[]; seconds: number }> {
  const started = Date.now();
  const rooms: RoomSockets[] = [];
  for (let i = 0; i < pairs.length; i += CONNECT_BATCH) {
    rooms.push(...(await Promise.all(pairs.slice(i, i + CONNECT_BATCH).map(open))));
  }
  return { rooms, seconds: (Date.now() - started) / 1000 };
}

interface Figures {
  /** Server CPU time (user + system) per message sent, in ms: what load cannot blur. */
  cpuMsPerMessage: number;
  sent: number;
  received: number;
  refused: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Every sender emits one message every INTERVAL_MS (staggered over the interval) for SECONDS;
 * the latency is measured at the receiver.
 */
async function drive(
  serverPid: number,
  rooms: RoomSockets[],
  send: (room: RoomSockets, id: string, text: string) => void,
  onReceive: (room: RoomSockets, listener: (id: string) => void) => void,
  onRefused: (room: RoomSockets, listener: () => void) => void,
): Promise<Figures> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let refused = 0;
  for (const room of rooms) {
    onReceive(room, (id) => {
      const at = sentAt.get(id);
      if (at === undefined) return;
      sentAt.delete(id);
      latencies.push(performance.now() - at);
    });
    onRefused(room, () => {
      refused += 1;
    });
  }
  let sent = 0;
  const cpuBefore = serverCpuMs({ pid: serverPid });
  const timers: NodeJS.Timeout[] = [];
  const until = Date.now() + SECONDS * 1_000;
  rooms.forEach((room, index) => {
    const offset = (index / rooms.length) * INTERVAL_MS;
    timers.push(
      setTimeout(() => {
        const tick = () => {
          if (Date.now() >= until) return;
          const id = randomUUID();
          sentAt.set(id, performance.now());
          send(room, id, `How are you feeling today? (${sent})`);
          sent += 1;
          timers.push(setTimeout(tick, INTERVAL_MS));
        };
        tick();
      }, offset),
    );
  });
  await sleep(SECONDS * 1_000);
  // Late messages still count, with their whole delay; only what never arrives is lost.
  const drainUntil = Date.now() + DRAIN_MS;
  while (sentAt.size > 0 && Date.now() < drainUntil) await sleep(100);
  for (const timer of timers) clearTimeout(timer);
  const cpuMs = serverCpuMs({ pid: serverPid }) - cpuBefore;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    cpuMsPerMessage: cpuMs / Math.max(1, sent),
    sent,
    received: latencies.length,
    refused,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

function startEchoServer(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench', 'support', 'socket-echo-server.mjs')], {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    const timer = setTimeout(() => reject(new Error('the echo server did not start within 15 s')), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.once('exit', (code) => reject(new Error(`the echo server exited (${code})`)));
  });
}

let running: Product | undefined;
let echo: ChildProcess | undefined;

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-bench-consultation-'));
  let database: BenchDatabase | undefined;
  const sockets: ClientSocket[] = [];
  try {
    // ---- Baseline: bare socket.io rooms.
    const echoServer = await startEchoServer();
    echo = echoServer.child;
    const echoUrl = `http://127.0.0.1:${echoServer.port}`;
    const echoRooms = await openRooms(
      Array.from({ length: ROOMS }, () => randomUUID()),
      async (room) => {
        const [sender, receiver] = await Promise.all([connect(echoUrl), connect(echoUrl)]);
        sockets.push(sender, receiver);
        const joined = Promise.all([waitFor(sender, 'joined'), waitFor(receiver, 'joined')]);
        sender.emit('join', { room });
        receiver.emit('join', { room });
        await joined;
        return { room, sender, receiver };
      },
    );
    log(`baseline: ${ROOMS * 2} sockets in ${ROOMS} rooms connected and joined in ${echoRooms.seconds.toFixed(1)} s`);
    const baseline = await drive(
      echoServer.child.pid ?? -1,
      echoRooms.rooms,
      (room, id, text) => room.sender.emit('msg', { room: room.room, id, text }),
      (room, listener) => room.receiver.on('msg', (payload: { id: string }) => listener(payload.id)),
      () => undefined,
    );
    const echoPeak = formatPeakRss({ pid: echoServer.child.pid ?? -1 });
    for (const socket of sockets.splice(0)) socket.disconnect();
    killGroup(echoServer.child, 'SIGTERM');
    echo = undefined;

    // ---- The product's consultation chat.
    database = await createBenchDatabase(dataDir);
    const jwtSecret = randomBytes(32).toString('hex');
    const pairs = await seed(dataDir, database.databaseUrl, jwtSecret);
    const product = await startServer(dataDir, database.databaseUrl, { JWT_SECRET: jwtSecret });
    running = product;
    log(`server ready in ${(product.readyMs / 1000).toFixed(1)} s on ${database.label}`);
    const consultationRooms = await openRooms(pairs, async (pair) => {
      const [doctor, patient] = await Promise.all([
        connect(product.baseUrl, pair.doctorToken),
        connect(product.baseUrl, pair.patientToken),
      ]);
      sockets.push(doctor, patient);
      const doctorJoined = waitFor(doctor, 'session-state');
      doctor.emit('join-room', { room: pair.room });
      await doctorJoined;
      const patientJoined = waitFor(patient, 'session-state');
      patient.emit('join-room', { room: pair.room });
      await patientJoined;
      return { room: pair.room, sender: patient, receiver: doctor };
    });
    log(`consultation: ${ROOMS * 2} sockets in ${ROOMS} rooms connected and joined in ${consultationRooms.seconds.toFixed(1)} s`);
    const relay = await drive(
      product.pid,
      consultationRooms.rooms,
      (room, id, text) => room.sender.emit('send-message', { room: room.room, message: { id, text } }),
      (room, listener) => room.receiver.on('receive-message', (message: { id: string }) => listener(message.id)),
      (room, listener) => room.sender.on('error', listener),
    );

    const row = (label: string, f: Figures) =>
      `${label.padEnd(34)} ${String(f.sent).padStart(6)} ${String(f.received).padStart(8)} ${f.p50.toFixed(1).padStart(7)} ${f.p95.toFixed(1).padStart(7)} ${f.p99.toFixed(1).padStart(7)} ${f.max.toFixed(1).padStart(7)} ${f.cpuMsPerMessage.toFixed(2).padStart(9)}`;
    const rate = (ROOMS * 1_000) / INTERVAL_MS;
    console.log('');
    console.log(
      `Chat relay: ${ROOMS} rooms (${ROOMS * 2} sockets), one message per room every ${INTERVAL_MS} ms (${rate.toFixed(0)} msg/s) for ${SECONDS} s, ${database.label.split(' ')[0]}`,
    );
    console.log(
      `${'server'.padEnd(34)} ${'sent'.padStart(6)} ${'received'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'CPU ms/msg'.padStart(9)}`,
    );
    console.log(row('consultation chat (send-message)', relay));
    console.log(row('baseline: bare socket.io relay', baseline));
    const ratio = relay.p95 / baseline.p95;
    console.log(
      `relay p95 ${relay.p95.toFixed(1)} ms: target ≤ ${TARGET_P95_MS} ms ${relay.p95 <= TARGET_P95_MS ? 'MET' : 'MISSED'}; ` +
        `${ratio.toFixed(2)}× the baseline's p95, target ≤ 2× ${ratio <= 2 ? 'MET' : 'MISSED'}`,
    );
    console.log('');
    console.log(`server peak RSS (VmHWM): ${formatPeakRss(product)}`);
    console.log(`baseline server peak RSS (VmHWM): ${echoPeak}`);
    console.log(`machine load average during the run: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} (2 cores)`);

    const failed = relay.refused > 0 || relay.received !== relay.sent || baseline.received !== baseline.sent;
    if (failed) {
      console.log(`FAIL: messages lost (not received ${DRAIN_MS / 1000} s after the window) or refused (${relay.refused})`);
      console.log(`--- server log (${product.logFile}) ---\n${serverLogTail(product.logFile, 40)}`);
    }
    return failed ? 1 : 0;
  } finally {
    for (const socket of sockets) socket.disconnect();
    if (echo) killGroup(echo, 'SIGTERM');
    await stopServer(running);
    await database?.drop().catch((error: unknown) => log(`could not drop the bench database: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench('consultation-chat', main, HARD_DEADLINE_MS, () => running);
