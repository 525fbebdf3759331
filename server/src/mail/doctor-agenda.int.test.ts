import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { doctorAgendas, mailMessages } from '../db/schema';
import { createDoctor, createPatient, insertAppointment, type DoctorFixture } from '../../test/support/care-fixtures';
import { databases, startTestServer, type TestServer } from '../../test/support/test-server';
import { AGENDA_SWEEP_CRON, sendDueAgendas } from './doctor-agenda';

describe.each(databases())("doctors' daily agenda on %s", (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db, env: { JOBS_POLL_SECONDS: '0.5' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const deps = () => ({ db: server.database.db, mail: server.app.services.mail, siteOrigin: 'https://care.example' });
  const agendasOf = (doctor: DoctorFixture) =>
    server.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, doctor.user.id), eq(mailMessages.kind, 'doctor-agenda')));

  async function doctorIn(timeZone: string, name: string, options: { verified?: boolean } = {}) {
    return createDoctor(server, { timeZone }, name, options);
  }

  async function visit(doctor: DoctorFixture, patientName: string, startsAt: string, status: 'scheduled' | 'canceled' = 'scheduled') {
    const patient = await createPatient(server, {}, patientName);
    await insertAppointment(server, { doctorId: doctor.doctor._id, patientId: patient.profile._id, startsAt: new Date(startsAt), status });
  }

  it('sends each doctor the day’s visits once their 07:00 has passed, in their zone, once per local day', async () => {
    const newYork = await doctorIn('America/New_York', 'Agenda NewYork');
    const tokyo = await doctorIn('Asia/Tokyo', 'Agenda Tokyo');
    const london = await doctorIn('Europe/London', 'Agenda London');
    // New York, Tuesday 1 December 2026 (EST, UTC-5): 09:00 and 14:30 local; one cancelled; one the next day.
    await visit(newYork, 'Olivia Jane Parker', '2026-12-01T14:00:00Z');
    await visit(newYork, 'Liam Chen', '2026-12-01T19:30:00Z');
    await visit(newYork, 'Cancelled Person', '2026-12-01T16:00:00Z', 'canceled');
    await visit(newYork, 'Tomorrow Person', '2026-12-02T14:00:00Z');
    // Tokyo (UTC+9): Wednesday 2 December 10:00 local is 01:00 UTC on the 2nd.
    await visit(tokyo, 'Haruto Sato', '2026-12-02T01:00:00Z');
    // London: no visits on 1 December.

    // 11:30 UTC: 06:30 in New York (not yet), 20:30 in Tokyo (the 1st: no visits), 11:30 in London (no visits).
    await sendDueAgendas(deps(), new Date('2026-12-01T11:30:00Z'));
    expect(await agendasOf(newYork)).toEqual([]);
    expect(await agendasOf(tokyo)).toEqual([]);
    expect(await agendasOf(london)).toEqual([]);
    // No visits: nothing sent, but the day is recorded and not looked at again.
    const londonDays = await server.database.db.select().from(doctorAgendas).where(eq(doctorAgendas.doctorId, london.doctor._id));
    expect(londonDays).toEqual([expect.objectContaining({ localDate: '2026-12-01', mailId: null })]);

    // 12:15 UTC: 07:15 in New York.
    await sendDueAgendas(deps(), new Date('2026-12-01T12:15:00Z'));
    const [agenda] = await agendasOf(newYork);
    expect(agenda!.subject).toBe('Your CareLink agenda: 2 visits today');
    expect(agenda!.text).toContain('You have 2 visits today, Tuesday, December 1 (times in EST):');
    expect(agenda!.text).toMatch(/9:00 AM — Olivia\n\n2:30 PM — Liam\n/);
    expect(agenda!.text).not.toMatch(/Parker|Chen|Cancelled|Tomorrow|Chest/);
    expect(agenda!.category).toBe('reminders');
    expect(agenda!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Later sweeps the same local day (and a restart changes nothing: the record is in the database) send nothing more.
    await sendDueAgendas(deps(), new Date('2026-12-01T16:00:00Z'));
    await sendDueAgendas(deps(), new Date('2026-12-02T04:59:00Z')); // 23:59 in New York
    expect(await agendasOf(newYork)).toHaveLength(1);

    // 22:05 UTC on the 1st is 07:05 on the 2nd in Tokyo.
    await sendDueAgendas(deps(), new Date('2026-12-01T22:05:00Z'));
    const [tokyoAgenda] = await agendasOf(tokyo);
    expect(tokyoAgenda!.subject).toBe('Your CareLink agenda: 1 visit today');
    expect(tokyoAgenda!.text).toContain('10:00 AM — Haruto');

    // The next New York day has its own agenda.
    await sendDueAgendas(deps(), new Date('2026-12-02T12:01:00Z'));
    const both = await agendasOf(newYork);
    expect(both).toHaveLength(2);
    expect(both.map((mail) => mail.text).find((text) => text.includes('December 2'))).toContain('9:00 AM — Tomorrow');
  });

  it('sends one agenda when two instances sweep at the same moment, and none to a doctor not verified', async () => {
    const doctor = await doctorIn('America/Chicago', 'Agenda Twice');
    const pending = await doctorIn('America/Chicago', 'Agenda Pending', { verified: false });
    await visit(doctor, 'Ava Stone', '2026-12-03T15:00:00Z');
    await visit(pending, 'Noah Stone', '2026-12-03T16:00:00Z');
    const at = new Date('2026-12-03T13:10:00Z'); // 07:10 in Chicago
    await Promise.all([sendDueAgendas(deps(), at), sendDueAgendas(deps(), at), sendDueAgendas(deps(), at)]);
    expect(await agendasOf(doctor)).toHaveLength(1);
    expect(await agendasOf(pending)).toEqual([]);
  });

  it('is scheduled as a recurring pg-boss job', async () => {
    const rows = await queryRows<{ name: string; cron: string }>(
      server.database.db,
      sql`select name, cron from pgboss.schedule where name = 'doctor.agenda-sweep'`,
    );
    expect(rows).toEqual([{ name: 'doctor.agenda-sweep', cron: AGENDA_SWEEP_CRON }]);
  });
});
