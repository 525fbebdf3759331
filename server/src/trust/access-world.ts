/**
 * The people and objects the access matrix calls routes with: a patient and a doctor who share
 * appointments (the owners), another patient and another doctor with objects of their own. A
 * new world is built for every call, straight into the database (a handful of statements), so a
 * call that changes or deletes something (a logout, a cancellation) never affects the next.
 */
import { randomUUID } from 'node:crypto';
import { insertSession } from '../auth/session-repository';
import { secretKey, signSessionToken } from '../auth/tokens';
import { hashPassword } from '../auth/passwords';
import { doctors, notifications, patients, users } from '../db/schema';
import { insertAppointment } from '../testing/care-fixtures';
import { TEST_JWT_SECRET, uniqueEmail, type TestServer } from '../testing/test-server';

export const WORLD_PASSWORD = 'Matrix-pass-2026';
let passwordHash: Promise<string> | undefined;

export interface WorldUser {
  userId: string;
  name: string;
  email: string;
  role: 'patient' | 'doctor';
  token: string;
  /** The patient or doctor profile id. */
  profileId: string;
}

export interface World {
  patient: WorldUser;
  doctor: WorldUser;
  otherPatient: WorldUser;
  otherDoctor: WorldUser;
  /** A patient with a profile and no visits (who may delete it). */
  lonePatient: WorldUser;
  /** Signed up, no profile yet. */
  newPatient: WorldUser;
  newDoctor: WorldUser;
  /** The patient's visit with the doctor in three days. */
  upcomingAppointmentId: string;
  /** Their visit that started an hour ago (the doctor may complete it). */
  startedAppointmentId: string;
  /** Their completed visit three days ago (the patient may review it). */
  completedAppointmentId: string;
  /** An unread notification of the patient. */
  notificationId: string;
}

async function insertUser(server: TestServer, role: 'patient' | 'doctor', name: string, withProfile = true): Promise<WorldUser> {
  const { db } = server.database;
  passwordHash ??= hashPassword(WORLD_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ name, email: uniqueEmail(role), role, passwordHash: await passwordHash })
    .returning();
  const profileId = randomUUID();
  if (withProfile && role === 'patient') {
    await db.insert(patients).values({ id: profileId, userId: user!.id, dateOfBirth: '1990-01-01', gender: 'Other', bloodGroup: 'O+' });
  } else if (withProfile) {
    await db.insert(doctors).values({
      id: profileId,
      userId: user!.id,
      specialization: 'Cardiology',
      fees: 150,
      qualification: 'MD',
      experience: 10,
      about: 'About me',
      languages: ['English'],
      status: 'active',
      timeZone: 'UTC',
    });
  }
  const now = new Date();
  const expiresAt = new Date(now.getTime() + server.config.sessionMaxHours * 3_600_000);
  const session = await insertSession(db, { userId: user!.id, createdAt: now, expiresAt, userAgent: null, ip: null });
  const token = await signSessionToken(secretKey(TEST_JWT_SECRET), { userId: user!.id, sessionId: session.id }, now, expiresAt);
  return { userId: user!.id, name, email: user!.email, role, token, profileId };
}

export async function buildWorld(server: TestServer): Promise<World> {
  const [patient, doctor, otherPatient, otherDoctor, newPatient, newDoctor, lonePatient] = await Promise.all([
    insertUser(server, 'patient', 'Owner Patient'),
    insertUser(server, 'doctor', 'Owner Doctor'),
    insertUser(server, 'patient', 'Other Patient'),
    insertUser(server, 'doctor', 'Other Doctor'),
    insertUser(server, 'patient', 'New Patient', false),
    insertUser(server, 'doctor', 'New Doctor', false),
    insertUser(server, 'patient', 'Lone Patient'),
  ]);
  const pair = { doctorId: doctor.profileId, patientId: patient.profileId };
  const hour = 3_600_000;
  // Whole hours apart from now, so the three never share a slot.
  const base = Math.floor(Date.now() / hour) * hour;
  const upcoming = await insertAppointment(server, { ...pair, startsAt: new Date(base + 72 * hour) });
  const started = await insertAppointment(server, { ...pair, startsAt: new Date(base - hour) });
  const completed = await insertAppointment(server, { ...pair, startsAt: new Date(base - 72 * hour), status: 'completed' });
  // The others have a visit together too, so "not yours" is not just "nothing there".
  await insertAppointment(server, {
    doctorId: otherDoctor.profileId,
    patientId: otherPatient.profileId,
    startsAt: new Date(base + 96 * hour),
  });
  const [notification] = await server.database.db
    .insert(notifications)
    .values({ userId: patient.userId, message: 'Your visit is booked', type: 'appointment' })
    .returning();
  return {
    patient,
    doctor,
    otherPatient,
    otherDoctor,
    newPatient,
    newDoctor,
    lonePatient,
    upcomingAppointmentId: upcoming.id,
    startedAppointmentId: started.id,
    completedAppointmentId: completed.id,
    notificationId: notification!.id,
  };
}
