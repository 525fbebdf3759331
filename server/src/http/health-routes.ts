import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';

const MIB = 1024 * 1024;

/** Rejects when the disk holding `folder` has less than `minFreeMb` MiB left for this user. */
export async function checkFreeSpace(folder: string, minFreeMb: number): Promise<void> {
  const { bavail, bsize } = await statfs(folder);
  const free = bavail * bsize;
  if (free < minFreeMb * MIB) throw new Error(`${Math.floor(free / MIB)} MiB free in ${folder}, below READY_MIN_FREE_MB=${minFreeMb}`);
}

/**
 * Liveness (`/health`) and readiness (`/ready`: the database answers and can commit a row and,
 * with the embedded database, its disk has room left).
 */
export async function healthRoutes(app: FastifyInstance, { database, config }: { database: Database; config: AppConfig }): Promise<void> {
  const statusSchema = { type: 'object', properties: { status: { type: 'string' } } };
  const unavailableSchema = { type: 'object', properties: { status: { type: 'string' }, check: { type: 'string' } } };
  const embedded = config.databaseUrl === undefined;
  const checks: ReadonlyArray<readonly [string, () => Promise<void>]> = [
    // Before the write: a full disk may still take one small commit into space already allocated.
    ...(embedded && config.readyMinFreeMb > 0
      ? [['disk-space', () => checkFreeSpace(config.dataDir, config.readyMinFreeMb)] as const]
      : []),
    ['database-read', () => database.ping()],
    ['database-write', () => database.probeWrite()],
  ];

  app.get('/health', { schema: { tags: ['Operations'], summary: 'Liveness', response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/ready',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: disk space (embedded database), the database answers and can commit a row (503 names the failed check)',
        response: { 200: statusSchema, 503: unavailableSchema },
      },
    },
    async (request, reply) => {
      for (const [check, run] of checks) {
        try {
          await run();
        } catch (error) {
          request.log.warn({ err: error, check }, `readiness check failed: ${check}`);
          return reply.code(503).send({ status: 'unavailable', check });
        }
      }
      return { status: 'ok' };
    },
  );
}

/** `/health` and `/ready`, outside /api/v1. */
/** Served by app.ts as a plugin (http/ sits below plugin.ts, so it is a plain object). */
export const healthPlugin = { name: 'health', pages: healthRoutes } as const;
