/**
 * Batched session reads (SESSION_READ_BATCHING): a burst of signed-in requests is checked in a
 * few queries, and each request still gets exactly its own session's answer.
 */
import { API_MESSAGES } from '@telehealth/shared-api/core';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { insertFastUsers, type InsertedUser } from '../../test/support/fast-users';
import { createTestDatabase, databases, type TestDatabase } from '../../test/support/test-server';
import { SessionService } from './sessions';
import { secretKey } from './tokens';

const SECRET = 'session-reads-secret-0123456789-abcdefghijklmnop';
const MINUTE = 60_000;

/** The same database, counting the selects and updates sent through it. */
function counting(db: Db): { db: Db; selects: () => number; updates: () => number } {
  let selects = 0;
  let updates = 0;
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property === 'select' || property === 'update') {
        return (...args: unknown[]) => {
          if (property === 'select') selects += 1;
          else updates += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return value;
    },
  });
  return { db: wrapped, selects: () => selects, updates: () => updates };
}

describe.each(databases())('session reads on %s', (kind) => {
  let test: TestDatabase;
  let people: InsertedUser[];
  let startedAt: Date;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    startedAt = new Date();
    people = await insertFastUsers(test.database.db, {
      role: 'patient',
      count: 40,
      jwtSecret: SECRET,
      sessionMs: 24 * 60 * MINUTE,
      name: (index) => `Reader ${index}`,
      email: (index) => `reader-${index}-${kind}@example.com`,
      now: startedAt,
    });
    // One of them signed out on another device.
    const [revoked] = await test.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, people[7]!.userId));
    await test.database.db.update(sessions).set({ revokedAt: startedAt }).where(eq(sessions.id, revoked!.id));
  }, 60_000);
  afterAll(async () => {
    await test?.dispose();
  });

  function service(db: Db, batchReads: boolean, now: () => Date): SessionService {
    return new SessionService(db, secretKey(SECRET), { idleMs: 30 * MINUTE, maxMs: 24 * 60 * MINUTE, cacheMs: 0, batchReads }, now);
  }

  /** Every person's token at once, the first five twice: who each call was answered as. */
  async function burst(sessionsOf: SessionService): Promise<string[]> {
    const tokens = [...people, ...people.slice(0, 5)].map((person) => person.token);
    const answers = await Promise.allSettled(tokens.map((token) => sessionsOf.authenticate(token)));
    return answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.user.id : (answer.reason as Error).message));
  }

  const expected = () =>
    [...people, ...people.slice(0, 5)].map((person, index) => (index === 7 ? API_MESSAGES.sessionExpired : person.userId));

  it('answers each request of a burst with its own user in a few queries, and refuses the revoked session', async () => {
    const counted = counting(test.database.db);
    const now = () => new Date(startedAt.getTime() + 1_000);
    const batched = service(counted.db, true, now);
    // The first burst also checks each token's signature, which spreads its reads over time.
    expect(await burst(batched)).toEqual(expected());
    // With signatures known, the whole burst arrives in one turn of the event loop: one read.
    const before = counted.selects();
    expect(await burst(batched)).toEqual(expected());
    expect(counted.selects() - before).toBe(1);

    // Requests read from the network in one turn of the event loop each run in their own
    // callback (here: one setImmediate each): they too go to the database as one read.
    const arriving = counting(test.database.db);
    const spread = service(arriving.db, true, now);
    await burst(spread);
    const beforeSpread = arriving.selects();
    const answers = await Promise.all(
      people.map(
        (person) =>
          new Promise<string>((resolve) =>
            setImmediate(() => {
              spread.authenticate(person.token).then(
                (auth) => resolve(auth.user.id),
                (error: Error) => resolve(error.message),
              );
            }),
          ),
      ),
    );
    expect(answers).toEqual(expected().slice(0, people.length));
    expect(arriving.selects() - beforeSpread).toBe(1);

    // Not batched: the same answers, one read each.
    const one = counting(test.database.db);
    const unbatched = service(one.db, false, now);
    await burst(unbatched);
    expect(await burst(unbatched)).toEqual(expected());
    expect(one.selects()).toBe(90);
  });

  it('writes the last use of a burst of sessions together, and only of live ones', async () => {
    const counted = counting(test.database.db);
    let now = new Date(startedAt.getTime() + 2_000);
    const batched = service(counted.db, true, () => now);
    await burst(batched);
    expect(counted.updates()).toBe(0);
    // Past the once-a-minute mark, the burst's sessions are written as used.
    const later = new Date(startedAt.getTime() + 5 * MINUTE);
    now = later;
    expect(await burst(batched)).toEqual(expected());
    expect(counted.updates()).toBeGreaterThan(0);
    expect(counted.updates()).toBeLessThanOrEqual(3);
    const rows = await test.database.db
      .select({ userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(
        inArray(
          sessions.userId,
          people.map((person) => person.userId),
        ),
      );
    const seen = new Map(rows.map((row) => [row.userId, row.lastSeenAt.getTime()]));
    expect(people.filter((_, index) => index !== 7).every((person) => seen.get(person.userId) === later.getTime())).toBe(true);
    expect(seen.get(people[7]!.userId)).toBe(startedAt.getTime());
  });
});
