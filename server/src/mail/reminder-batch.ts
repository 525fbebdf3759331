import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findAppointmentRecords, type AppointmentRecord } from '../appointments';
import type { Db } from '../db/client';
import { appointmentReminders, mailMessages, messagePreferences } from '../db/schema';
import type { FetchedJob } from '../jobs/job-queue';
import { queueSmsReminder, reminderMail, reminderStillDue, sendReminder, type AppointmentMailDeps } from './appointment-mail';
import type { MailMessageRow } from './mail-service';
import { DEFAULT_SETTINGS, sendingTime, type MessageSettings } from './message-preferences';

type ReminderJob = FetchedJob<'appointment.reminder'>;

/**
 * How reminder jobs are fetched on the fast path: batches of four times MAIL_CONCURRENCY (their
 * messages go over MAIL_CONCURRENCY SMTP connections), by two workers, so that one batch is read
 * and written while the other's messages are being sent.
 */
export const REMINDER_BATCHES = (mailConcurrency: number) => ({ concurrency: Math.min(256, mailConcurrency * 4), workers: 2 });

/**
 * The fast path of due reminders (MAIL_CONCURRENCY above 1; at 1 each reminder job queues a
 * `mail.send` job, as every other message does). A fetched batch of reminder jobs is read,
 * rendered, stored in the delivery log and sent by the reminder jobs themselves, without a
 * second job each, in a handful of statements per batch:
 *
 * 1. On a retry (a job started before: its worker failed or was killed), the batch's rows already
 *    in the delivery log are found by their Message-ID, which is made from the reminder (the
 *    appointment, the kind and the start it was written for): a row already sent is not sent
 *    again; one not sent yet is sent with the same Message-ID (as `mail.send` does).
 * 2. The others' appointments and the patients' settings are read in one statement each; a
 *    reminder no longer due, or switched off, is dropped; one held by quiet hours goes the usual
 *    way (`sendReminder`: a row with a `mail.send` job at the end of the quiet hours).
 * 3. One transaction stores the new rows as 'sending' and removes their reminder records.
 * 4. The messages are sent side by side; the sent ones are marked in one statement; a failed
 *    one is put back to 'queued' (or 'failed' on the last attempt) and its job fails, to be
 *    retried with backoff.
 *
 * A kill after step 3 leaves the jobs active and their rows 'sending': once the jobs' lease
 * expires they run again and step 1 sends those rows again with the same Message-ID.
 */
export async function sendReminderBatch(
  deps: AppointmentMailDeps & { log: FastifyBaseLogger },
  jobs: ReminderJob[],
): Promise<PromiseSettledResult<unknown>[]> {
  const { db, mail, clock, log } = deps;
  const now = clock();
  const outcomes: PromiseSettledResult<unknown>[] = jobs.map(() => ({ status: 'fulfilled', value: undefined }));
  // Reminders written before they carried their start go the usual way.
  const keyOf = (job: ReminderJob) =>
    job.data.startsAt ? mail.messageIdOf(`reminder.${job.data.appointmentId}.${job.data.kind}.${Date.parse(job.data.startsAt)}`) : null;
  const usual = async (index: number) => {
    const { appointmentId, kind, startsAt } = jobs[index]!.data;
    try {
      await sendReminder(deps, appointmentId, kind, startsAt);
    } catch (error) {
      outcomes[index] = { status: 'rejected', reason: error };
    }
  };

  // 1. Rows stored by an earlier run of these jobs.
  const keys = jobs.map(keyOf);
  const stored = new Map<string, MailMessageRow>();
  const retried = keys.filter((key, index): key is string => key !== null && jobs[index]!.retryCount > 0);
  if (retried.length > 0) {
    for (const row of await db.select().from(mailMessages).where(inArray(mailMessages.messageId, retried))) stored.set(row.messageId, row);
  }

  // 2. What the others need, read at once.
  const fresh = jobs.map((job, index) => index).filter((index) => keys[index] && !stored.has(keys[index]!));
  const records = new Map<string, AppointmentRecord>();
  for (const record of await findAppointmentRecords(
    db,
    fresh.map((index) => jobs[index]!.data.appointmentId),
  ))
    records.set(record.appointment.id, record);
  const settings = new Map<string, MessageSettings>();
  const patientIds = [...new Set([...records.values()].map((record) => record.patientUser.id))];
  if (patientIds.length > 0) {
    for (const row of await db.select().from(messagePreferences).where(inArray(messagePreferences.userId, patientIds))) {
      settings.set(row.userId, {
        reminders: row.reminders,
        receipts: row.receipts,
        smsReminders: row.smsReminders,
        quietHours: row.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null,
        timeZone: row.timeZone,
      });
    }
  }

  const toStore: Array<{ index: number; values: typeof mailMessages.$inferInsert }> = [];
  const toForget: ReminderJob['data'][] = [];
  /** Their SMS (switched on or off on its own), stored with them. */
  const texts: Array<{ record: AppointmentRecord; kind: ReminderJob['data']['kind']; zone: string }> = [];
  const theUsualWay: number[] = [];
  for (const [index, job] of jobs.entries()) {
    const key = keys[index];
    if (!key) {
      theUsualWay.push(index);
      continue;
    }
    if (stored.has(key)) continue;
    const record = records.get(job.data.appointmentId);
    if (!record || !reminderStillDue(record, now, job.data.startsAt)) continue;
    const patientSettings = settings.get(record.patientUser.id) ?? DEFAULT_SETTINGS;
    const sendAt = sendingTime(patientSettings, 'reminders', now);
    const zone = patientSettings.timeZone ?? record.doctor.timeZone;
    if (!sendAt) {
      // Switched off: no email is stored, as the usual way does; the reminder is done.
      toForget.push(job.data);
      texts.push({ record, kind: job.data.kind, zone });
      continue;
    }
    if (sendAt.getTime() !== now.getTime()) {
      theUsualWay.push(index);
      continue;
    }
    const message = reminderMail(deps, record, job.data.kind, zone);
    toStore.push({
      index,
      values: {
        userId: message.userId,
        kind: message.kind,
        category: 'reminders',
        headers: mail.headersFor(message.userId, 'reminders'),
        toAddress: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: key,
        state: 'sending',
        attachments: [],
      },
    });
    toForget.push(job.data);
    texts.push({ record, kind: job.data.kind, zone });
  }

  // 3. The new rows and the end of their reminder records, together.
  const sending: Array<{ index: number; row: MailMessageRow }> = [];
  if (toStore.length > 0 || toForget.length > 0) {
    await db.transaction(async (tx) => {
      if (toStore.length > 0) {
        const rows = await tx
          .insert(mailMessages)
          .values(toStore.map((entry) => entry.values))
          .returning();
        const byKey = new Map(rows.map((row) => [row.messageId, row]));
        for (const entry of toStore) sending.push({ index: entry.index, row: byKey.get(entry.values.messageId)! });
      }
      for (const text of texts) await queueSmsReminder(deps, tx as unknown as Db, text.record, text.kind, text.zone);
      if (toForget.length > 0) {
        await tx
          .delete(appointmentReminders)
          .where(
            or(
              ...toForget.map((data) =>
                and(eq(appointmentReminders.appointmentId, data.appointmentId), eq(appointmentReminders.kind, data.kind)),
              ),
            ),
          );
      }
    });
  }
  for (const [index, key] of keys.entries()) {
    const row = key ? stored.get(key) : undefined;
    if (!row || row.state === 'sent') continue;
    if (row.state === 'sending') {
      log.warn(
        { mailId: row.id, messageId: row.messageId },
        'email: an earlier attempt was cut off; sending again with the same Message-ID',
      );
    }
    sending.push({ index, row });
  }

  // 4. Sent side by side, recorded together.
  const results = await Promise.allSettled(sending.map(({ row }) => mail.transmit(row)));
  const sent = sending.filter((_, at) => results[at]!.status === 'fulfilled').map(({ row }) => row.id);
  if (sent.length > 0) {
    await db
      .update(mailMessages)
      .set({ state: 'sent', attempts: sql`${mailMessages.attempts} + 1`, lastError: null, sentAt: new Date() })
      .where(inArray(mailMessages.id, sent));
  }
  for (const [at, result] of results.entries()) {
    if (result.status !== 'rejected') continue;
    const { index, row } = sending[at]!;
    const job = jobs[index]!;
    const lastAttempt = job.retryCount >= job.retryLimit;
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    await db
      .update(mailMessages)
      .set({ state: lastAttempt ? 'failed' : 'queued', attempts: row.attempts + 1, lastError: reason.slice(0, 500) })
      .where(eq(mailMessages.id, row.id));
    log.warn(
      { mailId: row.id, kind: row.kind, attempt: row.attempts + 1 },
      lastAttempt ? 'email failed for good' : 'email failed; retrying',
    );
    outcomes[index] = { status: 'rejected', reason: result.reason };
  }

  for (const index of theUsualWay) await usual(index);
  return outcomes;
}
