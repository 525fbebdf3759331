import { and, asc, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../db/client';
import { appointments, doctorAgendas, doctors, patients, users } from '../db/schema';
import type { MailService } from './mail-service';
import { mailTemplates } from './mail-templates';

/** The doctor's local time from which the day's agenda goes. */
export const AGENDA_HOUR = 7;
/** How often the sweep looks for doctors whose 07:00 has passed (pg-boss cron, UTC). */
export const AGENDA_SWEEP_CRON = '*/15 * * * *';
/** Doctors handled by one sweep at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 2_000;

export interface DoctorAgendaDeps {
  db: Db;
  mail: MailService;
  /** Origin of links in the messages (PUBLIC_URL, else localhost). */
  siteOrigin: string;
}

/** One visit as the agenda shows it: time in the doctor's zone and the patient's first name, nothing else. */
export interface AgendaVisit {
  time: string;
  patientFirstName: string;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Sends today's agenda to every verified doctor whose local time has passed 07:00 and who has
 * not had today's yet. A doctor's day is claimed by a row of `doctor_agendas` written in the
 * transaction that queues the message, so it goes once per local day across restarts and
 * instances. A doctor with no visits today gets nothing (the row still records the day).
 * Answers how many agendas were queued.
 */
export async function sendDueAgendas(deps: DoctorAgendaDeps, now: Date): Promise<number> {
  const { db } = deps;
  const zones = await db.selectDistinct({ timeZone: doctors.timeZone }).from(doctors).where(eq(doctors.verification, 'verified'));
  let queued = 0;
  for (const { timeZone } of zones) {
    const local = DateTime.fromJSDate(now, { zone: timeZone });
    if (!local.isValid || local.hour < AGENDA_HOUR) continue;
    const localDate = local.toISODate()!;
    const due = await db
      .select({ doctorId: doctors.id })
      .from(doctors)
      .where(
        and(
          eq(doctors.verification, 'verified'),
          eq(doctors.timeZone, timeZone),
          notExists(
            db
              .select({ one: sql`1` })
              .from(doctorAgendas)
              .where(and(eq(doctorAgendas.doctorId, doctors.id), eq(doctorAgendas.localDate, localDate))),
          ),
        ),
      )
      .limit(SWEEP_LIMIT);
    for (const { doctorId } of due) {
      if (await sendAgenda(deps, doctorId, local)) queued += 1;
    }
  }
  return queued;
}

/** Claims the doctor's day and queues its agenda in one transaction; false when claimed elsewhere or empty. */
async function sendAgenda(deps: DoctorAgendaDeps, doctorId: string, local: DateTime): Promise<boolean> {
  const { db, mail, siteOrigin } = deps;
  const dayStart = local.startOf('day');
  const dayEnd = dayStart.plus({ days: 1 });
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [claimed] = await tx
      .insert(doctorAgendas)
      .values({ doctorId, localDate: dayStart.toISODate()! })
      .onConflictDoNothing()
      .returning({ doctorId: doctorAgendas.doctorId });
    if (!claimed) return false;
    const [doctor] = await tx
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(doctors)
      .innerJoin(users, eq(users.id, doctors.userId))
      .where(eq(doctors.id, doctorId));
    if (!doctor) return false;
    const rows = await tx
      .select({ startsAt: appointments.startsAt, patientName: users.name })
      .from(appointments)
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .innerJoin(users, eq(users.id, patients.userId))
      .where(
        and(
          eq(appointments.doctorId, doctorId),
          inArray(appointments.status, ['scheduled']),
          gte(appointments.startsAt, dayStart.toJSDate()),
          lt(appointments.startsAt, dayEnd.toJSDate()),
        ),
      )
      .orderBy(asc(appointments.startsAt));
    if (rows.length === 0) return false;
    const visits: AgendaVisit[] = rows.map((row) => ({
      time: DateTime.fromJSDate(row.startsAt, { zone: local.zone }).toFormat('h:mm a'),
      patientFirstName: firstName(row.patientName),
    }));
    const mailId = await mail.queue(tx, {
      kind: 'doctor-agenda',
      category: 'reminders',
      to: doctor.email,
      userId: doctor.userId,
      // Held by quiet hours past the day's end, an agenda is no use.
      latest: dayEnd.toJSDate(),
      ...mailTemplates.doctorAgenda({
        name: doctor.name,
        day: dayStart.setLocale('en-US').toFormat('cccc, LLLL d'),
        zone: dayStart.toFormat('ZZZZ'),
        visits,
        appointmentsUrl: `${siteOrigin}/appointments`,
        unsubscribeUrl: mail.unsubscribeUrl(doctor.userId, 'reminders'),
      }),
    });
    if (!mailId) return false;
    await tx
      .update(doctorAgendas)
      .set({ mailId })
      .where(and(eq(doctorAgendas.doctorId, doctorId), eq(doctorAgendas.localDate, dayStart.toISODate()!)));
    return true;
  });
}
