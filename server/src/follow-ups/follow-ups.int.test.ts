import {
  FOLLOW_UP_HOLD_HOURS,
  FOLLOW_UP_MESSAGES,
  TIME_SLOTS,
  type FollowUpProposal,
  type Notification,
} from '@telehealth/shared-api/core';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { doctors, followUpProposals } from '../db/schema';
import {
  bookAppointment,
  checkoutBody,
  confirmSession,
  dateAhead,
  payInSandbox,
  slotStatusOf,
  startCheckout,
} from '../../test/support/booking-fixtures';
import { createDoctor, createPatient, insertAppointment, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';

const ZONE = 'America/New_York';
const FEE = 150;
const [FIRST, SECOND] = [TIME_SLOTS[0]!, TIME_SLOTS[1]!];

describe.each(databases())('follow-ups on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({ db, clock, env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A doctor (every time offered every day), a patient, and their visit of yesterday in `status`. */
  async function visitOf(status: 'completed' | 'scheduled' = 'completed', name = 'Maya Patel') {
    const doctor = await createDoctor(server, { fees: FEE, timeZone: ZONE }, name);
    const patient = await createPatient(server, {}, 'Paula Visit');
    const startsAt = new Date(clock.now().getTime() - (status === 'completed' ? 86_400_000 : -3 * 86_400_000));
    const visit = await insertAppointment(server, { doctorId: doctor.doctor._id, patientId: patient.profile._id, startsAt, status });
    return { doctor, patient, visit };
  }
  const propose = (doctor: DoctorFixture, body: Record<string, unknown>) =>
    server.api('/follow-ups', { method: 'POST', token: doctor.user.token, json: body });
  const confirm = (who: PatientFixture, id: string) => server.api(`/follow-ups/${id}/confirm`, { method: 'POST', token: who.user.token });
  const decline = (who: PatientFixture, id: string) => server.api(`/follow-ups/${id}/decline`, { method: 'POST', token: who.user.token });
  const mine = async (token: string): Promise<FollowUpProposal[]> => (await server.api('/follow-ups', { token })).body.data;
  const notificationsOf = async (token: string): Promise<Notification[]> =>
    (await server.api('/notifications?limit=100', { token })).body.data.notifications;
  const appointmentsOf = async (who: PatientFixture) =>
    (await server.api(`/appointment/patient/${who.profile._id}`, { token: who.user.token })).body.data.appointments as Array<{
      _id: string;
      status: string;
      timeSlot: unknown;
      reason: string;
    }>;
  const proposalCount = async () =>
    Number((await server.database.db.select({ n: sql<number>`count(*)::int` }).from(followUpProposals))[0]!.n);
  const another = () => createPatient(server, {}, 'Oscar Other');

  describe('proposing', () => {
    it('picks the first free time two weeks on, holds it for the patient for 48 hours and tells them', async () => {
      const { doctor, patient, visit } = await visitOf();
      const date = DateTime.fromJSDate(clock.now(), { zone: ZONE }).startOf('day').plus({ weeks: 2 }).toISODate()!;
      // The first time of that day is taken already: the next one is proposed.
      const other = await another();
      await bookAppointment(server, { token: other.user.token, userId: other.user.id }, doctor, { date, time: FIRST });

      const answer = await propose(doctor, { visitId: visit.id, weeks: 2 });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe(FOLLOW_UP_MESSAGES.proposed);
      const proposal = answer.body.data as FollowUpProposal;
      expect(proposal).toMatchObject({ visitId: visit.id, date, time: SECOND, status: 'proposed', free: false, price: FEE });
      expect(Date.parse(proposal.expiresAt)).toBe(clock.now().getTime() + FOLLOW_UP_HOLD_HOURS * 3_600_000);
      // Nobody else can take it; the patient sees it with a link from their notification.
      expect(await slotStatusOf(server, other.user.token, doctor.doctor._id, date, SECOND)).toBe('booked');
      const taken = await startCheckout(
        server,
        other.user.token,
        checkoutBody(other.user.id, { doctorId: doctor.doctor._id, date, time: SECOND }, FEE),
      );
      expect(taken.status).toBe(409);
      expect((await mine(patient.user.token)).map((p) => p.id)).toEqual([proposal.id]);
      expect((await mine(doctor.user.token)).map((p) => p.id)).toEqual([proposal.id]);
      const [notice] = await notificationsOf(patient.user.token);
      expect(notice!.message).toMatch(new RegExp(`^Dr\\. Maya Patel proposes a follow-up visit on .* at ${SECOND}`));
      expect(notice!.link).toBe(`/appointments?followUp=${proposal.id}`);
    });

    it('skips the days off of the doctor when picking the time in N weeks', async () => {
      const { doctor, visit } = await visitOf();
      const date = DateTime.fromJSDate(clock.now(), { zone: ZONE }).startOf('day').plus({ weeks: 1 }).toISODate()!;
      const off = await server.api('/doctor/time-off', {
        method: 'POST',
        token: doctor.user.token,
        json: { startDate: date, note: 'Away' },
      });
      expect(off.status).toBe(201);
      const answer = await propose(doctor, { visitId: visit.id, weeks: 1 });
      expect(answer.status).toBe(201);
      const next = DateTime.fromISO(date).plus({ days: 1 }).toISODate();
      expect(answer.body.data).toMatchObject({ date: next, time: FIRST });
    });

    it('holds a chosen time only until the booking notice before it when that is sooner than 48 hours', async () => {
      const { doctor, visit } = await visitOf();
      await server.database.db.update(doctors).set({ bookingNoticeMinutes: 60 }).where(eq(doctors.id, doctor.doctor._id));
      const date = dateAhead(1, ZONE, clock.now());
      const answer = await propose(doctor, { visitId: visit.id, date, time: SECOND, free: true });
      expect(answer.status).toBe(201);
      const proposal = answer.body.data as FollowUpProposal;
      expect(proposal).toMatchObject({ free: true, price: 0, time: SECOND });
      expect(Date.parse(proposal.expiresAt)).toBe(Date.parse(proposal.startsAt) - 60 * 60_000);
    });

    it('refuses bad proposals with a clear message and changes nothing', async () => {
      const { doctor, patient, visit } = await visitOf();
      const upcoming = await visitOf('scheduled', 'Nina Later');
      const stranger = await createDoctor(server, { fees: FEE, timeZone: ZONE }, 'Sam Stranger');
      const date = dateAhead(3, ZONE, clock.now());
      const before = await proposalCount();

      const cases: Array<[Promise<{ status: number; body: { message: string } }>, number, string | RegExp]> = [
        [propose(stranger, { visitId: visit.id, weeks: 1 }), 404, FOLLOW_UP_MESSAGES.visitNotFound],
        [propose(upcoming.doctor, { visitId: upcoming.visit.id, weeks: 1 }), 409, FOLLOW_UP_MESSAGES.visitNotFinished],
        [propose(doctor, { visitId: visit.id, date: dateAhead(-1, ZONE, clock.now()), time: FIRST }), 409, FOLLOW_UP_MESSAGES.slotPast],
        [propose(doctor, { visitId: visit.id, weeks: 3 }), 400, FOLLOW_UP_MESSAGES.weeksInvalid],
        [propose(doctor, { visitId: visit.id }), 400, FOLLOW_UP_MESSAGES.whenRequired],
        [propose(doctor, { visitId: 'nope', weeks: 1 }), 400, FOLLOW_UP_MESSAGES.visitInvalid],
        [
          server.api('/follow-ups', { method: 'POST', token: patient.user.token, json: { visitId: visit.id, weeks: 1 } }),
          403,
          /permission/,
        ],
      ];
      for (const [call, status, message] of cases) {
        const answer = await call;
        expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message: expect.stringMatching(message) });
      }
      // A time someone booked is refused.
      const other = await another();
      await bookAppointment(server, { token: other.user.token, userId: other.user.id }, doctor, { date, time: FIRST });
      const taken = await propose(doctor, { visitId: visit.id, date, time: FIRST });
      expect([taken.status, taken.body.message]).toEqual([409, FOLLOW_UP_MESSAGES.slotTaken]);
      expect(await proposalCount()).toBe(before);

      // One open proposal per visit: the second is refused and its time stays free.
      expect((await propose(doctor, { visitId: visit.id, date, time: SECOND })).status).toBe(201);
      const twice = await propose(doctor, { visitId: visit.id, date, time: TIME_SLOTS[2]! });
      expect([twice.status, twice.body.message]).toEqual([409, FOLLOW_UP_MESSAGES.alreadyProposed]);
      expect(await slotStatusOf(server, other.user.token, doctor.doctor._id, date, TIME_SLOTS[2]!)).toBe('available');
      expect(await proposalCount()).toBe(before + 1);
    });
  });

  describe('confirming', () => {
    it('books a free follow-up at once, without payment, and tells the doctor; a second confirm is refused', async () => {
      const { doctor, patient, visit } = await visitOf();
      const date = dateAhead(4, ZONE, clock.now());
      const proposal = (await propose(doctor, { visitId: visit.id, date, time: FIRST, free: true })).body.data as FollowUpProposal;

      const answer = await confirm(patient, proposal.id);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'confirmed', appointmentId: expect.any(String) });
      const booked = (await appointmentsOf(patient)).find((a) => a._id === answer.body.data.appointmentId);
      expect(booked).toMatchObject({ status: 'scheduled', reason: 'Follow-up visit' });
      const doctorNotices = await notificationsOf(doctor.user.token);
      expect(doctorNotices.some((n) => n.message.startsWith('Paula Visit confirmed the follow-up visit'))).toBe(true);

      const again = await confirm(patient, proposal.id);
      expect([again.status, again.body.message]).toEqual([409, FOLLOW_UP_MESSAGES.notOpen]);
      expect((await appointmentsOf(patient)).filter((a) => a.reason === 'Follow-up visit')).toHaveLength(1);
    });

    it('lets exactly one of two racing confirms book the free follow-up', async () => {
      const { doctor, patient, visit } = await visitOf();
      const date = dateAhead(5, ZONE, clock.now());
      const proposal = (await propose(doctor, { visitId: visit.id, date, time: FIRST, free: true })).body.data as FollowUpProposal;
      const answers = await Promise.all([confirm(patient, proposal.id), confirm(patient, proposal.id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect((await appointmentsOf(patient)).filter((a) => a.reason === 'Follow-up visit')).toHaveLength(1);
    });

    it('is confirmed by paying at the usual checkout for the held time; another patient cannot take it meanwhile', async () => {
      const { doctor, patient, visit } = await visitOf();
      const date = dateAhead(6, ZONE, clock.now());
      const proposal = (await propose(doctor, { visitId: visit.id, date, time: FIRST })).body.data as FollowUpProposal;
      expect((await confirm(patient, proposal.id)).body.message).toBe(FOLLOW_UP_MESSAGES.payToConfirm);

      // Other patients racing for the held time all lose, and it stays the patient's.
      const [other, third] = [await another(), await another()];
      const slot = { doctorId: doctor.doctor._id, date, time: FIRST };
      const racing = await Promise.all(
        [other, third].map((who) => startCheckout(server, who.user.token, checkoutBody(who.user.id, slot, FEE))),
      );
      expect(racing.map((answer) => answer.status)).toEqual([409, 409]);
      const ours = await startCheckout(server, patient.user.token, checkoutBody(patient.user.id, slot, FEE, { reason: 'Follow-up visit' }));
      expect(ours.status).toBe(201);
      expect((await payInSandbox(server, ours.body.data.id)).status).toBe(303);
      const confirmed = await confirmSession(server, patient.user.token, ours.body.data.id);
      expect(confirmed.body.data.status).toBe('confirmed');

      const [after] = await mine(patient.user.token);
      expect(after).toMatchObject({ id: proposal.id, status: 'confirmed', appointmentId: confirmed.body.data.appointment._id });
      const doctorNotices = await notificationsOf(doctor.user.token);
      expect(doctorNotices.some((n) => n.message.startsWith('Paula Visit confirmed the follow-up visit'))).toBe(true);
    });

    it('answers not found for someone else’s proposal', async () => {
      const { doctor, visit } = await visitOf();
      const proposal = (await propose(doctor, { visitId: visit.id, weeks: 1, free: true })).body.data as FollowUpProposal;
      const other = await another();
      expect((await confirm(other, proposal.id)).status).toBe(404);
      expect((await decline(other, proposal.id)).status).toBe(404);
      expect((await mine(other.user.token)).length).toBe(0);
    });
  });

  describe('declining and expiring', () => {
    it('releases the time when the patient declines, and tells the doctor', async () => {
      const { doctor, patient, visit } = await visitOf();
      const date = dateAhead(7, ZONE, clock.now());
      const proposal = (await propose(doctor, { visitId: visit.id, date, time: FIRST })).body.data as FollowUpProposal;
      const answer = await decline(patient, proposal.id);
      expect(answer.body.data.status).toBe('declined');
      expect(await slotStatusOf(server, patient.user.token, doctor.doctor._id, date, FIRST)).toBe('available');
      const doctorNotices = await notificationsOf(doctor.user.token);
      expect(doctorNotices.some((n) => n.message.startsWith('Paula Visit declined the follow-up visit'))).toBe(true);
      expect((await confirm(patient, proposal.id)).status).toBe(409);
    });

    it('expires an unconfirmed proposal after its hold, releasing the time and telling both', async () => {
      const { doctor, patient, visit } = await visitOf();
      const date = dateAhead(8, ZONE, clock.now());
      const proposal = (await propose(doctor, { visitId: visit.id, date, time: FIRST })).body.data as FollowUpProposal;
      clock.advance(FOLLOW_UP_HOLD_HOURS * 3_600_000 - 60_000);
      await server.app.services.followUps.sweepExpired();
      expect((await mine(patient.user.token))[0]!.status).toBe('proposed');

      clock.advance(2 * 60_000);
      await server.app.services.followUps.sweepExpired();
      expect((await mine(patient.user.token))[0]!.status).toBe('expired');
      expect(await slotStatusOf(server, patient.user.token, doctor.doctor._id, date, FIRST)).toBe('available');
      expect((await notificationsOf(patient.user.token)).some((n) => /expired unconfirmed/.test(n.message))).toBe(true);
      expect((await notificationsOf(doctor.user.token)).some((n) => /did not confirm the follow-up/.test(n.message))).toBe(true);
      const late = await decline(patient, proposal.id);
      expect([late.status, late.body.message]).toEqual([409, FOLLOW_UP_MESSAGES.notOpen]);
      // The visit may be followed up again.
      expect((await propose(doctor, { visitId: visit.id, weeks: 1 })).status).toBe(201);
    });
  });
});
