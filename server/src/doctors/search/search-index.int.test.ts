import { randomUUID } from 'node:crypto';
import { DOCTOR_SORTS, DOCTOR_SPECIALIZATIONS, TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { slotInstants } from '../../availability/slot-availability';
import type { Db } from '../../db/client';
import { doctors, domainEvents, slotReservations, users } from '../../db/schema';
import { publish } from '../../events';
import { insertReview } from '../../reviews/review-repository';
import { seededRandom, seedSyntheticDoctors } from '../../../test/support/synthetic-doctors';
import {
  createPatient,
  insertAppointment,
  insertDoctorRow,
  insertHold,
  insertReviewedAppointment,
  type PatientFixture,
} from '../../../test/support/care-fixtures';
import {
  createTestClock,
  databases,
  registerUser,
  startTestServer,
  type RegisteredUser,
  type TestClock,
  type TestServer,
} from '../../../test/support/test-server';
import { updateAccountDetails } from '../../users/user-repository';

/** Tells the instance's search that reservations changed, as a write's `slot.changed` does. */
async function slotChanged(server: TestServer, startsAt: Date): Promise<void> {
  const doctorId = randomUUID();
  await publish(server.database.db, {
    type: 'slot.changed',
    aggregateId: doctorId,
    data: { doctorId, startsAt: [startsAt.toISOString()] },
  });
  await server.app.services.events.flush();
}

/**
 * The kept search index (search-index.ts, search-date-filter.ts) against one read afresh for
 * every search: two instances on one database, one keeping its index in step
 * (SEARCH_CACHE_SECONDS=60) and one keeping nothing (SEARCH_CACHE_ENABLED=false), asked the
 * same random searches — every filter, sort, page and limit — before and after changes made
 * through the kept instance and behind its back. Answers must be equal as JSON, doctor for
 * doctor, with the same total and totalCapped. (Named `sqlOnly` from when the reference was
 * the SQL search.)
 */

interface EdgeDoctor {
  name: string;
  specialization: string;
  fees: number | null;
  experience: number;
  status?: 'active' | 'inactive';
  ratings?: number[];
}

/** Names that exercise the name match (case, accents, spaces, LIKE wildcards) and ties on every sort key. */
const EDGE_DOCTORS: EdgeDoctor[] = [
  { name: 'José Álvarez', specialization: 'Cardiology', fees: 200, experience: 10, ratings: [4, 5] },
  { name: 'ÉLODIE  Núñez', specialization: 'Cardiology', fees: 200, experience: 10, ratings: [5, 4] },
  { name: '  Zoë O’Brien ', specialization: 'Cardiology', fees: 200, experience: 10, ratings: [4, 5] },
  { name: 'Anne_Marie 100% Well', specialization: 'Dermatology', fees: null, experience: 10 },
  { name: 'ANNE MARIE', specialization: 'Dermatology', fees: 500, experience: 10 },
  { name: 'Dr. Drake Dre', specialization: 'Dermatology', fees: null, experience: 3, ratings: [1] },
  { name: 'Eve Inactive Chen', specialization: 'Cardiology', fees: 50, experience: 40, ratings: [5], status: 'inactive' },
  { name: 'Chen Zero Fee', specialization: 'Pediatrics', fees: 0, experience: 0 },
  { name: 'Ünal Çelik', specialization: 'Pediatrics', fees: 120, experience: 7, ratings: [3, 3, 4] },
];

const NAME_PROBES = [
  '%',
  '_',
  '100%',
  'anne_m',
  'á',
  'Á',
  'ÁLV',
  'nú',
  'NÚÑ',
  'zoë',
  'o’b',
  'élodie',
  'ÉLODIE',
  'dr',
  'Dr. dre',
  'ünal',
  'çel',
  'chen',
  'an',
  'xyz',
  '  chen   zero ',
];

async function insertEdgeDoctor(server: TestServer, spec: EdgeDoctor, reviewer: PatientFixture): Promise<string> {
  const doctorId = await insertDoctorRow(server.database.db, spec);
  for (const rating of spec.ratings ?? []) await insertReviewedAppointment(server, { doctorId, patientId: reviewer.profile._id, rating });
  return doctorId;
}

/** A random search without a date: each filter present about half the time, names drawn from real names. */
function randomQuery(random: () => number, names: string[]): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const query = new URLSearchParams();
  if (random() < 0.4)
    query.set(
      'specialization',
      random() < 0.1 ? 'All Specialties' : pick([...DOCTOR_SPECIALIZATIONS, 'Cardiology', 'Dermatology', 'Pediatrics']),
    );
  if (random() < 0.3) {
    if (random() < 0.4) query.set('name', pick(NAME_PROBES));
    else {
      const name = pick(names);
      const start = between(0, Math.max(0, name.length - 2));
      let fragment = name.slice(start, start + between(2, 7));
      if (random() < 0.3) fragment = fragment.toUpperCase();
      if (random() < 0.2) fragment = `Dr. ${fragment}`;
      query.set('name', fragment);
    }
  }
  if (random() < 0.25) query.set('experience', String(between(0, 41)));
  if (random() < 0.25) query.set('minRating', String(pick([0, 1, 2.5, 3, 3.5, 3.7, 4, 4.2, 4.5, 4.8, 5])));
  if (random() < 0.3) query.set('minFee', String(pick([0, 0, 30, 100, 150, 200, 250, 500])));
  if (random() < 0.5) {
    const minFee = Number(query.get('minFee') ?? 0);
    query.set('maxFee', String(random() < 0.5 ? 1000 : minFee + pick([0, 20, 50, 120, 300])));
  }
  if (random() < 0.7) query.set('sort', pick(DOCTOR_SORTS));
  if (random() < 0.5) query.set('page', String(random() < 0.85 ? between(1, 4) : between(5, 120)));
  if (random() < 0.6) query.set('limit', String(pick([1, 2, 3, 5, 12, 12, 20, 50])));
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function doctorNames(db: Db): Promise<string[]> {
  const rows = await db.select({ name: users.name }).from(doctors).innerJoin(users, eq(users.id, doctors.userId));
  return rows.map((row) => row.name);
}

async function someDoctors(db: Db, random: () => number, count: number) {
  const rows = await db.select().from(doctors).orderBy(doctors.id);
  return Array.from({ length: count }, () => rows[Math.floor(random() * rows.length)]!);
}

describe.each(databases())('the doctor search index on %s', (db) => {
  let indexed: TestServer;
  let sqlOnly: TestServer;
  let searcher: RegisteredUser;
  let reviewer: PatientFixture;
  const random = seededRandom(2026);

  beforeAll(async () => {
    indexed = await startTestServer({ db, env: { SEARCH_CACHE_SECONDS: '60' } });
    // The reference keeps nothing and must not deliver (so keep from the indexed instance) its events.
    sqlOnly = await startTestServer({ db, env: { SEARCH_CACHE_ENABLED: 'false' }, shareDatabaseOf: indexed, eventPollMs: 3_600_000 });
    // More doctors than DOCTOR_SEARCH_TOTAL_CAP, so broad searches are capped.
    await seedSyntheticDoctors(indexed.database.db, 1_250, { seed: 23, inactiveShare: 0.1, reviewedShare: 0.5, bookedShare: 0 });
    reviewer = await createPatient(indexed);
    for (const spec of EDGE_DOCTORS) await insertEdgeDoctor(indexed, spec, reviewer);
    searcher = await registerUser(indexed, { role: 'patient' });
  }, 120_000);
  afterAll(async () => {
    await sqlOnly?.close();
    await indexed?.close();
  });

  /** `count` random searches; every answer of the indexed instance equals the SQL one. */
  const expectSameAnswers = async (count: number) => {
    const names = await doctorNames(indexed.database.db);
    const stats = { capped: 0, empty: 0, shortPage: 0 };
    for (let i = 0; i < count; i += 1) {
      const query = randomQuery(random, names);
      const call = (server: TestServer) => server.api(`/doctor/all-doctors${query}`, { token: searcher.token });
      const [fromIndex, fromSql] = [await call(indexed), await call(sqlOnly)];
      expect({ query, status: fromSql.status }).toEqual({ query, status: 200 });
      expect({ query, answer: fromIndex.body }).toEqual({ query, answer: fromSql.body });
      const data = fromSql.body.data as { doctors: unknown[]; totalCapped: boolean; limit: number };
      if (data.totalCapped) stats.capped += 1;
      if (data.doctors.length === 0) stats.empty += 1;
      if (data.doctors.length > 0 && data.doctors.length < data.limit) stats.shortPage += 1;
    }
    // A long draw reaches capped totals, empty answers and last pages.
    if (count < 80) return;
    expect(stats.capped).toBeGreaterThan(0);
    expect(stats.empty).toBeGreaterThan(0);
    expect(stats.shortPage).toBeGreaterThan(0);
  };

  it('answers random searches exactly as the SQL does', async () => {
    await expectSameAnswers(160);
    // Searches repeated from the answer cache agree too.
    for (const query of ['', '?sort=fee', '?name=chen&sort=experience', '?specialization=Cardiology&maxFee=1000']) {
      const call = (server: TestServer) => server.api(`/doctor/all-doctors${query}`, { token: searcher.token });
      expect((await call(indexed)).body).toEqual((await call(sqlOnly)).body);
    }
  }, 120_000);

  it('still does after this instance changes fees, statuses, ratings and names', async () => {
    const { db: database } = indexed.database;
    const { doctors: service } = indexed.app.services;
    for (const row of await someDoctors(database, random, 12)) {
      await service.update(row.userId, {
        specialization: row.specialization,
        fees: [0, 30, 200, 200, 480, 520][Math.floor(random() * 6)]!,
        qualification: row.qualification,
        experience: row.experience,
        about: row.about,
        languages: row.languages,
        timeZone: row.timeZone,
      });
    }
    for (const row of await someDoctors(database, random, 12)) {
      await service.setStatus(row.userId, row.id, row.status === 'active' ? 'inactive' : 'active');
    }
    for (const row of await someDoctors(database, random, 12)) {
      // As a patient's review does (appointment-service.ts).
      await insertReviewedAppointment(indexed, { doctorId: row.id, patientId: reviewer.profile._id, rating: 1 + Math.floor(random() * 5) });
    }
    for (const [i, row] of (await someDoctors(database, random, 6)).entries()) {
      await updateAccountDetails(
        database,
        row.userId,
        { name: `Renamed Ñandú ${i}`, email: `renamed.${randomUUID()}@example.test`, phoneNumber: null },
        new Date(),
      );
    }
    await indexed.app.services.events.flush();
    // A booking changes no doctor: the index is not reloaded, date answers are dropped.
    await slotChanged(indexed, new Date());
    await expectSameAnswers(100);
  }, 120_000);

  it('catches up with changes made by another instance at the next refresh', async () => {
    const { db: database } = indexed.database;
    const { doctorSearch } = indexed.app.services;
    await expectSameAnswers(10); // answers cached before the changes
    const now = new Date();
    for (const row of await someDoctors(database, random, 8)) {
      await database
        .update(doctors)
        .set({ fees: random() < 0.3 ? null : 40, status: random() < 0.5 ? 'active' : 'inactive', updatedAt: now })
        .where(eq(doctors.id, row.id));
    }
    for (const row of await someDoctors(database, random, 6)) {
      const appointment = await insertAppointment(indexed, {
        doctorId: row.id,
        patientId: reviewer.profile._id,
        startsAt: new Date(Date.now() - 86_400_000),
        status: 'completed',
      });
      await insertReview(
        database,
        { doctorId: row.id, patientId: reviewer.profile._id, appointmentId: appointment.id, rating: 5, comment: 'Great.' },
        now,
      );
    }
    const [renamed] = await someDoctors(database, random, 1);
    await database.update(users).set({ name: 'Outside Renamed', updatedAt: now }).where(eq(users.id, renamed!.userId));
    await insertEdgeDoctor(indexed, { name: 'Newcomer Chen', specialization: 'Cardiology', fees: 1, experience: 41 }, reviewer);
    // Before the refresh the index may lag; after it, it agrees.
    await doctorSearch.refreshNow();
    await expectSameAnswers(80);
    // Changes are counted: a search for the newcomer finds it.
    const found = await indexed.api('/doctor/all-doctors?name=newcomer', { token: searcher.token });
    expect(found.body.data.total).toBe(1);
  }, 120_000);

  it('notices a deleted doctor at the next refresh', async () => {
    const { db: database } = indexed.database;
    const goneId = await insertEdgeDoctor(
      indexed,
      { name: 'Soon Gone Chen', specialization: 'Cardiology', fees: 1, experience: 41 },
      reviewer,
    );
    await indexed.app.services.doctorSearch.refreshNow();
    expect((await indexed.api('/doctor/all-doctors?name=soon%20gone', { token: searcher.token })).body.data.total).toBe(1);
    await database.execute(sql`DELETE FROM doctors WHERE id = ${goneId}`);
    await indexed.app.services.doctorSearch.refreshNow();
    await expectSameAnswers(30);
  }, 120_000);
});

/**
 * Zones for the date filter: both hemispheres' daylight-saving changes (Lord Howe's is half an
 * hour), offsets of :30 and :45, the extremes UTC+14 and UTC-11/-12, and Havana, whose
 * change is at midnight.
 */
const DATE_ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/Santiago',
  'America/St_Johns',
  'America/Havana',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'Etc/GMT+12',
];

/** Days from the clock's UTC date: around today, the window's end and beyond it on both sides. */
const DATE_OFFSETS = [-3, -2, -1, -1, 0, 0, 0, 1, 1, 2, 3, 5, 6, 9, 14, 18, 19, 20, 25, 26, 27, 28, 29, 29, 30, 30, 30, 31, 31, 32, 33, 45];

describe.each(databases())('the doctor search index with a date on %s', (db) => {
  let indexed: TestServer;
  let sqlOnly: TestServer;
  let searcher: RegisteredUser;
  let patient: PatientFixture;
  let clock: TestClock;
  const random = seededRandom(3030);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  beforeAll(async () => {
    clock = createTestClock(new Date());
    // The checkout sweep (releasing holds the advanced clock expired) runs only when a test asks.
    indexed = await startTestServer({ db, clock, env: { SEARCH_CACHE_SECONDS: '60', CHECKOUT_SWEEP_SECONDS: '3600' } });
    sqlOnly = await startTestServer({
      db,
      clock,
      env: { SEARCH_CACHE_ENABLED: 'false', CHECKOUT_SWEEP_SECONDS: '3600' },
      shareDatabaseOf: indexed,
      // It must not deliver (so keep from the indexed instance) the indexed instance's events.
      eventPollMs: 3_600_000,
    });
    // More active doctors than DOCTOR_SEARCH_TOTAL_CAP: a date most doctors are free on is capped.
    await seedSyntheticDoctors(indexed.database.db, 1_300, { seed: 29, inactiveShare: 0.1, reviewedShare: 0.3 });
    const { db: database } = indexed.database;
    // Doctors across DATE_ZONES; some offer one slot a day (or none), so a reservation decides whether they match.
    const rows = await database.select({ id: doctors.id }).from(doctors).orderBy(doctors.id);
    const byZone = new Map<string, string[]>();
    for (const { id } of rows) {
      const zone = pick(DATE_ZONES);
      byZone.set(zone, [...(byZone.get(zone) ?? []), id]);
    }
    const now = new Date();
    for (const [zone, ids] of byZone)
      await database.update(doctors).set({ timeZone: zone, updatedAt: now }).where(inArray(doctors.id, ids));
    for (const { id } of rows) {
      if (random() < 0.25) {
        const weeklySlots = WEEK_DAYS.map(() => (random() < 0.15 ? 0 : 1 << Math.floor(random() * TIME_SLOTS.length)));
        await database.update(doctors).set({ weeklySlots, updatedAt: now }).where(eq(doctors.id, id));
      }
    }
    patient = await createPatient(indexed);
    searcher = await registerUser(indexed, { role: 'patient' });
  }, 180_000);
  afterAll(async () => {
    await sqlOnly?.close();
    await indexed?.close();
  });

  /**
   * Reservations relative to the clock: for random doctors, on dates from yesterday to beyond
   * the window, at one of their slots (often the only one they offer), sometimes a few minutes
   * off or at a slot of another zone; appointments, live holds, expired holds, released holds
   * and holds that expire within the next hours.
   */
  const reserveRandomSlots = async (count: number, onlyDates?: Map<string, string>) => {
    const { db: database } = indexed.database;
    const rows = await database.select().from(doctors).orderBy(doctors.id);
    const live = await database
      .select({ doctorId: slotReservations.doctorId, startsAt: slotReservations.startsAt })
      .from(slotReservations)
      .where(sql`released_at IS NULL`);
    const taken = new Set(live.map((row) => `${row.doctorId}|${row.startsAt.getTime()}`));
    const now = clock.now().getTime();
    const kinds = { appointment: 0, liveHold: 0, expiredHold: 0, releasedHold: 0, expiringHold: 0 };
    const candidates = onlyDates ? rows.filter((row) => onlyDates.has(row.timeZone)) : rows;
    for (let i = 0; i < count; i += 1) {
      const doctor = pick(candidates);
      const zone = random() < 0.1 ? pick(DATE_ZONES) : doctor.timeZone;
      const date =
        onlyDates?.get(doctor.timeZone) ??
        DateTime.fromMillis(now, { zone: doctor.timeZone })
          .plus({ days: Math.floor(random() * 34) - 1 })
          .toISODate()!;
      const instants = slotInstants(date, zone);
      const mask = doctor.weeklySlots?.[DateTime.fromISO(date, { zone: 'UTC' }).weekday - 1];
      const offered = mask ? instants.filter((_, index) => (mask >> index) & 1) : [];
      let startsAt = offered.length > 0 && random() < 0.8 ? pick(offered) : pick(instants);
      if (random() < 0.05) startsAt = new Date(startsAt.getTime() + 10 * 60_000);
      if (taken.has(`${doctor.id}|${startsAt.getTime()}`)) continue;
      const roll = random();
      if (roll < 0.3) {
        await insertAppointment(indexed, { doctorId: doctor.id, patientId: patient.profile._id, startsAt, date });
        kinds.appointment += 1;
      } else if (roll < 0.55) {
        await insertHold(indexed, doctor.id, startsAt, new Date(now + 10 * 60_000 + random() * 86_400_000));
        kinds.liveHold += 1;
      } else if (roll < 0.7) {
        await insertHold(indexed, doctor.id, startsAt, new Date(now + random() * 6 * 3_600_000));
        kinds.expiringHold += 1;
      } else if (roll < 0.85) {
        await insertHold(indexed, doctor.id, startsAt, new Date(now - 60_000));
        kinds.expiredHold += 1;
      } else {
        await insertHold(indexed, doctor.id, startsAt, new Date(now + 600_000));
        await database
          .update(slotReservations)
          .set({ releasedAt: new Date(now) })
          .where(sql`doctor_id = ${doctor.id} AND starts_at = ${startsAt.toISOString()}::timestamptz AND released_at IS NULL`);
        kinds.releasedHold += 1;
        continue;
      }
      taken.add(`${doctor.id}|${startsAt.getTime()}`);
    }
    for (const made of Object.values(kinds)) expect(made).toBeGreaterThan(0);
  };

  /** `count` random searches with a date (and random other filters); the indexed answers equal the SQL ones. */
  const expectSameDateAnswers = async (count: number, dates?: string[]) => {
    const names = await doctorNames(indexed.database.db);
    const utcToday = DateTime.fromJSDate(clock.now(), { zone: 'UTC' }).startOf('day');
    const totals: number[] = [];
    let capped = 0;
    for (let i = 0; i < count; i += 1) {
      const params = new URLSearchParams(randomQuery(random, names).slice(1));
      // Fewer other filters than the plain draw, so dates decide more often.
      if (random() < 0.5) for (const key of ['name', 'experience', 'minRating', 'minFee', 'maxFee']) params.delete(key);
      params.set('date', dates && random() < 0.6 ? pick(dates) : utcToday.plus({ days: pick(DATE_OFFSETS) }).toISODate()!);
      const query = `?${params.toString()}`;
      const call = (server: TestServer) => server.api(`/doctor/all-doctors${query}`, { token: searcher.token });
      const [fromIndex, fromSql] = [await call(indexed), await call(sqlOnly)];
      expect({ query, status: fromSql.status }).toEqual({ query, status: 200 });
      expect({ query, answer: fromIndex.body }).toEqual({ query, answer: fromSql.body });
      // Asked again: the cached answer is the same.
      expect({ query, answer: (await call(indexed)).body }).toEqual({ query, answer: fromSql.body });
      // Another sort or page of the same filters (the indexed instance reuses the total it counted).
      if (random() < 0.4) {
        const other = new URLSearchParams(params);
        other.set('sort', pick(DOCTOR_SORTS));
        other.set('page', String(pick([1, 2, 3, 9, 90])));
        const variant = `?${other.toString()}`;
        const ask = (server: TestServer) => server.api(`/doctor/all-doctors${variant}`, { token: searcher.token });
        expect({ variant, answer: (await ask(indexed)).body }).toEqual({ variant, answer: (await ask(sqlOnly)).body });
      }
      const data = fromSql.body.data as { total: number; totalCapped: boolean };
      totals.push(data.total);
      if (data.totalCapped) capped += 1;
    }
    return { totals, capped };
  };

  /** Moves the shared clock; the indexed instance drops its answers, as its ttl would (and the searcher signs in again: sessions go idle). */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await slotChanged(indexed, clock.now());
    searcher = await registerUser(indexed, { role: 'patient' });
  };

  it('answers random searches with a date exactly as the SQL does, through a day', async () => {
    await reserveRandomSlots(500);
    const totals: number[] = [];
    let capped = 0;
    // Clocks through a day, so that "today" and the slots already started differ between zones.
    for (const hours of [0, 3.25, 4.5, 2, 5.75, 3, 4.5]) {
      await advance(hours * 3_600_000);
      const found = await expectSameDateAnswers(30);
      totals.push(...found.totals);
      capped += found.capped;
    }
    // The draw reaches dates nobody, some and (capped) very many doctors are free on.
    expect(totals).toContain(0);
    expect(totals.some((total) => total > 0 && total < 50)).toBe(true);
    expect(capped).toBeGreaterThan(0);
  }, 300_000);

  it('keeps a date’s reservations until the next refresh, which reads what changed elsewhere', async () => {
    const { db: database } = indexed.database;
    const { doctorSearch } = indexed.app.services;
    const utcToday = DateTime.fromJSDate(clock.now(), { zone: 'UTC' }).startOf('day');
    const date = utcToday.plus({ days: 10 });
    const otherDate = utcToday.plus({ days: 17 }).toISODate()!; // the same weekday, out of reach of the date's reservations
    // One slot, 09:00 UTC on the date's weekday: a reservation there decides whether the doctor matches.
    const weeklySlots = WEEK_DAYS.map((_, day) => (day === date.weekday - 1 ? 1 : 0));
    // The holds earlier tests left that have expired by the (advanced) clock are released now, as
    // the checkout sweep would: else the sweep, on either instance's timer, releases them midway
    // and its `slot.changed` drops every kept date.
    await database
      .update(slotReservations)
      .set({ releasedAt: clock.now() })
      .where(sql`released_at IS NULL AND kind = 'hold' AND expires_at <= ${clock.now().toISOString()}::timestamptz`);
    // Nothing else tells this instance of a change meanwhile: what earlier tests left in the
    // outbox is delivered now (or dropped, if it waits for a retry).
    await indexed.app.services.events.flush();
    await sqlOnly.app.services.events.flush();
    await database.delete(domainEvents);
    // Reservations made by the tests before are older than a refresh re-reads (its overlap), as they would be in use;
    // those stamped by the advanced clock (the sweep's releases) too.
    await database.execute(
      sql`UPDATE slot_reservations SET created_at = least(created_at, now()) - interval '1 hour', released_at = least(released_at, now()) - interval '1 hour'`,
    );
    const doctorId = await insertDoctorRow(database, {
      name: 'Refresh Probe Okonkwo',
      specialization: 'Cardiology',
      fees: 80,
      experience: 12,
      weeklySlots,
    });
    await doctorSearch.refreshNow();
    const ask = async (day: string) => {
      const answer = await indexed.api(`/doctor/all-doctors?name=probe%20okonkwo&date=${day}`, { token: searcher.token });
      const fromSql = await sqlOnly.api(`/doctor/all-doctors?name=probe%20okonkwo&date=${day}`, { token: searcher.token });
      return {
        total: answer.body.data.total as number,
        served: answer.headers.get('server-timing'),
        sqlTotal: fromSql.body.data.total as number,
      };
    };
    const kept = 'cache;desc=miss, reservations;desc=kept';
    expect(await ask(date.toISODate()!)).toEqual({ total: 1, served: 'cache;desc=miss', sqlTotal: 1 });
    expect(await ask(otherDate)).toEqual({ total: 1, served: 'cache;desc=miss', sqlTotal: 1 });
    expect(await ask(date.toISODate()!)).toEqual({ total: 1, served: kept, sqlTotal: 1 });

    // Another instance holds the slot: this one sees it at its next refresh, which reads again the
    // dates a reservation was made or released on; the other dates keep theirs.
    await insertHold(indexed, doctorId, date.set({ hour: 9 }).toJSDate(), new Date(clock.now().getTime() + 2 * 86_400_000));
    expect(await ask(date.toISODate()!)).toEqual({ total: 1, served: kept, sqlTotal: 0 });
    await doctorSearch.refreshNow();
    expect(await ask(date.toISODate()!)).toEqual({ total: 0, served: 'cache;desc=miss', sqlTotal: 0 });
    expect(await ask(otherDate)).toEqual({ total: 1, served: kept, sqlTotal: 1 });

    // The hold released elsewhere: free again after the next refresh.
    await database.update(slotReservations).set({ releasedAt: new Date() }).where(eq(slotReservations.doctorId, doctorId));
    await doctorSearch.refreshNow();
    expect(await ask(date.toISODate()!)).toEqual({ total: 1, served: 'cache;desc=miss', sqlTotal: 1 });
  }, 120_000);

  it('agrees right after this instance books, cancels or releases a slot', async () => {
    const { db: database } = indexed.database;
    // The test before changed reservations behind this instance's back (as another instance would,
    // its event lost): it starts from what the database holds.
    await slotChanged(indexed, clock.now());
    await expectSameDateAnswers(10); // answers and reservations cached before the changes
    const now = clock.now();
    // Frees every slot the cached answers saw held, and holds new ones: only the event tells the index.
    await database
      .update(slotReservations)
      .set({ releasedAt: now })
      .where(sql`released_at IS NULL AND kind = 'hold'`);
    await reserveRandomSlots(300);
    await slotChanged(indexed, now);
    await expectSameDateAnswers(60);
  }, 300_000);

  it('agrees with daylight-saving changes inside the booking window', async () => {
    // Five days before the first change in March (the US's), so the window spans the US, EU and southern changes.
    const year = DateTime.fromJSDate(clock.now(), { zone: 'UTC' }).year + 1;
    const usChange = DateTime.fromObject({ year, month: 3, day: 8 }, { zone: 'America/New_York' });
    const secondSunday = usChange.plus({ days: (7 - usChange.weekday) % 7 });
    const target = secondSunday.minus({ days: 5 }).set({ hour: 7 }).toUTC();
    await advance(target.toMillis() - clock.now().getTime());
    const offsetsChange = (zone: string) =>
      DateTime.fromJSDate(clock.now(), { zone }).offset !== DateTime.fromJSDate(clock.now(), { zone }).plus({ days: 30 }).offset;
    expect(DATE_ZONES.filter(offsetsChange).length).toBeGreaterThanOrEqual(6);
    // Each changing zone's day of the change (its offset differs at the day's start and end), with reservations on it.
    const changeDays = new Map<string, string>();
    for (const zone of DATE_ZONES.filter(offsetsChange)) {
      for (let day = DateTime.fromJSDate(clock.now(), { zone }).startOf('day'); !changeDays.has(zone); day = day.plus({ days: 1 })) {
        if (day.offset !== day.plus({ days: 1 }).minus({ milliseconds: 1 }).offset) changeDays.set(zone, day.toISODate()!);
      }
    }
    await reserveRandomSlots(300, changeDays);
    await reserveRandomSlots(300);
    for (const hours of [0, 6.5, 7, 5.25]) {
      await advance(hours * 3_600_000);
      await expectSameDateAnswers(30, [...changeDays.values()]);
    }
  }, 300_000);
});
