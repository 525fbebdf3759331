import { accountSchema, API_MESSAGES } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../auth/access-control';
import { sendEnvelope } from '../http/envelope';
import { NotFound } from '../http/errors';
import { routeSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { accountMessages } from '../notifications/account-messages';
import type { Services } from '../services';
import { definePlugin } from '../plugin';
import { normaliseEmail, updateAccountDetails } from './user-repository';
import { apiUserSchema, toApiUser } from './user-serializer';

const TAGS = ['User'];

/** GET /user/current-user and PATCH /user/update-account-details. */
export async function userRoutes(app: FastifyInstance, services: Pick<Services, 'auth' | 'changes' | 'clock' | 'database'>): Promise<void> {
  app.get(
    '/user/current-user',
    {
      config: { auth: 'any' },
      schema: routeSchema({ tags: TAGS, summary: 'The signed-in user', auth: 'any', data: { 200: apiUserSchema } }),
    },
    async (request, reply) => sendEnvelope(reply, toApiUser(caller(request).user)),
  );

  app.patch(
    '/user/update-account-details',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Update name, email and phone number',
        auth: 'any',
        body: {
          type: 'object',
          required: ['name', 'email'],
          properties: {
            name: { type: 'string', minLength: 2 },
            email: { type: 'string', format: 'email' },
            phoneNumber: { type: ['integer', 'null'] },
          },
        },
        data: { 200: apiUserSchema },
      }),
    },
    async (request, reply) => {
      const auth = caller(request);
      const input = await validate(accountSchema, request.body);
      // A new email is answered "taken" or not, like a sign-up: limited the same way.
      if (normaliseEmail(input.email) !== normaliseEmail(auth.user.email)) await services.auth.limitEmailAttempt(request.ip, input.email);
      const updated = await updateAccountDetails(
        services.database.db,
        services.changes,
        auth.user.id,
        { name: input.name, email: input.email, phoneNumber: input.phoneNumber ?? null },
        services.clock(),
      );
      if (!updated) throw new NotFound('Account not found');
      await services.auth.notifySafely(updated.id, accountMessages.accountDetailsChanged);
      return sendEnvelope(reply, toApiUser(updated), API_MESSAGES.accountUpdated);
    },
  );
}

export const usersPlugin = definePlugin({ name: 'users', services: ['auth', 'changes', 'clock', 'database'], routes: userRoutes });
