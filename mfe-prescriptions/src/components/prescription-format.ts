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

/**
 * 'Amoxicillin, 500 mg capsule' for tables and lists: a separator keeps the name apart from a
 * dosage that starts with a number ('Vitamin D3, 1000 IU', not 'Vitamin D3 1000 IU').
 */
export function medicationWithDosage(prescription: { medication: string; dosage: string }): string {
  return [prescription.medication.trim(), prescription.dosage.trim()].filter(Boolean).join(', ');
}

/** The noun of a refill count (Intl.PluralRules via formatCount): '1 refill', '2 refills'. */
export const REFILLS = { one: 'refill', other: 'refills' } as const;
