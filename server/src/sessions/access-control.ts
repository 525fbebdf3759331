import { API_MESSAGES } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../http/access';
import { Forbidden, Unauthorized } from '../http/errors';
import type { Clinician2fa } from '../config';
import { mustHaveSecondFactor, ROUTES_BEFORE_SECOND_FACTOR, secondFactorSetupRequired } from './clinician-second-factor';
import type { AuthContext, SessionService } from './sessions';

/** What the access check needs to hold doctors and operators to CLINICIAN_2FA. */
export interface SecondFactorRule {
  mode: Clinician2fa;
  isEnabled(userId: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; required on every /api/v1 route. */
    auth?: Access;
  }
  interface FastifyRequest {
    /** The signed-in caller, set for every route that is not public. */
    auth: AuthContext | null;
  }
}

/** Reads the bearer token of the Authorization header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The caller of a route declared `auth: 'any'` or a role. */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Unauthorized(API_MESSAGES.authRequired);
  return request.auth;
}

/**
 * Enforces each route's declared access in the scope it is registered in. A route without
 * a declaration fails the server's start: access is always stated, never assumed. With
 * CLINICIAN_2FA=required, a doctor or operator without two-step sign-in is refused every call
 * but its own account's (ROUTES_BEFORE_SECOND_FACTOR), with the code the web app acts on.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionService, secondFactor?: SecondFactorRule): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const access = (route.config as { auth?: Access } | undefined)?.auth;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.auth;
    if (!access || access === 'public') return;
    request.auth = await sessions.authenticate(bearerToken(request));
    if (access !== 'any' && request.auth.user.role !== access) throw new Forbidden();
    if (
      secondFactor &&
      mustHaveSecondFactor(secondFactor.mode, request.auth.user.role) &&
      !ROUTES_BEFORE_SECOND_FACTOR.has(`${request.method} ${request.routeOptions.url}`) &&
      !(await secondFactor.isEnabled(request.auth.user.id))
    ) {
      throw secondFactorSetupRequired();
    }
  });
}
