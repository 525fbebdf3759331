/**
 * Clinician verification and the operators' API on a real server: a new doctor cannot be booked
 * or prescribe until an operator (made from the command line's createAdmin, never by sign-up)
 * approves the licence; rejection, suspension and restoring, with the doctor told each time.
 */
import { VERIFICATION_MESSAGES } from '@telehealth/shared-api/core';
import { eq, sql } from 'drizzle-orm';
import { createAdmin, ensureAdminOnStart } from '../admin/admin-accounts';
import { accessRecords, appointments, doctorLicences, doctors, users } from '../db/schema';
import { bookAppointment, checkoutBody, dateAhead, startCheckout } from '../../test/support/booking-fixtures';
import {
  createDoctor,
  createPatient,
  insertAppointment,
  smallPng,
  type DoctorFixture,
  type PatientFixture,
} from '../../test/support/care-fixtures';
import { databases, login, registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';

const ADMIN_PASSWORD = 'Operations-pass-2026';
const licence = { licenceNumber: 'GMC-7654321', issuingAuthority: 'General Medical Council (UK)', expiresOn: '2031-12-31' };

async function sendLicence(
  server: TestServer,
  token: string,
  fields: Record<string, string> = licence,
  file: { bytes: Buffer; type: string; name: string } | null = null,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('licenceDocument', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${server.baseUrl}/api/v1/doctor/verification`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { data: any; message: string } };
}

async function pngFile() {
  return { bytes: await smallPng(200, 120), type: 'image/png', name: 'licence.png' };
}

describe.each(databases())('clinician verification on %s', (db) => {
  let server: TestServer;
  let adminToken: string;
  let patient: PatientFixture;

  async function stateOf(doctor: DoctorFixture) {
    const answer = await server.api('/doctor/verification', { token: doctor.user.token });
    expect(answer.status).toBe(200);
    return answer.body.data as { state: string; missing: string[]; licence: Record<string, unknown> | null };
  }

  function checkoutWith(doctor: DoctorFixture, days: number) {
    return startCheckout(
      server,
      patient.user.token,
      checkoutBody(patient.user.id, { doctorId: doctor.doctor._id, date: dateAhead(days, doctor.doctor.timeZone), time: '10:00 AM' }, 150),
    );
  }

  /** A prescription for the patient, who had a visit with the doctor yesterday. */
  async function prescribe(doctor: DoctorFixture) {
    await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt: new Date(Date.now() - 86_400_000),
      status: 'completed',
    });
    return server.api('/prescription/create-prescription', {
      method: 'POST',
      token: doctor.user.token,
      json: { patientId: patient.profile._id, medication: 'Amoxicillin', dosage: '500 mg', instructions: 'Twice a day' },
    });
  }

  async function notificationsOf(token: string): Promise<string[]> {
    const answer = await server.api('/notifications', { token });
    return (answer.body.data.notifications as { message: string }[]).map((notification) => notification.message);
  }

  beforeAll(async () => {
    server = await startTestServer({ db });
    const email = uniqueEmail('ops');
    await createAdmin(server.database.db, { email, password: ADMIN_PASSWORD });
    adminToken = (await login(server, email, ADMIN_PASSWORD)).body.data.accessToken;
    patient = await createPatient(server, {}, 'Ada Patient');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  describe('the operations role', () => {
    it('is never made by sign-up', async () => {
      const email = uniqueEmail('sneaky');
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Sneaky Person', email, password: 'Fresh-pass-61', role: 'admin' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Role must be patient or doctor');
      expect(await server.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    });

    it('signs in as admin once made from the command line', async () => {
      const me = await server.api('/user/current-user', { token: adminToken });
      expect(me.status).toBe(200);
      expect(me.body.data.role).toBe('admin');
    });

    it('is made on start from ADMIN_EMAIL once, with a generated password, and never takes over an account', async () => {
      const email = uniqueEmail('start-ops');
      const first = await ensureAdminOnStart(server.database.db, { adminEmail: email, adminPassword: undefined });
      expect(first).toMatchObject({ kind: 'created', email });
      const password = first.kind === 'created' ? first.generatedPassword! : '';
      expect((await login(server, email, password)).body.data.user.role).toBe('admin');
      expect(await ensureAdminOnStart(server.database.db, { adminEmail: email, adminPassword: 'Another-pass-2026' })).toEqual({
        kind: 'exists',
      });
      expect((await login(server, email, password)).status).toBe(200);

      const existing = await registerUser(server, { role: 'patient' });
      expect(await ensureAdminOnStart(server.database.db, { adminEmail: existing.email, adminPassword: undefined })).toEqual({
        kind: 'email-taken',
        email: existing.email,
      });
      expect((await server.api('/user/current-user', { token: existing.token })).body.data.role).toBe('patient');
    });

    it('answers 403 to patients and doctors and 401 signed out on every admin route', async () => {
      const doctor = await createDoctor(server, {}, 'Some Doctor');
      const id = doctor.doctor._id;
      const routes: [string, string, unknown?][] = [
        ['GET', '/admin/verifications'],
        ['GET', `/admin/doctors/${id}/licence-document`],
        ['POST', `/admin/doctors/${id}/approve`],
        ['POST', `/admin/doctors/${id}/reject`, { reason: 'No' }],
        ['POST', `/admin/doctors/${id}/suspend`, { reason: 'No' }],
        ['POST', `/admin/doctors/${id}/restore`],
      ];
      for (const [method, path, json] of routes) {
        expect([path, (await server.api(path, { method, json, token: patient.user.token })).status]).toEqual([path, 403]);
        expect([path, (await server.api(path, { method, json, token: doctor.user.token })).status]).toEqual([path, 403]);
        expect([path, (await server.api(path, { method, json })).status]).toEqual([path, 401]);
      }
    });
  });

  describe('a new doctor', () => {
    let doctor: DoctorFixture;
    beforeAll(async () => {
      doctor = await createDoctor(server, { fees: 150, timeZone: 'UTC' }, 'Nadia Newcomer', { verified: false });
    });

    it('is not among the similar doctors of its specialty until verified', async () => {
      const listed = async () => {
        const answer = await server.api(`/doctor/specialization?specialization=${encodeURIComponent(doctor.doctor.specialization)}`, {
          token: patient.user.token,
        });
        return (answer.body.data as { _id: string }[]).map((item) => item._id);
      };
      const verifiedColleague = await createDoctor(server, { fees: 150, timeZone: 'UTC' }, 'Vera Verified');
      expect(await listed()).toContain(verifiedColleague.doctor._id);
      expect(await listed()).not.toContain(doctor.doctor._id);
    });

    it('starts pending, is told what is missing, cannot be booked and cannot prescribe', async () => {
      expect(await stateOf(doctor)).toMatchObject({
        state: 'pending',
        missing: ['Send your licence details and a scan or photo of your licence'],
        licence: null,
      });
      const checkout = await checkoutWith(doctor, 3);
      expect(checkout.status).toBe(409);
      expect(checkout.body.message).toBe(VERIFICATION_MESSAGES.notVerifiedBooking);
      const prescription = await prescribe(doctor);
      expect(prescription.status).toBe(403);
      expect(prescription.body.message).toBe(VERIFICATION_MESSAGES.notVerifiedPrescribing);
    });

    it('refuses bad licence forms with a clear message and changes nothing', async () => {
      const cases: [Record<string, string>, Awaited<ReturnType<typeof pngFile>> | null, number, string][] = [
        [licence, null, 400, VERIFICATION_MESSAGES.documentMissing],
        [licence, { bytes: Buffer.from('just some text'), type: 'image/png', name: 'fake.png' }, 400, VERIFICATION_MESSAGES.documentType],
        [{ ...licence, expiresOn: '2020-01-31' }, await pngFile(), 400, VERIFICATION_MESSAGES.expiryPast],
        [{ ...licence, expiresOn: '2031-02-30' }, await pngFile(), 400, VERIFICATION_MESSAGES.expiryRequired],
        [{ ...licence, licenceNumber: '  ' }, await pngFile(), 400, VERIFICATION_MESSAGES.licenceNumberRequired],
        [{ licenceNumber: 'X1', expiresOn: '2031-01-01' }, await pngFile(), 400, VERIFICATION_MESSAGES.authorityRequired],
        [
          licence,
          { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1), type: 'application/pdf', name: 'big.pdf' },
          413,
          VERIFICATION_MESSAGES.documentTooLarge,
        ],
      ];
      for (const [fields, file, status, message] of cases) {
        const answer = await sendLicence(server, doctor.user.token, fields, file);
        expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
      }
      expect((await stateOf(doctor)).state).toBe('pending');
      expect(await server.database.db.select().from(doctorLicences).where(eq(doctorLicences.doctorId, doctor.doctor._id))).toEqual([]);
    });

    it('goes through the queue: rejected with a reason, sent again, approved, then bookable and prescribing', async () => {
      const sent = await sendLicence(server, doctor.user.token, licence, await pngFile());
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ state: 'submitted', licence: { ...licence, hasDocument: true, reason: null } });

      // The scan is the doctor's and the operators' only: never under the public /uploads path.
      const [row] = await server.database.db.select().from(doctorLicences).where(eq(doctorLicences.doctorId, doctor.doctor._id));
      expect((await server.http(`/uploads/${row!.documentName}`)).status).toBe(404);
      const own = await fetch(`${server.baseUrl}/api/v1/doctor/verification/document`, {
        headers: { authorization: `Bearer ${doctor.user.token}` },
      });
      expect([own.status, own.headers.get('content-type'), own.headers.get('cache-control')]).toEqual([
        200,
        'image/webp',
        'private, no-store',
      ]);

      const queue = await server.api('/admin/verifications', { token: adminToken });
      expect(queue.status).toBe(200);
      const entry = (queue.body.data as { doctorId: string; documentPath: string }[]).find((item) => item.doctorId === doctor.doctor._id);
      expect(entry).toMatchObject({ name: 'Nadia Newcomer', state: 'submitted', licence: { licenceNumber: licence.licenceNumber } });
      const document = await fetch(`${server.baseUrl}/api/v1${entry!.documentPath}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(document.status).toBe(200);
      expect(document.headers.get('content-security-policy')).toContain('sandbox');

      const missingReason = await server.api(`/admin/doctors/${doctor.doctor._id}/reject`, {
        method: 'POST',
        token: adminToken,
        json: { reason: ' ' },
      });
      expect([missingReason.status, missingReason.body.message]).toEqual([400, VERIFICATION_MESSAGES.reasonRequired]);
      const rejected = await server.api(`/admin/doctors/${doctor.doctor._id}/reject`, {
        method: 'POST',
        token: adminToken,
        json: { reason: 'the photo is too blurry to read the number' },
      });
      expect(rejected.status).toBe(200);
      expect(await stateOf(doctor)).toMatchObject({
        state: 'rejected',
        missing: ['Send corrected licence details'],
        licence: { reason: 'the photo is too blurry to read the number' },
      });
      expect(
        (await notificationsOf(doctor.user.token)).some((message) => message.includes('the photo is too blurry to read the number')),
      ).toBe(true);
      expect((await checkoutWith(doctor, 3)).status).toBe(409);

      expect((await sendLicence(server, doctor.user.token, licence, await pngFile())).body.data.state).toBe('submitted');
      const approved = await server.api(`/admin/doctors/${doctor.doctor._id}/approve`, { method: 'POST', token: adminToken });
      expect([approved.status, approved.body.data.state]).toEqual([200, 'verified']);
      // Two operators on one submission: the second finds nothing left to decide.
      expect((await server.api(`/admin/doctors/${doctor.doctor._id}/approve`, { method: 'POST', token: adminToken })).status).toBe(409);
      expect(await stateOf(doctor)).toMatchObject({ state: 'verified', missing: [] });
      expect(
        (await notificationsOf(doctor.user.token)).some((message) => message.startsWith('Your licence has been checked and approved')),
      ).toBe(true);
      expect((await sendLicence(server, doctor.user.token, licence, await pngFile())).status).toBe(409);

      expect((await checkoutWith(doctor, 4)).status).toBe(201);
      expect((await prescribe(doctor)).status).toBe(201);
    });

    it('is hidden from booking and prescribing while suspended, and practises again once restored', async () => {
      const id = doctor.doctor._id;
      const suspended = await server.api(`/admin/doctors/${id}/suspend`, {
        method: 'POST',
        token: adminToken,
        json: { reason: 'licence under review by the council' },
      });
      expect([suspended.status, suspended.body.data.state]).toEqual([200, 'suspended']);
      expect((await notificationsOf(doctor.user.token)).some((message) => message.includes('licence under review by the council'))).toBe(
        true,
      );
      expect((await checkoutWith(doctor, 5)).status).toBe(409);
      expect((await prescribe(doctor)).status).toBe(403);
      expect((await sendLicence(server, doctor.user.token, licence, await pngFile())).status).toBe(409);
      const listed = await server.api('/admin/verifications?state=suspended', { token: adminToken });
      expect((listed.body.data as { doctorId: string }[]).map((item) => item.doctorId)).toContain(id);

      expect((await server.api(`/admin/doctors/${id}/restore`, { method: 'POST', token: adminToken })).body.data.state).toBe('verified');
      expect((await server.api(`/admin/doctors/${id}/restore`, { method: 'POST', token: adminToken })).status).toBe(409);
      expect((await checkoutWith(doctor, 5)).status).toBe(201);
    });
  });

  it("cancels a suspended doctor's coming visits with full refunds and tells the patients", async () => {
    const doctor = await createDoctor(server, { fees: 400 }, 'Suspended Soon');
    const patientSide = { token: patient.user.token, userId: patient.user.id };
    const first = await bookAppointment(server, patientSide, doctor, { date: dateAhead(2, doctor.doctor.timeZone), time: '10:00 AM' });
    const second = await bookAppointment(server, patientSide, doctor, { date: dateAhead(3, doctor.doctor.timeZone), time: '11:00 AM' });
    const suspended = await server.api(`/admin/doctors/${doctor.doctor._id}/suspend`, {
      method: 'POST',
      token: adminToken,
      json: { reason: 'licence expired' },
    });
    expect(suspended.status).toBe(200);
    for (const { appointment } of [first, second]) {
      const [row] = await server.database.db.select().from(appointments).where(eq(appointments.id, appointment._id));
      expect(row).toMatchObject({ status: 'canceled', canceledBy: 'doctor', refundedAmount: 400 });
      expect(row!.refundedAt).toBeInstanceOf(Date);
    }
    const told = (await notificationsOf(patient.user.token)).filter(
      (message) => message.includes('Suspended Soon') && /cancel/i.test(message),
    );
    expect(told).toHaveLength(2);
    expect(told.every((message) => message.includes('refunded in full'))).toBe(true);
  });

  it("writes an operator's decision and its access record together: when the record cannot be written, nothing is decided", async () => {
    const doctor = await createDoctor(server, { fees: 150, timeZone: 'UTC' }, 'Atomic Applicant', { verified: false });
    expect((await sendLicence(server, doctor.user.token, licence, await pngFile())).status).toBe(200);
    const id = doctor.doctor._id;
    // The database itself refuses this doctor's access-record rows for a moment.
    await server.database.db.execute(
      sql.raw(`alter table access_records add constraint refuse_for_test check (subject_id is distinct from '${id}')`),
    );
    try {
      const refused = await server.api(`/admin/doctors/${id}/approve`, { method: 'POST', token: adminToken });
      expect(refused.status).toBe(500);
      expect((await stateOf(doctor)).state).toBe('submitted');
    } finally {
      await server.database.db.execute(sql.raw('alter table access_records drop constraint refuse_for_test'));
    }
    const approved = await server.api(`/admin/doctors/${id}/approve`, { method: 'POST', token: adminToken });
    expect([approved.status, approved.body.data.state]).toEqual([200, 'verified']);
    const recorded = await server.database.db
      .select({ kind: accessRecords.kind })
      .from(accessRecords)
      .where(eq(accessRecords.subjectId, id));
    expect(recorded).toEqual([{ kind: 'doctor-approve' }]);
  });

  it('answers clear messages for an unknown doctor and a bad state filter', async () => {
    expect((await server.api('/admin/doctors/not-an-id/approve', { method: 'POST', token: adminToken })).status).toBe(404);
    const unknown = await server.api('/admin/doctors/00000000-0000-4000-8000-000000000000/licence-document', { token: adminToken });
    expect([unknown.status, unknown.body.message]).toEqual([404, VERIFICATION_MESSAGES.doctorNotFound]);
    expect((await server.api('/admin/verifications?state=nonsense', { token: adminToken })).status).toBe(400);
  });

  it('makes a new doctor row pending unless told otherwise', async () => {
    const [fresh] = await server.database.db
      .insert(users)
      .values({ name: 'Raw Doctor', email: uniqueEmail('raw'), role: 'doctor', passwordHash: 'x' })
      .returning();
    const [row] = await server.database.db
      .insert(doctors)
      .values({ userId: fresh!.id, specialization: 'Cardiology', qualification: 'MD', experience: 1, about: 'x', timeZone: 'UTC' })
      .returning();
    expect(row!.verification).toBe('pending');
  });
});
