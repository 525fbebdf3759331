import { API_ERROR_CODES, API_MESSAGES } from '@telehealth/shared-api/core';
import type { Clinician2fa } from '../config';
import type { UserRow } from '../db/schema';
import { Forbidden } from '../http/errors';

/**
 * The calls a doctor or operator without two-step sign-in may still make while
 * CLINICIAN_2FA=required: their own account, setting up the second factor, and signing out.
 * Every other signed-in call (patient records, appointments, prescriptions, the console) is
 * refused until it is set up. Keys are `METHOD /api/v1/path` as the routes declare them.
 */
export const ROUTES_BEFORE_SECOND_FACTOR: ReadonlySet<string> = new Set([
  'GET /api/v1/user/current-user',
  'POST /api/v1/user/welcome',
  'PATCH /api/v1/user/update-account-details',
  'PATCH /api/v1/user/change-password',
  'POST /api/v1/user/logout',
  'POST /api/v1/user/verify-email/resend',
  'GET /api/v1/user/second-factor',
  'POST /api/v1/user/second-factor/setup',
  'POST /api/v1/user/second-factor/enable',
  'GET /api/v1/notifications/unread-count',
  'GET /api/v1/payment/currency',
  'GET /api/v1/doctor/specialization',
]);

/** Whether this user's role must have two-step sign-in under the setting. */
export function mustHaveSecondFactor(mode: Clinician2fa, role: UserRow['role']): boolean {
  return mode === 'required' && (role === 'doctor' || role === 'admin');
}

/** The refusal a doctor or operator without two-step sign-in gets (the web app sends them to Security). */
export function secondFactorSetupRequired(): Forbidden {
  return new Forbidden(API_MESSAGES.secondFactorSetupRequired, API_ERROR_CODES.secondFactorSetupRequired);
}
