import { eq } from 'drizzle-orm';
import { appointmentMessages } from '../appointments/appointment-messages';
import { checkoutSessions, notifications, paymentRefunds, sandboxPayments } from '../db/schema';
import {
  bookAppointment,
  browser,
  checkoutBody,
  confirmSession,
  countAppointmentsOfSession,
  dateAhead,
  startCheckout,
  refuseNotificationsLike,
} from '../../test/support/booking-fixtures';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../test/support/stripe-stand-in';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';
import type { SandboxProvider } from './sandbox-provider';

// Issue 14, defect 1: the server dies after the provider took the money and before fulfilment
// committed. These tests write the state such a crash leaves (paid at the provider, nothing
// fulfilled here) and check that the sweep and the reconciliation end every such session
// booked or refunded, once, with the patient told.

/** A slot of these tests' doctors, all in New York. */
const newYork = (date: string, time: string) => ({ date, time, timeZone: 'America/New_York' });
const FEE = 140;
const NOTHING_CHARGED = 'Nothing was charged';

interface Harness {
  server: TestServer;
  clock: TestClock;
  doctor: DoctorFixture;
  patient: PatientFixture;
}

function helpers(h: () => Harness) {
  let nextDay = 1;
  return {
    freshDate: () => dateAhead(nextDay++, 'America/New_York', h().clock.now()),
    open: async (date: string, time: string) => {
      const { server, patient, doctor } = h();
      const answer = await startCheckout(
        server,
        patient.user.token,
        checkoutBody(patient.user.id, { doctorId: doctor.doctor._id, date, time }, FEE),
      );
      expect(answer.status).toBe(201);
      const [row] = await server.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, answer.body.data.id));
      return row!;
    },
    row: async (id: string) => (await h().server.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0]!,
    refundsOf: (id: string) => h().server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, id)),
    messagesOf: async (userId: string) =>
      (await h().server.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.message),
    /** Lets the best-effort work started after a commit (telling the provider) finish. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 200)),
  };
}

describe.each(databases())('a payment the server crashed before fulfilling, sandbox, on %s', (db) => {
  let harness: Harness;
  const h = () => harness;
  const { freshDate, open, row, refundsOf, messagesOf, settle } = helpers(h);
  const charge = (id: string) => (harness.server.app.services.paymentProvider as SandboxProvider).charge(id, { last4: '4242' });

  beforeAll(async () => {
    const clock = createTestClock();
    const server = await startTestServer({ db, clock });
    harness = {
      server,
      clock,
      doctor: await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Sarah Chen'),
      patient: await createPatient(server, {}, 'Alex Morgan'),
    };
  });
  afterAll(async () => {
    await harness?.server.close();
  });

  it('the sweep books a paid session once its hold is up instead of expiring it, once, and tells the patient', async () => {
    const { server, clock, patient } = harness;
    const session = await open(freshDate(), '10:00 AM');
    expect((await charge(session.id)).kind).toBe('charged');
    const toldBefore = (await messagesOf(patient.user.id)).length;
    clock.advance(16 * 60_000);

    await server.app.services.checkout.sweepExpiredHolds();
    const after = await row(session.id);
    expect(after.status).toBe('paid');
    expect(after.appointmentId).not.toBeNull();
    expect(await countAppointmentsOfSession(server, session.id)).toBe(1);
    expect((await messagesOf(patient.user.id)).length).toBe(toldBefore + 1);

    // Again, and as at a restart: nothing more.
    await server.app.services.checkout.sweepExpiredHolds();
    await server.app.services.checkout.reconcile({ atStart: true });
    await settle();
    expect(await countAppointmentsOfSession(server, session.id)).toBe(1);
    expect((await messagesOf(patient.user.id)).length).toBe(toldBefore + 1);
    expect(await refundsOf(session.id)).toEqual([]);
  });

  it('the reconciliation at start books a paid session whose hold is still running', async () => {
    const { server } = harness;
    const session = await open(freshDate(), '11:00 AM');
    await charge(session.id);
    expect(await server.app.services.checkout.reconcile({ atStart: true })).toBeGreaterThanOrEqual(1);
    expect((await row(session.id)).appointmentId).not.toBeNull();
    expect(await countAppointmentsOfSession(server, session.id)).toBe(1);
    // Both parties told once, by the booking's own transaction.
    await server.app.services.checkout.reconcile({ atStart: true });
    const { doctor, patient } = harness;
    const booked = (messages: string[], text: string) => messages.filter((message) => message === text);
    const forDoctor = appointmentMessages.createdForDoctor('Alex Morgan', newYork(session.appointmentDate, '11:00 AM'));
    const forPatient = appointmentMessages.createdForPatient('Sarah Chen', newYork(session.appointmentDate, '11:00 AM'));
    expect(booked(await messagesOf(doctor.user.id), forDoctor)).toHaveLength(1);
    expect(booked(await messagesOf(patient.user.id), forPatient)).toHaveLength(1);
  });

  it('a server starting on the data a crash left books the paid session by itself', async () => {
    const { server, clock } = harness;
    const session = await open(freshDate(), '12:00 PM');
    await charge(session.id);
    clock.advance(16 * 60_000);
    // The restarted server: another instance on the same database, with no call from the test.
    const restarted = await startTestServer({ db, clock, shareDatabaseOf: server });
    try {
      const deadline = Date.now() + 10_000;
      while ((await row(session.id)).appointmentId === null && Date.now() < deadline) await settle();
      expect((await row(session.id)).status).toBe('paid');
      expect(await countAppointmentsOfSession(server, session.id)).toBe(1);
    } finally {
      await restarted.close();
    }
  });

  it('refunds in full and tells the patient when the slot went to someone else meanwhile, and the page says so', async () => {
    const { server, clock, patient, doctor } = harness;
    const date = freshDate();
    const session = await open(date, '02:00 PM');
    await charge(session.id);
    clock.advance(16 * 60_000);
    // Another patient (signed in now: the clock moved past the first ones' idle timeout) takes the freed slot.
    const other = await createPatient(server, {}, 'Priya Sharma');
    await bookAppointment(server, { token: other.user.token, userId: other.user.id }, doctor, { date, time: '02:00 PM' });
    await settle();
    // As after a restart.
    await server.app.services.checkout.reconcile({ atStart: true });
    await server.app.services.checkout.sweepExpiredHolds();
    await settle();

    expect((await row(session.id)).status).toBe('refunded');
    expect(await countAppointmentsOfSession(server, session.id)).toBe(0);
    expect((await refundsOf(session.id)).map((refund) => refund.amount)).toEqual([FEE]);
    const [ledger] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, session.id));
    expect(ledger!.refundedAmount).toBe(FEE);
    expect((await messagesOf(patient.user.id)).filter((message) => message.includes('was refunded'))).toHaveLength(1);

    const page = await browser(server, `/sandbox/checkout/${session.id}`);
    expect(page.text).not.toContain(NOTHING_CHARGED);
    expect(page.text).toContain('refunded');
  });

  /**
   * A paid session of the harness patient, its hold up, and `takeSlot`: another patient books
   * its slot, which ends the session and fulfils it in the background (a refund). Answers once
   * that refund has settled: recorded, or left pending at the provider's refund.
   */
  async function paidSessionLosingItsSlot(time: string, otherName: string) {
    const { server, clock, doctor } = harness;
    const date = freshDate();
    const session = await open(date, time);
    await charge(session.id);
    clock.advance(16 * 60_000);
    const other = await createPatient(server, {}, otherName);
    const takeSlot = async () => {
      await bookAppointment(server, { token: other.user.token, userId: other.user.id }, doctor, { date, time });
      const deadline = Date.now() + 10_000;
      while (
        Date.now() < deadline &&
        ((await row(session.id)).status !== 'refunded' || (await ledgerOf(session.id)).refundedAmount === 0)
      ) {
        await settle();
      }
      await settle();
    };
    return { session, takeSlot, notice: appointmentMessages.slotTakenRefund('Sarah Chen', newYork(date, time)) };
  }
  const ledgerOf = async (id: string) =>
    (await harness.server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, id)))[0]!;

  it("keeps the patient's refund notice when the server dies right after the refund's commit", async () => {
    const { server, patient } = harness;
    const { session, takeSlot, notice } = await paidSessionLosingItsSlot('05:00 PM', 'Dana Lee');
    // Everything that delivers after a commit dies, as a process killed there would: only
    // what the transactions stored survives.
    const notifications = server.app.services.notifications;
    const { notify, push } = notifications;
    const killed = () => {
      throw new Error('killed after the commit');
    };
    notifications.notify = killed;
    notifications.push = killed;
    try {
      await takeSlot();
      await server.app.services.checkout.reconcile({ atStart: true });
    } finally {
      notifications.notify = notify;
      notifications.push = push;
    }
    expect((await row(session.id)).status).toBe('refunded');
    expect((await refundsOf(session.id)).map((refund) => refund.amount)).toEqual([FEE]);
    expect((await messagesOf(patient.user.id)).filter((message) => message === notice)).toHaveLength(1);
  });

  it('records a refund with its event: a notice that cannot be stored yet is told once, later, and nothing is paid twice', async () => {
    const { server, clock, patient } = harness;
    const { session, takeSlot, notice } = await paidSessionLosingItsSlot('05:30 PM', 'Omar Haddad');
    const told = async () => (await messagesOf(patient.user.id)).filter((message) => message === notice);
    // The notice cannot be stored (a full disk, say) while the provider refunds.
    const allowNotifications = await refuseNotificationsLike(server, 'refuse_refund_notice', '%was refunded%');
    try {
      await takeSlot();
      await server.app.services.checkout.reconcile({ atStart: true });
    } finally {
      await allowNotifications();
    }
    expect((await row(session.id)).status).toBe('refunded');
    expect((await ledgerOf(session.id)).refundedAmount).toBe(FEE);
    // On record with its event, which waits for the notice to be storable.
    expect((await refundsOf(session.id)).map((refund) => refund.amount)).toEqual([FEE]);
    expect(await told()).toEqual([]);

    // Two retries of pending refunds at once (two instances starting): nothing is pending.
    clock.advance(3 * 60_000);
    const { checkout, events } = server.app.services;
    await Promise.all([checkout.retryPendingRefunds({ atStart: true }), checkout.retryPendingRefunds({ atStart: true })]);
    expect((await refundsOf(session.id)).map((refund) => refund.amount)).toEqual([FEE]);
    // The event's retry tells the patient, once.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await events.flush();
    expect(await told()).toEqual([notice]);
    expect(await checkout.retryPendingRefunds({ atStart: true })).toBe(0);
    await checkout.reconcile({ atStart: true });
    await settle();
    await events.flush();
    expect(await told()).toEqual([notice]);
  });

  it('the card page of a paid, unfulfilled session never says nothing was charged', async () => {
    const { server, clock } = harness;
    const session = await open(freshDate(), '03:00 PM');
    await charge(session.id);
    clock.advance(16 * 60_000);
    const page = await browser(server, `/sandbox/checkout/${session.id}`);
    expect(page.text).not.toContain(NOTHING_CHARGED);
    expect((await row(session.id)).appointmentId).not.toBeNull();

    // Ended by the old sweep (status expired without asking): still not "nothing was charged".
    const ended = await open(freshDate(), '03:00 PM');
    await charge(ended.id);
    await server.database.db.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, ended.id));
    const endedPage = await browser(server, `/sandbox/checkout/${ended.id}`);
    expect(endedPage.text).not.toContain(NOTHING_CHARGED);
  });

  it('an unpaid session still expires, and its page says nothing was charged', async () => {
    const { server, clock } = harness;
    const session = await open(freshDate(), '04:00 PM');
    clock.advance(16 * 60_000);
    await server.app.services.checkout.sweepExpiredHolds();
    expect((await row(session.id)).status).toBe('expired');
    const page = await browser(server, `/sandbox/checkout/${session.id}`);
    expect(page.status).toBe(410);
    expect(page.text).toContain(NOTHING_CHARGED);
  });

  it('tells the patient of a free session that lost its slot once, with nothing to refund', async () => {
    const { server, clock } = harness;
    const freeDoctor = await createDoctor(server, { fees: 0, timeZone: 'America/New_York' }, 'Lena Park');
    const patient = await createPatient(server, {}, 'Noah Kim');
    const date = freshDate();
    const started = await startCheckout(
      server,
      patient.user.token,
      checkoutBody(patient.user.id, { doctorId: freeDoctor.doctor._id, date, time: '09:00 AM' }, 0),
    );
    expect(started.status).toBe(201);
    await charge(started.body.data.id);
    clock.advance(16 * 60_000);
    const other = await createPatient(server, {}, 'Mia Wong');
    await bookAppointment(server, { token: other.user.token, userId: other.user.id }, freeDoctor, { date, time: '09:00 AM' });
    await server.app.services.checkout.reconcile({ atStart: true });
    await server.app.services.checkout.retryPendingRefunds({ atStart: true });
    await settle();

    expect((await row(started.body.data.id)).status).toBe('refunded');
    expect(await refundsOf(started.body.data.id)).toEqual([]);
    const notice = appointmentMessages.slotTakenRefund('Lena Park', newYork(date, '09:00 AM'));
    expect((await messagesOf(patient.user.id)).filter((message) => message === notice)).toHaveLength(1);
  });
});

describe.each(databases())('a Stripe payment completed but never fulfilled, on %s', (db) => {
  let harness: Harness;
  let standIn: StripeStandIn;
  const h = () => harness;
  const { freshDate, open, row, refundsOf, messagesOf, settle } = helpers(h);

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const clock = createTestClock();
    const server = await startTestServer({
      db,
      clock,
      env: { STRIPE_SECRET_KEY: standIn.secretKey, STRIPE_WEBHOOK_SECRET: 'whsec_reconcile', STRIPE_API_URL: standIn.url },
    });
    harness = {
      server,
      clock,
      doctor: await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Sarah Chen'),
      patient: await createPatient(server, {}, 'Alex Morgan'),
    };
  });
  afterAll(async () => {
    await harness?.server.close();
    await standIn?.close();
  });

  it('the sweep books a completed session once, instead of expiring it', async () => {
    const { server, clock, patient } = harness;
    const session = await open(freshDate(), '10:00 AM');
    // checkout.session.completed was sent; the server died before fulfilling it.
    standIn.pay(session.providerSessionId!);
    const toldBefore = (await messagesOf(patient.user.id)).length;
    clock.advance(16 * 60_000);

    await server.app.services.checkout.sweepExpiredHolds();
    expect((await row(session.id)).status).toBe('paid');
    expect(await countAppointmentsOfSession(server, session.id)).toBe(1);
    await server.app.services.checkout.reconcile({ atStart: true });
    await server.app.services.checkout.sweepExpiredHolds();
    await settle();
    expect(await countAppointmentsOfSession(server, session.id)).toBe(1);
    expect((await messagesOf(patient.user.id)).length).toBe(toldBefore + 1);
    expect(standIn.requestsTo('POST', /\/expire$/).filter((request) => request.path.includes(session.providerSessionId!))).toEqual([]);
  });

  it('refunds a completed session in full when its slot went to someone else meanwhile', async () => {
    const { server, clock, patient, doctor } = harness;
    const date = freshDate();
    const session = await open(date, '02:00 PM');
    const paid = standIn.pay(session.providerSessionId!);
    clock.advance(16 * 60_000);
    // Another patient (signed in now: the clock moved past the first ones' idle timeout) takes the freed slot.
    const other = await createPatient(server, {}, 'Priya Sharma');
    const taken = await startCheckout(
      server,
      other.user.token,
      checkoutBody(other.user.id, { doctorId: doctor.doctor._id, date, time: '02:00 PM' }, FEE),
    );
    standIn.pay((await row(taken.body.data.id)).providerSessionId!);
    expect((await confirmSession(server, other.user.token, taken.body.data.id)).body.data.status).toBe('confirmed');
    await settle();
    await server.app.services.checkout.reconcile({ atStart: true });
    await server.app.services.checkout.sweepExpiredHolds();
    await settle();

    expect((await row(session.id)).status).toBe('refunded');
    expect(await countAppointmentsOfSession(server, session.id)).toBe(0);
    expect((await refundsOf(session.id)).map((refund) => refund.amount)).toEqual([FEE]);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === paid.payment_intent)).toEqual([
      expect.objectContaining({ amount: FEE * 100 }),
    ]);
    expect((await messagesOf(patient.user.id)).filter((message) => message.includes('was refunded'))).toHaveLength(1);
  });

  it('leaves a session open while Stripe cannot say whether it was paid, and books it once Stripe answers', async () => {
    const { server, clock } = harness;
    const session = await open(freshDate(), '11:00 AM');
    const providerSessionId = session.providerSessionId!;
    standIn.pay(providerSessionId);
    clock.advance(16 * 60_000);
    standIn.failRequests('GET', `/v1/checkout/sessions/${providerSessionId}`, true);
    try {
      await server.app.services.checkout.sweepExpiredHolds();
      expect((await row(session.id)).status).toBe('open');
      expect(await countAppointmentsOfSession(server, session.id)).toBe(0);
    } finally {
      standIn.failRequests('GET', `/v1/checkout/sessions/${providerSessionId}`, false);
    }
    await server.app.services.checkout.sweepExpiredHolds();
    expect((await row(session.id)).status).toBe('paid');
    expect(await countAppointmentsOfSession(server, session.id)).toBe(1);
  });

  it('the sweep still expires an unpaid Stripe session', async () => {
    const { server, clock } = harness;
    const session = await open(freshDate(), '04:00 PM');
    clock.advance(16 * 60_000);
    await server.app.services.checkout.sweepExpiredHolds();
    expect((await row(session.id)).status).toBe('expired');
    await settle();
    expect(standIn.sessions.get(session.providerSessionId!)!.status).toBe('expired');
  });
});
