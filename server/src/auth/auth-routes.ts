import { API_MESSAGES, changePasswordSchema, loginSchema, registerRequestSchema, ROLES, type Role } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendEnvelope } from '../http/envelope';
import { routeSchema } from '../http/schemas';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { definePlugin } from '../plugin';
import { authResultSchema } from '../users/user-serializer';
import { caller } from './access-control';

const TAGS = ['Auth'];

function clientInfo(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** POST /user/register, /user/login, /user/logout and PATCH /user/change-password (spec §7 Auth). */
export async function authRoutes(app: FastifyInstance, services: Pick<Services, 'auth'>): Promise<void> {
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
            password: { type: 'string', minLength: 6 },
            role: { type: 'string', enum: [...ROLES], default: 'patient' },
          },
        },
        data: { 201: authResultSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(registerRequestSchema, request.body);
      const result = await services.auth.register({ ...input, role: input.role as Role }, clientInfo(request));
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
        data: { 200: authResultSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(loginSchema, request.body);
      const result = await services.auth.login(input, clientInfo(request));
      return sendEnvelope(reply, result, 'Signed in');
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
            newPassword: { type: 'string', minLength: 6 },
            confirmPassword: { type: 'string', minLength: 6 },
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
}

export const authPlugin = definePlugin({ name: 'auth', services: ['auth'], routes: authRoutes });
