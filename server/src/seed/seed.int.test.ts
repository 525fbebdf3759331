import { users } from '../db/schema';
import { migrate } from '../db/migrate';
import { createTestDatabase, databases, login, startTestServer, type TestDatabase, type TestServer } from '../../test/support/test-server';
import {
  ALL_SPECIALTIES,
  DEFAULT_DOCTOR_FEE,
  SPECIALTIES,
  type Appointment,
  type DoctorSummary,
  type Prescription,
} from '@telehealth/shared-api/core';
import { doctors, patients, reviews } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_DIRECTORY_DOCTORS, DEMO_DOCTOR_PROFILES, DEMO_HELD_VISIT, DEMO_REVIEWER_PATIENTS } from './demo-care';
import { seedDemoAccounts } from './seed';

describe.each(databases())('start-up steps on %s', (db) => {
  let testDatabase: TestDatabase;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(db);
  });
  afterEach(async () => {
    await testDatabase?.dispose();
  });

  it('applies the migrations again without error or change', async () => {
    await migrate(testDatabase.database);
    await migrate(testDatabase.database);
    expect(await testDatabase.database.db.select().from(users)).toEqual([]);
  });

  it('seeds the demo accounts into a new database only once, even when two starts race', async () => {
    const results = await Promise.all([seedDemoAccounts(testDatabase.database.db), seedDemoAccounts(testDatabase.database.db)]);
    expect(results).toContain(true);
    expect(await seedDemoAccounts(testDatabase.database.db)).toBe(false);
    const rows = await testDatabase.database.db.select({ email: users.email, name: users.name, role: users.role }).from(users);
    const expected = [
      ...DEMO_ACCOUNTS.map(({ email, name, role }) => ({ email, name, role })),
      ...DEMO_DIRECTORY_DOCTORS.map(({ email, name }) => ({ email, name, role: 'doctor' })),
      ...DEMO_REVIEWER_PATIENTS.map(({ email, name }) => ({ email, name, role: 'patient' })),
    ];
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual(expected.sort((a, b) => a.email.localeCompare(b.email)));
    // Every doctor has one profile, every patient one, and every review its completed appointment.
    expect(await testDatabase.database.db.select().from(doctors)).toHaveLength(DEMO_DOCTOR_PROFILES.length);
    expect(await testDatabase.database.db.select().from(patients)).toHaveLength(expected.filter((row) => row.role === 'patient').length);
    expect(await testDatabase.database.db.select().from(reviews)).toHaveLength(
      DEMO_DOCTOR_PROFILES.reduce((n, profile) => n + profile.reviews.length, 0),
    );
  });
});

describe('the demo accounts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.role] as const))(
    '%s signs in as a %s with the demo password',
    async (email, role) => {
      const answer = await login(server, email, DEMO_PASSWORD);
      expect(answer.status).toBe(200);
      expect(answer.body.data.user).toMatchObject({ email, role });
    },
  );

  it('greets the demo accounts as returning users, not with a first-visit welcome', async () => {
    const token = (await login(server, 'alex.morgan@demo.health', DEMO_PASSWORD)).body.data.accessToken;
    expect((await server.api('/user/welcome', { method: 'POST', token })).body.data).toEqual({ firstVisit: false });
  });

  it('make search meaningful: every specialty, varied fees, zones and languages, real ratings and "New" doctors', async () => {
    const token = (await login(server, 'alex.morgan@demo.health', DEMO_PASSWORD)).body.data.accessToken;
    for (const specialty of SPECIALTIES) {
      const answer = await server.api(`/doctor/all-doctors?specialization=${encodeURIComponent(specialty)}`, { token });
      expect({ specialty, found: answer.body.data.total > 0 }).toEqual({ specialty, found: true });
    }
    const all = await server.api(`/doctor/all-doctors?specialization=${encodeURIComponent(ALL_SPECIALTIES)}&limit=50`, { token });
    const listed: DoctorSummary[] = all.body.data.doctors;
    expect(listed.length).toBeGreaterThanOrEqual(20);
    expect(new Set(listed.map((doctor) => doctor.timeZone)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(listed.map((doctor) => doctor.fees)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(listed.flatMap((doctor) => doctor.languages)).size).toBeGreaterThanOrEqual(4);
    expect(listed.some((doctor) => doctor.rating === null && doctor.reviewCount === 0)).toBe(true);
    const rated = listed.filter((doctor) => doctor.rating !== null);
    expect(rated.length).toBeGreaterThanOrEqual(10);
    expect(listed.every((doctor) => doctor.status === 'active')).toBe(true);
    const sarah = listed.find((doctor) => doctor.name === 'Sarah Chen')!;
    const sarahReviews = await server.api(`/doctor/${sarah._id}/reviews`, { token });
    expect(sarahReviews.body.data.reviewCount).toBe(6);
    expect(sarahReviews.body.data.rating).toBe(4.7);
    expect(sarahReviews.body.data.reviews[0].patientName).toEqual(expect.any(String));
    // Demo patients have profiles; demo doctors see their patients.
    expect((await server.api('/patient/profile', { token })).status).toBe(200);
    const doctorToken = (await login(server, 'sarah.chen@demo.health', DEMO_PASSWORD)).body.data.accessToken;
    expect((await server.api(`/doctor/${sarah._id}/patients`, { token: doctorToken })).body.data.length).toBeGreaterThan(0);
  });

  it('let the demo doctor switch on Available now and the demo patient book a visit with her that starts now (issue 23)', async () => {
    const doctorToken = (await login(server, 'sarah.chen@demo.health', DEMO_PASSWORD)).body.data.accessToken;
    const on = await server.api('/doctor/available-now', { method: 'PUT', token: doctorToken, json: { availableNow: true } });
    expect(on.body.data).toMatchObject({ availableNow: true, canSwitchOn: true });
    const patient = (await login(server, 'alex.morgan@demo.health', DEMO_PASSWORD)).body.data;
    const found = (await server.api('/doctor/all-doctors?availableNow=true', { token: patient.accessToken })).body.data.doctors;
    expect(found.map((doctor: DoctorSummary) => doctor.name)).toEqual(['Sarah Chen']);
    const started = await server.api('/payment/create-immediate-checkout-session', {
      method: 'POST',
      token: patient.accessToken,
      json: { doctorId: found[0]._id, userId: patient.user._id, price: found[0].fees ?? DEFAULT_DOCTOR_FEE },
    });
    expect(started.status).toBe(201);
    await server.api('/doctor/available-now', { method: 'PUT', token: doctorToken, json: { availableNow: false } });
  });

  it('have upcoming appointments with each other that hold their slots', async () => {
    const token = (await login(server, 'alex.morgan@demo.health', DEMO_PASSWORD)).body.data.accessToken;
    const profile = (await server.api('/patient/profile', { token })).body.data;
    const mine = (await server.api(`/appointment/patient/${profile._id}`, { token })).body.data.appointments as Appointment[];
    const upcoming = mine.filter((appointment) => appointment.status === 'scheduled' && Date.parse(appointment.startsAt) > Date.now());
    expect(upcoming.map((appointment) => appointment.doctorId.user_id.name).sort()).toEqual(['James Okafor', 'Sarah Chen']);
    for (const appointment of upcoming) {
      const slots = (
        await server.api(`/doctor/available-slots-for-doctor/${appointment.doctorId._id}?date=${appointment.appointmentDate}`, { token })
      ).body.data[0];
      expect(slots.times.find((slot: { time: string }) => slot.time === appointment.timeSlot)).toMatchObject({ status: 'booked' });
    }
    const doctorToken = (await login(server, 'sarah.chen@demo.health', DEMO_PASSWORD)).body.data.accessToken;
    const sarah = (await server.api('/doctor/profile', { token: doctorToken })).body.data;
    const hers = (await server.api(`/appointment/doctor/${sarah._id}`, { token: doctorToken })).body.data as Appointment[];
    expect(
      hers
        .filter((appointment) => appointment.status === 'scheduled')
        .map((appointment) => appointment.patientId.user_id.name)
        .sort(),
    ).toEqual(['Alex Morgan', 'Priya Sharma']);
    // Her recent activity tells of both bookings.
    const activity = (await server.api('/notifications', { token: doctorToken })).body.data.notifications as Array<{
      message: string;
      type: string;
    }>;
    expect(
      activity
        .filter((n) => n.type === 'appointment')
        .map((n) => n.message.replace(/ on .*/, ''))
        .sort(),
    ).toEqual(['New appointment: Alex Morgan', 'New appointment: Priya Sharma']);
  });

  it('have one past visit still scheduled, which its doctor can mark completed', async () => {
    const token = (await login(server, DEMO_HELD_VISIT.patient, DEMO_PASSWORD)).body.data.accessToken;
    const profile = (await server.api('/patient/profile', { token })).body.data;
    const mine = (await server.api(`/appointment/patient/${profile._id}`, { token })).body.data.appointments as Appointment[];
    const held = mine.filter((appointment) => appointment.status === 'scheduled');
    expect(held).toHaveLength(1);
    expect(Date.parse(held[0]!.startsAt)).toBeLessThan(Date.now() - 86_400_000);
    expect(held[0]!.doctorId.user_id.name).toBe('Kenji Watanabe');
    const doctorToken = (await login(server, DEMO_HELD_VISIT.doctor, DEMO_PASSWORD)).body.data.accessToken;
    const done = await server.api(`/appointment/update/${held[0]!._id}`, {
      method: 'PATCH',
      token: doctorToken,
      json: { status: 'completed' },
    });
    expect(done.status).toBe(200);
  });

  it('have prescriptions written after their past visits', async () => {
    const token = (await login(server, 'alex.morgan@demo.health', DEMO_PASSWORD)).body.data.accessToken;
    const profile = (await server.api('/patient/profile', { token })).body.data;
    const mine = (await server.api(`/prescription/get-prescriptions-for-patient?patientId=${profile._id}`, { token })).body
      .data as Prescription[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThanOrEqual(2);
    for (const prescription of mine) expect(prescription.appointmentId).toEqual(expect.any(String));
  });

  it('are named without a title', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.name)).toEqual([
      'Sarah Chen',
      'James Okafor',
      'Maria Garcia',
      'Alex Morgan',
      'Priya Sharma',
    ]);
  });
});
