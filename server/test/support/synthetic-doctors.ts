import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DOCTOR_LANGUAGES, DOCTOR_SPECIALIZATIONS, GENDERS, KNOWN_BLOOD_GROUPS, TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api/core';
import { hashPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db/client';
import { appointments, doctors, patients, reviews, slotReservations, users } from '../../src/db/schema';
import { slotInstants, weekDayOf } from '../../src/availability/slot-availability';
import { ALL_SLOTS_MASK, effectiveWeeklySlots } from '../../src/availability/weekly-slots';
import { refreshDoctorRatings } from '../../src/reviews/review-repository';

/**
 * Many realistic doctors, fast (batched multi-row inserts, one password hash for all): for
 * the doctor-search benchmark and load tests, never for the demo. Reviews are real rows
 * (from synthetic patients, on completed past appointments), so ratings are aggregates of
 * stored reviews as everywhere else.
 */

const FIRST_NAMES = [
  'Aarav',
  'Abigail',
  'Adebayo',
  'Aiko',
  'Alejandro',
  'Amara',
  'Anders',
  'Ananya',
  'Benjamin',
  'Camila',
  'Chen',
  'Chloe',
  'Daniel',
  'Dmitri',
  'Elena',
  'Emeka',
  'Emma',
  'Fatima',
  'Felix',
  'Gabriel',
  'Grace',
  'Hana',
  'Hiroshi',
  'Ibrahim',
  'Isabella',
  'Ivan',
  'Jamal',
  'Julia',
  'Kavya',
  'Kenji',
  'Laila',
  'Lars',
  'Leila',
  'Lucas',
  'Mateo',
  'Mei',
  'Mohammed',
  'Nadia',
  'Nikhil',
  'Noah',
  'Olivia',
  'Omar',
  'Priya',
  'Rafael',
  'Rahul',
  'Rosa',
  'Samuel',
  'Sofia',
  'Tariq',
  'Thomas',
  'Valentina',
  'Wei',
  'Yara',
  'Yusuf',
  'Zara',
  'Zoe',
];
const LAST_NAMES = [
  'Adeyemi',
  'Agarwal',
  'Anderson',
  'Bauer',
  'Becker',
  'Bianchi',
  'Brown',
  'Castillo',
  'Chowdhury',
  'Costa',
  'Dubois',
  'Eriksson',
  'Fernandez',
  'Fischer',
  'Garcia',
  'Gupta',
  'Haddad',
  'Hernandez',
  'Ito',
  'Iyer',
  'Jensen',
  'Johnson',
  'Kapoor',
  'Kim',
  'Kowalski',
  'Kumar',
  'Lefebvre',
  'Li',
  'Lopez',
  'Martin',
  'Mehta',
  'Moreau',
  'Mueller',
  'Nakamura',
  'Nguyen',
  'Novak',
  'Okafor',
  'Okonkwo',
  'Olsen',
  'Patel',
  'Petrov',
  'Reddy',
  'Romano',
  'Rossi',
  'Sato',
  'Schmidt',
  'Shah',
  'Silva',
  'Singh',
  'Smith',
  'Suzuki',
  'Tanaka',
  'Taylor',
  'Wang',
  'Williams',
  'Wilson',
  'Yamamoto',
  'Zhang',
];
const QUALIFICATIONS = ['MBBS', 'MD', 'MBBS, MD', 'DO', 'MBBS, MS', 'MD, PhD', 'MBBS, FRCP', 'DDS', 'MBBS, DNB'];
export const SEED_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Madrid',
  'Africa/Lagos',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
];

/** A small deterministic generator (mulberry32), so a seeded data set is reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Weekly masks: a mix of full weeks, weekdays only, mornings, afternoons and sparse weeks. */
export function randomWeeklySlots(random: () => number): number[] | null {
  const roll = random();
  if (roll < 0.25) return null; // never set: the default full week
  const morning = (1 << 7) - 1; // 09:00 AM – 12:00 PM
  const afternoon = ALL_SLOTS_MASK & ~((1 << 9) - 1); // 01:30 PM – 05:30 PM
  return WEEK_DAYS.map((_, day) => {
    if (roll < 0.5) return day < 5 ? ALL_SLOTS_MASK : 0;
    if (roll < 0.65) return day < 6 ? morning : 0;
    if (roll < 0.8) return day % 2 === 0 ? afternoon : morning;
    let mask = 0;
    for (let slot = 0; slot < TIME_SLOTS.length; slot += 1) if (random() < 0.35) mask |= 1 << slot;
    return random() < 0.75 ? mask : 0;
  });
}

export interface SyntheticDoctorsOptions {
  /** Reproducible data: the same seed gives the same doctors. */
  seed?: number;
  batchSize?: number;
  /** Share of doctors with reviews (0..1). */
  reviewedShare?: number;
  /** Share of inactive doctors (0..1). */
  inactiveShare?: number;
  /** Share of doctors with upcoming appointments holding some of their slots (0..1). */
  bookedShare?: number;
  /** Password of every synthetic account (hashed once). */
  password?: string;
  now?: Date;
  /**
   * When the rows say they were written (created_at / updated_at of accounts, profiles and
   * upcoming appointments with their reservations); default: the database's clock. A
   * benchmark stamps them in the past: the data stands for what a running service already
   * holds, not for rows written seconds before the load (which search's refresh, reading back
   * an overlap of recent changes, would re-read as new).
   */
  writtenAt?: Date;
}

export interface SyntheticDoctorsResult {
  doctorIds: string[];
  reviewCount: number;
  upcomingAppointments: number;
}

/** Inserts `count` synthetic doctor accounts with profiles (and reviews for some). */
export async function seedSyntheticDoctors(db: Db, count: number, options: SyntheticDoctorsOptions = {}): Promise<SyntheticDoctorsResult> {
  const random = seededRandom(options.seed ?? 1);
  const batchSize = options.batchSize ?? 1000;
  const reviewedShare = options.reviewedShare ?? 0.4;
  const inactiveShare = options.inactiveShare ?? 0.05;
  const now = options.now ?? new Date();
  const stamps = options.writtenAt ? { createdAt: options.writtenAt, updatedAt: options.writtenAt } : {};
  const passwordHash = await hashPassword(options.password ?? randomBytes(12).toString('hex'));
  const run = randomBytes(3).toString('hex');
  const doctorIds: string[] = [];
  const booking: Array<{ id: string; timeZone: string; weeklySlots: number[] | null }> = [];

  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const userRows = Array.from({ length: size }, (_, i) => {
      const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
      return {
        id: randomUUID(),
        name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}.${start + i}.${run}@synthetic.test`,
        role: 'doctor' as const,
        passwordHash,
        ...stamps,
      };
    });
    await db.insert(users).values(userRows);
    const doctorRows = userRows.map((user) => {
      const languages = [...new Set(['English', ...Array.from({ length: between(random, 0, 2) }, () => pick(random, DOCTOR_LANGUAGES))])];
      if (random() < 0.2) languages.shift(); // some do not speak English
      return {
        id: randomUUID(),
        userId: user.id,
        specialization: pick(random, DOCTOR_SPECIALIZATIONS),
        fees: random() < 0.05 ? null : between(random, 3, 30) * 10,
        qualification: pick(random, QUALIFICATIONS),
        experience: between(random, 1, 40),
        about: `Board-certified physician focused on evidence-based, patient-centred care.`,
        languages: languages.length > 0 ? languages : ['Spanish'],
        status: random() < inactiveShare ? ('inactive' as const) : ('active' as const),
        timeZone: pick(random, SEED_TIME_ZONES),
        verification: 'verified' as const,
        weeklySlots: randomWeeklySlots(random),
        ...stamps,
      };
    });
    await db.insert(doctors).values(doctorRows);
    doctorIds.push(...doctorRows.map((doctor) => doctor.id));
    for (const doctor of doctorRows) if (doctor.status === 'active' && random() < (options.bookedShare ?? 0.15)) booking.push(doctor);
  }

  const context = { random, passwordHash, run, now, batchSize, stamps };
  const patientIds = await seedSyntheticPatients(db, Math.max(1, Math.min(500, Math.ceil(count / 40))), context);
  const reviewCount = await seedSyntheticReviews(db, doctorIds, patientIds, { ...context, reviewedShare });
  const upcomingAppointments = await seedUpcomingAppointments(db, booking, patientIds, context);
  await db.execute(sql`ANALYZE users, doctors, patients, appointments, reviews, slot_reservations`);
  return { doctorIds, reviewCount, upcomingAppointments };
}

interface SeedContext {
  random: () => number;
  passwordHash: string;
  run: string;
  now: Date;
  batchSize: number;
  /** created_at / updated_at of the rows written (SyntheticDoctorsOptions.writtenAt), or nothing: the database's clock. */
  stamps: { createdAt?: Date; updatedAt?: Date };
}

async function insertInBatches<T>(rows: T[], batchSize: number, insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) await insert(rows.slice(i, i + batchSize));
}

async function seedSyntheticPatients(db: Db, count: number, context: SeedContext): Promise<string[]> {
  const { random, run } = context;
  const patientUsers = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    name: `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`,
    email: `patient.${i}.${run}@synthetic.test`,
    role: 'patient' as const,
    passwordHash: context.passwordHash,
    ...context.stamps,
  }));
  await insertInBatches(patientUsers, context.batchSize, (batch) => db.insert(users).values(batch));
  const patientRows = patientUsers.map((user) => ({
    id: randomUUID(),
    userId: user.id,
    dateOfBirth: `${between(random, 1950, 2005)}-0${between(random, 1, 9)}-1${between(random, 0, 9)}`,
    gender: pick(random, GENDERS),
    bloodGroup: pick(random, KNOWN_BLOOD_GROUPS),
  }));
  await insertInBatches(patientRows, context.batchSize, (batch) => db.insert(patients).values(batch));
  return patientRows.map((patient) => patient.id);
}

/** Scheduled appointments in the next 30 days, each holding its slot with a reservation. */
async function seedUpcomingAppointments(
  db: Db,
  booked: Array<{ id: string; timeZone: string; weeklySlots: number[] | null }>,
  patientIds: string[],
  context: SeedContext,
): Promise<number> {
  const { random, now } = context;
  const appointmentRows: (typeof appointments.$inferInsert)[] = [];
  const reservationRows: (typeof slotReservations.$inferInsert)[] = [];
  for (const doctor of booked) {
    const taken = new Set<number>();
    for (let i = between(random, 1, 8); i > 0; i -= 1) {
      const date = new Date(now.getTime() + between(random, 1, 29) * 86_400_000).toISOString().slice(0, 10);
      const mask = effectiveWeeklySlots(doctor.weeklySlots)[WEEK_DAYS.indexOf(weekDayOf(date))]!;
      const offered = TIME_SLOTS.map((_, index) => index).filter((index) => (mask >> index) & 1);
      if (offered.length === 0) continue;
      const index = pick(random, offered);
      const startsAt = slotInstants(date, doctor.timeZone)[index]!;
      if (taken.has(startsAt.getTime())) continue;
      taken.add(startsAt.getTime());
      const appointmentId = randomUUID();
      appointmentRows.push({
        id: appointmentId,
        doctorId: doctor.id,
        patientId: pick(random, patientIds),
        appointmentDate: date,
        timeSlot: TIME_SLOTS[index]!,
        startsAt,
        reason: 'Consultation',
        roomId: randomUUID(),
        ...context.stamps,
      });
      reservationRows.push({ doctorId: doctor.id, startsAt, kind: 'appointment', appointmentId, createdAt: context.stamps.createdAt });
    }
  }
  await insertInBatches(appointmentRows, context.batchSize, (batch) => db.insert(appointments).values(batch));
  await insertInBatches(reservationRows, context.batchSize, (batch) => db.insert(slotReservations).values(batch));
  return appointmentRows.length;
}

const REVIEW_COMMENTS = [
  'Listened carefully and explained every option.',
  'Very thorough and kind.',
  'Clear advice, the video call worked well.',
  'Helpful, though the appointment started a little late.',
  'Answered all my questions.',
  'Good consultation overall.',
];

async function seedSyntheticReviews(
  db: Db,
  doctorIds: string[],
  patientIds: string[],
  context: SeedContext & { reviewedShare: number },
): Promise<number> {
  const { random, now } = context;
  const reviewed = doctorIds.filter(() => random() < context.reviewedShare);
  const appointmentRows: (typeof appointments.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const doctorId of reviewed) {
    // Each doctor gets a tendency, so averages spread from about 3 to 5 stars.
    const base = 3 + random() * 2;
    for (let i = between(random, 1, 6); i > 0; i -= 1) {
      const startsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - between(random, 2, 300), 14, 0));
      const appointmentId = randomUUID();
      const patientId = pick(random, patientIds);
      appointmentRows.push({
        id: appointmentId,
        doctorId,
        patientId,
        appointmentDate: startsAt.toISOString().slice(0, 10),
        timeSlot: '02:00 PM',
        startsAt,
        status: 'completed',
        reason: 'Follow-up consultation',
        roomId: randomUUID(),
      });
      reviewRows.push({
        doctorId,
        patientId,
        appointmentId,
        rating: Math.max(1, Math.min(5, Math.round(base + (random() - 0.5) * 1.5))),
        comment: pick(random, REVIEW_COMMENTS),
        createdAt: new Date(startsAt.getTime() + 3 * 3600_000),
      });
    }
  }
  await insertInBatches(appointmentRows, context.batchSize, (batch) => db.insert(appointments).values(batch));
  await insertInBatches(reviewRows, context.batchSize, (batch) => db.insert(reviews).values(batch));
  await refreshDoctorRatings(db);
  return reviewRows.length;
}
