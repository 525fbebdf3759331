import type { ParsedMail } from 'mailparser';
import { bookAppointment, dateAhead } from '../../test/support/booking-fixtures';
import { createDoctor, createPatient } from '../../test/support/care-fixtures';
import { pdfText } from '../../test/support/pdf-text';
import { startSmtp, type Smtp } from '../../test/support/smtp-stand-in';
import { databases, startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databases())('receipts by email on %s', (db) => {
  let smtp: Smtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ db, env: { SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5', CURRENCY: 'EUR' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function booked(doctorName: string, fees: number) {
    const doctor = await createDoctor(server, { fees }, doctorName);
    const patient = await createPatient(server, {}, 'Receipt Patient');
    const date = dateAhead(3, doctor.doctor.timeZone);
    const { appointment, sessionId } = await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date,
      time: '10:00 AM',
    });
    return { doctor, patient, appointment, sessionId, date };
  }

  const pdfOf = (mail: ParsedMail) => {
    const pdfs = mail.attachments.filter((file) => file.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    return pdfs[0]!;
  };

  it('mails a PDF receipt after payment, with the amount in the configured currency, the date and the doctor', async () => {
    const { doctor, patient, sessionId } = await booked('Receipt Doctor', 150);
    const mail = await smtp.mailTo(patient.user.email, /receipt/i);
    expect(mail.subject).toBe('Your CareLink receipt for €150');
    // Nothing about the visit's reason (the checkout said "Chest pain …") where a lock screen shows it, or anywhere.
    expect(mail.html).not.toMatch(/chest/i);
    expect(mail.text).not.toMatch(/chest/i);
    expect(mail.headerLines.map((line) => line.key)).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));

    const file = pdfOf(mail);
    expect(file.filename).toMatch(/^receipt-R-[A-Z0-9]+\.pdf$/);
    const text = await pdfText(file.content);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('€150');
    expect(text).toContain('Dr. Receipt Doctor');
    expect(text).toContain('Receipt Patient');
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: doctor.doctor.timeZone,
    });
    expect(text).toContain(today);
    expect(text).toContain('Cancel at least 24 hours before the appointment for a full refund.');
    const number = /R-[A-Z0-9]+/.exec(file.filename!)![0];
    expect(text).toContain(`Receipt number: ${number}`);
    expect(number).toBe(
      `R-${sessionId
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(-10)
        .toUpperCase()}`,
    );
    expect(text).not.toMatch(/chest/i);
  });

  it('mails a refund receipt carrying the refunded amount when the visit is cancelled', async () => {
    const { patient, appointment } = await booked('Refund Doctor', 80);
    await smtp.mailTo(patient.user.email, /receipt for/);
    const cancelled = await server.api(`/appointment/cancel/${appointment._id}`, { method: 'PATCH', token: patient.user.token });
    expect(cancelled.status).toBe(200);
    const mail = await smtp.mailTo(patient.user.email, /refund/i);
    // Three days ahead: the policy's full refund.
    expect(mail.subject).toBe('Your CareLink refund of €80');
    expect(mail.text).toContain('We refunded €80');
    const text = await pdfText(pdfOf(mail).content);
    expect(text).toContain('Refund receipt');
    expect(text).toContain('AMOUNT REFUNDED');
    expect(text).toContain('€80');
    expect(text).toContain('Dr. Refund Doctor');
  });

  it('sends no receipt to a patient who switched receipts off', async () => {
    const doctor = await createDoctor(server, { fees: 60 }, 'Quiet Doctor');
    const patient = await createPatient(server, {}, 'No Receipts');
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: patient.user.token,
      json: { reminders: true, receipts: false, quietHours: null, timeZone: null },
    });
    await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date: dateAhead(4, doctor.doctor.timeZone),
      time: '11:00 AM',
    });
    // The confirmation (an account message) comes; the receipt does not.
    await smtp.mailTo(patient.user.email, /is booked/);
    const kinds = await server.api('/user/messages', { token: patient.user.token });
    const sent = kinds.body.data.messages.map((message: { kind: string }) => message.kind);
    expect(sent).toContain('appointment-confirmation');
    expect(sent).not.toContain('payment-receipt');
  });
});
