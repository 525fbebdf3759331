import { describeCancellationPolicy, formatMoney } from '@telehealth/shared-api/core';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { findAppointmentRecord } from '../appointments';
import type { Db } from '../db/client';
import { checkoutSessions } from '../db/schema';
import type { EventStream } from '../events';
import { patientZone, when } from './appointment-mail';
import type { MailService } from './mail-service';
import { mailTemplates } from './mail-templates';
import { receiptNumber, receiptPdfBytes, type ReceiptContent } from './receipt-pdf';

export interface ReceiptMailDeps {
  mail: MailService;
  /** Origin of links in the messages (PUBLIC_URL, else localhost). */
  siteOrigin: string;
  /** The configured CURRENCY, for a checkout that somehow has none. */
  currency: string;
}

/** 'November 27, 2026' in `zone`. */
function longDateIn(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).setLocale('en-US').toFormat('LLLL d, yyyy');
}

async function receiptAttachment(receipt: ReceiptContent) {
  return {
    filename: `${receipt.kind === 'payment' ? 'receipt' : 'refund-receipt'}-${receipt.number}.pdf`,
    contentType: 'application/pdf',
    content: (await receiptPdfBytes(receipt)).toString('base64'),
  };
}

/**
 * Receipts (issue 25), as subscribers of the payment events: a paid checkout that booked its
 * appointment gets a receipt, each refund a refund notice, both with a PDF receipt (amount in the
 * payment's currency, date, doctor, the cancellation policy, a receipt number). Category
 * 'receipts': the user's switch, quiet hours and one-click unsubscribe apply. Nothing about the
 * visit's reason is written anywhere in them.
 */
export function subscribeReceiptMail(events: EventStream, deps: ReceiptMailDeps): void {
  const { mail, siteOrigin } = deps;
  const appointmentUrl = `${siteOrigin}/appointments`;

  const checkoutOf = async (tx: Db, id: string) => (await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];

  events.handle('appointment.booked', async (event, { tx }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    const checkout = event.data.checkoutSessionId ? await checkoutOf(tx, event.data.checkoutSessionId) : undefined;
    if (!record || !checkout || checkout.amount <= 0) return;
    const { appointment, doctorUser, patientUser } = record;
    const zone = await patientZone(tx, record);
    const amount = formatMoney(checkout.amount, checkout.currency || deps.currency);
    const number = receiptNumber('payment', checkout.id);
    const appointmentWhen = when(appointment.startsAt, zone);
    await mail.queue(tx, {
      kind: 'payment-receipt',
      category: 'receipts',
      to: patientUser.email,
      userId: patientUser.id,
      ...mailTemplates.paymentReceipt({
        name: patientUser.name,
        amount,
        number,
        when: appointmentWhen,
        doctor: `Dr. ${doctorUser.name}`,
        appointmentUrl,
        unsubscribeUrl: mail.unsubscribeUrl(patientUser.id, 'receipts'),
      }),
      attachments: [
        await receiptAttachment({
          kind: 'payment',
          number,
          amount,
          date: longDateIn(checkout.paidAt ?? appointment.createdAt, zone),
          patientName: patientUser.name,
          doctorName: doctorUser.name,
          appointmentWhen,
          policy: describeCancellationPolicy(),
        }),
      ],
    });
  });

  events.handle('refund.made', async (event, { tx }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { patientUser, doctorUser, appointment } = record;
    const zone = await patientZone(tx, record);
    const amount = formatMoney(event.data.amount, record.checkout?.currency ?? deps.currency);
    const number = receiptNumber('refund', event.data.checkoutSessionId);
    const appointmentWhen = when(appointment.startsAt, zone);
    await mail.queue(tx, {
      kind: 'refund-notice',
      category: 'receipts',
      to: patientUser.email,
      userId: patientUser.id,
      ...mailTemplates.refundNotice({
        name: patientUser.name,
        amount,
        number,
        when: appointmentWhen,
        appointmentUrl,
        unsubscribeUrl: mail.unsubscribeUrl(patientUser.id, 'receipts'),
      }),
      attachments: [
        await receiptAttachment({
          kind: 'refund',
          number,
          amount,
          date: longDateIn(new Date(event.data.refundedAt), zone),
          patientName: patientUser.name,
          doctorName: doctorUser.name,
          appointmentWhen,
          policy: describeCancellationPolicy(),
        }),
      ],
    });
  });
}
