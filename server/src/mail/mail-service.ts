import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailMessages, type MailAttachment } from '../db/schema';
import type { JobQueue } from '../jobs/job-queue';
import type { MailKind, RenderedMail } from './mail-templates';
import { readMessageSettings, sendingTime, unsubscribeToken, type MessageCategory, type OptionalCategory } from './message-preferences';

export type MailMessageRow = typeof mailMessages.$inferSelect;

/** Where sent mail goes: an SMTP server, the built-in mailbox (the delivery log itself), or nowhere. */
export type MailTransportKind = 'smtp' | 'mailbox' | 'none';

export interface MailServiceOptions {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  /**
   * How long one send may take (MAIL_SEND_TIMEOUT_SECONDS): the lease of the message's job.
   * Connecting and each answer of the SMTP server are limited to a third of it.
   */
  sendTimeoutSeconds?: number;
  /** Messages sent at once, over as many SMTP connections (MAIL_CONCURRENCY). Default 1. */
  concurrency?: number;
  from: string;
  /** Keep mail in the built-in mailbox when no SMTP server is set (never in production). */
  mailboxAllowed: boolean;
  /** Origin of links in messages sent from jobs, with no request to take it from (PUBLIC_URL). */
  siteOrigin: string;
  /** Signs unsubscribe links. */
  unsubscribeSecret: string;
  clock: () => Date;
}

/** The page an unsubscribe link opens (GET asks, POST switches off: RFC 8058's one click). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

export interface QueuedMail extends RenderedMail {
  kind: MailKind;
  to: string;
  userId: string | null;
  /** Default 'account' (always sent). Reminders and receipts follow the user's settings and quiet hours. */
  category?: MessageCategory;
  attachments?: MailAttachment[];
  /** Not worth sending after this (a reminder held by quiet hours past the visit): then not stored. */
  latest?: Date;
}

/**
 * The product's email: a message is rendered and stored in the delivery log in the caller's
 * transaction, with a job that sends it after commit; a failed send is retried with backoff
 * and each attempt is recorded on the row.
 */
export class MailService {
  readonly transport: MailTransportKind;
  private readonly smtp: nodemailer.Transporter | undefined;
  private readonly domain: string;

  /** Signs unsubscribe links (the unsubscribe page checks them). */
  get unsubscribeSecret(): string {
    return this.options.unsubscribeSecret;
  }

  constructor(private readonly options: MailServiceOptions) {
    this.transport = options.smtpUrl ? 'smtp' : options.mailboxAllowed ? 'mailbox' : 'none';
    const stepMs = Math.max(1_000, Math.round(((options.sendTimeoutSeconds ?? 60) * 1_000) / 3));
    this.smtp = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: stepMs,
          greetingTimeout: stepMs,
          socketTimeout: stepMs,
          // Kept-open connections, one per message in flight: a burst of reminders does not pay a handshake each.
          pool: true,
          maxConnections: Math.max(1, options.concurrency ?? 1),
        })
      : undefined;
    this.domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'telehealth.local';
  }

  /** Starts sending: picks up what is due, including messages queued before a restart. */
  async start(): Promise<void> {
    await this.options.jobs.work('mail.send', (data, attempt) => this.deliver(data.messageId, attempt.retryCount >= attempt.retryLimit), {
      concurrency: this.options.concurrency,
    });
  }

  /** Closes the SMTP connections kept open (once no job sends any more). */
  close(): void {
    this.smtp?.close();
  }

  /** Link that switches `category` off for the user in one click (shown in the message, and as List-Unsubscribe). */
  unsubscribeUrl(userId: string, category: OptionalCategory): string {
    return `${this.options.siteOrigin}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(this.options.unsubscribeSecret, userId, category)}`;
  }

  /** The List-Unsubscribe headers of a message the user can switch off (none on account messages). */
  headersFor(userId: string | null, category: MessageCategory): Record<string, string> {
    return userId && category !== 'account'
      ? {
          'List-Unsubscribe': `<${this.unsubscribeUrl(userId, category)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {};
  }

  /** A Message-ID of this sender's domain made from `key` (the same key, the same Message-ID). */
  messageIdOf(key: string): string {
    return `<${key}@${this.domain}>`;
  }

  /**
   * Stores the message and its sending job in `tx`: both exist only if the caller's change
   * commits. An optional message is not stored when the user switched its category off, and
   * waits for the end of their quiet hours. Answers the message's id, or null when not sent.
   */
  async queue(tx: Db, mail: QueuedMail): Promise<string | null> {
    const category = mail.category ?? 'account';
    const now = this.options.clock();
    const settings = mail.userId && category !== 'account' ? await readMessageSettings(tx, mail.userId) : null;
    const sendAt = settings ? sendingTime(settings, category, now) : now;
    if (!sendAt || (mail.latest && sendAt.getTime() > mail.latest.getTime())) return null;
    const headers = this.headersFor(mail.userId, category);
    const later = sendAt.getTime() > now.getTime() ? sendAt : undefined;
    const [row] = await tx
      .insert(mailMessages)
      .values({
        userId: mail.userId,
        kind: mail.kind,
        category,
        headers,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${randomUUID()}@${this.domain}>`,
        sendAfter: later ?? null,
        attachments: mail.attachments ?? [],
      })
      .returning({ id: mailMessages.id });
    await this.options.jobs.send('mail.send', { messageId: row!.id }, { tx, startAfter: later });
    return row!.id;
  }

  /**
   * Sends one stored message: at least once, never twice unnoticed (docs/email.md).
   *
   * The row is marked 'sending' before the SMTP conversation and 'sent' after the server's
   * answer. A message already 'sent' is never sent again. A failed attempt puts it back to
   * 'queued' before its retry, so a job that finds it still 'sending' is the retry of an
   * attempt that never answered: its worker was killed or hung past the job's lease
   * (MAIL_SEND_TIMEOUT_SECONDS), when pg-boss hands the job out again. Whether the SMTP server
   * took that attempt's message cannot be known, so it is sent again with the same Message-ID,
   * by which the receiving side can drop the copy.
   */
  async deliver(id: string, lastAttempt: boolean): Promise<void> {
    const { db, log } = this.options;
    const [before] = await db.select({ state: mailMessages.state }).from(mailMessages).where(eq(mailMessages.id, id));
    const [row] = await db
      .update(mailMessages)
      .set({ state: 'sending' })
      .where(and(eq(mailMessages.id, id), inArray(mailMessages.state, ['queued', 'sending', 'failed'])))
      .returning();
    if (!row) return;
    if (before?.state === 'sending') {
      log.warn({ mailId: id, messageId: row.messageId }, 'email: an earlier attempt was cut off; sending again with the same Message-ID');
    }
    try {
      await this.send(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailMessages)
        .set({ state: lastAttempt ? 'failed' : 'queued', attempts: row.attempts + 1, lastError: reason.slice(0, 500) })
        .where(eq(mailMessages.id, id));
      log.warn({ mailId: id, kind: row.kind, attempt: row.attempts + 1 }, lastAttempt ? 'email failed for good' : 'email failed; retrying');
      throw error;
    }
    await db
      .update(mailMessages)
      .set({ state: 'sent', attempts: row.attempts + 1, lastError: null, sentAt: new Date() })
      .where(eq(mailMessages.id, id));
  }

  /**
   * An operator's "Send again" of a message that failed for good: queued again with a new sending
   * job (the same Message-ID, so a receiver that did get it drops the copy). Answers false when
   * the message is not failed (already sent, or still being tried).
   */
  async retry(id: string, recordDecision?: (tx: Db) => Promise<void>): Promise<boolean> {
    return this.options.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .update(mailMessages)
        .set({ state: 'queued', sendAfter: null })
        .where(and(eq(mailMessages.id, id), eq(mailMessages.state, 'failed')))
        .returning({ id: mailMessages.id, channel: mailMessages.channel });
      if (!row) return false;
      // An SMS of the log goes again through its own job (sms-service.ts).
      await this.options.jobs.send(row.channel === 'sms' ? 'sms.send' : 'mail.send', { messageId: row.id }, { tx });
      // The operator's decision (access record) commits with the message it queues again.
      await recordDecision?.(tx);
      return true;
    });
  }

  /** Hands a stored message to the transport, recording nothing (the caller keeps the delivery log). */
  async transmit(row: MailMessageRow): Promise<void> {
    await this.send(row);
  }

  private async send(row: MailMessageRow): Promise<void> {
    if (this.transport === 'mailbox') return; // the stored row is the mailbox's copy
    if (!this.smtp) throw new Error('No mail server is configured (SMTP_URL), so this email cannot be sent.');
    await this.smtp.sendMail({
      from: this.options.from,
      to: row.toAddress,
      subject: row.subject,
      html: row.html,
      text: row.text,
      messageId: row.messageId,
      headers: row.headers,
      attachments: row.attachments.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.content, 'base64'),
      })),
    });
  }

  /** The built-in mailbox: the latest messages, newest first. */
  async mailbox(limit = 100): Promise<MailMessageRow[]> {
    return this.options.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.channel, 'email'))
      .orderBy(desc(mailMessages.createdAt))
      .limit(limit);
  }

  /** One page of what was sent, or is waiting, to one user (and no one else): newest first, with the user's total. */
  async sentTo(userId: string, page = 1, limit = 20): Promise<{ rows: MailMessageRow[]; total: number }> {
    const { db } = this.options;
    const rows = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.userId, userId))
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await db.select({ total: count() }).from(mailMessages).where(eq(mailMessages.userId, userId));
    return { rows, total: Number(counted?.total ?? 0) };
  }

  async message(id: string): Promise<MailMessageRow | undefined> {
    const [row] = await this.options.db.select().from(mailMessages).where(eq(mailMessages.id, id));
    return row;
  }
}
