/**
 * The people and objects the access matrix calls routes with: a patient and a doctor who share
 * appointments (the owners), another patient and another doctor with objects of their own. A
 * new world is built for every call, straight into the database (a handful of statements), so a
 * call that changes or deletes something (a logout, a cancellation) never affects the next.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@telehealth/shared-api/core';
import { secretKey, signSessionToken } from '../../src/sessions/tokens';
import { hashPassword } from '../../src/auth/passwords';
import { doctors, notifications, patients, sessions, users } from '../../src/db/schema';
import { insertAppointment } from '../support/care-fixtures';
import { TEST_JWT_SECRET, uniqueEmail, type TestServer } from '../support/test-server';

export const WORLD_PASSWORD = 'Matrix-pass-2026';
let passwordHash: Promise<string> | undefined;

export interface WorldUser {
  userId: string;
  name: string;
  email: string;
  role: Role;
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
  /** A doctor with a profile whose licence has not been checked yet. */
  pendingDoctor: WorldUser;
  /** An operator (admin role), with no profile. */
  admin: WorldUser;
  /** The patient's visit with the doctor in three days. */
  upcomingAppointmentId: string;
  /** Their visit that started an hour ago (the doctor may complete it). */
  startedAppointmentId: string;
  /** Their completed visit three days ago (the patient may review it). */
  completedAppointmentId: string;
  /** An unread notification of the patient. */
  notificationId: string;
}

interface UserSpec {
  key: 'patient' | 'doctor' | 'otherPatient' | 'otherDoctor' | 'newPatient' | 'newDoctor' | 'lonePatient' | 'pendingDoctor' | 'admin';
  role: Role;
  name: string;
  withProfile: boolean;
}

const USERS: UserSpec[] = [
  { key: 'patient', role: 'patient', name: 'Owner Patient', withProfile: true },
  { key: 'doctor', role: 'doctor', name: 'Owner Doctor', withProfile: true },
  { key: 'otherPatient', role: 'patient', name: 'Other Patient', withProfile: true },
  { key: 'otherDoctor', role: 'doctor', name: 'Other Doctor', withProfile: true },
  { key: 'newPatient', role: 'patient', name: 'New Patient', withProfile: false },
  { key: 'newDoctor', role: 'doctor', name: 'New Doctor', withProfile: false },
  { key: 'lonePatient', role: 'patient', name: 'Lone Patient', withProfile: true },
  { key: 'pendingDoctor', role: 'doctor', name: 'Pending Doctor', withProfile: true },
  { key: 'admin', role: 'admin', name: 'Operations', withProfile: false },
];

/** The users with profiles and signed-in sessions, a few bulk inserts (a world is built per call). */
async function insertUsers(server: TestServer): Promise<Record<UserSpec['key'], WorldUser>> {
  const { db } = server.database;
  passwordHash ??= hashPassword(WORLD_PASSWORD);
  const hash = await passwordHash;
  const rows = USERS.map((spec) => ({ ...spec, id: randomUUID(), profileId: randomUUID(), email: uniqueEmail(spec.role) }));
  await db.insert(users).values(rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role, passwordHash: hash })));
  const withProfile = rows.filter((row) => row.withProfile);
  await db.insert(patients).values(
    withProfile
      .filter((row) => row.role === 'patient')
      .map((row) => ({
        id: row.profileId,
        userId: row.id,
        dateOfBirth: '1990-01-01',
        gender: 'Other' as const,
        bloodGroup: 'O+' as const,
      })),
  );
  await db.insert(doctors).values(
    withProfile
      .filter((row) => row.role === 'doctor')
      .map((row) => ({
        id: row.profileId,
        userId: row.id,
        specialization: 'Cardiology' as const,
        fees: 150,
        qualification: 'MD',
        experience: 10,
        about: 'About me',
        languages: ['English' as const],
        status: 'active' as const,
        verification: row.key === 'pendingDoctor' ? ('pending' as const) : ('verified' as const),
        timeZone: 'UTC',
      })),
  );
  const now = new Date();
  const expiresAt = new Date(now.getTime() + server.config.sessionMaxHours * 3_600_000);
  const sessionRows = rows.map((row) => ({ id: randomUUID(), userId: row.id, createdAt: now, lastSeenAt: now, expiresAt }));
  await db.insert(sessions).values(sessionRows);
  const key = secretKey(TEST_JWT_SECRET);
  const entries = await Promise.all(
    rows.map(async (row, index): Promise<[UserSpec['key'], WorldUser]> => {
      const token = await signSessionToken(key, { userId: row.id, sessionId: sessionRows[index]!.id }, now, expiresAt);
      return [row.key, { userId: row.id, name: row.name, email: row.email, role: row.role, token, profileId: row.profileId }];
    }),
  );
  return Object.fromEntries(entries) as Record<UserSpec['key'], WorldUser>;
}

export async function buildWorld(server: TestServer): Promise<World> {
  const people = await insertUsers(server);
  const { patient, doctor, otherPatient, otherDoctor } = people;
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
    ...people,
    upcomingAppointmentId: upcoming.id,
    startedAppointmentId: started.id,
    completedAppointmentId: completed.id,
    notificationId: notification!.id,
  };
}
