/**
 * The operations console's API on a real server: the access record (reads by patients, doctors
 * and operators' decisions, filters, paging, CSV), payments with a refund retry, message delivery
 * with a resend, and system health. Who may call each route is the access matrix's business.
 */
import { eq } from 'drizzle-orm';
import { appointments, mailMessages, paymentRefunds } from '../db/schema';
import { checkoutBody, dateAhead, markRefundOwed, payInSandbox, startCheckout } from '../../test/support/booking-fixtures';
import { createDoctor, createPatient, insertAppointment, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { login, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';
import { createAdmin } from './admin-accounts';
import { CONSOLE_MESSAGES } from './console-routes';

const ADMIN_PASSWORD = 'Operations-pass-2026';

describe('operations console', () => {
  let server: TestServer;
  let adminToken: string;
  let doctor: DoctorFixture;
  let patient: PatientFixture;
  let prescriptionId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const email = uniqueEmail('ops');
    await createAdmin(server.database.db, { email, password: ADMIN_PASSWORD });
    adminToken = (await login(server, email, ADMIN_PASSWORD)).body.data.accessToken;
    doctor = await createDoctor(server, { fees: 150, timeZone: 'UTC' }, 'Grace Record');
    patient = await createPatient(server, {}, 'Ada Recorded');
    await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      status: 'completed',
    });
    const written = await server.api('/prescription/create-prescription', {
      method: 'POST',
      token: doctor.user.token,
      json: { patientId: patient.profile._id, medication: 'Amoxicillin', dosage: '500 mg', instructions: 'One capsule three times a day' },
    });
    expect(written.status).toBe(201);
    prescriptionId = written.body.data._id;
  }, 90_000);
  afterAll(async () => {
    await server?.close();
  });

  const asOperator = (path: string) => server.api(path, { token: adminToken });

  describe('the access record', () => {
    it('lists a prescription read by the patient and by the doctor, newest first, with who and whose', async () => {
      expect((await server.api(`/prescription/get-prescription/${prescriptionId}`, { token: patient.user.token })).status).toBe(200);
      expect((await server.api(`/prescription/get-prescription/${prescriptionId}`, { token: doctor.user.token })).status).toBe(200);
      const answer = await asOperator(`/admin/access-record?kind=prescription-read&patient=${patient.profile._id}`);
      expect(answer.status).toBe(200);
      const entries = answer.body.data.entries as Array<Record<string, any>>;
      expect(entries.map((entry) => [entry.actor.name, entry.actor.role, entry.patient.name, entry.doctor.name, entry.subjectId])).toEqual([
        ['Grace Record', 'doctor', 'Ada Recorded', 'Grace Record', prescriptionId],
        ['Ada Recorded', 'patient', 'Ada Recorded', 'Grace Record', prescriptionId],
      ]);
      expect(answer.body.data.total).toBe(2);
    });

    it("records reads of a patient's appointments and consultation notes, by patient and doctor", async () => {
      const visit = await insertAppointment(server, {
        doctorId: doctor.doctor._id,
        patientId: patient.profile._id,
        startsAt: new Date(Date.now() + 5 * 86_400_000),
      });
      expect((await server.api(`/appointment/${visit.id}`, { token: patient.user.token })).status).toBe(200);
      expect((await server.api(`/consultation/${visit.id}/notes`, { token: doctor.user.token })).status).toBe(200);
      expect((await server.api(`/appointment/doctor/${doctor.doctor._id}`, { token: doctor.user.token })).status).toBe(200);
      const kinds = async (kind: string) =>
        (
          (await asOperator(`/admin/access-record?kind=${kind}&patient=Ada%20Recorded`)).body.data.entries as Array<Record<string, any>>
        ).map((entry) => [entry.actor.role, entry.subjectId]);
      expect(await kinds('appointment-read')).toEqual([['patient', visit.id]]);
      expect(await kinds('notes-read')).toEqual([['doctor', visit.id]]);
      expect(await kinds('appointment-list')).toEqual([['doctor', null]]);
    });

    it("records an operator's decision with its reason, and filters by who acted", async () => {
      const other = await createDoctor(server, {}, 'Suspended Person');
      const suspended = await server.api(`/admin/doctors/${other.doctor._id}/suspend`, {
        method: 'POST',
        token: adminToken,
        json: { reason: 'Licence under review' },
      });
      expect(suspended.status).toBe(200);
      const answer = await asOperator('/admin/access-record?actor=Operations&kind=doctor-suspend');
      expect(answer.body.data.entries.map((entry: any) => [entry.actor.role, entry.doctor.name, entry.detail])).toEqual([
        ['admin', 'Suspended Person', 'Licence under review'],
      ]);
    });

    it('pages, and filters by date range', async () => {
      const first = await asOperator('/admin/access-record?pageSize=1&page=1');
      const second = await asOperator('/admin/access-record?pageSize=1&page=2');
      expect(first.body.data.entries).toHaveLength(1);
      expect(second.body.data.entries[0].id).not.toBe(first.body.data.entries[0].id);
      expect(first.body.data.total).toBeGreaterThan(3);
      const today = new Date().toISOString().slice(0, 10);
      expect((await asOperator(`/admin/access-record?from=${today}&to=${today}`)).body.data.total).toBe(first.body.data.total);
      expect((await asOperator('/admin/access-record?from=2020-01-01&to=2020-01-31')).body.data.total).toBe(0);
    });

    it('refuses bad filters with a clear message', async () => {
      const badKind = await asOperator('/admin/access-record?kind=everything');
      expect([badKind.status, badKind.body.message]).toEqual([400, expect.stringContaining('kind must be one of')]);
      const backwards = await asOperator('/admin/access-record?from=2026-03-02&to=2026-03-01');
      expect([backwards.status, backwards.body.message]).toEqual([400, 'The "from" date must not be after the "to" date']);
      expect((await asOperator('/admin/access-record?from=2026-02-30')).status).toBe(400);
      expect((await asOperator('/admin/access-record?pageSize=1000')).status).toBe(400);
    });

    it('exports the filtered record as CSV', async () => {
      const answer = await asOperator(`/admin/access-record/export?kind=prescription-read&patient=${patient.profile._id}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="access-record-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = (answer.text as string).trim().split('\r\n');
      expect(lines[0]).toMatch(/^When \(UTC\),What,Who,/);
      expect(lines.slice(1).map((line) => line.split(',').slice(1, 3))).toEqual([
        ['Opened a prescription', 'Grace Record'],
        ['Opened a prescription', 'Ada Recorded'],
      ]);
    });
  });

  describe('payments', () => {
    async function paidVisit(daysAhead: number) {
      const slot = { doctorId: doctor.doctor._id, date: dateAhead(daysAhead, 'UTC'), time: '10:00 AM' };
      const started = await startCheckout(server, patient.user.token, checkoutBody(patient.user.id, slot, 150));
      expect(started.status).toBe(201);
      await payInSandbox(server, started.body.data.id);
      return started.body.data.id as string;
    }

    const owedAfterCancel = (sessionId: string, canceledBy: 'patient' | 'system') =>
      markRefundOwed(server, sessionId, { amount: 150, canceledBy, canceledAt: new Date(Date.now() - 10 * 60_000) });

    it('lists checkouts with patient, doctor and amount, and those owed a refund; a retry makes it once and is recorded', async () => {
      const sessionId = await paidVisit(9);
      const all = await asOperator('/admin/checkouts');
      const listed = all.body.data.checkouts.find((checkout: any) => checkout.id === sessionId);
      expect(listed).toMatchObject({ status: 'paid', amount: 150, patient: { name: 'Ada Recorded' }, doctor: { name: 'Grace Record' } });
      expect(listed.refund.state).toBe('none');

      await owedAfterCancel(sessionId, 'patient');
      const owed = await asOperator('/admin/checkouts?refunds=owed');
      expect(owed.body.data.checkouts.map((checkout: any) => [checkout.id, checkout.refund.state, checkout.refund.amount])).toEqual([
        [sessionId, 'failed', 150],
      ]);

      const retried = await server.api(`/admin/checkouts/${sessionId}/retry-refund`, { method: 'POST', token: adminToken });
      expect([retried.status, retried.body.message]).toEqual([200, CONSOLE_MESSAGES.refundMade]);
      expect((await asOperator('/admin/checkouts?refunds=owed')).body.data.checkouts).toEqual([]);
      const again = await server.api(`/admin/checkouts/${sessionId}/retry-refund`, { method: 'POST', token: adminToken });
      expect([again.status, again.body.message]).toEqual([409, CONSOLE_MESSAGES.noRefundOwed]);
      const [refunded] = await server.database.db.select().from(appointments).where(eq(appointments.checkoutSessionId, sessionId));
      expect(refunded!.refundedAt).not.toBeNull();

      const recorded = await asOperator(`/admin/access-record?kind=refund-retry`);
      expect(recorded.body.data.entries.map((entry: any) => [entry.subjectId, entry.detail, entry.patient.name])).toEqual([
        [sessionId, 'Refund made', 'Ada Recorded'],
      ]);
    });

    it("retries the refund of a visit the system cancelled (the doctor never came) as the doctor's, as the sweep does", async () => {
      const sessionId = await paidVisit(11);
      await owedAfterCancel(sessionId, 'system');
      const retried = await server.api(`/admin/checkouts/${sessionId}/retry-refund`, { method: 'POST', token: adminToken });
      expect(retried.status).toBe(200);
      const [refund] = await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, sessionId));
      expect(refund).toMatchObject({ amount: 150, reason: 'doctor_cancel' });
    });

    it('answers 404 for a checkout that does not exist', async () => {
      expect((await server.api('/admin/checkouts/cs_nothing/retry-refund', { method: 'POST', token: adminToken })).status).toBe(404);
    });
  });

  describe('message delivery', () => {
    it('lists failed emails with their reason, never the body, and sends one again once', async () => {
      const [failed] = await server.database.db
        .insert(mailMessages)
        .values({
          userId: patient.user.id,
          kind: 'password-reset',
          toAddress: patient.user.email,
          subject: 'Reset your password',
          html: '<p>secret link</p>',
          text: 'secret link',
          state: 'failed',
          attempts: 7,
          lastError: 'Connection refused',
          messageId: '<console-test@telehealth.local>',
        })
        .returning();
      const listed = await asOperator('/admin/mail-messages?state=failed');
      expect(listed.body.data.messages).toEqual([
        expect.objectContaining({ id: failed!.id, state: 'failed', attempts: 7, lastError: 'Connection refused', to: patient.user.email }),
      ]);
      expect(listed.text).not.toContain('secret link');

      const retried = await server.api(`/admin/mail-messages/${failed!.id}/retry`, { method: 'POST', token: adminToken });
      expect([retried.status, retried.body.message]).toEqual([200, CONSOLE_MESSAGES.mailQueued]);
      const again = await server.api(`/admin/mail-messages/${failed!.id}/retry`, { method: 'POST', token: adminToken });
      expect(again.status).toBe(409);
      expect((await asOperator('/admin/mail-messages?state=failed')).body.data.messages).toEqual([]);
      expect((await asOperator('/admin/access-record?kind=mail-retry')).body.data.entries.map((entry: any) => entry.subjectId)).toEqual([
        failed!.id,
      ]);
      expect((await asOperator('/admin/mail-messages?state=lost')).status).toBe(400);
      expect((await server.api('/admin/mail-messages/not-an-id/retry', { method: 'POST', token: adminToken })).status).toBe(404);
    });
  });

  describe('system health', () => {
    it('reports the database round trip, no Redis, the job queues and the sockets', async () => {
      const answer = await asOperator('/admin/system-health');
      expect(answer.status).toBe(200);
      const health = answer.body.data;
      expect(health.database).toMatchObject({ ok: true, error: null });
      expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
      expect(health.redis).toBeNull();
      expect(health.jobs.ok).toBe(true);
      expect(health.jobs.queues.map((queue: any) => queue.name)).toContain('mail.send');
      expect(health.sockets.connected).toBe(0);
    });
  });

  it('never shows an operator a consultation note', async () => {
    const visit = await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt: new Date(Date.now() + 6 * 86_400_000),
    });
    const answer = await server.api(`/consultation/${visit.id}/notes`, { token: adminToken });
    expect(answer.status).toBe(404);
  });
});
