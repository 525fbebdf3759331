import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { rows } from '../../test/support/child-server';
import { createTestDatabase, databases, type TestDatabase } from '../../test/support/test-server';
import { startJobQueue, type JobQueue } from './job-queue';

const errors: unknown[] = [];
const log = { error: (...args: unknown[]) => errors.push(args), warn: () => undefined } as unknown as FastifyBaseLogger;

describe.each(databases())('the job queue on %s', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await database?.dispose();
  });

  it('starts on several instances at once, each creating the same queues, and runs a job once', async () => {
    // Instances that start together create the same queues at the same moment (several-instances.md).
    const instances = await Promise.all(Array.from({ length: 4 }, () => startJobQueue(database.database, { pollSeconds: 0.5, log })));
    queues.push(...instances);
    const ran: string[] = [];
    await Promise.all(
      instances.flatMap((queue, index) => [
        queue.work('mail.send', async (data) => {
          ran.push(`${index}:${data.messageId}`);
        }),
        queue.work('appointment.reminder', async () => undefined),
        queue.schedule('doctor.agenda-sweep', '*/15 * * * *', {}),
      ]),
    );

    await instances[0]!.send('mail.send', { messageId: 'm-1' });
    const deadline = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ran.map((entry) => entry.split(':')[1])).toEqual(['m-1']);
    expect(errors).toEqual([]);
  }, 60_000);

  it('stops with a job still running without touching the database after it is closed', async () => {
    // A job that outlives stop()'s grace ends on a closed database; pg-boss then records its
    // failure without awaiting it, which used to reach the closed pool as an unhandled rejection.
    const late: unknown[] = [];
    const onLate = (reason: unknown) => late.push(reason);
    process.on('unhandledRejection', onLate);
    try {
      const own = await createTestDatabase(kind);
      const queue = await startJobQueue(own.database, { pollSeconds: 0.5, log });
      let started = false;
      await queue.work('mail.send', async () => {
        started = true;
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        await own.database.db.execute(sql`select 1`);
      });
      await queue.send('mail.send', { messageId: 'slow' });
      const deadline = Date.now() + 10_000;
      while (!started && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started).toBe(true);
      await queue.stop();
      await own.dispose();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      // The batch ended too: it did not wait forever to record its failure on the closed connection
      // (a worker left waiting keeps pg-boss polling after the test, into the next test file).
      expect(queue.running()).toBe(0);
    } finally {
      process.off('unhandledRejection', onLate);
    }
    expect(late).toEqual([]);
  }, 60_000);

  it('runs a batch side by side and records each job on its own: a failure retries only that job', async () => {
    const own = await createTestDatabase(kind);
    const queue = await startJobQueue(own.database, { pollSeconds: 0.5, log });
    try {
      let running = 0;
      let mostAtOnce = 0;
      const ran = new Set<string>();
      await queue.work(
        'mail.send',
        async (data) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 200));
          running -= 1;
          ran.add(data.messageId);
          if (data.messageId === 'bad') throw new Error('the mail server said no');
        },
        { concurrency: 4 },
      );
      for (const id of ['a', 'b', 'bad', 'c', 'd', 'e']) await queue.send('mail.send', { messageId: id });
      const deadline = Date.now() + 15_000;
      while (ran.size < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(ran.size).toBe(6);
      expect(mostAtOnce).toBeGreaterThan(1);
      expect(mostAtOnce).toBeLessThanOrEqual(4);
      const states = await rows<{ id: string; state: string }>(
        own.database,
        sql`select data->>'messageId' as id, state from pgboss.job where name = 'mail.send'`,
      );
      expect(Object.fromEntries(states.map((row) => [row.id, row.state]))).toEqual({
        a: 'completed',
        b: 'completed',
        bad: 'retry',
        c: 'completed',
        d: 'completed',
        e: 'completed',
      });
    } finally {
      await queue.stop();
      await own.dispose();
    }
  }, 60_000);
});
