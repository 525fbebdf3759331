import {
  DOCTOR_CANCEL_REASON_MAX_LENGTH,
  RESCHEDULE_MESSAGES,
  SOCKET_EVENTS,
  TIME_OFF_MESSAGES,
  TIME_SLOTS,
  WEEK_DAYS,
  reschedulePath,
  type Appointment,
  type AppointmentRescheduledEvent,
  type Notification,
} from '@telehealth/shared-api/core';
import { and, eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { queryRows } from '../db/client';
import { appointmentReminders, mailMessages, paymentRefunds, slotReservations } from '../db/schema';
import { REMINDERS } from '../mail/appointment-mail';
import { bookAppointment, checkoutBody, dateAhead, slotStatusOf, startCheckout } from '../../test/support/booking-fixtures';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import {
  connected,
  nextEvent as nextConsultationEvent,
  openSocket as openConsultationSocket,
} from '../../test/support/consultation-fixtures';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';
import { nextEvent } from '../../test/trust/socket-helpers';
import { displayDate } from './appointment-messages';
import { eventually } from '../../test/support/eventually';

const FEE = 120;
const ZONE = 'America/New_York';

function openSocket(server: TestServer, token: string): Promise<Socket> {
  return connected(
    io(server.baseUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true }),
  );
}

describe.each(databases())('doctor cancellation and rescheduling on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({
      db,
      clock,
      env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000', JOBS_POLL_SECONDS: '0.5' },
    });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A doctor of their own for each test, so slots never collide between tests. */
  async function pair(doctorName = 'Sarah Chen', patientName = 'Alex Morgan') {
    const doctor = await createDoctor(server, { fees: FEE, timeZone: ZONE }, doctorName);
    const patient = await createPatient(server, {}, patientName);
    return { doctor, patient };
  }
  const book = async (doctor: DoctorFixture, patient: PatientFixture, daysAhead: number, time: string) =>
    (
      await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
        date: dateAhead(daysAhead, ZONE, clock.now()),
        time,
      })
    ).appointment;
  const patch = (token: string, path: string, json?: unknown) => server.api(path, { method: 'PATCH', token, json });
  const move = (token: string, id: string, date: string, time: string) => patch(token, `/appointment/reschedule/${id}`, { date, time });
  const notificationsOf = async (token: string): Promise<Notification[]> =>
    (await server.api('/notifications?limit=100', { token })).body.data.notifications;
  const slotStatus = (doctor: DoctorFixture, token: string, date: string, time: string) =>
    slotStatusOf(server, token, doctor.doctor._id, date, time);
  const mailsTo = (userId: string, kind: string) =>
    server.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)));
  const reminderJobsOf = (appointmentId: string) =>
    queryRows<{ state: string; start_after: Date; data: { kind: string } }>(
      server.database.db,
      sql`select state, start_after, data from pgboss.job where name = 'appointment.reminder' and data->>'appointmentId' = ${appointmentId} and state = 'created' order by start_after`,
    );
  const icsOf = async (token: string, id: string) => (await server.api(`/appointment/${id}/calendar.ics`, { token })).text;

  describe('the doctor cancels a visit', () => {
    it('with a reason the patient reads: a full refund, the slot freed, the patient told in the app and by email', async () => {
      const { doctor, patient } = await pair();
      const date = dateAhead(3, ZONE, clock.now());
      const appointment = await book(doctor, patient, 3, '10:00 AM');
      const patientSocket = await openSocket(server, patient.user.token);
      sockets.push(patientSocket);
      const cancelledLive = nextEvent<{ canceledBy: string }>(patientSocket, SOCKET_EVENTS.appointmentCancelled);

      const answer = await patch(doctor.user.token, `/appointment/doctor-cancel/${appointment._id}`, {
        reason: '  I am at a conference that day ',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(RESCHEDULE_MESSAGES.cancelled);
      expect(answer.body.data).toMatchObject({
        _id: appointment._id,
        status: 'canceled',
        canceledBy: 'doctor',
        cancelReason: 'I am at a conference that day',
        payment: { amount: FEE, refundedAmount: FEE },
      });
      expect((await cancelledLive).canceledBy).toBe('doctor');
      expect((await notificationsOf(patient.user.token)).map((n) => n.message)).toContain(
        `Dr. Sarah Chen canceled your appointment on ${displayDate(date)} at 10:00 AM (America/New York). Reason: I am at a conference that day Your payment is refunded in full.`,
      );
      const refunds = await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.appointmentId, appointment._id));
      expect(refunds.map((refund) => [refund.amount, refund.reason])).toEqual([[FEE, 'doctor_cancel']]);
      expect(await slotStatus(doctor, patient.user.token, date, '10:00 AM')).toBe('available');
      const [email] = await eventually(
        () => mailsTo(patient.user.id, 'appointment-cancelled'),
        (rows) => rows.length > 0,
        'the cancellation email',
      );
      expect(email!.text).toContain('The reason given: I am at a conference that day');
      // The patient sees the reason on the appointment too.
      const seen = await server.api(`/appointment/${appointment._id}`, { token: patient.user.token });
      expect(seen.body.data.cancelReason).toBe('I am at a conference that day');
    });

    it('needs a reason of at most the limit, and changes nothing without one', async () => {
      const { doctor, patient } = await pair();
      const appointment = await book(doctor, patient, 3, '11:00 AM');
      const path = `/appointment/doctor-cancel/${appointment._id}`;
      for (const [body, message] of [
        [{}, RESCHEDULE_MESSAGES.cancelReasonRequired],
        [{ reason: '   ' }, RESCHEDULE_MESSAGES.cancelReasonRequired],
        [{ reason: 'x'.repeat(DOCTOR_CANCEL_REASON_MAX_LENGTH + 1) }, RESCHEDULE_MESSAGES.cancelReasonTooLong],
      ] as const) {
        const answer = await patch(doctor.user.token, path, body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      const still = await server.api(`/appointment/${appointment._id}`, { token: patient.user.token });
      expect(still.body.data).toMatchObject({ status: 'scheduled', cancelReason: null });
    });

    it("only the visit's own doctor, and only before it starts", async () => {
      const { doctor, patient } = await pair();
      const other = await createDoctor(server, { fees: FEE, timeZone: ZONE }, 'Other Doctor');
      const appointment = await book(doctor, patient, 2, '09:00 AM');
      const path = `/appointment/doctor-cancel/${appointment._id}`;
      expect((await patch(patient.user.token, path, { reason: 'No' })).status).toBe(403);
      expect((await patch(other.user.token, path, { reason: 'No' })).status).toBe(404);

      const later = await book(doctor, patient, 2, '09:30 AM');
      const shift = Date.parse(later.startsAt) + 60_000 - clock.now().getTime();
      clock.advance(shift);
      try {
        const started = await patch(doctor.user.token, `/appointment/doctor-cancel/${later._id}`, { reason: 'Too late' });
        expect(started.status).toBe(409);
        expect(started.body.message).toBe(RESCHEDULE_MESSAGES.onlyUpcomingCancel);
      } finally {
        clock.advance(-shift);
      }
    });
  });

  describe('rescheduling', () => {
    it('the patient moves it: same id and payment, slots swapped, the doctor told, reminders and calendar file moved', async () => {
      const { doctor, patient } = await pair('Lena Park', 'Omar Haddad');
      const appointment = await book(doctor, patient, 4, '10:00 AM');
      await eventually(
        () => reminderJobsOf(appointment._id),
        (rows) => rows.length === 2,
        'the first reminders',
      );
      expect(await icsOf(patient.user.token, appointment._id)).toContain('SEQUENCE:0');
      const doctorSocket = await openSocket(server, doctor.user.token);
      sockets.push(doctorSocket);
      const movedLive = nextEvent<AppointmentRescheduledEvent>(doctorSocket, SOCKET_EVENTS.appointmentRescheduled);

      const oldDate = appointment.appointmentDate;
      const newDate = dateAhead(6, ZONE, clock.now());
      const answer = await move(patient.user.token, appointment._id, newDate, '02:00 PM');
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(RESCHEDULE_MESSAGES.rescheduled);
      const moved = answer.body.data as Appointment;
      expect(moved).toMatchObject({
        _id: appointment._id,
        roomId: appointment.roomId,
        appointmentDate: newDate,
        timeSlot: '02:00 PM',
        status: 'scheduled',
        rescheduleCount: 1,
        payment: { sessionId: appointment.payment!.sessionId, amount: FEE, refundedAmount: 0, refundedAt: null },
      });
      // No second charge and no refund.
      expect(await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.appointmentId, appointment._id))).toEqual([]);
      expect(await slotStatus(doctor, patient.user.token, oldDate, '10:00 AM')).toBe('available');
      expect(await slotStatus(doctor, patient.user.token, newDate, '02:00 PM')).toBe('booked');
      const live = await server.database.db
        .select()
        .from(slotReservations)
        .where(and(eq(slotReservations.appointmentId, appointment._id), sql`released_at is null`));
      expect(live.map((row) => row.startsAt.toISOString())).toEqual([moved.startsAt]);

      expect(await movedLive).toMatchObject({ appointmentId: appointment._id, date: newDate, time: '02:00 PM', rescheduledBy: 'patient' });
      expect((await notificationsOf(doctor.user.token)).map((n) => n.message)).toContain(
        `Appointment moved: Omar Haddad moved the appointment on ${displayDate(oldDate)} at 10:00 AM (America/New York) to ${displayDate(newDate)} at 02:00 PM (America/New York)`,
      );

      // Reminders follow the new start; the old ones are gone.
      const startsAt = Date.parse(moved.startsAt);
      const jobs = await eventually(
        () => reminderJobsOf(appointment._id),
        (rows) => rows.length === 2 && rows.every((row) => new Date(row.start_after).getTime() > startsAt - REMINDERS['24h'] - 1),
        'the moved reminders',
      );
      expect(jobs.map((job) => [job.data.kind, new Date(job.start_after).getTime()])).toEqual([
        ['24h', startsAt - REMINDERS['24h']],
        ['1h', startsAt - REMINDERS['1h']],
      ]);
      const records = await server.database.db
        .select()
        .from(appointmentReminders)
        .where(eq(appointmentReminders.appointmentId, appointment._id));
      expect(records.map((row) => row.dueAt.getTime()).sort()).toEqual([startsAt - REMINDERS['24h'], startsAt - REMINDERS['1h']]);

      // The calendar file: same UID, higher SEQUENCE, new time; the email carries it again.
      const ics = await icsOf(patient.user.token, appointment._id);
      expect(ics).toContain(`UID:${appointment._id}@carelink`);
      expect(ics).toContain('SEQUENCE:1');
      const [email] = await eventually(
        () => mailsTo(patient.user.id, 'appointment-rescheduled'),
        (rows) => rows.length > 0,
        'the updated confirmation',
      );
      const attached = Buffer.from(email!.attachments[0]!.content, 'base64').toString('utf8');
      expect(attached).toContain(`UID:${appointment._id}@carelink`);
      expect(attached).toContain('SEQUENCE:1');
      expect(attached).toContain(`DTSTART:${moved.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      expect(email!.text).toContain('was moved by you');
    });

    it('keeps the consultation room with the appointment, and its join window follows the move at once', async () => {
      const { doctor, patient } = await pair();
      const appointment = await book(doctor, patient, 2, '11:00 AM');
      const shift = Date.parse(appointment.startsAt) - 5 * 60_000 - clock.now().getTime();
      clock.advance(shift);
      const socket = await connected(openConsultationSocket(server, patient.user.token));
      try {
        // In the join window: the patient is in the room (the server keeps the consultation's facts).
        const joined = nextConsultationEvent(socket, 'session-state');
        socket.emit('join-room', { room: appointment.roomId });
        expect(await joined).toMatchObject({ appointmentId: appointment._id });

        const moved = await move(doctor.user.token, appointment._id, dateAhead(5, ZONE, clock.now()), '01:30 PM');
        expect(moved.status).toBe(200);
        expect(moved.body.data.roomId).toBe(appointment.roomId);
        const state = await server.api(`/consultation/${appointment._id}`, { token: patient.user.token });
        expect(state.body.data).toMatchObject({ roomId: appointment.roomId, startsAt: moved.body.data.startsAt, canJoin: false });
        // The same room now refuses what it allowed a moment ago: the kept facts were dropped.
        const refused = nextConsultationEvent(socket, 'error');
        socket.emit('send-message', { room: appointment.roomId, message: { id: 'after-move-1', text: 'Hello?' } });
        expect(await refused).toMatchObject({ event: 'send-message', reason: 'too-early' });
      } finally {
        socket.disconnect();
        clock.advance(-shift);
      }
    });

    it('the doctor moves it until the start, even inside the patient cut-off; the patient is told', async () => {
      const { doctor, patient } = await pair('Ines Duarte', 'Dana Lee');
      const appointment = await book(doctor, patient, 2, '03:00 PM');
      const start = Date.parse(appointment.startsAt);
      const shift = start - 60 * 60_000 - clock.now().getTime();
      clock.advance(shift);
      try {
        const tooLate = await move(patient.user.token, appointment._id, dateAhead(5, ZONE, clock.now()), '09:00 AM');
        expect(tooLate.status).toBe(409);
        expect(tooLate.body.message).toBe(RESCHEDULE_MESSAGES.patientCutoff);

        const newDate = dateAhead(5, ZONE, clock.now());
        const moved = await move(doctor.user.token, appointment._id, newDate, '09:00 AM');
        expect(moved.status).toBe(200);
        expect(moved.body.data).toMatchObject({ _id: appointment._id, appointmentDate: newDate, timeSlot: '09:00 AM', rescheduleCount: 1 });
        expect((await notificationsOf(patient.user.token)).map((n) => n.message)).toContain(
          `Dr. Ines Duarte moved your appointment on ${displayDate(appointment.appointmentDate)} at 03:00 PM (America/New York) to ${displayDate(newDate)} at 09:00 AM (America/New York). Your payment stays as it is.`,
        );
      } finally {
        clock.advance(-shift);
      }
    });

    it('nobody moves it once it has started', async () => {
      const { doctor, patient } = await pair();
      const appointment = await book(doctor, patient, 2, '04:00 PM');
      const shift = Date.parse(appointment.startsAt) + 60_000 - clock.now().getTime();
      clock.advance(shift);
      try {
        const answer = await move(doctor.user.token, appointment._id, dateAhead(4, ZONE, clock.now()), '09:00 AM');
        expect(answer.status).toBe(409);
        expect(answer.body.message).toBe(RESCHEDULE_MESSAGES.startedAlready);
      } finally {
        clock.advance(-shift);
      }
    });

    it('only its patient and its doctor; a cancelled one cannot move', async () => {
      const { doctor, patient } = await pair();
      const otherPatient = await createPatient(server, {}, 'Other Patient');
      const otherDoctor = await createDoctor(server, { fees: FEE, timeZone: ZONE }, 'Other Doctor');
      const appointment = await book(doctor, patient, 3, '01:00 PM');
      const date = dateAhead(5, ZONE, clock.now());
      expect((await move(otherPatient.user.token, appointment._id, date, '01:00 PM')).status).toBe(404);
      expect((await move(otherDoctor.user.token, appointment._id, date, '01:00 PM')).status).toBe(404);
      expect(
        (await server.api(`/appointment/reschedule/${appointment._id}`, { method: 'PATCH', json: { date, time: '01:00 PM' } })).status,
      ).toBe(401);
      await patch(patient.user.token, `/appointment/cancel/${appointment._id}`);
      const cancelled = await move(patient.user.token, appointment._id, date, '01:00 PM');
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.message).toBe(RESCHEDULE_MESSAGES.onlyScheduledMove);
    });

    it('refuses bad input, the same slot, a day off, a time the doctor does not offer, a held or a past slot; nothing changes', async () => {
      const { doctor, patient } = await pair('Kenji Watanabe', 'Priya Sharma');
      const appointment = await book(doctor, patient, 3, '10:30 AM');
      const refuse = async (date: string, time: string, status: number, message?: string) => {
        const answer = await move(patient.user.token, appointment._id, date, time);
        expect([answer.status, answer.body.message]).toEqual([status, message ?? answer.body.message]);
      };
      await refuse('soon', '10:00 AM', 400);
      await refuse(dateAhead(4, ZONE, clock.now()), '08:00 AM', 400);
      await refuse(appointment.appointmentDate, '10:30 AM', 409, RESCHEDULE_MESSAGES.sameSlot);

      const dayOff = dateAhead(8, ZONE, clock.now());
      expect((await server.api('/doctor/time-off', { method: 'POST', token: doctor.user.token, json: { startDate: dayOff } })).status).toBe(
        201,
      );
      await refuse(dayOff, '10:00 AM', 409, TIME_OFF_MESSAGES.dayOff);

      // Working hours: 04:00 PM no longer offered on any day.
      const week = WEEK_DAYS.map((day) => ({
        day,
        times: TIME_SLOTS.map((time) => ({ time, status: time === '04:00 PM' ? 'booked' : 'available' })),
      }));
      const hours = await patch(doctor.user.token, `/doctor/time-slots/${doctor.doctor._id}`, { available_time_slots: week });
      expect(hours.status).toBe(200);
      await refuse(dateAhead(5, ZONE, clock.now()), '04:00 PM', 409, RESCHEDULE_MESSAGES.slotTaken);

      // Held by another patient's checkout.
      const other = await createPatient(server, {}, 'Holding Patient');
      const heldDate = dateAhead(5, ZONE, clock.now());
      const held = await startCheckout(
        server,
        other.user.token,
        checkoutBody(other.user.id, { doctorId: doctor.doctor._id, date: heldDate, time: '11:00 AM' }, FEE),
      );
      expect(held.status).toBe(201);
      await refuse(heldDate, '11:00 AM', 409, RESCHEDULE_MESSAGES.slotTaken);

      // Past: earlier today's first slot, or yesterday.
      await refuse(dateAhead(-1, ZONE, clock.now()), '10:00 AM', 409, RESCHEDULE_MESSAGES.slotTaken);

      const still = await server.api(`/appointment/${appointment._id}`, { token: patient.user.token });
      expect(still.body.data).toMatchObject({ appointmentDate: appointment.appointmentDate, timeSlot: '10:30 AM', rescheduleCount: 0 });
    });

    it('two patients racing for one new slot: exactly one gets it, the other keeps their own slot', async () => {
      const doctor = await createDoctor(server, { fees: FEE, timeZone: ZONE }, 'Race Doctor');
      const first = await createPatient(server, {}, 'First Patient');
      const second = await createPatient(server, {}, 'Second Patient');
      const a = await book(doctor, first, 3, '09:00 AM');
      const b = await book(doctor, second, 3, '09:30 AM');
      const target = dateAhead(7, ZONE, clock.now());
      const answers = await Promise.all([
        move(first.user.token, a._id, target, '03:30 PM'),
        move(second.user.token, b._id, target, '03:30 PM'),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(loser.body.message).toBe(RESCHEDULE_MESSAGES.slotTaken);
      const winnerId = answers.find((answer) => answer.status === 200)!.body.data._id as string;
      const loserAppointment = winnerId === a._id ? b : a;
      const loserToken = winnerId === a._id ? second.user.token : first.user.token;
      // The loser's appointment still holds its own slot.
      const kept = await server.api(`/appointment/${loserAppointment._id}`, { token: loserToken });
      expect(kept.body.data).toMatchObject({ timeSlot: loserAppointment.timeSlot, rescheduleCount: 0 });
      const liveAtTarget = await server.database.db
        .select()
        .from(slotReservations)
        .where(and(eq(slotReservations.doctorId, doctor.doctor._id), sql`released_at is null`));
      expect(liveAtTarget).toHaveLength(2);
      expect(new Set(liveAtTarget.map((row) => row.appointmentId))).toEqual(new Set([a._id, b._id]));
    });
  });

  describe('the doctor asks the patient to pick another time', () => {
    it('tells the patient with a link, and lets them move it past the cut-off, keeping the payment', async () => {
      const { doctor, patient } = await pair('Maya Singh', 'Sam Rivera');
      const appointment = await book(doctor, patient, 2, '11:30 AM');
      expect(
        (await server.api(`/appointment/reschedule-request/${appointment._id}`, { method: 'POST', token: patient.user.token })).status,
      ).toBe(403);
      const asked = await server.api(`/appointment/reschedule-request/${appointment._id}`, { method: 'POST', token: doctor.user.token });
      expect(asked.status).toBe(200);
      expect(asked.body.data.rescheduleRequestedAt).toEqual(expect.any(String));
      const told = (await notificationsOf(patient.user.token)).find((n) =>
        n.message.startsWith('Dr. Maya Singh asked you to pick a new time'),
      );
      expect(told).toMatchObject({ link: reschedulePath(appointment._id) });

      const shift = Date.parse(appointment.startsAt) - 30 * 60_000 - clock.now().getTime();
      clock.advance(shift);
      try {
        const newDate = dateAhead(4, ZONE, clock.now());
        const moved = await move(patient.user.token, appointment._id, newDate, '11:30 AM');
        expect(moved.status).toBe(200);
        expect(moved.body.data).toMatchObject({ rescheduleRequestedAt: null, payment: { refundedAmount: 0 } });
      } finally {
        clock.advance(-shift);
      }
    });
  });
});
