import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../db/client';
import { domainEvents } from '../db/schema';
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType, type EventOf } from './event-types';

/**
 * Stores `event` in the outbox through `tx`, the transaction that makes the change it tells
 * of: the event commits or rolls back with the change. After the commit, call
 * `EventStream.flush()` to deliver it now (else the next poll does).
 */
export async function publish(tx: Db, event: DomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({ type: event.type, aggregateId: event.aggregateId, payload: event.data });
}

/** What a handler is given besides its event. */
export interface Delivery {
  /** The delivery's transaction: what the handler writes through it commits with the event's removal from the outbox, once. */
  tx: Db;
  /** Runs `work` after the delivery commits (live pushes, calls to other companies); a failure there is logged, not retried. */
  afterCommit(work: () => unknown): void;
}

export type EventHandler<K extends DomainEventType> = (event: EventOf<K>, delivery: Delivery) => Promise<void> | void;
export type EventListener<K extends DomainEventType> = (event: EventOf<K>) => void;

/** The part of a node-redis client the stream uses: PUBLISH, and a duplicate connection for SUBSCRIBE. */
export interface EventRedisClient {
  publish(channel: string, message: string): Promise<unknown>;
  duplicate(): EventRedisSubscriber;
}
export interface EventRedisSubscriber {
  on(event: 'error', listener: (error: unknown) => void): unknown;
  connect(): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  close(): Promise<unknown>;
}

export interface EventStreamDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** With Redis, listeners (`on`) of every instance hear each event; without, only this instance's. */
  redis?: { client: EventRedisClient; keyPrefix: string };
  /** How often the outbox is read for what no flush delivered (another instance's crash, a failed try). */
  pollMs?: number;
}

/** A failed delivery is tried again after this long, doubling per failure up to the longest. */
const RETRY_FIRST_MS = 1_000;
const RETRY_LONGEST_MS = 5 * 60_000;

interface OutboxRow {
  id: string | number;
  type: string;
  aggregate_id: string;
  payload: unknown;
  attempts: number;
}

/**
 * The one stream of domain events: the outbox's dispatcher and its subscribers.
 *
 * - `handle(type, handler)`: runs once per event across all instances, inside the transaction
 *   that removes the event from the outbox (so what it writes through `tx` happens exactly
 *   once), in order per aggregate. A handler that throws rolls the delivery back; the event
 *   and every later one of its aggregate wait and are tried again.
 * - `on(type, listener)`: runs on every instance (through Redis when set) after the delivery
 *   commits, for copies kept in memory; at most once, a listener's failure is logged.
 *
 * Rows are taken one at a time, the first of its aggregate only, locked with SKIP LOCKED: two
 * instances on one PostgreSQL deliver different aggregates at once and never one aggregate
 * out of order. A crash before the delivery commits leaves the row for the next start's pass.
 */
export class EventStream {
  private readonly handlers = new Map<DomainEventType, Array<EventHandler<DomainEventType>>>();
  private readonly listeners = new Map<DomainEventType, Set<EventListener<DomainEventType>>>();
  /** Tells this instance's messages from the others' on the Redis channel. */
  private readonly origin = randomUUID();
  private readonly channel: string;
  private subscriber: EventRedisSubscriber | undefined;
  private running: Promise<void> | undefined;
  /** Set inside a pass: a handler's follow-up that flushes must not wait for the pass it runs in. */
  private readonly inPass = new AsyncLocalStorage<boolean>();
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: EventStreamDeps) {
    this.channel = `${deps.redis?.keyPrefix ?? ''}domain-events`;
  }

  /** Delivers every event of `type` to `handler`, once, in its delivery's transaction (see the class). */
  handle<K extends DomainEventType>(type: K, handler: EventHandler<K>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as unknown as EventHandler<DomainEventType>);
    this.handlers.set(type, list);
  }

  /** Calls `listener` on every instance with each event of `type` after it is delivered; answers the function that unsubscribes. */
  on<K extends DomainEventType>(type: K, listener: EventListener<K>): () => void {
    const set = this.listeners.get(type) ?? new Set();
    const own = listener as unknown as EventListener<DomainEventType>;
    set.add(own);
    this.listeners.set(type, set);
    return () => set.delete(own);
  }

  /** Subscribes to the other instances (Redis), delivers what a previous run left, then polls. */
  async start(): Promise<void> {
    const redis = this.deps.redis;
    if (redis) {
      const subscriber = redis.client.duplicate();
      subscriber.on('error', () => undefined); // the outage is logged once, by the main client
      await subscriber.connect();
      await subscriber.subscribe(this.channel, (message) => this.fromPeer(message));
      this.subscriber = subscriber;
    }
    this.timer = setInterval(() => void this.flush(), this.deps.pollMs ?? 2_000);
    this.timer.unref();
    void this.flush();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await this.subscriber?.close().catch(() => undefined);
  }

  /**
   * Delivers every event committed so far that may be delivered now; resolves when done (a
   * failed one is logged and left for its retry). Call it after a transaction that published:
   * the request then answers with its events' effects in place, as before the outbox.
   */
  flush(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.inPass.getStore()) {
      // Called by a follow-up of this pass: the pass goes on to what was just published.
      this.again = true;
      return Promise.resolve();
    }
    if (this.running) {
      // A pass is under way and may have read the outbox before this caller's commit: run one more.
      this.again = true;
      return this.running;
    }
    const run = async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.deliverOne()));
        } while (this.again && !this.stopped);
      } catch (error) {
        this.deps.log.error({ err: error }, 'the domain event outbox could not be read: the next poll tries again');
      } finally {
        this.running = undefined;
      }
    };
    this.running = this.inPass.run(true, run);
    return this.running;
  }

  /** Delivers the first deliverable event; answers false when there is none. */
  private async deliverOne(): Promise<boolean> {
    const afterCommit: Array<() => unknown> = [];
    let taken: OutboxRow | undefined;
    let event: DomainEvent | undefined;
    try {
      event = await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        [taken] = await queryRows<OutboxRow>(
          tx,
          sql`select e.id, e.type, e.aggregate_id, e.payload, e.attempts from ${domainEvents} e
              where (e.retry_at is null or e.retry_at <= now())
                and not exists (select 1 from ${domainEvents} p where p.aggregate_id = e.aggregate_id and p.id < e.id)
              order by e.id limit 1 for update skip locked`,
        );
        if (!taken) return undefined;
        const delivered = { type: taken.type, aggregateId: taken.aggregate_id, data: taken.payload } as DomainEvent;
        const delivery: Delivery = { tx, afterCommit: (work) => afterCommit.push(work) };
        for (const handler of this.handlers.get(delivered.type) ?? []) await handler(delivered, delivery);
        await tx.delete(domainEvents).where(eq(domainEvents.id, Number(taken.id)));
        return delivered;
      });
    } catch (error) {
      if (!taken) throw error;
      const attempts = taken.attempts + 1;
      const waitMs = Math.min(RETRY_FIRST_MS * 2 ** (attempts - 1), RETRY_LONGEST_MS);
      this.deps.log.error(
        { err: error, eventId: taken.id, type: taken.type, aggregateId: taken.aggregate_id, attempts },
        'a domain event could not be delivered: it and the later events of its aggregate are tried again',
      );
      await this.deps.db
        .update(domainEvents)
        .set({ attempts, retryAt: sql`now() + ${`${waitMs} milliseconds`}::interval` })
        .where(eq(domainEvents.id, Number(taken.id)));
      return true;
    }
    if (!event) return false;
    for (const work of afterCommit) {
      try {
        await work();
      } catch (error) {
        this.deps.log.error(
          { err: error, type: event.type, aggregateId: event.aggregateId },
          'after delivering a domain event, its follow-up failed',
        );
      }
    }
    this.tellListeners(event);
    if (this.deps.redis) {
      this.deps.redis.client
        .publish(this.channel, JSON.stringify({ origin: this.origin, event }))
        .catch((error: unknown) =>
          this.deps.log.warn({ err: error, type: event.type }, 'a domain event could not reach the other instances (Redis)'),
        );
    }
    return true;
  }

  private fromPeer(message: string): void {
    let parsed: { origin?: unknown; event?: Partial<DomainEvent> };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    const event = parsed.event;
    if (parsed.origin === this.origin || !event || !DOMAIN_EVENT_TYPES.includes(event.type as DomainEventType)) return;
    if (typeof event.aggregateId !== 'string' || typeof event.data !== 'object' || event.data === null) return;
    this.tellListeners(event as DomainEvent);
  }

  private tellListeners(event: DomainEvent): void {
    for (const listener of this.listeners.get(event.type) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.deps.log.error({ err: error, type: event.type, aggregateId: event.aggregateId }, 'a domain event listener failed');
      }
    }
  }
}
