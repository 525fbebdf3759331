import { CONSULTATION_MESSAGES } from '@telehealth/shared-api/core';
import { consultations } from '../db/schema';
import { createDoctor, createPatient, insertAppointment, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { createTestClock, databases, startTestServer, type TestClock, type TestServer } from '../../test/support/test-server';

const MINUTE_MS = 60_000;

describe.each(databases())('reopening a consultation ended by mistake, on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  let doctor: DoctorFixture;
  let patient: PatientFixture;
  let nextSecond = 1;

  beforeAll(async () => {
    clock = createTestClock(new Date('2026-11-27T15:00:00Z'));
    server = await startTestServer({ db, clock, env: { SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' } });
    doctor = await createDoctor(server, {}, 'Sarah Chen');
    patient = await createPatient(server, {}, 'Alex Morgan');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A visit that started `minutesAgo` ago, its session started and ended (or only started). */
  async function endedVisit(minutesAgo: number, options: { ended?: boolean; status?: 'scheduled' | 'completed' } = {}) {
    // A second apart from each other, so no two share a slot.
    const startsAt = new Date(clock.now().getTime() - minutesAgo * MINUTE_MS - nextSecond++ * 1_000);
    const visit = await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt,
      status: options.status ?? 'scheduled',
    });
    await server.database.db.insert(consultations).values({
      appointmentId: visit.id,
      status: options.ended === false ? 'live' : 'ended',
      startedAt: startsAt,
      endedAt: options.ended === false ? null : clock.now(),
    });
    return visit.id;
  }

  const reopen = (id: string, token = doctor.user.token) => server.api(`/consultation/${id}/reopen`, { method: 'POST', token });

  it("lets the visit's doctor reopen it within two hours of the start, after which both may join again", async () => {
    const id = await endedVisit(40);
    const before = await server.api(`/consultation/${id}`, { token: patient.user.token });
    expect(before.body.data).toMatchObject({ status: 'ended', canJoin: false });

    const answer = await reopen(id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(CONSULTATION_MESSAGES.reopened);
    expect(answer.body.data).toMatchObject({ status: 'not-started', endedAt: null, canJoin: true });
    const after = await server.api(`/consultation/${id}`, { token: patient.user.token });
    expect(after.body.data).toMatchObject({ status: 'not-started', canJoin: true });
  });

  it('refuses the patient, a visit that has not ended, a visit past its rejoin window and a completed visit, and changes nothing', async () => {
    const ended = await endedVisit(30);
    const byPatient = await reopen(ended, patient.user.token);
    expect([byPatient.status, byPatient.body.message]).toEqual([403, CONSULTATION_MESSAGES.reopenDoctorOnly]);

    const open = await endedVisit(30, { ended: false });
    expect((await reopen(open)).body.message).toBe(CONSULTATION_MESSAGES.reopenNotEnded);

    const old = await endedVisit(121);
    const late = await reopen(old);
    expect([late.status, late.body.message]).toEqual([409, CONSULTATION_MESSAGES.reopenTooLate]);

    const completed = await endedVisit(30, { status: 'completed' });
    expect((await reopen(completed)).body.message).toBe(CONSULTATION_MESSAGES.reopenNotScheduled);

    for (const id of [ended, old, completed]) {
      expect((await server.api(`/consultation/${id}`, { token: doctor.user.token })).body.data.status).toBe('ended');
    }
  });
});
