// `npm run admin -- create <email> [--name <name>]`: makes an operator (admin) account, with
// the same configuration as `npm start` (DATABASE_URL, or the embedded database in DATA_DIR).
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { AdminAccountError, adminRequestOf, generateAdminPassword, insertAdmin } from './admin-accounts';
import { ADMIN_REQUEST_POLL_MS, serverIsRunning, writeAdminRequest } from './admin-requests';

const USAGE = `Usage: npm run admin -- create <email> [--name "<name>"]

Creates an operations (admin) account and prints its password once; keep it somewhere safe.
Set ADMIN_PASSWORD to choose the password instead of having one made.`;

function parseArgs(argv: string[]): { email: string; name?: string } | null {
  const [command, email, ...rest] = argv;
  if (command !== 'create' || !email || email.startsWith('-')) return null;
  let name: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '--name' && rest[i + 1]) name = rest[++i];
    else return null;
  }
  return { email, name };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const chosen = process.env.ADMIN_PASSWORD?.trim() || undefined;
  const password = chosen ?? generateAdminPassword();
  const request = await adminRequestOf({ email: args.email, password, name: args.name });
  const shownPassword = chosen ? [] : [`Password (shown only now): ${password}`];

  // The embedded database takes one process at a time: a running server makes the account.
  if (!config.databaseUrl && (await serverIsRunning(config.dataDir))) {
    await writeAdminRequest(config.dataDir, request);
    console.log(
      [
        `The server is running: it will create the operations account ${request.email} within ${ADMIN_REQUEST_POLL_MS / 1000} seconds (see its log).`,
        ...shownPassword,
      ].join('\n'),
    );
    return 0;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await migrate(database);
    const admin = await insertAdmin(database.db, request);
    console.log([`Operations account created: ${admin.email}`, ...shownPassword].join('\n'));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof AdminAccountError ? error.message : error);
    process.exit(1);
  },
);
