import { PRESCRIPTIONS_PATH } from '@telehealth/shared-api/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { EventStream } from '../events';
import { findPrescription } from '../prescriptions';
import type { MailService } from './mail-service';
import { mailTemplates } from './mail-templates';

export interface PrescriptionMailDeps {
  mail: MailService;
  /** Origin of links in the messages (PUBLIC_URL, else localhost). */
  siteOrigin: string;
}

/**
 * Prescription email (issue 25), as subscribers of the prescription events: the patient hears
 * that a prescription is ready, or that their renewal request was answered, with a link to
 * their prescriptions that opens after sign-in. No medication, dosage or decline reason is
 * written in them: the message says only that there is something to read in the app. They are
 * care messages, sent like account messages (no switch, no quiet hours).
 */
export function subscribePrescriptionMail(events: EventStream, deps: PrescriptionMailDeps): void {
  const { mail, siteOrigin } = deps;
  const prescriptionsUrl = `${siteOrigin}${PRESCRIPTIONS_PATH}`;

  const patientOf = async (tx: Db, prescriptionId: string) => {
    const record = await findPrescription(tx, prescriptionId);
    if (!record) return undefined;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, record.patientUser.id));
    return user ? { record, email: user.email } : undefined;
  };

  events.handle('prescription.issued', async (event, { tx }) => {
    // A renewal's prescription is told by the renewal's answer: one message, not two.
    if (event.data.renewedFromId) return;
    const found = await patientOf(tx, event.data.prescriptionId);
    if (!found) return;
    const { record, email } = found;
    await mail.queue(tx, {
      kind: 'prescription-issued',
      to: email,
      userId: record.patientUser.id,
      ...mailTemplates.prescriptionIssued({
        name: record.patientUser.name,
        doctor: `Dr. ${record.doctorUser.name}`,
        url: prescriptionsUrl,
      }),
    });
  });

  events.handle('prescription.renewal-decided', async (event, { tx }) => {
    const found = await patientOf(tx, event.data.prescriptionId);
    if (!found) return;
    const { record, email } = found;
    await mail.queue(tx, {
      kind: 'prescription-renewal',
      to: email,
      userId: record.patientUser.id,
      ...mailTemplates.renewalDecided({
        name: record.patientUser.name,
        doctor: `Dr. ${record.doctorUser.name}`,
        decision: event.data.decision,
        url: prescriptionsUrl,
      }),
    });
  });
}
