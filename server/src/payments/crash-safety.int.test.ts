import { randomInt } from 'node:crypto';
import { DOCTOR_SPECIALIZATIONS } from '@telehealth/shared-api/core';
import { appointmentMessages } from '../appointments/appointment-messages';
import { insertDoctorRow } from '../../test/support/care-fixtures';
import {
  callChild,
  childLog,
  createChildDatabase,
  insertUsers,
  killChild,
  rows,
  seededRandom,
  sleep,
  sql,
  startChildServer,
  stopChild,
  type ChildAnswer,
  type ChildDatabase,
  type ChildRequest,
  type RunningProduct,
  type SignedInUser,
} from '../../test/support/child-server';
import { databases } from '../../test/support/test-server';

// Issue 14, proof under faults: the real server (a child process) is killed with SIGKILL at
// random moments while a hundred patients book and pay on the sandbox checkout through HTTP as
// the browser does, and restarted on the same data each time. Once the sweep has run, every
// paid session must have booked exactly one appointment or been refunded in full, no slot may
// be booked twice and no hold may be left; every booking told both parties once and every
// refund told its patient once. CRASH_SEED=<n> replays a run; CRASH_KILLS sets how
// many kills (at least 5).

/** Every crash doctor's zone; the notices name it. */
const DOCTOR_ZONE = 'UTC';
const slotOf = (row: { date: string; time: string }) => ({ date: row.date, time: row.time, timeZone: DOCTOR_ZONE });
const PATIENTS = 100;
const DOCTORS = 8;
const SLOT_POOL = 80;
const FEE = 120;
const KILLS = Math.max(5, Number(process.env.CRASH_KILLS ?? 6));
const SEED = Number(process.env.CRASH_SEED ?? randomInt(1, 2 ** 31));
/** Patients whose card form a crash cut off and who close the tab: only the server can settle their payment. */
const LEAVE_SHARE = 0.5;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardName: 'Crash Patient' };
// Short hold and sweep so the run ends in about a minute and a half per database.
const HOLD_MS = 60_000;
const SWEEP_MS = 1_000;
const SERVER_ENV = { CHECKOUT_HOLD_MINUTES: String(HOLD_MS / 60_000), CHECKOUT_SWEEP_SECONDS: String(SWEEP_MS / 1_000) };

interface Slot {
  doctorId: string;
  date: string;
  time: string;
}

/** What one patient saw, to hold against the final state. */
interface PatientRecord {
  patient: SignedInUser;
  /** Checkout sessions the patient was given (their answers arrived). */
  sessions: string[];
  /** Sessions whose card form answered as paid (303 to /success, or "already paid"). */
  paid: string[];
  /** Sessions the confirm call answered 'confirmed', with their appointment id. */
  confirmed: Map<string, string>;
  /** Card forms sent once whose answer a crash cut off: only the server can settle these. */
  cutOff: string[];
}

interface CallInit extends ChildRequest {
  /** No retry: null when the server died before answering (a patient who then closes the tab). */
  once?: boolean;
}

/** The server being killed and restarted: clients always call the current one. */
class Target {
  product: RunningProduct | undefined;
  inFlight = 0;
  /** Answers received so far: the killer strikes after a random number of them, so always mid-traffic. */
  answered = 0;
  /** When the last checkout was asked for (its hold may exist even if the answer was lost). */
  lastCheckoutAt = 0;
  /** Card forms being answered now, and how long the answered ones took (ms). */
  cardFormsInFlight = 0;
  cardFormMs: number[] = [];
  /** Card forms a crash cut off (whatever the patient did next). */
  cardFormsCutOff = 0;
  serverErrors: string[] = [];

  constructor(public deadline: number) {}

  /** One request; network errors (the server was killed) are retried until it is back. */
  async call(method: string, path: string, init: CallInit & { once: true }): Promise<ChildAnswer | null>;
  async call(method: string, path: string, init?: CallInit): Promise<ChildAnswer>;
  async call(method: string, path: string, init: CallInit = {}): Promise<ChildAnswer | null> {
    for (;;) {
      if (Date.now() > this.deadline) throw new Error(`${method} ${path}: still no answer at the deadline`);
      const product = this.product;
      if (!product) {
        await sleep(100);
        continue;
      }
      this.inFlight += 1;
      if (path.endsWith('/create-checkout-session')) this.lastCheckoutAt = Date.now();
      const cardForm = init.form !== undefined;
      const sentAt = Date.now();
      if (cardForm) this.cardFormsInFlight += 1;
      try {
        const answer = await callChild(product, method, path, init, AbortSignal.timeout(15_000));
        this.answered += 1;
        if (cardForm) this.cardFormMs.push(Date.now() - sentAt);
        if (answer.status >= 500) {
          // A dying server may not answer at all, but it must never answer with a server error.
          this.serverErrors.push(`${method} ${path.split('?')[0]} → ${answer.status} ${answer.text.slice(0, 200)}`);
          await sleep(200);
          continue;
        }
        return answer;
      } catch (error) {
        if (error instanceof SyntaxError) throw error;
        if (cardForm) this.cardFormsCutOff += 1;
        if (init.once) return null;
        await sleep(150);
      } finally {
        this.inFlight -= 1;
        if (cardForm) this.cardFormsInFlight -= 1;
      }
    }
  }
}

/** A patient's whole booking as a browser drives it, resubmitting whatever a crash cut off. */
async function bookAsPatient(target: Target, record: PatientRecord, pool: Slot[], random: () => number): Promise<void> {
  const { patient } = record;
  await sleep(random() * 3_000);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slot = pool[Math.floor(random() * pool.length)]!;
    const created = await target.call('POST', '/api/v1/payment/create-checkout-session', {
      token: patient.token,
      json: {
        doctorId: slot.doctorId,
        date: slot.date,
        time: slot.time,
        consultationType: 'Video Consultation',
        reason: 'Crash safety booking',
        userId: patient.id,
        doctorName: 'Crash Doctor',
        price: FEE,
      },
    });
    if (created.status === 409) continue;
    if (created.status !== 201) throw new Error(`checkout answered ${created.status}: ${created.text.slice(0, 200)}`);
    const { id, url } = created.body.data as { id: string; url: string };
    record.sessions.push(id);

    let paid = await target.call('POST', new URL(url).pathname, { form: CARD, once: true });
    if (paid === null) {
      // The crash cut the card form off: some patients close the tab, the others send it again.
      if (random() < LEAVE_SHARE) {
        record.cutOff.push(id);
        return;
      }
      paid = await target.call('POST', new URL(url).pathname, { form: CARD });
    }
    if (paid.status === 303 || (paid.status === 409 && /paid|Payment received/.test(paid.text))) record.paid.push(id);
    else if (paid.status === 409 && /refunded/.test(paid.text)) record.paid.push(id);
    else if (paid.status === 410)
      continue; // the hold ended before the payment: book again
    else throw new Error(`card form answered ${paid.status}: ${paid.text.slice(0, 200)}`);

    for (;;) {
      const confirmed = await target.call('GET', `/api/v1/payment/confirm-stripe-session?session_id=${encodeURIComponent(id)}`, {
        token: patient.token,
      });
      const status = confirmed.body?.data?.status;
      if (confirmed.status === 200 && status === 'confirmed') {
        record.confirmed.set(id, confirmed.body.data.appointment._id);
        return;
      }
      if (status === 'refunded') break;
      await sleep(300);
    }
  }
}

interface BookedNotices {
  id: string;
  date: string;
  time: string;
  doctor_name: string;
  patient_name: string;
  patient_messages: string[];
  doctor_messages: string[];
}

interface RefundedNotices {
  id: string;
  patient_user_id: string;
  date: string;
  time: string;
  doctor_name: string;
  passed: boolean;
  patient_messages: string[];
}

interface SessionState {
  id: string;
  status: string;
  appointment_id: string | null;
  paid: boolean;
  amount: number;
  refunded_amount: number;
  appointments: number;
  refunds: number;
}

describe.each(databases())('money under SIGKILL: 100 concurrent paid sandbox bookings, on %s', (kind) => {
  let database: ChildDatabase;
  let target: Target;
  let pool: Slot[];
  let records: PatientRecord[];

  beforeAll(async () => {
    database = await createChildDatabase(kind, 'crash');
    const patients = await database.run(async (db) => {
      for (let index = 0; index < DOCTORS; index += 1) {
        await insertDoctorRow(db.db, {
          name: `Crash Doctor ${index + 1}`,
          specialization: DOCTOR_SPECIALIZATIONS[index % DOCTOR_SPECIALIZATIONS.length]!,
          fees: FEE,
          experience: 5,
          timeZone: DOCTOR_ZONE,
        });
      }
      return insertUsers(db, PATIENTS, 'patient');
    });
    records = patients.map((patient) => ({ patient, sessions: [], paid: [], confirmed: new Map(), cutOff: [] }));
  }, 60_000);

  afterAll(async () => {
    // A failed run leaves patients retrying: stop them before the server.
    if (target) target.deadline = 0;
    await stopChild(target?.product);
    await database?.dispose();
  });

  it('ends every paid session booked once or refunded, with no slot booked twice and no hold left', async () => {
    const startedAt = Date.now();
    console.log(`[crash-safety ${kind}] seed ${SEED} (replay: CRASH_SEED=${SEED}), ${KILLS} kills`);
    const random = seededRandom(SEED);
    target = new Target(Date.now() + 420_000);
    target.product = await startChildServer(database, { env: SERVER_ENV, label: 'crash' });
    const restarts: number[] = [target.product.readyMs];

    // The slots on offer, as the booking page lists them: a pool smaller than the patients, so some race for one.
    const someone = records[0]!.patient;
    const doctors = (await target.call('GET', '/api/v1/doctor/all-doctors?limit=50', { token: someone.token })).body.data.doctors as Array<{
      _id: string;
    }>;
    expect(doctors).toHaveLength(DOCTORS);
    const offered: Slot[] = [];
    for (const doctor of doctors) {
      for (const days of [2, 3]) {
        const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
        const answer = await target.call('GET', `/api/v1/doctor/available-slots-for-doctor/${doctor._id}?date=${date}`, {
          token: someone.token,
        });
        for (const time of answer.body.data[0]?.times ?? []) {
          if (time.status === 'available') offered.push({ doctorId: doctor._id, date, time: time.time });
        }
      }
    }
    pool = offered.sort(() => random() - 0.5).slice(0, SLOT_POOL);
    expect(pool.length).toBe(SLOT_POOL);

    const bookings = records.map((record, index) => bookAsPatient(target, record, pool, seededRandom(SEED + index + 1)));
    const settled = Promise.allSettled(bookings);

    // The killer: SIGKILL after a random number of answers since the last restart (or a random
    // time, once the traffic has ended), so the kills fall at random points of the bookings.
    // Every other kill aims at a payment: once a card form is being answered, it strikes after a
    // random part of a card form's usual answer time, often between the charge and the booking.
    const kills: Array<{ afterAnswers: number; inFlight: number; restartMs: number }> = [];
    for (let kill = 0; kill < KILLS; kill += 1) {
      const answers = 5 + Math.floor(random() * 60);
      const until = target.answered + answers;
      const latest = Date.now() + 500 + random() * 2_500;
      while (target.answered < until && Date.now() < latest) await sleep(1 + random() * 10);
      if (kill % 2 === 1) {
        const aimUntil = Date.now() + 3_000;
        while (target.cardFormsInFlight === 0 && Date.now() < aimUntil) await sleep(1);
        const usual = [...target.cardFormMs].sort((a, b) => a - b)[Math.floor(target.cardFormMs.length / 2)] ?? 50;
        await sleep(random() * usual);
      }
      const inFlight = target.inFlight;
      const product = target.product!;
      target.product = undefined;
      await killChild(product);
      const restarted = await startChildServer(database, { env: SERVER_ENV, label: 'crash' });
      target.product = restarted;
      restarts.push(restarted.readyMs);
      kills.push({ afterAnswers: answers, inFlight, restartMs: restarted.readyMs });
    }

    const outcomes = await settled;
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason));
    expect(failures).toEqual([]);
    const bookedAt = Date.now();

    // The sweep finishes what the crashes left: a checkout whose answer a crash cut off holds its
    // slot until the hold ends, so wait for the last one asked for to end, plus two sweeps.
    await sleep(Math.max(0, target.lastCheckoutAt + HOLD_MS + 2 * SWEEP_MS + 1_000 - Date.now()));
    const sweptAt = Date.now();
    const log = childLog(target.product);
    await stopChild(target.product);
    target.product = undefined;
    expect(target.serverErrors).toEqual([]);

    const state = await database.run(async (db) => ({
      sessions: await rows<SessionState>(
        db,
        sql`select c.id, c.status, c.appointment_id, s.paid_at is not null as paid, s.amount, s.refunded_amount,
              (select count(*)::int from appointments a where a.checkout_session_id = c.id and a.status <> 'canceled') as appointments,
              (select coalesce(sum(r.amount), 0)::int from payment_refunds r where r.checkout_session_id = c.id) as refunds
            from checkout_sessions c join sandbox_payments s on s.provider_session_id = c.id`,
      ),
      doubleBooked: await rows<{ doctor_id: string; starts_at: string; n: number }>(
        db,
        sql`select doctor_id, starts_at, count(*)::int as n from appointments where status <> 'canceled'
            group by doctor_id, starts_at having count(*) > 1`,
      ),
      liveHolds: await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from slot_reservations where kind = 'hold' and released_at is null`,
      ),
      appointmentIds: new Set(
        (await rows<{ id: string }>(db, sql`select id from appointments where status <> 'canceled'`)).map((row) => row.id),
      ),
      // Each booking's stored notifications, to hold against the texts it must have written.
      bookedNotices: await rows<BookedNotices>(
        db,
        sql`select c.id, a.appointment_date::text as date, a.time_slot as time, du.name as doctor_name, pu.name as patient_name,
              (select coalesce(json_agg(n.message), '[]'::json) from notifications n where n.user_id = pu.id and n.type = 'appointment') as patient_messages,
              (select coalesce(json_agg(n.message), '[]'::json) from notifications n where n.user_id = du.id and n.type = 'appointment') as doctor_messages
            from checkout_sessions c join appointments a on a.id = c.appointment_id
              join patients p on p.id = a.patient_id join users pu on pu.id = p.user_id
              join doctors d on d.id = a.doctor_id join users du on du.id = d.user_id
            where c.status = 'paid'`,
      ),
      // Each paid session refunded, with its patient's stored notifications.
      refundedNotices: await rows<RefundedNotices>(
        db,
        sql`select c.id, pu.id as patient_user_id, c.appointment_date::text as date, c.time_slot as time, du.name as doctor_name,
              c.starts_at <= c.refunded_at as passed,
              (select coalesce(json_agg(n.message), '[]'::json) from notifications n where n.user_id = pu.id and n.type = 'appointment') as patient_messages
            from checkout_sessions c join sandbox_payments s on s.provider_session_id = c.id and s.paid_at is not null
              join patients p on p.id = c.patient_id join users pu on pu.id = p.user_id
              join doctors d on d.id = c.doctor_id join users du on du.id = d.user_id
            where c.status = 'refunded'`,
      ),
      reservationGaps: await rows<{ id: string }>(
        db,
        sql`select a.id from appointments a where a.status <> 'canceled' and not exists
              (select 1 from slot_reservations r where r.appointment_id = a.id and r.released_at is null)`,
      ),
    }));

    const paidSessions = state.sessions.filter((session) => session.paid);
    const wrong = paidSessions.filter((session) => {
      const booked =
        session.status === 'paid' && session.appointment_id !== null && session.appointments === 1 && session.refunded_amount === 0;
      const refunded =
        session.status === 'refunded' &&
        session.appointments === 0 &&
        session.refunded_amount === session.amount &&
        session.refunds === session.amount;
      return !booked && !refunded;
    });
    expect(wrong).toEqual([]);
    // Unpaid sessions booked nothing and ended.
    expect(state.sessions.filter((session) => !session.paid && (session.appointments > 0 || session.status === 'open'))).toEqual([]);
    expect(state.doubleBooked).toEqual([]);
    expect(state.liveHolds[0]!.n).toBe(0);
    expect(state.reservationGaps).toEqual([]);
    // Whatever a patient was told was booked is still booked (no acknowledged write was lost).
    const told = records.flatMap((record) => [...record.confirmed.values()]);
    expect(told.filter((id) => !state.appointmentIds.has(id))).toEqual([]);
    // Every card payment the page acknowledged was recorded by the provider.
    const paidIds = new Set(paidSessions.map((session) => session.id));
    expect(records.flatMap((record) => record.paid).filter((id) => !paidIds.has(id))).toEqual([]);
    // Every booking told its patient and its doctor exactly once: the notifications are written
    // in the booking's transaction, so no kill can leave one without the other.
    const count = (messages: string[], message: string) => messages.filter((each) => each === message).length;
    const untold = state.bookedNotices
      .map((booking) => ({
        id: booking.id,
        slot: `${booking.date} ${booking.time}`,
        patient: count(booking.patient_messages, appointmentMessages.createdForPatient(booking.doctor_name, slotOf(booking))),
        doctor: count(booking.doctor_messages, appointmentMessages.createdForDoctor(booking.patient_name, slotOf(booking))),
      }))
      .filter((told) => told.patient !== 1 || told.doctor !== 1);
    // Every refund told its patient once: the notice is written in the refund record's
    // transaction, whichever path (fulfilment or a retry after a kill) made the refund. A
    // patient refunded twice for the same slot is told twice in the same words.
    const refundNotice = (refund: RefundedNotices) =>
      (refund.passed ? appointmentMessages.slotPassedRefund : appointmentMessages.slotTakenRefund)(refund.doctor_name, slotOf(refund));
    const sameNotice = (refund: RefundedNotices) =>
      state.refundedNotices.filter(
        (other) => other.patient_user_id === refund.patient_user_id && refundNotice(other) === refundNotice(refund),
      ).length;
    const refundsUntold = state.refundedNotices
      .map((refund) => ({
        id: refund.id,
        slot: `${refund.date} ${refund.time}`,
        told: count(refund.patient_messages, refundNotice(refund)),
        due: sameNotice(refund),
      }))
      .filter((refund) => refund.told !== refund.due);

    const booked = paidSessions.filter((session) => session.status === 'paid').length;
    const refunded = paidSessions.length - booked;
    const cutOffPaid = records.flatMap((record) => record.cutOff).filter((id) => paidIds.has(id)).length;
    console.log(
      [
        `[crash-safety ${kind}] seed ${SEED}: ${kills.length} SIGKILLs (requests in flight at each: ${kills.map((k) => k.inFlight).join(', ')})`,
        `  ${target.cardFormsCutOff} card forms cut off by a kill; ${state.sessions.length} checkout sessions, ${paidSessions.length} paid: ${booked} booked once, ${refunded} refunded; ` +
          `${cutOffPaid} paid by patients whose card form the crash cut off and who left (settled by the server alone); ` +
          `${untold.length} booked without exactly one notification for the patient and the doctor; ` +
          `${refundsUntold.length} of ${state.refundedNotices.length} refunded without exactly one refund notice`,
        `  server start to /ready: ${restarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`,
        `  bookings and kills ${((bookedAt - startedAt) / 1000).toFixed(1)} s, sweep wait ${((sweptAt - bookedAt) / 1000).toFixed(1)} s, ` +
          `whole run ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
    if (wrong.length) console.log(log);
    expect(untold).toEqual([]);
    expect(refundsUntold).toEqual([]);
  }, 600_000);
});
