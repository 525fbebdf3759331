import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { AppointmentEvents } from './appointments/appointment-events';
import { AppointmentService } from './appointments/appointment-service';
import type { AssistantService } from './assistant/assistant-service';
import { buildAssistant } from './assistant/build-assistant';
import { AuthService } from './auth/auth-service';
import { loadOrCreateJwtSecret } from './auth/jwt-secret';
import { EmailRateLimiter } from './auth/email-rate-limit';
import { LoginRateLimiter } from './auth/login-rate-limit';
import { SessionService } from './auth/sessions';
import { secretKey } from './auth/tokens';
import { ChangeFeed } from './changes/change-feed';
import { ConsultationService } from './consultation/consultation-service';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DoctorService } from './doctors/doctor-service';
import { DoctorSearch } from './doctors/search';
import { createNotificationService, type NotificationService } from './notifications/notification-service';
import { PatientService } from './patients/patient-service';
import { CheckoutService } from './payments/checkout-service';
import type { PaymentProvider } from './payments/payment-provider';
import { createSandboxProvider } from './payments/sandbox-provider';
import { createStripeProvider } from './payments/stripe-provider';
import { PrescriptionService } from './prescriptions/prescription-service';
import { createCounter } from './auth/counters';
import type { Realtime } from './realtime/realtime';
import { attachSocketServer, type SocketEventLimit, type SocketServer } from './realtime/socket-server';

/**
 * Every service of the app, built once in buildServices. A plugin names the ones it needs
 * (`definePlugin({ services: [...] })`) and is given only those.
 */
export interface Services {
  config: AppConfig;
  database: Database;
  clock: Clock;
  /** What this instance writes (reservations, doctors, reviews, users), for those that keep copies. */
  changes: ChangeFeed;
  sessions: SessionService;
  auth: AuthService;
  notifications: NotificationService;
  realtime: Realtime;
  doctors: DoctorService;
  doctorSearch: DoctorSearch;
  patients: PatientService;
  /** The payment provider in use: the sandbox, or Stripe when STRIPE_SECRET_KEY is set. */
  paymentProvider: PaymentProvider;
  /** Holds, checkout sessions and fulfilment (the Stripe webhook calls fulfilByProviderSession / expireByProviderSession). */
  checkout: CheckoutService;
  appointments: AppointmentService;
  /** Prescriptions, renewal requests, verification and the access record. */
  prescriptions: PrescriptionService;
  /** The AI assistant: red flags, the provider in use (built-in guide or AI_API_URL), limits, suggestions. */
  assistant: AssistantService;
  /** Video consultations: session state, chat, notes, ICE servers. */
  consultations: ConsultationService;
}

export interface ServiceDeps {
  /** An open, migrated database; when given, the caller owns it (it is not closed with the app). */
  database?: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** XREAD block time of the Redis streams adapter (short in tests for a quick shutdown). */
  redisBlockMs?: number;
  socketEventLimit?: SocketEventLimit;
}

export interface BuiltServices {
  services: Services;
  socketServer: SocketServer;
  /** Run in order when the app closes (first registered last). */
  cleanups: Array<() => Promise<unknown>>;
}

/**
 * Opens what the app depends on (database, Redis, socket.io on `httpServer`) and builds the
 * services in dependency order. On failure, what was opened is closed again.
 */
export async function buildServices(
  config: AppConfig,
  httpServer: Parameters<typeof attachSocketServer>[0],
  deps: ServiceDeps,
): Promise<BuiltServices> {
  const { clock, log } = deps;
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
    if (!deps.database) cleanups.push(() => database.close());

    const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));
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
      cleanups.unshift(() => client.close());
      // The rate limits' own connection refuses commands while Redis is away (no offline queue),
      // so a sign-in counts on this instance at once instead of waiting for Redis to return.
      const limiterClient = client.duplicate({ disableOfflineQueue: true });
      limiterClient.on('error', () => undefined); // the outage is logged once, by the main client
      await limiterClient.connect();
      limiterRedisClient = limiterClient;
      cleanups.unshift(() => limiterClient.close());
    }

    const sessions = new SessionService(
      database.db,
      secretKey(jwtSecret),
      { idleMs: config.sessionIdleMinutes * 60_000, maxMs: config.sessionMaxHours * 3_600_000, cacheMs: config.sessionCacheMs },
      clock,
    );
    // What this instance writes, for those that keep copies (the session cache, doctor search).
    const changes = new ChangeFeed();
    const stopUserListener = changes.subscribe((change) => {
      if (change.kind === 'user') sessions.forgetUser(change.userId);
    });
    cleanups.unshift(async () => stopUserListener());
    const socketServer = attachSocketServer(httpServer, {
      sessions,
      corsOrigins: config.corsOrigins,
      clock,
      log,
      redisClient,
      redisKeyPrefix: config.redisKeyPrefix,
      redisBlockMs: deps.redisBlockMs,
      eventLimit: deps.socketEventLimit,
    });
    cleanups.unshift(() => socketServer.close());
    onRedisBack.push(() => socketServer.reconnectAll());
    const realtime = socketServer.realtime;
    const notifications = createNotificationService(database.db, realtime);
    const loginLimiter = new LoginRateLimiter({
      maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      maxAttemptsPerIp: config.loginMaxAttemptsPerIp,
      windowMinutes: config.loginWindowMinutes,
      redisClient: limiterRedisClient,
      keyPrefix: config.redisKeyPrefix,
    });
    const emailLimiter = new EmailRateLimiter({
      maxPerEmail: config.registerMaxAttemptsPerEmail,
      maxPerIp: config.registerMaxAttemptsPerIp,
      windowMinutes: config.registerWindowMinutes,
      redisClient: limiterRedisClient,
      keyPrefix: config.redisKeyPrefix,
    });
    const auth = new AuthService({ db: database.db, sessions, loginLimiter, emailLimiter, notifications, realtime, clock, log, changes });
    const doctors = new DoctorService({ db: database.db, clock, notifications, realtime, log, changes });
    const doctorSearch = new DoctorSearch({
      db: database.db,
      clock,
      log,
      changes,
      cacheEnabled: config.searchCacheEnabled,
      cacheSeconds: config.searchCacheSeconds,
    });
    cleanups.unshift(async () => doctorSearch.stop());
    const patients = new PatientService({ db: database.db, clock, changes });
    const paymentProvider: PaymentProvider = config.stripeSecretKey
      ? createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret, apiUrl: config.stripeApiUrl })
      : createSandboxProvider(database.db, clock);
    const events = new AppointmentEvents({ notifications, realtime, log });
    const checkout = new CheckoutService({
      db: database.db,
      clock,
      provider: paymentProvider,
      doctors,
      changes,
      events,
      log,
      holdMinutes: config.checkoutHoldMinutes,
      publicUrl: config.publicUrl,
    });
    const appointments = new AppointmentService({ db: database.db, clock, checkout, changes, events });
    const prescriptions = new PrescriptionService({
      db: database.db,
      clock,
      notifications,
      realtime,
      log,
      listCacheEnabled: config.prescriptionListCacheEnabled,
      verifyLimiter: createCounter(
        { redisClient, keyPrefix: config.redisKeyPrefix },
        'prescription-verify',
        config.verifyMaxPerIpPerMinute,
        60,
      ),
    });
    const assistant = buildAssistant(config, { db: database.db, clock, changes, log, redisClient });
    cleanups.unshift(async () => assistant.stop());
    const services: Services = {
      config,
      database,
      clock,
      changes,
      sessions,
      auth,
      notifications,
      realtime,
      doctors,
      doctorSearch,
      patients,
      paymentProvider,
      checkout,
      appointments,
      prescriptions,
      assistant,
      consultations: new ConsultationService({
        db: database.db,
        clock,
        notifications,
        stunUrls: config.stunUrls,
        turn:
          config.turnSecret && config.turnUrls.length > 0
            ? { urls: config.turnUrls, secret: config.turnSecret, ttlSeconds: config.turnTtlSeconds }
            : undefined,
        log,
        changes,
      }),
    };
    cleanups.unshift(async () => services.consultations.stop());

    // Holds end by time on their own (availability ignores expired ones); the sweep also ends
    // their sessions after asking the provider (a paid one is fulfilled or refunded), and makes
    // the refunds that failed when decided. At start it also settles what a crash left paid.
    checkout
      .reconcile({ atStart: true })
      .then(() => checkout.retryPendingRefunds({ atStart: true }))
      .catch((error: unknown) => log.error({ err: error }, 'checkout reconciliation at start failed'));
    const sweep = setInterval(() => {
      checkout.sweepExpiredHolds().catch((error: unknown) => log.error({ err: error }, 'checkout hold sweep failed'));
      checkout.retryPendingRefunds().catch((error: unknown) => log.error({ err: error }, 'pending refund retry failed'));
    }, config.checkoutSweepSeconds * 1000);
    sweep.unref();
    cleanups.unshift(async () => clearInterval(sweep));

    return { services, socketServer, cleanups };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}
