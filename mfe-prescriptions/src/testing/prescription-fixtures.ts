/** Prescriptions, renewal requests and access entries as the server answers them (shared-api types). */
import type { Prescription, PrescriptionAccess, PrescriptionDetail, PrescriptionPrint, RenewalRequest } from '@telehealth/shared-api';
import { DOCTOR_PROFILE_ID, PATIENT_PROFILE_ID } from '@telehealth/shared-ui/testing';

let sequence = 0;
const DAY_MS = 86_400_000;

export interface PrescriptionOptions extends Partial<Prescription> {
  doctorName?: string;
  patientName?: string;
  /** When written; expiresAt follows (+90 days) unless given. */
  writtenAt?: Date;
}

export function makePrescription(options: PrescriptionOptions = {}): Prescription {
  sequence += 1;
  const { doctorName = 'Sarah Chen', patientName = 'Alex Morgan', writtenAt = new Date(), ...overrides } = options;
  return {
    _id: `prescription-${sequence}`,
    doctorId: {
      _id: DOCTOR_PROFILE_ID,
      user_id: { _id: 'user-doctor', name: doctorName },
      specialization: 'Cardiology',
      qualification: 'MBBS, MD (Cardiology)',
      profileImage: null,
    },
    patientId: { _id: PATIENT_PROFILE_ID, user_id: { _id: 'user-1', name: patientName }, date_of_birth: '1990-04-12', profileImage: null },
    appointmentId: null,
    renewedFrom: null,
    medication: `Medication ${sequence}`,
    dosage: '10 mg',
    instructions: 'Once a day with food.',
    quantity: null,
    refills: null,
    status: 'Active',
    expiresAt: new Date(writtenAt.getTime() + 90 * DAY_MS).toISOString(),
    version: 1,
    revokedAt: null,
    revocationReason: null,
    verificationCode: 'K7P2Q-9XHMT',
    verificationPath: '/verify/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
    createdAt: writtenAt.toISOString(),
    updatedAt: writtenAt.toISOString(),
    ...overrides,
  };
}

/** A prescription with its versions (oldest first), as the detail and print calls answer. */
export function makeDetail(prescription: Prescription, versions?: PrescriptionDetail['versions']): PrescriptionDetail {
  return {
    ...prescription,
    versions: versions ?? [
      {
        version: 1,
        medication: prescription.medication,
        dosage: prescription.dosage,
        instructions: prescription.instructions,
        quantity: prescription.quantity,
        refills: prescription.refills,
        createdAt: prescription.createdAt,
      },
    ],
  };
}

/** A small SVG image as a data URL, standing in for the server's QR code. */
export const QR_DATA_URL = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')}`;

/** The print call's answer: the detail plus the verification address and its QR code. */
export function makePrint(prescription: Prescription, overrides: Partial<PrescriptionPrint> = {}): PrescriptionPrint {
  return {
    ...makeDetail(prescription),
    verificationUrl: `http://localhost${prescription.verificationPath}`,
    verificationQr: QR_DATA_URL,
    ...overrides,
  };
}

export function makeRenewalRequest(prescription: Prescription, overrides: Partial<RenewalRequest> = {}): RenewalRequest {
  sequence += 1;
  return {
    _id: `renewal-${sequence}`,
    prescriptionId: prescription._id,
    medication: prescription.medication,
    dosage: prescription.dosage,
    doctorId: { _id: prescription.doctorId._id, user_id: prescription.doctorId.user_id },
    patientId: { _id: prescription.patientId._id, user_id: prescription.patientId.user_id },
    note: '',
    status: 'pending',
    declineReason: null,
    renewalPrescriptionId: null,
    createdAt: new Date().toISOString(),
    decidedAt: null,
    ...overrides,
  };
}

export function makeAccess(overrides: Partial<PrescriptionAccess> = {}): PrescriptionAccess {
  sequence += 1;
  return {
    _id: `access-${sequence}`,
    prescriptionId: 'prescription-1',
    medication: 'Amoxicillin',
    actor: { _id: 'user-doctor', name: 'Sarah Chen' },
    role: 'doctor',
    kind: 'detail',
    ip: '203.0.113.7',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `n` days before now. */
export function daysAgo(n: number): Date {
  return new Date(Date.now() - n * DAY_MS);
}
