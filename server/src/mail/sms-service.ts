import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { findAppointmentRecord } from '../appointments';
import type { Db } from '../db/client';
import { mailMessages, messagePreferences } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import { findUserById, toE164 } from '../users';
import { readMessageSettings, sendingTime } from './message-preferences';
import { sendSms, SmsRejected, type SmsAccount } from './sms-client';

/** What the delivery log shows of an SMS reminder (its body is in `text`). */
export const SMS_REMINDER_SUBJECT = 'Appointment reminder by text message';

export interface SmsServiceOptions {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Undefined when SMS_* is not set: then nothing is sent by SMS. */
  account: SmsAccount | undefined;
  /** Longest wait for the SMS service's answer. */
  timeoutMs: number;
  /** SMS sent at once by this instance. */
  concurrency?: number;
  clock: () => Date;
}

export interface QueuedSmsReminder {
  /** Sent to the phone number on this user's account (normalised again to E.164 here). */
  userId: string;
  body: string;
  /** The appointment it reminds of, and the start it was written for: a cancel or a move makes it void. */
  appointmentId: string;
  startsAt: Date;
  /** Not worth sending after this (held by quiet hours past the visit): then not stored. */
  latest: Date;
}

/**
 * SMS reminders (issue 25 §5): optional, through a Twilio-compatible API. Each SMS is a row of
 * the delivery log (`mail_messages`, channel 'sms') with an `sms.send` job written in the
 * caller's transaction, so it survives a restart and is retried with backoff when the service
 * fails or cannot be reached. A refusal (4xx: a bad number) is final: marked failed with the
 * service's reason, not retried.
 */
export class SmsService {
  constructor(private readonly options: SmsServiceOptions) {}

  /** Whether SMS is configured: the notification settings offer SMS reminders only then. */
  get available(): boolean {
    return this.options.account !== undefined;
  }

  async start(): Promise<void> {
    await this.options.jobs.work(
      'sms.send',
      (data, attempt) => this.deliver(data.messageId, attempt.retryCount >= attempt.retryLimit, data.appointmentId, data.startsAt),
      { concurrency: this.options.concurrency },
    );
  }

  /**
   * Stores an SMS reminder and its sending job in `tx`, when SMS is configured, the user has a
   * phone number and switched SMS reminders on; held to the end of their quiet hours like email.
   * A number that is not a valid international one is logged as failed with the reason (no job).
   * Answers the message's id, or null when none is stored.
   */
  async queueReminder(tx: Db, sms: QueuedSmsReminder): Promise<string | null> {
    if (!this.options.account) return null;
    const phoneNumber = (await findUserById(tx, sms.userId))?.phoneNumber;
    if (!phoneNumber) return null;
    const now = this.options.clock();
    const settings = await readMessageSettings(tx, sms.userId);
    // The reminders' quiet hours, decided by the SMS switch instead of the email one.
    const sendAt = sendingTime({ ...settings, reminders: settings.smsReminders }, 'reminders', now);
    if (!sendAt || sendAt.getTime() > sms.latest.getTime()) return null;
    let to: string | null;
    let refused: string | null = null;
    try {
      to = toE164(phoneNumber);
    } catch (error) {
      to = null;
      refused = `Not sent: the phone number on the account is not a valid international number (${error instanceof Error ? error.message : String(error)})`;
    }
    const later = sendAt.getTime() > now.getTime() ? sendAt : undefined;
    const [row] = await tx
      .insert(mailMessages)
      .values({
        userId: sms.userId,
        kind: 'appointment-reminder',
        channel: 'sms',
        category: 'reminders',
        toAddress: to ?? phoneNumber,
        subject: SMS_REMINDER_SUBJECT,
        html: '',
        text: sms.body,
        messageId: `<${randomUUID()}@sms>`,
        sendAfter: later ?? null,
        ...(refused ? { state: 'failed' as const, lastError: refused } : {}),
      })
      .returning({ id: mailMessages.id });
    if (refused) return row!.id;
    await this.options.jobs.send(
      'sms.send',
      { messageId: row!.id, appointmentId: sms.appointmentId, startsAt: sms.startsAt.toISOString() },
      { tx, startAfter: later },
    );
    return row!.id;
  }

  /**
   * Sends one stored SMS. A refusal marks it failed for good (the job ends: no retry); any other
   * failure puts it back to queued (failed on the last attempt) and throws, so the job is
   * retried with backoff. A reminder whose appointment was cancelled or moved while it waited
   * (quiet hours) is dropped from the log unsent, as the reminder job itself would have been.
   */
  async deliver(id: string, lastAttempt: boolean, appointmentId?: string, startsAt?: string): Promise<void> {
    const { db, log, account } = this.options;
    if (appointmentId && startsAt && !(await this.stillDue(appointmentId, startsAt))) {
      await db.delete(mailMessages).where(and(eq(mailMessages.id, id), eq(mailMessages.channel, 'sms'), eq(mailMessages.state, 'queued')));
      return;
    }
    const [row] = await db
      .update(mailMessages)
      .set({ state: 'sending' })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.channel, 'sms'), inArray(mailMessages.state, ['queued', 'sending', 'failed'])))
      .returning();
    if (!row) return;
    const attempts = row.attempts + 1;
    try {
      if (!account) throw new SmsRejected('Not sent: SMS is not configured (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)', null, 0);
      await sendSms(account, row.toAddress, row.text, this.options.timeoutMs);
    } catch (error) {
      const optedOut = error instanceof SmsRejected && error.code === SmsRejected.OPTED_OUT;
      const reason = optedOut
        ? 'Not sent: this number replied STOP to our text messages, so SMS reminders are now off for this account'
        : (error instanceof Error ? error.message : String(error)).slice(0, 500);
      // They said stop: no more reminders are queued for them by SMS until they switch it on again.
      if (optedOut && row.userId)
        await db
          .update(messagePreferences)
          .set({ smsReminders: false, updatedAt: this.options.clock() })
          .where(eq(messagePreferences.userId, row.userId));
      const final = lastAttempt || error instanceof SmsRejected;
      await db
        .update(mailMessages)
        .set({ state: final ? 'failed' : 'queued', attempts, lastError: reason })
        .where(eq(mailMessages.id, id));
      log.warn({ smsId: id, attempt: attempts, reason }, final ? 'SMS failed for good' : 'SMS failed; retrying');
      if (error instanceof SmsRejected) return;
      throw error;
    }
    await db.update(mailMessages).set({ state: 'sent', attempts, lastError: null, sentAt: new Date() }).where(eq(mailMessages.id, id));
  }

  private async stillDue(appointmentId: string, startsAt: string): Promise<boolean> {
    const record = await findAppointmentRecord(this.options.db, appointmentId);
    return (
      record !== null &&
      record !== undefined &&
      record.appointment.status === 'scheduled' &&
      record.appointment.startsAt.getTime() === Date.parse(startsAt) &&
      record.appointment.startsAt.getTime() > this.options.clock().getTime()
    );
  }
}
