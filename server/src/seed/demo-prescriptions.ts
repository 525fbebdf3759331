import { prescriptionExpiry } from '@telehealth/shared-api/core';
import type { Db } from '../db/client';
import type { appointments } from '../db/schema';
import { insertPrescription, newVerificationCode, newVerificationToken } from '../prescriptions';

/** What the demo doctors prescribed after past visits (medication, dosage, instructions, quantity, refills). */
const DEMO_MEDICATIONS = [
  {
    medication: 'Amlodipine',
    dosage: '5 mg tablet',
    instructions: 'One tablet every morning. Check blood pressure weekly.',
    quantity: 30,
    refills: 2,
  },
  {
    medication: 'Cetirizine',
    dosage: '10 mg tablet',
    instructions: 'One tablet at night while symptoms last.',
    quantity: 14,
    refills: null,
  },
  {
    medication: 'Ibuprofen',
    dosage: '400 mg tablet',
    instructions: 'One tablet up to three times a day with food, for at most 5 days.',
    quantity: 15,
    refills: 0,
  },
  { medication: 'Vitamin D3', dosage: '1000 IU capsule', instructions: 'One capsule daily with a meal.', quantity: null, refills: null },
] as const;

/**
 * Prescriptions written after the demo patients' completed visits (at most two per patient),
 * so that the prescriptions pages show a working history on first start; a visit more than 90
 * days ago gives an Expired one.
 */
export async function seedDemoPrescriptions(
  db: Db,
  pastVisits: ReadonlyArray<typeof appointments.$inferInsert>,
  demoPatientIds: ReadonlySet<string>,
): Promise<void> {
  const perPatient = new Map<string, number>();
  let next = 0;
  const visits = [...pastVisits]
    .filter((visit) => visit.status === 'completed' && demoPatientIds.has(visit.patientId))
    .sort((a, b) => (b.startsAt as Date).getTime() - (a.startsAt as Date).getTime());
  for (const visit of visits) {
    const count = perPatient.get(visit.patientId) ?? 0;
    if (count >= 2) continue;
    perPatient.set(visit.patientId, count + 1);
    const content = DEMO_MEDICATIONS[next % DEMO_MEDICATIONS.length]!;
    next += 1;
    const createdAt = new Date((visit.startsAt as Date).getTime() + 40 * 60_000);
    await insertPrescription(db, {
      doctorId: visit.doctorId,
      patientId: visit.patientId,
      appointmentId: visit.id ?? null,
      renewedFromId: null,
      ...content,
      expiresAt: prescriptionExpiry(createdAt),
      verificationToken: newVerificationToken(),
      verificationCode: newVerificationCode(),
      createdAt,
    });
  }
}
