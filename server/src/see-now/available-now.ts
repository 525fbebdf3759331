import { AVAILABLE_NOW_MINUTES, DOCTOR_NO_SHOW_MINUTES, type AvailableNowState } from '@telehealth/shared-api/core';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, checkoutSessions, consultations, doctors, type DoctorRow } from '../db/schema';
import { publish } from '../events';

// "Available now" (issue 23 point 1): the doctor's switch is one column, doctors.available_now_until,
// read against the clock (so it turns itself off with no sweep). Every write of it and every
// immediate booking locks the doctor's row first: a switch-off and a booking of the same doctor
// run one after the other on PGlite and PostgreSQL alike, across instances.

const MINUTE_MS = 60_000;

/** Whether `doctor` is available now at `now`. */
export function isAvailableNow(doctor: Pick<DoctorRow, 'availableNowUntil'>, now: Date): boolean {
  return doctor.availableNowUntil !== null && doctor.availableNowUntil.getTime() > now.getTime();
}

/** Whether `doctor` may switch "Available now" on: a checked licence and an active profile. */
export function maySwitchOn(doctor: Pick<DoctorRow, 'verification' | 'status'>): boolean {
  return doctor.verification === 'verified' && doctor.status === 'active';
}

/** The wire state of a doctor's switch. */
export function availableNowState(doctor: DoctorRow, now: Date): AvailableNowState {
  const on = isAvailableNow(doctor, now);
  return { availableNow: on, until: on ? doctor.availableNowUntil!.toISOString() : null, canSwitchOn: maySwitchOn(doctor) };
}

/** Locks the doctor's row for the rest of the transaction. */
export async function lockDoctor(tx: Db, doctorId: string): Promise<DoctorRow | undefined> {
  const [row] = await tx.select().from(doctors).where(eq(doctors.id, doctorId)).for('update');
  return row;
}

/**
 * Sets the switch of a locked doctor (on: until now + AVAILABLE_NOW_MINUTES) and publishes
 * `doctor.available-now-changed` in the same transaction. Answers the row.
 */
export async function setAvailableNow(tx: Db, doctor: DoctorRow, on: boolean, now: Date): Promise<DoctorRow> {
  const until = on ? new Date(now.getTime() + AVAILABLE_NOW_MINUTES * MINUTE_MS) : null;
  const [row] = await tx.update(doctors).set({ availableNowUntil: until, updatedAt: now }).where(eq(doctors.id, doctor.id)).returning();
  await publish(tx, {
    type: 'doctor.available-now-changed',
    aggregateId: doctor.id,
    data: { doctorId: doctor.id, until: until?.toISOString() ?? null },
  });
  return row!;
}

/**
 * Turns the switch of the doctor owned by `doctorUserId` off when it is on (the doctor started a
 * visit). Answers whether it was on.
 */
export async function switchOffForVisit(db: Db, doctorUserId: string, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select()
      .from(doctors)
      .where(and(eq(doctors.userId, doctorUserId), isNotNull(doctors.availableNowUntil)))
      .for('update');
    if (!row) return false;
    await setAvailableNow(tx, row, false, now);
    return isAvailableNow(row, now);
  });
}

/**
 * Why the locked, available doctor cannot take another immediate visit now, or null when it
 * can: an immediate visit already waits for them (booked, the doctor has not started it, and
 * the no-show sweep has not ended it), or another patient's immediate checkout is open.
 * `ownPatientId`'s own open checkout does not count (they may start again).
 */
export async function immediateVisitWaiting(
  tx: Db,
  doctorId: string,
  now: Date,
  options: { ownPatientId?: string; exceptSessionId?: string } = {},
): Promise<'visit' | 'checkout' | null> {
  const since = new Date(now.getTime() - DOCTOR_NO_SHOW_MINUTES * MINUTE_MS);
  const [visit] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.immediate, true),
        eq(appointments.status, 'scheduled'),
        gt(appointments.startsAt, since),
        // An immediate visit starts when booked; one moved to a later slot no longer waits now.
        lte(appointments.startsAt, new Date(now.getTime() + MINUTE_MS)),
        isNull(consultations.startedAt),
        isNull(consultations.endedAt),
      ),
    )
    .limit(1);
  if (visit) return 'visit';
  const [open] = await tx
    .select({ id: checkoutSessions.id, patientId: checkoutSessions.patientId })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.doctorId, doctorId),
        eq(checkoutSessions.immediate, true),
        eq(checkoutSessions.status, 'open'),
        // A paid one being fulfilled is open until its booking commits: it counts until then.
        or(gt(checkoutSessions.expiresAt, now), isNotNull(checkoutSessions.paidAt)),
        options.ownPatientId ? sql`${checkoutSessions.patientId} <> ${options.ownPatientId}` : undefined,
        options.exceptSessionId ? sql`${checkoutSessions.id} <> ${options.exceptSessionId}` : undefined,
      ),
    )
    .limit(1);
  return open ? 'checkout' : null;
}

/** yyyy-MM-dd and 'hh:mm AM' of `at` in `timeZone`: an immediate visit's date and time as lists show them. */
export function slotOfInstant(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const hour = parts.hour === '00' ? '12' : parts.hour!;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}` };
}
