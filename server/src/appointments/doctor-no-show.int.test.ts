import type { Appointment, Notification } from '@telehealth/shared-api/core';
import { consultations } from '../db/schema';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { checkoutBody, confirmSession, dateAhead, payInSandbox, startCheckout } from '../../test/support/booking-fixtures';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';
import { eventually } from '../../test/support/eventually';

const FEE = 150;
const MINUTE_MS = 60_000;

describe.each(databases())('a doctor who does not join a video visit, on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  let doctor: DoctorFixture;
  let patient: PatientFixture;
  let nextDay = 2;

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({
      db,
      clock,
      // The sweep runs every second; sessions outlive the clock's jumps.
      env: { CHECKOUT_SWEEP_SECONDS: '1', SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' },
    });
    doctor = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Sarah Chen');
    patient = await createPatient(server, {}, 'Alex Morgan');
  });
  afterAll(async () => {
    await server?.close();
  });

  async function book(consultationType = 'Video Consultation'): Promise<Appointment> {
    const slot = { doctorId: doctor.doctor._id, date: dateAhead(nextDay++, 'America/New_York', clock.now()), time: '10:00 AM' };
    const started = await startCheckout(server, patient.user.token, checkoutBody(patient.user.id, slot, FEE, { consultationType }));
    expect(started.status).toBe(201);
    await payInSandbox(server, started.body.data.id);
    const confirmed = await confirmSession(server, patient.user.token, started.body.data.id);
    expect(confirmed.status).toBe(200);
    return confirmed.body.data.appointment;
  }

  const appointmentOf = async (id: string): Promise<Appointment> =>
    (await server.api(`/appointment/${id}`, { token: patient.user.token })).body.data;
  const notificationsOf = async (token: string): Promise<string[]> =>
    (await server.api('/notifications?limit=100', { token })).body.data.notifications.map((n: Notification) => n.message);
  /** The notices of the user once one matches `pattern`: they are stored by the events' subscribers, after the change commits. */
  const toldEventually = (token: string, pattern: RegExp) =>
    eventually(
      () => notificationsOf(token),
      (messages) => messages.some((message) => pattern.test(message)),
      `a notice matching ${String(pattern)}`,
    );
  const moveTo = (appointment: Appointment, minutesAfterStart: number) =>
    clock.advance(Date.parse(appointment.startsAt) + minutesAfterStart * MINUTE_MS - clock.now().getTime());

  it('is cancelled by the server 20 minutes after the start, the patient refunded in full and both told', async () => {
    const appointment = await book();
    moveTo(appointment, 19);
    // A second and a half: at least one sweep ran, and 19 minutes is not yet a no-show.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await appointmentOf(appointment._id)).status).toBe('scheduled');

    moveTo(appointment, 21);
    const cancelled = await eventually(
      () => appointmentOf(appointment._id),
      (value) => value.status === 'canceled' && value.payment?.refundedAmount === FEE,
      'the no-show cancellation with its refund',
    );
    expect(cancelled).toMatchObject({ status: 'canceled', canceledBy: 'system', payment: { amount: FEE, refundedAmount: FEE } });
    await toldEventually(patient.user.token, /^Dr\. Sarah Chen did not join your video visit on .*Your payment is refunded in full\.$/);
    await toldEventually(doctor.user.token, /^You did not join your video visit with Alex Morgan on .* within 20 minutes/);
  });

  it('leaves a visit the doctor joined, and an in-person visit, as they are', async () => {
    const joined = await book();
    const inPerson = await book('In-person Consultation');
    await server.database.db
      .insert(consultations)
      .values({ appointmentId: joined._id, status: 'live', startedAt: new Date(joined.startsAt) });
    moveTo(inPerson, 25);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await appointmentOf(joined._id)).status).toBe('scheduled');
    expect((await appointmentOf(inPerson._id)).status).toBe('scheduled');
  });

  it('refunds a patient who cancels in full once the doctor is 10 minutes late, and tells the doctor why', async () => {
    const early = await book();
    const late = await book();
    // Five minutes after the start the policy applies (no refund once the visit has begun)...
    moveTo(early, 5);
    const atFive = await server.api(`/appointment/cancel/${early._id}`, { method: 'PATCH', token: patient.user.token });
    expect(atFive.status).toBe(200);
    expect(atFive.body.data.payment.refundedAmount).toBe(0);
    // ...ten minutes after it, with the doctor still absent, the refund is whole.
    moveTo(late, 11);
    const atEleven = await server.api(`/appointment/cancel/${late._id}`, { method: 'PATCH', token: patient.user.token });
    expect(atEleven.status).toBe(200);
    expect(atEleven.body.data).toMatchObject({ status: 'canceled', canceledBy: 'patient', payment: { refundedAmount: FEE } });
    await toldEventually(doctor.user.token, /^Appointment canceled: Alex Morgan canceled the video visit on .* after waiting 10 minutes/);
  });
});
