import {
  TIME_SLOTS,
  WAITLIST_MESSAGES,
  WAITLIST_OFFER_HOLD_MINUTES,
  type Notification,
  type WaitlistEntry,
} from '@telehealth/shared-api/core';
import { eq } from 'drizzle-orm';
import { doctors } from '../db/schema';
import {
  bookAppointment,
  checkoutBody,
  dateAhead,
  payInSandbox,
  confirmSession,
  slotStatusOf,
  startCheckout,
} from '../../test/support/booking-fixtures';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';
import { eventually } from '../../test/support/eventually';

const FEE = 90;
const ZONE = 'America/New_York';
/** The doctor offers the first two times of every day only: two bookings fill a day. */
const TWO_SLOTS_A_DAY = Array.from({ length: 7 }, () => 0b11);
const [FIRST, SECOND] = [TIME_SLOTS[0]!, TIME_SLOTS[1]!];

describe.each(databases())('the waitlist of a full day on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({ db, clock, env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function twoSlotDoctor(name = 'Maya Patel'): Promise<DoctorFixture> {
    const doctor = await createDoctor(server, { fees: FEE, timeZone: ZONE }, name);
    await server.database.db.update(doctors).set({ weeklySlots: TWO_SLOTS_A_DAY }).where(eq(doctors.id, doctor.doctor._id));
    return doctor;
  }
  const patient = (name: string) => createPatient(server, {}, name);
  const book = async (doctor: DoctorFixture, who: PatientFixture, date: string, time: string) =>
    (await bookAppointment(server, { token: who.user.token, userId: who.user.id }, doctor, { date, time })).appointment;
  /** A doctor whose day `daysAhead` is full: both times booked, by A1 and A2. */
  async function fullDay(daysAhead = 3) {
    const doctor = await twoSlotDoctor();
    const date = dateAhead(daysAhead, ZONE, clock.now());
    const [a1, a2] = [await patient('Ana First'), await patient('Ben Second')];
    const first = await book(doctor, a1, date, FIRST);
    const second = await book(doctor, a2, date, SECOND);
    return { doctor, date, a1, a2, first, second };
  }
  const join = (who: PatientFixture, doctorId: string, date: string) =>
    server.api('/waitlist', { method: 'POST', token: who.user.token, json: { doctorId, date } });
  const mine = async (who: PatientFixture): Promise<WaitlistEntry[]> =>
    (await server.api('/waitlist', { token: who.user.token })).body.data;
  const cancel = (who: PatientFixture, appointmentId: string) =>
    server.api(`/appointment/cancel/${appointmentId}`, { method: 'PATCH', token: who.user.token });
  const notificationsOf = async (who: PatientFixture): Promise<Notification[]> =>
    (await server.api('/notifications?limit=100', { token: who.user.token })).body.data.notifications;
  const checkout = (who: PatientFixture, doctor: DoctorFixture, date: string, time: string) =>
    startCheckout(server, who.user.token, checkoutBody(who.user.id, { doctorId: doctor.doctor._id, date, time }, FEE));
  const entryOf = async (who: PatientFixture) => (await mine(who))[0]!;

  describe('joining', () => {
    it('puts patients in line for a full day, first come first served, once each', async () => {
      const { doctor, date } = await fullDay();
      const [b, c] = [await patient('Cara Waiting'), await patient('Dan Waiting')];
      const joined = await join(b, doctor.doctor._id, date);
      expect(joined.status).toBe(201);
      expect(joined.body.message).toBe(WAITLIST_MESSAGES.joined);
      expect(joined.body.data).toMatchObject({
        doctorId: doctor.doctor._id,
        date,
        status: 'waiting',
        position: 1,
        doctorName: 'Maya Patel',
      });
      expect((await join(c, doctor.doctor._id, date)).body.data.position).toBe(2);
      const again = await join(b, doctor.doctor._id, date);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(WAITLIST_MESSAGES.alreadyJoined);
      expect(await mine(b)).toHaveLength(1);
      expect(await mine(c)).toEqual([expect.objectContaining({ position: 2, status: 'waiting' })]);
    });

    it('refuses a day that still has a free time, a past day, a day too far ahead and a day the doctor does not work', async () => {
      const doctor = await twoSlotDoctor();
      const b = await patient('Eve Early');
      const free = await join(b, doctor.doctor._id, dateAhead(4, ZONE, clock.now()));
      expect(free.status).toBe(409);
      expect(free.body.message).toBe(WAITLIST_MESSAGES.dayHasFreeSlot);
      const past = await join(b, doctor.doctor._id, dateAhead(-2, ZONE, clock.now()));
      expect(past.status).toBe(400);
      expect(past.body.message).toBe(WAITLIST_MESSAGES.pastDay);
      const far = await join(b, doctor.doctor._id, dateAhead(45, ZONE, clock.now()));
      expect(far.status).toBe(400);
      expect(far.body.message).toBe(WAITLIST_MESSAGES.beyondWindow);
      await server.database.db
        .update(doctors)
        .set({ weeklySlots: [0, 0, 0, 0, 0, 0, 0] })
        .where(eq(doctors.id, doctor.doctor._id));
      const closed = await join(b, doctor.doctor._id, dateAhead(4, ZONE, clock.now()));
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe(WAITLIST_MESSAGES.noSlotsThatDay);
      expect(await mine(b)).toEqual([]);
    });

    it('answers bad input and unknown or unchecked doctors clearly, and stores nothing', async () => {
      const b = await patient('Fay Careful');
      const date = dateAhead(3, ZONE, clock.now());
      const cases: Array<[unknown, number, string]> = [
        [{ date }, 400, WAITLIST_MESSAGES.doctorRequired],
        [{ doctorId: 'not-an-id', date }, 400, WAITLIST_MESSAGES.doctorInvalid],
        [{ doctorId: '00000000-0000-4000-8000-000000000000' }, 400, WAITLIST_MESSAGES.dateRequired],
        [{ doctorId: '00000000-0000-4000-8000-000000000000', date: '2030-02-30' }, 400, WAITLIST_MESSAGES.dateInvalid],
        [{ doctorId: '00000000-0000-4000-8000-000000000000', date: 12 }, 400, WAITLIST_MESSAGES.dateInvalid],
        [{ doctorId: '00000000-0000-4000-8000-000000000000', date }, 404, WAITLIST_MESSAGES.doctorNotFound],
      ];
      for (const [json, status, message] of cases) {
        const answer = await server.api('/waitlist', { method: 'POST', token: b.user.token, json });
        expect({ json, status: answer.status, message: answer.body.message }).toEqual({ json, status, message });
      }
      const unchecked = await createDoctor(server, { fees: FEE, timeZone: ZONE }, 'Not Checked', { verified: false });
      expect((await join(b, unchecked.doctor._id, date)).status).toBe(409);
      expect(await mine(b)).toEqual([]);
      const gone = await server.api('/waitlist/00000000-0000-4000-8000-000000000000', { method: 'DELETE', token: b.user.token });
      expect(gone.status).toBe(404);
      expect((await server.api('/waitlist/nonsense', { method: 'DELETE', token: b.user.token })).status).toBe(404);
    });
  });

  describe('a freed slot', () => {
    it('is held for the first in line, who is told with a link to book it, and nobody else can take it meanwhile', async () => {
      const { doctor, date, a1, first } = await fullDay();
      const [b, c] = [await patient('Gus First In Line'), await patient('Hana Second In Line')];
      await join(b, doctor.doctor._id, date);
      await join(c, doctor.doctor._id, date);
      expect((await cancel(a1, first._id)).status).toBe(200);

      const offered = await eventually(
        () => entryOf(b),
        (entry) => entry.status === 'offered',
        'the offer',
      );
      expect(offered).toMatchObject({ offeredTime: FIRST, position: null });
      const expiresIn = Date.parse(offered.offerExpiresAt!) - clock.now().getTime();
      expect(expiresIn).toBe(WAITLIST_OFFER_HOLD_MINUTES * 60_000);
      expect(await entryOf(c)).toMatchObject({ status: 'waiting', position: 1 });
      const notice = (await notificationsOf(b)).find((n) => n.message.startsWith('A time opened with Dr. Maya Patel'));
      const link = new URL(notice!.link!, 'http://app.test');
      expect(link.pathname).toBe(`/book-appointment/${doctor.doctor._id}`);
      expect(Object.fromEntries(link.searchParams)).toEqual({ date, time: FIRST, held: '1' });

      // Held: shown taken, and another patient's checkout is refused.
      expect(await slotStatusOf(server, c.user.token, doctor.doctor._id, date, FIRST)).toBe('booked');
      expect((await checkout(c, doctor, date, FIRST)).status).toBe(409);

      // The offered patient books it: their entry is done.
      const started = await checkout(b, doctor, date, FIRST);
      expect(started.status).toBe(201);
      expect((await payInSandbox(server, started.body.data.id)).status).toBe(303);
      const confirmed = await confirmSession(server, b.user.token, started.body.data.id);
      expect(confirmed.body.data.appointment).toMatchObject({ appointmentDate: date, timeSlot: FIRST });
      await eventually(
        () => entryOf(b),
        (entry) => entry.status === 'booked',
        'the entry done',
      );
      expect(await entryOf(c)).toMatchObject({ status: 'waiting', position: 1 });
    });

    it('goes to the next in line when the hold lapses unbooked, and is free for anyone when no one is left', async () => {
      const { doctor, date, a2, second } = await fullDay(5);
      const [b, c] = [await patient('Ivy Slow'), await patient('Jon Next')];
      await join(b, doctor.doctor._id, date);
      await join(c, doctor.doctor._id, date);
      expect((await cancel(a2, second._id)).status).toBe(200);
      await eventually(
        () => entryOf(b),
        (entry) => entry.status === 'offered',
        'the first offer',
      );

      // Not yet lapsed: the sweep leaves it.
      clock.advance((WAITLIST_OFFER_HOLD_MINUTES - 1) * 60_000);
      await server.app.services.waitlist.sweepLapsedOffers();
      expect((await entryOf(b)).status).toBe('offered');
      expect(await entryOf(c)).toMatchObject({ status: 'waiting' });

      clock.advance(2 * 60_000);
      await server.app.services.waitlist.sweepLapsedOffers();
      expect((await entryOf(b)).status).toBe('lapsed');
      expect((await notificationsOf(b)).some((n) => n.message.startsWith('The time we held for you with Dr. Maya Patel'))).toBe(true);
      const next = await entryOf(c);
      expect(next).toMatchObject({ status: 'offered', offeredTime: SECOND });
      expect(Date.parse(next.offerExpiresAt!) - clock.now().getTime()).toBe(WAITLIST_OFFER_HOLD_MINUTES * 60_000);
      // The lapsed patient can no longer take it.
      expect((await checkout(b, doctor, date, SECOND)).status).toBe(409);

      clock.advance((WAITLIST_OFFER_HOLD_MINUTES + 1) * 60_000);
      await server.app.services.waitlist.sweepLapsedOffers();
      expect((await entryOf(c)).status).toBe('lapsed');
      expect(await slotStatusOf(server, b.user.token, doctor.doctor._id, date, SECOND)).toBe('available');
    });

    it('stays with a patient who is paying for it when the hold ends, and the payment books it', async () => {
      const { doctor, date, a1, first } = await fullDay(11);
      const [b, c] = [await patient('Tia Paying'), await patient('Uma After')];
      await join(b, doctor.doctor._id, date);
      await join(c, doctor.doctor._id, date);
      await cancel(a1, first._id);
      await eventually(
        () => entryOf(b),
        (entry) => entry.status === 'offered',
        'the offer',
      );
      const started = await checkout(b, doctor, date, FIRST);
      expect(started.status).toBe(201);

      // The offer's 10 minutes are over, the checkout's hold is not: B keeps the time.
      clock.advance((WAITLIST_OFFER_HOLD_MINUTES + 1) * 60_000);
      await server.app.services.waitlist.sweepLapsedOffers();
      expect((await entryOf(b)).status).toBe('offered');
      expect(await entryOf(c)).toMatchObject({ status: 'waiting', position: 1 });

      expect((await payInSandbox(server, started.body.data.id)).status).toBe(303);
      expect((await confirmSession(server, b.user.token, started.body.data.id)).body.data.status).toBe('confirmed');
      await eventually(
        () => entryOf(b),
        (entry) => entry.status === 'booked',
        'the entry done',
      );
      await server.app.services.waitlist.sweepLapsedOffers();
      expect(await entryOf(c)).toMatchObject({ status: 'waiting', position: 1 });
    });

    it('that its patient leaves goes to the next in line at once', async () => {
      const { doctor, date, a1, first } = await fullDay(6);
      const [b, c] = [await patient('Kim Leaving'), await patient('Lou Staying')];
      await join(b, doctor.doctor._id, date);
      await join(c, doctor.doctor._id, date);
      await cancel(a1, first._id);
      const offered = await eventually(
        () => entryOf(b),
        (entry) => entry.status === 'offered',
        'the offer',
      );
      // Someone else cannot make them leave.
      expect((await server.api(`/waitlist/${offered.id}`, { method: 'DELETE', token: c.user.token })).status).toBe(404);
      const left = await server.api(`/waitlist/${offered.id}`, { method: 'DELETE', token: b.user.token });
      expect(left.status).toBe(200);
      expect(left.body.data.status).toBe('left');
      expect(await entryOf(c)).toMatchObject({ status: 'offered', offeredTime: FIRST });
      expect((await server.api(`/waitlist/${offered.id}`, { method: 'DELETE', token: b.user.token })).status).toBe(409);
    });

    it('from a move is offered too', async () => {
      const { doctor, date, a1, first } = await fullDay(7);
      const b = await patient('Mo Mover Waiting');
      await join(b, doctor.doctor._id, date);
      const moved = await server.api(`/appointment/reschedule/${first._id}`, {
        method: 'PATCH',
        token: a1.user.token,
        json: { date: dateAhead(8, ZONE, clock.now()), time: FIRST },
      });
      expect(moved.status).toBe(200);
      expect(
        await eventually(
          () => entryOf(b),
          (entry) => entry.status === 'offered',
          'the offer',
        ),
      ).toMatchObject({ offeredTime: FIRST });
    });
  });

  it('two slots freed at once go to two different patients, in line order', async () => {
    const { doctor, date, a1, a2, first, second } = await fullDay(9);
    const [b, c, d] = [await patient('Ned One'), await patient('Ola Two'), await patient('Pam Three')];
    for (const who of [b, c, d]) await join(who, doctor.doctor._id, date);
    const answers = await Promise.all([cancel(a1, first._id), cancel(a2, second._id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [eb, ec] = await eventually(
      async () => [await entryOf(b), await entryOf(c)],
      (entries) => entries.every((entry) => entry.status === 'offered'),
      'both offers',
    );
    expect([eb!.offeredTime, ec!.offeredTime].sort()).toEqual([FIRST, SECOND].sort());
    expect(await entryOf(d)).toMatchObject({ status: 'waiting', position: 1 });
    // Both offered patients race for one held slot: only its holder gets it.
    const [byB, byC] = await Promise.all([checkout(b, doctor, date, eb!.offeredTime!), checkout(c, doctor, date, eb!.offeredTime!)]);
    expect([byB.status, byC.status]).toEqual([201, 409]);
  });

  it('on two instances: slots freed on each at once go to different patients, and a lapse moves on once', async () => {
    const second = await startTestServer({
      db,
      clock,
      shareDatabaseOf: server,
      env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' },
    });
    try {
      const { doctor, date, a1, a2, first, second: secondVisit } = await fullDay(10);
      const [b, c, d] = [await patient('Quin One'), await patient('Rae Two'), await patient('Sol Three')];
      for (const who of [b, c, d]) await join(who, doctor.doctor._id, date);
      const answers = await Promise.all([
        cancel(a1, first._id),
        second.api(`/appointment/cancel/${secondVisit._id}`, { method: 'PATCH', token: a2.user.token }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const [eb, ec] = await eventually(
        async () => [await entryOf(b), await entryOf(c)],
        (entries) => entries.every((entry) => entry.status === 'offered'),
        'both offers',
      );
      expect([eb!.offeredTime, ec!.offeredTime].sort()).toEqual([FIRST, SECOND].sort());

      // Both instances sweep at once when the holds lapse: each slot moves on once, and the one
      // patient left in line is offered exactly one of them.
      clock.advance((WAITLIST_OFFER_HOLD_MINUTES + 1) * 60_000);
      await Promise.all([server.app.services.waitlist.sweepLapsedOffers(), second.app.services.waitlist.sweepLapsedOffers()]);
      for (const who of [b, c]) {
        const notices = (await notificationsOf(who)).filter((n) => n.message.startsWith('The time we held for you'));
        expect(notices).toHaveLength(1);
      }
      expect((await entryOf(b)).status).toBe('lapsed');
      expect((await entryOf(c)).status).toBe('lapsed');
      expect(await entryOf(d)).toMatchObject({ status: 'offered' });
      const offeredTimes = [FIRST, SECOND].map((time) => slotStatusOf(server, b.user.token, doctor.doctor._id, date, time));
      // One slot held for D, the other free for anyone.
      expect((await Promise.all(offeredTimes)).sort()).toEqual(['available', 'booked']);
    } finally {
      await second.close();
    }
  });
});
