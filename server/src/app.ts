import swagger from '@fastify/swagger';
import { API_BASE_PATH } from '@telehealth/shared-api/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { AppointmentEvents } from './appointments/appointment-events';
import { appointmentRoutes } from './appointments/appointment-routes';
import { AppointmentService } from './appointments/appointment-service';
import { registerAccessControl } from './auth/access-control';
import { authRoutes } from './auth/auth-routes';
import { AuthService } from './auth/auth-service';
import { loadOrCreateJwtSecret } from './auth/jwt-secret';
import { LoginRateLimiter } from './auth/login-rate-limit';
import { SessionService } from './auth/sessions';
import { secretKey } from './auth/tokens';
import { ChangeFeed } from './changes/change-feed';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { doctorRoutes } from './doctors/doctor-routes';
import { DoctorService } from './doctors/doctor-service';
import { DoctorSearch } from './doctors/search';
import { registerErrorHandling, registerJsonParser } from './http/error-handler';
import { healthRoutes } from './http/health-routes';
import { registerSecurity } from './http/security';
import { staticRoutes } from './http/static-files';
import { notificationRoutes } from './notifications/notification-routes';
import { createNotificationService } from './notifications/notification-service';
import { patientRoutes } from './patients/patient-routes';
import { PatientService } from './patients/patient-service';
import { CheckoutService } from './payments/checkout-service';
import type { PaymentProvider } from './payments/payment-provider';
import { paymentRoutes } from './payments/payment-routes';
import { checkoutBrowserRoutes } from './payments/sandbox-checkout-routes';
import { createSandboxProvider } from './payments/sandbox-provider';
import { createStripeProvider } from './payments/stripe-provider';
import { stripeWebhookRoutes } from './payments/stripe-webhook-routes';
import { attachSocketServer } from './realtime/socket-server';
import type { Services } from './services';
import { uploadRoutes } from './uploads/upload-routes';
import { userRoutes } from './users/user-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (tests drive the webhook path and the sweep through them). */
    services: Services;
  }
}

export interface AppDeps {
  /** An open, migrated database; when given, the caller owns it (it is not closed with the app). */
  database?: Database;
  clock?: Clock;
  /** XREAD block time of the Redis streams adapter (short in tests for a quick shutdown). */
  redisBlockMs?: number;
}

/**
 * Builds the server: REST API under /api/v1, socket.io, health checks, OpenAPI and the
 * built web app. Does not listen and does not migrate (main.ts does both).
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    // Fastify passes a hop count to proxy-addr, although its types omit numbers.
    trustProxy: config.trustProxy as boolean,
  });

  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const database = deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
    if (!deps.database) cleanups.push(() => database.close());

    const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(config.dataDir));
    if (!config.jwtSecret && (config.databaseUrl || config.redisUrl)) {
      app.log.warn('JWT_SECRET is not set: every instance sharing this database must share DATA_DIR/jwt-secret, or set JWT_SECRET');
    }

    let redisClient: unknown;
    if (config.redisUrl) {
      const client = createClient({ url: config.redisUrl });
      client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis error'));
      await client.connect();
      redisClient = client;
      cleanups.unshift(() => client.close());
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
    const socketServer = attachSocketServer(app.server, {
      sessions,
      corsOrigins: config.corsOrigins,
      clock,
      log: app.log,
      redisClient,
      redisKeyPrefix: config.redisKeyPrefix,
      redisBlockMs: deps.redisBlockMs,
    });
    cleanups.unshift(() => socketServer.close());
    const realtime = socketServer.realtime;
    const notifications = createNotificationService(database.db, realtime);
    const loginLimiter = new LoginRateLimiter({
      maxFailuresPerAccount: config.loginMaxFailuresPerAccount,
      maxAttemptsPerIp: config.loginMaxAttemptsPerIp,
      windowMinutes: config.loginWindowMinutes,
      redisClient,
      keyPrefix: config.redisKeyPrefix,
    });
    const auth = new AuthService({ db: database.db, sessions, loginLimiter, notifications, realtime, clock, log: app.log, changes });
    const doctors = new DoctorService({ db: database.db, clock, notifications, realtime, log: app.log, changes });
    const doctorSearch = new DoctorSearch({
      db: database.db,
      clock,
      log: app.log,
      changes,
      cacheEnabled: config.searchCacheEnabled,
      cacheSeconds: config.searchCacheSeconds,
    });
    cleanups.unshift(async () => doctorSearch.stop());
    const patients = new PatientService({ db: database.db, clock, changes });
    const paymentProvider: PaymentProvider = config.stripeSecretKey
      ? createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret, apiUrl: config.stripeApiUrl })
      : createSandboxProvider(database.db, clock);
    const events = new AppointmentEvents({ notifications, realtime, log: app.log });
    const checkout = new CheckoutService({
      db: database.db,
      clock,
      provider: paymentProvider,
      doctors,
      changes,
      events,
      log: app.log,
      holdMinutes: config.checkoutHoldMinutes,
      publicUrl: config.publicUrl,
    });
    const appointments = new AppointmentService({ db: database.db, clock, checkout, changes, events });
    const services: Services = { config, database, clock, changes, sessions, auth, notifications, realtime, doctors, doctorSearch, patients, paymentProvider, checkout, appointments };

    // Holds end by time on their own (availability ignores expired ones); the sweep also ends
    // their sessions and tells the provider, and makes the refunds that failed when decided.
    const sweep = setInterval(() => {
      checkout.sweepExpiredHolds().catch((error: unknown) => app.log.error({ err: error }, 'checkout hold sweep failed'));
      checkout.retryPendingRefunds().catch((error: unknown) => app.log.error({ err: error }, 'pending refund retry failed'));
    }, config.checkoutSweepSeconds * 1000);
    sweep.unref();
    cleanups.unshift(async () => clearInterval(sweep));

    app.decorate('services', services);

    // Open sockets would keep the HTTP server from closing: drop them first.
    app.addHook('preClose', async () => socketServer.disconnectAll());
    app.addHook('onClose', async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    // yup (shared with the client) is the validator of record; JSON schemas document the API
    // and shape the responses.
    app.setValidatorCompiler(() => (value) => ({ value }));
    registerJsonParser(app, config.bodyLimitBytes);
    registerErrorHandling(app, config.bodyLimitBytes);
    await registerSecurity(app, config);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Telehealth API', version: '1.0.0', description: 'Every answer is an envelope { statusCode, data, message, success }.' },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });

    await app.register(healthRoutes, { database });
    await app.register(
      async (api) => {
        registerAccessControl(api, sessions);
        api.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
        await api.register(authRoutes, { services });
        await api.register(userRoutes, { services });
        await api.register(notificationRoutes, { services });
        await api.register(doctorRoutes, { services });
        await api.register(patientRoutes, { services });
        await api.register(paymentRoutes, { services });
        await api.register(appointmentRoutes, { services });
        if (paymentProvider.name === 'stripe') await api.register(stripeWebhookRoutes, { services });
      },
      { prefix: API_BASE_PATH },
    );
    await app.register(uploadRoutes, { database });
    await app.register(checkoutBrowserRoutes, { services });
    await app.register(staticRoutes, { config });
    return app;
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}
