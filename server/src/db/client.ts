import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** `select 1`: resolves when the database answers. */
  ping(): Promise<void>;
  /** A small committed write that leaves nothing behind: rejects when the database cannot store anything (full disk). */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory (tests start new databases from one). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://`. */
  pgliteDir?: string;
  /** A PGlite data-directory dump to start from (tests load a migrated template). */
  pgliteTemplate?: Blob;
}

/** Opens PostgreSQL through a node-postgres pool, or embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that loses its connection emits 'error' on the pool; without a listener
    // that would crash the process. The next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      probeWrite: () => probeWrite(db),
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDir ?? 'memory://';
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  // pg_trgm backs the doctor name search (migration 0001 creates the extension).
  const extensions = { pg_trgm };
  const client = new PGlite(dataDir, options.pgliteTemplate ? { extensions, loadDataDir: options.pgliteTemplate } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    probeWrite: () => probeWrite(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * Inserts a row into a real table and deletes it in the same transaction, which commits: the
 * commit flushes the WAL to disk as a real write's would (a rolled-back probe is never flushed,
 * so it passed on a full disk while sign-ups failed), and nothing stays behind. `uploads` has
 * no required foreign key, and a random name keeps concurrent probes from waiting on each other.
 */
async function probeWrite(db: Db): Promise<void> {
  const name = `readiness-probe-${randomUUID()}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into uploads (name, content_type, content) values (${name}, 'application/octet-stream', ''::bytea)`);
    await tx.execute(sql`delete from uploads where name = ${name}`);
  });
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** True when `error` (or its cause, as drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
