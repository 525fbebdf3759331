/**
 * Payment providers behind one interface (issue 4): the built-in sandbox checkout (default)
 * and Stripe Checkout (when STRIPE_SECRET_KEY is configured). The checkout service
 * (checkout-service.ts) owns holds, sessions and fulfilment; a provider only takes money,
 * reports whether a session is paid, and refunds.
 */

/** What a provider needs to open a hosted checkout for one of our checkout sessions. */
export interface ProviderCheckoutInput {
  /** Our checkout session id (also sent to the provider as client_reference_id / metadata). */
  checkoutSessionId: string;
  /** Whole currency units (e.g. 500 = $500.00). */
  amount: number;
  /** ISO 4217, lower case. */
  currency: string;
  /** One line for the card page, e.g. 'Video Consultation with Dr. Sarah Chen'. */
  description: string;
  customerEmail: string;
  /** Absolute URLs: success carries `{CHECKOUT_SESSION_ID}` for Stripe, the id itself for the sandbox. */
  successUrl: string;
  cancelUrl: string;
  /** When the slot hold ends; the provider session should not be payable after it. */
  expiresAt: Date;
  /** When our checkout session was opened: a retried create derives the same parameters from it. */
  createdAt: Date;
  /** Shown on the card page and sent as metadata (spec §3 "Payment confirmation result"). */
  metadata: { doctorId: string; date: string; time: string; consultationType: string; reason: string };
}

export interface ProviderCheckout {
  /** The provider's id of the hosted session ('cs_test_…' for Stripe; ours for the sandbox). */
  providerSessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface ProviderPaymentState {
  paid: boolean;
  /** The provider's payment reference to refund against (Stripe payment_intent), when paid. */
  paymentReference: string | null;
  /** Amount actually paid, whole units, when paid. */
  amountPaid: number | null;
}

/** A verified webhook event the checkout service acts on. */
export interface ProviderWebhookEvent {
  type: 'checkout.completed' | 'checkout.expired' | 'ignored';
  providerSessionId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createCheckout(input: ProviderCheckoutInput): Promise<ProviderCheckout>;
  /** Asks the provider whether the session was paid (the confirm call uses this). */
  retrieve(providerSessionId: string): Promise<ProviderPaymentState>;
  /** Refunds `amount` whole units of a paid session; answers the provider's refund id. */
  refund(input: {
    providerSessionId: string;
    paymentReference: string | null;
    amount: number;
    currency: string;
  }): Promise<{ refundId: string }>;
  /** Makes an unpaid hosted session unpayable (called when the hold is released). Best effort. */
  expire(providerSessionId: string): Promise<void>;
  /**
   * Verifies and parses a webhook delivery (raw body bytes + signature header). Throws an
   * error with statusCode 400 when the signature does not verify. The sandbox has no webhooks.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderWebhookEvent;
}
