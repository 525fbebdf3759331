import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { definePlugin } from '../plugin';

/** Liveness (`/health`) and readiness (`/ready`: the database answers and can store a row). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const statusSchema = { type: 'object', properties: { status: { type: 'string' } } };
  const unavailableSchema = { type: 'object', properties: { status: { type: 'string' }, check: { type: 'string' } } };
  const checks: ReadonlyArray<readonly [string, () => Promise<void>]> = [
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
        summary: 'Readiness: the database answers and can store a row (503 names the failed check)',
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
export const healthPlugin = definePlugin({ name: 'health', services: ['database'], pages: healthRoutes });
