import { startStripeStandIn, type StripeStandIn } from '../../test/support/stripe-stand-in';
import type { PaymentProvider, ProviderCheckoutInput } from './payment-provider';
import { createStripeProvider, stripeExpiresAt } from './stripe-provider';

let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

function provider(overrides: { secretKey?: string; apiUrl?: string } = {}): PaymentProvider {
  return createStripeProvider({
    secretKey: overrides.secretKey ?? standIn.secretKey,
    webhookSecret: 'whsec_provider_test',
    apiUrl: overrides.apiUrl ?? standIn.url,
    timeoutMs: 2_000,
    maxNetworkRetries: 0,
  });
}

let checkoutCounter = 0;

function checkoutInput(overrides: Partial<ProviderCheckoutInput> = {}): ProviderCheckoutInput {
  checkoutCounter += 1;
  return {
    checkoutSessionId: `00000000-0000-4000-8000-${String(checkoutCounter).padStart(12, '0')}`,
    amount: 500,
    currency: 'usd',
    description: 'Video Consultation with Dr. Sarah Chen',
    customerEmail: 'pat@example.test',
    successUrl: 'http://localhost:3000/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/book-appointment/doc-1',
    expiresAt: new Date(Date.now() + 15 * 60_000),
    createdAt: new Date(),
    metadata: { doctorId: 'doc-1', date: '2026-12-01', time: '10:00 AM', consultationType: 'Video Consultation', reason: 'Headache' },
    ...overrides,
  };
}

describe('Stripe provider against the stand-in', () => {
  it('creates a Checkout Session with the amount in cents, the currency, our metadata and an idempotency key', async () => {
    const input = checkoutInput({ amount: 750 });
    const checkout = await provider().createCheckout(input);

    expect(checkout.providerSessionId).toMatch(/^cs_test_/);
    expect(checkout.url).toBe(`${standIn.url}/pay/${checkout.providerSessionId}`);
    const [request] = standIn.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(request!.idempotencyKey).toBe(`checkout-${input.checkoutSessionId}`);
    expect(request!.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '75000',
      'line_items[0][price_data][product_data][name]': 'Video Consultation with Dr. Sarah Chen',
      'line_items[0][quantity]': '1',
      customer_email: 'pat@example.test',
      client_reference_id: input.checkoutSessionId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    const session = standIn.sessions.get(checkout.providerSessionId)!;
    expect(session.amount_total).toBe(75_000);
    expect(session.metadata).toEqual({ ...input.metadata, checkoutSessionId: input.checkoutSessionId });
    // The placeholder is Stripe's to fill in; it is sent as is.
    expect(session.success_url).toContain('{CHECKOUT_SESSION_ID}');
  });

  it('answers the same Stripe session when a create is retried with the same checkout session', async () => {
    const input = checkoutInput();
    const first = await provider().createCheckout(input);
    // The retry comes seconds later: only the clock, not the parameters, may differ.
    const realNow = Date.now;
    Date.now = () => realNow() + 7_000;
    try {
      const again = await provider().createCheckout(input);
      expect(again.providerSessionId).toBe(first.providerSessionId);
    } finally {
      Date.now = realNow;
    }
    expect([...standIn.sessions.values()].filter((session) => session.client_reference_id === input.checkoutSessionId)).toHaveLength(1);
  });

  it('asks Stripe for at least 30 minutes even when our hold is shorter', async () => {
    const before = Math.floor(Date.now() / 1000);
    const checkout = await provider().createCheckout(checkoutInput({ expiresAt: new Date(Date.now() + 60_000) }));
    const session = standIn.sessions.get(checkout.providerSessionId)!;
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 30 * 60);
  });

  it('keeps a hold between 30 minutes and 24 hours as it is, and caps a longer one', () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0);
    expect(stripeExpiresAt(new Date(now + 2 * 3_600_000), now)).toBe((now + 2 * 3_600_000) / 1000);
    expect(stripeExpiresAt(new Date(now + 5 * 60_000), now)).toBe((now + 32 * 60_000) / 1000);
    expect(stripeExpiresAt(new Date(now + 48 * 3_600_000), now)).toBe((now + 24 * 3_600_000 - 2 * 60_000) / 1000);
  });

  it('trims a long reason to the 500 characters Stripe allows in a metadata value', async () => {
    const reason = 'x'.repeat(800);
    const checkout = await provider().createCheckout(checkoutInput({ metadata: { ...checkoutInput().metadata, reason } }));
    expect(standIn.sessions.get(checkout.providerSessionId)!.metadata.reason).toHaveLength(500);
  });

  it('reports an unpaid session as not paid, then as paid with its payment intent and amount', async () => {
    const stripe = provider();
    const checkout = await stripe.createCheckout(checkoutInput({ amount: 500 }));
    expect(await stripe.retrieve(checkout.providerSessionId)).toEqual({ paid: false, paymentReference: null, amountPaid: null });

    const paid = standIn.pay(checkout.providerSessionId);
    expect(await stripe.retrieve(checkout.providerSessionId)).toEqual({
      paid: true,
      paymentReference: paid.payment_intent,
      amountPaid: 500,
    });
  });

  it('refunds a paid session through its payment intent, once per amount however often it is asked', async () => {
    const stripe = provider();
    const checkout = await stripe.createCheckout(checkoutInput({ amount: 500 }));
    const paid = standIn.pay(checkout.providerSessionId);

    const refund = await stripe.refund({
      providerSessionId: checkout.providerSessionId,
      paymentReference: paid.payment_intent,
      amount: 500,
      currency: 'usd',
    });
    const retried = await stripe.refund({
      providerSessionId: checkout.providerSessionId,
      paymentReference: paid.payment_intent,
      amount: 500,
      currency: 'usd',
    });

    expect(retried.refundId).toBe(refund.refundId);
    expect(standIn.refunds.filter((candidate) => candidate.payment_intent === paid.payment_intent)).toEqual([
      expect.objectContaining({ id: refund.refundId, amount: 50_000, status: 'succeeded' }),
    ]);
    const [request] = standIn.requestsTo('POST', '/v1/refunds').slice(-1);
    expect(request!.idempotencyKey).toBe(`refund-${checkout.providerSessionId}-50000`);
  });

  it('finds the payment intent itself when the caller has no payment reference', async () => {
    const stripe = provider();
    const checkout = await stripe.createCheckout(checkoutInput({ amount: 120 }));
    const paid = standIn.pay(checkout.providerSessionId);
    await stripe.refund({ providerSessionId: checkout.providerSessionId, paymentReference: null, amount: 60, currency: 'usd' });
    expect(
      standIn.refunds.filter((candidate) => candidate.payment_intent === paid.payment_intent).map((candidate) => candidate.amount),
    ).toEqual([6_000]);
  });

  it('surfaces Stripe refusing a refund of an unknown payment', async () => {
    const stripe = provider();
    const checkout = await stripe.createCheckout(checkoutInput());
    await expect(
      stripe.refund({ providerSessionId: checkout.providerSessionId, paymentReference: 'pi_unknown', amount: 500, currency: 'usd' }),
    ).rejects.toThrow("No such payment_intent: 'pi_unknown'");
  });

  it('expires an open session so it can no longer be paid, and ignores one already expired or completed', async () => {
    const stripe = provider();
    const open = await stripe.createCheckout(checkoutInput());
    await stripe.expire(open.providerSessionId);
    expect(standIn.sessions.get(open.providerSessionId)!.status).toBe('expired');
    expect(() => standIn.pay(open.providerSessionId)).toThrow(/cannot be paid/);
    await expect(stripe.expire(open.providerSessionId)).resolves.toBeUndefined();

    const completed = await stripe.createCheckout(checkoutInput());
    standIn.pay(completed.providerSessionId);
    await expect(stripe.expire(completed.providerSessionId)).resolves.toBeUndefined();
    expect(standIn.sessions.get(completed.providerSessionId)!.status).toBe('complete');
  });

  it('fails clearly when Stripe refuses the secret key', async () => {
    await expect(provider({ secretKey: 'sk_test_wrong_key_0000' }).createCheckout(checkoutInput())).rejects.toThrow(
      /Stripe refused STRIPE_SECRET_KEY while trying to create a checkout session: Invalid API Key provided/,
    );
    expect(standIn.requests.slice(-1)[0]).toMatchObject({ apiKey: 'sk_test_wrong_key_0000', status: 401 });
  });

  it('answers a 503 when Stripe cannot be reached', async () => {
    const unreachable = provider({ apiUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.retrieve('cs_test_any')).rejects.toMatchObject({ statusCode: 503 });
  });

  it('surfaces an unknown session as Stripe words it', async () => {
    await expect(provider().retrieve('cs_test_missing')).rejects.toThrow("No such checkout.session: 'cs_test_missing'");
  });
});
