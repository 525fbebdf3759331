import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { createTestDatabase, databases, limiterBackends, type TestDatabase } from '../../test/support/test-server';
import { EventStream, publish, type DomainEvent, type EventRedisClient } from './index';

// The outbox and its dispatcher on a real database: delivered after commit only, once per
// handler, in order per aggregate (also with two dispatchers on one PostgreSQL), retried
// after a failure; listeners hear each event on every instance through Redis.

const errors: unknown[] = [];
const log = { error: (...args: unknown[]) => errors.push(args), warn: () => undefined } as unknown as FastifyBaseLogger;

const completed = (appointmentId: string): DomainEvent => ({
  type: 'appointment.completed',
  aggregateId: appointmentId,
  data: { appointmentId },
});

async function outboxCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(db, sql`select count(*)::int as count from domain_events`);
  return Number(row!.count);
}

/** A committed write a handler makes through its delivery's transaction. */
async function mark(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`insert into uploads (name, content_type, content) values (${name}, 'text/plain', ''::bytea)`);
}

async function marks(db: Db, prefix: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from uploads where name like ${`${prefix}%`} order by name`);
  return rows.map((row) => row.name);
}

jest.setTimeout(60_000);

describe.each(databases())('the domain event stream on %s', (kind) => {
  let test: TestDatabase;
  const streams: EventStream[] = [];
  const stream = () => {
    const created = new EventStream({ db: test.database.db, log, pollMs: 60_000 });
    streams.push(created);
    return created;
  };

  beforeEach(async () => {
    errors.length = 0;
    test = await createTestDatabase(kind);
  }, 60_000);

  afterEach(async () => {
    for (const each of streams.splice(0)) await each.stop();
    await test?.dispose();
  });

  it('delivers only what committed, once, and removes it from the outbox', async () => {
    const events = stream();
    const seen: string[] = [];
    events.handle('appointment.completed', (event) => void seen.push(event.data.appointmentId));
    const db = test.database.db;
    await db
      .transaction(async (tx) => {
        await publish(tx as unknown as Db, completed('rolled-back'));
        throw new Error('the change fails');
      })
      .catch(() => undefined);
    await db.transaction((tx) => publish(tx as unknown as Db, completed('committed')));
    await events.flush();
    await events.flush();
    expect(seen).toEqual(['committed']);
    expect(await outboxCount(db)).toBe(0);
  });

  it("commits a handler's writes with the delivery; a failing handler's roll back, and its aggregate waits in order", async () => {
    const events = stream();
    const db = test.database.db;
    const prefix = `evt-${randomBytes(4).toString('hex')}-`;
    let failOnce = true;
    const order: string[] = [];
    events.handle('appointment.completed', async (event, { tx }) => {
      await mark(tx, `${prefix}${event.aggregateId}-${order.length}`);
      if (event.aggregateId === 'a' && failOnce) {
        failOnce = false;
        throw new Error('the subscriber is down');
      }
      order.push(event.aggregateId);
    });
    for (const id of ['a', 'a', 'b']) await db.transaction((tx) => publish(tx as unknown as Db, completed(id)));
    await events.flush();
    // The first 'a' failed: its write rolled back, the second 'a' waits behind it, 'b' went.
    expect(order).toEqual(['b']);
    expect(errors).toHaveLength(1);
    expect(await outboxCount(db)).toBe(2);
    await db.execute(sql`update domain_events set retry_at = now()`);
    await events.flush();
    expect(order).toEqual(['b', 'a', 'a']);
    expect(await marks(db, prefix)).toEqual([`${prefix}a-1`, `${prefix}a-2`, `${prefix}b-0`]);
    expect(await outboxCount(db)).toBe(0);
  });

  it('logs a follow-up that fails after the commit instead of throwing: the delivery and its writes stand', async () => {
    const events = stream();
    const db = test.database.db;
    const prefix = `after-${randomBytes(4).toString('hex')}-`;
    events.handle('appointment.completed', async (event, { tx, afterCommit }) => {
      await mark(tx, `${prefix}${event.aggregateId}`);
      afterCommit(() => {
        throw new Error('the socket adapter is closed');
      });
    });
    await db.transaction((tx) => publish(tx as unknown as Db, completed('pushed')));
    await expect(events.flush()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(await marks(db, prefix)).toEqual([`${prefix}pushed`]);
    expect(await outboxCount(db)).toBe(0);
  });

  it('keeps each aggregate in order and delivers each event once with two dispatchers at work', async () => {
    const first = stream();
    const second = stream();
    const db = test.database.db;
    const seen = new Map<string, number[]>();
    let delivered = 0;
    for (const events of [first, second]) {
      events.handle('refund.due', async (event) => {
        delivered += 1;
        // A slow handler leaves the other dispatcher time to try the same aggregate.
        await new Promise((resolve) => setTimeout(resolve, 2));
        const list = seen.get(event.aggregateId) ?? [];
        list.push(event.data.amount);
        seen.set(event.aggregateId, list);
      });
    }
    for (let index = 0; index < 40; index += 1) {
      const aggregateId = `appointment-${index % 4}`;
      await db.transaction((tx) =>
        publish(tx as unknown as Db, {
          type: 'refund.due',
          aggregateId,
          data: { appointmentId: aggregateId, checkoutSessionId: 'chk', amount: index, reason: 'patient_cancel' },
        }),
      );
    }
    await Promise.all([first.flush(), second.flush(), first.flush()]);
    expect(delivered).toBe(40);
    for (const [aggregateId, amounts] of seen) {
      expect({ aggregateId, amounts }).toEqual({ aggregateId, amounts: [...amounts].sort((a, b) => a - b) });
    }
  });

  it('delivers at start what a previous run committed and did not deliver', async () => {
    const db = test.database.db;
    await db.transaction((tx) => publish(tx as unknown as Db, completed('left-over')));
    const events = stream();
    const seen = new Promise<string>((resolve) => events.handle('appointment.completed', (event) => resolve(event.aggregateId)));
    await events.start();
    expect(await seen).toBe('left-over');
  });
});

describe.each(limiterBackends())('domain event listeners of two instances, with %s', (backend) => {
  it(backend === 'Redis' ? 'tells the listeners of every instance, each once' : 'tells the listeners of this instance only', async () => {
    const test = await createTestDatabase('PGlite');
    const client = backend === 'Redis' ? createClient({ url: process.env.REDIS_URL }) : undefined;
    await client?.connect();
    const keyPrefix = `test-events-${randomBytes(4).toString('hex')}:`;
    const redis = client ? { client: client as unknown as EventRedisClient, keyPrefix } : undefined;
    const here = new EventStream({ db: test.database.db, log, redis, pollMs: 60_000 });
    const there = new EventStream({ db: test.database.db, log, redis, pollMs: 60_000 });
    try {
      await there.start();
      await here.start();
      const heardHere: string[] = [];
      const heardThere: string[] = [];
      here.on('appointment.completed', (event) => heardHere.push(event.aggregateId));
      const reachedThere = new Promise<void>((resolve) =>
        there.on('appointment.completed', (event) => {
          heardThere.push(event.aggregateId);
          resolve();
        }),
      );
      await test.database.db.transaction((tx) => publish(tx as unknown as Db, completed('across')));
      // `here` delivers; `there` only listens.
      await here.flush();
      expect(heardHere).toEqual(['across']);
      if (backend === 'Redis') await reachedThere;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardHere).toEqual(['across']);
      expect(heardThere).toEqual(backend === 'Redis' ? ['across'] : []);
    } finally {
      await here.stop();
      await there.stop();
      await client?.close();
      await test.dispose();
    }
  });
});
