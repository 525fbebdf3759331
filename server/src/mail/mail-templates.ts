import { BRAND } from '../http/brand';
import { escapeHtml, PRODUCT_NAME } from '../http/html-page';

/**
 * Every email the product sends, as HTML and plain text. Subjects and the preview line say what
 * kind of message it is and never anything about anyone's health: mail clients show them on
 * lock screens and in shared inboxes.
 */

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Every message the product sends; reminders and receipts (issue 25) come with the appointment events. */
export type MailKind =
  | 'password-reset'
  | 'email-verification'
  | 'appointment-confirmation'
  | 'appointment-rescheduled'
  | 'appointment-cancelled'
  | 'appointment-reminder'
  | 'refund-notice'
  | 'payment-receipt'
  | 'prescription-issued'
  | 'prescription-renewal'
  | 'doctor-agenda';

interface Layout {
  /** The hidden preview line mail clients show after the subject. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the button. */
  footnote?: string;
  /** One-click unsubscribe of an optional message: the link and what it stops. */
  unsubscribe?: { url: string; what: string };
}

function renderLayout(subject: string, layout: Layout): RenderedMail {
  const paragraphs = layout.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = layout.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;background:${BRAND.primary};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(layout.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${BRAND.textSecondary}">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(layout.action.url)}" style="color:${BRAND.primary};word-break:break-all">${escapeHtml(layout.action.url)}</a></p>`
    : '';
  const footnote = layout.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:${BRAND.textSecondary}">${escapeHtml(layout.footnote)}</p>`
    : '';
  const unsubscribe = layout.unsubscribe
    ? `<p style="font-size:12px;color:${BRAND.textSecondary};margin:8px 0 0"><a href="${escapeHtml(layout.unsubscribe.url)}" style="color:${BRAND.textSecondary}">Stop ${escapeHtml(layout.unsubscribe.what)} emails</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.background};font-family:Roboto,system-ui,-apple-system,'Segoe UI',Arial,sans-serif;color:${BRAND.text}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.background}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${BRAND.divider};border-radius:12px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${BRAND.primary};font-size:20px;font-weight:700;color:${BRAND.primary}">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p style="margin:0 0 16px">${escapeHtml(layout.greeting)}</p>
${paragraphs}
${button}
${footnote}
</td></tr></table>
<p style="font-size:12px;color:${BRAND.textSecondary};margin:16px 0 0">${PRODUCT_NAME} · You get this email because of your ${PRODUCT_NAME} account.</p>${unsubscribe}
</td></tr></table>
</body>
</html>`;
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ''] : []),
    ...(layout.footnote ? [layout.footnote, ''] : []),
    `— ${PRODUCT_NAME}`,
    ...(layout.unsubscribe ? ['', `Stop ${layout.unsubscribe.what} emails: ${layout.unsubscribe.url}`] : []),
  ].join('\n');
  return { subject, html, text };
}

export const mailTemplates = {
  passwordReset(input: { name: string; url: string; minutes: number }): RenderedMail {
    return renderLayout(`Reset your ${PRODUCT_NAME} password`, {
      preview: 'Use this link to choose a new password.',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, choose a new password with the button below.`,
        `The link works once, for ${input.minutes} minutes. Resetting signs you out everywhere else.`,
      ],
      action: { label: 'Choose a new password', url: input.url },
      footnote: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
    });
  },
  emailVerification(input: { name: string; url: string; days: number }): RenderedMail {
    return renderLayout(`Confirm your email for ${PRODUCT_NAME}`, {
      preview: 'One click confirms this is your address.',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `Please confirm that this is your email address, so we can reach you about your appointments and your account.`,
        `The link works for ${input.days} days. Your account works in the meantime.`,
      ],
      action: { label: 'Confirm my email', url: input.url },
      footnote: `If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,
    });
  },
  /** Subject and preview name no doctor, specialty or reason: only that there is an appointment and when. */
  appointmentConfirmation(input: { name: string; when: string; doctor: string; appointmentUrl: string; joinUrl: string }): RenderedMail {
    return renderLayout(`Your ${PRODUCT_NAME} appointment is booked for ${input.when}`, {
      preview: 'The calendar file is attached.',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `Your video consultation with ${input.doctor} is booked for ${input.when}.`,
        'The calendar file attached adds it to your calendar. The room opens 10 minutes before the start.',
      ],
      action: { label: 'View appointment', url: input.appointmentUrl },
      footnote: `To join when it is time: ${input.joinUrl}`,
    });
  },
  appointmentRescheduled(input: {
    name: string;
    when: string;
    previousWhen: string;
    doctor: string;
    movedBy: 'you' | 'the doctor';
    appointmentUrl: string;
    joinUrl: string;
  }): RenderedMail {
    return renderLayout(`Your ${PRODUCT_NAME} appointment moved to ${input.when}`, {
      preview: 'The updated calendar file is attached.',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `Your video consultation with ${input.doctor} was moved by ${input.movedBy} from ${input.previousWhen} to ${input.when}.`,
        'Your payment stays as it is: nothing more to pay and nothing refunded.',
        'The calendar file attached updates the event already in your calendar. The room opens 10 minutes before the start.',
      ],
      action: { label: 'View appointment', url: input.appointmentUrl },
      footnote: `To join when it is time: ${input.joinUrl}`,
    });
  },
  appointmentCancelledByDoctor(input: {
    name: string;
    when: string;
    doctor: string;
    reason: string;
    refunded: boolean;
    appointmentUrl: string;
  }): RenderedMail {
    return renderLayout(`Your ${PRODUCT_NAME} appointment on ${input.when} is cancelled`, {
      preview: `${input.doctor} cancelled the appointment.`,
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `${input.doctor} cancelled your video consultation on ${input.when}.`,
        `The reason given: ${input.reason}`,
        input.refunded
          ? 'Your payment is refunded in full; you will get a separate email once the refund is made.'
          : 'No payment was taken for this appointment.',
      ],
      action: { label: 'Book another time', url: input.appointmentUrl },
    });
  },
  appointmentReminder(input: {
    name: string;
    lead: 'tomorrow' | 'in one hour';
    when: string;
    doctorWhen: string | null;
    doctor: string;
    appointmentUrl: string;
    joinUrl: string;
    unsubscribeUrl: string;
  }): RenderedMail {
    return renderLayout(`Reminder: your ${PRODUCT_NAME} appointment ${input.lead === 'tomorrow' ? 'tomorrow' : 'in one hour'}`, {
      preview: `Starts ${input.when}.`,
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `Your video consultation with ${input.doctor} starts ${input.when}${input.doctorWhen ? ` (${input.doctorWhen} for the doctor)` : ''}.`,
        'Open the appointment after signing in to join, reschedule or cancel.',
      ],
      action: {
        label: input.lead === 'tomorrow' ? 'View appointment' : 'Join the consultation',
        url: input.lead === 'tomorrow' ? input.appointmentUrl : input.joinUrl,
      },
      unsubscribe: { url: input.unsubscribeUrl, what: 'appointment reminder' },
    });
  },
  /** Subject and preview carry the amount and nothing about the visit: the PDF has the details. */
  paymentReceipt(input: {
    name: string;
    amount: string;
    number: string;
    when: string;
    doctor: string;
    appointmentUrl: string;
    unsubscribeUrl: string;
  }): RenderedMail {
    return renderLayout(`Your ${PRODUCT_NAME} receipt for ${input.amount}`, {
      preview: `Receipt ${input.number} is attached.`,
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `Thank you for your payment of ${input.amount} for your video consultation with ${input.doctor} on ${input.when}.`,
        `Your receipt (number ${input.number}) is attached as a PDF, with the cancellation and refund policy.`,
      ],
      action: { label: 'View appointment', url: input.appointmentUrl },
      unsubscribe: { url: input.unsubscribeUrl, what: 'payment receipt' },
    });
  },
  refundNotice(input: {
    name: string;
    amount: string;
    when: string;
    number: string;
    appointmentUrl: string;
    unsubscribeUrl: string;
  }): RenderedMail {
    return renderLayout(`Your ${PRODUCT_NAME} refund of ${input.amount}`, {
      preview: 'Your payment is on its way back.',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `We refunded ${input.amount} for the appointment of ${input.when} to the card you paid with.`,
        'Banks usually show a refund within 5 to 10 working days.',
        `Your refund receipt (number ${input.number}) is attached as a PDF.`,
      ],
      action: { label: 'View appointment', url: input.appointmentUrl },
      unsubscribe: { url: input.unsubscribeUrl, what: 'payment receipt' },
    });
  },
  /** No medication, dosage or instructions anywhere: the prescription is read in the app, after sign-in. */
  prescriptionIssued(input: { name: string; doctor: string; url: string }): RenderedMail {
    return renderLayout(`A new ${PRODUCT_NAME} prescription is ready`, {
      preview: 'Sign in to see it.',
      greeting: `Hello ${input.name},`,
      paragraphs: [
        `${input.doctor} wrote a prescription for you. It is ready in your ${PRODUCT_NAME} account.`,
        'Sign in to see it, download it as a PDF or show it at your pharmacy.',
      ],
      action: { label: 'See my prescriptions', url: input.url },
    });
  },
  /** Neither the medication nor a decline's reason: both are read in the app. */
  renewalDecided(input: { name: string; doctor: string; decision: 'approved' | 'declined'; url: string }): RenderedMail {
    const approved = input.decision === 'approved';
    return renderLayout(`Your ${PRODUCT_NAME} renewal request was answered`, {
      preview: 'Sign in to see the answer.',
      greeting: `Hello ${input.name},`,
      paragraphs: approved
        ? [`${input.doctor} approved your renewal request. Your new prescription is ready in your ${PRODUCT_NAME} account.`]
        : [`${input.doctor} could not renew your prescription. Sign in to read their answer, or book a visit to talk it through.`],
      action: { label: approved ? 'See my prescriptions' : 'Read the answer', url: input.url },
    });
  },
  /** Times and patients' first names only: no reasons, no full names, nothing in the subject but the count. */
  doctorAgenda(input: {
    name: string;
    day: string;
    zone: string;
    visits: Array<{ time: string; patientFirstName: string }>;
    appointmentsUrl: string;
    unsubscribeUrl: string;
  }): RenderedMail {
    const count = input.visits.length;
    const visitsWord = count === 1 ? '1 visit' : `${count} visits`;
    return renderLayout(`Your ${PRODUCT_NAME} agenda: ${visitsWord} today`, {
      preview: `The first starts at ${input.visits[0]?.time ?? ''}.`,
      greeting: `Good morning Dr. ${input.name},`,
      paragraphs: [
        `You have ${visitsWord} today, ${input.day} (times in ${input.zone}):`,
        ...input.visits.map((visit) => `${visit.time} — ${visit.patientFirstName}`),
        'Open your appointments after signing in to see the details and join each consultation.',
      ],
      action: { label: 'Open my appointments', url: input.appointmentsUrl },
      unsubscribe: { url: input.unsubscribeUrl, what: 'daily agenda and appointment reminder' },
    });
  },
} satisfies Record<string, (input: never) => RenderedMail>;
