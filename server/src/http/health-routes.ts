import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { definePlugin } from '../plugin';

/** Liveness (`/health`) and readiness (`/ready`: the database answers `select 1`). */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  const statusSchema = { type: 'object', properties: { status: { type: 'string' } } };

  app.get('/health', { schema: { tags: ['Operations'], summary: 'Liveness', response: { 200: statusSchema } } }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/ready',
    { schema: { tags: ['Operations'], summary: 'Readiness: the database answers', response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed: database unavailable');
        return reply.code(503).send({ status: 'unavailable' });
      }
    },
  );
}

/** `/health` and `/ready`, outside /api/v1. */
export const healthPlugin = definePlugin({ name: 'health', services: ['database'], pages: healthRoutes });
