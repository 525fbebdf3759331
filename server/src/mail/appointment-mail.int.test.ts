import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { appointmentReminders, mailMessages } from '../db/schema';
import { bookAppointment, dateAhead } from '../../test/support/booking-fixtures';
import { createDoctor, createPatient } from '../../test/support/care-fixtures';
import { databases, startTestServer, type TestServer } from '../../test/support/test-server';
import { REMINDERS, sendReminder } from './appointment-mail';
import { eventually } from '../../test/support/eventually';

describe.each(databases())('appointment email on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db, env: { JOBS_POLL_SECONDS: '0.5' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const mailsTo = (userId: string, kind: string) =>
    server.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, userId), eq(mailMessages.kind, kind)));

  const jobsOf = (appointmentId: string) =>
    queryRows<{ id: string; state: string; start_after: Date; data: { kind: string } }>(
      server.database.db,
      sql`select id, state, start_after, data from pgboss.job where name = 'appointment.reminder' and data->>'appointmentId' = ${appointmentId} order by start_after`,
    );

  async function booked(daysAhead: number) {
    const doctor = await createDoctor(server, {}, 'Mail Doctor');
    const patient = await createPatient(server, {}, 'Mail Patient');
    const date = dateAhead(daysAhead, doctor.doctor.timeZone);
    const { appointment } = await bookAppointment(server, { token: patient.user.token, userId: patient.user.id }, doctor, {
      date,
      time: '10:00 AM',
    });
    return { doctor, patient, appointment };
  }

  it('mails a confirmation with the .ics and schedules reminders 24 h and 1 h before', async () => {
    const { patient, appointment } = await booked(3);
    const [confirmation] = await eventually(
      () => mailsTo(patient.user.id, 'appointment-confirmation'),
      (rows) => rows.length > 0,
      'the confirmation',
    );
    expect(confirmation!.subject).toMatch(/^Your CareLink appointment is booked for \w{3} \d{1,2} \w{3} at 10:00 AM/);
    // Nothing about the doctor's specialty or the reason in what a lock screen shows.
    expect(confirmation!.subject).not.toMatch(/Chest|Cardio|Mail Doctor/i);
    expect(confirmation!.attachments).toHaveLength(1);
    const ics = Buffer.from(confirmation!.attachments[0]!.content, 'base64').toString('utf8');
    expect(ics).toContain(`UID:${appointment._id}@carelink`);
    expect(ics).not.toContain('Chest pain');

    const reminders = await eventually(
      () => jobsOf(appointment._id),
      (rows) => rows.length === 2,
      'the reminder jobs',
    );
    const startsAt = new Date(appointment.startsAt!).getTime();
    expect(reminders.map((job) => [job.data.kind, new Date(job.start_after).getTime()])).toEqual([
      ['24h', startsAt - REMINDERS['24h']],
      ['1h', startsAt - REMINDERS['1h']],
    ]);
  });

  it('removes the reminders when the appointment is cancelled', async () => {
    const { patient, appointment } = await booked(4);
    await eventually(
      () => jobsOf(appointment._id),
      (rows) => rows.length === 2,
      'the reminder jobs',
    );
    const cancelled = await server.api(`/appointment/cancel/${appointment._id}`, { method: 'PATCH', token: patient.user.token });
    expect(cancelled.status).toBe(200);
    await eventually(
      () => jobsOf(appointment._id),
      (rows) => rows.length === 0,
      'the reminders to go',
    );
    const left = await server.database.db
      .select()
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, appointment._id));
    expect(left).toEqual([]);
    // The refund that follows is told by email too, as a receipt.
    const [refund] = await eventually(
      () => mailsTo(patient.user.id, 'refund-notice'),
      (rows) => rows.length > 0,
      'the refund notice',
    );
    expect(refund!.category).toBe('receipts');
    expect(refund!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends a due reminder with the time in both zones, and none for a cancelled visit', async () => {
    const { patient, appointment } = await booked(2);
    await server.api('/user/message-settings', {
      method: 'PUT',
      token: patient.user.token,
      json: { reminders: true, receipts: true, quietHours: null, timeZone: 'Europe/London' },
    });
    const deps = { ...server.app.services, db: server.database.db, siteOrigin: 'https://care.example' };
    const id = await sendReminder(deps, appointment._id, '24h');
    const [reminder] = await server.database.db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    expect(reminder!.subject).toBe('Reminder: your CareLink appointment tomorrow');
    expect(reminder!.text).toMatch(/starts \w{3} \d{1,2} \w{3} at \d{1,2}:\d{2} [AP]M GMT.* \(.* for the doctor\)/);
    expect(reminder!.text).toMatch(/Stop appointment reminder emails: http\S+\/unsubscribe\?token=\S+$/);

    await server.api(`/appointment/cancel/${appointment._id}`, { method: 'PATCH', token: patient.user.token });
    expect(await sendReminder(deps, appointment._id, '1h')).toBeNull();
  });
});
