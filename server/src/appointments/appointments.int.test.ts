import {
  SOCKET_EVENTS,
  type Appointment,
  type AppointmentCancelledEvent,
  type AppointmentCreatedEvent,
  type AppointmentUpdatedEvent,
  type Notification,
  type PushedNotification,
} from '@telehealth/shared-api/core';
import { eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { paymentRefunds, sandboxPayments } from '../db/schema';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { bookAppointment, dateAhead, slotStatusOf } from '../../test/support/booking-fixtures';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';
import { displayDate } from './appointment-messages';
import { APPOINTMENT_MESSAGES } from './appointment-repository';

const FEE = 150;

function openSocket(server: TestServer, token: string): Promise<Socket> {
  const socket = io(server.baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe.each(databases())('the appointment lifecycle on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  let doctor: DoctorFixture;
  let otherDoctor: DoctorFixture;
  let patient: PatientFixture;
  let otherPatient: PatientFixture;
  const sockets: Socket[] = [];
  let nextDay = 2;
  const freshDate = () => dateAhead(nextDay++, 'America/New_York', clock.now());

  const book = async (time = '10:30 AM', who: PatientFixture = patient, date = freshDate()) =>
    (await bookAppointment(server, { token: who.user.token, userId: who.user.id }, doctor, { date, time })).appointment;
  const get = (token: string, path: string) => server.api(path, { token });
  const patch = (token: string, path: string, json?: unknown) => server.api(path, { method: 'PATCH', token, json });
  const slotStatus = (date: string, time: string) => slotStatusOf(server, patient.user.token, doctor.doctor._id, date, time);
  const advanceToStartOf = (appointment: Appointment) => clock.advance(Date.parse(appointment.startsAt) - clock.now().getTime());
  const notificationsOf = async (token: string): Promise<string[]> =>
    (await get(token, '/notifications?limit=100')).body.data.notifications.map((n: Notification) => n.message);

  beforeAll(async () => {
    clock = createTestClock();
    // Long sessions: one test moves the clock by days.
    server = await startTestServer({ db, clock, env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' } });
    doctor = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Sarah Chen');
    otherDoctor = await createDoctor(server, { fees: 90 }, 'James Okafor');
    patient = await createPatient(server, {}, 'Alex Morgan');
    otherPatient = await createPatient(server, {}, 'Priya Sharma');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('booking tells the doctor live', () => {
    it('emits appointment-created to the doctor and stores notifications for both parties', async () => {
      const doctorSocket = await openSocket(server, doctor.user.token);
      sockets.push(doctorSocket);
      const created = nextEvent<AppointmentCreatedEvent>(doctorSocket, SOCKET_EVENTS.appointmentCreated);
      const pushed = nextEvent<PushedNotification>(doctorSocket, SOCKET_EVENTS.notification);
      const date = freshDate();
      const appointment = await book('10:30 AM', patient, date);
      expect(await created).toEqual({
        appointmentId: appointment._id,
        date,
        time: '10:30 AM',
        doctorName: 'Sarah Chen',
        patientName: 'Alex Morgan',
      });
      const expected = `New appointment: Alex Morgan on ${displayDate(date)} at 10:30 AM (America/New York)`;
      expect((await pushed).message).toBe(expected);
      expect(await notificationsOf(doctor.user.token)).toContain(expected);
      expect(await notificationsOf(patient.user.token)).toContain(
        `Appointment booked with Dr. Sarah Chen on ${displayDate(date)} at 10:30 AM (America/New York)`,
      );
    });
  });

  describe('reading', () => {
    it('shows an appointment to its patient and its doctor with every field, and to nobody else', async () => {
      const appointment = await book('11:00 AM');
      expect(Object.keys(appointment).sort()).toEqual(
        [
          '_id',
          'doctorId',
          'patientId',
          'appointmentDate',
          'timeSlot',
          'startsAt',
          'immediate',
          'status',
          'consultationType',
          'reason',
          'roomId',
          'payment',
          'canceledAt',
          'canceledBy',
          'cancelReason',
          'rescheduleCount',
          'rescheduleRequestedAt',
          'review',
          'visitSummary',
          'createdAt',
          'updatedAt',
        ].sort(),
      );
      expect(appointment).toMatchObject({
        doctorId: {
          _id: doctor.doctor._id,
          user_id: { _id: doctor.user.id, name: 'Sarah Chen' },
          specialization: 'Cardiology',
          experience: 12,
          timeZone: 'America/New_York',
        },
        patientId: { _id: patient.profile._id, user_id: { _id: patient.user.id, name: 'Alex Morgan' } },
        status: 'scheduled',
        immediate: false,
        roomId: expect.any(String),
        canceledAt: null,
        canceledBy: null,
        review: null,
      });
      for (const token of [patient.user.token, doctor.user.token]) {
        const answer = await get(token, `/appointment/${appointment._id}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual(appointment);
      }
      for (const token of [otherPatient.user.token, otherDoctor.user.token]) {
        const answer = await get(token, `/appointment/${appointment._id}`);
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe(APPOINTMENT_MESSAGES.notFound);
      }
      expect((await get(patient.user.token, '/appointment/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await get(patient.user.token, '/appointment/not-an-id')).status).toBe(404);
    });

    it("lists a patient's own and a doctor's own appointments, earliest first, and refuses anyone else's list", async () => {
      const later = await book('03:00 PM', patient, dateAhead(20, 'America/New_York', clock.now()));
      const earlier = await book('09:00 AM', patient, dateAhead(19, 'America/New_York', clock.now()));
      const mine = await get(patient.user.token, `/appointment/patient/${patient.profile._id}`);
      expect(mine.status).toBe(200);
      const ids: string[] = mine.body.data.appointments.map((a: Appointment) => a._id);
      expect(ids.indexOf(earlier._id)).toBeLessThan(ids.indexOf(later._id));
      const starts = mine.body.data.appointments.map((a: Appointment) => a.startsAt);
      expect([...starts].sort()).toEqual(starts);

      const doctors = await get(doctor.user.token, `/appointment/doctor/${doctor.doctor._id}`);
      expect(doctors.status).toBe(200);
      expect(doctors.body.data.map((a: Appointment) => a._id)).toEqual(expect.arrayContaining([earlier._id, later._id]));

      expect((await get(otherPatient.user.token, `/appointment/patient/${patient.profile._id}`)).status).toBe(403);
      expect((await get(otherPatient.user.token, `/appointment/patient/${otherPatient.profile._id}`)).body.data.appointments).toEqual([]);
      expect((await get(otherDoctor.user.token, `/appointment/doctor/${doctor.doctor._id}`)).status).toBe(403);
      expect((await get(patient.user.token, `/appointment/doctor/${doctor.doctor._id}`)).status).toBe(403);
      expect((await get(doctor.user.token, `/appointment/patient/${patient.profile._id}`)).status).toBe(403);
    });
  });

  describe('cancellation by the patient', () => {
    it('refunds in full more than 24 hours ahead, frees the slot and tells the doctor live', async () => {
      const date = freshDate();
      const appointment = await book('01:00 PM', patient, date);
      expect(await slotStatus(date, '01:00 PM')).toBe('booked');
      const doctorSocket = await openSocket(server, doctor.user.token);
      sockets.push(doctorSocket);
      const cancelledEvent = nextEvent<AppointmentCancelledEvent>(doctorSocket, SOCKET_EVENTS.appointmentCancelled);

      const answer = await patch(patient.user.token, `/appointment/cancel/${appointment._id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Appointment canceled successfully');
      expect(answer.body.data).toMatchObject({
        status: 'canceled',
        canceledBy: 'patient',
        canceledAt: clock.now().toISOString(),
        payment: { amount: FEE, refundedAmount: FEE, refundedAt: clock.now().toISOString() },
      });
      expect(await cancelledEvent).toEqual({
        appointmentId: appointment._id,
        date,
        time: '01:00 PM',
        doctorName: 'Sarah Chen',
        patientName: 'Alex Morgan',
        canceledBy: 'patient',
      });
      expect(await notificationsOf(doctor.user.token)).toContain(
        `Appointment canceled: Alex Morgan canceled the appointment on ${displayDate(date)} at 01:00 PM (America/New York)`,
      );

      // The slot is free again, for anyone.
      expect(await slotStatus(date, '01:00 PM')).toBe('available');
      const rebooked = await book('01:00 PM', otherPatient, date);
      expect(rebooked.patientId._id).toBe(otherPatient.profile._id);

      // The refund went through the provider and is on record.
      const sessionId = appointment.payment!.sessionId;
      const [ledger] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, sessionId));
      expect(ledger!.refundedAmount).toBe(FEE);
      const refunds = await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, sessionId));
      expect(refunds).toEqual([expect.objectContaining({ amount: FEE, reason: 'patient_cancel', appointmentId: appointment._id })]);

      const again = await patch(patient.user.token, `/appointment/cancel/${appointment._id}`);
      expect(again.status).toBe(409);
      expect(again.body.message).toContain(APPOINTMENT_MESSAGES.onlyScheduledCancel);
    });

    it('commits the cancellation with its event: a notice that cannot be stored yet is stored once, later', async () => {
      const date = freshDate();
      const appointment = await book('03:30 PM', patient, date);
      const db = server.database.db;
      const expected = `Appointment canceled: Alex Morgan canceled the appointment on ${displayDate(date)} at 03:30 PM (America/New York)`;
      const noticesOfDoctor = async () => (await notificationsOf(doctor.user.token)).filter((message: string) => message === expected);
      // The doctor's notice fails to store (a full disk, say): the cancellation stands, its
      // event stays in the outbox, and the refund (another aggregate) is not held up by it.
      await db.execute(
        sql.raw(`create function refuse_cancel_notice() returns trigger language plpgsql as $$ begin
          if new.message like 'Appointment canceled%' then raise exception 'could not extend file'; end if; return new; end $$`),
      );
      await db.execute(
        sql.raw('create trigger refuse_cancel_notice before insert on notifications for each row execute function refuse_cancel_notice()'),
      );
      try {
        const canceled = await patch(patient.user.token, `/appointment/cancel/${appointment._id}`);
        expect(canceled.status).toBe(200);
        expect(canceled.body.data.payment.refundedAt).not.toBeNull();
        expect(await noticesOfDoctor()).toEqual([]);
      } finally {
        await db.execute(sql.raw('drop trigger refuse_cancel_notice on notifications'));
        await db.execute(sql.raw('drop function refuse_cancel_notice()'));
      }
      expect((await get(patient.user.token, `/appointment/${appointment._id}`)).body.data.status).toBe('canceled');
      expect(await slotStatus(date, '03:30 PM')).toBe('available');

      // The retry after the failure delivers it, once.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await server.app.services.events.flush();
      await server.app.services.events.flush();
      expect(await noticesOfDoctor()).toHaveLength(1);
    });

    it("cannot cancel another patient's appointment, and a doctor cannot use the patient's cancel", async () => {
      const appointment = await book('01:30 PM');
      expect((await patch(otherPatient.user.token, `/appointment/cancel/${appointment._id}`)).status).toBe(404);
      expect((await patch(doctor.user.token, `/appointment/cancel/${appointment._id}`)).status).toBe(403);
      expect((await get(patient.user.token, `/appointment/${appointment._id}`)).body.data.status).toBe('scheduled');
    });
  });

  describe('status changes by the doctor', () => {
    it('marks a scheduled appointment completed from its start on and tells the patient live; other changes are refused', async () => {
      const date = freshDate();
      const appointment = await book('02:00 PM', patient, date);
      const patientSocket = await openSocket(server, patient.user.token);
      sockets.push(patientSocket);
      const updatedEvent = nextEvent<AppointmentUpdatedEvent>(patientSocket, SOCKET_EVENTS.appointmentUpdated);

      expect((await patch(patient.user.token, `/appointment/update/${appointment._id}`, { status: 'completed' })).status).toBe(403);
      expect((await patch(otherDoctor.user.token, `/appointment/update/${appointment._id}`, { status: 'completed' })).status).toBe(404);
      const bad = await patch(doctor.user.token, `/appointment/update/${appointment._id}`, { status: 'done' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe("status must be 'scheduled', 'completed' or 'canceled'");

      // One minute before the start.
      clock.advance(Date.parse(appointment.startsAt) - clock.now().getTime() - 60_000);
      const early = await patch(doctor.user.token, `/appointment/update/${appointment._id}`, { status: 'completed' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(APPOINTMENT_MESSAGES.completeNotBeforeStart);
      expect((await get(patient.user.token, `/appointment/${appointment._id}`)).body.data.status).toBe('scheduled');
      advanceToStartOf(appointment);

      const done = await patch(doctor.user.token, `/appointment/update/${appointment._id}`, { status: 'completed' });
      expect(done.status).toBe(200);
      expect(done.body.data.status).toBe('completed');
      expect(await updatedEvent).toEqual({ appointmentId: appointment._id, status: 'completed', date, time: '02:00 PM' });
      expect(await notificationsOf(patient.user.token)).toContain(
        `Dr. Sarah Chen marked your appointment on ${displayDate(date)} at 02:00 PM (America/New York) as completed`,
      );

      for (const status of ['completed', 'scheduled', 'cancelled']) {
        const answer = await patch(doctor.user.token, `/appointment/update/${appointment._id}`, { status, reason: 'Running late' });
        expect(answer.status).toBe(409);
      }
      expect((await patch(patient.user.token, `/appointment/cancel/${appointment._id}`)).status).toBe(409);
    });

    it("the doctor's cancellation ('cancelled' accepted) refunds in full and frees the slot", async () => {
      const date = freshDate();
      const appointment = await book('02:30 PM', patient, date);
      const patientSocket = await openSocket(server, patient.user.token);
      sockets.push(patientSocket);
      const cancelledEvent = nextEvent<AppointmentCancelledEvent>(patientSocket, SOCKET_EVENTS.appointmentCancelled);
      const withoutReason = await patch(doctor.user.token, `/appointment/update/${appointment._id}`, { status: 'cancelled' });
      expect(withoutReason.status).toBe(400);
      const answer = await patch(doctor.user.token, `/appointment/update/${appointment._id}`, {
        status: 'cancelled',
        reason: 'I am unwell today',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        status: 'canceled',
        canceledBy: 'doctor',
        cancelReason: 'I am unwell today',
        payment: { refundedAmount: FEE },
      });
      expect((await cancelledEvent).canceledBy).toBe('doctor');
      expect(await slotStatus(date, '02:30 PM')).toBe('available');
    });
  });

  describe('reviews', () => {
    it('takes one review of a completed appointment from its patient, and the rating follows', async () => {
      const appointment = await book('03:30 PM');
      const review = (token: string, json: unknown) =>
        server.api(`/appointment/${appointment._id}/review`, { method: 'POST', token, json });
      const early = await review(patient.user.token, { rating: 5, comment: 'Great' });
      expect(early.status).toBe(409);
      expect(early.body.message).toBe(APPOINTMENT_MESSAGES.onlyCompletedReview);
      advanceToStartOf(appointment);
      await patch(doctor.user.token, `/appointment/update/${appointment._id}`, { status: 'completed' });

      expect((await review(otherPatient.user.token, { rating: 1 })).status).toBe(404);
      expect((await review(doctor.user.token, { rating: 5 })).status).toBe(403);
      expect((await review(patient.user.token, { rating: 6 })).status).toBe(400);

      const before = (await get(patient.user.token, `/doctor/profile/${doctor.doctor._id}`)).body.data;
      const saved = await review(patient.user.token, { rating: 4, comment: 'Clear advice.' });
      expect(saved.status).toBe(201);
      expect(saved.body.data).toEqual({
        _id: expect.any(String),
        rating: 4,
        comment: 'Clear advice.',
        createdAt: clock.now().toISOString(),
      });
      const after = (await get(patient.user.token, `/doctor/profile/${doctor.doctor._id}`)).body.data;
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      expect(after.rating).not.toBeNull();
      expect((await get(patient.user.token, `/appointment/${appointment._id}`)).body.data.review).toEqual(saved.body.data);

      const second = await review(patient.user.token, { rating: 1, comment: 'Changed my mind' });
      expect(second.status).toBe(409);
      expect((await get(patient.user.token, `/doctor/profile/${doctor.doctor._id}`)).body.data.reviewCount).toBe(after.reviewCount);
    });

    it("cannot review another patient's appointment", async () => {
      const appointment = await book('04:00 PM', otherPatient);
      advanceToStartOf(appointment);
      await patch(doctor.user.token, `/appointment/update/${appointment._id}`, { status: 'completed' });
      expect(
        (await server.api(`/appointment/${appointment._id}/review`, { method: 'POST', token: patient.user.token, json: { rating: 1 } }))
          .status,
      ).toBe(404);
    });
  });

  describe('calendar file', () => {
    it('gives its patient and its doctor a 30-minute VEVENT in UTC, and nobody else', async () => {
      const appointment = await book('04:30 PM');
      const ics = (start: Date) =>
        start
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
      for (const token of [patient.user.token, doctor.user.token]) {
        const answer = await get(token, `/appointment/${appointment._id}/calendar.ics`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
        expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="appointment-${appointment.appointmentDate}.ics"`);
        const lines = answer.text.split('\r\n');
        expect(lines[0]).toBe('BEGIN:VCALENDAR');
        expect(lines).toContain('BEGIN:VEVENT');
        expect(lines).toContain(`UID:${appointment._id}@carelink`);
        expect(lines).toContain(`DTSTART:${ics(new Date(appointment.startsAt))}`);
        expect(lines).toContain(`DTEND:${ics(new Date(Date.parse(appointment.startsAt) + 30 * 60_000))}`);
        expect(lines).toContain(`DTSTAMP:${ics(clock.now())}`);
        expect(lines).toContain('SUMMARY:Video Consultation with Dr. Sarah Chen');
        expect(lines.some((line) => line.startsWith('DESCRIPTION:'))).toBe(true);
        expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
        // Calendars sync elsewhere: the reason for the visit stays out, the join link goes in.
        const unfolded = answer.text.replace(/\r\n /g, '');
        expect(unfolded).not.toMatch(/chest pain|Reason/i);
        const joinUrl = `${server.baseUrl}/consultation/${appointment._id}`;
        expect(unfolded.split('\r\n')).toContain(`URL:${joinUrl}`);
        expect(unfolded).toContain(`Join: ${joinUrl}`);
      }
      for (const token of [otherPatient.user.token, otherDoctor.user.token]) {
        expect((await get(token, `/appointment/${appointment._id}/calendar.ics`)).status).toBe(404);
      }
    });
  });

  it('documents every appointment and payment call in the OpenAPI document', async () => {
    const document = (await server.api('/openapi.json')).body;
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/v1/payment/create-checkout-session',
      '/api/v1/payment/confirm-stripe-session',
      '/api/v1/appointment',
      '/api/v1/appointment/{id}',
      '/api/v1/appointment/patient/{patientId}',
      '/api/v1/appointment/doctor/{doctorId}',
      '/api/v1/appointment/cancel/{id}',
      '/api/v1/appointment/update/{id}',
      '/api/v1/appointment/{id}/review',
      '/api/v1/appointment/{id}/calendar.ics',
    ]) {
      expect(paths).toContain(path);
    }
  });

  describe('late cancellations follow the policy', () => {
    it('refunds half between 24 and 2 hours ahead', async () => {
      const date = dateAhead(25, 'America/New_York', clock.now());
      const appointment = await book('10:00 AM', patient, date);
      // Ten hours before the start.
      clock.advance(Date.parse(appointment.startsAt) - clock.now().getTime() - 10 * 3_600_000);
      const answer = await patch(patient.user.token, `/appointment/cancel/${appointment._id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.payment).toMatchObject({ amount: FEE, refundedAmount: 75 });
    });
  });
});
