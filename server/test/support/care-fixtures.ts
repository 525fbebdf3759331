/**
 * Factories for the doctors and patients suites: profiles through the API, appointments and
 * reservations straight into the database (booking has its own API elsewhere), multipart
 * forms and real images.
 */
import { randomUUID } from 'node:crypto';
import type { Doctor, DoctorVerificationState, PatientProfile } from '@telehealth/shared-api/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../src/db/client';
import { appointments, doctors, slotReservations, users, type AppointmentRow } from '../../src/db/schema';
import { insertReview } from '../../src/reviews/review-repository';
import { registerUser, type ApiAnswer, type RegisteredUser, type TestServer } from './test-server';

export const validDoctorProfile = {
  specialization: 'Cardiology',
  fees: 150,
  qualification: 'MD, FACC',
  experience: 12,
  about: 'Cardiologist focused on prevention.',
  languages: ['English', 'Spanish'],
  timeZone: 'America/New_York',
};

export const validPatientProfile = {
  date_of_birth: '1988-04-12',
  gender: 'Female',
  blood_group: 'O+',
  address: '12 High Street, Springfield',
  About: 'Mild asthma.',
  emergency_contact: 'Sam Doe, +1 555 0100',
};

export interface DoctorFixture {
  user: RegisteredUser;
  doctor: Doctor;
}

/** A doctor written straight to the database by insertDoctorRow (the search suites read the database only). */
export interface DoctorRowSpec {
  name: string;
  specialization: string;
  fees: number | null;
  experience: number;
  status?: 'active' | 'inactive';
  /** Default 'verified' (listed and bookable). */
  verification?: DoctorVerificationState;
  timeZone?: string;
  weeklySlots?: number[] | null;
  /** Minimum booking notice in minutes; 0 unless given. */
  bookingNoticeMinutes?: number;
  /** An existing user to make the doctor (one with a session, say); else a new user is inserted. */
  userId?: string;
}

/** A doctor account and profile inserted without the API; returns the doctor id. */
export async function insertDoctorRow(db: Db, spec: DoctorRowSpec): Promise<string> {
  const userId =
    spec.userId ??
    (
      await db
        .insert(users)
        .values({ name: spec.name, email: `${randomUUID()}@example.test`, role: 'doctor', passwordHash: 'not-used' })
        .returning()
    )[0]!.id;
  const [doctor] = await db
    .insert(doctors)
    .values({
      userId,
      specialization: spec.specialization,
      fees: spec.fees,
      qualification: 'MD',
      experience: spec.experience,
      about: 'About me',
      languages: ['English'],
      status: spec.status ?? 'active',
      verification: spec.verification ?? 'verified',
      timeZone: spec.timeZone ?? 'UTC',
      weeklySlots: spec.weeklySlots ?? null,
      bookingNoticeMinutes: spec.bookingNoticeMinutes ?? 0,
    })
    .returning();
  return doctor!.id;
}

export interface PatientFixture {
  user: RegisteredUser;
  profile: PatientProfile;
}

function expectStatus(answer: ApiAnswer, status: number, what: string): void {
  if (answer.status !== status) throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text}`);
}

/**
 * A doctor account with a profile (JSON create; the multipart form is tested on its own). The
 * licence check is marked passed straight in the database unless `verified: false`: suites
 * that are not about verification need a doctor who can be booked and can prescribe.
 */
export async function createDoctor(
  server: TestServer,
  profile: Partial<typeof validDoctorProfile> = {},
  name = 'Test Doctor',
  /** `bookingNoticeMinutes`: 0 unless given, so a test may book any slot that has not started (the notice's own tests set it). */
  options: { verified?: boolean; bookingNoticeMinutes?: number } = {},
): Promise<DoctorFixture> {
  const user = await registerUser(server, { role: 'doctor', name });
  const answer = await server.api('/doctor/create', { method: 'POST', token: user.token, json: { ...validDoctorProfile, ...profile } });
  expectStatus(answer, 201, 'create doctor');
  const doctor = answer.body.data as Doctor;
  const bookingNoticeMinutes = options.bookingNoticeMinutes ?? 0;
  await server.database.db
    .update(doctors)
    .set(options.verified !== false ? { verification: 'verified', bookingNoticeMinutes } : { bookingNoticeMinutes })
    .where(eq(doctors.id, doctor._id));
  doctor.bookingNoticeMinutes = bookingNoticeMinutes;
  return { user, doctor };
}

export async function createPatient(
  server: TestServer,
  profile: Partial<typeof validPatientProfile> = {},
  name = 'Test Patient',
): Promise<PatientFixture> {
  const user = await registerUser(server, { role: 'patient', name });
  const answer = await server.api('/patient/create-profile', {
    method: 'POST',
    token: user.token,
    json: { ...validPatientProfile, ...profile },
  });
  expectStatus(answer, 201, 'create patient');
  return { user, profile: answer.body.data };
}

export interface AppointmentRowSpec {
  doctorId: string;
  patientId: string;
  startsAt: Date;
  date?: string;
  time?: string;
  status?: AppointmentRow['status'];
}

/** An appointment row; a scheduled one also holds its slot with a reservation. */
export function insertAppointment(server: TestServer, options: AppointmentRowSpec): Promise<AppointmentRow> {
  return insertAppointmentRow(server.database.db, options);
}

/** insertAppointment on a database of its own (a child server's, say). */
export async function insertAppointmentRow(db: Db, options: AppointmentRowSpec): Promise<AppointmentRow> {
  const status = options.status ?? 'scheduled';
  const [row] = await db
    .insert(appointments)
    .values({
      doctorId: options.doctorId,
      patientId: options.patientId,
      appointmentDate: options.date ?? options.startsAt.toISOString().slice(0, 10),
      timeSlot: options.time ?? '09:00 AM',
      startsAt: options.startsAt,
      status,
      roomId: randomUUID(),
    })
    .returning();
  if (status === 'scheduled') {
    await db
      .insert(slotReservations)
      .values({ doctorId: options.doctorId, startsAt: options.startsAt, kind: 'appointment', appointmentId: row!.id });
  }
  return row!;
}

/** A checkout hold on a slot. */
export async function insertHold(server: TestServer, doctorId: string, startsAt: Date, expiresAt: Date): Promise<void> {
  await server.database.db
    .insert(slotReservations)
    .values({ doctorId, startsAt, kind: 'hold', checkoutSessionId: `cs_${randomUUID()}`, expiresAt });
}

/** A completed past appointment reviewed by its patient (aggregates updated as in production). */
export async function insertReviewedAppointment(
  server: TestServer,
  options: { doctorId: string; patientId: string; rating: number; comment?: string; daysAgo?: number },
): Promise<void> {
  const startsAt = new Date(Date.now() - (options.daysAgo ?? 3) * 86_400_000);
  const appointment = await insertAppointment(server, {
    doctorId: options.doctorId,
    patientId: options.patientId,
    startsAt,
    status: 'completed',
  });
  await insertReview(
    server.database.db,
    {
      doctorId: options.doctorId,
      patientId: options.patientId,
      appointmentId: appointment.id,
      rating: options.rating,
      comment: options.comment ?? 'Helpful.',
    },
    new Date(startsAt.getTime() + 3_600_000),
  );
  // Its `doctor.changed` reaches search before the caller searches.
  await server.app.services.events.flush();
}

export interface FormFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** Sends a multipart form (fields, plus the file as `profileImage` unless named otherwise). */
export async function sendForm(
  server: TestServer,
  path: string,
  options: { method?: string; token?: string; fields?: Record<string, string | string[]>; file?: FormFile; fileField?: string },
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  if (options.file)
    form.append(
      options.fileField ?? 'profileImage',
      new Blob([new Uint8Array(options.file.bytes)], { type: options.file.type }),
      options.file.name,
    );
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: options.method ?? 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
  const text = await response.text();
  const body = (response.headers.get('content-type') ?? '').includes('application/json') && text ? JSON.parse(text) : text;
  return { status: response.status, headers: response.headers, body, text };
}

/** A real JPEG photo-like image with camera EXIF, a GPS position and an orientation tag. */
export async function jpegWithLocation(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Model 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2670/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** True when EXIF data holds a GPS block (the GPSInfo pointer, tag 0x8825, in either byte order). */
export function hasGpsBlock(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

export async function smallPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 220, alpha: 1 } } })
    .png()
    .toBuffer();
}
