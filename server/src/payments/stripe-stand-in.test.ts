import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { decodeStripeForm, startStripeStandIn, type StripeStandIn } from '../../test/support/stripe-stand-in';

// The stand-in is test equipment: these tests pin the parts of Stripe's behaviour the
// provider tests rely on, so a provider test failing means the provider, not the stand-in.

let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

async function call(path: string, init: { method?: string; body?: string; key?: string; idempotencyKey?: string } = {}) {
  const response = await fetch(`${standIn.url}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      authorization: `Bearer ${init.key ?? standIn.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
    },
    body: init.body,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const sessionFields = (overrides: Record<string, string> = {}) => ({
  mode: 'payment',
  'line_items[0][price_data][currency]': 'usd',
  'line_items[0][price_data][unit_amount]': '50000',
  'line_items[0][price_data][product_data][name]': 'Consultation',
  'line_items[0][quantity]': '1',
  success_url: 'http://localhost/success',
  ...overrides,
});

describe('Stripe stand-in', () => {
  it('decodes bracket notation into objects and arrays as Stripe does', () => {
    const { params } = decodeStripeForm('line_items[0][price_data][unit_amount]=100&line_items[0][quantity]=2&metadata[a]=b&mode=payment');
    expect(params).toEqual({ line_items: [{ price_data: { unit_amount: '100' }, quantity: '2' }], metadata: { a: 'b' }, mode: 'payment' });
  });

  it("refuses a request without the secret key in Stripe's error shape", async () => {
    const answer = await call('/v1/checkout/sessions', { body: form(sessionFields()), key: 'sk_test_other_key_9999' });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({
      type: 'invalid_request_error',
      message: expect.stringContaining('Invalid API Key provided'),
    });
  });

  it('replays the first answer for a repeated Idempotency-Key and refuses it with other parameters', async () => {
    const first = await call('/v1/checkout/sessions', { body: form(sessionFields()), idempotencyKey: 'key-1' });
    const again = await call('/v1/checkout/sessions', { body: form(sessionFields()), idempotencyKey: 'key-1' });
    const changed = await call('/v1/checkout/sessions', {
      body: form(sessionFields({ 'line_items[0][price_data][unit_amount]': '1' })),
      idempotencyKey: 'key-1',
    });
    expect(first.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(changed.status).toBe(400);
    expect(changed.body.error.type).toBe('idempotency_error');
  });

  it("enforces Stripe's 30 minute to 24 hour window for expires_at", async () => {
    const tooSoon = String(Math.floor(Date.now() / 1000) + 10 * 60);
    const answer = await call('/v1/checkout/sessions', { body: form(sessionFields({ expires_at: tooSoon })) });
    expect(answer.status).toBe(400);
    expect(answer.body.error.param).toBe('expires_at');
  });

  it('answers resource_missing for an unknown session', async () => {
    const answer = await call('/v1/checkout/sessions/cs_test_nope', { method: 'GET' });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'resource_missing', message: "No such checkout.session: 'cs_test_nope'" });
  });

  it('delivers a webhook signed so that constructEvent accepts exactly those bytes', async () => {
    const created = await call('/v1/checkout/sessions', { body: form(sessionFields()) });
    standIn.pay(created.body.id);
    const received: { body: string; signature: string }[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['stripe-signature']) });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const delivery = await standIn.deliverWebhook(target, standIn.sessionEvent('checkout.session.completed', created.body.id), {
        secret: 'whsec_abc',
      });
      expect(delivery.status).toBe(200);
      const event = Stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, 'whsec_abc');
      expect(event.type).toBe('checkout.session.completed');
      expect(event.data.object).toMatchObject({
        id: created.body.id,
        payment_status: 'paid',
        payment_intent: expect.stringMatching(/^pi_/),
      });
      expect(() => Stripe.webhooks.constructEvent(received[0]!.body, received[0]!.signature, 'whsec_other')).toThrow();
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
