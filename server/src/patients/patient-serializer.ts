import { BLOOD_GROUPS, GENDERS, type PatientProfile } from '@telehealth/shared-api/core';
import { profileOwnerSchema, userRef } from '../doctors';
import type { JsonSchema } from '../http/schemas';
import type { PatientRecord } from './patient-repository';

/** The patient profile as the API sends it (spec §3; `About` and `user_id` are wire names). */
export function toPatientProfile({ patient, owner }: PatientRecord): PatientProfile {
  return {
    _id: patient.id,
    user_id: userRef(owner),
    date_of_birth: patient.dateOfBirth,
    gender: patient.gender,
    blood_group: patient.bloodGroup,
    address: patient.address,
    About: patient.about,
    emergency_contact: patient.emergencyContact,
    profileImage: patient.profileImage ?? owner.profileImage ?? null,
    createdAt: patient.createdAt.toISOString(),
    updatedAt: patient.updatedAt.toISOString(),
  };
}

export const patientProfileResponseSchema: JsonSchema = {
  type: 'object',
  required: [
    '_id',
    'user_id',
    'date_of_birth',
    'gender',
    'blood_group',
    'address',
    'About',
    'emergency_contact',
    'profileImage',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    user_id: profileOwnerSchema,
    date_of_birth: { type: 'string', format: 'date' },
    gender: { type: 'string', enum: [...GENDERS] },
    blood_group: { type: 'string', enum: [...BLOOD_GROUPS] },
    address: { type: 'string' },
    About: { type: 'string' },
    emergency_contact: { type: 'string' },
    profileImage: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
