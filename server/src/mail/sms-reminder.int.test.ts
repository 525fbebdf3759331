/**
 * SMS reminders (issue 25 §5) on a real server, sent to a local stand-in of Twilio's Messages
 * API: the form fields and auth, no health details, the user's switch, phone number and quiet
 * hours, a refused number (failed, not retried), a failing service (retried), and reminders
 * dropped when their appointment is moved or cancelled while they wait.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { queryRows } from '../db/client';
import { appointments, mailMessages, users } from '../db/schema';
import { bookAppointment, dateAhead } from '../../test/support/booking-fixtures';
import { createDoctor, createPatient } from '../../test/support/care-fixtures';
import { eventually } from '../../test/support/eventually';
import { databases, login, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';
import {
  startTwilioStandIn,
  STAND_IN_ACCOUNT_SID,
  STAND_IN_AUTH_TOKEN,
  STAND_IN_FROM,
  type TwilioStandIn,
} from '../../test/support/twilio-stand-in';
import { createAdmin } from '../admin/admin-accounts';
import { sendReminder } from './appointment-mail';
import { sendReminderBatch } from './reminder-batch';

const ADMIN_PASSWORD = 'Operations-pass-2026';

jest.setTimeout(60_000);

describe.each(databases())('SMS reminders on %s', (db) => {
  let twilio: TwilioStandIn;
  let server: TestServer;

  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    server = await startTestServer({ db, env: { JOBS_POLL_SECONDS: '0.5', ...twilio.env } });
  }, 90_000);
  afterAll(async () => {
    await server?.close();
    await twilio?.close();
  });

  const deps = () => ({ ...server.app.services, db: server.database.db, siteOrigin: 'https://care.example' });
  const smsTo = (userId: string) =>
    server.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, userId), eq(mailMessages.channel, 'sms')));
  const smsJob = async (messageId: string) =>
    (
      await queryRows<{ id: string; state: string; start_after: Date | string }>(
        server.database.db,
        sql`select id, state, start_after from pgboss.job where name = 'sms.send' and data->>'messageId' = ${messageId}`,
      )
    )[0];
  /** Lets a held or retrying SMS job run now (instead of after quiet hours or the retry's backoff). */
  const dueNow = (messageId: string) =>
    server.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'sms.send' and data->>'messageId' = ${messageId}`,
    );
  const sentTo = (to: string) => twilio.requests.filter((request) => request.form.To === to);

  /** A patient with `phone` stored as given (older rows may hold numbers the API no longer takes), booked with a cardiologist. */
  async function booked(options: {
    phone: string | null;
    sms: boolean;
    daysAhead?: number;
    quietHours?: { from: string; to: string } | null;
  }) {
    const doctor = await createDoctor(server, {}, 'Sms Doctor');
    const patient = await createPatient(server, {}, 'Sms Patient');
    await server.database.db.update(users).set({ phoneNumber: options.phone }).where(eq(users.id, patient.user.id));
    const saved = await server.api('/user/message-settings', {
      method: 'PUT',
      token: patient.user.token,
      json: {
        reminders: true,
        receipts: true,
        smsReminders: options.sms,
        quietHours: options.quietHours ?? null,
        timeZone: 'Europe/London',
      },
    });
    expect(saved.status).toBe(200);
    const date = dateAhead(options.daysAhead ?? 2, doctor.doctor.timeZone);
    const { appointment } = await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date,
      time: '10:00 AM',
    });
    return { doctor, patient, appointment, date };
  }

  it('sends the SMS from a batch of due reminders too (the default path), also with email reminders off, and once', async () => {
    const both = await booked({ phone: '+44 7911 123457', sms: true });
    const textOnly = await booked({ phone: '+44 7911 123458', sms: true });
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: textOnly.patient.user.token,
      json: { reminders: false, receipts: true, smsReminders: true, quietHours: null, timeZone: 'Europe/London' },
    });
    const job = (booking: { appointment: { _id: string; startsAt?: string } }, retryCount = 0) => ({
      data: { appointmentId: booking.appointment._id, kind: '24h' as const, startsAt: booking.appointment.startsAt! },
      retryCount,
      retryLimit: 6,
    });
    const outcomes = await sendReminderBatch({ ...deps(), log: server.app.log }, [job(both), job(textOnly)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    for (const { patient } of [both, textOnly]) {
      await eventually(
        () => smsTo(patient.user.id),
        (rows) => rows.length === 1 && rows[0]!.state === 'sent',
        'the SMS to be sent',
      );
    }
    expect(sentTo('+447911123457')).toHaveLength(1);
    expect(sentTo('+447911123458')).toHaveLength(1);
    // The job run again (its worker was cut off after the commit): no second text.
    await sendReminderBatch({ ...deps(), log: server.app.log }, [job(both, 1)]);
    expect(await smsTo(both.patient.user.id)).toHaveLength(1);
  });

  it('offers SMS reminders, off until the user switches them on', async () => {
    const patient = await createPatient(server, {}, 'Sms Settings');
    const settings = (await server.api('/user/message-settings', { token: patient.user.token })).body.data;
    expect(settings).toMatchObject({ smsAvailable: true, smsReminders: false, reminders: true });
    // A client that does not know SMS leaves the switch as it is.
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: patient.user.token,
      json: { reminders: true, receipts: true, smsReminders: true, quietHours: null, timeZone: null },
    });
    const older = await server.api('/user/message-settings', {
      method: 'PUT',
      token: patient.user.token,
      json: { reminders: false, receipts: true, quietHours: null, timeZone: null },
    });
    expect(older.body.data).toMatchObject({ reminders: false, smsReminders: true });
  });

  it("sends the reminder by SMS beside the email, with Twilio's form fields and auth and no health details", async () => {
    const { patient, appointment } = await booked({ phone: '+44 7911 123456', sms: true });
    const emailId = await sendReminder(deps(), appointment._id, '24h');
    expect(emailId).not.toBeNull();
    const [sms] = await eventually(
      () => smsTo(patient.user.id),
      (rows) => rows[0]?.state === 'sent',
      'the SMS to be sent',
    );
    expect(sms).toMatchObject({ kind: 'appointment-reminder', category: 'reminders', toAddress: '+447911123456', attempts: 1 });
    const [request] = sentTo('+447911123456');
    expect(request!.path).toBe(`/2010-04-01/Accounts/${STAND_IN_ACCOUNT_SID}/Messages.json`);
    expect(request!.basicAuth).toBe(`${STAND_IN_ACCOUNT_SID}:${STAND_IN_AUTH_TOKEN}`);
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.keys(request!.form).sort()).toEqual(['Body', 'From', 'To']);
    expect(request!.form.From).toBe(STAND_IN_FROM);
    const local = DateTime.fromISO(appointment.startsAt!, { zone: 'Europe/London' });
    expect(request!.form.Body).toBe(
      `CareLink reminder: your video appointment is tomorrow (${local.toFormat('ccc d LLL')}) at ${local.toFormat('h:mm a')} ` +
        `(Europe/London). Open the app to join: https://care.example/consultation/${appointment._id} Reply STOP to stop these texts.`,
    );
    // Nothing a lock screen should show: the specialty, the reason, the doctor.
    expect(request!.form.Body).not.toMatch(/cardio|chest|stairs|pain|Sms Doctor|Dr\./i);

    // The built-in mailbox shows emails only.
    expect((await server.app.services.mail.mailbox()).map((row) => row.id)).not.toContain(sms!.id);
    // The user's delivery log shows both, each with its channel.
    const log = (await server.api('/user/messages', { token: patient.user.token })).body.data.messages;
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: sms!.id, channel: 'sms', kind: 'appointment-reminder', state: 'sent' }),
        expect.objectContaining({ id: emailId, channel: 'email', kind: 'appointment-reminder' }),
      ]),
    );
  });

  it('sends none when SMS reminders are off or the user has no phone number', async () => {
    const off = await booked({ phone: '+447911123424', sms: false });
    const noPhone = await booked({ phone: null, sms: true });
    expect(await sendReminder(deps(), off.appointment._id, '24h')).not.toBeNull();
    expect(await sendReminder(deps(), noPhone.appointment._id, '24h')).not.toBeNull();
    expect(await smsTo(off.patient.user.id)).toEqual([]);
    expect(await smsTo(noPhone.patient.user.id)).toEqual([]);
    expect(sentTo('+447911123424')).toEqual([]);
  });

  it("holds the SMS until the end of the user's quiet hours, and drops it unsent when the visit is moved or cancelled meanwhile", async () => {
    const now = DateTime.now().setZone('Europe/London');
    const quietHours = { from: now.minus({ hours: 1 }).toFormat('HH:mm'), to: now.plus({ hours: 2 }).toFormat('HH:mm') };
    const moved = await booked({ phone: '+447911123425', sms: true, quietHours, daysAhead: 3 });
    const cancelled = await booked({ phone: '+447911123426', sms: true, quietHours, daysAhead: 3 });
    for (const { appointment } of [moved, cancelled]) await sendReminder(deps(), appointment._id, '24h');
    const [held] = await smsTo(moved.patient.user.id);
    expect(held).toMatchObject({ state: 'queued', lastError: null });
    const quietEnd = now.plus({ hours: 2 }).startOf('minute').toJSDate();
    expect(held!.sendAfter).toEqual(quietEnd);
    expect(new Date((await smsJob(held!.id))!.start_after)).toEqual(quietEnd);
    const [heldToo] = await smsTo(cancelled.patient.user.id);

    const nextDay = DateTime.fromISO(moved.date).plus({ days: 1 }).toISODate()!;
    const rescheduled = await server.api(`/appointment/reschedule/${moved.appointment._id}`, {
      method: 'PATCH',
      token: moved.patient.user.token,
      json: { date: nextDay, time: '10:00 AM' },
    });
    expect(rescheduled.status).toBe(200);
    const cancel = await server.api(`/appointment/cancel/${cancelled.appointment._id}`, {
      method: 'PATCH',
      token: cancelled.patient.user.token,
    });
    expect(cancel.status).toBe(200);
    await dueNow(held!.id);
    await dueNow(heldToo!.id);
    await eventually(
      async () => [...(await smsTo(moved.patient.user.id)), ...(await smsTo(cancelled.patient.user.id))],
      (rows) => rows.length === 0,
      'the void SMS reminders to be dropped',
    );
    expect([...sentTo('+447911123425'), ...sentTo('+447911123426')]).toEqual([]);

    // The moved visit's own reminder says its new time (outside the quiet hours now lifted).
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: moved.patient.user.token,
      json: { reminders: true, receipts: true, smsReminders: true, quietHours: null, timeZone: 'Europe/London' },
    });
    await sendReminder(deps(), moved.appointment._id, '24h');
    const [fresh] = await eventually(
      () => smsTo(moved.patient.user.id),
      (rows) => rows[0]?.state === 'sent',
      'the moved visit’s SMS',
    );
    const [movedRow] = await server.database.db.select().from(appointments).where(eq(appointments.id, moved.appointment._id));
    expect(movedRow!.startsAt.getTime()).not.toBe(Date.parse(moved.appointment.startsAt!));
    expect(fresh!.text).toContain(DateTime.fromJSDate(movedRow!.startsAt, { zone: 'Europe/London' }).toFormat('ccc d LLL'));
  });

  it('logs a number that is not a valid international one as failed, sending nothing', async () => {
    const { patient, appointment } = await booked({ phone: '12345', sms: true });
    await sendReminder(deps(), appointment._id, '24h');
    const [sms] = await smsTo(patient.user.id);
    expect(sms).toMatchObject({ state: 'failed', toAddress: '12345' });
    expect(sms!.lastError).toMatch(/^Not sent: the phone number on the account is not a valid international number/);
    expect(await smsJob(sms!.id)).toBeUndefined();
    expect(sentTo('12345')).toEqual([]);
  });

  it('marks a number the service refuses as failed with its reason, and does not retry it', async () => {
    const { patient, appointment } = await booked({ phone: '+15005550001', sms: true });
    twilio.invalidNumbers.add('+15005550001');
    await sendReminder(deps(), appointment._id, '1h');
    const [sms] = await eventually(
      () => smsTo(patient.user.id),
      (rows) => rows[0]?.state === 'failed',
      'the refusal to be recorded',
    );
    expect(sms!.lastError).toBe(
      "The SMS service refused the message: The 'To' number +15005550001 is not a valid phone number. (code 21211)",
    );
    expect(sms!.attempts).toBe(1);
    await eventually(
      () => smsJob(sms!.id),
      (job) => job?.state === 'completed',
      'the job to end without a retry',
    );
    expect(sentTo('+15005550001')).toHaveLength(1);

    // The operations console's delivery page lists it with its channel and reason.
    const email = uniqueEmail('sms-ops');
    await createAdmin(server.database.db, { email, password: ADMIN_PASSWORD });
    const token = (await login(server, email, ADMIN_PASSWORD)).body.data.accessToken;
    const failed = (await server.api('/admin/mail-messages?state=failed', { token })).body.data.messages;
    expect(failed).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sms!.id, channel: 'sms', to: '+15005550001', lastError: sms!.lastError })]),
    );
  });

  it('switches SMS reminders off for a number that replied STOP, says why, and queues no more texts to it', async () => {
    const { patient, appointment, doctor, date } = await booked({ phone: '+447911123499', sms: true });
    twilio.optedOut.add('+447911123499');
    await sendReminder(deps(), appointment._id, '24h');
    const [sms] = await eventually(
      () => smsTo(patient.user.id),
      (rows) => rows[0]?.state === 'failed',
      'the opt-out to be recorded',
    );
    expect(sms!.lastError).toBe('Not sent: this number replied STOP to our text messages, so SMS reminders are now off for this account');
    const settings = await server.api('/user/message-settings', { token: patient.user.token });
    expect(settings.body.data).toMatchObject({ smsReminders: false, reminders: true });

    // The next reminder goes by email only.
    const { appointment: next } = await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date,
      time: '11:00 AM',
    });
    await sendReminder(deps(), next._id, '24h');
    expect(await smsTo(patient.user.id)).toHaveLength(1);
    expect(sentTo('+447911123499')).toHaveLength(1);
  });

  it('retries with backoff when the service fails, until it is sent', async () => {
    const { patient, appointment } = await booked({ phone: '+447911123427', sms: true });
    twilio.failNext(1, 503);
    await sendReminder(deps(), appointment._id, '1h');
    const [waiting] = await eventually(
      () => smsTo(patient.user.id),
      (rows) => rows[0]?.attempts === 1,
      'the first attempt',
    );
    expect(waiting).toMatchObject({ state: 'queued' });
    expect(waiting!.lastError).toBe('The SMS service failed to take the message: An internal server error has occurred (code 20500)');
    const job = await eventually(
      () => smsJob(waiting!.id),
      (found) => found?.state === 'retry',
      'the job to wait for its retry',
    );
    // The backoff's first delay (15 s): not before.
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(Date.now() + 5_000);
    await dueNow(waiting!.id);
    const [sent] = await eventually(
      () => smsTo(patient.user.id),
      (rows) => rows[0]?.state === 'sent',
      'the retry to send it',
    );
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sentTo('+447911123427').map((request) => request.status)).toEqual([503, 201]);
  });
});
