import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { PaymentProvider, ProviderCheckout, ProviderCheckoutInput, ProviderPaymentState } from './payment-provider';

/** Path of the sandbox's hosted card page (outside /api/v1: the browser navigates to it). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

export type SandboxChargeResult = { kind: 'charged'; paymentReference: string } | { kind: 'already-paid' } | { kind: 'unpayable' };

/** The sandbox provider adds what only it has: taking a card payment on its own page. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Records an approved card payment for the session, once; refused after expire(). */
  charge(providerSessionId: string, card: { last4: string }): Promise<SandboxChargeResult>;
}

/**
 * The built-in payment provider (the default, with no payment company configured). It plays
 * the payment company with its own ledger (sandbox_payments): its hosted card page charges,
 * retrieve() reports what was charged, refund() records refunds against the charge. It never
 * runs inside another transaction, so it may use the database handle itself.
 */
export function createSandboxProvider(db: Db, clock: Clock): SandboxProvider {
  return {
    name: 'sandbox',

    async createCheckout(input: ProviderCheckoutInput): Promise<ProviderCheckout> {
      const providerSessionId = input.checkoutSessionId;
      await db
        .insert(sandboxPayments)
        .values({ providerSessionId, amount: input.amount, currency: input.currency, createdAt: clock() })
        .onConflictDoNothing();
      // The card page is served by this server, on the origin the success URL names.
      const url = new URL(`${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(providerSessionId)}`, input.successUrl).toString();
      return { providerSessionId, url };
    },

    async retrieve(providerSessionId: string): Promise<ProviderPaymentState> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, providerSessionId));
      if (!row || !row.paidAt) return { paid: false, paymentReference: null, amountPaid: null };
      return { paid: true, paymentReference: row.paymentReference, amountPaid: row.amount };
    },

    async refund({ providerSessionId, amount }): Promise<{ refundId: string }> {
      // One refund per payment and amount, however often the caller retries (as Stripe's idempotency key).
      const refundId = `re_sandbox_${createHash('sha256').update(`${providerSessionId}|${amount}`).digest('hex').slice(0, 24)}`;
      const [row] = await db
        .update(sandboxPayments)
        .set({
          refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`,
          refundIds: sql`array_append(${sandboxPayments.refundIds}, ${refundId})`,
        })
        .where(
          and(
            eq(sandboxPayments.providerSessionId, providerSessionId),
            sql`${sandboxPayments.paidAt} is not null`,
            sql`not (${refundId} = any(${sandboxPayments.refundIds}))`,
            sql`${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
          ),
        )
        .returning({ id: sandboxPayments.providerSessionId });
      if (row) return { refundId };
      const [payment] = await db
        .select({ refundIds: sandboxPayments.refundIds })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.providerSessionId, providerSessionId));
      if (payment?.refundIds.includes(refundId)) return { refundId };
      throw new Error(`sandbox refund of ${amount} refused: no such payment, or more than was paid (${providerSessionId})`);
    },

    async expire(providerSessionId: string): Promise<void> {
      await db
        .update(sandboxPayments)
        .set({ expiredAt: clock() })
        .where(
          and(eq(sandboxPayments.providerSessionId, providerSessionId), isNull(sandboxPayments.paidAt), isNull(sandboxPayments.expiredAt)),
        );
    },

    async charge(providerSessionId: string, card: { last4: string }): Promise<SandboxChargeResult> {
      const paymentReference = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .update(sandboxPayments)
        .set({ paidAt: clock(), paymentReference, cardLast4: card.last4 })
        .where(
          and(eq(sandboxPayments.providerSessionId, providerSessionId), isNull(sandboxPayments.paidAt), isNull(sandboxPayments.expiredAt)),
        )
        .returning({ paymentReference: sandboxPayments.paymentReference });
      if (row) return { kind: 'charged', paymentReference };
      const [existing] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, providerSessionId));
      return existing?.paidAt ? { kind: 'already-paid' } : { kind: 'unpayable' };
    },
  };
}
