import PgBoss from 'pg-boss';
import type { Database, Db } from './client';

/** The schema pg-boss keeps its queues and jobs in. */
export const JOB_SCHEMA = 'pgboss';

interface RawClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * pg-boss's connection over the driver drizzle already holds, or over one of its open
 * transactions, so a job is written in the same transaction as the change that causes it.
 * PGlite runs a statement with parameters through query() and pg-boss's multi-statement
 * scripts (which carry no parameters) through exec(); node-postgres does both with query().
 */
export function jobConnection(executor: Db): PgBoss.Db {
  const holder = executor as unknown as { $client?: RawClient; session?: { client?: RawClient } };
  const client = holder.session?.client ?? holder.$client;
  if (!client) throw new Error('jobConnection: no driver client behind this database handle');
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && client.exec) {
        const results = await client.exec(text);
        return (results[results.length - 1] ?? { rows: [] }) as { rows: unknown[] };
      }
      return (await client.query(text, values)) as { rows: unknown[] };
    },
  };
}

/**
 * Creates pg-boss's tables when they are missing (run with the migrations, so a migrated
 * template already has them and a start only checks the version).
 */
export async function installJobSchema(database: Database): Promise<void> {
  const connection = jobConnection(database.db);
  const found = await connection.executeSql(`select 1 from information_schema.tables where table_schema = $1 and table_name = 'version'`, [
    JOB_SCHEMA,
  ]);
  if (found.rows.length > 0) return;
  await connection.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA), []);
}
