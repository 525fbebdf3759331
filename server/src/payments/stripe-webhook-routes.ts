import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../http/envelope';
import { BadRequest } from '../http/errors';
import { routeSchema } from '../http/schemas';
import type { PaymentProvider } from './payment-provider';

const TAGS = ['Payment'];

/** What the webhook needs of the checkout service: fulfil or release by the provider's session id. */
export interface WebhookCheckout {
  /** Creates the appointment once for a paid session (or refunds a late payment). Idempotent. */
  fulfilByProviderSession(providerSessionId: string): Promise<unknown>;
  /** Releases the hold of a session the provider expired. Idempotent. */
  expireByProviderSession(providerSessionId: string): Promise<unknown>;
}

/** The provider's webhook verification (the Stripe provider's parseWebhook). */
export type WebhookVerifier = Pick<PaymentProvider, 'parseWebhook'>;

/** The services the route uses: `checkout`, and `paymentProvider` to verify deliveries. */
export interface StripeWebhookServices {
  checkout: WebhookCheckout;
  paymentProvider: WebhookVerifier;
}

/**
 * `POST /payment/webhook` (under /api/v1): Stripe's event deliveries. Public: a delivery is
 * authenticated by its `stripe-signature` header (HMAC of the raw body with the webhook
 * secret), not by a bearer token, so the raw bytes are kept: this plugin's own JSON parser
 * (encapsulated here; every other route keeps the normal one) hands the route a Buffer.
 *
 * A delivery that does not verify answers 400 and changes nothing. A verified one is acted on
 * before answering 200, so a failure (5xx) makes Stripe deliver it again; fulfilment and
 * release are idempotent, so redeliveries and the confirm call racing it are harmless.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { checkout, paymentProvider }: StripeWebhookServices): Promise<void> {
  // The parent scope's JSON parser is inherited; replace it in this scope only.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payment/webhook',
    {
      config: { auth: 'public' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Stripe webhook (signed by Stripe; checkout.session.completed / async_payment_succeeded / expired)',
        auth: 'public',
        data: { 200: { type: 'object', required: ['received'], properties: { received: { type: 'boolean' } } } },
      }),
    },
    async (request, reply) => {
      if (!paymentProvider.parseWebhook) throw new BadRequest('Payment webhooks are not enabled on this server.');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      // Throws a 400 when the signature is missing or does not verify.
      const event = paymentProvider.parseWebhook(rawBody, signature);

      if (event.providerSessionId) {
        if (event.type === 'checkout.completed') await checkout.fulfilByProviderSession(event.providerSessionId);
        else if (event.type === 'checkout.expired') await checkout.expireByProviderSession(event.providerSessionId);
      }
      request.log.info({ webhookEvent: event.type, providerSessionId: event.providerSessionId }, 'payment webhook handled');
      return sendEnvelope(reply, { received: true });
    },
  );
}
