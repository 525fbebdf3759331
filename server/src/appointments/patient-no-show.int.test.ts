import { NO_SHOW_MESSAGES, type Appointment, type Notification } from '@telehealth/shared-api/core';
import { eq } from 'drizzle-orm';
import { appointments, consultations } from '../db/schema';
import { createDoctor } from '../../test/support/care-fixtures';
import { createConsultation, joinAs, type ClientSocket } from '../../test/support/consultation-fixtures';
import { databases, startTestServer, type TestServer } from '../../test/support/test-server';

describe.each(databases())('the doctor marks that the patient did not attend, on %s', (db) => {
  let server: TestServer;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ db });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  const mark = (token: string, id: string) => server.api(`/appointment/no-show/${id}`, { method: 'PATCH', token });
  const statusOf = async (id: string) =>
    (await server.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id)))[0]!.status;
  const notificationsOf = async (token: string): Promise<string[]> =>
    (await server.api('/notifications?limit=100', { token })).body.data.notifications.map((n: Notification) => n.message);

  it('settles a video visit the patient never joined 15 minutes after its start, without a refund, and tells the patient', async () => {
    const { doctor, patient, appointment } = await createConsultation(server, { minutesFromNow: -16 });

    const answer = await mark(doctor.user.token, appointment.id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(NO_SHOW_MESSAGES.marked);
    expect(answer.body.data).toMatchObject({ _id: appointment.id, status: 'no-show', canceledAt: null });

    const list = await server.api(`/appointment/patient/${patient.profile._id}`, { token: patient.user.token });
    expect(list.body.data.appointments.find((a: Appointment) => a._id === appointment.id)).toMatchObject({ status: 'no-show' });
    const doctorList = await server.api(`/appointment/doctor/${doctor.doctor._id}`, { token: doctor.user.token });
    expect(doctorList.body.data.find((a: Appointment) => a._id === appointment.id)).toMatchObject({ status: 'no-show' });
    expect(await notificationsOf(patient.user.token)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^You did not join your video visit with Dr\. Dr Mira Osei .*Missed visits are not refunded\./),
      ]),
    );

    // Settled: neither a second mark nor a cancellation changes it.
    expect((await mark(doctor.user.token, appointment.id)).status).toBe(409);
    expect((await server.api(`/appointment/cancel/${appointment.id}`, { method: 'PATCH', token: patient.user.token })).status).toBe(409);
    expect(await statusOf(appointment.id)).toBe('no-show');
  });

  it('refuses before start + 15 minutes and changes nothing', async () => {
    const { doctor, appointment } = await createConsultation(server, { minutesFromNow: -14 });
    const answer = await mark(doctor.user.token, appointment.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(NO_SHOW_MESSAGES.tooEarly);
    expect(await statusOf(appointment.id)).toBe('scheduled');
  });

  it('refuses once the patient has joined the room', async () => {
    const { doctor, patient, appointment, room } = await createConsultation(server, { minutesFromNow: -20 });
    const joined = await joinAs(server, patient.user.token, room);
    sockets.push(joined.socket);
    const [row] = await server.database.db.select().from(consultations).where(eq(consultations.appointmentId, appointment.id));
    expect(row?.patientJoinedAt).toBeInstanceOf(Date);

    const answer = await mark(doctor.user.token, appointment.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(NO_SHOW_MESSAGES.patientJoined);
    expect(await statusOf(appointment.id)).toBe('scheduled');
  });

  it('refuses the patient, another doctor and a visit that is not by video', async () => {
    const { doctor, patient, appointment } = await createConsultation(server, { minutesFromNow: -25 });
    const other = await createDoctor(server, {}, 'Dr Other');
    expect((await mark(patient.user.token, appointment.id)).status).toBe(403);
    expect((await mark(other.user.token, appointment.id)).status).toBe(404);
    expect(await statusOf(appointment.id)).toBe('scheduled');

    const inPerson = await createConsultation(server, { minutesFromNow: -26, doctor, patient });
    await server.database.db
      .update(appointments)
      .set({ consultationType: 'In-person Consultation' })
      .where(eq(appointments.id, inPerson.appointment.id));
    const answer = await mark(doctor.user.token, inPerson.appointment.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(NO_SHOW_MESSAGES.onlyVideo);
  });

  it('lets exactly one of two racing marks win', async () => {
    const { doctor, patient, appointment } = await createConsultation(server, { minutesFromNow: -18 });
    const answers = await Promise.all([mark(doctor.user.token, appointment.id), mark(doctor.user.token, appointment.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const told = (await notificationsOf(patient.user.token)).filter((message) => message.startsWith('You did not join'));
    expect(told).toHaveLength(1);
  });
});
