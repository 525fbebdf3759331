/**
 * The operations console's reads of payments and message delivery: lists with the names an
 * operator needs, never a message body or a patient's notes.
 */
import type { ConsoleCheckout, ConsoleMailMessage, ConsoleRefundState } from '@telehealth/shared-api/core';
import { aliasedTable, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appointments, checkoutSessions, doctors, mailMessages, patients, paymentRefunds, users } from '../db/schema';

const patientUsers = aliasedTable(users, 'patient_users');
const doctorUsers = aliasedTable(users, 'doctor_users');

/** Refunds made for each checkout: how many and how much. */
const refundsMade = (db: Db) =>
  db
    .select({
      checkoutSessionId: paymentRefunds.checkoutSessionId,
      made: sql<number>`count(*)::int`.as('made'),
      amount: sql<number>`sum(${paymentRefunds.amount})::int`.as('made_amount'),
    })
    .from(paymentRefunds)
    .groupBy(paymentRefunds.checkoutSessionId)
    .as('refunds_made');

/**
 * A checkout's refund state: owed when a cancellation or a lost slot decided one that was not
 * made yet, failed once the request that decided it has had its try (`failedAfterMs`), refunded
 * when one was made.
 */
function refundColumns(db: Db, now: Date, failedAfterMs: number) {
  const made = refundsMade(db);
  const cancelOwed = sql`(${appointments.status} = 'canceled' and ${appointments.refundedAmount} > 0 and ${appointments.refundedAt} is null and ${appointments.canceledAt} is not null)`;
  const lostOwed = sql`(${checkoutSessions.status} = 'refunded' and ${checkoutSessions.amount} > 0 and ${checkoutSessions.refundedAt} is not null and ${made.made} is null)`;
  const decidedAt = sql`case when ${cancelOwed} then ${appointments.canceledAt} else ${checkoutSessions.refundedAt} end`;
  const failedBefore = new Date(now.getTime() - failedAfterMs).toISOString();
  const state = sql<ConsoleRefundState>`case
    when ${cancelOwed} or ${lostOwed} then (case when ${decidedAt} <= ${failedBefore}::timestamptz then 'failed' else 'owed' end)
    when ${made.made} > 0 then 'refunded'
    else 'none' end`;
  const owedAmount = sql<
    number | null
  >`case when ${cancelOwed} then ${appointments.refundedAmount} when ${lostOwed} then ${checkoutSessions.amount} when ${made.made} > 0 then ${made.amount} else null end`;
  const reason = sql<string | null>`case
    when ${cancelOwed} then (case when ${appointments.canceledBy} = 'doctor' then 'The doctor cancelled the visit' else 'The patient cancelled the visit' end)
    when ${lostOwed} then 'The time slot went to someone else or had passed'
    else null end`;
  return { made, state, owedAmount, reason };
}

export interface CheckoutListOptions {
  /** Only checkouts with a refund owed or failed. */
  refundsOnly: boolean;
  limit: number;
  offset: number;
  now: Date;
  failedAfterMs: number;
}

/** Checkouts, newest first (or only those with a refund owed or failed), and how many match. */
export async function listConsoleCheckouts(db: Db, options: CheckoutListOptions): Promise<{ checkouts: ConsoleCheckout[]; total: number }> {
  const { made, state, owedAmount, reason } = refundColumns(db, options.now, options.failedAfterMs);
  const where: SQL | undefined = options.refundsOnly ? sql`(${state}) in ('owed', 'failed')` : undefined;
  const base = () =>
    db
      .select({
        session: checkoutSessions,
        patientName: patientUsers.name,
        doctorName: doctorUsers.name,
        state,
        owedAmount,
        reason,
      })
      .from(checkoutSessions)
      .innerJoin(patients, eq(patients.id, checkoutSessions.patientId))
      .innerJoin(patientUsers, eq(patientUsers.id, patients.userId))
      .innerJoin(doctors, eq(doctors.id, checkoutSessions.doctorId))
      .innerJoin(doctorUsers, eq(doctorUsers.id, doctors.userId))
      .leftJoin(appointments, eq(appointments.checkoutSessionId, checkoutSessions.id))
      .leftJoin(made, eq(made.checkoutSessionId, checkoutSessions.id));
  const [rows, [totalRow]] = await Promise.all([
    base().where(where).orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id)).limit(options.limit).offset(options.offset),
    db
      .select({ total: count() })
      .from(checkoutSessions)
      .leftJoin(appointments, eq(appointments.checkoutSessionId, checkoutSessions.id))
      .leftJoin(made, eq(made.checkoutSessionId, checkoutSessions.id))
      .where(where),
  ]);
  return {
    total: Number(totalRow?.total ?? 0),
    checkouts: rows.map((row) => ({
      id: row.session.id,
      status: row.session.status,
      provider: row.session.provider,
      amount: row.session.amount,
      currency: row.session.currency,
      patient: { id: row.session.patientId, name: row.patientName },
      doctor: { id: row.session.doctorId, name: row.doctorName },
      startsAt: row.session.startsAt.toISOString(),
      createdAt: row.session.createdAt.toISOString(),
      paidAt: row.session.paidAt?.toISOString() ?? null,
      refundedAt: row.session.refundedAt?.toISOString() ?? null,
      refund: { state: row.state, reason: row.reason, amount: row.owedAmount === null ? null : Number(row.owedAmount) },
    })),
  };
}

/** The patient and doctor of a checkout (for the access record of a refund retry). */
export async function checkoutParties(db: Db, checkoutSessionId: string): Promise<{ patientId: string; doctorId: string } | undefined> {
  const [row] = await db
    .select({ patientId: checkoutSessions.patientId, doctorId: checkoutSessions.doctorId })
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutSessionId));
  return row;
}

/** The delivery log, newest first, optionally in one state; never the message's body. */
export async function listConsoleMail(
  db: Db,
  options: { state?: 'queued' | 'sent' | 'failed'; limit: number; offset: number },
): Promise<{ messages: ConsoleMailMessage[]; total: number }> {
  // 'sending' is shown as queued: it is on its way.
  const where =
    options.state === 'queued'
      ? sql`${mailMessages.state} in ('queued', 'sending')`
      : options.state
        ? eq(mailMessages.state, options.state)
        : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: mailMessages.id,
        kind: mailMessages.kind,
        channel: mailMessages.channel,
        to: mailMessages.toAddress,
        subject: mailMessages.subject,
        state: mailMessages.state,
        attempts: mailMessages.attempts,
        lastError: mailMessages.lastError,
        createdAt: mailMessages.createdAt,
        sentAt: mailMessages.sentAt,
      })
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return {
    total: Number(totalRow?.total ?? 0),
    messages: rows.map((row) => ({
      ...row,
      state: row.state === 'sending' ? 'queued' : row.state,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
