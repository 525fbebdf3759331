import { consultationPath } from '@telehealth/shared-api/core';
import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { calendarFileOf, findAppointmentRecord, type AppointmentRecord } from '../appointments';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { appointmentReminders } from '../db/schema';
import type { EventStream } from '../events';
import type { JobQueue } from '../jobs/job-queue';
import type { MailService, QueuedMail } from './mail-service';
import { mailTemplates } from './mail-templates';
import { readMessageSettings } from './message-preferences';
import type { SmsService } from './sms-service';
import { smsReminderText } from './sms-reminder';

/** How long before the start each reminder goes. */
export const REMINDERS = { '24h': 24 * 3_600_000, '1h': 3_600_000 } as const;
export type ReminderKind = keyof typeof REMINDERS;

export interface AppointmentMailDeps {
  mail: MailService;
  jobs: JobQueue;
  db: Db;
  clock: Clock;
  /** Origin of links in the messages (PUBLIC_URL, else localhost). */
  siteOrigin: string;
  /** SMS reminders beside the email ones (when SMS_* is set). */
  sms?: SmsService;
}

/** 'Fri 28 Nov at 10:00 AM GMT+5:30' in `zone`. */
export function when(at: Date, zone: string): string {
  return DateTime.fromJSDate(at, { zone }).toFormat("ccc d LLL 'at' h:mm a ZZZZ");
}

/** The patient's zone: the one of their email settings, else the doctor's (named in the time). */
export async function patientZone(db: Db, record: AppointmentRecord): Promise<string> {
  return (await readMessageSettings(db, record.patientUser.id)).timeZone ?? record.doctor.timeZone;
}

/**
 * Email about appointments, as subscribers of its events (issue 25): a confirmation with the
 * .ics when one is booked, reminders 24 hours and 1 hour before as durable jobs written in the
 * booking event's delivery (removed in the cancellation's). Receipts are in receipt-mail.ts.
 * Each handler's writes commit once, with the delivery of its event.
 */
export function subscribeAppointmentMail(events: EventStream, deps: AppointmentMailDeps): void {
  const { mail, jobs, clock, siteOrigin } = deps;
  const appointmentUrl = `${siteOrigin}/appointments`;
  /** The appointment's .ics as an attachment (same UID always; SEQUENCE counts the moves). */
  const calendarAttachment = (record: AppointmentRecord) => ({
    filename: 'appointment.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(calendarFileOf(record, clock(), siteOrigin)).toString('base64'),
  });

  events.handle('appointment.booked', async (event, { tx }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { appointment, doctorUser, patientUser } = record;
    const zone = await patientZone(tx, record);
    await mail.queue(tx, {
      kind: 'appointment-confirmation',
      to: patientUser.email,
      userId: patientUser.id,
      ...mailTemplates.appointmentConfirmation({
        name: patientUser.name,
        when: when(appointment.startsAt, zone),
        doctor: `Dr. ${doctorUser.name}`,
        appointmentUrl,
        joinUrl: `${siteOrigin}${consultationPath(appointment.id)}`,
      }),
      attachments: [calendarAttachment(record)],
    });
    await scheduleReminders(tx, appointment);
  });

  /** The reminders of an appointment at its current start, as durable jobs of `tx`. */
  async function scheduleReminders(tx: Db, appointment: { id: string; startsAt: Date }): Promise<void> {
    const now = clock().getTime();
    for (const [kind, before] of Object.entries(REMINDERS) as [ReminderKind, number][]) {
      const dueAt = new Date(appointment.startsAt.getTime() - before);
      if (dueAt.getTime() <= now) continue;
      const jobId = await jobs.send(
        'appointment.reminder',
        { appointmentId: appointment.id, kind, startsAt: appointment.startsAt.toISOString() },
        { tx, startAfter: dueAt },
      );
      await tx.insert(appointmentReminders).values({ appointmentId: appointment.id, kind, jobId, dueAt }).onConflictDoNothing();
    }
  }

  /** Removes the reminders not sent yet of an appointment (their jobs and their records), in `tx`. */
  async function removeReminders(tx: Db, appointmentId: string): Promise<void> {
    const reminders = await tx.select().from(appointmentReminders).where(eq(appointmentReminders.appointmentId, appointmentId));
    for (const reminder of reminders) {
      await jobs.remove('appointment.reminder', reminder.jobId, { tx });
      await tx
        .delete(appointmentReminders)
        .where(and(eq(appointmentReminders.appointmentId, reminder.appointmentId), eq(appointmentReminders.kind, reminder.kind)));
    }
  }

  events.handle('appointment.cancelled', async (event, { tx }) => {
    await removeReminders(tx, event.data.appointmentId);
    if (event.data.canceledBy !== 'doctor') return;
    // The doctor's cancellation: the patient reads why (the refund notice follows when it is made).
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record || !record.appointment.cancelReason) return;
    const { appointment, doctorUser, patientUser } = record;
    await mail.queue(tx, {
      kind: 'appointment-cancelled',
      to: patientUser.email,
      userId: patientUser.id,
      ...mailTemplates.appointmentCancelledByDoctor({
        name: patientUser.name,
        when: when(appointment.startsAt, await patientZone(tx, record)),
        doctor: `Dr. ${doctorUser.name}`,
        reason: appointment.cancelReason!,
        refunded: event.data.refundAmount > 0,
        appointmentUrl: `${siteOrigin}/doctors`,
      }),
    });
  });

  /**
   * A move: the reminders go with it (removed and written again in this delivery's
   * transaction), and the patient gets the confirmation again with a calendar file of the same
   * UID and a higher SEQUENCE, which calendars take as the same event, updated.
   */
  events.handle('appointment.rescheduled', async (event, { tx }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    await removeReminders(tx, record.appointment.id);
    if (record.appointment.status !== 'scheduled') return;
    // A later move delivers its own event; this one's file would carry an older time.
    if (record.appointment.sequence !== event.data.sequence) return;
    await scheduleReminders(tx, record.appointment);
    const { appointment, doctorUser, patientUser } = record;
    const zone = await patientZone(tx, record);
    await mail.queue(tx, {
      kind: 'appointment-rescheduled',
      to: patientUser.email,
      userId: patientUser.id,
      ...mailTemplates.appointmentRescheduled({
        name: patientUser.name,
        when: when(appointment.startsAt, zone),
        previousWhen: when(new Date(event.data.previousStartsAt), zone),
        doctor: `Dr. ${doctorUser.name}`,
        movedBy: event.data.rescheduledBy === 'patient' ? 'you' : 'the doctor',
        appointmentUrl,
        joinUrl: `${siteOrigin}${consultationPath(appointment.id)}`,
      }),
      attachments: [calendarAttachment(record)],
    });
  });
}

/** The reminder of `record`, rendered with times in the patient's `zone` (and the doctor's when it differs). */
export function reminderMail(
  deps: Pick<AppointmentMailDeps, 'mail' | 'siteOrigin'>,
  record: AppointmentRecord,
  kind: ReminderKind,
  zone: string,
): QueuedMail {
  const { mail, siteOrigin } = deps;
  const { appointment, doctorUser, patientUser, doctor } = record;
  return {
    kind: 'appointment-reminder',
    category: 'reminders',
    to: patientUser.email,
    userId: patientUser.id,
    // Held by quiet hours past the start, a reminder is no use.
    latest: new Date(appointment.startsAt.getTime() - 5 * 60_000),
    ...mailTemplates.appointmentReminder({
      name: patientUser.name,
      lead: kind === '24h' ? 'tomorrow' : 'in one hour',
      when: when(appointment.startsAt, zone),
      doctorWhen: zone === doctor.timeZone ? null : when(appointment.startsAt, doctor.timeZone),
      doctor: `Dr. ${doctorUser.name}`,
      appointmentUrl: `${siteOrigin}/appointments`,
      joinUrl: `${siteOrigin}${consultationPath(appointment.id)}`,
      unsubscribeUrl: mail.unsubscribeUrl(patientUser.id, 'reminders'),
    }),
  };
}

/**
 * The SMS beside a due reminder, in the transaction that stores the email (its own delivery log
 * row and `sms.send` job); nothing when SMS is off, or the patient has no number or said no.
 */
export async function queueSmsReminder(
  deps: Pick<AppointmentMailDeps, 'sms' | 'siteOrigin'>,
  tx: Db,
  record: AppointmentRecord,
  kind: ReminderKind,
  zone: string,
): Promise<void> {
  const { appointment, patientUser } = record;
  await deps.sms?.queueReminder(tx, {
    userId: patientUser.id,
    appointmentId: appointment.id,
    startsAt: appointment.startsAt,
    latest: new Date(appointment.startsAt.getTime() - 5 * 60_000),
    body: smsReminderText({
      lead: kind,
      startsAt: appointment.startsAt,
      zone,
      joinUrl: `${deps.siteOrigin}${consultationPath(appointment.id)}`,
    }),
  });
}

/** Whether a reminder written for `forStartsAt` is still worth sending: the appointment is on, not started, not moved. */
export function reminderStillDue(record: AppointmentRecord, now: Date, forStartsAt: string | undefined): boolean {
  if (record.appointment.status !== 'scheduled' || record.appointment.startsAt.getTime() <= now.getTime()) return false;
  // A reminder of the time before a move, run before the move's delivery removed it: the moved
  // appointment's own reminder comes at its time.
  return !forStartsAt || Date.parse(forStartsAt) === record.appointment.startsAt.getTime();
}

/** Sends a due reminder, unless the appointment is no longer on or already started. */
export async function sendReminder(
  deps: AppointmentMailDeps,
  appointmentId: string,
  kind: ReminderKind,
  /** The start the reminder was written for (ISO); absent in reminders written before moves existed. */
  forStartsAt?: string,
): Promise<string | null> {
  const { db, mail, clock } = deps;
  const record = await findAppointmentRecord(db, appointmentId);
  if (!record || !reminderStillDue(record, clock(), forStartsAt)) return null;
  const zone = await patientZone(db, record);
  return db.transaction(async (tx) => {
    const id = await mail.queue(tx, reminderMail(deps, record, kind, zone));
    await queueSmsReminder(deps, tx, record, kind, zone);
    await tx
      .delete(appointmentReminders)
      .where(and(eq(appointmentReminders.appointmentId, appointmentId), eq(appointmentReminders.kind, kind)));
    return id;
  });
}
