import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { appointmentBooking, subscribeAppointmentRefunds } from './appointments/appointment-booking';
import { subscribeDoctorSuspension } from './appointments/doctor-suspension';
import { subscribeAppointmentNotices } from './appointments/appointment-notices';
import { AppointmentService } from './appointments/appointment-service';
import type { AssistantService } from './assistant/assistant-service';
import { buildAssistant } from './assistant/build-assistant';
import { AccessRecordService } from './access-record/access-record-service';
import { checkSystemHealth } from './admin/system-health';
import type { SystemHealth } from '@telehealth/shared-api/core';
import { AccountLinks } from './auth/account-links';
import { AuthService } from './auth/auth-service';
import { SecondFactor } from './auth/second-factor';
import { mustHaveSecondFactor } from './auth/clinician-second-factor';
import { API_MESSAGES } from '@telehealth/shared-api/core';
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
import { EventStream, type EventRedisClient } from './events';
import { DoctorSearch } from './doctors/search';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import { sendReminder, subscribeAppointmentMail } from './mail/appointment-mail';
import { AGENDA_SWEEP_CRON, sendDueAgendas } from './mail/doctor-agenda';
import { MailService } from './mail/mail-service';
import { subscribePrescriptionMail } from './mail/prescription-mail';
import { subscribeReceiptMail } from './mail/receipt-mail';
import { createNotificationService, type NotificationService } from './notifications/notification-service';
import { PatientService } from './patients/patient-service';
import { CheckoutService } from './payments/checkout-service';
import { subscribeCheckoutEvents } from './payments/checkout-events';
import type { PaymentProvider } from './payments/payment-provider';
import { createSandboxProvider } from './payments/sandbox-provider';
import { createStripeProvider } from './payments/stripe-provider';
import { PrescriptionService } from './prescriptions/prescription-service';
import { SeeNowService, subscribeAvailableNow } from './see-now/see-now-service';
import { VerificationService } from './verification/verification-service';
import { createCounter } from './auth/counters';
import type { Realtime } from './realtime/realtime';
import { attachSocketServer, type SocketEventLimit, type SocketServer } from './realtime/socket-server';
import { liveOfferHoldOf, subscribeWaitlist, WaitlistService } from './waitlist';

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
  /** The one stream of domain events: publish inside a transaction, subscribe here (events/). */
  events: EventStream;
  sessions: SessionService;
  auth: AuthService;
  /** Two-step sign-in (authenticator app, recovery codes). */
  secondFactor: SecondFactor;
  /** Password reset and email verification links. */
  accountLinks: AccountLinks;
  /** Durable jobs (pg-boss on the app's database). */
  jobs: JobQueue;
  /** Email: the delivery log, its sending jobs and the built-in mailbox. */
  mail: MailService;
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
  /** "See a doctor now": the doctor's Available now switch (see-now/). */
  seeNow: SeeNowService;
  /** Prescriptions, renewal requests, verification and the access record. */
  prescriptions: PrescriptionService;
  /** The AI assistant: red flags, the provider in use (built-in guide or AI_API_URL), limits, suggestions. */
  assistant: AssistantService;
  /** Video consultations: session state, chat, notes, ICE servers. */
  consultations: ConsultationService;
  /** Clinician verification: licences sent by doctors, operators' decisions. */
  verification: VerificationService;
  /** Who read which patient's records, and every operator decision (the console lists it). */
  accessRecord: AccessRecordService;
  /** The console's system health: database, Redis, jobs, sockets. */
  systemHealth: () => Promise<SystemHealth>;
  /** Waitlists of doctors' full days: freed slots held for the first in line (waitlist/). */
  waitlist: WaitlistService;
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
    const secondFactor = new SecondFactor({
      db: database.db,
      clock,
      serverSecret: jwtSecret,
      codeLimiter: createCounter({ redisClient: limiterRedisClient, keyPrefix: config.redisKeyPrefix }, 'second-factor-codes', 10, 15 * 60),
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
      deviceSecret: jwtSecret,
      db: database.db,
    });
    const emailLimiter = new EmailRateLimiter({
      maxPerEmail: config.registerMaxAttemptsPerEmail,
      maxPerIp: config.registerMaxAttemptsPerIp,
      windowMinutes: config.registerWindowMinutes,
      redisClient: limiterRedisClient,
      keyPrefix: config.redisKeyPrefix,
    });
    const jobs = await startJobQueue(database, {
      pollSeconds: config.jobsPollSeconds,
      log,
      expireSeconds: { 'mail.send': config.mailSendTimeoutSeconds },
    });
    const mail: MailService = new MailService({
      db: database.db,
      jobs,
      log,
      smtpUrl: config.smtpUrl,
      sendTimeoutSeconds: config.mailSendTimeoutSeconds,
      concurrency: config.mailConcurrency,
      from: config.mailFrom,
      mailboxAllowed: config.nodeEnv !== 'production',
      siteOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
      unsubscribeSecret: jwtSecret,
      clock,
    });
    // The mail connections close after the last job that may send has stopped.
    cleanups.unshift(async () => {
      await jobs.stop();
      mail.close();
    });
    await mail.start();
    const accountLinks = new AccountLinks({
      db: database.db,
      mail,
      sessions,
      realtime,
      changes,
      clock,
      resetPerIp: createCounter({ redisClient: limiterRedisClient, keyPrefix: config.redisKeyPrefix }, 'password-reset-ip', 20, 15 * 60),
      resendPerUser: createCounter(
        { redisClient: limiterRedisClient, keyPrefix: config.redisKeyPrefix },
        'verification-resend',
        3,
        60 * 60,
      ),
      resetPerEmail: createCounter(
        { redisClient: limiterRedisClient, keyPrefix: config.redisKeyPrefix },
        'password-reset-email',
        3,
        60 * 60,
      ),
    });
    const auth = new AuthService({
      db: database.db,
      sessions,
      loginLimiter,
      emailLimiter,
      notifications,
      realtime,
      clock,
      log,
      changes,
      secondFactor,
    });
    const doctors = new DoctorService({ db: database.db, clock, notifications, realtime, log, changes });
    const doctorSearch = new DoctorSearch({
      db: database.db,
      clock,
      log,
      changes,
      cacheEnabled: config.searchCacheEnabled,
      cacheSeconds: config.searchCacheSeconds,
      nameIndex: config.searchNameIndexEnabled,
    });
    cleanups.unshift(async () => doctorSearch.stop());
    const patients = new PatientService({ db: database.db, clock, changes });
    const paymentProvider: PaymentProvider = config.stripeSecretKey
      ? createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret, apiUrl: config.stripeApiUrl })
      : createSandboxProvider(database.db, clock);
    const events = new EventStream({
      db: database.db,
      log,
      redis: redisClient ? { client: redisClient as EventRedisClient, keyPrefix: config.redisKeyPrefix } : undefined,
    });
    cleanups.unshift(() => events.stop());
    const checkout = new CheckoutService({
      db: database.db,
      clock,
      provider: paymentProvider,
      doctors,
      changes,
      events,
      booking: appointmentBooking,
      log,
      holdMinutes: config.checkoutHoldMinutes,
      publicUrl: config.publicUrl,
      currency: config.currency,
      offeredHoldOf: liveOfferHoldOf,
    });
    const appointments = new AppointmentService({ db: database.db, clock, checkout, changes, events, slots: doctors });
    subscribeAppointmentNotices(events, { notifications, realtime });
    const appointmentMail = { mail, jobs, db: database.db, clock, siteOrigin: config.publicUrl ?? `http://localhost:${config.port}` };
    subscribeAppointmentMail(events, appointmentMail);
    subscribeReceiptMail(events, { mail, siteOrigin: appointmentMail.siteOrigin, currency: config.currency });
    subscribePrescriptionMail(events, { mail, siteOrigin: appointmentMail.siteOrigin });
    await jobs.work('doctor.agenda-sweep', async () => {
      await sendDueAgendas(appointmentMail, clock());
    });
    await jobs.schedule('doctor.agenda-sweep', AGENDA_SWEEP_CRON, {});
    await jobs.work(
      'appointment.reminder',
      async (data) => {
        await sendReminder(appointmentMail, data.appointmentId, data.kind, data.startsAt);
      },
      { concurrency: config.mailConcurrency },
    );
    subscribeAppointmentRefunds(events);
    subscribeDoctorSuspension(events, { clock, changes });
    subscribeCheckoutEvents(events, { db: database.db, checkout, notifications });
    // ---- See a doctor now (issue 23 point 1): the switch, and search hearing it on every instance.
    const seeNow = new SeeNowService({ db: database.db, clock, events });
    subscribeAvailableNow(events, { changes });
    // ---- end of see-now wiring
    const prescriptions = new PrescriptionService({
      db: database.db,
      clock,
      events,
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
    const verification = new VerificationService({ db: database.db, clock, notifications, changes, log, events });
    const accessRecord = new AccessRecordService({ db: database.db, clock });
    // ---- Waitlist (issue 23 point 7): offers slots freed by cancellations and moves; its sweep is below.
    const waitlist = new WaitlistService({
      db: database.db,
      clock,
      doctors,
      notifications,
      changes,
      log,
      expireAtProvider: (sessions) => checkout.expireAtProvider(sessions),
    });
    subscribeWaitlist(events, { waitlist, clock });
    const pingRedis = limiterRedisClient ? () => (limiterRedisClient as { ping(): Promise<unknown> }).ping() : undefined;
    const systemHealth = () =>
      checkSystemHealth({ database, pingRedis, socketsConnected: () => socketServer.io.of('/').sockets.size, now: clock });
    const services: Services = {
      waitlist,
      verification,
      accessRecord,
      systemHealth,
      config,
      database,
      clock,
      changes,
      events,
      sessions,
      auth,
      secondFactor,
      accountLinks,
      jobs,
      mail,
      notifications,
      realtime,
      doctors,
      doctorSearch,
      patients,
      paymentProvider,
      checkout,
      appointments,
      seeNow,
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
        events,
      }),
    };
    cleanups.unshift(async () => services.consultations.stop());

    // Subscribers are in place: deliver what a previous run committed and did not deliver.
    await events.start();

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
      // A video visit whose doctor never joined is cancelled and refunded in full (doctor-no-show.ts).
      appointments.cancelDoctorNoShows().catch((error: unknown) => log.error({ err: error }, 'doctor no-show sweep failed'));
      // A waitlist offer not booked in time goes to the next in line (waitlist/).
      waitlist.sweepLapsedOffers().catch((error: unknown) => log.error({ err: error }, 'waitlist offer sweep failed'));
    }, config.checkoutSweepSeconds * 1000);
    sweep.unref();
    cleanups.unshift(async () => clearInterval(sweep));

    return { services, socketServer, cleanups };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}
