// `npm start`: read config, migrate, seed a new database, listen, print the demo sign-ins.
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { DataFolderError, ensureWritableFolder } from './db/data-folder';
import { vacuumAnalyze } from './db/maintenance';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_DIRECTORY_DOCTORS, DEMO_REVIEWER_PATIENTS, seedDemoAccounts } from './seed';
import type { MailTransportKind } from './mail';
import { MAILBOX_PATH } from './mail';
import { ensureAdminOnStart, ADMIN_REQUEST_POLL_MS, processAdminRequests, removeServerPid, writeServerPid } from './admin';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function mailLine(transport: MailTransportKind, mailboxUrl: string): string {
  if (transport === 'smtp') return 'Email: sent through SMTP_URL';
  if (transport === 'mailbox') return `Email: kept in the built-in mailbox at ${mailboxUrl} (set SMTP_URL to send)`;
  return 'Email: not sent (set SMTP_URL); messages are logged as failed';
}

async function main(): Promise<void> {
  const config = readConfig();
  // DATA_DIR holds the PGlite files and the generated JWT secret: check it before either is needed.
  if (!config.databaseUrl) await ensureWritableFolder(config.pgliteDir);
  else if (!config.jwtSecret) await ensureWritableFolder(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await migrate(database);
  const seeded = config.seedDemo ? await seedDemoAccounts(database.db) : false;
  const admin = await ensureAdminOnStart(database.db, config);
  await vacuumAnalyze(database);

  const app = await buildApp(config, { database });
  if (!config.databaseUrl) {
    // Only this process may open the embedded database: `npm run admin -- create` sees the
    // process id and leaves its request in DATA_DIR, made into an account here.
    await writeServerPid(config.dataDir);
    const makeRequestedAdmins = async () => {
      for (const outcome of await processAdminRequests(database.db, config.dataDir)) {
        if (outcome.created) app.log.warn(`Operations account created for ${outcome.email} (npm run admin)`);
        else app.log.error(`Operations account not created for ${outcome.email}: ${outcome.problem}`);
      }
    };
    await makeRequestedAdmins();
    const poll = setInterval(() => {
      makeRequestedAdmins().catch((error: unknown) => app.log.error({ err: error }, 'operations account requests could not be read'));
    }, ADMIN_REQUEST_POLL_MS);
    poll.unref();
    app.addHook('onClose', async () => {
      clearInterval(poll);
      await removeServerPid(config.dataDir);
    });
  }
  app.addHook('onClose', async () => database.close());
  await app.listen({ port: config.port, host: config.host });
  // The doctor search index loads now rather than on the first search (under a second for 20,000 doctors).
  app.services.doctorSearch.start().catch((error: unknown) => app.log.error({ err: error }, 'doctor search index could not load'));

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `Telehealth is running at http://${shownHost}:${config.port}`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    mailLine(app.services.mail.transport, `http://${shownHost}:${config.port}${MAILBOX_PATH}`),
    config.clinician2fa === 'required'
      ? 'Two-step sign-in: required for doctors and operations (CLINICIAN_2FA=required)'
      : 'Two-step sign-in: optional in this demo, so the demo doctor signs in at once (set CLINICIAN_2FA=required in production)',
  ];
  if (config.seedDemo) {
    lines.push(seeded ? 'Demo accounts created. Sign in with:' : 'Demo accounts (created on first start):');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`  ${account.role.padEnd(7)}  ${account.email.padEnd(26)}  ${account.password}`);
    }
    lines.push(
      `  and ${DEMO_DIRECTORY_DOCTORS.length} more doctors and ${DEMO_REVIEWER_PATIENTS.length} more patients (e.g. ${DEMO_DIRECTORY_DOCTORS[0]!.email}), same password`,
    );
  }
  if (admin.kind === 'created') {
    lines.push(`Operations account created for ${admin.email} (ADMIN_EMAIL).`);
    if (admin.generatedPassword) lines.push(`  Its password, shown only now: ${admin.generatedPassword}`);
  } else if (admin.kind === 'email-taken') {
    lines.push(`ADMIN_EMAIL: ${admin.email} already belongs to a patient or doctor account; no operations account was made.`);
  }
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof DataFolderError ? error.message : error);
  process.exit(1);
});
