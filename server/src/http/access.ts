import type { Role } from '@telehealth/shared-api/core';

/**
 * Who may call a route, declared on every `/api/v1` route as `config: { auth }`:
 * `public` (anyone), `any` (any signed-in user), or one role.
 */
export type Access = 'public' | 'any' | Role;
