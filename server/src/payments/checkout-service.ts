import { randomBytes } from 'node:crypto';
import {
  bookingNoticeRefusal,
  DEFAULT_DOCTOR_FEE,
  VERIFICATION_MESSAGES,
  type CheckoutSession,
  type CheckoutSessionValues,
  type ConsultationType,
  type PaymentConfirmation,
  TIME_OFF_MESSAGES,
  SEE_NOW_MESSAGES,
  type ImmediateCheckoutRequest,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import {
  APPOINTMENT_MESSAGES,
  findAppointmentRecord,
  toAppointment,
  type AppointmentBooking,
  type AppointmentRecord,
} from '../appointments';
import { insideBookingNotice, slotsChanged } from '../availability';
import type { Clock } from '../clock';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publish, type DomainEvent, type EventStream, type SlotLoss } from '../events';
import { immediateVisitWaiting, isAvailableNow, lockDoctor, slotOfInstant } from '../see-now';
import { checkoutSessions, type CheckoutSessionRow, type UserRow } from '../db/schema';
import { DOCTOR_MESSAGES, findDoctorById, type DoctorRecord, type DoctorService } from '../doctors';
import { BadRequest, Conflict, Forbidden, HttpError, NotFound, ServiceUnavailable } from '../http/errors';
import { findPatientByUserId, PATIENT_MESSAGES } from '../patients';
import {
  claimHold,
  findCheckoutSession,
  findCheckoutSessionByProviderId,
  findCheckoutSessionOfUser,
  lockCheckoutSession,
  openSessionsOfPatientForSlot,
  pendingRefunds,
  findOwedRefund,
  recordRefund,
  releaseAllExpiredHolds,
  releaseExpiredHoldsAt,
  releaseHoldOf,
  releaseOfferedHold,
  sessionsToReconcile,
  updateCheckoutSession,
  type RefundReason,
} from './checkout-repository';
import { SlotClaims } from './slot-claims';
import type { PaymentProvider, ProviderPaymentState } from './payment-provider';

export const CHECKOUT_MESSAGES = {
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  notYourUser: 'userId must be your own account: you can only book for yourself',
  doctorInactive: 'This doctor is not taking bookings right now.',
  priceMismatch: (fee: number, price: number) =>
    `The price does not match the doctor's fee: the consultation costs ${fee}, not ${price}. Reload the page and try again.`,
  sessionNotFound: 'Checkout session not found',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
  pending: 'Payment has not been completed yet.',
  expired: 'This checkout ended before payment was made, and its time slot was released. Please book again.',
  refunded: 'Your payment was refunded because the time slot was taken by another patient. Please choose another time.',
  refundedPassed: 'Your payment was refunded because the time slot has already passed. Please choose another time.',
  notPaid: 'Payment required: this checkout session has not been paid. Complete the payment first.',
  sessionMismatch: 'This checkout session was paid for a different doctor, date or time.',
} as const;

/** 402 Payment Required. */
export class PaymentRequired extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

/** A refund that failed is first asked again this long after it was decided. */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000;
/** The longest wait between two tries of a refund the provider keeps refusing. */
const REFUND_RETRY_LONGEST_WAIT_MS = 6 * 3_600_000;
/** At most this many sessions asked of the provider per sweep. */
const RECONCILE_PER_SWEEP = 100;
/** At start, ended sessions this recent are asked again (a Stripe session is payable for 24 h at most). */
const RECONCILE_ENDED_WINDOW_MS = 26 * 3_600_000;
/** At most this many pending refunds of each kind per sweep. */
const REFUND_RETRIES_PER_SWEEP = 20;

export interface CheckoutServiceDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  doctors: DoctorService;
  /**
   * Holds made and released publish `slot.changed`, slot-lost refunds their notices' events, in
   * their transactions; flushed after the commit.
   */
  events: EventStream;
  /** Appointments' port: books a paid slot inside the fulfilment's transaction. */
  booking: AppointmentBooking;
  log: FastifyBaseLogger;
  holdMinutes: number;
  /** Absolute origin for success and cancel URLs; else the request's. */
  publicUrl: string | undefined;
  /** ISO 4217 code every fee is charged in (config CURRENCY). */
  currency: string;
  /**
   * The waitlist's port: the hold (a slot_reservations id) of a freed slot offered to this
   * patient, still running; their checkout takes the slot over from it.
   */
  offeredHoldOf?: (db: Db, patientId: string, doctorId: string, startsAt: Date, now: Date) => Promise<string | undefined>;
  /** Whether losing claims of a slot this instance is claiming or holding are refused from memory (SLOT_CLAIM_MEMORY; default on). */
  slotClaimMemory?: boolean;
}

/** A currency as payment providers write it: ISO 4217, lower case ('usd'). */
function paymentCurrency(code: string): string {
  return code.toLowerCase();
}

/** What fulfilment did with a paid session. */
export type FulfilmentOutcome =
  | { kind: 'booked'; session: CheckoutSessionRow; appointmentId: string; created: boolean }
  | { kind: 'refunded'; session: CheckoutSessionRow }
  | { kind: 'unpaid'; session: CheckoutSessionRow }
  | { kind: 'missing' };

type FulfilStep =
  | {
      kind: 'booked';
      session: CheckoutSessionRow;
      appointmentId: string;
      created: boolean;
      expired: CheckoutSessionRow[];
    }
  | {
      kind: 'refund';
      session: CheckoutSessionRow;
      reason: SlotLoss;
      expired: CheckoutSessionRow[];
    }
  | { kind: 'refunded'; session: CheckoutSessionRow }
  | { kind: 'missing' };

/** A paid session lost its slot and was refunded: its patient is told (payments' checkout-events subscribes). */
function slotLostEvent(checkoutSessionId: string, reason: SlotLoss): DomainEvent {
  return { type: 'checkout.refunded', aggregateId: checkoutSessionId, data: { checkoutSessionId, reason } };
}

/** A random id of 192 bits: unguessable, so it can authorise the sandbox card page. */
export function newCheckoutSessionId(): string {
  return `chk_${randomBytes(24).toString('base64url')}`;
}

/** A slot's key among the claims this instance knows. */
const claimKey = (doctorId: unknown, date: unknown, time: unknown) => `${String(doctorId)}|${String(date)}|${String(time)}`;

/**
 * Checkout: slot holds, checkout sessions with the payment provider, and fulfilment. One
 * fulfilment path (`fulfil`) serves the sandbox card page, the confirm call and the provider
 * webhook; it creates the appointment exactly once per session (the session row lock, plus
 * unique indexes as a backstop).
 */
export class CheckoutService {
  private readonly claims: SlotClaims;

  constructor(private readonly deps: CheckoutServiceDeps) {
    this.claims = new SlotClaims(deps.slotClaimMemory ?? true, deps.clock);
    deps.events.on('slot.changed', (event) => this.claims.slotsChanged(event.data.doctorId, event.data.startsAt));
  }

  /** The provider in use (the webhook route verifies deliveries with it). */
  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  /**
   * Refuses at once a claim this instance knows it would refuse, before the body is checked in
   * full: in a race for one slot, the losers' answers must not queue behind validation work.
   * Only an exact match of a known claim is refused; anything else goes on to `createSession`.
   */
  refuseKnownClaim(user: UserRow, body: { doctorId?: unknown; date?: unknown; time?: unknown; userId?: unknown }): void {
    if (body.userId !== user.id) return;
    if (this.claims.refuses(claimKey(body.doctorId, body.date, body.time), user.id)) throw new Conflict(CHECKOUT_MESSAGES.slotTaken);
  }

  /** `POST /payment/create-checkout-session`: validates against the doctor's real fee and slot, holds the slot, opens the provider's checkout. */
  async createSession(user: UserRow, input: CheckoutSessionValues, requestOrigin: string): Promise<CheckoutSession> {
    if (input.userId !== user.id) throw new Forbidden(CHECKOUT_MESSAGES.notYourUser);
    // A claim of a slot this instance is claiming or holding for someone else is refused at once
    // rather than queued for the database (slot-claims.ts).
    const claim = claimKey(input.doctorId, input.date, input.time);
    if (!this.claims.begin(claim, user.id)) throw new Conflict(CHECKOUT_MESSAGES.slotTaken);
    let held: { doctorId: string; startsAt: Date; expiresAt: Date } | undefined;
    try {
      const { opened, startsAt } = await this.openSession(user, input, requestOrigin);
      held = { doctorId: input.doctorId, startsAt, expiresAt: new Date(opened.expiresAt) };
      return opened;
    } finally {
      this.claims.end(claim, held);
    }
  }

  private async openSession(
    user: UserRow,
    input: CheckoutSessionValues,
    requestOrigin: string,
  ): Promise<{ opened: CheckoutSession; startsAt: Date }> {
    const { db, clock } = this.deps;
    const patient = await findPatientByUserId(db, user.id);
    if (!patient) throw new NotFound(`${PATIENT_MESSAGES.notFound}.`);
    const doctor = await findDoctorById(db, input.doctorId);
    if (!doctor) throw new NotFound(DOCTOR_MESSAGES.notFound);
    if (doctor.doctor.verification !== 'verified') throw new Conflict(VERIFICATION_MESSAGES.notVerifiedBooking);
    if (doctor.doctor.status !== 'active') throw new Conflict(CHECKOUT_MESSAGES.doctorInactive);
    // A day off has no free slot anyway; say why rather than "no longer available".
    if (await this.deps.doctors.isDayOff(doctor, input.date)) throw new Conflict(TIME_OFF_MESSAGES.dayOff);
    const fee = doctor.doctor.fees ?? DEFAULT_DOCTOR_FEE;
    if (input.price !== fee) throw new BadRequest(CHECKOUT_MESSAGES.priceMismatch(fee, input.price));

    // The patient starting again for the same slot (Back, then Book again) replaces their own
    // unpaid checkout instead of being told their own hold makes the slot unavailable.
    for (const previous of await openSessionsOfPatientForSlot(db, patient.patient.id, doctor.doctor.id, input.date, input.time)) {
      await this.endUnpaid(previous.id, 'canceled');
    }

    // The one availability rule (offered, ahead, within 30 days, not held or booked).
    const availability = await this.deps.doctors.dateAvailability(doctor, input.date);
    const slot = availability.times.find((time) => time.time === input.time);
    if (!slot) throw new Conflict(CHECKOUT_MESSAGES.slotTaken);
    const startsAt = new Date(slot.startsAt);

    const now = clock();
    // Too soon for the doctor's notice: say so rather than "no longer available".
    if (insideBookingNotice(startsAt, now, doctor.doctor.bookingNoticeMinutes))
      throw new Conflict(bookingNoticeRefusal(doctor.doctor.bookingNoticeMinutes));
    // A slot the waitlist holds for this patient shows as taken to everyone, them included.
    const offeredHold =
      slot.status !== 'available' && startsAt.getTime() > now.getTime() && this.deps.offeredHoldOf
        ? await this.deps.offeredHoldOf(db, patient.patient.id, doctor.doctor.id, startsAt, now)
        : undefined;
    if (slot.status !== 'available' && !offeredHold) throw new Conflict(CHECKOUT_MESSAGES.slotTaken);
    const id = newCheckoutSessionId();
    const expiresAt = new Date(now.getTime() + this.deps.holdMinutes * 60_000);
    const expired = await db.transaction(async (tx) => {
      const released = await releaseExpiredHoldsAt(tx as unknown as Db, doctor.doctor.id, startsAt, now);
      if (offeredHold) await releaseOfferedHold(tx as unknown as Db, offeredHold, now);
      await (tx as unknown as Db).insert(checkoutSessions).values({
        id,
        provider: this.deps.provider.name,
        patientId: patient.patient.id,
        doctorId: doctor.doctor.id,
        startsAt,
        appointmentDate: input.date,
        timeSlot: input.time,
        consultationType: input.consultationType as ConsultationType,
        reason: input.reason,
        amount: fee,
        currency: paymentCurrency(this.deps.currency),
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      const held = await claimHold(tx as unknown as Db, { doctorId: doctor.doctor.id, startsAt, checkoutSessionId: id, expiresAt, now });
      if (!held) throw new Conflict(CHECKOUT_MESSAGES.slotTaken);
      await slotsChanged(tx as unknown as Db, doctor.doctor.id, [startsAt]);
      return released;
    });
    await this.deps.events.flush();
    this.expireAtProvider(expired);

    const opened = await this.openAtProvider(
      user,
      id,
      { doctor, fee, expiresAt, now, date: input.date, time: input.time, consultationType: input.consultationType, reason: input.reason },
      requestOrigin,
    );
    return { opened, startsAt };
  }

  /** Opens the provider's checkout of a session just stored; on failure the session ends and 503 is thrown. */
  private async openAtProvider(
    user: UserRow,
    id: string,
    what: {
      doctor: DoctorRecord;
      fee: number;
      expiresAt: Date;
      now: Date;
      date: string;
      time: string;
      consultationType: string;
      reason: string;
    },
    requestOrigin: string,
  ): Promise<CheckoutSession> {
    const { db, clock } = this.deps;
    const { doctor, fee, expiresAt, now } = what;
    const origin = this.deps.publicUrl ?? requestOrigin;
    try {
      const checkout = await this.deps.provider.createCheckout({
        checkoutSessionId: id,
        amount: fee,
        currency: paymentCurrency(this.deps.currency),
        description: `${what.consultationType} with Dr. ${doctor.owner.name}`,
        customerEmail: user.email,
        successUrl: `${origin}/success?session_id=${encodeURIComponent(id)}`,
        cancelUrl: `${origin}/checkout/${encodeURIComponent(id)}/cancel`,
        expiresAt,
        createdAt: now,
        metadata: {
          doctorId: doctor.doctor.id,
          date: what.date,
          time: what.time,
          consultationType: what.consultationType,
          reason: what.reason,
        },
      });
      await updateCheckoutSession(db, id, { providerSessionId: checkout.providerSessionId, url: checkout.url, updatedAt: clock() });
      return { id, url: checkout.url, expiresAt: expiresAt.toISOString(), amount: fee, currency: paymentCurrency(this.deps.currency) };
    } catch (error) {
      this.deps.log.error({ err: error, checkoutSessionId: id }, 'the payment provider could not open a checkout');
      await this.endUnpaid(id, 'canceled');
      throw new ServiceUnavailable(CHECKOUT_MESSAGES.providerUnavailable);
    }
  }

  /**
   * `POST /payment/create-immediate-checkout-session` (see-now/): a video visit with a doctor who
   * is available now, starting when it is paid. The same checkout as a slot's (the provider's
   * page, the same fulfilment), without a slot: the doctor's row lock orders it with their
   * switch-off and with other patients' immediate checkouts, of which one at a time may be open.
   */
  async createImmediateSession(user: UserRow, input: ImmediateCheckoutRequest, requestOrigin: string): Promise<CheckoutSession> {
    const { db, clock } = this.deps;
    if (input.userId !== user.id) throw new Forbidden(CHECKOUT_MESSAGES.notYourUser);
    const patient = await findPatientByUserId(db, user.id);
    if (!patient) throw new NotFound(`${PATIENT_MESSAGES.notFound}.`);
    const doctor = await findDoctorById(db, input.doctorId);
    if (!doctor) throw new NotFound(DOCTOR_MESSAGES.notFound);
    if (doctor.doctor.verification !== 'verified') throw new Conflict(VERIFICATION_MESSAGES.notVerifiedBooking);
    if (doctor.doctor.status !== 'active') throw new Conflict(CHECKOUT_MESSAGES.doctorInactive);
    const fee = doctor.doctor.fees ?? DEFAULT_DOCTOR_FEE;
    if (input.price !== fee) throw new BadRequest(CHECKOUT_MESSAGES.priceMismatch(fee, input.price));

    const now = clock();
    const id = newCheckoutSessionId();
    const expiresAt = new Date(now.getTime() + this.deps.holdMinutes * 60_000);
    const { replaced, date, time } = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockDoctor(tx, doctor.doctor.id);
      if (!locked || !isAvailableNow(locked, now)) throw new Conflict(SEE_NOW_MESSAGES.doctorUnavailable);
      if (await immediateVisitWaiting(tx, locked.id, now, { ownPatientId: patient.patient.id }))
        throw new Conflict(SEE_NOW_MESSAGES.doctorBusy);
      const { date, time } = slotOfInstant(now, locked.timeZone);
      // The patient starting again (Back, then See now again) replaces their own unpaid one.
      const previous = await tx
        .update(checkoutSessions)
        .set({ status: 'canceled', updatedAt: now })
        .where(
          and(
            eq(checkoutSessions.doctorId, locked.id),
            eq(checkoutSessions.patientId, patient.patient.id),
            eq(checkoutSessions.immediate, true),
            eq(checkoutSessions.status, 'open'),
            isNull(checkoutSessions.paidAt),
          ),
        )
        .returning();
      await tx.insert(checkoutSessions).values({
        id,
        provider: this.deps.provider.name,
        patientId: patient.patient.id,
        doctorId: locked.id,
        startsAt: now,
        appointmentDate: date,
        timeSlot: time,
        consultationType: 'Video Consultation',
        reason: input.reason ?? '',
        amount: fee,
        currency: paymentCurrency(this.deps.currency),
        immediate: true,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      return { replaced: previous, date, time };
    });
    this.expireAtProvider(replaced);
    const what = { doctor, fee, expiresAt, now, date, time, consultationType: 'Video Consultation', reason: input.reason ?? '' };
    return this.openAtProvider(user, id, what, requestOrigin);
  }

  /** `GET /payment/confirm-stripe-session`: the session's patient only (404 otherwise). Fulfils a paid session. */
  async confirm(userId: string, sessionId: string): Promise<PaymentConfirmation> {
    const session = await findCheckoutSessionOfUser(this.deps.db, sessionId, userId);
    if (!session) throw new NotFound(CHECKOUT_MESSAGES.sessionNotFound);
    let current = session;
    if (!current.appointmentId && current.status !== 'refunded' && current.providerSessionId) {
      const state = await this.retrieve(current.providerSessionId);
      if (state.paid) {
        const outcome = await this.fulfil(current.id, state);
        if (outcome.kind !== 'missing') current = outcome.session;
      }
    }
    return this.confirmationOf((await findCheckoutSession(this.deps.db, current.id)) ?? current);
  }

  /** Called by the provider webhook (checkout completed): fulfils when the provider says it is paid. */
  async fulfilByProviderSession(providerSessionId: string): Promise<FulfilmentOutcome> {
    const session = await findCheckoutSessionByProviderId(this.deps.db, this.deps.provider.name, providerSessionId);
    if (!session) return { kind: 'missing' };
    if (session.appointmentId) return { kind: 'booked', session, appointmentId: session.appointmentId, created: false };
    const state = await this.retrieve(providerSessionId);
    if (!state.paid) return { kind: 'unpaid', session };
    return this.fulfil(session.id, state);
  }

  /** Called by the provider webhook (checkout expired): ends an unpaid session and frees its slot. */
  async expireByProviderSession(providerSessionId: string): Promise<void> {
    const session = await findCheckoutSessionByProviderId(this.deps.db, this.deps.provider.name, providerSessionId);
    if (session) await this.endUnpaid(session.id, 'expired');
  }

  /**
   * The patient left the checkout ("Cancel and return to booking", or the provider's cancel
   * URL): releases the hold, ends the session. Answers where to send the browser back to.
   * Authorised by the unguessable session id (a top-level navigation carries no bearer token).
   */
  async cancelCheckout(id: string): Promise<{ doctorId: string; date: string } | undefined> {
    const session = await findCheckoutSession(this.deps.db, id);
    if (!session) return undefined;
    await this.endUnpaid(session.id, 'canceled');
    return { doctorId: session.doctorId, date: session.appointmentDate };
  }

  /**
   * The periodic sweep: frees every hold whose time is up, then reconciles the sessions whose
   * time is up with the provider (see reconcile). Answers how many sessions it ended or fulfilled.
   */
  async sweepExpiredHolds(): Promise<number> {
    const now = this.deps.clock();
    const freed = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const released = await releaseAllExpiredHolds(tx, now);
      for (const slot of released) await slotsChanged(tx, slot.doctorId, [slot.startsAt]);
      return released;
    });
    if (freed.length > 0) await this.deps.events.flush();
    return this.reconcile();
  }

  /**
   * Every paid session ends booked or refunded, whatever crashed between the payment and its
   * fulfilment: each open session whose time is up is asked of the provider before it ends;
   * a paid one is fulfilled (booked, or refunded in full when its slot is gone), an unpaid one
   * expires. `atStart` also asks about sessions ended recently without an appointment (ended
   * by an earlier run without asking). A provider that cannot answer leaves the session for
   * the next sweep (the pass stops there). Answers how many sessions were ended or fulfilled.
   */
  async reconcile(options: { atStart?: boolean } = {}): Promise<number> {
    const now = this.deps.clock();
    const endedSince = options.atStart ? new Date(now.getTime() - RECONCILE_ENDED_WINDOW_MS) : undefined;
    const sessions = await sessionsToReconcile(this.deps.db, now, RECONCILE_PER_SWEEP, endedSince);
    let settled = 0;
    for (const session of sessions) {
      if (session.appointmentId || session.provider !== this.deps.provider.name) continue;
      // At start, open sessions still holding their slot are asked about too (one may have been
      // paid while the server was down), but only a hold that has ended expires: a patient may be
      // on the card form right now.
      const timeUp = session.expiresAt.getTime() <= now.getTime();
      if (!session.providerSessionId) {
        if (session.status === 'open' && timeUp && (await this.endUnpaid(session.id, 'expired', false))) settled += 1;
        continue;
      }
      let state: ProviderPaymentState;
      try {
        state = await this.deps.provider.retrieve(session.providerSessionId);
      } catch (error) {
        // Likely down: stop here, and ask about this one after the others next time.
        this.deps.log.warn({ err: error, checkoutSessionId: session.id }, 'the payment provider could not be asked about a checkout');
        await updateCheckoutSession(this.deps.db, session.id, { updatedAt: now });
        break;
      }
      if (state.paid) {
        const outcome = await this.fulfil(session.id, state);
        if (outcome.kind === 'booked' || outcome.kind === 'refunded') {
          settled += 1;
          this.deps.log.info({ checkoutSessionId: session.id, outcome: outcome.kind }, 'reconciled a paid checkout');
        }
      } else if (session.status === 'open' && timeUp && (await this.endUnpaid(session.id, 'expired', false))) {
        settled += 1;
      }
    }
    return settled;
  }

  /**
   * Makes the refunds that failed when they were decided (the provider was unreachable or
   * refused): each asked again of the provider, which answers a repeat with the same refund
   * (one per payment and amount), so a refund that did go through is not paid twice. The first
   * try REFUND_RETRY_AFTER_MS after the decision (the request that decided it makes it right
   * after), then waits doubling up to REFUND_RETRY_LONGEST_WAIT_MS (a failed try touches the
   * row), so a refund the provider refuses for good is asked a few times a day, not every
   * sweep. `atStart`: the ones never tried since their decision are made at once. Answers how
   * many went through now.
   */
  async retryPendingRefunds(options: { atStart?: boolean } = {}): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock();
    // At start no request of this instance is still making a refund it decided (a crash cut it
    // off): make those at once. A repeat is answered with the same refund, so this is safe.
    const firstAfterMs = options.atStart ? 0 : REFUND_RETRY_AFTER_MS;
    const pending = await pendingRefunds(db, now, REFUND_RETRIES_PER_SWEEP, firstAfterMs, REFUND_RETRY_LONGEST_WAIT_MS);
    let made = 0;
    for (const { session, appointmentId, amount, reason } of pending) {
      const refundedAt = await this.refund(session, amount, reason, appointmentId);
      if (!refundedAt) {
        // Tried now (recorded on the session, payments' own row): the next try waits longer.
        await updateCheckoutSession(db, session.id, { updatedAt: now });
        continue;
      }
      made += 1;
      this.deps.log.info({ checkoutSessionId: session.id, appointmentId, amount, reason }, 'pending refund made');
    }
    return made;
  }

  /**
   * An operator's "Retry refund": asks the provider again for the refund this checkout is owed,
   * now. Idempotent as the sweep's retries are (a repeat is answered with the same refund, and a
   * refund is recorded once). Answers 'made', 'failed' (the provider refused again; the sweep
   * keeps trying) or 'none-owed'.
   */
  async retryRefundOf(checkoutSessionId: string): Promise<'made' | 'failed' | 'none-owed'> {
    const owed = await findOwedRefund(this.deps.db, checkoutSessionId);
    if (!owed) return 'none-owed';
    const refundedAt = await this.refund(owed.session, owed.amount, owed.reason, owed.appointmentId);
    if (refundedAt) return 'made';
    await updateCheckoutSession(this.deps.db, owed.session.id, { updatedAt: this.deps.clock() });
    return 'failed';
  }

  /**
   * Fulfils a session the provider reports paid. In one transaction: lock the session; if it
   * already booked, answer that; otherwise record the payment, release its hold and book the
   * slot through appointments' port (which publishes `appointment.booked`, so a crash cannot
   * book untold). When the slot went to someone else meanwhile (the hold expired) or has passed,
   * the session is marked refunded and the payment refunded in full; the patient's notice is
   * published with the refund's record (see refund).
   */
  async fulfil(checkoutSessionId: string, payment: ProviderPaymentState): Promise<FulfilmentOutcome> {
    const { db, clock } = this.deps;
    const now = clock();
    const step = await db.transaction(async (transaction): Promise<FulfilStep> => {
      const tx = transaction as unknown as Db;
      const session = await lockCheckoutSession(tx, checkoutSessionId);
      if (!session) return { kind: 'missing' };
      if (session.appointmentId) return { kind: 'booked', session, appointmentId: session.appointmentId, created: false, expired: [] };
      if (session.status === 'refunded') return { kind: 'refunded', session };

      const paid = {
        paidAt: session.paidAt ?? now,
        paymentReference: payment.paymentReference ?? session.paymentReference,
        updatedAt: now,
      };
      await releaseHoldOf(tx, session.id, now);
      const expired = await releaseExpiredHoldsAt(tx, session.doctorId, session.startsAt, now);
      await slotsChanged(tx, session.doctorId, [session.startsAt]);
      const slotLost = async (reason: SlotLoss): Promise<FulfilStep> => {
        const refunded = (await updateCheckoutSession(tx, session.id, { ...paid, status: 'refunded', refundedAt: now }))!;
        // A free session has no refund record to tell with (see refund): it tells with its end.
        if (refunded.amount <= 0) await publish(tx, slotLostEvent(refunded.id, reason));
        return { kind: 'refund', session: refunded, reason, expired };
      };
      let slot: CheckoutSessionRow = session;
      if (session.immediate) {
        // See a doctor now: the visit starts when it is paid, if the doctor is still available
        // and no other immediate visit waits for them (the doctor's row lock orders this with a
        // switch-off and with another patient's fulfilment).
        const doctor = await lockDoctor(tx, session.doctorId);
        if (!doctor || !isAvailableNow(doctor, now) || doctor.status !== 'active' || doctor.verification !== 'verified') {
          return slotLost('unavailable');
        }
        if ((await immediateVisitWaiting(tx, session.doctorId, now, { exceptSessionId: session.id })) === 'visit') {
          return slotLost('unavailable');
        }
        const { date, time } = slotOfInstant(now, doctor.timeZone);
        slot = (await updateCheckoutSession(tx, session.id, { startsAt: now, appointmentDate: date, timeSlot: time, updatedAt: now }))!;
      } else if (session.startsAt.getTime() <= now.getTime()) return slotLost('passed');
      const appointmentId = await this.deps.booking.bookPaidSlot(tx, slot, now);
      if (!appointmentId) return slotLost('taken');
      const booked = await updateCheckoutSession(tx, session.id, { ...paid, status: 'paid', appointmentId });
      return { kind: 'booked', session: booked!, appointmentId, created: true, expired };
    });

    if (step.kind === 'missing') return step;
    if (step.kind === 'refunded') return { kind: 'refunded', session: step.session };
    this.expireAtProvider(step.expired);
    await this.deps.events.flush();
    if (step.kind === 'refund') {
      // `refund` publishes the patient's notice with the refund's record.
      if (step.session.amount > 0) await this.refund(step.session, step.session.amount, `slot_${step.reason}`, null);
      return { kind: 'refunded', session: step.session };
    }
    return { kind: 'booked', session: step.session, appointmentId: step.appointmentId, created: step.created };
  }

  /**
   * Refunds `amount` of a paid session through the provider and records it; the record's
   * transaction publishes `checkout.refunded` for a slot-lost refund (so whichever call records
   * the refund first, the fulfilment or a retry of it, tells the patient, once) and
   * `refund.made` for an appointment's (appointments shows it refunded). Answers the refund time, or null when the provider or the record
   * failed (logged; the refund stays pending and retryPendingRefunds asks again).
   */
  async refund(session: CheckoutSessionRow, amount: number, reason: RefundReason, appointmentId: string | null): Promise<Date | null> {
    if (amount <= 0) return null;
    if (!session.providerSessionId) return null;
    try {
      const { refundId } = await this.deps.provider.refund({
        providerSessionId: session.providerSessionId,
        paymentReference: session.paymentReference,
        amount,
        currency: session.currency,
      });
      const at = this.deps.clock();
      const lost: SlotLoss | undefined =
        reason === 'slot_taken' ? 'taken' : reason === 'slot_passed' ? 'passed' : reason === 'slot_unavailable' ? 'unavailable' : undefined;
      await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const recorded = await recordRefund(tx, {
          checkoutSessionId: session.id,
          appointmentId,
          provider: session.provider,
          providerRefundId: refundId,
          amount,
          currency: session.currency,
          reason,
          createdAt: at,
        });
        // On record already: its notice was published with it.
        if (recorded && lost) await publish(tx, slotLostEvent(session.id, lost));
        // Appointments marks its appointment refunded (idempotent: also told again by a retry).
        if (appointmentId) {
          await publish(tx, {
            type: 'refund.made',
            aggregateId: session.id,
            data: { appointmentId, checkoutSessionId: session.id, amount, refundedAt: at.toISOString() },
          });
        }
      });
      await this.deps.events.flush();
      return at;
    } catch (error) {
      this.deps.log.error({ err: error, checkoutSessionId: session.id, amount, reason }, 'refund failed: the checkout sweep tries again');
      return null;
    }
  }

  /** A session by our id (the sandbox page), with its doctor. */
  async sessionWithDoctor(id: string): Promise<{ session: CheckoutSessionRow; doctor: DoctorRecord } | undefined> {
    const session = await findCheckoutSession(this.deps.db, id);
    if (!session) return undefined;
    const doctor = await findDoctorById(this.deps.db, session.doctorId);
    return doctor ? { session, doctor } : undefined;
  }

  /** True while the patient may still pay: open and inside the hold. */
  isPayable(session: CheckoutSessionRow): boolean {
    return session.status === 'open' && session.expiresAt.getTime() > this.deps.clock().getTime();
  }

  /**
   * Ends an unpaid session (canceled or expired) and releases its hold; a paid or ended one is
   * left as is. Unless `ask` is false (the caller just did), the provider is asked first: a
   * session it reports paid is fulfilled instead, and one it cannot answer about only loses
   * its hold (the sweep asks again). Answers whether the session was ended.
   */
  private async endUnpaid(id: string, status: 'canceled' | 'expired', ask = true): Promise<boolean> {
    const now = this.deps.clock();
    if (ask) {
      const current = await findCheckoutSession(this.deps.db, id);
      if (!current || current.status !== 'open' || current.paidAt) return false;
      if (current.providerSessionId) {
        let state: ProviderPaymentState | undefined;
        try {
          state = await this.deps.provider.retrieve(current.providerSessionId);
        } catch (error) {
          this.deps.log.warn({ err: error, checkoutSessionId: id }, 'the payment provider could not be asked about a checkout');
        }
        if (state?.paid) {
          await this.fulfil(id, state);
          return false;
        }
        if (!state) {
          await this.deps.db.transaction(async (tx) => {
            await releaseHoldOf(tx as unknown as Db, id, now);
            await slotsChanged(tx as unknown as Db, current.doctorId, [current.startsAt]);
          });
          await this.deps.events.flush();
          return false;
        }
      }
    }
    const ended = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const session = await lockCheckoutSession(tx, id);
      if (!session || session.status !== 'open' || session.paidAt) return undefined;
      await releaseHoldOf(tx, id, now);
      await slotsChanged(tx, session.doctorId, [session.startsAt]);
      return updateCheckoutSession(tx, id, { status, updatedAt: now });
    });
    if (ended) {
      await this.deps.events.flush();
      this.expireAtProvider([ended]);
    }
    return ended !== undefined;
  }

  /**
   * Makes ended sessions unpayable at the provider, best effort (never awaited by the caller).
   * A session the provider reports paid already (ended by another checkout taking its expired
   * slot) is fulfilled instead, which refunds it; the sweep at start covers a crash meanwhile.
   */
  expireAtProvider(sessions: CheckoutSessionRow[]): void {
    for (const session of sessions) {
      const providerSessionId = session.providerSessionId;
      if (!providerSessionId) continue;
      const settle = async () => {
        const state = await this.deps.provider.retrieve(providerSessionId);
        if (state.paid) await this.fulfil(session.id, state);
        else await this.deps.provider.expire(providerSessionId);
      };
      settle().catch((error: unknown) => {
        this.deps.log.warn({ err: error, checkoutSessionId: session.id }, 'the payment provider could not expire a checkout');
      });
    }
  }

  private async retrieve(providerSessionId: string): Promise<ProviderPaymentState> {
    try {
      return await this.deps.provider.retrieve(providerSessionId);
    } catch (error) {
      this.deps.log.error({ err: error, providerSessionId }, 'the payment provider could not be asked about a checkout');
      throw new ServiceUnavailable(CHECKOUT_MESSAGES.providerUnavailable);
    }
  }

  private async confirmationOf(session: CheckoutSessionRow): Promise<PaymentConfirmation> {
    const metadata = {
      doctorId: session.doctorId,
      date: session.appointmentDate,
      time: session.timeSlot,
      consultationType: session.consultationType,
      reason: session.reason,
    };
    if (session.appointmentId) {
      const record = await findAppointmentRecord(this.deps.db, session.appointmentId);
      return { status: 'confirmed', metadata, appointment: record ? toAppointment(record) : null };
    }
    if (session.status === 'refunded' && session.immediate) {
      return { status: 'refunded', metadata, appointment: null, message: SEE_NOW_MESSAGES.refundedUnavailable };
    }
    if (session.status === 'refunded') {
      const passed = session.startsAt.getTime() <= (session.refundedAt ?? this.deps.clock()).getTime();
      return {
        status: 'refunded',
        metadata,
        appointment: null,
        message: passed ? CHECKOUT_MESSAGES.refundedPassed : CHECKOUT_MESSAGES.refunded,
      };
    }
    if (!this.isPayable(session)) return { status: 'expired', metadata, appointment: null, message: CHECKOUT_MESSAGES.expired };
    return { status: 'pending', metadata, appointment: null, message: CHECKOUT_MESSAGES.pending };
  }

  /**
   * `POST /appointment`: the appointment the caller's paid session booked, for exactly that
   * doctor, date and time, and the caller's own patient profile; never creates a second.
   */
  async appointmentOfPaidSession(
    userId: string,
    input: { patientId: string; sessionId: string; doctorId: string; date: string; time: string },
  ): Promise<AppointmentRecord> {
    const own = await findPatientByUserId(this.deps.db, userId);
    if (!own) throw new NotFound(`${PATIENT_MESSAGES.notFound}.`);
    if (own.patient.id !== input.patientId) throw new Forbidden(APPOINTMENT_MESSAGES.patientProfileNotYours);
    const session = await findCheckoutSessionOfUser(this.deps.db, input.sessionId, userId);
    if (!session) throw new PaymentRequired(CHECKOUT_MESSAGES.notPaid);
    if (session.doctorId !== input.doctorId || session.appointmentDate !== input.date || session.timeSlot !== input.time) {
      throw new Conflict(CHECKOUT_MESSAGES.sessionMismatch);
    }
    const confirmation = await this.confirm(userId, session.id);
    if (confirmation.status === 'refunded') throw new Conflict(confirmation.message ?? CHECKOUT_MESSAGES.refunded);
    const current = await findCheckoutSession(this.deps.db, session.id);
    if (!current?.appointmentId) throw new PaymentRequired(CHECKOUT_MESSAGES.notPaid);
    const record = await findAppointmentRecord(this.deps.db, current.appointmentId);
    if (!record) throw new NotFound('Appointment not found');
    return record;
  }
}
