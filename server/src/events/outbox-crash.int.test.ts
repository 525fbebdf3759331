import { insertAppointmentRow, insertDoctorRow } from '../../test/support/care-fixtures';
import {
  childLog,
  createChildDatabase,
  insertUsers,
  killChild,
  rows,
  sleep,
  sql,
  startChildServer,
  stopChild,
  type ChildDatabase,
  type RunningProduct,
} from '../../test/support/child-server';
import { databases } from '../../test/support/test-server';

// Issue 22, crash safety of the outbox: the real server (a child process) commits a change
// with its domain event, but cannot deliver it yet (storing the notice fails, as on a full
// disk); it is killed with SIGKILL; once restarted, the event is delivered, once.

const REFUSE_NOTICE = `create function refuse_cancel_notice() returns trigger language plpgsql as $$ begin
  if new.message like 'Appointment canceled%' then raise exception 'could not extend file'; end if; return new; end $$`;

jest.setTimeout(180_000);

describe.each(databases())('a domain event committed before a SIGKILL, on %s', (kind) => {
  let database: ChildDatabase;
  let server: RunningProduct | undefined;

  afterEach(async () => {
    await stopChild(server);
    server = undefined;
    await database?.dispose();
  });

  it('is delivered after the restart, once', async () => {
    database = await createChildDatabase(kind, 'outbox-crash');
    const { doctor, patient, appointmentId } = await database.run(async (db) => {
      const [doctorUser] = await insertUsers(db, 1, 'doctor', 'Dr Outbox');
      const [patientUser] = await insertUsers(db, 1, 'patient', 'Outbox Patient');
      const doctorId = await insertDoctorRow(db.db, {
        userId: doctorUser!.id,
        name: doctorUser!.name,
        specialization: 'Cardiology',
        fees: 0,
        experience: 3,
      });
      const appointment = await insertAppointmentRow(db.db, {
        doctorId,
        patientId: patientUser!.patientId!,
        startsAt: new Date(Date.now() + 3 * 24 * 3_600_000),
      });
      await db.db.execute(sql.raw(REFUSE_NOTICE));
      await db.db.execute(
        sql.raw('create trigger refuse_cancel_notice before insert on notifications for each row execute function refuse_cancel_notice()'),
      );
      return { doctor: doctorUser!, patient: patientUser!, appointmentId: appointment.id };
    });
    const noticesOfDoctor = (db: Parameters<typeof rows>[0]) =>
      rows<{ message: string }>(
        db,
        sql`select message from notifications where user_id = ${doctor.id} and message like 'Appointment canceled%'`,
      );
    const outbox = (db: Parameters<typeof rows>[0]) => rows<{ type: string }>(db, sql`select type from domain_events`);

    server = await startChildServer(database, { label: 'outbox-crash' });
    const canceled = await fetch(`${server.baseUrl}/api/v1/appointment/cancel/${appointmentId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${patient.token}`, accept: 'application/json' },
    });
    expect({ status: canceled.status, log: canceled.status === 200 ? '' : childLog(server) }).toEqual({ status: 200, log: '' });
    await killChild(server);
    server = undefined;

    // Committed, not delivered: the event waits in the outbox. Storing works again.
    await database.run(async (db) => {
      expect(await outbox(db)).toEqual([{ type: 'appointment.cancelled' }]);
      expect(await noticesOfDoctor(db)).toEqual([]);
      await db.db.execute(sql.raw('drop trigger refuse_cancel_notice on notifications'));
      await db.db.execute(sql.raw('drop function refuse_cancel_notice()'));
    });

    server = await startChildServer(database, { label: 'outbox-crash-restarted' });
    // The restarted server delivers at start: the doctor's notice appears.
    const restarted = server;
    const deadline = Date.now() + 60_000;
    const told = async () => {
      const answer = await fetch(`${restarted.baseUrl}/api/v1/notifications`, {
        headers: { authorization: `Bearer ${doctor.token}`, accept: 'application/json' },
      });
      const body = (await answer.json()) as { data?: { notifications?: Array<{ message: string }> } };
      return (body.data?.notifications ?? []).filter((notice) => notice.message.startsWith('Appointment canceled')).length;
    };
    while (Date.now() < deadline && (await told()) === 0) await sleep(200);
    await stopChild(server);
    server = undefined;
    await database.run(async (db) => {
      expect(await outbox(db)).toEqual([]);
      expect(await noticesOfDoctor(db)).toHaveLength(1);
    });
  });
});
