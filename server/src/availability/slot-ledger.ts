import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { slotReservations } from '../db/schema';
import { publish } from '../events';

// The slot ledger: one live row of slot_reservations per doctor and instant (a checkout's hold,
// a waitlist offer or an appointment). Its partial unique index is the only guard against
// double booking: claims insert with ON CONFLICT DO NOTHING, so of two racing claims exactly
// one wins and the loser learns it without aborting its transaction.

/**
 * Releases the holds at one doctor's instant whose time is up. Concurrent callers serialise on
 * the rows: the second sees them released. Answers the checkout sessions whose hold it released.
 */
export async function releaseLapsedHolds(tx: Db, doctorId: string, startsAt: Date, now: Date): Promise<string[]> {
  const released = await tx
    .update(slotReservations)
    .set({ releasedAt: now })
    .where(
      and(
        eq(slotReservations.doctorId, doctorId),
        eq(slotReservations.startsAt, startsAt),
        isNull(slotReservations.releasedAt),
        eq(slotReservations.kind, 'hold'),
        lte(slotReservations.expiresAt, now),
      ),
    )
    .returning({ checkoutSessionId: slotReservations.checkoutSessionId });
  return released.map((row) => row.checkoutSessionId).filter((id): id is string => id !== null);
}

/**
 * Releases lapsed holds that block a slot someone else takes now (a move, a waitlist offer),
 * and publishes `slot.holds-lapsed` in the same transaction: payments ends those sessions.
 */
export async function releaseLapsedHoldsFor(tx: Db, doctorId: string, startsAt: Date, now: Date): Promise<void> {
  const checkoutSessionIds = await releaseLapsedHolds(tx, doctorId, startsAt, now);
  if (checkoutSessionIds.length === 0) return;
  await publish(tx, { type: 'slot.holds-lapsed', aggregateId: doctorId, data: { checkoutSessionIds } });
}

/**
 * Publishes `slot.changed` in `tx`, the transaction that made or released reservations of the
 * doctor's slots at `startsAt`: copies of availability (search, the assistant) read them again.
 */
export async function slotsChanged(tx: Db, doctorId: string, startsAt: Date[]): Promise<void> {
  await publish(tx, {
    type: 'slot.changed',
    aggregateId: doctorId,
    data: { doctorId, startsAt: startsAt.map((instant) => instant.toISOString()) },
  });
}

/**
 * Holds a slot for one patient without a checkout session (a waitlist offer, a follow-up
 * proposal) unless it is live-reserved; the hold's id when this call got it.
 */
export async function claimStandingHold(
  tx: Db,
  hold: { doctorId: string; startsAt: Date; expiresAt: Date; now: Date },
): Promise<string | undefined> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO slot_reservations (doctor_id, starts_at, kind, expires_at, created_at)
        VALUES (${hold.doctorId}, ${hold.startsAt.toISOString()}, 'hold', ${hold.expiresAt.toISOString()}, ${hold.now.toISOString()})
        ON CONFLICT (doctor_id, starts_at) WHERE released_at IS NULL DO NOTHING
        RETURNING id`,
  );
  return row?.id;
}

/** Releases a standing hold (by its id) if it is still in place; true when this call released it. */
export async function releaseStandingHold(tx: Db, reservationId: string | null, now: Date): Promise<boolean> {
  if (!reservationId) return false;
  const released = await tx
    .update(slotReservations)
    .set({ releasedAt: now })
    .where(and(eq(slotReservations.id, reservationId), isNull(slotReservations.releasedAt)))
    .returning({ id: slotReservations.id });
  return released.length > 0;
}

/** Inserts the appointment's reservation unless the slot is live-reserved; true when claimed. */
export async function claimAppointmentSlot(
  tx: Db,
  slot: { doctorId: string; startsAt: Date; appointmentId: string; checkoutSessionId: string | null; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO slot_reservations (doctor_id, starts_at, kind, appointment_id, checkout_session_id, created_at)
        VALUES (${slot.doctorId}, ${slot.startsAt.toISOString()}, 'appointment', ${slot.appointmentId}, ${slot.checkoutSessionId}, ${slot.now.toISOString()})
        ON CONFLICT (doctor_id, starts_at) WHERE released_at IS NULL DO NOTHING
        RETURNING id`,
  );
  return rows.length === 1;
}
