import { prescriptionStatus } from '@telehealth/shared-api';
import type { Prescription, PrescriptionStatus } from '@telehealth/shared-api';

/** 'Dr. Sarah Chen' (spec §2 Appointments writes doctors the same way). */
export function doctorName(prescription: Pick<Prescription, 'doctorId'>): string {
  const name = prescription.doctorId?.user_id?.name?.trim();
  return name ? `Dr. ${name.replace(/^dr\.?\s+/i, '')}` : 'Unknown Doctor';
}

export function patientName(prescription: Pick<Prescription, 'patientId'>): string {
  return prescription.patientId?.user_id?.name?.trim() || 'Unknown Patient';
}

/** Status now, from the stored expiry (a page left open across the 90-day edge still flips). */
export function statusOf(prescription: Pick<Prescription, 'expiresAt' | 'revokedAt'>, now: Date = new Date()): PrescriptionStatus {
  return prescriptionStatus(prescription, now);
}

/** 'Amoxicillin 500 mg' for tables and lists. */
export function medicationWithDosage(prescription: Pick<Prescription, 'medication' | 'dosage'>): string {
  return `${prescription.medication} ${prescription.dosage}`.trim();
}
