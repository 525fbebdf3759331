import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/**
 * Applies the committed drizzle-kit migrations. Idempotent: drizzle records applied
 * migrations in `drizzle.__drizzle_migrations` and skips them on the next start.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, config);
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase<Record<string, unknown>>, config);
  }
}
