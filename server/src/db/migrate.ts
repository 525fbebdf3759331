import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { installJobSchema } from './job-schema';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/** Key of the PostgreSQL advisory lock held while migrating (any constant shared by every instance). */
const MIGRATION_LOCK_KEY = 4_140_720_261;

/**
 * Applies the committed drizzle-kit migrations. Idempotent: drizzle records applied
 * migrations in `drizzle.__drizzle_migrations` and skips them on the next start. On PostgreSQL
 * the instances starting together take turns (an advisory lock): otherwise each would find the
 * database empty and all but one would fail creating the same types and tables. The job
 * queue's own tables (pg-boss) are created after them, under pg-boss's own lock.
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, config);
    await installJobSchema(database);
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    // A session lock, on the one connection the migrations then run on.
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(connection) as NodePgDatabase<Record<string, unknown>>, config);
      await installJobSchema(database);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
