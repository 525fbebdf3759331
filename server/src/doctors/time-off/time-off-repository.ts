import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments, doctors, doctorTimeOff, patients, users, type DoctorTimeOffRow } from '../../db/schema';

/** The doctor's time off that ends on or after `fromDate` (yyyy-MM-dd), earliest first. */
export function listTimeOff(db: Db, doctorId: string, fromDate: string): Promise<DoctorTimeOffRow[]> {
  return db
    .select()
    .from(doctorTimeOff)
    .where(and(eq(doctorTimeOff.doctorId, doctorId), gte(doctorTimeOff.endDate, fromDate)))
    .orderBy(asc(doctorTimeOff.startDate), asc(doctorTimeOff.createdAt));
}

/** The doctor's time off covering `date` (yyyy-MM-dd): none, or the ranges that hold it. */
export function timeOffCovering(db: Db, doctorId: string, date: string) {
  return db
    .select({ startDate: doctorTimeOff.startDate, endDate: doctorTimeOff.endDate })
    .from(doctorTimeOff)
    .where(and(eq(doctorTimeOff.doctorId, doctorId), sql`${doctorTimeOff.startDate} <= ${date}`, gte(doctorTimeOff.endDate, date)));
}

/**
 * Time off of many doctors for search: of `doctorIds`, or of every doctor when absent. Ranges
 * that ended before yesterday (the database's) are left out: no search date can fall in them.
 */
export async function timeOffOfDoctors(db: Db, doctorIds?: readonly string[]) {
  if (doctorIds && doctorIds.length === 0) return [];
  const current = gte(doctorTimeOff.endDate, sql`(current_date - 1)`);
  return db
    .select({ doctorId: doctorTimeOff.doctorId, startDate: doctorTimeOff.startDate, endDate: doctorTimeOff.endDate })
    .from(doctorTimeOff)
    .where(doctorIds ? and(current, inArray(doctorTimeOff.doctorId, [...doctorIds])) : current)
    .orderBy(asc(doctorTimeOff.startDate), asc(doctorTimeOff.id));
}

/**
 * Adds time off and stamps the doctor's `updated_at` in one transaction: other instances' search
 * finds changed doctors by that stamp.
 */
export function insertTimeOff(
  db: Db,
  doctorId: string,
  values: { startDate: string; endDate: string; note: string },
  now: Date,
): Promise<DoctorTimeOffRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(doctorTimeOff)
      .values({ doctorId, ...values, createdAt: now })
      .returning();
    await tx.update(doctors).set({ updatedAt: now }).where(eq(doctors.id, doctorId));
    return row!;
  });
}

/** Removes the doctor's own time off `id` (and stamps the doctor); undefined when the doctor has no such entry. */
export function deleteTimeOff(db: Db, doctorId: string, id: string, now: Date): Promise<DoctorTimeOffRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(doctorTimeOff)
      .where(and(eq(doctorTimeOff.id, id), eq(doctorTimeOff.doctorId, doctorId)))
      .returning();
    if (row) await tx.update(doctors).set({ updatedAt: now }).where(eq(doctors.id, doctorId));
    return row;
  });
}

/** The doctor's scheduled visits starting in [from, to), earliest first, with the patient's name. */
export function scheduledVisitsBetween(db: Db, doctorId: string, from: Date, to: Date) {
  return db
    .select({
      appointmentId: appointments.id,
      appointmentDate: appointments.appointmentDate,
      timeSlot: appointments.timeSlot,
      startsAt: appointments.startsAt,
      patientName: users.name,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(users, eq(users.id, patients.userId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.status, 'scheduled'),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}
