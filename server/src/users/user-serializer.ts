import type { ApiUser } from '@telehealth/shared-api/core';
import { ROLES } from '@telehealth/shared-api/core';
import type { UserRow } from '../db/schema';
import type { JsonSchema } from '../http/schemas';

/** The user as the API sends it (spec §3): never the password hash. */
export function toApiUser(user: UserRow): ApiUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profileImage: user.profileImage ?? null,
    phoneNumber: user.phoneNumber ?? null,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export const apiUserSchema: JsonSchema = {
  type: 'object',
  required: ['_id', 'name', 'email', 'role', 'profileImage', 'phoneNumber', 'emailVerified'],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    profileImage: { type: ['string', 'null'] },
    phoneNumber: { type: ['string', 'null'], description: "E.164, e.g. '+919876543210'" },
    emailVerified: { type: 'boolean', description: 'Whether the verification link mailed to this address was opened' },
  },
};

export const authResultSchema: JsonSchema = {
  type: 'object',
  required: ['accessToken', 'user'],
  properties: { accessToken: { type: 'string' }, user: apiUserSchema },
};
