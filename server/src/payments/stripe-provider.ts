import Stripe from 'stripe';
import { BadRequest, ServiceUnavailable } from '../http/errors';
import type {
  PaymentProvider,
  ProviderCheckout,
  ProviderCheckoutInput,
  ProviderPaymentState,
  ProviderWebhookEvent,
} from './payment-provider';

/** Stripe accepts a Checkout Session `expires_at` from 30 minutes to 24 hours after creation. */
const STRIPE_MIN_EXPIRY_MS = 30 * 60_000;
const STRIPE_MAX_EXPIRY_MS = 24 * 3_600_000;
/** Room for the request's travel time and clock skew, so a clamped value is never refused. */
const EXPIRY_MARGIN_MS = 2 * 60_000;
/** Stripe's limit on a metadata value. */
const METADATA_VALUE_MAX = 500;

export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (sk_test_… / sk_live_… / rk_…). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…); without it every webhook delivery is refused. */
  webhookSecret: string | undefined;
  /** STRIPE_API_URL: another base URL for Stripe's API (the local stand-in in tests); default https://api.stripe.com. */
  apiUrl?: string;
  /** Per-request timeout (default 15 s; the library's own default is 80 s). */
  timeoutMs?: number;
  /** Automatic retries of failed requests, made safe by idempotency keys (default 2). */
  maxNetworkRetries?: number;
}

/** Where the library sends requests, from STRIPE_API_URL (e.g. http://127.0.0.1:4242). */
function stripeHostConfig(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Whole currency units to Stripe's smallest unit (cents); our amounts are whole or two-decimal. */
function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * Stripe wants `expires_at` 30 min–24 h after creation. Our hold may be shorter: the Stripe
 * session then outlives it (clamped to the minimum), and our hold still governs the slot: when
 * it is released the session is expired (expire), and a payment that completes after the slot
 * went to someone else is refunded by the checkout service. The window is counted from our
 * session's creation, not the clock, so a retry sends the same parameters under its idempotency key.
 */
export function stripeExpiresAt(holdEndsAt: Date, nowMs: number): number {
  const earliest = nowMs + STRIPE_MIN_EXPIRY_MS + EXPIRY_MARGIN_MS;
  const latest = nowMs + STRIPE_MAX_EXPIRY_MS - EXPIRY_MARGIN_MS;
  const wanted = Math.min(Math.max(holdEndsAt.getTime(), earliest), latest);
  return Math.floor(wanted / 1000);
}

function stripeErrorType(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { type?: string }).type : undefined;
}

/**
 * Turns library errors the rest of the server should understand into ours: an unreachable
 * Stripe is a 503 the client may retry; a refused key is a configuration fault named as such
 * (a 500, logged, never shown to the client). Stripe's request errors pass through as they are.
 */
function translateStripeError(error: unknown, action: string): never {
  const type = stripeErrorType(error);
  const detail = error instanceof Error ? error.message : String(error);
  if (type === 'StripeConnectionError') {
    const unavailable = new ServiceUnavailable('The payment provider cannot be reached. Please try again.');
    (unavailable as { cause?: unknown }).cause = error;
    throw unavailable;
  }
  if (type === 'StripeAuthenticationError' || type === 'StripePermissionError') {
    throw new Error(`Stripe refused STRIPE_SECRET_KEY while trying to ${action}: ${detail}`, { cause: error });
  }
  throw error;
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/** Maps a verified Stripe event to what the checkout service acts on. */
export function toProviderWebhookEvent(event: Stripe.Event): ProviderWebhookEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session with a delayed method (bank debit) is 'unpaid' until
      // async_payment_succeeded arrives: only a paid one fulfils.
      if (session.payment_status !== 'paid') return { type: 'ignored', providerSessionId: session.id };
      return { type: 'checkout.completed', providerSessionId: session.id };
    }
    case 'checkout.session.expired':
      return { type: 'checkout.expired', providerSessionId: event.data.object.id };
    default:
      return { type: 'ignored', providerSessionId: null };
  }
}

/**
 * Stripe Checkout behind the PaymentProvider contract.
 *
 * `successUrl` and `cancelUrl` are sent as given. Stripe redirects to the success URL after
 * payment, replacing a literal `{CHECKOUT_SESSION_ID}` in it with its own session id (cs_…, the
 * `providerSessionId` answered here). Either form works: a URL carrying our own checkout
 * session id (`/success?session_id=<ours>`) needs no placeholder; one carrying the placeholder
 * lets the confirm call look our session up by the provider's id. Our own id always travels
 * as client_reference_id and metadata.checkoutSessionId.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...stripeHostConfig(options.apiUrl),
    timeout: options.timeoutMs ?? 15_000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    appInfo: { name: 'CareLink' },
  });
  const webhookSecret = options.webhookSecret?.trim() || undefined;

  async function retrieveSession(providerSessionId: string): Promise<Stripe.Checkout.Session> {
    try {
      return await stripe.checkout.sessions.retrieve(providerSessionId);
    } catch (error) {
      translateStripeError(error, 'read a checkout session');
    }
  }

  return {
    name: 'stripe',

    async createCheckout(input: ProviderCheckoutInput): Promise<ProviderCheckout> {
      const metadata: Record<string, string> = { checkoutSessionId: input.checkoutSessionId };
      for (const [key, value] of Object.entries(input.metadata)) metadata[key] = value.slice(0, METADATA_VALUE_MAX);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                price_data: {
                  currency: input.currency,
                  unit_amount: toMinorUnits(input.amount),
                  product_data: { name: input.description },
                },
                quantity: 1,
              },
            ],
            customer_email: input.customerEmail,
            client_reference_id: input.checkoutSessionId,
            metadata,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: stripeExpiresAt(input.expiresAt, input.createdAt.getTime()),
          },
          // A retried create (ours or the library's) answers the same Stripe session.
          { idempotencyKey: `checkout-${input.checkoutSessionId}` },
        );
        if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
        return { providerSessionId: session.id, url: session.url };
      } catch (error) {
        translateStripeError(error, 'create a checkout session');
      }
    },

    async retrieve(providerSessionId: string): Promise<ProviderPaymentState> {
      const session = await retrieveSession(providerSessionId);
      const paid = session.payment_status === 'paid';
      return {
        paid,
        paymentReference: paymentIntentId(session),
        amountPaid: paid && session.amount_total !== null ? session.amount_total / 100 : null,
      };
    },

    async refund({ providerSessionId, paymentReference, amount }) {
      const paymentIntent = paymentReference ?? paymentIntentId(await retrieveSession(providerSessionId));
      if (!paymentIntent) throw new Error(`Stripe checkout session ${providerSessionId} has no payment to refund`);
      const cents = toMinorUnits(amount);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: cents },
          // One refund per session and amount, however often the caller retries.
          { idempotencyKey: `refund-${providerSessionId}-${cents}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        translateStripeError(error, 'refund a payment');
      }
    },

    async expire(providerSessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(providerSessionId);
      } catch (error) {
        if (stripeErrorType(error) === 'StripeInvalidRequestError') {
          // Already expired or completed: nothing left to make unpayable. Asking beats
          // matching Stripe's message text.
          const session = await retrieveSession(providerSessionId);
          if (session.status !== 'open') return;
        }
        translateStripeError(error, 'expire a checkout session');
      }
    },

    parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderWebhookEvent {
      if (!webhookSecret) throw new BadRequest('Stripe webhooks are not configured on this server (STRIPE_WEBHOOK_SECRET is not set).');
      if (!signature) throw new BadRequest('Missing stripe-signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new BadRequest(`Stripe webhook signature verification failed: ${detail}`);
      }
      return toProviderWebhookEvent(event);
    },
  };
}
