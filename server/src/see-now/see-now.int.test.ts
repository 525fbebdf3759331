import {
  AVAILABLE_NOW_MINUTES,
  SEE_NOW_MESSAGES,
  VERIFICATION_MESSAGES,
  type Appointment,
  type DoctorSummary,
  type Notification,
} from '@telehealth/shared-api/core';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { confirmSession, payInSandbox } from '../../test/support/booking-fixtures';
import { connected, joinAs, nextEvent, openSocket } from '../../test/support/consultation-fixtures';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';
import { eventually } from '../../test/support/eventually';

const FEE = 120;
const MINUTE_MS = 60_000;

describe.each(databases())('See a doctor now, on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  let patient: PatientFixture;
  let otherPatient: PatientFixture;

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({
      db,
      clock,
      env: { CHECKOUT_SWEEP_SECONDS: '1', SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' },
    });
    patient = await createPatient(server, {}, 'Alex Morgan');
    otherPatient = await createPatient(server, {}, 'Bea Quinn');
  });
  afterAll(async () => {
    await server?.close();
  });

  const newDoctor = (name: string, options: { verified?: boolean } = {}) =>
    createDoctor(server, { fees: FEE, timeZone: 'America/New_York', specialization: 'Dermatology' }, name, options);
  const switchTo = (doctor: DoctorFixture, availableNow: unknown) =>
    server.api('/doctor/available-now', { method: 'PUT', token: doctor.user.token, json: { availableNow } });
  const immediateCheckout = (who: PatientFixture, doctor: DoctorFixture, price = FEE) =>
    server.api('/payment/create-immediate-checkout-session', {
      method: 'POST',
      token: who.user.token,
      json: { doctorId: doctor.doctor._id, userId: who.user.id, price, reason: 'A rash since this morning' },
    });
  const availableNames = async (): Promise<string[]> => {
    const answer = await server.api('/doctor/all-doctors?availableNow=true&limit=50', { token: patient.user.token });
    expect(answer.status).toBe(200);
    return answer.body.data.doctors.map((d: DoctorSummary) => d.name);
  };
  const notificationsOf = async (token: string): Promise<Notification[]> =>
    (await server.api('/notifications?limit=100', { token })).body.data.notifications;
  const appointmentOf = async (id: string): Promise<Appointment> =>
    (await server.api(`/appointment/${id}`, { token: patient.user.token })).body.data;

  async function bookNow(who: PatientFixture, doctor: DoctorFixture): Promise<Appointment> {
    const started = await immediateCheckout(who, doctor);
    expect(started.status).toBe(201);
    await payInSandbox(server, started.body.data.id);
    const confirmed = await confirmSession(server, who.user.token, started.body.data.id);
    expect(confirmed.body.data.status).toBe('confirmed');
    return confirmed.body.data.appointment;
  }

  it('lets a verified doctor switch on and off; it turns itself off after the set time', async () => {
    const doctor = await newDoctor('Nadia Flores');
    expect((await server.api('/doctor/available-now', { token: doctor.user.token })).body.data).toEqual({
      availableNow: false,
      until: null,
      canSwitchOn: true,
    });
    const on = await switchTo(doctor, true);
    expect(on.status).toBe(200);
    expect(on.body.data.availableNow).toBe(true);
    expect(Date.parse(on.body.data.until) - clock.now().getTime()).toBe(AVAILABLE_NOW_MINUTES * MINUTE_MS);
    expect(await availableNames()).toContain('Nadia Flores');
    // The public profile says so too (its See now button).
    const profile = () => server.api(`/doctor/profile/${doctor.doctor._id}`, { token: patient.user.token });
    expect((await profile()).body.data.availableNow).toBe(true);

    const off = await switchTo(doctor, false);
    expect(off.body.data).toMatchObject({ availableNow: false, until: null });
    expect(await availableNames()).not.toContain('Nadia Flores');
    expect((await profile()).body.data.availableNow).toBe(false);

    await switchTo(doctor, true);
    clock.advance(AVAILABLE_NOW_MINUTES * MINUTE_MS + 1_000);
    expect((await server.api('/doctor/available-now', { token: doctor.user.token })).body.data.availableNow).toBe(false);
    expect(await availableNames()).not.toContain('Nadia Flores');
  });

  it('refuses to switch on a doctor whose licence is not checked, and bad input, changing nothing', async () => {
    const pending = await newDoctor('Otto Pending', { verified: false });
    const refused = await switchTo(pending, true);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SEE_NOW_MESSAGES.notVerified);
    expect((await server.api('/doctor/available-now', { token: pending.user.token })).body.data).toMatchObject({
      availableNow: false,
      canSwitchOn: false,
    });
    const verified = await newDoctor('Vera Input');
    expect((await switchTo(verified, 'yes')).status).toBe(400);
    expect((await server.api('/doctor/available-now', { token: verified.user.token })).body.data.availableNow).toBe(false);
    // A pending doctor cannot be booked now either (nor can anyone be switched on for them).
    expect((await immediateCheckout(patient, pending)).body.message).toBe(VERIFICATION_MESSAGES.notVerifiedBooking);
  });

  it('books an immediate visit that starts when paid, opens the room and alerts the doctor live', async () => {
    const doctor = await newDoctor('Imani Rowe');
    const refusedWhileOff = await immediateCheckout(patient, doctor);
    expect(refusedWhileOff.status).toBe(409);
    expect(refusedWhileOff.body.message).toBe(SEE_NOW_MESSAGES.doctorUnavailable);

    await switchTo(doctor, true);
    const doctorSocket = await connected(openSocket(server, doctor.user.token));
    const alert = nextEvent(doctorSocket, 'immediate-visit');
    const ring = nextEvent(doctorSocket, 'notification', { match: (n) => n.message.startsWith('See now') });
    const started = await immediateCheckout(patient, doctor);
    expect(started.status).toBe(201);
    // Another patient is turned away while this one pays: one immediate visit at a time.
    const second = await immediateCheckout(otherPatient, doctor);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(SEE_NOW_MESSAGES.doctorBusy);

    clock.advance(90_000); // the patient takes a minute and a half to pay
    const paidAt = clock.now().getTime();
    await payInSandbox(server, started.body.data.id);
    const confirmed = await confirmSession(server, patient.user.token, started.body.data.id);
    const appointment: Appointment = confirmed.body.data.appointment;
    expect(appointment).toMatchObject({ status: 'scheduled', immediate: true, consultationType: 'Video Consultation' });
    expect(Date.parse(appointment.startsAt)).toBe(paidAt);
    expect(await alert).toEqual({ appointmentId: appointment._id, patientName: 'Alex Morgan' });
    expect((await ring).link).toBe(`/consultation/${appointment._id}`);
    doctorSocket.disconnect();

    // Still one at a time once booked: the doctor has not joined yet.
    expect((await immediateCheckout(otherPatient, doctor)).body.message).toBe(SEE_NOW_MESSAGES.doctorBusy);

    // The room is open at once for both; the doctor's start turns Available now off.
    const patientIn = await joinAs(server, patient.user.token, appointment.roomId);
    expect(patientIn.state.appointmentId).toBe(appointment._id);
    const doctorIn = await joinAs(server, doctor.user.token, appointment.roomId);
    expect(doctorIn.state.participants.map((p) => p.role).sort()).toEqual(['doctor', 'patient']);
    const state = await eventually(
      async () => (await server.api('/doctor/available-now', { token: doctor.user.token })).body.data,
      (value: { availableNow: boolean }) => value.availableNow === false,
      'the switch-off at the visit start',
    );
    expect(state.availableNow).toBe(false);
    expect(await availableNames()).not.toContain('Imani Rowe');
    patientIn.socket.disconnect();
    doctorIn.socket.disconnect();
  });

  it('refunds in full, and says why, when the doctor went unavailable before the payment went through', async () => {
    const doctor = await newDoctor('Uma Gone');
    await switchTo(doctor, true);
    const started = await immediateCheckout(patient, doctor);
    await switchTo(doctor, false);
    await payInSandbox(server, started.body.data.id);
    const confirmed = await confirmSession(server, patient.user.token, started.body.data.id);
    expect(confirmed.body.data).toMatchObject({ status: 'refunded', appointment: null, message: SEE_NOW_MESSAGES.refundedUnavailable });
    expect((await notificationsOf(patient.user.token)).map((n) => n.message)).toContain(SEE_NOW_MESSAGES.refundedUnavailable);
  });

  it('applies the doctor no-show rules: a full refund on cancel after 10 minutes, and on its own at 20', async () => {
    const doctor = await newDoctor('Lena Late');
    await switchTo(doctor, true);
    const first = await bookNow(patient, doctor);
    clock.advance(11 * MINUTE_MS);
    const cancelled = await server.api(`/appointment/cancel/${first._id}`, { method: 'PATCH', token: patient.user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'canceled', payment: { refundedAmount: FEE } });

    await switchTo(doctor, true);
    const second = await bookNow(patient, doctor);
    clock.advance(21 * MINUTE_MS);
    const swept = await eventually(
      () => appointmentOf(second._id),
      (value) => value.status === 'canceled' && value.payment?.refundedAmount === FEE,
      'the no-show refund',
    );
    expect(swept).toMatchObject({ canceledBy: 'system', immediate: true });
  });

  it('lets exactly one of two patients racing for the same doctor book now', async () => {
    const doctor = await newDoctor('Rita Race');
    await switchTo(doctor, true);
    const answers = await Promise.all([immediateCheckout(patient, doctor), immediateCheckout(otherPatient, doctor)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('refuses a switch-off racing a payment cleanly: either booked before it, or refunded after it', async () => {
    const doctor = await newDoctor('Sam Switch');
    await switchTo(doctor, true);
    const started = await immediateCheckout(patient, doctor);
    const [, off] = await Promise.all([payInSandbox(server, started.body.data.id), switchTo(doctor, false)]);
    expect(off.status).toBe(200);
    const confirmed = (await confirmSession(server, patient.user.token, started.body.data.id)).body.data;
    expect(['confirmed', 'refunded']).toContain(confirmed.status);
    if (confirmed.status === 'confirmed') expect(confirmed.appointment.immediate).toBe(true);
    else expect(confirmed.message).toBe(SEE_NOW_MESSAGES.refundedUnavailable);
  });
});
