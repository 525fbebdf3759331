// Test fixtures of the console's lists, in the style of the kit's factories (@telehealth/shared-ui/testing).
import type { ConsoleCheckout, ConsoleMailMessage } from '@telehealth/shared-api';

/** A failed password-reset email, as `GET /admin/mail-messages` lists it. */
export function makeMailMessage(overrides: Partial<ConsoleMailMessage> = {}): ConsoleMailMessage {
  return {
    id: 'm-1',
    kind: 'password-reset',
    channel: 'email',
    to: 'ada@example.com',
    subject: 'Reset your password',
    state: 'failed',
    attempts: 7,
    lastError: 'Connection refused',
    createdAt: '2026-11-27T10:00:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

/** A paid checkout whose refund failed, as `GET /admin/checkouts` lists it. */
export function makeCheckout(overrides: Partial<ConsoleCheckout> = {}): ConsoleCheckout {
  return {
    id: 'cs_1',
    status: 'paid',
    provider: 'sandbox',
    amount: 150,
    currency: 'USD',
    patient: { id: 'p-1', name: 'Ada Patient' },
    doctor: { id: 'd-1', name: 'Grace Doctor' },
    startsAt: '2026-12-01T10:00:00.000Z',
    createdAt: '2026-11-27T10:00:00.000Z',
    paidAt: '2026-11-27T10:01:00.000Z',
    refundedAt: null,
    refund: { state: 'failed', reason: 'The patient cancelled the visit', amount: 150 },
    ...overrides,
  };
}
