import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { API_MESSAGES } from '@telehealth/shared-api/core';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { EventStream, type EventRedisClient } from './events';
import type { CounterStore } from './http/counters';
import { createCounter } from './http/counters';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import type { Realtime } from './realtime/realtime';
import { attachSocketServer, type SocketEventLimit, type SocketServer } from './realtime/socket-server';
import { mustHaveSecondFactor } from './sessions/clinician-second-factor';
import { loadOrCreateJwtSecret } from './sessions/jwt-secret';
import { SecondFactor } from './sessions/second-factor';
import { SessionService } from './sessions/sessions';
import { secretKey } from './sessions/tokens';
import type { Lifecycle } from './feature';

/** What every feature may build on: storage, time, identity, the event stream, jobs and sockets. */
export interface Platform {
  config: AppConfig;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The server's own secret (JWT_SECRET or DATA_DIR/jwt-secret), for signed links and cookies. */
  serverSecret: string;
  /** The one stream of domain events: publish inside a transaction, subscribe here (events/). */
  events: EventStream;
  sessions: SessionService;
  /** Two-step sign-in (authenticator app, recovery codes); the access check asks it. */
  secondFactor: SecondFactor;
  /** Durable jobs (pg-boss on the app's database). */
  jobs: JobQueue;
  realtime: Realtime;
  /** Rate-limit counters: in Redis when REDIS_URL is set (refusing at once while it is away), else in memory. */
  rateLimitStore: CounterStore;
  /** Counters on the main Redis connection (they wait for Redis to return). */
  redisStore: CounterStore;
  /** Sockets connected to this instance (the console's system health). */
  socketsConnected(): number;
  /** Round trip to Redis, when configured. */
  pingRedis?: () => Promise<unknown>;
  /** Where links in mail and pages point: PUBLIC_URL or this server. */
  siteOrigin: string;
}

export interface PlatformDeps {
  /** An open, migrated database; when given, the caller owns it (it is not closed with the app). */
  database?: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** XREAD block time of the Redis streams adapter (short in tests for a quick shutdown). */
  redisBlockMs?: number;
  socketEventLimit?: SocketEventLimit;
  /** How often the event outbox is polled (tests: another instance on the database that must not take this one's events). */
  eventPollMs?: number;
}

/**
 * Opens what the features depend on (database, Redis, socket.io on `httpServer`, the event
 * stream and the job queue). What it opens is closed through `life`.
 */
export async function openPlatform(
  config: AppConfig,
  httpServer: Parameters<typeof attachSocketServer>[0],
  deps: PlatformDeps,
  life: Lifecycle,
): Promise<{ platform: Platform; socketServer: SocketServer }> {
  const { clock, log } = deps;
  const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
  if (!deps.database) life.onClose(() => database.close());

  const serverSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));
  if (!config.jwtSecret && (config.databaseUrl || config.redisUrl)) {
    log.warn('JWT_SECRET is not set: every instance sharing this database must share DATA_DIR/jwt-secret, or set JWT_SECRET');
  }

  let redisClient: unknown;
  let limiterRedisClient: unknown;
  /** Run when Redis is back after an outage (the socket server adds its reconnect once it exists). */
  const onRedisBack: Array<() => void> = [];
  if (config.redisUrl) {
    const client = createClient({ url: config.redisUrl });
    // One line when Redis goes away and one when it is back, not one per reconnect attempt.
    let redisDown = false;
    client.on('error', (error: unknown) => {
      if (redisDown) return;
      redisDown = true;
      log.error(
        { err: error },
        'Redis is unreachable: login and sign-up rate limits count on this instance only, and real-time events to other instances wait, until it is back',
      );
    });
    client.on('ready', () => {
      if (!redisDown) return;
      redisDown = false;
      log.warn('Redis is back: rate limits and real-time events are shared by every instance again; sockets reconnect');
      for (const listener of onRedisBack) listener();
    });
    await client.connect();
    redisClient = client;
    life.onClose(() => client.close());
    // The rate limits' own connection refuses commands while Redis is away (no offline queue),
    // so a sign-in counts on this instance at once instead of waiting for Redis to return.
    const limiterClient = client.duplicate({ disableOfflineQueue: true });
    limiterClient.on('error', () => undefined); // the outage is logged once, by the main client
    await limiterClient.connect();
    limiterRedisClient = limiterClient;
    life.onClose(() => limiterClient.close());
  }
  const rateLimitStore: CounterStore = { redisClient: limiterRedisClient, keyPrefix: config.redisKeyPrefix };
  const redisStore: CounterStore = { redisClient, keyPrefix: config.redisKeyPrefix };

  const sessions = new SessionService(
    database.db,
    secretKey(serverSecret),
    {
      idleMs: config.sessionIdleMinutes * 60_000,
      maxMs: config.sessionMaxHours * 3_600_000,
      cacheMs: config.sessionCacheMs,
      batchReads: config.sessionReadBatching,
    },
    clock,
  );
  const secondFactor = new SecondFactor({
    db: database.db,
    clock,
    serverSecret,
    codeLimiter: createCounter(rateLimitStore, 'second-factor-codes', 10, 15 * 60),
  });
  const socketServer = attachSocketServer(httpServer, {
    sessions,
    corsOrigins: config.corsOrigins,
    clock,
    log,
    redisClient,
    redisKeyPrefix: config.redisKeyPrefix,
    redisBlockMs: deps.redisBlockMs,
    eventLimit: deps.socketEventLimit,
    maxSocketsPerSession: config.socketsMaxPerSession,
    eventRefusal: async (auth) =>
      mustHaveSecondFactor(config.clinician2fa, auth.user.role) && !(await secondFactor.isEnabled(auth.user.id))
        ? API_MESSAGES.secondFactorSetupRequired
        : null,
  });
  life.onClose(() => socketServer.close());
  onRedisBack.push(() => socketServer.reconnectAll());

  const events = new EventStream({
    db: database.db,
    log,
    pollMs: deps.eventPollMs,
    redis: redisClient ? { client: redisClient as EventRedisClient, keyPrefix: config.redisKeyPrefix } : undefined,
  });
  life.onClose(() => events.stop());
  // A user's row changed on any instance: their cached sessions are read again.
  events.on('user.changed', (event) => sessions.forgetUser(event.data.userId));
  const jobs = await startJobQueue(database, {
    pollSeconds: config.jobsPollSeconds,
    log,
    // Reminder jobs send their message themselves when MAIL_CONCURRENCY > 1 (mail/reminder-batch.ts).
    expireSeconds: {
      'mail.send': config.mailSendTimeoutSeconds,
      'sms.send': config.mailSendTimeoutSeconds,
      'appointment.reminder': config.mailSendTimeoutSeconds,
    },
  });
  // Stopped before anything a job uses closes (features built later close first, so the mail
  // feature stops the queue itself before closing its connections; stopping twice is harmless).
  life.onClose(() => jobs.stop());

  const pingRedis = limiterRedisClient ? () => (limiterRedisClient as { ping(): Promise<unknown> }).ping() : undefined;
  const platform: Platform = {
    config,
    database,
    clock,
    log,
    serverSecret,
    events,
    sessions,
    secondFactor,
    jobs,
    realtime: socketServer.realtime,
    rateLimitStore,
    redisStore,
    socketsConnected: () => socketServer.io.of('/').sockets.size,
    pingRedis,
    siteOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
  };
  return { platform, socketServer };
}
