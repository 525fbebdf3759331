import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Refreshes planner statistics and the visibility map. PostgreSQL's autovacuum does this on
 * its own; embedded PGlite has no autovacuum, so the server runs it at start (and after bulk
 * seeding), which lets counts and sorts use index-only scans.
 */
export async function vacuumAnalyze(database: Database): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`VACUUM (ANALYZE)`);
  else await database.db.execute(sql`ANALYZE`);
}
