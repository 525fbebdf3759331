import { API_MESSAGES, type Prescription } from '@telehealth/shared-api/core';
import { sql } from 'drizzle-orm';
import { prescriptionAccessLog } from '../db/schema';
import { createDoctor, createPatient, insertAppointment, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { dataUrlBytes, decodePdfQr, decodeQrImage } from '../../test/support/qr-decode';
import { createTestClock, databases, startTestServer, type TestServer } from '../../test/support/test-server';

async function accessCount(server: TestServer): Promise<number> {
  const [row] = await server.database.db.select({ count: sql<number>`count(*)::int` }).from(prescriptionAccessLog);
  return Number(row!.count);
}

// The print view's QR code (issue 12): what the print call answers, and that it scans as the PDF's does.
describe.each(databases())('the print view QR code on %s', (db) => {
  let server: TestServer;
  let doctor: DoctorFixture;
  let colleague: DoctorFixture;
  let stranger: DoctorFixture;
  let patientA: PatientFixture;
  let patientB: PatientFixture;
  let prescription: Prescription;

  beforeAll(async () => {
    server = await startTestServer({ db, clock: createTestClock(new Date('2026-03-02T10:00:00Z')) });
    doctor = await createDoctor(server, {}, 'Kenji Watanabe');
    colleague = await createDoctor(server, {}, 'Grace Kim');
    stranger = await createDoctor(server, {}, 'Omar Haddad');
    patientA = await createPatient(server, {}, 'Mia Thompson');
    patientB = await createPatient(server, {}, 'Noah Baker');
    for (const [treating, startsAt] of [
      [doctor, '2026-03-01T09:00:00Z'],
      [colleague, '2026-02-10T09:00:00Z'],
    ] as const) {
      await insertAppointment(server, {
        doctorId: treating.doctor._id,
        patientId: patientA.profile._id,
        startsAt: new Date(startsAt),
        status: 'completed',
      });
    }
    const created = await server.api('/prescription/create-prescription', {
      method: 'POST',
      token: doctor.user.token,
      json: { patientId: patientA.profile._id, medication: 'Amoxicillin', dosage: '500 mg', instructions: 'Three times a day' },
    });
    if (created.status !== 201) throw new Error(`create failed: ${created.status} ${created.text}`);
    prescription = created.body.data;
  }, 60_000);

  afterAll(async () => server?.close());

  it("answers an SVG QR code that scans as the verification page, the same address as the PDF's", async () => {
    const answer = await server.api(`/prescription/${prescription._id}/print`, { token: patientA.user.token });
    expect(answer.status).toBe(200);
    const { verificationUrl, verificationQr } = answer.body.data;
    // No PUBLIC_URL in tests: the request's own (allowed) origin, as for the PDF.
    expect(verificationUrl).toBe(`${server.baseUrl}${prescription.verificationPath}`);

    const image = dataUrlBytes(verificationQr);
    expect(image.type).toBe('image/svg+xml');
    const svg = image.bytes.toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    expect(await decodeQrImage(image.bytes)).toBe(verificationUrl);

    const pdf = await fetch(`${server.baseUrl}/api/v1/prescription/${prescription._id}/pdf`, {
      headers: { authorization: `Bearer ${patientA.user.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(await decodePdfQr(Buffer.from(await pdf.arrayBuffer()))).toBe(verificationUrl);

    // The verification page it points at knows this prescription.
    const page = await fetch(verificationUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(prescription.verificationCode);
  });

  it('goes only to the patient and the treating doctors, each reading recorded once as a print', async () => {
    const expected: Array<[string, string | undefined, number]> = [
      ['patient', patientA.user.token, 200],
      ['prescribing doctor', doctor.user.token, 200],
      ['treating colleague', colleague.user.token, 200],
      ['another patient', patientB.user.token, 404],
      ['another doctor', stranger.user.token, 404],
      ['signed out', undefined, 401],
    ];
    for (const [who, token, status] of expected) {
      const before = await accessCount(server);
      const answer = await server.api(`/prescription/${prescription._id}/print`, { token });
      expect([who, answer.status]).toEqual([who, status]);
      expect([who, (await accessCount(server)) - before]).toEqual([who, status === 200 ? 1 : 0]);
      if (status === 200) expect(answer.body.data.verificationQr).toMatch(/^data:image\/svg\+xml;base64,/);
      else expect([who, answer.text]).not.toEqual([who, expect.stringContaining('verificationQr')]);
      if (status === 401) expect(answer.body.message).toBe(API_MESSAGES.authRequired);
    }
  });
});
