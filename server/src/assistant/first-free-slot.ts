import { ASSISTANT_SLOT_LOOKAHEAD_DAYS } from '@telehealth/shared-api/core';
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { computeDateAvailability, type DaysOff, type ReservationLike } from '../availability';
import { timeOffOfDoctors } from '../doctors';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { EventStream } from '../events';
import { doctors, slotReservations } from '../db/schema';

/** How long a specialty's answer is reused when no change is heard (a change lost on its way from another instance shows within it). */
const CACHE_MS = 5_000;
/** Doctors of one specialty looked at (the directory has far fewer per specialty). */
const DOCTORS_MAX = 200;

export interface FirstFreeSlotDeps {
  db: Db;
  clock: Clock;
  events: Pick<EventStream, 'on'>;
}

/**
 * The date of the first free slot of any active doctor of a specialty within the next 7 days
 * (today included, in each doctor's zone), from the same availability rule booking uses
 * (slot-availability.ts). Answers are kept a few seconds per specialty and dropped by any
 * booking, hold or doctor change (events heard on every instance).
 */
export class FirstFreeSlots {
  private readonly cache = new Map<string, { at: number; value: Promise<string | null> }>();
  private readonly unsubscribe: Array<() => void>;

  constructor(private readonly deps: FirstFreeSlotDeps) {
    const forget = () => this.cache.clear();
    this.unsubscribe = [
      deps.events.on('slot.changed', forget),
      deps.events.on('doctor.changed', forget),
      deps.events.on('doctor.available-now-changed', forget),
    ];
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  /** yyyy-MM-dd (the doctor's calendar date) or null when no doctor of the specialty is free within 7 days. */
  firstFreeDate(specialty: string): Promise<string | null> {
    const now = Date.now();
    const kept = this.cache.get(specialty);
    if (kept && now - kept.at < CACHE_MS) return kept.value;
    const value = this.lookUp(specialty);
    this.cache.set(specialty, { at: now, value });
    value.catch(() => this.cache.delete(specialty));
    return value;
  }

  private async lookUp(specialty: string): Promise<string | null> {
    const { db } = this.deps;
    const now = this.deps.clock();
    const rows = await db
      .select({
        id: doctors.id,
        timeZone: doctors.timeZone,
        weeklySlots: doctors.weeklySlots,
        bookingNoticeMinutes: doctors.bookingNoticeMinutes,
      })
      .from(doctors)
      // Only doctors patients can book: active and verified (issue 26).
      .where(and(eq(doctors.status, 'active'), eq(doctors.verification, 'verified'), eq(doctors.specialization, specialty)))
      .limit(DOCTORS_MAX);
    if (rows.length === 0) return null;
    const until = new Date(now.getTime() + (ASSISTANT_SLOT_LOOKAHEAD_DAYS + 1) * 86_400_000);
    const reservations = await db
      .select({ doctorId: slotReservations.doctorId, startsAt: slotReservations.startsAt, expiresAt: slotReservations.expiresAt })
      .from(slotReservations)
      .where(
        and(
          inArray(
            slotReservations.doctorId,
            rows.map((row) => row.id),
          ),
          isNull(slotReservations.releasedAt),
          gte(slotReservations.startsAt, now),
          lt(slotReservations.startsAt, until),
        ),
      );
    const daysOff = new Map<string, DaysOff[]>();
    for (const range of await timeOffOfDoctors(
      db,
      rows.map((row) => row.id),
    )) {
      daysOff.set(range.doctorId, [...(daysOff.get(range.doctorId) ?? []), range]);
    }
    const byDoctor = new Map<string, ReservationLike[]>();
    for (const reservation of reservations) {
      const list = byDoctor.get(reservation.doctorId) ?? [];
      list.push(reservation);
      byDoctor.set(reservation.doctorId, list);
    }

    let best: { startsAt: number; date: string } | undefined;
    for (const doctor of rows) {
      const today = DateTime.fromJSDate(now, { zone: doctor.timeZone }).startOf('day');
      for (let day = 0; day < ASSISTANT_SLOT_LOOKAHEAD_DAYS; day += 1) {
        const date = today.plus({ days: day }).toISODate()!;
        const availability = computeDateAvailability({
          date,
          timeZone: doctor.timeZone,
          weeklySlots: doctor.weeklySlots,
          active: true,
          now,
          reservations: byDoctor.get(doctor.id) ?? [],
          timeOff: daysOff.get(doctor.id) ?? [],
          // The slot rule booking applies: nothing sooner than the doctor's minimum notice.
          bookingNoticeMinutes: doctor.bookingNoticeMinutes,
        });
        const free = availability.times.find((slot) => slot.status === 'available');
        if (free) {
          const startsAt = Date.parse(free.startsAt);
          if (!best || startsAt < best.startsAt) best = { startsAt, date };
          break;
        }
      }
    }
    return best?.date ?? null;
  }
}
