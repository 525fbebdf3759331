/**
 * Factories for the booking suites: many patients at once (fast-users.ts), checkouts,
 * sandbox card payments and booked appointments over HTTP.
 */
import type { Appointment, CheckoutSession } from '@telehealth/shared-api/core';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments, checkoutSessions } from '../../src/db/schema';
import type { DoctorFixture } from './care-fixtures';
import { insertFastUsers } from './fast-users';
import { TEST_JWT_SECRET, uniqueEmail, type ApiAnswer, type TestServer } from './test-server';

export interface FastPatient {
  user: { id: string; name: string; email: string; token: string };
  patientId: string;
}

/** `count` patient accounts with profiles and live sessions (fast-users.ts). */
export async function createPatientsFast(
  server: TestServer,
  count: number,
  options: { namePrefix?: string; now?: Date } = {},
): Promise<FastPatient[]> {
  const inserted = await insertFastUsers(server.database.db, {
    role: 'patient',
    count,
    jwtSecret: TEST_JWT_SECRET,
    sessionMs: server.config.sessionMaxHours * 3_600_000,
    name: (index) => `${options.namePrefix ?? 'Patient'} ${index + 1}`,
    email: () => uniqueEmail('fast'),
    now: options.now,
  });
  return inserted.map(({ userId, name, email, token, patientId }) => ({ user: { id: userId, name, email, token }, patientId: patientId! }));
}

/** yyyy-MM-dd `days` after today in the zone. */
export function dateAhead(days: number, timeZone = 'America/New_York', now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).plus({ days }).toISODate()!;
}

export interface SlotChoice {
  doctorId: string;
  date: string;
  time: string;
}

/** The checkout request body for a slot, with the doctor's fee. */
export function checkoutBody(
  patientUserId: string,
  slot: SlotChoice,
  price: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    doctorId: slot.doctorId,
    date: slot.date,
    time: slot.time,
    consultationType: 'Video Consultation',
    reason: 'Chest pain when climbing stairs',
    userId: patientUserId,
    doctorName: 'Test Doctor',
    price,
    ...overrides,
  };
}

export async function startCheckout(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
): Promise<ApiAnswer<{ data: CheckoutSession; message: string }>> {
  return server.api('/payment/create-checkout-session', { method: 'POST', token, json: body });
}

export const TEST_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  cardName?: string;
}

/** A browser request without following redirects (the sandbox answers 303s). */
export async function browser(
  server: TestServer,
  path: string,
  init: { method?: string; form?: Record<string, string> } = {},
): Promise<{ status: number; location: string | null; text: string; headers: Headers }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: init.form ? { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } : { accept: 'text/html' },
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text(), headers: response.headers };
}

/** Submits the sandbox card form (a valid card by default). */
export function payInSandbox(server: TestServer, sessionId: string, card: CardForm = {}) {
  return browser(server, `/sandbox/checkout/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    form: { cardNumber: TEST_CARDS.success, expiry: '12/34', cvc: '123', cardName: 'Alex Morgan', ...card },
  });
}

/** `GET /payment/confirm-stripe-session` as the session's patient (or anyone else, to see them refused). */
export function confirmSession(server: TestServer, token: string, sessionId: string) {
  return server.api(`/payment/confirm-stripe-session?session_id=${encodeURIComponent(sessionId)}`, { token });
}

/** A slot's status ('available', 'held', 'booked', ...) in the doctor's availability for the date. */
export async function slotStatusOf(server: TestServer, token: string, doctorId: string, date: string, time: string): Promise<string> {
  const answer = await server.api(`/doctor/available-slots-for-doctor/${doctorId}?date=${date}`, { token });
  return answer.body.data[0].times.find((slot: { time: string }) => slot.time === time).status as string;
}

/** How many appointments a checkout session booked (fulfilment must make it at most one). */
export async function countAppointmentsOfSession(server: TestServer, sessionId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(eq(appointments.checkoutSessionId, sessionId));
  return Number(row!.n);
}

function expectStatus(answer: { status: number; text: string }, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300)}`);
}

/** Checkout, sandbox payment and confirmation: a booked appointment. */
export async function bookAppointment(
  server: TestServer,
  patient: { token: string; userId: string },
  doctor: DoctorFixture,
  slot: { date: string; time: string },
): Promise<{ appointment: Appointment; sessionId: string }> {
  const fee = doctor.doctor.fees ?? 500;
  const started = await startCheckout(server, patient.token, checkoutBody(patient.userId, { doctorId: doctor.doctor._id, ...slot }, fee));
  expectStatus(started, 201, 'checkout');
  const paid = await payInSandbox(server, started.body.data.id);
  expectStatus(paid, 303, 'sandbox payment');
  const confirmed = await confirmSession(server, patient.token, started.body.data.id);
  expectStatus(confirmed, 200, 'confirm');
  return { appointment: confirmed.body.data.appointment, sessionId: started.body.data.id };
}

/**
 * Makes storing a notification whose message matches `like` fail, as a full disk would, until
 * the answered function is called. Runs on PGlite and PostgreSQL (a plpgsql trigger).
 */
export async function refuseNotificationsLike(server: TestServer, name: string, like: string): Promise<() => Promise<void>> {
  const { db } = server.database;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin
      if new.message like '${like.replace(/'/g, "''")}' then raise exception 'could not extend file'; end if; return new; end $$`),
  );
  await db.execute(sql.raw(`create trigger ${name} before insert on notifications for each row execute function ${name}()`));
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on notifications`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}

/**
 * A paid visit cancelled with a full refund the payment company did not make (it was down): the
 * appointment shows the refund, and payments recorded it as owed on its session (`refund.due`).
 */
export async function markRefundOwed(
  server: TestServer,
  sessionId: string,
  { amount, canceledBy, canceledAt = new Date() }: { amount: number; canceledBy: 'patient' | 'system'; canceledAt?: Date },
): Promise<void> {
  await server.database.db
    .update(appointments)
    .set({ status: 'canceled', refundedAmount: amount, canceledAt, canceledBy })
    .where(eq(appointments.checkoutSessionId, sessionId));
  await server.database.db
    .update(checkoutSessions)
    .set({
      refundDueAmount: amount,
      refundDueReason: canceledBy === 'patient' ? 'patient_cancel' : 'doctor_cancel',
      refundDueAt: canceledAt,
    })
    .where(eq(checkoutSessions.id, sessionId));
}
