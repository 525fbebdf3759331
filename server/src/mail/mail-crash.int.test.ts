import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { startJobQueue } from '../jobs/job-queue';
import {
  childLog,
  createChildDatabase,
  killChild,
  rows,
  sleep,
  sql,
  startChildServer,
  stopChild,
  type ChildDatabase,
  type RunningProduct,
} from '../../test/support/child-server';
import { startSmtp, type Smtp } from '../../test/support/smtp-stand-in';
import { databases } from '../../test/support/test-server';
import { MailService } from './mail-service';

// Issue 25: no message lost or sent twice unnoticed when the server is killed while sending.
// A batch of messages is queued; the real server (a child process) sends them to a slow SMTP
// server in this process and is killed with SIGKILL mid-batch; once restarted, it sends the rest.
// Every message arrives; those cut off mid-send may arrive twice, with the same Message-ID.

jest.setTimeout(240_000);

const BATCH = 24;
const LEASE_SECONDS = '6';
/** Messages the server sends at once (MAIL_CONCURRENCY): several are in flight when the kill lands. */
const CONCURRENCY = 4;
/** The SMTP server answers each message this late: the kill lands while one waits for its answer. */
const ANSWER_DELAY_MS = 500;

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** Queues `count` messages as the product does (row and job in one transaction), before any server runs. */
async function queueBatch(database: Database, count: number): Promise<void> {
  // As the server queues them: the job's lease is MAIL_SEND_TIMEOUT_SECONDS.
  const jobs = await startJobQueue(database, { pollSeconds: 60, log: quiet, expireSeconds: { 'mail.send': Number(LEASE_SECONDS) } });
  try {
    const mail = new MailService({
      db: database.db,
      jobs,
      log: quiet,
      smtpUrl: undefined,
      from: 'CareLink <care@example.test>',
      mailboxAllowed: true,
      siteOrigin: 'http://localhost',
      unsubscribeSecret: 'crash-test',
      clock: () => new Date(),
    });
    const message = (index: number) => ({
      kind: 'email-verification' as const,
      to: `crash-${index}@example.test`,
      userId: null,
      subject: `Crash batch message ${index}`,
      html: `<p>Message ${index}</p>`,
      text: `Message ${index}`,
    });
    // The first outside a transaction: it creates the job queue through the pool, which an open
    // PGlite transaction would hold up (the server creates it at start, when its worker begins).
    await mail.queue(database.db, message(0));
    await database.db.transaction(async (tx) => {
      for (let index = 1; index < count; index += 1) await mail.queue(tx, message(index));
    });
  } finally {
    await jobs.stop();
  }
}

describe.each(databases())('email sending killed with SIGKILL, on %s', (kind) => {
  let database: ChildDatabase;
  let server: RunningProduct | undefined;
  let smtp: Smtp;

  afterEach(async () => {
    await stopChild(server);
    server = undefined;
    await smtp?.close();
    await database?.dispose();
  });

  it('delivers every message after the restart, and those cut off mid-send again with the same Message-ID', async () => {
    database = await createChildDatabase(kind, 'mail-crash');
    smtp = await startSmtp({ acceptDelayMs: ANSWER_DELAY_MS });
    await database.run((db) => queueBatch(db, BATCH));
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'CareLink <care@example.test>',
      JOBS_POLL_SECONDS: '0.5',
      MAIL_SEND_TIMEOUT_SECONDS: LEASE_SECONDS,
      MAIL_CONCURRENCY: String(CONCURRENCY),
    };

    server = await startChildServer(database, { label: 'mail-crash', env });
    const deadline = Date.now() + 60_000;
    while (smtp.received.length < 8) {
      if (Date.now() > deadline) throw new Error(`the first sends never came (${smtp.received.length}):\n${childLog(server)}`);
      await sleep(20);
    }
    // Mid-batch: one message is with the SMTP server, waiting for its answer.
    await killChild(server);
    server = undefined;
    const beforeKill = smtp.received.length;
    expect(beforeKill).toBeLessThan(BATCH);
    // What the kill cut off: messages marked 'sending' (the SMTP server may or may not have taken them).
    const cutOff = await database.run((db) =>
      rows<{ message_id: string }>(db, sql`select message_id from mail_messages where state = 'sending'`),
    );
    // Up to MAIL_CONCURRENCY messages at once per instance: the kill cut off some of them, at
    // least one taken by the SMTP server with its answer not yet heard.
    const takenBeforeKill = new Set(smtp.received.map((mail) => mail.messageId));
    expect(cutOff.length).toBeGreaterThanOrEqual(1);
    expect(cutOff.length).toBeLessThanOrEqual(CONCURRENCY);
    const copiesExpected = cutOff.filter((row) => takenBeforeKill.has(row.message_id)).length;
    expect(copiesExpected).toBeGreaterThanOrEqual(1);

    server = await startChildServer(database, { label: 'mail-crash-restarted', env });
    const distinct = () => new Set(smtp.received.map((mail) => mail.messageId)).size;
    const restartDeadline = Date.now() + 120_000;
    // The rest, and the cut-off one again once its lease is over (pg-boss retries its job).
    while (distinct() < BATCH || smtp.received.length < BATCH + copiesExpected) {
      if (Date.now() > restartDeadline) {
        throw new Error(`${distinct()} of ${BATCH} arrived (${smtp.received.length} copies) after the restart:\n${childLog(server)}`);
      }
      await sleep(100);
    }
    // Longer than a lease: a late extra copy would have come by now.
    await sleep(8_000);
    await stopChild(server);
    server = undefined;

    const stored = await database.run((db) =>
      rows<{ message_id: string; state: string; subject: string }>(db, sql`select message_id, state, subject from mail_messages`),
    );
    expect(stored).toHaveLength(BATCH);
    expect(stored.every((row) => row.state === 'sent')).toBe(true);

    // Every stored message arrived, and nothing else did.
    const copies = new Map<string, string[]>();
    for (const mail of smtp.received) copies.set(mail.messageId!, [...(copies.get(mail.messageId!) ?? []), mail.subject ?? '']);
    expect([...copies.keys()].sort()).toEqual(stored.map((row) => row.message_id).sort());
    // Only the messages cut off by the kill came twice (when the server had taken them), each as the same message.
    const twice = [...copies.entries()].filter(([, subjects]) => subjects.length > 1);
    expect(twice.map(([messageId]) => messageId).sort()).toEqual(
      cutOff
        .filter((row) => takenBeforeKill.has(row.message_id))
        .map((row) => row.message_id)
        .sort(),
    );
    for (const [messageId, subjects] of twice) {
      expect(subjects).toHaveLength(2);
      expect(new Set(subjects).size).toBe(1);
      expect(stored.find((row) => row.message_id === messageId)!.subject).toBe(subjects[0]);
    }
    expect(smtp.received.length).toBe(BATCH + twice.length);
  });
});
