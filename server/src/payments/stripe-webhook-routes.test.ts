import Fastify, { type FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { registerErrorHandling, registerJsonParser } from '../http/error-handler';
import { createStripeProvider } from './stripe-provider';
import { stripeWebhookRoutes, type WebhookCheckout } from './stripe-webhook-routes';

const WEBHOOK_SECRET = 'whsec_test_route_secret';
const WEBHOOK_PATH = '/api/v1/payment/webhook';

/** A fake checkout service: a collaborator of the route, recording what it was asked. */
function recordingCheckout(): WebhookCheckout & { fulfilled: string[]; expired: string[] } {
  const fulfilled: string[] = [];
  const expired: string[] = [];
  return {
    fulfilled,
    expired,
    async fulfilByProviderSession(id) {
      fulfilled.push(id);
    },
    async expireByProviderSession(id) {
      expired.push(id);
    },
  };
}

function checkoutSessionEvent(type: string, session: { id: string; payment_status: string; status?: string }): Record<string, unknown> {
  return {
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { object: 'checkout.session', status: 'complete', amount_total: 50_000, currency: 'usd', ...session } },
  };
}

function sign(payload: string, secret = WEBHOOK_SECRET): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

async function buildWebhookApp(checkout: WebhookCheckout, webhookSecret: string | null = WEBHOOK_SECRET): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerJsonParser(app, 1_000_000);
  registerErrorHandling(app, 1_000_000);
  const provider = createStripeProvider({ secretKey: 'sk_test_unused', webhookSecret: webhookSecret ?? undefined });
  await app.register(
    async (api) => {
      api.post('/echo', { config: { auth: 'public' } }, async (request) => ({ echoed: request.body }));
      await api.register(async (scope) => stripeWebhookRoutes(scope, { checkout, paymentProvider: provider }));
    },
    { prefix: '/api/v1' },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

interface Answer {
  statusCode: number;
  json(): any;
}

// Over real HTTP (light-my-request's inject does not load under jest here).
async function post(app: FastifyInstance, path: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const response = await fetch(`http://127.0.0.1:${address.port}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  return { statusCode: response.status, json: () => JSON.parse(text) };
}

function deliver(app: FastifyInstance, payload: string, signature: string | undefined): Promise<Answer> {
  return post(app, WEBHOOK_PATH, payload, {
    'content-type': 'application/json; charset=utf-8',
    ...(signature === undefined ? {} : { 'stripe-signature': signature }),
  });
}

describe('Stripe webhook route', () => {
  let app: FastifyInstance;
  let checkout: ReturnType<typeof recordingCheckout>;

  beforeEach(async () => {
    checkout = recordingCheckout();
    app = await buildWebhookApp(checkout);
  });
  afterEach(() => app.close());

  it('fulfils a paid completed session once and answers 200', async () => {
    const payload = JSON.stringify(
      checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_paid', payment_status: 'paid' }),
      null,
      2,
    );
    const answer = await deliver(app, payload, sign(payload));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, data: { received: true } });
    expect(checkout.fulfilled).toEqual(['cs_test_paid']);
    expect(checkout.expired).toEqual([]);
  });

  it('fulfils when a delayed payment succeeds', async () => {
    const payload = JSON.stringify(
      checkoutSessionEvent('checkout.session.async_payment_succeeded', { id: 'cs_test_async', payment_status: 'paid' }),
    );
    const answer = await deliver(app, payload, sign(payload));
    expect(answer.statusCode).toBe(200);
    expect(checkout.fulfilled).toEqual(['cs_test_async']);
  });

  it('does not fulfil a completed session that is not paid yet', async () => {
    const payload = JSON.stringify(checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_pending', payment_status: 'unpaid' }));
    const answer = await deliver(app, payload, sign(payload));
    expect(answer.statusCode).toBe(200);
    expect(checkout.fulfilled).toEqual([]);
  });

  it('releases the hold of an expired session', async () => {
    const payload = JSON.stringify(
      checkoutSessionEvent('checkout.session.expired', { id: 'cs_test_gone', payment_status: 'unpaid', status: 'expired' }),
    );
    const answer = await deliver(app, payload, sign(payload));
    expect(answer.statusCode).toBe(200);
    expect(checkout.expired).toEqual(['cs_test_gone']);
    expect(checkout.fulfilled).toEqual([]);
  });

  it('answers 200 to an unrelated event and ignores it', async () => {
    const payload = JSON.stringify({
      ...checkoutSessionEvent('customer.created', { id: 'cs_x', payment_status: 'paid' }),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const answer = await deliver(app, payload, sign(payload));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ received: true });
    expect(checkout.fulfilled).toEqual([]);
    expect(checkout.expired).toEqual([]);
  });

  it('refuses a delivery signed with another secret', async () => {
    const payload = JSON.stringify(checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_forged', payment_status: 'paid' }));
    const answer = await deliver(app, payload, sign(payload, 'whsec_someone_else'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/signature verification failed/i);
    expect(checkout.fulfilled).toEqual([]);
  });

  it('refuses a delivery without a stripe-signature header', async () => {
    const payload = JSON.stringify(checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_unsigned', payment_status: 'paid' }));
    const answer = await deliver(app, payload, undefined);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/missing stripe-signature/i);
    expect(checkout.fulfilled).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const payload = JSON.stringify(checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_original', payment_status: 'paid' }));
    const signature = sign(payload);
    const answer = await deliver(app, payload.replace('cs_test_original', 'cs_test_tampered'), signature);
    expect(answer.statusCode).toBe(400);
    expect(checkout.fulfilled).toEqual([]);
  });

  it('refuses a reformatted body: the signature covers the exact bytes', async () => {
    const event = checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_bytes', payment_status: 'paid' });
    const answer = await deliver(app, JSON.stringify(event), sign(JSON.stringify(event, null, 2)));
    expect(answer.statusCode).toBe(400);
    expect(checkout.fulfilled).toEqual([]);
  });

  it('refuses an old delivery replayed outside the tolerance', async () => {
    const payload = JSON.stringify(checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_replayed', payment_status: 'paid' }));
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3_600,
    });
    const answer = await deliver(app, payload, signature);
    expect(answer.statusCode).toBe(400);
    expect(checkout.fulfilled).toEqual([]);
  });

  it('answers 500 when fulfilment fails, so Stripe delivers again', async () => {
    await app.close();
    app = await buildWebhookApp({
      ...checkout,
      async fulfilByProviderSession() {
        throw new Error('database down');
      },
    });
    const payload = JSON.stringify(checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_retry', payment_status: 'paid' }));
    const answer = await deliver(app, payload, sign(payload));
    expect(answer.statusCode).toBe(500);
  });

  it('keeps the normal JSON parser for the other routes of the app', async () => {
    const answer = await post(app, '/api/v1/echo', JSON.stringify({ hello: 'world' }), { 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ echoed: { hello: 'world' } });
  });

  it('refuses every delivery when no webhook secret is configured', async () => {
    await app.close();
    app = await buildWebhookApp(checkout, null);
    const payload = JSON.stringify(checkoutSessionEvent('checkout.session.completed', { id: 'cs_test_nosecret', payment_status: 'paid' }));
    const answer = await deliver(app, payload, sign(payload));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(checkout.fulfilled).toEqual([]);
  });
});
