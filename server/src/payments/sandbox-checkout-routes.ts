import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CheckoutSessionRow } from '../db/schema';
import type { DoctorRecord } from '../doctors';
import type { CheckoutService } from './checkout-service';
import { evaluateCard, type CardInput } from './sandbox-cards';
import { checkoutPage, leftCheckoutPage, noticePage, type CheckoutFormState } from './sandbox-page';
import { SANDBOX_CHECKOUT_PATH, type SandboxProvider } from './sandbox-provider';
import type { Clock } from '../clock';
import type { PaymentProvider } from './payment-provider';

const FORM_LIMIT_BYTES = 8 * 1024;

/** Where the browser goes back to book another time. */
export function bookingHref(doctorId: string, date: string): string {
  return `/book-appointment/${encodeURIComponent(doctorId)}?date=${encodeURIComponent(date)}`;
}

function cancelHref(id: string): string {
  return `/checkout/${encodeURIComponent(id)}/cancel`;
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      // The page names a payment session: never cached, never sent on as a referrer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html)
  );
}

function pageData(session: CheckoutSessionRow, doctor: DoctorRecord) {
  return {
    id: session.id,
    doctorName: doctor.owner.name,
    specialization: doctor.doctor.specialization,
    date: session.appointmentDate,
    time: session.timeSlot,
    timeZone: doctor.doctor.timeZone,
    consultationType: session.consultationType,
    amount: session.amount,
    currency: session.currency,
    cancelHref: cancelHref(session.id),
    expiresAt: session.expiresAt,
  };
}

/** The page for a session that can no longer be paid; `paid`: the provider took a payment for it. */
function endedPage(reply: FastifyReply, session: CheckoutSessionRow, paid: boolean): FastifyReply {
  if (session.appointmentId || session.status === 'paid') {
    return sendHtml(
      reply,
      409,
      noticePage('Already paid', 'This checkout has already been paid and your appointment is booked.', {
        href: `/success?session_id=${encodeURIComponent(session.id)}`,
        label: 'See your booking',
      }),
    );
  }
  if (session.status === 'refunded') {
    return sendHtml(
      reply,
      409,
      noticePage(
        'Payment refunded',
        'This checkout was paid, but its time slot was no longer available, so the payment was refunded in full. Please choose a time again.',
        { href: bookingHref(session.doctorId, session.appointmentDate), label: 'Back to booking' },
      ),
    );
  }
  if (paid) {
    // Paid, not yet settled (booked or refunded): the reconciliation finishes it.
    return sendHtml(
      reply,
      409,
      noticePage(
        'Payment received',
        'This checkout has been paid. Your booking is being completed; if the time slot is no longer available, the payment will be refunded in full.',
        { href: `/success?session_id=${encodeURIComponent(session.id)}`, label: 'See your booking' },
      ),
    );
  }
  return sendHtml(
    reply,
    410,
    noticePage(
      'Checkout expired',
      'This checkout has ended and its time slot was released. Nothing was charged. Please choose a time again.',
      {
        href: bookingHref(session.doctorId, session.appointmentDate),
        label: 'Back to booking',
      },
    ),
  );
}

const notFoundPage = () =>
  noticePage('Checkout not found', 'This checkout link is not valid.', { href: '/doctors', label: 'Find a doctor' });

/**
 * Browser routes of checkout, outside /api/v1 (top-level navigations):
 * - `GET /checkout/:id/cancel` (every provider): where the patient lands on leaving the checkout;
 *   `POST` there releases the hold;
 * - with the sandbox provider, its hosted card page `GET|POST /sandbox/checkout/:id`.
 *
 * These requests carry no bearer token (the browser navigates here from the booking page or
 * from the payment company), so they are authorised by the checkout session id itself: a
 * random 192-bit value only the patient who created the session has been given.
 */
export async function checkoutBrowserRoutes(
  app: FastifyInstance,
  services: { checkout: CheckoutService; clock: Clock; paymentProvider: PaymentProvider },
): Promise<void> {
  const checkout: CheckoutService = services.checkout;

  // The card form and the cancel form post application/x-www-form-urlencoded; only this scope accepts it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  // A GET changes nothing (it is where Stripe's cancel_url and a prefetch land); releasing the
  // held slot is the POST of the form on the card page and on this page.
  app.get<{ Params: { id: string } }>('/checkout/:id/cancel', { schema: { hide: true } }, async (request, reply) => {
    const found = await checkout.sessionWithDoctor(request.params.id);
    if (!found) return sendHtml(reply, 404, notFoundPage());
    const { session } = found;
    const back = bookingHref(session.doctorId, session.appointmentDate);
    if (!checkout.isPayable(session)) return reply.header('cache-control', 'no-store').redirect(back, 303);
    return sendHtml(reply, 200, leftCheckoutPage({ releaseHref: cancelHref(session.id), bookingHref: back, heldUntil: session.expiresAt }));
  });

  app.post<{ Params: { id: string } }>('/checkout/:id/cancel', { schema: { hide: true } }, async (request, reply) => {
    const back = await checkout.cancelCheckout(request.params.id);
    if (!back) return sendHtml(reply, 404, notFoundPage());
    return reply.header('cache-control', 'no-store').redirect(bookingHref(back.doctorId, back.date), 303);
  });

  const provider = services.paymentProvider;
  if (provider.name !== 'sandbox') return;
  const sandbox = provider as SandboxProvider;

  /** A session paid at the sandbox but not fulfilled (a crash in between) is fulfilled now; answers it as it stands, and whether it was paid. */
  const settle = async (session: CheckoutSessionRow): Promise<{ session: CheckoutSessionRow; paid: boolean }> => {
    if (session.appointmentId || session.status === 'refunded') return { session, paid: true };
    const state = await sandbox.retrieve(session.providerSessionId ?? session.id);
    if (!state.paid) return { session, paid: false };
    const outcome = await checkout.fulfil(session.id, state);
    return { session: outcome.kind === 'missing' ? session : outcome.session, paid: true };
  };

  app.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const found = await checkout.sessionWithDoctor(request.params.id);
    if (!found || found.session.provider !== 'sandbox') return sendHtml(reply, 404, notFoundPage());
    const { session, paid } = await settle(found.session);
    if (paid || !checkout.isPayable(session)) return endedPage(reply, session, paid);
    return sendHtml(reply, 200, checkoutPage(pageData(found.session, found.doctor)));
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
    `${SANDBOX_CHECKOUT_PATH}/:id`,
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await checkout.sessionWithDoctor(request.params.id);
      if (!found || found.session.provider !== 'sandbox') return sendHtml(reply, 404, notFoundPage());
      const { session, doctor } = found;
      if (!checkout.isPayable(session)) {
        const settled = await settle(session);
        return endedPage(reply, settled.session, settled.paid);
      }

      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const text = (key: string) => (typeof body[key] === 'string' ? body[key]! : '');
      const card: CardInput = { cardNumber: text('cardNumber'), expiry: text('expiry'), cvc: text('cvc'), cardName: text('cardName') };
      const outcome = evaluateCard(card, services.clock());
      const again = (status: number, state: CheckoutFormState) =>
        sendHtml(reply, status, checkoutPage(pageData(session, doctor), { values: card, ...state }));
      if (outcome.kind === 'invalid') return again(400, { errors: outcome.errors });
      if (outcome.kind === 'declined') return again(402, { alert: outcome.message });

      const charged = await sandbox.charge(session.providerSessionId ?? session.id, { last4: outcome.last4 });
      if (charged.kind === 'unpayable') {
        const settled = await settle(session);
        return endedPage(reply, settled.session, settled.paid);
      }
      // Fulfil at once (the confirm call and a reload find the same appointment).
      const state = await sandbox.retrieve(session.providerSessionId ?? session.id);
      await checkout.fulfil(session.id, state);
      return reply.header('cache-control', 'no-store').redirect(`/success?session_id=${encodeURIComponent(session.id)}`, 303);
    },
  );
}
