import type {} from '@fastify/swagger'; // its route option `schema.hide`
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { definePlugin } from '../plugin';
import { findUpload, UPLOAD_NAME, UPLOADS_PATH } from './upload-repository';

/** A name is never reused for other content, so browsers and CDNs may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<name>: a stored, re-encoded image. Only names the server made are looked up;
 * there is no listing.
 */
export async function uploadRoutes(app: FastifyInstance, { database }: { database: Database }): Promise<void> {
  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const upload = UPLOAD_NAME.test(name) ? await findUpload(database.db, name) : undefined;
    if (!upload) return reply.callNotFound();
    return (
      reply
        .header('content-type', upload.contentType)
        .header('cache-control', IMMUTABLE)
        .header('content-length', String(upload.content.length))
        // Images may be shown by a shell served from another configured origin.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(upload.content)
    );
  });
}

export const uploadsPlugin = definePlugin({ name: 'uploads', pages: uploadRoutes });
