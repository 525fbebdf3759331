// `npm run migrate`: applies migrations with the same configuration as `npm start`.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await migrate(database);
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
