import { DOCTOR_VERIFICATION_STATES } from '@telehealth/shared-api/core';
import { nullableString, type JsonSchema } from '../http/schemas';
import type { LicenceRecord } from './licence-repository';
import { missingSteps } from './verification-service';

const licenceSchema: JsonSchema = {
  type: ['object', 'null'],
  required: ['licenceNumber', 'issuingAuthority', 'expiresOn', 'hasDocument', 'submittedAt', 'decidedAt', 'reason'],
  properties: {
    licenceNumber: { type: 'string' },
    issuingAuthority: { type: 'string' },
    expiresOn: { type: 'string', format: 'date' },
    hasDocument: { type: 'boolean' },
    submittedAt: { type: 'string', format: 'date-time' },
    decidedAt: nullableString,
    /** Why it was rejected or suspended. */
    reason: nullableString,
  },
};

/** The signed-in doctor's own verification (GET/POST /doctor/verification). */
export const ownVerificationSchema: JsonSchema = {
  type: 'object',
  required: ['state', 'hasProfile', 'missing', 'licence'],
  properties: {
    state: { type: 'string', enum: [...DOCTOR_VERIFICATION_STATES] },
    hasProfile: { type: 'boolean' },
    /** What is still to do, in everyday words; empty once verified. */
    missing: { type: 'array', items: { type: 'string' } },
    licence: licenceSchema,
  },
};

/** One doctor in the operators' verification queue. */
export const queueEntrySchema: JsonSchema = {
  type: 'object',
  required: ['doctorId', 'userId', 'name', 'email', 'specialization', 'qualification', 'state', 'licence', 'documentPath'],
  properties: {
    doctorId: { type: 'string' },
    userId: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    specialization: { type: 'string' },
    qualification: { type: 'string' },
    state: { type: 'string', enum: [...DOCTOR_VERIFICATION_STATES] },
    licence: licenceSchema,
    /** Where an operator reads the scan or photo (under /api/v1); null when none was sent. */
    documentPath: nullableString,
  },
};

function toLicence(record: LicenceRecord) {
  const { licence } = record;
  if (!licence) return null;
  return {
    licenceNumber: licence.licenceNumber,
    issuingAuthority: licence.issuingAuthority,
    expiresOn: licence.expiresOn,
    hasDocument: licence.documentName !== null,
    submittedAt: licence.submittedAt.toISOString(),
    decidedAt: licence.decidedAt?.toISOString() ?? null,
    reason: licence.decisionReason,
  };
}

export function toOwnVerification(record: LicenceRecord | undefined) {
  return {
    state: record?.doctor.verification ?? 'pending',
    hasProfile: record !== undefined,
    missing: missingSteps(record),
    licence: record ? toLicence(record) : null,
  };
}

export function toQueueEntry(record: LicenceRecord) {
  return {
    doctorId: record.doctor.id,
    userId: record.doctor.userId,
    name: record.owner.name,
    email: record.owner.email,
    specialization: record.doctor.specialization,
    qualification: record.doctor.qualification,
    state: record.doctor.verification,
    licence: toLicence(record),
    documentPath: record.licence?.documentName ? `/admin/doctors/${record.doctor.id}/licence-document` : null,
  };
}
