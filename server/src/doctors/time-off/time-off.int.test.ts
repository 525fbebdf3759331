import { randomUUID } from 'node:crypto';
import {
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MAX_ENTRIES,
  TIME_OFF_MESSAGES,
  TIME_OFF_NOTE_MAX_LENGTH,
  type TimeOff,
} from '@telehealth/shared-api/core';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointments as appointmentsTable, doctorTimeOff } from '../../db/schema';
import { checkoutBody, dateAhead, startCheckout } from '../../../test/support/booking-fixtures';
import {
  createDoctor,
  createPatient,
  insertAppointment,
  type DoctorFixture,
  type PatientFixture,
} from '../../../test/support/care-fixtures';
import { databases, startTestServer, type TestServer } from '../../../test/support/test-server';

const ZONE = 'America/New_York';

describe.each(databases())('doctor time off on %s', (db) => {
  let server: TestServer;
  let patient: PatientFixture;

  beforeAll(async () => {
    server = await startTestServer({ db, env: { SEARCH_CACHE_SECONDS: '600' } });
    patient = await createPatient(server, {}, 'Pat Lee');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A doctor with a name no other test uses, so a name search finds only them. */
  async function uniqueDoctor(): Promise<DoctorFixture & { name: string }> {
    const name = `Dr Off ${randomUUID().slice(0, 8).replace(/\d/g, 'x')}`;
    return { ...(await createDoctor(server, { timeZone: ZONE }, name)), name };
  }

  const addTimeOff = (token: string, body: Record<string, unknown>) =>
    server.api('/doctor/time-off', { method: 'POST', token, json: body });

  const slotsOf = async (doctorId: string, date: string): Promise<string[]> => {
    const answer = await server.api(`/doctor/available-slots-for-doctor/${doctorId}?date=${date}`, { token: patient.user.token });
    expect(answer.status).toBe(200);
    return answer.body.data[0].times
      .filter((slot: { status: string }) => slot.status === 'available')
      .map((slot: { time: string }) => slot.time);
  };

  const searchTotal = async (name: string, date: string): Promise<number> => {
    const answer = await server.api(`/doctor/all-doctors?name=${encodeURIComponent(name)}&date=${date}`, { token: patient.user.token });
    expect(answer.status).toBe(200);
    return answer.body.data.total;
  };

  it('takes a day off out of the slots answer, search and checkout at once, and gives it back when removed', async () => {
    const doctor = await uniqueDoctor();
    const dayOff = dateAhead(3, ZONE);
    const nextDay = dateAhead(4, ZONE);
    // Searched first, so the index and the date's reservations are kept before the change.
    expect(await searchTotal(doctor.name, dayOff)).toBe(1);
    expect(await slotsOf(doctor.doctor._id, dayOff)).toHaveLength(18);

    const added = await addTimeOff(doctor.user.token, { startDate: dayOff, note: 'Conference' });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(TIME_OFF_MESSAGES.added);
    expect(added.body.data).toMatchObject({ startDate: dayOff, endDate: dayOff, note: 'Conference' });

    expect(await slotsOf(doctor.doctor._id, dayOff)).toEqual([]);
    expect(await slotsOf(doctor.doctor._id, nextDay)).toHaveLength(18);
    expect(await searchTotal(doctor.name, dayOff)).toBe(0);
    expect(await searchTotal(doctor.name, nextDay)).toBe(1);

    const refused = await startCheckout(
      server,
      patient.user.token,
      checkoutBody(patient.user.id, { doctorId: doctor.doctor._id, date: dayOff, time: '10:00 AM' }, doctor.doctor.fees ?? 0),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TIME_OFF_MESSAGES.dayOff);

    const list = await server.api('/doctor/time-off', { token: doctor.user.token });
    expect(list.body.data.map((entry: TimeOff) => entry.id)).toEqual([added.body.data.id]);

    const removed = await server.api(`/doctor/time-off/${added.body.data.id}`, { method: 'DELETE', token: doctor.user.token });
    expect(removed.status).toBe(200);
    expect(await slotsOf(doctor.doctor._id, dayOff)).toHaveLength(18);
    expect(await searchTotal(doctor.name, dayOff)).toBe(1);
    expect((await server.api('/doctor/time-off', { token: doctor.user.token })).body.data).toEqual([]);
  });

  it('covers every date of a range, in the doctor’s own time zone', async () => {
    const doctor = await uniqueDoctor();
    const [first, last] = [dateAhead(5, ZONE), dateAhead(7, ZONE)];
    expect((await addTimeOff(doctor.user.token, { startDate: first, endDate: last })).status).toBe(201);
    for (const date of [first, dateAhead(6, ZONE), last]) {
      expect(await slotsOf(doctor.doctor._id, date)).toEqual([]);
      expect(await searchTotal(doctor.name, date)).toBe(0);
    }
    expect(await slotsOf(doctor.doctor._id, dateAhead(4, ZONE))).toHaveLength(18);
    expect(await slotsOf(doctor.doctor._id, dateAhead(8, ZONE))).toHaveLength(18);
  });

  it('reaches another instance’s search at its next refresh', async () => {
    const second = await startTestServer({ db, shareDatabaseOf: server, env: { SEARCH_CACHE_SECONDS: '600' } });
    try {
      const doctor = await uniqueDoctor();
      const date = dateAhead(9, ZONE);
      const total = async () =>
        (await second.api(`/doctor/all-doctors?name=${encodeURIComponent(doctor.name)}&date=${date}`, { token: patient.user.token })).body
          .data.total;
      await second.app.services.doctorSearch.refreshNow();
      expect(await total()).toBe(1);
      expect((await addTimeOff(doctor.user.token, { startDate: date })).status).toBe(201);
      await second.app.services.doctorSearch.refreshNow();
      expect(await total()).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('lists the scheduled visits a proposed range would cover, and keeps them when saved', async () => {
    const doctor = await uniqueDoctor();
    const date = dateAhead(10, ZONE);
    const inside = DateTime.fromISO(`${date}T11:00`, { zone: ZONE }).toJSDate();
    const outside = DateTime.fromISO(`${dateAhead(12, ZONE)}T11:00`, { zone: ZONE }).toJSDate();
    const visit = await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt: inside,
      date,
      time: '11:00 AM',
    });
    await insertAppointment(server, { doctorId: doctor.doctor._id, patientId: patient.profile._id, startsAt: outside, time: '11:00 AM' });

    const conflicts = await server.api(`/doctor/time-off/conflicts?startDate=${date}&endDate=${dateAhead(11, ZONE)}`, {
      token: doctor.user.token,
    });
    expect(conflicts.status).toBe(200);
    expect(conflicts.body.data).toEqual([
      { appointmentId: visit.id, patientName: 'Pat Lee', appointmentDate: date, timeSlot: '11:00 AM', startsAt: inside.toISOString() },
    ]);
    // Another doctor's range does not see them.
    const other = await uniqueDoctor();
    expect((await server.api(`/doctor/time-off/conflicts?startDate=${date}`, { token: other.user.token })).body.data).toEqual([]);

    expect((await addTimeOff(doctor.user.token, { startDate: date })).status).toBe(201);
    const [kept] = await server.database.db.select().from(appointmentsTable).where(eq(appointmentsTable.id, visit.id));
    expect(kept!.status).toBe('scheduled');
  });

  it('refuses bad ranges and notes, changing nothing', async () => {
    const doctor = await uniqueDoctor();
    const today = dateAhead(0, ZONE);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startDate: dateAhead(5, ZONE), endDate: dateAhead(4, ZONE) }, TIME_OFF_MESSAGES.endBeforeStart],
      [{ startDate: dateAhead(-1, ZONE) }, TIME_OFF_MESSAGES.inThePast],
      [{ startDate: today, endDate: dateAhead(TIME_OFF_MAX_DAYS, ZONE) }, TIME_OFF_MESSAGES.tooLong],
      [{ startDate: today, note: 'x'.repeat(TIME_OFF_NOTE_MAX_LENGTH + 1) }, TIME_OFF_MESSAGES.noteTooLong],
      [{ startDate: '2030-02-30' }, TIME_OFF_MESSAGES.startDateInvalid],
      [{}, TIME_OFF_MESSAGES.startDateRequired],
    ];
    for (const [body, message] of cases) {
      const answer = await addTimeOff(doctor.user.token, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    // The longest allowed range and today itself are fine.
    expect((await addTimeOff(doctor.user.token, { startDate: today, endDate: dateAhead(TIME_OFF_MAX_DAYS - 1, ZONE) })).status).toBe(201);
    expect((await server.api('/doctor/time-off', { token: doctor.user.token })).body.data).toHaveLength(1);
  });

  it('lets only the doctor themself see and remove their time off', async () => {
    const doctor = await uniqueDoctor();
    const other = await uniqueDoctor();
    const added = await addTimeOff(doctor.user.token, { startDate: dateAhead(2, ZONE) });
    const id = added.body.data.id as string;
    expect((await server.api('/doctor/time-off', { token: other.user.token })).body.data).toEqual([]);
    const foreign = await server.api(`/doctor/time-off/${id}`, { method: 'DELETE', token: other.user.token });
    expect([foreign.status, foreign.body.message]).toEqual([404, TIME_OFF_MESSAGES.notFound]);
    expect((await server.api(`/doctor/time-off/${id}`, { method: 'DELETE', token: patient.user.token })).status).toBe(403);
    expect((await server.api('/doctor/time-off/not-an-id', { method: 'DELETE', token: doctor.user.token })).status).toBe(404);
    expect((await server.api('/doctor/time-off', { token: doctor.user.token })).body.data).toHaveLength(1);
  });

  it(`refuses more than ${TIME_OFF_MAX_ENTRIES} entries that have not ended`, async () => {
    const doctor = await uniqueDoctor();
    const startDate = dateAhead(20, ZONE);
    await server.database.db
      .insert(doctorTimeOff)
      .values(Array.from({ length: TIME_OFF_MAX_ENTRIES }, () => ({ doctorId: doctor.doctor._id, startDate, endDate: startDate })));
    const refused = await addTimeOff(doctor.user.token, { startDate: dateAhead(21, ZONE) });
    expect([refused.status, refused.body.message]).toEqual([400, TIME_OFF_MESSAGES.tooMany]);
    expect(await slotsOf(doctor.doctor._id, dateAhead(21, ZONE))).toHaveLength(18);
  });
});
