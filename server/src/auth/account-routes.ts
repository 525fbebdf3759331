import { accountSchema, API_MESSAGES } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { mailLinkOrigin } from '../http/allowed-hosts';
import { sendEnvelope } from '../http/envelope';
import { NotFound } from '../http/errors';
import { routeSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { accountMessages } from '../notifications';
import { definePlugin } from '../plugin';
import { toE164, markWelcomed, normaliseEmail, updateAccountDetails, apiUserSchema, toApiUser } from '../users';
import type { EventStream } from '../events';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { AccountLinks } from './account-links';
import type { AuthService } from './auth-service';

const TAGS = ['User'];

/** GET /user/current-user, PATCH /user/update-account-details and POST /user/welcome. */
export async function userRoutes(
  app: FastifyInstance,
  services: {
    auth: AuthService;
    accountLinks: AccountLinks;
    events: Pick<EventStream, 'flush'>;
    clock: Clock;
    config: AppConfig;
    database: Database;
  },
): Promise<void> {
  const linkOrigin = mailLinkOrigin(services.config);
  app.get(
    '/user/current-user',
    {
      config: { auth: 'any' },
      schema: routeSchema({ tags: TAGS, summary: 'The signed-in user', auth: 'any', data: { 200: apiUserSchema } }),
    },
    async (request, reply) => sendEnvelope(reply, toApiUser(caller(request).user)),
  );

  // The dashboard asks once per visit: only a user's first dashboard says "Welcome" and shows its
  // setup prompt. Kept on the server so a reload or another device does not show them again.
  app.post(
    '/user/welcome',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Record the first dashboard visit; answers whether this is it',
        auth: 'any',
        data: { 200: { type: 'object', required: ['firstVisit'], properties: { firstVisit: { type: 'boolean' } } } },
      }),
    },
    async (request, reply) => {
      const firstVisit = await markWelcomed(services.database.db, caller(request).user.id, services.clock());
      return sendEnvelope(reply, { firstVisit });
    },
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
            phoneNumber: {
              type: ['string', 'integer', 'null'],
              description: "With its country code ('+91 98765 43210'); stored and answered as E.164",
            },
          },
        },
        data: { 200: apiUserSchema },
      }),
    },
    async (request, reply) => {
      const auth = caller(request);
      const input = await validate(accountSchema, request.body);
      const phoneNumber = toE164(input.phoneNumber);
      // A new email is answered "taken" or not, like a sign-up: limited the same way.
      if (normaliseEmail(input.email) !== normaliseEmail(auth.user.email)) await services.auth.limitEmailAttempt(request.ip, input.email);
      const updated = await updateAccountDetails(
        services.database.db,
        auth.user.id,
        { name: input.name, email: input.email, phoneNumber },
        services.clock(),
      );
      if (!updated) throw new NotFound('Account not found');
      await services.events.flush();
      if (!updated.emailVerifiedAt && normaliseEmail(input.email) !== normaliseEmail(auth.user.email)) {
        await services.database.db
          .transaction((tx) => services.accountLinks.sendVerification(tx, updated, linkOrigin(request)))
          .catch((error: unknown) => request.log.error({ err: error }, 'could not queue the verification email'));
      }
      await services.auth.notifySafely(updated.id, accountMessages.accountDetailsChanged);
      return sendEnvelope(reply, toApiUser(updated), API_MESSAGES.accountUpdated);
    },
  );
}

export const usersPlugin = definePlugin({
  name: 'users',
  routes: userRoutes,
});
