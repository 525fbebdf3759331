import { APPOINTMENT_MESSAGES, CANCELLATION_POLICY, describeCancellationPolicy, TIME_SLOTS } from '@telehealth/shared-api/core';
import { and, eq, sql } from 'drizzle-orm';
import { slotInstants } from '../availability/slot-availability';
import { appointments, checkoutSessions, notifications, paymentRefunds, sandboxPayments, slotReservations } from '../db/schema';
import { createDoctor, createPatient, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import {
  countAppointmentsOfSession,
  bookAppointment,
  browser,
  checkoutBody,
  confirmSession,
  createPatientsFast,
  dateAhead,
  payInSandbox,
  slotStatusOf,
  startCheckout,
  TEST_CARDS,
  refuseNotificationsLike,
} from '../../test/support/booking-fixtures';
import { rawJsonRequest } from '../../test/support/raw-request';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';
import { HOST_NOT_ALLOWED_MESSAGE } from '../http/allowed-hosts';
import { CHECKOUT_MESSAGES } from './checkout-service';
import { CARD_MESSAGES } from './sandbox-cards';
import type { SandboxProvider } from './sandbox-provider';

const FEE = 150;

describe.each(databases())('checkout and fulfilment on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  let doctor: DoctorFixture;
  let patient: PatientFixture;
  let otherPatient: PatientFixture;
  /** Each test books its own day so that tests never share a slot. */
  let nextDay = 1;
  const freshDate = () => {
    if (nextDay > 28) throw new Error('the suite ran out of bookable days: give a test its own doctor');
    return dateAhead(nextDay++, 'America/New_York', clock.now());
  };

  const countRows = async (table: typeof appointments | typeof checkoutSessions, where?: ReturnType<typeof eq>) => {
    const [row] = await server.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where);
    return Number(row!.n);
  };
  const appointmentsOfSession = (sessionId: string) => countAppointmentsOfSession(server, sessionId);
  const slotStatus = (date: string, time: string) => slotStatusOf(server, patient.user.token, doctor.doctor._id, date, time);
  const confirm = (token: string, sessionId: string) => confirmSession(server, token, sessionId);
  const body = (date: string, time: string, overrides: Record<string, unknown> = {}, user: { id: string } = patient.user) =>
    checkoutBody(user.id, { doctorId: doctor.doctor._id, date, time }, FEE, overrides);

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({ db, clock });
    doctor = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Sarah Chen');
    patient = await createPatient(server, {}, 'Alex Morgan');
    otherPatient = await createPatient(server, {}, 'Priya Sharma');
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('creating a checkout session', () => {
    it('holds a free slot and answers the sandbox card page', async () => {
      const date = freshDate();
      const answer = await startCheckout(server, patient.user.token, body(date, '10:30 AM'));
      expect(answer.status).toBe(201);
      const session = answer.body.data;
      expect(session).toEqual({
        id: expect.stringMatching(/^chk_[A-Za-z0-9_-]{32}$/),
        url: `${server.baseUrl}/sandbox/checkout/${session.id}`,
        expiresAt: expect.any(String),
        amount: FEE,
        currency: 'usd',
      });
      expect(Date.parse(session.expiresAt) - clock.now().getTime()).toBe(15 * 60_000);
      expect(await slotStatus(date, '10:30 AM')).toBe('booked');
    });

    it('refuses to build the checkout URLs from a host it does not serve, and holds nothing', async () => {
      // A doctor of its own: the suite's doctor has no free days to spare.
      const own = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Hana Ito');
      const date = dateAhead(1, 'America/New_York', clock.now());
      const through = (host: string) =>
        rawJsonRequest(server.baseUrl, '/api/v1/payment/create-checkout-session', {
          method: 'POST',
          headers: { host, authorization: `Bearer ${patient.user.token}` },
          json: checkoutBody(patient.user.id, { doctorId: own.doctor._id, date, time: '11:30 AM' }, FEE),
        });
      const sessionsBefore = await countRows(checkoutSessions);
      for (const host of ['evil.example', 'evil.example:8080', 'localhost:80@evil.example', 'localhost.evil.example']) {
        const refused = await through(host);
        expect({ host, status: refused.status, message: refused.body.message }).toEqual({
          host,
          status: 400,
          message: HOST_NOT_ALLOWED_MESSAGE,
        });
      }
      expect(await countRows(checkoutSessions)).toBe(sessionsBefore);
      expect(await slotStatusOf(server, patient.user.token, own.doctor._id, date, '11:30 AM')).toBe('available');

      // The loopback names are ours, on any port.
      const allowed = await through('localhost:4173');
      expect(allowed.status).toBe(201);
      expect(allowed.body.data.url).toBe(`http://localhost:4173/sandbox/checkout/${allowed.body.data.id}`);
    });

    it("replaces the patient's own unpaid checkout of the same slot when they start again", async () => {
      const date = freshDate();
      const first = (await startCheckout(server, patient.user.token, body(date, '10:00 AM'))).body.data;
      const second = await startCheckout(server, patient.user.token, body(date, '10:00 AM'));
      expect(second.status).toBe(201);
      expect(second.body.data.id).not.toBe(first.id);
      expect((await confirm(patient.user.token, first.id)).body.data.status).toBe('expired');
      expect((await browser(server, `/sandbox/checkout/${first.id}`)).status).toBe(410);
      expect((await startCheckout(server, otherPatient.user.token, body(date, '10:00 AM', {}, otherPatient.user))).status).toBe(409);
      expect((await payInSandbox(server, second.body.data.id)).status).toBe(303);
    });

    it("refuses a price that is not the doctor's fee and holds nothing", async () => {
      const date = freshDate();
      const answer = await startCheckout(server, patient.user.token, body(date, '10:30 AM', { price: 1 }));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(CHECKOUT_MESSAGES.priceMismatch(FEE, 1));
      expect(await slotStatus(date, '10:30 AM')).toBe('available');
    });

    it('charges the default fee of 500 when the doctor has none', async () => {
      const feeless = await createDoctor(server, { timeZone: 'America/New_York' }, 'No Fee');
      await server.database.db.execute(sql`update doctors set fees = null where id = ${feeless.doctor._id}`);
      const date = freshDate();
      const slot = { doctorId: feeless.doctor._id, date, time: '11:00 AM' };
      expect((await startCheckout(server, patient.user.token, checkoutBody(patient.user.id, slot, 150))).status).toBe(400);
      const answer = await startCheckout(server, patient.user.token, checkoutBody(patient.user.id, slot, 500));
      expect(answer.status).toBe(201);
      expect(answer.body.data.amount).toBe(500);
    });

    it.each(
      [
        ['doctorId', { doctorId: undefined }, APPOINTMENT_MESSAGES.doctorIdRequired],
        ['date', { date: '2026-02-30' }, APPOINTMENT_MESSAGES.dateInvalid],
        ['date', { date: undefined }, APPOINTMENT_MESSAGES.incomplete],
        ['time', { time: '09:15 AM' }, APPOINTMENT_MESSAGES.timeInvalid],
        ['time', { time: undefined }, APPOINTMENT_MESSAGES.incomplete],
        ['consultationType', { consultationType: 'Phone call' }, APPOINTMENT_MESSAGES.consultationTypeInvalid],
        ['reason', { reason: 'x'.repeat(1001) }, APPOINTMENT_MESSAGES.reasonTooLong, '1001 characters'],
        ['userId', { userId: undefined }, APPOINTMENT_MESSAGES.userIdRequired],
        ['price', { price: -5 }, APPOINTMENT_MESSAGES.priceInvalid],
        ['price', { price: 'free' }, APPOINTMENT_MESSAGES.priceInvalid],
        ['price', { price: { amount: 150 } }, 'price must be a number'],
      ].map(
        ([field, overrides, message, shown]) =>
          [field, shown ?? JSON.stringify(overrides), overrides, message] as [string, string, Record<string, unknown>, string],
      ),
    )('refuses a bad %s (%s) and changes nothing', async (_field, _shown, overrides, message) => {
      const before = await countRows(checkoutSessions);
      // Refused before any slot is looked at: one date serves every case.
      const answer = await startCheckout(
        server,
        patient.user.token,
        body(dateAhead(29, 'America/New_York', clock.now()), '09:00 AM', overrides),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await countRows(checkoutSessions)).toBe(before);
    });

    it("refuses a checkout in another user's name", async () => {
      const answer = await startCheckout(server, patient.user.token, body(freshDate(), '09:00 AM', { userId: otherPatient.user.id }));
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(CHECKOUT_MESSAGES.notYourUser);
    });

    it('refuses doctors, and patients without a profile', async () => {
      expect((await startCheckout(server, doctor.user.token, body(freshDate(), '09:00 AM', { userId: doctor.user.id }))).status).toBe(403);
      const [bare] = await createPatientsFast(server, 1, { now: clock.now() });
      await server.database.db.execute(sql`delete from patients where id = ${bare!.patientId}`);
      const answer = await startCheckout(server, bare!.user.token, body(freshDate(), '09:00 AM', { userId: bare!.user.id }));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Patient profile not found.');
    });

    it('refuses a slot that is held or booked with 409', async () => {
      const date = freshDate();
      expect((await startCheckout(server, otherPatient.user.token, body(date, '02:00 PM', {}, otherPatient.user))).status).toBe(201);
      const answer = await startCheckout(server, patient.user.token, body(date, '02:00 PM'));
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This time slot is no longer available. Please choose another time.');
    });

    it('refuses a slot in the past or beyond the 30-day window', async () => {
      const past = await startCheckout(server, patient.user.token, body(dateAhead(-1, 'America/New_York', clock.now()), '10:00 AM'));
      expect(past.status).toBe(409);
      const far = await startCheckout(server, patient.user.token, body(dateAhead(31, 'America/New_York', clock.now()), '10:00 AM'));
      expect(far.status).toBe(409);
    });
  });

  describe('the sandbox card page', () => {
    it('shows the doctor, date, time with its zone, type, amount and the cancellation policy, without scripts', async () => {
      const date = freshDate();
      const session = (
        await startCheckout(server, patient.user.token, body(date, '10:30 AM', { consultationType: 'In-person Consultation' }))
      ).body.data;
      const page = await browser(server, new URL(session.url).pathname);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(page.text).toContain('CareLink');
      expect(page.text).toContain('Dr. Sarah Chen');
      expect(page.text).toContain('10:30 AM (America/New_York time)');
      expect(page.text).toContain('In-person Consultation');
      expect(page.text).toContain('Total: $150<');
      for (const line of describeCancellationPolicy(CANCELLATION_POLICY)) expect(page.text).toContain(line);
      for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card']) expect(page.text).toContain(label);
      expect(page.text).toContain('<label for="cardNumber">');
      // No inline script: only the same-origin one that writes the hold time in the viewer's zone.
      expect(page.text.match(/<script[^>]*>/gi)).toEqual(['<script src="/brand/local-time.js" defer>']);
      expect(page.text).toMatch(/<script src="\/brand\/local-time.js" defer><\/script>/);
      expect(page.text).not.toMatch(/https?:\/\//); // no CDN, no external fonts
      // The hold time as an instant the script can rewrite, readable in UTC without it.
      const expiresAt = new Date(session.expiresAt);
      expect(page.text).toContain(
        `held until <time datetime="${expiresAt.toISOString()}" data-local-time>${expiresAt.toISOString().slice(11, 16)} UTC</time>`,
      );
      // The app's teal and its bundled Roboto, not the old blue system-font look.
      expect(page.text).toContain('#0B6E79');
      expect(page.text).toContain('url(/brand/fonts/roboto-latin-400-normal.woff2)');
      expect(page.text).not.toMatch(/#0b5cab/i);
      const script = await browser(server, '/brand/local-time.js');
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toContain('javascript');
      const font = await browser(server, '/brand/fonts/roboto-latin-400-normal.woff2');
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect((await browser(server, '/brand/fonts/..%2Fpackage.json')).status).toBe(404);
    });

    it('answers 404 for an unknown checkout', async () => {
      expect((await browser(server, '/sandbox/checkout/chk_unknown')).status).toBe(404);
    });

    it('books exactly one appointment with 4242 4242 4242 4242 and redirects to the success page', async () => {
      const date = freshDate();
      const session = (await startCheckout(server, patient.user.token, body(date, '11:30 AM'))).body.data;
      const paid = await payInSandbox(server, session.id, { cardNumber: '4242424242424242' });
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`/success?session_id=${session.id}`);
      expect(await appointmentsOfSession(session.id)).toBe(1);

      const confirmed = await confirm(patient.user.token, session.id);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({
        status: 'confirmed',
        metadata: {
          doctorId: doctor.doctor._id,
          date,
          time: '11:30 AM',
          consultationType: 'Video Consultation',
          reason: 'Chest pain when climbing stairs',
        },
        appointment: {
          appointmentDate: date,
          timeSlot: '11:30 AM',
          status: 'scheduled',
          payment: { provider: 'sandbox', sessionId: session.id, amount: FEE, currency: 'usd', refundedAmount: 0 },
        },
      });
      // The page of a paid checkout says so; paying again books nothing more.
      expect((await browser(server, `/sandbox/checkout/${session.id}`)).status).toBe(409);
      expect((await payInSandbox(server, session.id)).status).toBe(409);
      expect(await appointmentsOfSession(session.id)).toBe(1);
    });

    it('declines 4000 0000 0000 0002 without booking, keeps the hold, and takes another card', async () => {
      const date = freshDate();
      const session = (await startCheckout(server, patient.user.token, body(date, '12:00 PM'))).body.data;
      const declined = await payInSandbox(server, session.id, { cardNumber: TEST_CARDS.declined });
      expect(declined.status).toBe(402);
      expect(declined.text).toContain('Your card was declined. Try another card.');
      expect(declined.text).toContain('role="alert"');
      expect(await appointmentsOfSession(session.id)).toBe(0);
      expect(await slotStatus(date, '12:00 PM')).toBe('booked');
      expect((await startCheckout(server, otherPatient.user.token, body(date, '12:00 PM', {}, otherPatient.user))).status).toBe(409);
      expect((await confirm(patient.user.token, session.id)).body.data.status).toBe('pending');

      const retried = await payInSandbox(server, session.id, { cardNumber: TEST_CARDS.success });
      expect(retried.status).toBe(303);
      expect(await appointmentsOfSession(session.id)).toBe(1);
    });

    it.each([
      ['a number failing the Luhn check', { cardNumber: '4242 4242 4242 4241' }, CARD_MESSAGES.numberInvalid],
      ['an expiry in the past', { expiry: '01/20' }, CARD_MESSAGES.expiryPast],
      ['an expiry not MM/YY', { expiry: '13/40' }, CARD_MESSAGES.expiryInvalid],
      ['a short CVC', { cvc: '12' }, CARD_MESSAGES.cvcInvalid],
      ['an empty name', { cardName: '  ' }, CARD_MESSAGES.nameRequired],
      ['a valid card the sandbox does not take', { cardNumber: '4111 1111 1111 1111' }, CARD_MESSAGES.notSupported],
    ])('explains %s next to the field and charges nothing', async (_what, card, message) => {
      const session = (await startCheckout(server, patient.user.token, body(freshDate(), '01:00 PM'))).body.data;
      const answer = await payInSandbox(server, session.id, card);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(message.replace(/'/g, '&#39;'));
      expect(answer.text).toContain('aria-invalid="true"');
      expect(await appointmentsOfSession(session.id)).toBe(0);
      const [ledger] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, session.id));
      expect(ledger!.paidAt).toBeNull();
    });

    it('cancels from the card page: the hold is released and the browser goes back to booking', async () => {
      const date = freshDate();
      const session = (await startCheckout(server, patient.user.token, body(date, '03:00 PM'))).body.data;
      const page = await browser(server, `/sandbox/checkout/${session.id}`);
      expect(page.text).toContain(`<form class="cancel" method="post" action="/checkout/${session.id}/cancel">`);
      expect(page.text).toContain('Cancel and return to booking</button>');
      // A GET of the link (where a payment company sends the patient back) changes nothing.
      const landing = await browser(server, `/checkout/${session.id}/cancel`);
      expect(landing.status).toBe(200);
      expect(landing.headers.get('cache-control')).toBe('no-store');
      expect(landing.text).toContain(`<form method="post" action="/checkout/${session.id}/cancel">`);
      expect(landing.text).toContain(`href="/book-appointment/${doctor.doctor._id}?date=${date}"`);
      expect(await slotStatus(date, '03:00 PM')).toBe('booked');
      const cancelled = await browser(server, `/checkout/${session.id}/cancel`, { method: 'POST', form: {} });
      expect(cancelled.status).toBe(303);
      expect(cancelled.location).toBe(`/book-appointment/${doctor.doctor._id}?date=${date}`);
      expect(await slotStatus(date, '03:00 PM')).toBe('available');
      expect((await confirm(patient.user.token, session.id)).body.data.status).toBe('expired');
      const ended = await browser(server, `/sandbox/checkout/${session.id}`);
      expect(ended.status).toBe(410);
      expect(ended.text).toContain('Back to booking');
      expect((await payInSandbox(server, session.id)).status).toBe(410);
      expect(await appointmentsOfSession(session.id)).toBe(0);
      // Once the checkout is over, the link only leads back to booking.
      const after = await browser(server, `/checkout/${session.id}/cancel`);
      expect(after.status).toBe(303);
      expect(after.location).toBe(`/book-appointment/${doctor.doctor._id}?date=${date}`);
    });
  });

  describe('confirmation', () => {
    it('books nothing when the success URL is opened without paying', async () => {
      const session = (await startCheckout(server, patient.user.token, body(freshDate(), '04:00 PM'))).body.data;
      const answer = await confirm(patient.user.token, session.id);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ status: 'pending', appointment: null, message: CHECKOUT_MESSAGES.pending });
      expect(await appointmentsOfSession(session.id)).toBe(0);
    });

    it('answers the booked appointment itself, with the status and metadata, in one call', async () => {
      const date = freshDate();
      const session = (await startCheckout(server, patient.user.token, body(date, '05:00 PM', { reason: 'One round trip' }))).body.data;
      expect((await payInSandbox(server, session.id)).status).toBe(303);
      const answer = await confirm(patient.user.token, session.id);
      expect(answer.status).toBe(200);
      const { status, metadata, appointment } = answer.body.data;
      expect(status).toBe('confirmed');
      expect(metadata).toEqual({
        doctorId: doctor.doctor._id,
        date,
        time: '05:00 PM',
        consultationType: 'Video Consultation',
        reason: 'One round trip',
      });
      expect(appointment).toMatchObject({
        appointmentDate: date,
        timeSlot: '05:00 PM',
        status: 'scheduled',
        reason: 'One round trip',
        patientId: { _id: patient.profile._id },
      });
      // The same appointment the appointments API shows.
      const shown = await server.api(`/appointment/${appointment._id}`, { token: patient.user.token });
      expect(appointment).toEqual(shown.body.data);
      expect(await appointmentsOfSession(session.id)).toBe(1);
    });

    it("answers 404 for another patient's session, and refuses a missing session_id", async () => {
      const session = (await startCheckout(server, patient.user.token, body(freshDate(), '04:00 PM'))).body.data;
      expect((await confirm(otherPatient.user.token, session.id)).status).toBe(404);
      const missing = await server.api('/payment/confirm-stripe-session', { token: patient.user.token });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(APPOINTMENT_MESSAGES.sessionIdQueryRequired);
    });

    it('creates one appointment when confirm is called repeatedly and concurrently with the webhook path', async () => {
      const session = (await startCheckout(server, patient.user.token, body(freshDate(), '04:30 PM'))).body.data;
      // The payment company has taken the money; the browser and the webhook race to fulfil.
      const provider = server.app.services.paymentProvider as SandboxProvider;
      expect((await provider.charge(session.id, { last4: '4242' })).kind).toBe('charged');
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => confirm(patient.user.token, session.id)),
        ...Array.from({ length: 5 }, () => server.app.services.checkout.fulfilByProviderSession(session.id)),
      ]);
      const confirmations = answers.slice(0, 10) as Array<{ status: number; body: any }>;
      const ids = new Set(confirmations.map((answer) => answer.body.data.appointment?._id));
      expect(confirmations.every((answer) => answer.status === 200 && answer.body.data.status === 'confirmed')).toBe(true);
      expect(ids.size).toBe(1);
      expect(await appointmentsOfSession(session.id)).toBe(1);
      // Told once, not once per call.
      const told = await server.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, doctor.user.id), sql`${notifications.message} like 'New appointment: Alex Morgan%'`));
      const forThisSlot = told.filter((row) => row.message.includes('04:30 PM'));
      expect(forThisSlot).toHaveLength(1);
      const patientTold = await server.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, patient.user.id),
            sql`${notifications.message} like 'Appointment booked with Dr. Sarah Chen%04:30 PM (America/New York)'`,
          ),
        );
      expect(patientTold).toHaveLength(1);
    });

    it("books with its event: the parties' notices that cannot be stored yet are stored once, later", async () => {
      // Its own doctor: the suite's doctor has no bookable day left.
      const ownDoctor = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Ravi Patel');
      const date = dateAhead(1, 'America/New_York', clock.now());
      const input = checkoutBody(patient.user.id, { doctorId: ownDoctor.doctor._id, date, time: '04:30 PM' }, FEE);
      const session = (await startCheckout(server, patient.user.token, input)).body.data;
      const provider = server.app.services.paymentProvider as SandboxProvider;
      expect((await provider.charge(session.id, { last4: '4242' })).kind).toBe('charged');
      const told = async () =>
        (
          await server.database.db
            .select()
            .from(notifications)
            .where(
              and(
                eq(notifications.type, 'appointment'),
                sql`(${notifications.userId} = ${ownDoctor.user.id} or ${notifications.message} like ${`%Ravi Patel on ${formatUs(date)}%`})`,
              ),
            )
        ).map((row) => ({ userId: row.userId, message: row.message }));
      // The patient's notification fails to store (a full disk, say): the doctor's row, stored
      // in the same statement, rolls back with it; the booking stands with its event in the outbox.
      const allowNotifications = await refuseNotificationsLike(server, 'refuse_booked_notice', 'Appointment booked%');
      try {
        expect((await server.app.services.checkout.fulfilByProviderSession(session.id)).kind).toBe('booked');
        expect(await appointmentsOfSession(session.id)).toBe(1);
        expect(await told()).toEqual([]);
      } finally {
        await allowNotifications();
      }
      // Once storing works again, the retry tells both parties once.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await server.app.services.events.flush();
      expect((await confirm(patient.user.token, session.id)).body.data.status).toBe('confirmed');
      expect(await appointmentsOfSession(session.id)).toBe(1);
      expect(await told()).toEqual(
        expect.arrayContaining([
          { userId: ownDoctor.user.id, message: `New appointment: Alex Morgan on ${formatUs(date)} at 04:30 PM (America/New York)` },
          {
            userId: patient.user.id,
            message: `Appointment booked with Dr. Ravi Patel on ${formatUs(date)} at 04:30 PM (America/New York)`,
          },
        ]),
      );
      expect(await told()).toHaveLength(2);
    });
  });

  describe('POST /appointment', () => {
    const create = (token: string, json: Record<string, unknown>) => server.api('/appointment', { method: 'POST', token, json });

    it('needs a paid session of the caller for exactly that slot, and answers the same appointment', async () => {
      const date = freshDate();
      const input = {
        doctorId: doctor.doctor._id,
        date,
        time: '09:30 AM',
        consultationType: 'Video Consultation',
        reason: 'Check-up',
        patientId: patient.profile._id,
      };
      const withoutSession = await create(patient.user.token, input);
      expect(withoutSession.status).toBe(400);
      expect(withoutSession.body.message).toBe(APPOINTMENT_MESSAGES.sessionIdRequired);

      const session = (await startCheckout(server, patient.user.token, body(date, '09:30 AM'))).body.data;
      const unpaid = await create(patient.user.token, { ...input, sessionId: session.id });
      expect(unpaid.status).toBe(402);
      expect(unpaid.body.message).toBe(CHECKOUT_MESSAGES.notPaid);
      expect((await create(patient.user.token, { ...input, sessionId: 'chk_made_up' })).status).toBe(402);

      expect((await payInSandbox(server, session.id)).status).toBe(303);
      const wrongTime = await create(patient.user.token, { ...input, time: '10:00 AM', sessionId: session.id });
      expect(wrongTime.status).toBe(409);
      expect(wrongTime.body.message).toBe(CHECKOUT_MESSAGES.sessionMismatch);
      const notMine = await create(otherPatient.user.token, { ...input, patientId: patient.profile._id, sessionId: session.id });
      expect(notMine.status).toBe(403);
      const theirsWithMySession = await create(otherPatient.user.token, {
        ...input,
        patientId: otherPatient.profile._id,
        sessionId: session.id,
      });
      expect(theirsWithMySession.status).toBe(402);

      const first = await create(patient.user.token, { ...input, sessionId: session.id });
      const second = await create(patient.user.token, { ...input, sessionId: session.id });
      expect(first.status).toBe(200);
      expect(second.body.data._id).toBe(first.body.data._id);
      expect(first.body.data).toMatchObject({
        appointmentDate: date,
        timeSlot: '09:30 AM',
        status: 'scheduled',
        patientId: { _id: patient.profile._id },
      });
      expect(await appointmentsOfSession(session.id)).toBe(1);
    });
  });

  describe('races', () => {
    it('lets exactly one of 100 concurrent checkouts hold a slot, then books it once under 100 concurrent pays and confirmations', async () => {
      const date = freshDate();
      const crowd = await createPatientsFast(server, 100, { now: clock.now() });
      const answers = await Promise.all(
        crowd.map((someone) => startCheckout(server, someone.user.token, body(date, '05:00 PM', {}, someone.user))),
      );
      const winners = answers.filter((answer) => answer.status === 201);
      const losers = answers.filter((answer) => answer.status === 409);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(99);
      expect(new Set(losers.map((answer) => answer.body.message))).toEqual(new Set([CHECKOUT_MESSAGES.slotTaken]));

      const session = winners[0]!.body.data;
      const owner = crowd[answers.indexOf(winners[0]!)]!;
      const results = await Promise.all([
        ...Array.from({ length: 50 }, () => payInSandbox(server, session.id)),
        ...Array.from({ length: 50 }, () => confirm(owner.user.token, session.id)),
      ]);
      expect(results.slice(0, 50).every((answer) => answer.status === 303 || answer.status === 409)).toBe(true);
      // Every confirmation answers either "not paid yet" or the one appointment, never another.
      const confirmations = results.slice(50) as Array<{
        status: number;
        body: { data: { status: string; appointment: { _id: string } | null } };
      }>;
      expect(confirmations.every((answer) => answer.status === 200 && ['pending', 'confirmed'].includes(answer.body.data.status))).toBe(
        true,
      );
      const bookedIds = new Set(
        confirmations.filter((answer) => answer.body.data.status === 'confirmed').map((answer) => answer.body.data.appointment!._id),
      );
      expect(bookedIds.size).toBeLessThanOrEqual(1);
      const [ledger] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, session.id));
      expect(ledger!.paidAt).not.toBeNull();
      const [{ n }] = (await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(appointments)
        .where(and(eq(appointments.doctorId, doctor.doctor._id), eq(appointments.appointmentDate, date)))) as [{ n: number }];
      expect(Number(n)).toBe(1);
      const live = await server.database.db
        .select()
        .from(slotReservations)
        .where(
          and(
            eq(slotReservations.doctorId, doctor.doctor._id),
            sql`${slotReservations.releasedAt} is null`,
            eq(slotReservations.checkoutSessionId, session.id),
          ),
        );
      expect(live.map((row) => row.kind)).toEqual(['appointment']);
    }, 60_000);

    it('gives a slot to the next patient as soon as the hold this instance made on it ends', async () => {
      const own = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Omar Reyes');
      const date = dateAhead(2, 'America/New_York', clock.now());
      const claim = (someone: { id: string }) => checkoutBody(someone.id, { doctorId: own.doctor._id, date, time: '11:00 AM' }, FEE);
      const held = await startCheckout(server, patient.user.token, claim(patient.user));
      expect(held.status).toBe(201);
      const refused = await startCheckout(server, otherPatient.user.token, claim(otherPatient.user));
      expect([refused.status, refused.body.message]).toEqual([409, CHECKOUT_MESSAGES.slotTaken]);
      // Back, then Book again: the patient's own hold does not stand in their way.
      const again = await startCheckout(server, patient.user.token, claim(patient.user));
      expect(again.status).toBe(201);
      expect((await browser(server, `/checkout/${again.body.data.id}/cancel`, { method: 'POST', form: {} })).status).toBe(303);
      const taken = await startCheckout(server, otherPatient.user.token, claim(otherPatient.user));
      expect(taken.status).toBe(201);
      expect((await payInSandbox(server, taken.body.data.id)).status).toBe(303);
      const late = await startCheckout(server, patient.user.token, claim(patient.user));
      expect([late.status, late.body.message]).toEqual([409, CHECKOUT_MESSAGES.slotTaken]);
    });

    it('refuses a second claim of a slot at once, while the first claim still waits for the database', async () => {
      // Its own doctor: the suite's doctor has no free day left for it.
      const own = await createDoctor(server, { fees: FEE, timeZone: 'America/New_York' }, 'Lena Park');
      const date = dateAhead(1, 'America/New_York', clock.now());
      const claim = (someone: { id: string }) => checkoutBody(someone.id, { doctorId: own.doctor._id, date, time: '04:30 PM' }, FEE);
      const [first, second] = await createPatientsFast(server, 2, { now: clock.now() });
      // Their sessions are checked from the session cache, as in a busy service: no database read before the claim.
      for (const someone of [first!, second!])
        expect((await server.api('/user/current-user', { token: someone.user.token })).status).toBe(200);
      const startsAt = slotInstants(date, 'America/New_York')[TIME_SLOTS.indexOf('04:30 PM')]!;
      let openGate!: () => void;
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      // An uncommitted reservation of the slot: the first claim's transaction waits behind it (on PGlite every statement does).
      const blocker = server.database.db
        .transaction(async (tx) => {
          await tx
            .insert(slotReservations)
            .values({ doctorId: own.doctor._id, startsAt, kind: 'hold', expiresAt: new Date(clock.now().getTime() + 600_000) });
          await gate;
          throw new Error('rolled back on purpose');
        })
        .catch(() => undefined);
      const firstClaim = startCheckout(server, first!.user.token, claim(first!.user));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const secondClaim = startCheckout(server, second!.user.token, claim(second!.user));
      const whileWaiting = await Promise.race([
        secondClaim.then((answer) => answer.status),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
      ]);
      openGate();
      await blocker;
      expect(whileWaiting).toBe(409);
      expect((await secondClaim).body.message).toBe(CHECKOUT_MESSAGES.slotTaken);
      // The first claim goes on once the database answers: the slot was free after all.
      expect((await firstClaim).status).toBe(201);
    }, 60_000);
  });

  describe('holds that expire', () => {
    it('frees the slot when the hold ends; a late payment after someone else booked is refunded and the patient told', async () => {
      const date = freshDate();
      const late = (await startCheckout(server, patient.user.token, body(date, '02:30 PM'))).body.data;
      expect(await slotStatus(date, '02:30 PM')).toBe('booked');
      clock.advance(16 * 60_000);
      expect(await slotStatus(date, '02:30 PM')).toBe('available');
      expect((await confirm(patient.user.token, late.id)).body.data.status).toBe('expired');
      expect((await browser(server, `/sandbox/checkout/${late.id}`)).status).toBe(410);

      const { appointment } = await bookAppointment(server, { token: otherPatient.user.token, userId: otherPatient.user.id }, doctor, {
        date,
        time: '02:30 PM',
      });
      expect(appointment.patientId._id).toBe(otherPatient.profile._id);

      // The payment company completed the first patient's payment anyway (it raced the expiry).
      await server.database.db
        .update(sandboxPayments)
        .set({ paidAt: clock.now(), paymentReference: 'pi_sandbox_late', expiredAt: null })
        .where(eq(sandboxPayments.providerSessionId, late.id));
      const answer = await confirm(patient.user.token, late.id);
      expect(answer.body.data).toMatchObject({ status: 'refunded', appointment: null, message: CHECKOUT_MESSAGES.refunded });
      expect(await appointmentsOfSession(late.id)).toBe(0);

      const [ledger] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, late.id));
      expect(ledger!.refundedAmount).toBe(FEE);
      const refunds = await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, late.id));
      expect(refunds).toEqual([expect.objectContaining({ amount: FEE, reason: 'slot_taken', provider: 'sandbox' })]);
      const told = (await server.api('/notifications', { token: patient.user.token })).body.data.notifications.map(
        (n: { message: string }) => n.message,
      );
      expect(told).toContain(
        `Your payment for the appointment with Dr. Sarah Chen on ${formatUs(date)} at 02:30 PM (America/New York) was refunded because the time slot was taken by another patient.`,
      );
      // Asking again neither refunds twice nor books.
      await confirm(patient.user.token, late.id);
      expect((await server.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.checkoutSessionId, late.id))).length).toBe(1);
    });

    it('books a late payment when nobody took the slot meanwhile', async () => {
      const date = freshDate();
      const session = (await startCheckout(server, patient.user.token, body(date, '03:30 PM'))).body.data;
      clock.advance(16 * 60_000);
      const provider = server.app.services.paymentProvider as SandboxProvider;
      await provider.charge(session.id, { last4: '4242' });
      expect((await confirm(patient.user.token, session.id)).body.data.status).toBe('confirmed');
    });

    it('the sweep ends sessions whose hold expired', async () => {
      const date = freshDate();
      const session = (await startCheckout(server, patient.user.token, body(date, '01:30 PM'))).body.data;
      clock.advance(16 * 60_000);
      expect(await server.app.services.checkout.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
      const [row] = await server.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
      expect(row!.status).toBe('expired');
      const [ledger] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, session.id));
      // The provider is told best-effort, after the commit.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const [after] = await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, session.id));
      expect(ledger!.expiredAt ?? after!.expiredAt).not.toBeNull();
      expect((await payInSandbox(server, session.id)).status).toBe(410);
    });

    it('the sandbox answers a repeated refund with the same refund and pays it once, as Stripe does for a retried key', async () => {
      const session = (await startCheckout(server, patient.user.token, body(freshDate(), '02:30 PM'))).body.data;
      expect((await payInSandbox(server, session.id)).status).toBe(303);
      const provider = server.app.services.paymentProvider as SandboxProvider;
      const refund = () => provider.refund({ providerSessionId: session.id, paymentReference: null, amount: FEE / 2, currency: 'usd' });
      const first = await refund();
      expect(await refund()).toEqual(first);
      const refunded = async () =>
        (await server.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.providerSessionId, session.id)))[0]!
          .refundedAmount;
      expect(await refunded()).toBe(FEE / 2);
      // Another amount is another refund, up to what was paid.
      await provider.refund({ providerSessionId: session.id, paymentReference: null, amount: FEE / 2 - 1, currency: 'usd' });
      expect(await refunded()).toBe(FEE - 1);
      await expect(provider.refund({ providerSessionId: session.id, paymentReference: null, amount: 2, currency: 'usd' })).rejects.toThrow(
        'more than was paid',
      );
      expect(await refunded()).toBe(FEE - 1);
    });
  });
});

function formatUs(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
