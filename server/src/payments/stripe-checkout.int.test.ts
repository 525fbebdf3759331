import { and, eq, like } from 'drizzle-orm';
import { appointmentMessages, displayDate } from '../appointments/appointment-messages';
import { checkoutSessions, notifications, paymentRefunds } from '../db/schema';
import {
  countAppointmentsOfSession,
  checkoutBody,
  confirmSession,
  dateAhead,
  slotStatusOf,
  startCheckout,
} from '../../test/support/booking-fixtures';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { startStripeStandIn, type StripeStandIn } from '../../test/support/stripe-stand-in';
import { HOST_NOT_ALLOWED_MESSAGE } from '../http/allowed-hosts';
import { rawJsonRequest } from '../../test/support/raw-request';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';

// The whole paid booking with Stripe configured: the server talks to a local stand-in of
// Stripe's API (STRIPE_API_URL) and receives webhooks signed with STRIPE_WEBHOOK_SECRET.

/** A slot of these tests' doctor, in New York. */
const newYork = (date: string, time: string) => ({ date, time, timeZone: 'America/New_York' });
const FEE = 180;
const WEBHOOK_SECRET = 'whsec_full_flow_secret';

describe.each(databases())('Stripe Checkout end to end on %s', (db) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let clock: TestClock;
  let doctor: DoctorFixture;
  let patient: PatientFixture;
  let otherPatient: PatientFixture;
  let nextDay = 1;
  const freshDate = () => dateAhead(nextDay++, 'America/New_York', clock.now());

  const webhookUrl = () => `${server.baseUrl}/api/v1/payment/webhook`;
  const body = (date: string, time: string, user: { id: string } = patient.user) =>
    checkoutBody(user.id, { doctorId: doctor.doctor._id, date, time }, FEE);
  const confirm = (token: string, sessionId: string) => confirmSession(server, token, sessionId);
  const providerSessionOf = async (sessionId: string) => {
    const [row] = await server.database.db
      .select({ providerSessionId: checkoutSessions.providerSessionId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    return row!.providerSessionId!;
  };
  const appointmentsOfSession = (sessionId: string) => countAppointmentsOfSession(server, sessionId);
  const slotStatus = (date: string, time: string) => slotStatusOf(server, patient.user.token, doctor.doctor._id, date, time);
  const deliver = (type: string, providerSessionId: string, signatureOverride?: string) =>
    standIn.deliverWebhook(webhookUrl(), standIn.sessionEvent(type, providerSessionId), { secret: WEBHOOK_SECRET, signatureOverride });

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    clock = createTestClock();
    server = await startTestServer({
      db,
      clock,
      env: { STRIPE_SECRET_KEY: standIn.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: standIn.url },
    });
    doctor = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Sarah Chen');
    patient = await createPatient(server, {}, 'Alex Morgan');
    otherPatient = await createPatient(server, {}, 'Priya Sharma');
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  it("opens a Stripe Checkout Session for the doctor's fee and sends the browser to it", async () => {
    const date = freshDate();
    const answer = await startCheckout(server, patient.user.token, body(date, '10:00 AM'));
    expect(answer.status).toBe(201);
    const session = answer.body.data;
    const providerSessionId = await providerSessionOf(session.id);
    expect(session.url).toBe(`${standIn.url}/pay/${providerSessionId}`);

    const created = standIn.requestsTo('POST', '/v1/checkout/sessions').find((request) => request.form.client_reference_id === session.id)!;
    expect(created).toMatchObject({ apiKey: standIn.secretKey, idempotencyKey: `checkout-${session.id}`, status: 200 });
    expect(standIn.sessions.get(providerSessionId)).toMatchObject({
      amount_total: FEE * 100,
      currency: 'usd',
      customer_email: patient.user.email,
      client_reference_id: session.id,
      metadata: {
        checkoutSessionId: session.id,
        doctorId: doctor.doctor._id,
        date,
        time: '10:00 AM',
        consultationType: 'Video Consultation',
        reason: 'Chest pain when climbing stairs',
      },
      success_url: `${server.baseUrl}/success?session_id=${session.id}`,
    });
    expect(await slotStatus(date, '10:00 AM')).toBe('booked');
  });

  it('sends Stripe no URLs built from a host it does not serve', async () => {
    const date = freshDate();
    const opened = () => standIn.requestsTo('POST', '/v1/checkout/sessions').length;
    const before = opened();
    const forged = await rawJsonRequest(server.baseUrl, '/api/v1/payment/create-checkout-session', {
      method: 'POST',
      headers: { host: 'evil.example', authorization: `Bearer ${patient.user.token}` },
      json: body(date, '03:30 PM'),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(HOST_NOT_ALLOWED_MESSAGE);
    expect(opened()).toBe(before);
    expect(await slotStatus(date, '03:30 PM')).toBe('available');

    // ALLOWED_HOSTS names the hosts a proxy may forward (X-Forwarded-Host with TRUST_PROXY).
    const proxied = await startTestServer({
      db,
      shareDatabaseOf: server,
      clock,
      env: {
        STRIPE_SECRET_KEY: standIn.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
        TRUST_PROXY: 'true',
        ALLOWED_HOSTS: 'care.example',
      },
    });
    try {
      const through = (host: string) =>
        proxied.api('/payment/create-checkout-session', {
          method: 'POST',
          token: patient.user.token,
          json: body(date, '03:30 PM'),
          headers: { 'x-forwarded-host': host },
        });
      expect((await through('evil.example')).status).toBe(400);
      expect((await through('127.0.0.1')).status).toBe(400);
      expect(opened()).toBe(before);
      const answer = await through('care.example');
      expect(answer.status).toBe(201);
      const providerSessionId = await providerSessionOf(answer.body.data.id);
      expect(standIn.sessions.get(providerSessionId)).toMatchObject({
        success_url: `http://care.example/success?session_id=${answer.body.data.id}`,
        cancel_url: `http://care.example/checkout/${answer.body.data.id}/cancel`,
      });
    } finally {
      await proxied.close();
    }
  });

  it('books nothing when the success URL is opened without paying', async () => {
    const session = (await startCheckout(server, patient.user.token, body(freshDate(), '10:30 AM'))).body.data;
    const answer = await confirm(patient.user.token, session.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'pending', appointment: null });
    expect(await appointmentsOfSession(session.id)).toBe(0);
  });

  it('books exactly one appointment when webhook deliveries and confirm calls race after the payment', async () => {
    const date = freshDate();
    const session = (await startCheckout(server, patient.user.token, body(date, '11:00 AM'))).body.data;
    const providerSessionId = await providerSessionOf(session.id);
    standIn.pay(providerSessionId);

    const [deliveries, confirmations] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => deliver('checkout.session.completed', providerSessionId))),
      Promise.all(Array.from({ length: 5 }, () => confirm(patient.user.token, session.id))),
    ]);

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    expect(confirmations.every((answer) => answer.status === 200 && answer.body.data.status === 'confirmed')).toBe(true);
    expect(new Set(confirmations.map((answer) => answer.body.data.appointment._id)).size).toBe(1);
    expect(await appointmentsOfSession(session.id)).toBe(1);
    expect(confirmations[0]!.body.data.appointment).toMatchObject({ appointmentDate: date, timeSlot: '11:00 AM', status: 'scheduled' });
  });

  it('books from the webhook alone, before the browser comes back, and tells both parties once', async () => {
    const date = freshDate();
    const session = (await startCheckout(server, patient.user.token, body(date, '11:30 AM'))).body.data;
    const providerSessionId = await providerSessionOf(session.id);
    standIn.pay(providerSessionId);
    expect((await deliver('checkout.session.completed', providerSessionId)).status).toBe(200);
    expect(await appointmentsOfSession(session.id)).toBe(1);
    expect((await deliver('checkout.session.completed', providerSessionId)).status).toBe(200);
    expect((await confirm(patient.user.token, session.id)).body.data.status).toBe('confirmed');
    expect(await appointmentsOfSession(session.id)).toBe(1);
    const told = await server.database.db
      .select({ userId: notifications.userId, message: notifications.message })
      .from(notifications)
      .where(like(notifications.message, `%${displayDate(date)} at 11:30 AM (America/New York)`));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: doctor.user.id, message: appointmentMessages.createdForDoctor('Alex Morgan', newYork(date, '11:30 AM')) },
        { userId: patient.user.id, message: appointmentMessages.createdForPatient('Sarah Chen', newYork(date, '11:30 AM')) },
      ]),
    );
    expect(told).toHaveLength(2);
  });

  it('refuses a webhook delivery that does not verify and books nothing', async () => {
    const session = (await startCheckout(server, patient.user.token, body(freshDate(), '01:00 PM'))).body.data;
    const providerSessionId = await providerSessionOf(session.id);
    standIn.pay(providerSessionId);
    const forged = await standIn.deliverWebhook(webhookUrl(), standIn.sessionEvent('checkout.session.completed', providerSessionId), {
      secret: 'whsec_not_ours',
    });
    const garbage = await deliver('checkout.session.completed', providerSessionId, 't=1,v1=deadbeef');
    const unsigned = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(standIn.sessionEvent('checkout.session.completed', providerSessionId)),
    });

    for (const answer of [forged, garbage]) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({
        success: false,
        statusCode: 400,
        message: expect.stringMatching(/signature verification failed/i),
      });
    }
    expect(unsigned.status).toBe(400);
    expect(await appointmentsOfSession(session.id)).toBe(0);
  });

  it('frees the slot when Stripe reports the checkout expired', async () => {
    const date = freshDate();
    const session = (await startCheckout(server, patient.user.token, body(date, '02:00 PM'))).body.data;
    const providerSessionId = await providerSessionOf(session.id);
    expect(await slotStatus(date, '02:00 PM')).toBe('booked');
    standIn.expire(providerSessionId);
    expect((await deliver('checkout.session.expired', providerSessionId)).status).toBe(200);
    expect(await slotStatus(date, '02:00 PM')).toBe('available');
    expect((await confirm(patient.user.token, session.id)).body.data).toMatchObject({ status: 'expired', appointment: null });
  });

  it('refunds at Stripe when the patient cancels well ahead', async () => {
    const session = (await startCheckout(server, patient.user.token, body(dateAhead(20, 'America/New_York', clock.now()), '09:00 AM'))).body
      .data;
    const providerSessionId = await providerSessionOf(session.id);
    const payment = standIn.pay(providerSessionId);
    expect((await deliver('checkout.session.completed', providerSessionId)).status).toBe(200);
    const appointment = (await confirm(patient.user.token, session.id)).body.data.appointment;

    const canceled = await server.api(`/appointment/cancel/${appointment._id}`, { method: 'PATCH', token: patient.user.token });
    expect(canceled.status).toBe(200);
    expect(standIn.refunds.filter((refund) => refund.payment_intent === payment.payment_intent)).toEqual([
      expect.objectContaining({ amount: FEE * 100 }),
    ]);
  });

  it('refunds through Stripe a payment completed after the hold ended and the slot went to someone else', async () => {
    const date = freshDate();
    const late = (await startCheckout(server, patient.user.token, body(date, '03:00 PM'))).body.data;
    const lateProviderSessionId = await providerSessionOf(late.id);
    // The customer pays on Stripe's page, but neither the webhook nor the browser reaches us in time.
    const latePayment = standIn.pay(lateProviderSessionId);
    clock.advance(16 * 60_000);

    const other = await startCheckout(server, otherPatient.user.token, body(date, '03:00 PM', otherPatient.user));
    expect(other.status).toBe(201);
    standIn.pay(await providerSessionOf(other.body.data.id));
    expect((await confirm(otherPatient.user.token, other.body.data.id)).body.data.status).toBe('confirmed');

    expect((await deliver('checkout.session.completed', lateProviderSessionId)).status).toBe(200);
    expect((await deliver('checkout.session.completed', lateProviderSessionId)).status).toBe(200);

    const refundsAtStripe = standIn.refunds.filter((refund) => refund.payment_intent === latePayment.payment_intent);
    expect(refundsAtStripe).toEqual([expect.objectContaining({ amount: FEE * 100, status: 'succeeded' })]);
    const recorded = await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, late.id));
    expect(recorded).toEqual([
      expect.objectContaining({ provider: 'stripe', providerRefundId: refundsAtStripe[0]!.id, amount: FEE, reason: 'slot_taken' }),
    ]);
    expect(await appointmentsOfSession(late.id)).toBe(0);
    expect((await confirm(patient.user.token, late.id)).body.data).toMatchObject({ status: 'refunded', appointment: null });
    expect(standIn.refunds.filter((refund) => refund.payment_intent === latePayment.payment_intent)).toHaveLength(1);
  });

  it('makes a refund that failed during a Stripe outage at a later sweep, once', async () => {
    const session = (await startCheckout(server, patient.user.token, body(dateAhead(21, 'America/New_York', clock.now()), '11:00 AM'))).body
      .data;
    const providerSessionId = await providerSessionOf(session.id);
    const payment = standIn.pay(providerSessionId);
    expect((await deliver('checkout.session.completed', providerSessionId)).status).toBe(200);
    const appointment = (await confirm(patient.user.token, session.id)).body.data.appointment;
    const refundsOfPayment = () => standIn.refunds.filter((refund) => refund.payment_intent === payment.payment_intent);
    const recorded = () => server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, session.id));

    standIn.failRequests('POST', '/v1/refunds', true);
    const canceled = await server.api(`/appointment/cancel/${appointment._id}`, { method: 'PATCH', token: patient.user.token });
    expect(canceled.status).toBe(200);
    // Owed, not paid: no refund time yet, nothing at Stripe or on record.
    expect(canceled.body.data.payment).toMatchObject({ refundedAmount: FEE, refundedAt: null });
    expect(refundsOfPayment()).toEqual([]);
    expect(await recorded()).toEqual([]);

    const { checkout } = server.app.services;
    const asks = () => standIn.requestsTo('POST', '/v1/refunds').length;
    // Too soon after the cancel (its own request may still be making it): Stripe is not asked.
    let before = asks();
    expect(await checkout.retryPendingRefunds()).toBe(0);
    expect(asks()).toBe(before);
    // 3 minutes on: asked, Stripe still down.
    clock.advance(3 * 60_000);
    expect(await checkout.retryPendingRefunds()).toBe(0);
    expect(asks()).toBeGreaterThan(before);
    expect(refundsOfPayment()).toEqual([]);
    // The next try waits as long again (3 minutes): a sweep a minute later asks nothing.
    clock.advance(60_000);
    before = asks();
    expect(await checkout.retryPendingRefunds()).toBe(0);
    expect(asks()).toBe(before);

    standIn.failRequests('POST', '/v1/refunds', false);
    clock.advance(2 * 60_000);
    expect(await checkout.retryPendingRefunds()).toBe(1);
    expect(refundsOfPayment()).toEqual([expect.objectContaining({ amount: FEE * 100, status: 'succeeded' })]);
    expect(await recorded()).toEqual([
      expect.objectContaining({
        providerRefundId: refundsOfPayment()[0]!.id,
        amount: FEE,
        reason: 'patient_cancel',
        appointmentId: appointment._id,
      }),
    ]);
    const after = await server.api(`/appointment/${appointment._id}`, { token: patient.user.token });
    expect(after.body.data.payment).toMatchObject({ refundedAmount: FEE, refundedAt: clock.now().toISOString() });
    // Nothing is pending any more: the next sweeps ask Stripe nothing.
    const asked = standIn.requestsTo('POST', '/v1/refunds').length;
    expect(await checkout.retryPendingRefunds()).toBe(0);
    expect(standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(asked);
  });

  it('retries a slot-lost refund that failed, and a retry of a refund that went through pays nothing twice', async () => {
    const date = freshDate();
    const late = (await startCheckout(server, patient.user.token, body(date, '04:00 PM'))).body.data;
    const lateProviderSessionId = await providerSessionOf(late.id);
    const latePayment = standIn.pay(lateProviderSessionId);
    clock.advance(16 * 60_000);
    // Failing from here: taking the slot already settles the paid late session (a refund).
    standIn.failRequests('POST', '/v1/refunds', true);
    const other = await startCheckout(server, otherPatient.user.token, body(date, '04:00 PM', otherPatient.user));
    standIn.pay(await providerSessionOf(other.body.data.id));
    expect((await confirm(otherPatient.user.token, other.body.data.id)).body.data.status).toBe('confirmed');

    expect((await deliver('checkout.session.completed', lateProviderSessionId)).status).toBe(200);
    expect((await confirm(patient.user.token, late.id)).body.data).toMatchObject({ status: 'refunded', appointment: null });
    const refundsOfPayment = () => standIn.refunds.filter((refund) => refund.payment_intent === latePayment.payment_intent);
    expect(refundsOfPayment()).toEqual([]);
    // The patient is told when the refund is made, not before.
    const notice = appointmentMessages.slotTakenRefund('Sarah Chen', newYork(date, '04:00 PM'));
    const told = async () =>
      (await server.database.db.select().from(notifications).where(eq(notifications.userId, patient.user.id)))
        .map((row) => row.message)
        .filter((message) => message === notice);
    expect(await told()).toEqual([]);

    standIn.failRequests('POST', '/v1/refunds', false);
    clock.advance(3 * 60_000);
    expect(await server.app.services.checkout.retryPendingRefunds()).toBe(1);
    expect(refundsOfPayment()).toEqual([expect.objectContaining({ amount: FEE * 100 })]);
    const recorded = await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, late.id));
    expect(recorded).toEqual([expect.objectContaining({ amount: FEE, reason: 'slot_taken', appointmentId: null })]);
    expect(await told()).toEqual([notice]);

    // As if recording had failed after Stripe refunded (the record and its notice roll back
    // together): asked again, Stripe answers the same refund; nothing is paid, recorded or told twice.
    await server.database.db.delete(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, late.id));
    await server.database.db.delete(notifications).where(and(eq(notifications.userId, patient.user.id), eq(notifications.message, notice)));
    expect(await server.app.services.checkout.retryPendingRefunds()).toBe(1);
    expect(refundsOfPayment()).toHaveLength(1);
    expect(await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, late.id))).toEqual([
      expect.objectContaining({ providerRefundId: refundsOfPayment()[0]!.id }),
    ]);
    expect(await told()).toEqual([notice]);
    expect(await server.app.services.checkout.retryPendingRefunds()).toBe(0);
    expect(await told()).toEqual([notice]);
  });
});
