import type { SystemHealth } from '@telehealth/shared-api/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { JOB_SCHEMA } from '../db/job-schema';

/** The longest a health check waits for the database or Redis before calling it unreachable. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

export interface SystemHealthDeps {
  database: Database;
  /** Pings Redis; undefined when REDIS_URL is not set. */
  pingRedis?: () => Promise<unknown>;
  /** Sockets connected to this instance. */
  socketsConnected: () => number;
  now: () => Date;
}

class TimedOut extends Error {}

async function timed<T>(run: () => Promise<T>): Promise<{ value?: T; latencyMs: number | null; error: string | null }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      run(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new TimedOut(`No answer within ${HEALTH_CHECK_TIMEOUT_MS / 1000} seconds`)),
          HEALTH_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { value, latencyMs: Math.round((performance.now() - started) * 10) / 10, error: null };
  } catch (error) {
    return { latencyMs: null, error: error instanceof Error ? error.message.slice(0, 200) : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

interface JobCountRow {
  name: string;
  state: string;
  count: number;
}

/**
 * The console's system health: the database's round trip, Redis's (when configured), the job
 * queue's waiting, running and failed jobs by queue, and the sockets connected to this instance.
 * Each part is checked on its own, so one being down shows as such while the others report.
 */
export async function checkSystemHealth(deps: SystemHealthDeps): Promise<SystemHealth> {
  const { db } = deps.database;
  const [database, redis, jobs] = await Promise.all([
    timed(() => queryRows(db, sql`select 1 as ok`)),
    deps.pingRedis ? timed(deps.pingRedis) : Promise.resolve(null),
    timed(() =>
      queryRows<JobCountRow>(
        db,
        sql`select name, state::text as state, count(*)::int as count from ${sql.identifier(JOB_SCHEMA)}.job group by name, state`,
      ),
    ),
  ]);
  const queues = new Map<string, { name: string; queued: number; active: number; failed: number }>();
  for (const row of jobs.value ?? []) {
    const queue = queues.get(row.name) ?? { name: row.name, queued: 0, active: 0, failed: 0 };
    if (row.state === 'created' || row.state === 'retry') queue.queued += Number(row.count);
    else if (row.state === 'active') queue.active += Number(row.count);
    else if (row.state === 'failed') queue.failed += Number(row.count);
    queues.set(row.name, queue);
  }
  return {
    database: { ok: database.error === null, kind: deps.database.kind, latencyMs: database.latencyMs, error: database.error },
    redis: redis ? { ok: redis.error === null, latencyMs: redis.latencyMs, error: redis.error } : null,
    jobs: { ok: jobs.error === null, queues: [...queues.values()].sort((a, b) => a.name.localeCompare(b.name)), error: jobs.error },
    sockets: { connected: deps.socketsConnected() },
    checkedAt: deps.now().toISOString(),
  };
}
