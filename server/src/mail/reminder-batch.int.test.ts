import { eq } from 'drizzle-orm';
import { appointmentReminders, mailMessages } from '../db/schema';
import { bookAppointment, dateAhead } from '../../test/support/booking-fixtures';
import { createDoctor, createPatient } from '../../test/support/care-fixtures';
import { databases, startTestServer, type TestServer } from '../../test/support/test-server';
import { sendReminderBatch } from './reminder-batch';

// The fast path of due reminders: a batch of reminder jobs stores and sends its own messages;
// a retried job (its worker was killed) sends a message left unsent again with the same
// Message-ID and never sends one already sent; settings and quiet hours are honoured.
jest.setTimeout(30_000);

describe.each(databases())('reminders sent a batch at a time on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db, env: { JOBS_POLL_SECONDS: '60' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function booked(settings: { reminders: boolean; quietHours: { from: string; to: string } | null }, name: string) {
    const doctor = await createDoctor(server, {}, `Batch Doctor ${name}`);
    const patient = await createPatient(server, {}, `Batch Patient ${name}`);
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: patient.user.token,
      json: { reminders: settings.reminders, receipts: true, quietHours: settings.quietHours, timeZone: 'UTC' },
    });
    const { appointment } = await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date: dateAhead(2, doctor.doctor.timeZone),
      time: '10:00 AM',
    });
    const [reminder] = await server.database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, appointment._id));
    return { patient, appointment, reminder: reminder! };
  }

  const mailsTo = (userId: string) => server.database.db.select().from(mailMessages).where(eq(mailMessages.userId, userId));

  it('sends due reminders once, again with the same Message-ID after a cut-off attempt, and honours the settings', async () => {
    const plain = await booked({ reminders: true, quietHours: null }, 'plain');
    const quiet = await booked({ reminders: true, quietHours: { from: '00:00', to: '23:59' } }, 'quiet');
    const off = await booked({ reminders: false, quietHours: null }, 'off');
    const deps = { ...server.app.services, db: server.database.db, siteOrigin: 'https://care.example' };
    const job = (booking: { appointment: { _id: string; startsAt?: string }; reminder: { dueAt: Date } }, retryCount = 0) => ({
      data: {
        appointmentId: booking.appointment._id,
        kind: '24h' as const,
        startsAt: new Date(booking.reminder.dueAt.getTime() + 24 * 3_600_000).toISOString(),
      },
      retryCount,
      retryLimit: 6,
    });

    const outcomes = await sendReminderBatch(deps, [job(plain), job(quiet), job(off)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const [sent] = await mailsTo(plain.patient.user.id).then((rows) => rows.filter((row) => row.kind === 'appointment-reminder'));
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, category: 'reminders' });
    expect(sent!.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);
    // Quiet hours: stored to go at their end, the usual way.
    const [held] = await mailsTo(quiet.patient.user.id).then((rows) => rows.filter((row) => row.kind === 'appointment-reminder'));
    expect(held).toMatchObject({ state: 'queued' });
    expect(held!.sendAfter).not.toBeNull();
    // Switched off: nothing stored.
    expect((await mailsTo(off.patient.user.id)).filter((row) => row.kind === 'appointment-reminder')).toHaveLength(0);
    const left = await server.database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, plain.appointment._id));
    expect(left.map((reminder) => reminder.kind)).toEqual(['1h']);

    // The job run again after its message was sent: nothing more.
    await sendReminderBatch(deps, [job(plain, 1)]);
    const afterRetry = (await mailsTo(plain.patient.user.id)).filter((row) => row.kind === 'appointment-reminder');
    expect(afterRetry).toHaveLength(1);
    expect(afterRetry[0]).toMatchObject({ id: sent!.id, state: 'sent', attempts: 1 });

    // As a kill mid-send leaves it: 'sending'. The retry sends that row again, same Message-ID.
    await server.database.db.update(mailMessages).set({ state: 'sending' }).where(eq(mailMessages.id, sent!.id));
    await sendReminderBatch(deps, [job(plain, 2)]);
    const resent = (await mailsTo(plain.patient.user.id)).filter((row) => row.kind === 'appointment-reminder');
    expect(resent).toHaveLength(1);
    expect(resent[0]).toMatchObject({ id: sent!.id, messageId: sent!.messageId, state: 'sent', attempts: 2 });
  });
});
