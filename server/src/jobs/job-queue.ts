import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { JOB_SCHEMA, jobConnection } from '../db/job-schema';

/** Every job the server runs, with its data: a name added here is a compile error until it has a handler. */
export interface JobTypes {
  /** Send one stored message of the delivery log. */
  'mail.send': { messageId: string };
  /** Remind a patient of an appointment (24 hours or 1 hour before). */
  'appointment.reminder': { appointmentId: string; kind: '24h' | '1h'; startsAt?: string };
  /** Send one stored SMS of the delivery log; a reminder names its appointment and start, which must still hold. */
  'sms.send': { messageId: string; appointmentId?: string; startsAt?: string };
  /** Send the daily agenda to every doctor whose 07:00 has passed today and who has not had it (scheduled). */
  'doctor.agenda-sweep': Record<string, never>;
}
export type JobName = keyof JobTypes;

/** Retries with growing delays (pg-boss doubles the delay each time). */
const RETRY = { retryLimit: 6, retryDelay: 15, retryBackoff: true } as const;

export interface SendJobOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** The transaction the job belongs to: it exists only if that commits. */
  tx?: Db;
}

export interface WorkOptions {
  /** Jobs of this kind run at once by this instance (fetched together). Default 1. */
  concurrency?: number;
  /** Workers of this kind in this instance, each fetching its own batch (one works while another waits on I/O). Default 1. */
  workers?: number;
}

/** What pg-boss stores as a failed job's output (it keeps an Error's message and stack). */
function failureOutput(reason: unknown): object {
  return reason instanceof Error ? { message: reason.message, stack: reason.stack } : { value: String(reason) };
}

export type JobHandler<N extends JobName> = (data: JobTypes[N], attempt: { retryCount: number; retryLimit: number }) => Promise<void>;

/** One fetched job as a batch handler sees it. */
export interface FetchedJob<N extends JobName> {
  data: JobTypes[N];
  retryCount: number;
  retryLimit: number;
}
/**
 * Works on a whole fetched batch at once and answers each job's outcome, in the batch's order:
 * a fulfilled one is recorded as done, a rejected one as failed (retried with backoff).
 */
export type BatchJobHandler<N extends JobName> = (jobs: FetchedJob<N>[]) => Promise<PromiseSettledResult<unknown>[]>;

/**
 * Durable jobs on the app's own database (pg-boss): they survive a restart, run once across
 * instances (rows are claimed with SKIP LOCKED) and retry with backoff when a handler throws.
 */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobTypes[N], options?: SendJobOptions): Promise<string>;
  /** Removes a job that has not run yet (no-op when it already ran or is gone). */
  remove(name: JobName, id: string, options?: { tx?: Db }): Promise<void>;
  work<N extends JobName>(name: N, handler: JobHandler<N>, options?: WorkOptions): Promise<void>;
  /** As work(), with the handler given each fetched batch whole (to read and write it in a few statements). */
  workBatch<N extends JobName>(name: N, handler: BatchJobHandler<N>, options?: WorkOptions): Promise<void>;
  /**
   * Runs `name` on a cron schedule (UTC), once per tick across every instance: pg-boss keeps the
   * schedule in its tables and one instance's timekeeper sends each tick's job. Idempotent.
   */
  schedule<N extends JobName>(name: N, cron: string, data: JobTypes[N]): Promise<void>;
  stop(): Promise<void>;
  /** Batches of jobs this instance is working on now. */
  running(): number;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollSeconds: number;
  log: FastifyBaseLogger;
  /**
   * How long a started job of a kind may run: past it, its worker gives up and, if the worker
   * died (SIGKILL, power cut), pg-boss's maintenance finds the job still active and retries it.
   * Default pg-boss's 15 minutes.
   */
  expireSeconds?: Partial<Record<JobName, number>>;
}

/** Errors of a queue that another instance is creating at the same moment: a deadlock in pg-boss's create_queue, or its win. */
const CREATE_RACE_CODES = new Set(['40P01', '23505', '42P07']);

/**
 * Creates the queue unless it exists. Instances that start together create the same queues at
 * once, and PostgreSQL may end one of them as a deadlock: that one asks again.
 */
async function createQueue(boss: PgBoss, name: JobName): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...RETRY });
      return;
    } catch (error) {
      if (attempt >= 8 || !CREATE_RACE_CODES.has((error as { code?: string }).code ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}

/**
 * pg-boss's own connection, closable before the database is. pg-boss records a job's end without
 * awaiting it, and a fetch begun before stop() can still hand a job over: stop() waits for that
 * late SQL, and anything asked after it stays unanswered (the job stays active and is retried
 * once it expires) instead of failing on a closed pool.
 */
function closableConnection(connection: PgBoss.Db): {
  db: PgBoss.Db;
  close(): Promise<void>;
  /** Waits for `recording` unless the connection closes first (then the job stays active and is retried). */
  unlessClosed(recording: Promise<unknown>): Promise<void>;
} {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  let markClosed: () => void = () => undefined;
  const whenClosed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  return {
    async unlessClosed(recording) {
      await Promise.race([recording.then(() => undefined), whenClosed]);
    },
    db: {
      executeSql(text, values) {
        if (closed) return new Promise(() => undefined);
        const running = connection.executeSql(text, values);
        const tracked: Promise<unknown> = running.then(
          () => inFlight.delete(tracked),
          () => inFlight.delete(tracked),
        );
        inFlight.add(tracked);
        return running;
      },
    },
    async close() {
      // A settled query lets pg-boss go on to its next one a few ticks later: drain until quiet.
      const deadline = Date.now() + 5_000;
      while (inFlight.size > 0 && Date.now() < deadline) {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      closed = true;
      markClosed();
    },
  };
}

export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<JobQueue> {
  const expiries = Object.values(options.expireSeconds ?? {}).filter((seconds) => seconds > 0);
  const connection = closableConnection(jobConnection(database.db));
  const boss = new PgBoss({
    db: connection.db,
    schema: JOB_SCHEMA,
    migrate: false,
    schedule: true,
    supervise: true,
    // Abandoned jobs (their worker died) are found by maintenance: it runs at least as often as the shortest expiry.
    maintenanceIntervalSeconds: Math.max(1, Math.ceil(Math.min(120, ...expiries))),
  });
  boss.on('error', (error: unknown) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  let stopping = false;
  let stopped: Promise<void> | undefined;
  let running = 0;
  const created = new Map<string, Promise<void>>();
  const queue = (name: JobName): Promise<void> => {
    let made = created.get(name);
    if (!made) {
      made = createQueue(boss, name).catch((error: unknown) => {
        created.delete(name);
        throw error;
      });
      created.set(name, made);
    }
    return made;
  };
  const api: JobQueue = {
    async send(name, data, sendOptions = {}) {
      await queue(name);
      const expireInSeconds = options.expireSeconds?.[name];
      const id = await boss.send(name, data as object, {
        startAfter: sendOptions.startAfter,
        ...(expireInSeconds ? { expireInSeconds: Math.max(1, Math.ceil(expireInSeconds)) } : {}),
        db: sendOptions.tx ? jobConnection(sendOptions.tx) : undefined,
      });
      if (!id) throw new Error(`job ${name} was not stored`);
      return id;
    },
    async remove(name, id, removeOptions = {}) {
      await boss.deleteJob(name, id, { db: removeOptions.tx ? jobConnection(removeOptions.tx) : undefined });
    },
    work(name, handler, workOptions = {}) {
      return api.workBatch(
        name,
        (jobs) => Promise.allSettled(jobs.map((job) => handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit }))),
        workOptions,
      );
    },
    async workBatch(name, handler, workOptions = {}) {
      await queue(name);
      const size = Math.max(1, Math.floor(workOptions.concurrency ?? 1));
      // pg-boss waits a polling interval after every fetch, even a fruitful one: after a batch the
      // worker is woken at once, so a burst of due jobs does not drain at one batch per poll.
      // A batch's jobs run side by side and each is recorded as done or failed on its own, in one
      // statement for those that succeeded; a batch shares the lease of its longest job.
      for (let count = Math.max(1, Math.floor(workOptions.workers ?? 1)); count > 0; count -= 1) {
        const worker: { id?: string } = {};
        worker.id = await boss.work<JobTypes[typeof name]>(
          name,
          { pollingIntervalSeconds: options.pollSeconds, includeMetadata: true, batchSize: size },
          async (jobs) => {
            if (jobs.length === 0) return;
            // Jobs fetched as the queue stops are handed back (failed, so they are retried), not run on a closing database.
            if (stopping) throw new Error('the job queue is stopping');
            running += 1;
            try {
              const outcomes = await handler(
                jobs.map((job) => ({ data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit })),
              ).catch((error: unknown) => jobs.map((): PromiseSettledResult<unknown> => ({ status: 'rejected', reason: error })));
              const done = jobs.filter((_, index) => outcomes[index]?.status === 'fulfilled').map((job) => job.id);
              // A batch that outlived stop() must not wait forever on a closed connection.
              if (done.length > 0) await connection.unlessClosed(boss.complete(name, done));
              for (const [index, outcome] of outcomes.entries()) {
                if (outcome.status !== 'rejected') continue;
                const job = jobs[index]!;
                const last = job.retryCount >= job.retryLimit;
                options.log.warn(
                  { err: outcome.reason, job: name, jobId: job.id },
                  last ? 'job failed for good' : 'job failed; it will be tried again',
                );
                await connection.unlessClosed(boss.fail(name, job.id, failureOutput(outcome.reason)));
              }
            } finally {
              running -= 1;
              // Never once stopping: a woken worker would fetch again and run a job on a closing database.
              if (worker.id && !stopping) boss.notifyWorker(worker.id);
            }
          },
        );
      }
    },
    async schedule(name, cron, data) {
      await queue(name);
      await boss.schedule(name, cron, data as object, { tz: 'UTC' });
    },
    running: () => running,
    stop() {
      // Once: the mail feature stops the queue before closing its connections, the platform after.
      stopped ??= (async () => {
        stopping = true;
        // Lets a job in progress finish (its database is closed next), but not for long.
        await boss.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
        await connection.close();
      })();
      return stopped;
    },
  };
  return api;
}
