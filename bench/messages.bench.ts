/**
 * Messages benchmark: a minute in which many 24-hour reminders fall due.
 *
 *   npm run bench -- messages             (through scripts/run.mjs; 10,000 reminders)
 *   cd server && npx tsx ../bench/messages.bench.ts [--n=10000] [--lead=90] [--instances=2 [--kill]]
 *
 * Seeds one doctor and `--n` patients, each with an appointment whose 24-hour reminder job
 * (pg-boss, as booking writes it) falls due within the same minute, `--lead` seconds after the
 * seeding ends, plus one lone reminder due 30 s before that minute. Starts the real server
 * (PGlite in a temp folder, or a new database on DATABASE_URL's server) with SMTP_URL pointing
 * at an SMTP server in this process, and records when each reminder arrives there.
 *
 * `--instances=2` (PostgreSQL only: DATABASE_URL, and REDIS_URL as several instances need) starts
 * two servers on the same database; `--kill` kills the second with SIGKILL once a third of the
 * reminders have arrived (its jobs' lease, MAIL_SEND_TIMEOUT_SECONDS, is 20 s here, so what it
 * was sending is sent again by the other in time).
 *
 * Prints: reminders arrived, lost and doubled (a recipient with two different messages), copies
 * of one Message-ID (resent after a kill; the receiving server drops them), how many arrived
 * within 60 s of their due time, due-to-sent p50/p95/p99, messages per second (from the minute's
 * first due time to the last arrival), each server's peak RSS, and beside them the lone
 * reminder's due-to-sent: the cost of one message in the same run (polling included). The
 * verdict is the issue's: every reminder within 60 s of its due time, none lost, none doubled;
 * exits 1 otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { openDatabase, type Db } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { appointments, doctors, patients, users } from '../server/src/db/schema';
import { startJobQueue } from '../server/src/jobs/job-queue';
import {
  createBenchDatabase,
  formatPeakRss,
  killGroup,
  numberArg,
  percentile,
  ROOT,
  runBench,
  serverLogTail,
  sleep,
  startServer,
  stopServer,
  type BenchDatabase,
  type Product,
} from './support/bench-server';

// smtp-server is the server's (test) dependency; the bench types only what it uses of it.
interface SmtpSession {
  envelope: { rcptTo: Array<{ address: string }> };
}
interface SmtpServerLike {
  listen(port: number, host: string, done: () => void): void;
  close(done: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  server: { address(): AddressInfo | string | null };
}
const { SMTPServer } = createRequire(join(ROOT, 'server', 'package.json'))('smtp-server') as {
  SMTPServer: new (options: {
    authOptional: boolean;
    disabledCommands: string[];
    onData(stream: NodeJS.ReadableStream, session: SmtpSession, callback: (error?: Error) => void): void;
  }) => SmtpServerLike;
};

const N = numberArg('n', 10_000);
/** Seconds from the end of seeding to the minute the reminders fall due (the server starts meanwhile). */
const LEAD_SECONDS = numberArg('lead', 90);
const TARGET_SECONDS = 60;
const INSTANCES = numberArg('instances', 1);
const KILL = process.argv.includes('--kill');
/** The lease of a sending job (MAIL_SEND_TIMEOUT_SECONDS): what a killed instance was sending is sent again after it. */
const LEASE_SECONDS = 20;
/** After the last due time, how long to wait for stragglers before counting them lost. */
const GRACE_SECONDS = Math.max(120, Math.ceil(N / 50));
const HARD_DEADLINE_MS = 30 * 60_000;
const DAY_MS = 86_400_000;

const log = (message: string) => console.log(`[messages] ${message}`);
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as Parameters<
  typeof startJobQueue
>[1]['log'];

interface Seeded {
  /** Recipient address → when their reminder is due. */
  dueAt: Map<string, number>;
  loneAddress: string;
  minuteStart: number;
  lastDue: number;
}

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<Seeded> {
  const started = Date.now();
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: join(dataDir, 'pglite') });
  try {
    await migrate(database);
    const db: Db = database.db;
    const [doctorUser] = await db
      .insert(users)
      .values({ name: 'Bench Doctor', email: 'bench.doctor@example.test', role: 'doctor', passwordHash: 'not-used' })
      .returning();
    const [doctor] = await db
      .insert(doctors)
      .values({
        userId: doctorUser!.id,
        specialization: 'General Medicine',
        fees: 100,
        qualification: 'MD',
        experience: 10,
        about: 'Bench doctor',
        languages: ['English'],
        timeZone: 'UTC',
        verification: 'verified',
      })
      .returning();

    // The minute: whole, LEAD_SECONDS or more from now; the lone reminder 30 s before it.
    const minuteStart = Math.ceil((Date.now() + LEAD_SECONDS * 1000) / 60_000) * 60_000;
    const dueAt = new Map<string, number>();
    const planned: Array<{ email: string; due: number }> = [{ email: 'lone@example.test', due: minuteStart - 30_000 }];
    for (let index = 0; index < N; index += 1) {
      planned.push({ email: `bench-${index}@example.test`, due: minuteStart + Math.floor((index * 60_000) / N) });
    }
    // As the server writes them: the reminder job's lease is MAIL_SEND_TIMEOUT_SECONDS.
    const jobs = await startJobQueue(database, {
      pollSeconds: 60,
      log: quiet,
      expireSeconds: { 'appointment.reminder': LEASE_SECONDS, 'mail.send': LEASE_SECONDS },
    });
    try {
      for (let from = 0; from < planned.length; from += 500) {
        const chunk = planned.slice(from, from + 500);
        const userRows = chunk.map((plan, offset) => ({
          id: randomUUID(),
          name: `Bench Patient ${from + offset}`,
          email: plan.email,
          role: 'patient' as const,
          passwordHash: 'not-used',
        }));
        await db.insert(users).values(userRows);
        const patientRows = await db
          .insert(patients)
          .values(
            userRows.map((user) => ({ userId: user.id, dateOfBirth: '1985-05-20', gender: 'Other' as const, bloodGroup: 'O+' as const })),
          )
          .returning({ id: patients.id });
        const appointmentRows = await db
          .insert(appointments)
          .values(
            chunk.map((plan, offset) => {
              const startsAt = new Date(plan.due + DAY_MS);
              return {
                doctorId: doctor!.id,
                patientId: patientRows[offset]!.id,
                appointmentDate: startsAt.toISOString().slice(0, 10),
                timeSlot: '09:00 AM',
                startsAt,
                status: 'scheduled' as const,
                roomId: randomUUID(),
              };
            }),
          )
          .returning({ id: appointments.id });
        // As booking writes them: the reminder job in a transaction, due 24 hours before the start.
        // The very first outside a transaction: it creates the job queue through the pool, which an
        // open PGlite transaction would hold up (the server creates it at start).
        const first = from === 0 ? 1 : 0;
        const startsAt = (plan: { due: number }) => new Date(plan.due + DAY_MS).toISOString();
        if (first) {
          await jobs.send(
            'appointment.reminder',
            { appointmentId: appointmentRows[0]!.id, kind: '24h', startsAt: startsAt(chunk[0]!) },
            { startAfter: new Date(chunk[0]!.due) },
          );
        }
        await db.transaction(async (tx) => {
          for (const [offset, plan] of chunk.entries()) {
            if (offset < first) continue;
            await jobs.send(
              'appointment.reminder',
              { appointmentId: appointmentRows[offset]!.id, kind: '24h', startsAt: startsAt(plan) },
              { tx, startAfter: new Date(plan.due) },
            );
          }
        });
        for (const plan of chunk) dueAt.set(plan.email, plan.due);
      }
    } finally {
      await jobs.stop();
    }
    const lastDue = Math.max(...planned.map((plan) => plan.due));
    log(`seeded ${N} appointments (+1 lone) and their reminder jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    log(`reminders fall due from ${new Date(minuteStart).toISOString()} to ${new Date(lastDue).toISOString()}`);
    return { dueAt, loneAddress: 'lone@example.test', minuteStart, lastDue };
  } finally {
    await database.close();
  }
}

interface Arrival {
  to: string;
  messageId: string;
  at: number;
}

/** An SMTP server that keeps only what the count needs: recipient, Message-ID and arrival time. */
async function startReceiver() {
  const arrivals: Arrival[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const head = text.slice(0, text.indexOf('\r\n\r\n'));
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(head)?.[1] ?? '';
        const to = session.envelope.rcptTo[0]?.address ?? '';
        arrivals.push({ to, messageId, at: Date.now() });
        callback();
      });
    },
  });
  // A killed instance's connections end abruptly (ECONNRESET): what they were sending is counted by what arrived.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, arrivals, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'telehealth-messages-bench-'));
  let database: BenchDatabase | undefined;
  const products: Product[] = [];
  const receiver = await startReceiver();
  try {
    if (INSTANCES > 1 && (!process.env.DATABASE_URL || !process.env.REDIS_URL)) {
      console.error('[messages] --instances above 1 needs DATABASE_URL and REDIS_URL (several instances share PostgreSQL and Redis)');
      return 1;
    }
    database = await createBenchDatabase(dataDir);
    log(`database: ${database.label}; ${N} reminders due in one minute; ${INSTANCES} instance(s)${KILL ? ', one killed mid-run' : ''}`);
    const seeded = await seed(dataDir, database.databaseUrl);
    for (let index = 0; index < INSTANCES; index += 1) {
      const instanceDir = INSTANCES > 1 ? join(dataDir, `instance-${index + 1}`) : dataDir;
      const product = await startServer(instanceDir, database.databaseUrl, {
        SMTP_URL: receiver.url,
        MAIL_FROM: 'CareLink <care@example.test>',
        PUBLIC_URL: 'https://care.example.com',
        JOBS_POLL_SECONDS: '0.5',
        MAIL_SEND_TIMEOUT_SECONDS: String(LEASE_SECONDS),
        ...(INSTANCES > 1 ? { REDIS_URL: process.env.REDIS_URL } : {}),
      });
      products.push(product);
      running = products;
      log(`server ${index + 1} ready at ${product.baseUrl}, ${((seeded.minuteStart - Date.now()) / 1000).toFixed(0)} s before the minute`);
    }
    if (Date.now() > seeded.minuteStart - 30_000) log('warning: the server started after the lone reminder was due (raise --lead)');

    const deadline = seeded.lastDue + GRACE_SECONDS * 1000;
    const addresses = () => new Set(receiver.arrivals.map((arrival) => arrival.to));
    const peaks: string[] = [];
    let killedAt: number | undefined;
    while (Date.now() < deadline && addresses().size < N + 1) {
      if (KILL && killedAt === undefined && products.length > 1 && addresses().size >= N / 3) {
        const victim = products.at(-1)!;
        peaks.push(`server ${products.length} (killed): ${formatPeakRss(victim)}`);
        killGroup(victim.child, 'SIGKILL');
        killedAt = Date.now();
        log(`killed server ${products.length} with SIGKILL at ${addresses().size - 1} reminders arrived`);
      }
      await sleep(250);
    }
    await sleep(3_000); // a late copy would show now
    // What the servers said, for a run that lost messages (their logs go with the data folder).
    const serverLog = products.map((product, index) => `--- server ${index + 1}\n${serverLogTail(product.logFile, 30)}`).join('\n');
    for (const [index, product] of products.entries()) {
      if (index === products.length - 1 && killedAt !== undefined) continue;
      peaks.unshift(`server ${index + 1}: ${formatPeakRss(product)}`);
    }
    for (const product of products) await stopServer(product);
    running = [];

    const byAddress = new Map<string, Arrival[]>();
    for (const arrival of receiver.arrivals) byAddress.set(arrival.to, [...(byAddress.get(arrival.to) ?? []), arrival]);
    const lone = byAddress.get(seeded.loneAddress)?.[0];
    const latencies: number[] = [];
    let lost = 0;
    let doubled = 0;
    let copies = 0;
    let lastArrival = 0;
    for (const [address, due] of seeded.dueAt) {
      if (address === seeded.loneAddress) continue;
      const got = byAddress.get(address) ?? [];
      const distinct = new Set(got.map((arrival) => arrival.messageId)).size;
      if (got.length === 0) lost += 1;
      if (distinct > 1) doubled += 1;
      copies += got.length - distinct;
      if (got[0]) {
        latencies.push(got[0].at - due);
        lastArrival = Math.max(lastArrival, got[0].at);
      }
    }
    latencies.sort((a, b) => a - b);
    const within = latencies.filter((ms) => ms <= TARGET_SECONDS * 1000).length;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const rate = latencies.length > 0 ? latencies.length / ((lastArrival - seeded.minuteStart) / 1000) : 0;
    const met = lost === 0 && doubled === 0 && within === N && lone !== undefined;

    console.log('');
    console.log(
      `Reminders due in one minute: ${N} (${database.label.split(' (')[0]}, ${INSTANCES} instance${INSTANCES > 1 ? 's' : ''}${killedAt ? ', one killed with SIGKILL mid-run' : ''})`,
    );
    console.log(
      `  arrived                 ${latencies.length}   lost ${lost}   doubled ${doubled} (a recipient with two different messages)`,
    );
    console.log(`  copies of a Message-ID  ${copies} (sent again after a kill; the receiving server drops them)`);
    console.log(`  within ${TARGET_SECONDS} s of due      ${within} (${((within / Math.max(1, N)) * 100).toFixed(1)} %)`);
    console.log(
      `  due-to-sent             p50 ${seconds(percentile(latencies, 50))}   p95 ${seconds(percentile(latencies, 95))}   p99 ${seconds(percentile(latencies, 99))}   max ${seconds(latencies.at(-1) ?? NaN)}`,
    );
    console.log(`  messages per second     ${rate.toFixed(1)} (first due time to last arrival)`);
    console.log(
      `  one message alone       ${lone ? seconds(lone.at - seeded.dueAt.get(seeded.loneAddress)!) : 'did not arrive'} due-to-sent (same run, 30 s before the minute)`,
    );
    for (const peak of peaks) console.log(`  peak RSS                ${peak}`);
    console.log('');
    console.log(
      met
        ? `MET: every reminder within ${TARGET_SECONDS} s of its due time, none lost, none doubled`
        : `NOT MET: ${N - within} of ${N} not within ${TARGET_SECONDS} s, ${lost} lost, ${doubled} doubled${lone ? '' : ', the lone reminder did not arrive'}`,
    );
    if (lost > 0) console.log(`The servers' last log lines:\n${serverLog}\n`);
    return met ? 0 : 1;
  } finally {
    for (const product of products) await stopServer(product);
    await receiver.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let running: Product[] = [];
runBench('messages', main, HARD_DEADLINE_MS, () => running);
