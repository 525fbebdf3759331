import type { ParsedMail } from 'mailparser';
import { createDoctor, createPatient, insertAppointment } from '../../test/support/care-fixtures';
import { startSmtp, type Smtp } from '../../test/support/smtp-stand-in';
import { databases, startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databases())('prescription email on %s', (db) => {
  let smtp: Smtp;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ db, env: { SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function doctorAndPatient(patientName: string) {
    const doctor = await createDoctor(server, {}, 'Script Doctor');
    const patient = await createPatient(server, {}, patientName);
    await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt: new Date('2026-02-10T09:00:00Z'),
      status: 'completed',
    });
    return { doctor, patient };
  }

  async function prescribe(token: string, patientId: string, medication: string): Promise<string> {
    const answer = await server.api('/prescription/create-prescription', {
      method: 'POST',
      token,
      json: { patientId, medication, dosage: '500 mg', instructions: 'Twice a day' },
    });
    expect(answer.status).toBe(201);
    return answer.body.data._id as string;
  }

  const askRenewal = async (token: string, prescriptionId: string) => {
    const asked = await server.api(`/prescription/${prescriptionId}/renewal-requests`, { method: 'POST', token, json: {} });
    expect(asked.status).toBe(201);
    return asked.body.data._id as string;
  };

  const noMedication = (mail: ParsedMail, words: RegExp) => {
    expect(mail.subject).not.toMatch(words);
    expect(mail.text).not.toMatch(words);
    expect(mail.html).not.toMatch(words);
  };

  it('tells the patient a prescription is ready, with a link and without the medication', async () => {
    const { doctor, patient } = await doctorAndPatient('Rx Patient One');
    await prescribe(doctor.user.token, patient.profile._id, 'Sertraline');
    const mail = await smtp.mailTo(patient.user.email, /prescription is ready/);
    expect(mail.subject).toBe('A new CareLink prescription is ready');
    expect(mail.text).toContain('Dr. Script Doctor wrote a prescription for you.');
    expect(mail.text).toMatch(/See my prescriptions: http:\/\/localhost:\d+\/prescriptions/);
    noMedication(mail, /sertraline|500 mg|twice a day/i);
  });

  it('tells the patient a renewal was approved (one message, not a second "new prescription") or declined, without the reason', async () => {
    const { doctor, patient } = await doctorAndPatient('Rx Patient Two');
    const first = await prescribe(doctor.user.token, patient.profile._id, 'Lisinopril');
    const second = await prescribe(doctor.user.token, patient.profile._id, 'Metformin');
    const approved = await server.api(`/prescription/renewal-requests/${await askRenewal(patient.user.token, first)}/approve`, {
      method: 'POST',
      token: doctor.user.token,
    });
    expect(approved.status).toBe(200);
    const declined = await server.api(`/prescription/renewal-requests/${await askRenewal(patient.user.token, second)}/decline`, {
      method: 'POST',
      token: doctor.user.token,
      json: { reason: 'Kidney values too high' },
    });
    expect(declined.status).toBe(200);

    const yes = await smtp.mailTo(patient.user.email, /renewal request was answered/);
    const answers = () =>
      smtp.received.filter(
        (mail) =>
          mail.to && 'text' in mail.to && mail.to.text === patient.user.email && /renewal request was answered/.test(mail.subject ?? ''),
      );
    for (let i = 0; i < 50 && answers().length < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    const texts = answers().map((mail) => mail.text ?? '');
    expect(texts).toHaveLength(2);
    expect(texts.some((text) => text.includes('Dr. Script Doctor approved your renewal request.'))).toBe(true);
    expect(texts.some((text) => text.includes('Dr. Script Doctor could not renew your prescription.'))).toBe(true);
    for (const mail of answers()) noMedication(mail, /lisinopril|metformin|kidney/i);
    noMedication(yes, /lisinopril/i);

    // Two prescriptions written, one renewal approved: two "ready" messages, the renewal told once.
    const messages = await server.api('/user/messages', { token: patient.user.token });
    const kinds = messages.body.data.messages.map((message: { kind: string }) => message.kind).sort();
    expect(kinds.filter((kind: string) => kind.startsWith('prescription'))).toEqual([
      'prescription-issued',
      'prescription-issued',
      'prescription-renewal',
      'prescription-renewal',
    ]);
  });
});
