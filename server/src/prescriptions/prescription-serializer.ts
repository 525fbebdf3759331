import {
  prescriptionStatus,
  verificationPath,
  type Prescription,
  type PrescriptionAccess,
  type PrescriptionDetail,
  type PrescriptionVersion,
  type RenewalRequest,
} from '@telehealth/shared-api/core';
import type { PrescriptionVersionRow } from '../db/schema';
import type { JsonSchema } from '../http/schemas';
import type { listAccess, PrescriptionRecord, RenewalRecord } from './prescription-repository';

// The spec's wire names (`doctorId` / `patientId` populated, `user_id`) are written here only.

export function toPrescription(record: PrescriptionRecord, now: Date): Prescription {
  const { prescription, doctor, doctorUser, patient, patientUser } = record;
  return {
    _id: prescription.id,
    doctorId: {
      _id: doctor.id,
      user_id: { _id: doctorUser.id, name: doctorUser.name },
      specialization: doctor.specialization,
      qualification: doctor.qualification,
      profileImage: doctor.profileImage ?? doctorUser.profileImage ?? null,
    },
    patientId: {
      _id: patient.id,
      user_id: { _id: patientUser.id, name: patientUser.name },
      date_of_birth: patient.dateOfBirth,
      profileImage: patient.profileImage ?? patientUser.profileImage ?? null,
    },
    appointmentId: prescription.appointmentId,
    renewedFrom: prescription.renewedFromId,
    medication: prescription.medication,
    dosage: prescription.dosage,
    instructions: prescription.instructions,
    quantity: prescription.quantity,
    refills: prescription.refills,
    status: prescriptionStatus(prescription, now),
    expiresAt: prescription.expiresAt.toISOString(),
    version: prescription.version,
    revokedAt: prescription.revokedAt?.toISOString() ?? null,
    revocationReason: prescription.revocationReason,
    verificationCode: prescription.verificationCode,
    verificationPath: verificationPath(prescription.verificationToken),
    createdAt: prescription.createdAt.toISOString(),
    updatedAt: prescription.updatedAt.toISOString(),
  };
}

export function toPrescriptionVersion(row: PrescriptionVersionRow): PrescriptionVersion {
  return {
    version: row.version,
    medication: row.medication,
    dosage: row.dosage,
    instructions: row.instructions,
    quantity: row.quantity,
    refills: row.refills,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPrescriptionDetail(
  detail: { record: PrescriptionRecord; versions: PrescriptionVersionRow[] },
  now: Date,
): PrescriptionDetail {
  return { ...toPrescription(detail.record, now), versions: detail.versions.map(toPrescriptionVersion) };
}

export function toRenewalRequest({ request, medication, dosage, doctor, patient }: RenewalRecord): RenewalRequest {
  return {
    _id: request.id,
    prescriptionId: request.prescriptionId,
    medication,
    dosage,
    doctorId: { _id: doctor.id, user_id: { _id: doctor.userId, name: doctor.name } },
    patientId: { _id: patient.id, user_id: { _id: patient.userId, name: patient.name } },
    note: request.note,
    status: request.status,
    declineReason: request.declineReason,
    renewalPrescriptionId: request.renewalPrescriptionId,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}

export function toPrescriptionAccess(row: Awaited<ReturnType<typeof listAccess>>[number]): PrescriptionAccess {
  const { access } = row;
  return {
    _id: access.id,
    prescriptionId: access.prescriptionId,
    medication: access.prescriptionId ? row.medication : null,
    actor: access.actorUserId ? { _id: access.actorUserId, name: row.actorName ?? '' } : null,
    role: access.role,
    kind: access.kind,
    ip: access.ip,
    createdAt: access.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Response schemas: exactly these fields are sent.

const isoDateTime = { type: 'string', format: 'date-time' } as const;
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const userRefSchema: JsonSchema = {
  type: 'object',
  required: ['_id', 'name'],
  properties: { _id: { type: 'string' }, name: { type: 'string' } },
};

const prescriptionProperties = {
  _id: { type: 'string', format: 'uuid' },
  doctorId: {
    type: 'object',
    required: ['_id', 'user_id', 'specialization', 'qualification', 'profileImage'],
    properties: {
      _id: { type: 'string' },
      user_id: userRefSchema,
      specialization: { type: 'string' },
      qualification: { type: 'string' },
      profileImage: nullableString,
    },
  },
  patientId: {
    type: 'object',
    required: ['_id', 'user_id', 'date_of_birth', 'profileImage'],
    properties: {
      _id: { type: 'string' },
      user_id: userRefSchema,
      date_of_birth: { type: ['string', 'null'], format: 'date' },
      profileImage: nullableString,
    },
  },
  appointmentId: nullableString,
  renewedFrom: nullableString,
  medication: { type: 'string' },
  dosage: { type: 'string' },
  instructions: { type: 'string' },
  quantity: nullableInteger,
  refills: nullableInteger,
  status: { type: 'string', enum: ['Active', 'Expired', 'Revoked'] },
  expiresAt: isoDateTime,
  version: { type: 'integer' },
  revokedAt: nullableDateTime,
  revocationReason: nullableString,
  verificationCode: { type: 'string', description: "Short printed code, e.g. 'K7P2Q-9XHMT' (/verify?code=)" },
  verificationPath: { type: 'string', description: 'Public verification page, /verify/{token}' },
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

export const prescriptionSchema: JsonSchema = {
  type: 'object',
  required: Object.keys(prescriptionProperties),
  properties: prescriptionProperties,
};

export const prescriptionVersionSchema: JsonSchema = {
  type: 'object',
  required: ['version', 'medication', 'dosage', 'instructions', 'quantity', 'refills', 'createdAt'],
  properties: {
    version: { type: 'integer' },
    medication: { type: 'string' },
    dosage: { type: 'string' },
    instructions: { type: 'string' },
    quantity: nullableInteger,
    refills: nullableInteger,
    createdAt: isoDateTime,
  },
};

export const prescriptionDetailSchema: JsonSchema = {
  type: 'object',
  required: [...Object.keys(prescriptionProperties), 'versions'],
  properties: { ...prescriptionProperties, versions: { type: 'array', items: prescriptionVersionSchema } },
};

const partyRefSchema: JsonSchema = {
  type: 'object',
  required: ['_id', 'user_id'],
  properties: { _id: { type: 'string' }, user_id: userRefSchema },
};

export const renewalRequestSchema: JsonSchema = {
  type: 'object',
  required: [
    '_id',
    'prescriptionId',
    'medication',
    'dosage',
    'doctorId',
    'patientId',
    'note',
    'status',
    'declineReason',
    'renewalPrescriptionId',
    'createdAt',
    'decidedAt',
  ],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    prescriptionId: { type: 'string' },
    medication: { type: 'string' },
    dosage: { type: 'string' },
    doctorId: partyRefSchema,
    patientId: partyRefSchema,
    note: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'approved', 'declined'] },
    declineReason: nullableString,
    renewalPrescriptionId: nullableString,
    createdAt: isoDateTime,
    decidedAt: nullableDateTime,
  },
};

export const prescriptionAccessSchema: JsonSchema = {
  type: 'object',
  required: ['_id', 'prescriptionId', 'medication', 'actor', 'role', 'kind', 'ip', 'createdAt'],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    prescriptionId: nullableString,
    medication: nullableString,
    actor: { anyOf: [{ type: 'null' }, userRefSchema] },
    role: { type: 'string', enum: ['patient', 'doctor', 'public'] },
    kind: { type: 'string', enum: ['list', 'detail', 'pdf', 'print', 'verify'] },
    ip: { type: 'string' },
    createdAt: isoDateTime,
  },
};
