import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { releaseLapsedHolds } from '../availability';
import { queryRows, type Db } from '../db/client';
import { checkoutSessions, doctors, patients, paymentRefunds, slotReservations, users, type CheckoutSessionRow } from '../db/schema';

// Holds and checkout sessions. The partial unique index slot_reservations_live_unique (one
// unreleased reservation per doctor and instant) is the only guard against double booking:
// claims insert with ON CONFLICT DO NOTHING on it, so two racing claims cannot both win and
// the loser learns it without aborting its transaction.

/**
 * Releases the holds at one doctor's instant whose time is up, and marks their sessions
 * expired. Concurrent callers serialise on the rows: the second sees them released.
 * Answers the sessions expired (so the provider can be told, after commit).
 */
export async function releaseExpiredHoldsAt(tx: Db, doctorId: string, startsAt: Date, now: Date): Promise<CheckoutSessionRow[]> {
  return expireSessions(tx, await releaseLapsedHolds(tx, doctorId, startsAt, now), now);
}

/**
 * Releases every hold whose time is up (the periodic sweep). Their sessions stay open: the
 * sweep asks the provider about each before ending it (a payment may have been taken).
 * Answers the slots freed.
 */
export async function releaseAllExpiredHolds(tx: Db, now: Date): Promise<{ doctorId: string; startsAt: Date }[]> {
  return tx
    .update(slotReservations)
    .set({ releasedAt: now })
    .where(and(isNull(slotReservations.releasedAt), eq(slotReservations.kind, 'hold'), lte(slotReservations.expiresAt, now)))
    .returning({ doctorId: slotReservations.doctorId, startsAt: slotReservations.startsAt });
}

/**
 * Sessions to reconcile with the provider: open ones whose time is up (at most `limit`), and,
 * when `endedSince` is given, ended ones without an appointment since then (a payment the
 * provider took that was never fulfilled, e.g. the server died in between).
 */
export function sessionsToReconcile(db: Db, now: Date, limit: number, endedSince?: Date): Promise<CheckoutSessionRow[]> {
  const open = and(eq(checkoutSessions.status, 'open'), lte(checkoutSessions.expiresAt, now));
  const ended = endedSince
    ? and(
        inArray(checkoutSessions.status, ['open', 'expired', 'canceled']),
        isNull(checkoutSessions.appointmentId),
        gt(checkoutSessions.updatedAt, endedSince),
      )
    : undefined;
  return (
    db
      .select()
      .from(checkoutSessions)
      .where(ended ? or(open, ended) : open)
      // Least recently touched first: one the provider could not answer about goes to the back.
      .orderBy(checkoutSessions.updatedAt)
      .limit(limit)
  );
}

export async function expireSessions(tx: Db, ids: string[], now: Date): Promise<CheckoutSessionRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(checkoutSessions)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(checkoutSessions.id, ids), eq(checkoutSessions.status, 'open')))
    .returning();
}

/** Inserts a hold unless the slot is live-reserved; true when this call got it. */
export async function claimHold(
  tx: Db,
  hold: { doctorId: string; startsAt: Date; checkoutSessionId: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO slot_reservations (doctor_id, starts_at, kind, checkout_session_id, expires_at, created_at)
        VALUES (${hold.doctorId}, ${hold.startsAt.toISOString()}, 'hold', ${hold.checkoutSessionId}, ${hold.expiresAt.toISOString()}, ${hold.now.toISOString()})
        ON CONFLICT (doctor_id, starts_at) WHERE released_at IS NULL DO NOTHING
        RETURNING id`,
  );
  return rows.length === 1;
}

/** Releases a hold the waitlist made for a patient (by its id) while it still runs: their checkout's hold replaces it. */
export async function releaseOfferedHold(tx: Db, reservationId: string, now: Date): Promise<void> {
  await tx
    .update(slotReservations)
    .set({ releasedAt: now })
    .where(
      and(
        eq(slotReservations.id, reservationId),
        eq(slotReservations.kind, 'hold'),
        isNull(slotReservations.releasedAt),
        gt(slotReservations.expiresAt, now),
      ),
    );
}

/** Releases the hold of one checkout session (paid, canceled or expired). */
export async function releaseHoldOf(tx: Db, checkoutSessionId: string, now: Date): Promise<void> {
  await tx
    .update(slotReservations)
    .set({ releasedAt: now })
    .where(
      and(
        eq(slotReservations.checkoutSessionId, checkoutSessionId),
        eq(slotReservations.kind, 'hold'),
        isNull(slotReservations.releasedAt),
      ),
    );
}

export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function findCheckoutSessionByProviderId(
  db: Db,
  provider: 'sandbox' | 'stripe',
  providerSessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)));
  return row;
}

/** The session named by our id or the provider's id, when it belongs to the user's patient profile. */
export async function findCheckoutSessionOfUser(db: Db, id: string, userId: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select({ session: checkoutSessions })
    .from(checkoutSessions)
    .innerJoin(patients, eq(patients.id, checkoutSessions.patientId))
    .where(and(or(eq(checkoutSessions.id, id), eq(checkoutSessions.providerSessionId, id)), eq(patients.userId, userId)))
    .limit(1);
  return row?.session;
}

/** The patient's open sessions for one doctor's slot (a checkout started again, e.g. after Back). */
export function openSessionsOfPatientForSlot(
  db: Db,
  patientId: string,
  doctorId: string,
  date: string,
  time: string,
): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.patientId, patientId),
        eq(checkoutSessions.doctorId, doctorId),
        eq(checkoutSessions.appointmentDate, date),
        eq(checkoutSessions.timeSlot, time),
        eq(checkoutSessions.status, 'open'),
      ),
    );
}

export async function lockCheckoutSession(tx: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).for('update');
  return row;
}

export async function updateCheckoutSession(
  db: Db,
  id: string,
  changes: Partial<CheckoutSessionRow>,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.update(checkoutSessions).set(changes).where(eq(checkoutSessions.id, id)).returning();
  return row;
}

/** Why a refund was made: a canceled appointment, or a paid session whose slot was lost. */
export type RefundReason = 'patient_cancel' | 'doctor_cancel' | 'slot_taken' | 'slot_passed' | 'slot_unavailable';

/**
 * Records a refund the provider made. Answers false when it was on record already (a retried
 * refund the provider answered with the same refund), so the caller does what goes with a
 * new record (the patient's notice) once; a concurrent recorder of the same refund waits on
 * the unique index and answers false.
 */
export async function recordRefund(
  db: Db,
  refund: {
    checkoutSessionId: string;
    appointmentId: string | null;
    provider: 'sandbox' | 'stripe';
    providerRefundId: string;
    amount: number;
    currency: string;
    reason: RefundReason;
    createdAt: Date;
  },
): Promise<boolean> {
  const inserted = await db.insert(paymentRefunds).values(refund).onConflictDoNothing().returning({ id: paymentRefunds.id });
  return inserted.length === 1;
}

const sessionPatientUser = alias(users, 'session_patient_user');
const sessionDoctorUser = alias(users, 'session_doctor_user');

/** Whom a session's notices go to and name: its patient's user id, its doctor's name and time zone. */
export async function sessionPartiesOf(
  db: Db,
  checkoutSessionId: string,
): Promise<{ patientUserId: string; doctorName: string; doctorTimeZone: string } | undefined> {
  const [row] = await db
    .select({ patientUserId: sessionPatientUser.id, doctorName: sessionDoctorUser.name, doctorTimeZone: doctors.timeZone })
    .from(checkoutSessions)
    .innerJoin(patients, eq(patients.id, checkoutSessions.patientId))
    .innerJoin(sessionPatientUser, eq(sessionPatientUser.id, patients.userId))
    .innerJoin(doctors, eq(doctors.id, checkoutSessions.doctorId))
    .innerJoin(sessionDoctorUser, eq(sessionDoctorUser.id, doctors.userId))
    .where(eq(checkoutSessions.id, checkoutSessionId));
  return row;
}

/** A refund decided but not made: the provider failed when it was asked (see pendingRefunds). */
export interface PendingRefund {
  session: CheckoutSessionRow;
  appointmentId: string | null;
  amount: number;
  reason: RefundReason;
}

/**
 * Records what a cancellation owes back on the appointment's session (`refund.due`, in its
 * delivery's transaction): owed until a refund of the appointment is on record. Payments keeps
 * it itself rather than reading appointments'.
 */
export async function recordRefundDue(
  tx: Db,
  checkoutSessionId: string,
  due: { amount: number; reason: 'patient_cancel' | 'doctor_cancel'; at: Date },
): Promise<void> {
  await tx
    .update(checkoutSessions)
    .set({ refundDueAmount: due.amount, refundDueReason: due.reason, refundDueAt: due.at })
    .where(eq(checkoutSessions.id, checkoutSessionId));
}

/**
 * Refunds owed by canceled appointments (recorded by recordRefundDue, no refund of the
 * appointment on record: the cancel's refund failed), narrowed by `also`, newest first. A
 * cancel by the patient owes per the policy; by the doctor or the system (the doctor never
 * came) in full.
 */
async function owedByCancellations(db: Db, also: SQL, limit: number): Promise<PendingRefund[]> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        gt(checkoutSessions.refundDueAmount, 0),
        isNotNull(checkoutSessions.refundDueAt),
        isNotNull(checkoutSessions.appointmentId),
        isNotNull(checkoutSessions.providerSessionId),
        sql`not exists (select 1 from ${paymentRefunds} where ${paymentRefunds.checkoutSessionId} = ${checkoutSessions.id} and ${paymentRefunds.appointmentId} is not null)`,
        also,
      ),
    )
    // The newest first: a refund the provider keeps refusing does not hold back the others for long.
    .orderBy(desc(checkoutSessions.refundDueAt))
    .limit(limit);
  return rows.map((session) => ({
    session,
    appointmentId: session.appointmentId,
    amount: session.refundDueAmount!,
    reason: session.refundDueReason === 'patient_cancel' ? ('patient_cancel' as const) : ('doctor_cancel' as const),
  }));
}

/** Refunds owed by sessions refunded because their slot was lost, with no refund on record, narrowed by `also`. */
async function owedByLostSlots(db: Db, also: SQL, limit: number): Promise<PendingRefund[]> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'refunded'),
        gt(checkoutSessions.amount, 0),
        isNotNull(checkoutSessions.providerSessionId),
        isNotNull(checkoutSessions.refundedAt),
        sql`not exists (select 1 from ${paymentRefunds} where ${paymentRefunds.checkoutSessionId} = ${checkoutSessions.id})`,
        also,
      ),
    )
    .orderBy(desc(checkoutSessions.refundedAt))
    .limit(limit);
  return rows.map((session) => ({
    session,
    appointmentId: null,
    amount: session.amount,
    // As the confirmation tells the patient: passed when the slot had started by the time it was refunded.
    reason: session.startsAt.getTime() <= session.refundedAt!.getTime() ? ('slot_passed' as const) : ('slot_taken' as const),
  }));
}

/**
 * Refunds still not made that are due to be asked again at `now`, at most `limit` of each
 * kind (owedByCancellations, owedByLostSlots). Due: `firstAfterMs` after it was decided, then,
 * since each failed try touches the session's updated_at, after as long again as had passed
 * since the decision at the last try (2, 4, 8, 16 … minutes), at most `longestWaitMs`.
 */
export async function pendingRefunds(
  db: Db,
  now: Date,
  limit: number,
  firstAfterMs: number,
  longestWaitMs: number,
): Promise<PendingRefund[]> {
  // Last tried: the row's last write, the decision itself at first.
  const due = (decidedAt: SQL, updatedAt: SQL) => {
    const tried = sql`greatest(${updatedAt}, ${decidedAt})`;
    const wait = sql`least(greatest(${tried} - ${decidedAt}, ${`${firstAfterMs} milliseconds`}::interval), ${`${longestWaitMs} milliseconds`}::interval)`;
    return sql`${tried} + ${wait} <= ${now.toISOString()}::timestamptz`;
  };
  return [
    // Tries are recorded on the session.
    ...(await owedByCancellations(db, due(sql`${checkoutSessions.refundDueAt}`, sql`${checkoutSessions.updatedAt}`), limit)),
    ...(await owedByLostSlots(db, due(sql`${checkoutSessions.refundedAt}`, sql`${checkoutSessions.updatedAt}`), limit)),
  ];
}

/**
 * The refund a checkout is still owed (its appointment was cancelled with a refund not yet made,
 * or its slot was lost and the payment not yet returned), whenever it was last tried; null when
 * none is owed. The operations console's "Retry refund" asks for it.
 */
export async function findOwedRefund(db: Db, checkoutSessionId: string): Promise<PendingRefund | null> {
  const ofSession = eq(checkoutSessions.id, checkoutSessionId);
  const [owed] = await owedByCancellations(db, ofSession, 1);
  return owed ?? (await owedByLostSlots(db, ofSession, 1))[0] ?? null;
}
