import { eq } from 'drizzle-orm';
import { checkoutSessions } from '../db/schema';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../testing/care-fixtures';
import { browser, checkoutBody, dateAhead, startCheckout } from '../testing/booking-fixtures';
import { startStripeStandIn, type StripeStandIn } from '../testing/stripe-stand-in';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../testing/test-server';

const FEE = 150;
const WEBHOOK_SECRET = 'whsec_cancellation_suite_secret';

describe.each(databases())('cancelling a Stripe-paid appointment (local stand-in) on %s', (db) => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let clock: TestClock;
  let doctor: DoctorFixture;
  let patient: PatientFixture;
  const freshDate = () => dateAhead(3, 'America/New_York', clock.now());

  const body = (date: string, time: string) => checkoutBody(patient.user.id, { doctorId: doctor.doctor._id, date, time }, FEE);
  const confirm = (token: string, sessionId: string) => server.api(`/payment/confirm-stripe-session?session_id=${encodeURIComponent(sessionId)}`, { token });
  const providerIdOf = async (id: string) => {
    const [row] = await server.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
    return row!.providerSessionId!;
  };
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    clock = createTestClock();
    server = await startTestServer({
      db,
      clock,
      env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
    });
    doctor = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Sarah Chen');
    patient = await createPatient(server, {}, 'Alex Morgan');
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it("refunds a patient's cancellation through Stripe per the policy", async () => {
    const date = freshDate();
    const session = (await startCheckout(server, patient.user.token, body(date, '12:00 PM'))).body.data;
    const providerId = await providerIdOf(session.id);
    stripe.pay(providerId);
    const confirmed = await confirm(patient.user.token, session.id);
    const appointmentId = confirmed.body.data.appointment._id;
    const cancelled = await server.api(`/appointment/cancel/${appointmentId}`, { method: 'PATCH', token: patient.user.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.payment).toMatchObject({ provider: 'stripe', refundedAmount: FEE, refundedAt: expect.any(String) });
    const paymentIntent = stripe.sessions.get(providerId)!.payment_intent;
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paymentIntent).map((refund) => refund.amount)).toEqual([FEE * 100]);
    // With Stripe there is no sandbox card page.
    expect((await browser(server, `/sandbox/checkout/${session.id}`)).status).toBe(404);
  });
});
