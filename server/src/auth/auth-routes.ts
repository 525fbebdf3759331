import {
  API_MESSAGES,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  resetPasswordSchema,
  SIGN_UP_ROLES,
  secondFactorCodeSchema,
  secondFactorLoginSchema,
  verifyEmailSchema,
  type SignUpRole,
} from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendEnvelope } from '../http/envelope';
import { Forbidden } from '../http/errors';
import { routeSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { mailLinkOrigin } from '../http/allowed-hosts';
import { findUserById, authResultSchema } from '../users';
import { ACCOUNT_LINK_MESSAGES } from './account-links';
import { SECOND_FACTOR_MESSAGES } from '../sessions/second-factor';
import { definePlugin } from '../plugin';
import { caller } from '../sessions/access-control';
import { mustHaveSecondFactor } from '../sessions/clinician-second-factor';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { SecondFactor } from '../sessions/second-factor';
import type { AccountLinks } from './account-links';
import type { AuthService } from './auth-service';

const TAGS = ['Auth'];

function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

const tokenBody = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 } } } as const;

/** POST /user/register, /user/login, /user/logout, PATCH /user/change-password (spec §7 Auth), password reset and email verification. */
export async function authRoutes(
  app: FastifyInstance,
  services: { auth: AuthService; accountLinks: AccountLinks; config: AppConfig; database: Database; secondFactor: SecondFactor },
): Promise<void> {
  const linkOrigin = mailLinkOrigin(services.config);

  app.post(
    '/user/register',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Create an account (patient by default) and sign in',
        auth: 'public',
        body: {
          type: 'object',
          required: ['name', 'email', 'password'],
          properties: {
            name: { type: 'string', minLength: 2 },
            email: { type: 'string', format: 'email' },
            password: { type: 'string', minLength: 8 },
            role: { type: 'string', enum: [...SIGN_UP_ROLES], default: 'patient' },
          },
        },
        data: { 201: authResultSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(registerRequestSchema, request.body);
      const result = await services.auth.register({ ...input, role: input.role as SignUpRole }, clientInfo(request));
      // The account works at once; the verification mail follows in its own transaction (none
      // through a host name that is not the site's: the user can ask again from the site).
      const { _id: id, name, email } = result.user;
      await services.database.db
        .transaction((tx) => services.accountLinks.sendVerification(tx, { id, name, email }, linkOrigin(request)))
        .catch((error: unknown) => request.log.error({ err: error }, 'could not queue the verification email'));
      return sendEnvelope(reply, result, 'Account created', 201);
    },
  );

  app.post(
    '/user/login',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Sign in with email and password',
        auth: 'public',
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
        },
        data: {
          200: {
            anyOf: [
              authResultSchema,
              {
                type: 'object',
                description: 'The account has two-step sign-in: exchange the challenge and a code at /user/login/second-factor',
                required: ['secondFactorRequired', 'challenge'],
                properties: { secondFactorRequired: { type: 'boolean', enum: [true] }, challenge: { type: 'string' } },
              },
            ],
          },
        },
      }),
    },
    async (request, reply) => {
      const input = await validate(loginSchema, request.body);
      const { deviceCookie, ...result } = await services.auth.login(input, {
        ...clientInfo(request),
        cookieHeader: request.headers.cookie,
        secure: request.protocol === 'https',
      });
      reply.header('set-cookie', deviceCookie);
      if ('secondFactorRequired' in result) return sendEnvelope(reply, result, SECOND_FACTOR_MESSAGES.codeNeeded);
      return sendEnvelope(reply, result, 'Signed in');
    },
  );

  app.post(
    '/user/login/second-factor',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Sign in's second step: the password step's challenge and a code from the authenticator app (or a recovery code)",
        auth: 'public',
        body: { type: 'object', required: ['challenge', 'code'], properties: { challenge: { type: 'string' }, code: { type: 'string' } } },
        data: { 200: authResultSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(secondFactorLoginSchema, request.body);
      const result = await services.auth.completeSecondFactor(input, clientInfo(request));
      return sendEnvelope(reply, result, 'Signed in');
    },
  );

  const statusSchema = {
    type: 'object',
    required: ['enabled', 'recoveryCodesLeft', 'required'],
    properties: {
      enabled: { type: 'boolean' },
      recoveryCodesLeft: { type: 'integer' },
      required: { type: 'boolean', description: 'Whether this account must keep it on (CLINICIAN_2FA=required, doctors and operators)' },
    },
  } as const;
  const codeBody = { type: 'object', required: ['code'], properties: { code: { type: 'string' } } } as const;

  app.get(
    '/user/second-factor',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Whether two-step sign-in is on, and recovery codes left',
        auth: 'any',
        data: { 200: statusSchema },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      const required = mustHaveSecondFactor(services.config.clinician2fa, user.role);
      return sendEnvelope(reply, { ...(await services.secondFactor.status(user.id)), required });
    },
  );

  app.post(
    '/user/second-factor/setup',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Start two-step sign-in: a new secret to scan (QR code) or type into an authenticator app',
        auth: 'any',
        data: {
          200: {
            type: 'object',
            required: ['secret', 'otpauthUrl', 'qrCode'],
            properties: { secret: { type: 'string' }, otpauthUrl: { type: 'string' }, qrCode: { type: 'string' } },
          },
        },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      return sendEnvelope(reply, await services.secondFactor.startSetup({ id: user.id, email: user.email }));
    },
  );

  app.post(
    '/user/second-factor/enable',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Turn two-step sign-in on with the app's first code; answers the recovery codes, shown once",
        auth: 'any',
        body: codeBody,
        data: {
          200: { type: 'object', required: ['recoveryCodes'], properties: { recoveryCodes: { type: 'array', items: { type: 'string' } } } },
        },
      }),
    },
    async (request, reply) => {
      const input = await validate(secondFactorCodeSchema, request.body);
      const recoveryCodes = await services.secondFactor.enable(caller(request).user.id, input.code);
      return sendEnvelope(reply, { recoveryCodes }, SECOND_FACTOR_MESSAGES.enabled);
    },
  );

  app.post(
    '/user/second-factor/disable',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Turn two-step sign-in off, with a current code or a recovery code',
        auth: 'any',
        body: codeBody,
        data: { 200: { type: 'null' } },
      }),
    },
    async (request, reply) => {
      const input = await validate(secondFactorCodeSchema, request.body);
      const { user } = caller(request);
      if (mustHaveSecondFactor(services.config.clinician2fa, user.role)) throw new Forbidden(API_MESSAGES.secondFactorStaysOn);
      await services.secondFactor.disable(user.id, input.code);
      return sendEnvelope(reply, null, SECOND_FACTOR_MESSAGES.disabled);
    },
  );

  app.post(
    '/user/logout',
    {
      config: { auth: 'any' },
      schema: routeSchema({ tags: TAGS, summary: 'Sign out: revokes this session', auth: 'any', data: { 200: { type: 'null' } } }),
    },
    async (request, reply) => {
      await services.auth.logout(caller(request));
      return sendEnvelope(reply, null, API_MESSAGES.loggedOut);
    },
  );

  app.patch(
    '/user/change-password',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Change the password; signs out every other session and answers a fresh token',
        auth: 'any',
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword', 'confirmPassword'],
          properties: {
            oldPassword: { type: 'string' },
            newPassword: { type: 'string', minLength: 8 },
            confirmPassword: { type: 'string', minLength: 8 },
          },
        },
        data: { 200: { type: 'object', required: ['accessToken'], properties: { accessToken: { type: 'string' } } } },
      }),
    },
    async (request, reply) => {
      const input = await validate(changePasswordSchema, request.body);
      const result = await services.auth.changePassword(caller(request), input, clientInfo(request));
      return sendEnvelope(reply, result, API_MESSAGES.passwordChanged);
    },
  );

  app.post(
    '/user/forgot-password',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Email a single-use link (30 minutes) to choose a new password; the same answer whether or not the account exists',
        auth: 'public',
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
        data: { 202: { type: 'null' } },
      }),
    },
    async (request, reply) => {
      const input = await validate(forgotPasswordSchema, request.body);
      await services.accountLinks.requestPasswordReset(input.email, request.ip, linkOrigin(request));
      return sendEnvelope(reply, null, ACCOUNT_LINK_MESSAGES.resetRequested, 202);
    },
  );

  app.post(
    '/user/reset-password',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Set a new password with a mailed link's token; ends every session of the account",
        auth: 'public',
        body: {
          type: 'object',
          required: ['token', 'password', 'confirmPassword'],
          properties: { token: { type: 'string', maxLength: 200 }, password: { type: 'string' }, confirmPassword: { type: 'string' } },
        },
        data: { 200: { type: 'null' } },
      }),
    },
    async (request, reply) => {
      const input = await validate(resetPasswordSchema, request.body);
      await services.accountLinks.resetPassword(input.token, input.password);
      return sendEnvelope(reply, null, ACCOUNT_LINK_MESSAGES.resetDone);
    },
  );

  app.post(
    '/user/verify-email',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Confirm the account's email address with a mailed link's token",
        auth: 'public',
        body: tokenBody,
        data: { 200: { type: 'null' } },
      }),
    },
    async (request, reply) => {
      const input = await validate(verifyEmailSchema, request.body);
      await services.accountLinks.verifyEmail(input.token);
      return sendEnvelope(reply, null, ACCOUNT_LINK_MESSAGES.verified);
    },
  );

  app.post(
    '/user/verify-email/resend',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Send the email verification link again',
        auth: 'any',
        data: { 200: { type: 'null' } },
      }),
    },
    async (request, reply) => {
      const user = await findUserById(services.database.db, caller(request).user.id);
      if (!user || user.emailVerifiedAt) return sendEnvelope(reply, null, ACCOUNT_LINK_MESSAGES.alreadyVerified);
      await services.accountLinks.resendVerification(user, linkOrigin(request));
      return sendEnvelope(reply, null, ACCOUNT_LINK_MESSAGES.verificationSent);
    },
  );
}

export const authPlugin = definePlugin({
  name: 'auth',
  routes: authRoutes,
});
