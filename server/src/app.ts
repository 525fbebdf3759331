import swagger from '@fastify/swagger';
import { API_BASE_PATH } from '@telehealth/shared-api/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { accessRecordFeature } from './access-record';
import { adminFeature } from './admin';
import { appointmentsFeature } from './appointments';
import { assistantFeature } from './assistant';
import { authFeature } from './auth';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { consultationFeature } from './consultation';
import type { Database } from './db/client';
import { doctorsFeature } from './doctors';
import { followUpsFeature } from './follow-ups';
import { Composition, type Lifecycle } from './feature';
import { brandPlugin } from './http/brand';
import { answerClientError, answerFrameworkError, registerErrorHandling, registerJsonParser } from './http/error-handler';
import { healthPlugin } from './http/health-routes';
import { registerInputGuard } from './http/input-guard';
import { loggerOptions, type LogDestination } from './http/logging';
import { registerSecurity } from './http/security';
import { staticFilesPlugin } from './http/static-files';
import { fastifyTrustProxy } from './http/trust-proxy';
import { mailFeature } from './mail';
import { notificationsFeature } from './notifications';
import { patientsFeature } from './patients';
import { paymentsFeature } from './payments';
import { openPlatform, type Platform } from './platform';
import type { ServerPlugin } from './plugin';
import { prescriptionsFeature } from './prescriptions';
import type { SocketEventLimit } from './realtime/socket-server';
import { seeNowFeature } from './see-now';
import { registerAccessControl } from './sessions/access-control';
import { uploadsFeature } from './uploads';
import { verificationFeature } from './verification';
import { waitlistFeature } from './waitlist';

/**
 * The server's features in dependency order (docs/adding-a-server-feature.md): each is built
 * from the platform and the features before it, and `add` does not compile when a feature
 * needs something no earlier one provides.
 */
export const FEATURES = Composition.over<Platform>()
  .add(notificationsFeature)
  .add(mailFeature)
  .add(authFeature)
  .add(uploadsFeature)
  .add(accessRecordFeature)
  .add(doctorsFeature)
  .add(patientsFeature)
  .add(appointmentsFeature)
  .add(seeNowFeature)
  .add(waitlistFeature)
  .add(followUpsFeature)
  .add(paymentsFeature)
  .add(prescriptionsFeature)
  .add(consultationFeature)
  .add(assistantFeature)
  .add(verificationFeature)
  .add(adminFeature);

/** Every service of the app: the platform's and each feature's. */
export type AppServices = Awaited<ReturnType<typeof FEATURES.build>>;

/**
 * Every plugin in registration order: health first, the features', and static files last (the
 * web app answers every path no other plugin claims).
 */
export const PLUGINS: ReadonlyArray<ServerPlugin<AppServices>> = [healthPlugin, ...FEATURES.plugins(), brandPlugin, staticFilesPlugin];

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (tests drive the webhook path and the sweep through them). */
    services: AppServices;
  }
}

export interface AppDeps {
  /** An open, migrated database; when given, the caller owns it (it is not closed with the app). */
  database?: Database;
  clock?: Clock;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: LogDestination;
  /** XREAD block time of the Redis streams adapter (short in tests for a quick shutdown). */
  redisBlockMs?: number;
  /** Incoming socket events allowed per socket (default DEFAULT_SOCKET_EVENT_LIMIT). */
  socketEventLimit?: SocketEventLimit;
  /** See PlatformDeps. */
  eventPollMs?: number;
  /** Plugins registered after PLUGINS (tests add features of their own). */
  extraPlugins?: ReadonlyArray<ServerPlugin<AppServices>>;
  /** Names of PLUGINS left out (a test's own feature may take over their socket events). */
  omitPlugins?: readonly string[];
}

/**
 * Builds the server: REST API under /api/v1, socket.io, health checks, OpenAPI and the
 * built web app. Does not listen and does not migrate (main.ts does both).
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logDestination),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  // Clean-ups run the last registered first; start steps and sweeps once everything is built.
  const cleanups: Array<() => Promise<unknown>> = [];
  const starts: Array<() => Promise<unknown> | unknown> = [];
  const sweeps: Array<{ seconds: number; what: string; task: () => Promise<unknown> }> = [];
  const life: Lifecycle = {
    onClose: (cleanup) => void cleanups.unshift(async () => cleanup()),
    onStart: (start) => void starts.push(start),
    every: (seconds, what, task) => void sweeps.push({ seconds, what, task }),
  };
  try {
    const { platform, socketServer } = await openPlatform(
      config,
      app.server,
      {
        database: deps.database,
        clock: deps.clock ?? systemClock,
        log: app.log,
        redisBlockMs: deps.redisBlockMs,
        socketEventLimit: deps.socketEventLimit,
        eventPollMs: deps.eventPollMs,
      },
      life,
    );
    const services = await FEATURES.build(platform, life);
    app.decorate('services', services);

    // Subscribers are in place: deliver what a previous run committed and did not deliver.
    await services.events.start();
    for (const start of starts) await start();
    for (const { seconds, what, task } of sweeps) {
      const timer = setInterval(() => {
        task().catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
      }, seconds * 1000);
      timer.unref();
      life.onClose(() => clearInterval(timer));
    }

    // Open sockets would keep the HTTP server from closing: drop them first.
    app.addHook('preClose', async () => socketServer.disconnectAll());
    app.addHook('onClose', async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    // yup (shared with the client) is the validator of record; JSON schemas document the API
    // and shape the responses.
    app.setValidatorCompiler(() => (value) => ({ value }));
    registerJsonParser(app, config.bodyLimitBytes);
    registerInputGuard(app);
    registerErrorHandling(app, config.bodyLimitBytes);
    await registerSecurity(app, config);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Telehealth API',
          version: '1.0.0',
          description: 'Every answer is an envelope { statusCode, data, message, success }.',
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });

    const plugins = [...PLUGINS.filter((plugin) => !deps.omitPlugins?.includes(plugin.name)), ...(deps.extraPlugins ?? [])].filter(
      (plugin) => plugin.enabled?.(services) ?? true,
    );
    assertUniqueNames(plugins.map((plugin) => plugin.name));

    for (const plugin of plugins) plugin.sockets?.(socketServer.features, services);
    await app.register(
      async (api) => {
        registerAccessControl(api, services.sessions, {
          mode: config.clinician2fa,
          isEnabled: (userId) => services.secondFactor.isEnabled(userId),
        });
        api.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
        for (const plugin of plugins) {
          if (plugin.routes) await api.register(async (scope) => plugin.routes!(scope, services));
        }
      },
      { prefix: API_BASE_PATH },
    );
    for (const plugin of plugins) {
      if (plugin.pages) await app.register(async (scope) => plugin.pages!(scope, services));
    }
    return app;
  } catch (error) {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}

function assertUniqueNames(names: string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`two server plugins are named "${name}"`);
    seen.add(name);
  }
}
