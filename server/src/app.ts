import swagger from '@fastify/swagger';
import { API_BASE_PATH } from '@telehealth/shared-api/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { consultationPlugin } from './consultation/consultation-routes';
import { appointmentsPlugin } from './appointments/appointment-routes';
import { assistantPlugin } from './assistant/assistant-routes';
import { registerAccessControl } from './auth/access-control';
import { authPlugin } from './auth/auth-routes';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { doctorsPlugin } from './doctors/doctor-routes';
import { answerClientError, answerFrameworkError, registerErrorHandling, registerJsonParser } from './http/error-handler';
import { brandPlugin } from './http/brand';
import { healthPlugin } from './http/health-routes';
import { registerInputGuard } from './http/input-guard';
import { loggerOptions, type LogDestination } from './http/logging';
import { registerSecurity } from './http/security';
import { fastifyTrustProxy } from './http/trust-proxy';
import { staticFilesPlugin } from './http/static-files';
import { mailboxPlugin } from './mail/mailbox-routes';
import { messagesPlugin } from './mail/message-routes';
import { notificationsPlugin } from './notifications/notification-routes';
import { patientsPlugin } from './patients/patient-routes';
import { paymentsPlugin } from './payments/payment-routes';
import { pickServices, type ServerPlugin } from './plugin';
import { seeNowPlugin } from './see-now/see-now-routes';
import { prescriptionsPlugin } from './prescriptions/prescription-routes';
import type { SocketEventLimit } from './realtime/socket-server';
import { buildServices, type Services } from './services';
import { uploadsPlugin } from './uploads/upload-routes';
import { verificationPlugin } from './verification/verification-routes';
import { adminPlugin } from './admin/admin-routes';
import { consolePlugin } from './admin/console-routes';
import { usersPlugin } from './users/user-routes';
import { waitlistPlugin } from './waitlist';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (tests drive the webhook path and the sweep through them). */
    services: Services;
  }
}

/**
 * The server's features, in registration order. To add one, see docs/adding-a-server-feature.md.
 * Static files come last: the web app answers every path no other plugin claims.
 */
export const PLUGINS: readonly ServerPlugin[] = [
  healthPlugin,
  authPlugin,
  usersPlugin,
  notificationsPlugin,
  messagesPlugin,
  doctorsPlugin,
  patientsPlugin,
  paymentsPlugin,
  appointmentsPlugin,
  waitlistPlugin,
  seeNowPlugin,
  uploadsPlugin,
  prescriptionsPlugin,
  assistantPlugin,
  consultationPlugin,
  verificationPlugin,
  adminPlugin,
  consolePlugin,
  brandPlugin,
  mailboxPlugin,
  staticFilesPlugin,
];

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
  /** Plugins registered after PLUGINS (tests add features of their own). */
  extraPlugins?: readonly ServerPlugin[];
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

  const { services, socketServer, cleanups } = await buildServices(config, app.server, {
    database: deps.database,
    clock: deps.clock ?? systemClock,
    log: app.log,
    redisBlockMs: deps.redisBlockMs,
    socketEventLimit: deps.socketEventLimit,
  });
  try {
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

    const plugins = [...PLUGINS.filter((plugin) => !deps.omitPlugins?.includes(plugin.name)), ...(deps.extraPlugins ?? [])]
      .map((plugin) => ({ plugin, given: pickServices(services, plugin.services) }))
      .filter(({ plugin, given }) => plugin.enabled?.(given) ?? true);
    assertUniqueNames(plugins.map(({ plugin }) => plugin.name));

    for (const { plugin, given } of plugins) plugin.sockets?.(socketServer.features, given);
    await app.register(
      async (api) => {
        registerAccessControl(api, services.sessions, {
          mode: config.clinician2fa,
          isEnabled: (userId) => services.secondFactor.isEnabled(userId),
        });
        api.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
        for (const { plugin, given } of plugins) {
          if (plugin.routes) await api.register(async (scope) => plugin.routes!(scope, given));
        }
      },
      { prefix: API_BASE_PATH },
    );
    for (const { plugin, given } of plugins) {
      if (plugin.pages) await app.register(async (scope) => plugin.pages!(scope, given));
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
