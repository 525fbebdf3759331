import { CARE_MESSAGES, TIME_SLOTS, WEEK_DAYS, type DoctorSummary } from '@telehealth/shared-api/core';
import { DateTime } from 'luxon';
import { computeDateAvailability, hasAvailableSlot, slotInstants } from '../../availability/slot-availability';
import { patients, slotReservations } from '../../db/schema';
import { seededRandom, seedSyntheticDoctors } from '../../../test/support/synthetic-doctors';
import {
  createDoctor,
  createPatient,
  insertAppointment,
  insertDoctorRow,
  insertHold,
  insertReviewedAppointment,
  validDoctorProfile,
  type DoctorRowSpec,
} from '../../../test/support/care-fixtures';
import { browser, checkoutBody, startCheckout } from '../../../test/support/booking-fixtures';
import {
  createTestDatabase,
  databases,
  registerUser,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from '../../../test/support/test-server';
import { searchDoctors } from './search-repository';

interface DoctorSpec extends DoctorRowSpec {
  ratings?: number[];
}

/** The next `weekday` (1 = Monday) at least `minDaysAhead` days after today (UTC), as yyyy-MM-dd. */
function nextWeekday(weekday: number, minDaysAhead = 3): string {
  let date = DateTime.utc().startOf('day').plus({ days: minDaysAhead });
  while (date.weekday !== weekday) date = date.plus({ days: 1 });
  return date.toISODate()!;
}
/** Masks offering only the given slot indexes on one weekday (0 = Monday). */
function only(dayIndex: number, ...slots: number[]): number[] {
  return WEEK_DAYS.map((_, day) => (day === dayIndex ? slots.reduce((mask, slot) => mask | (1 << slot), 0) : 0));
}

describe.each(databases())('doctor search on %s', (db) => {
  let server: TestServer;
  let searcher: RegisteredUser;
  const ids: Record<string, string> = {};

  const search = async (query: string) => {
    const answer = await server.api(`/doctor/all-doctors${query}`, { token: searcher.token });
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
    return answer.body.data as { doctors: DoctorSummary[]; total: number; page: number; limit: number };
  };
  const names = async (query: string) => (await search(query)).doctors.map((doctor) => doctor.name);
  /** Names in id order: the tiebreak of equal sort keys. */
  const byId = (...list: string[]) => [...list].sort((a, b) => (ids[a]! < ids[b]! ? -1 : 1));

  beforeAll(async () => {
    server = await startTestServer({ db, env: { SEARCH_CACHE_ENABLED: 'false' } });
    searcher = await registerUser(server, { role: 'patient' });
    const specs: DoctorSpec[] = [
      { name: 'Alice Moreau', specialization: 'Cardiology', fees: 100, experience: 5, ratings: [4, 4] },
      { name: 'Bruno Chen', specialization: 'Cardiology', fees: 250, experience: 20, ratings: [5] },
      { name: 'Carla Chen-Lopez', specialization: 'Dermatology', fees: null, experience: 12 },
      { name: 'Dev Patel', specialization: 'Neurology', fees: 50, experience: 30, ratings: [3] },
      { name: 'Eve Inactive', specialization: 'Cardiology', fees: 80, experience: 40, ratings: [5], status: 'inactive' },
      { name: 'Farah Khan', specialization: 'Dental', fees: 300, experience: 8, ratings: [4, 5] },
      { name: 'Gus Nolan', specialization: 'Pediatrics', fees: 150, experience: 12, weeklySlots: only(0, 0) },
      { name: 'Hana Sato', specialization: 'Pediatrics', fees: 150, experience: 12, timeZone: 'Asia/Tokyo', ratings: [5] },
    ];
    const reviewer = await createPatient(server);
    for (const spec of specs) {
      ids[spec.name] = await insertDoctorRow(server.database.db, spec);
      for (const rating of spec.ratings ?? [])
        await insertReviewedAppointment(server, { doctorId: ids[spec.name]!, patientId: reviewer.profile._id, rating });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists active doctors only, best rated first by default (more reviews first on a tie, unrated last)', async () => {
    const result = await search('');
    expect(result).toMatchObject({ total: 7, totalCapped: false, page: 1, limit: 12 });
    expect(result.doctors.map((d) => [d.name, d.rating, d.reviewCount])).toEqual([
      ...byId('Bruno Chen', 'Hana Sato').map((name) => [name, 5, 1]),
      ['Farah Khan', 4.5, 2],
      ['Alice Moreau', 4, 2],
      ['Dev Patel', 3, 1],
      ...byId('Carla Chen-Lopez', 'Gus Nolan').map((name) => [name, null, 0]),
    ]);
    expect(result.doctors[0]).toMatchObject({ user_id: { name: result.doctors[0]!.name }, status: 'active', languages: ['English'] });
    expect(await names('?sort=rating')).toEqual(result.doctors.map((d) => d.name));
  });

  it('sorts by experience (most first) and by fee (lowest first, no fee counting as 500)', async () => {
    expect(await names('?sort=experience')).toEqual([
      'Dev Patel',
      'Bruno Chen',
      ...byId('Carla Chen-Lopez', 'Gus Nolan', 'Hana Sato'),
      'Farah Khan',
      'Alice Moreau',
    ]);
    expect(await names('?sort=fee')).toEqual([
      'Dev Patel',
      'Alice Moreau',
      ...byId('Gus Nolan', 'Hana Sato'),
      'Bruno Chen',
      'Farah Khan',
      'Carla Chen-Lopez',
    ]);
  });

  it('filters by specialization, reading All Specialties as none', async () => {
    expect(await names('?specialization=Cardiology')).toEqual(['Bruno Chen', 'Alice Moreau']);
    expect(await names('?specialization=cardiology&sort=fee')).toEqual(['Alice Moreau', 'Bruno Chen']);
    expect(await names('?specialization=Dental')).toEqual(['Farah Khan']);
    expect(await names('?specialization=Oncology')).toEqual([]);
    expect((await search('?specialization=All%20Specialties')).total).toBe(7);
    expect((await search('?specialization=all')).total).toBe(7);
  });

  it('filters by name words anywhere in the name, ignoring case and a Dr. title', async () => {
    expect(await names('?name=chen&sort=experience')).toEqual(['Bruno Chen', 'Carla Chen-Lopez']);
    expect(await names('?name=Dr.%20Chen&sort=experience')).toEqual(['Bruno Chen', 'Carla Chen-Lopez']);
    expect(await names('?name=carla%20lopez')).toEqual(['Carla Chen-Lopez']);
    expect(await names('?name=ORE')).toEqual(['Alice Moreau']);
    expect(await names('?name=%25')).toEqual([]);
    expect(await names('?name=eve')).toEqual([]); // inactive
  });

  it('filters by minimum experience, minimum rating and fee range', async () => {
    expect(await names('?experience=20&sort=experience')).toEqual(['Dev Patel', 'Bruno Chen']);
    expect(await names('?minRating=4.5')).toEqual([...byId('Bruno Chen', 'Hana Sato'), 'Farah Khan']);
    expect(await names('?minFee=100&maxFee=150&sort=fee')).toEqual(['Alice Moreau', ...byId('Gus Nolan', 'Hana Sato')]);
    expect(await names('?minFee=400&sort=fee')).toEqual(['Carla Chen-Lopez']);
    expect(await names('?maxFee=60')).toEqual(['Dev Patel']);
    expect(await names('?specialization=Pediatrics&experience=10&minRating=4')).toEqual(['Hana Sato']);
  });

  it('pages with a total that does not depend on the page', async () => {
    const first = await search('?sort=fee&limit=3');
    const second = await search('?sort=fee&limit=3&page=2');
    const third = await search('?sort=fee&limit=3&page=3');
    const beyond = await search('?sort=fee&limit=3&page=9');
    expect([first.total, second.total, third.total, beyond.total]).toEqual([7, 7, 7, 7]);
    expect([...first.doctors, ...second.doctors, ...third.doctors].map((d) => d.name)).toEqual(await names('?sort=fee'));
    expect(third.doctors).toHaveLength(1);
    expect(beyond.doctors).toEqual([]);
    expect(second).toMatchObject({ page: 2, limit: 3 });
  });

  it('keeps only doctors with a free slot on the date, honouring reservations and expired holds', async () => {
    const monday = nextWeekday(1);
    const tuesday = DateTime.fromISO(monday).plus({ days: 1 }).toISODate()!;
    expect(await names(`?date=${monday}&specialization=Pediatrics`)).toEqual(['Hana Sato', 'Gus Nolan']);
    expect(await names(`?date=${tuesday}&specialization=Pediatrics`)).toEqual(['Hana Sato']);

    // Gus offers one slot on Mondays: a live hold takes it, an expired one does not.
    const gusSlot = new Date(`${monday}T09:00:00.000Z`);
    await insertHold(server, ids['Gus Nolan']!, gusSlot, new Date(Date.now() - 60_000));
    expect(await names(`?date=${monday}&specialization=Pediatrics`)).toEqual(['Hana Sato', 'Gus Nolan']);
    await server.database.db.update(slotReservations).set({ releasedAt: new Date() });
    await insertHold(server, ids['Gus Nolan']!, gusSlot, new Date(Date.now() + 10 * 60_000));
    expect(await names(`?date=${monday}&specialization=Pediatrics`)).toEqual(['Hana Sato']);
    await server.database.db.update(slotReservations).set({ releasedAt: new Date() });
    const [patient] = await server.database.db.select().from(patients).limit(1);
    await insertAppointment(server, { doctorId: ids['Gus Nolan']!, patientId: patient!.id, startsAt: gusSlot, date: monday });
    expect(await names(`?date=${monday}&specialization=Pediatrics`)).toEqual(['Hana Sato']);
    // Another instant of that day (not on Gus's grid) blocks nothing.
    await server.database.db.update(slotReservations).set({ releasedAt: new Date() });
    await insertHold(server, ids['Gus Nolan']!, new Date(`${monday}T09:10:00.000Z`), new Date(Date.now() + 600_000));
    expect(await names(`?date=${monday}&specialization=Pediatrics`)).toEqual(['Hana Sato', 'Gus Nolan']);
    await server.database.db.update(slotReservations).set({ releasedAt: new Date() });
  });

  it('finds nobody on a date outside today … 30 days ahead', async () => {
    const far = DateTime.utc().plus({ days: 40 }).toISODate();
    const past = DateTime.utc().minus({ days: 3 }).toISODate();
    expect(await search(`?date=${far}`)).toMatchObject({ doctors: [], total: 0 });
    expect(await search(`?date=${past}`)).toMatchObject({ doctors: [], total: 0 });
  });

  it.each([
    ['?specialization=Astrology', CARE_MESSAGES.specializationUnknown],
    ['?experience=-2', CARE_MESSAGES.experienceInvalid],
    ['?experience=lots', CARE_MESSAGES.experienceInvalid],
    ['?minRating=7', CARE_MESSAGES.minRatingInvalid],
    ['?minFee=abc', CARE_MESSAGES.minFeeInvalid],
    ['?minFee=200&maxFee=100', CARE_MESSAGES.feeRangeInvalid],
    ['?date=2026-02-30', CARE_MESSAGES.dateInvalid],
    ['?sort=name', CARE_MESSAGES.sortInvalid],
    ['?page=0', CARE_MESSAGES.pageInvalid],
    ['?limit=51', CARE_MESSAGES.searchLimitInvalid],
    ['?sort=fee&sort=rating', 'sort must be text'],
  ])('refuses %s with 400, every time it is sent', async (query, message) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await server.api(`/doctor/all-doctors${query}`, { token: searcher.token });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ statusCode: 400, data: null, message, success: false });
    }
  });

  it('lists similar doctors of a specialization, best rated first, leaving one out', async () => {
    const answer = await server.api('/doctor/specialization?specialization=Cardiology', { token: searcher.token });
    expect(answer.body.data.map((d: DoctorSummary) => d.name)).toEqual(['Bruno Chen', 'Alice Moreau']);
    const excluded = await server.api(`/doctor/specialization?specialization=Cardiology&exclude=${ids['Bruno Chen']}`, {
      token: searcher.token,
    });
    expect(excluded.body.data.map((d: DoctorSummary) => d.name)).toEqual(['Alice Moreau']);
    expect((await server.api('/doctor/specialization', { token: searcher.token })).status).toBe(400);
  });
});

describe('broad searches', () => {
  it('count up to 1,000 matches and then say there are more', async () => {
    const testDatabase = await createTestDatabase('PGlite');
    try {
      const { db: database } = testDatabase.database;
      await seedSyntheticDoctors(database, 1_050, { seed: 5, inactiveShare: 0, reviewedShare: 0, bookedShare: 0 });
      const now = new Date();
      const broad = await searchDoctors(database, {}, { sort: 'fee', page: 1, limit: 12 }, now);
      expect(broad).toMatchObject({ total: 1_000, totalCapped: true });
      expect(broad.records).toHaveLength(12);
      const narrow = await searchDoctors(database, { specialization: 'Oncology' }, { sort: 'fee', page: 1, limit: 12 }, now);
      expect(narrow.totalCapped).toBe(false);
      expect(narrow.total).toBeGreaterThan(12);
      expect(narrow.total).toBeLessThan(200);
      // Pages past the cap still answer.
      expect((await searchDoctors(database, {}, { sort: 'fee', page: 88, limit: 12 }, now)).records).toHaveLength(6);
    } finally {
      await testDatabase.dispose();
    }
  });
});

describe('the search cache', () => {
  it('serves this instance its own changes at once', async () => {
    const server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '60' } });
    try {
      const searcher = await registerUser(server, { role: 'patient' });
      const { user, doctor } = await createDoctor(server, { specialization: 'Urology' });
      const total = async () => (await server.api('/doctor/all-doctors?specialization=Urology', { token: searcher.token })).body.data.total;
      expect(await total()).toBe(1);
      await server.api(`/doctor/toggle-status/${doctor._id}`, { method: 'PATCH', token: user.token, json: { status: 'inactive' } });
      expect(await total()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('serves a changed fee and changed weekly slots at once', async () => {
    const server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '60' } });
    try {
      const searcher = await registerUser(server, { role: 'patient' });
      const { user, doctor } = await createDoctor(server, { specialization: 'Urology', fees: 100 });
      const date = nextWeekday(3);
      const found = async (query: string) =>
        (await server.api(`/doctor/all-doctors?specialization=Urology&${query}`, { token: searcher.token })).body.data.total;
      expect([await found('maxFee=120'), await found(`date=${date}`)]).toEqual([1, 1]);
      const update = await server.api('/doctor/update', {
        method: 'PATCH',
        token: user.token,
        json: { ...validDoctorProfile, specialization: 'Urology', fees: 140 },
      });
      expect(update.status).toBe(200);
      expect(await found('maxFee=120')).toBe(0);
      const closedWeek = WEEK_DAYS.map((day) => ({ day, times: TIME_SLOTS.map((time) => ({ time, status: 'booked' })) }));
      const slots = await server.api(`/doctor/time-slots/${doctor._id}`, {
        method: 'PATCH',
        token: user.token,
        json: { available_time_slots: closedWeek },
      });
      expect(slots.status).toBe(200);
      expect(await found(`date=${date}`)).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('serves this instance its own holds, their release and reviews at once (the change feed)', async () => {
    const server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '60' } });
    try {
      const searcher = await registerUser(server, { role: 'patient' });
      const patient = await createPatient(server);
      const fixture = await createDoctor(server, { specialization: 'Urology', fees: 100 });
      const { user, doctor } = fixture;
      // Wednesday (WEEK_DAYS[2]) offers 10:00 AM only.
      const date = nextWeekday(3);
      const week = WEEK_DAYS.map((day, index) => ({
        day,
        times: TIME_SLOTS.map((time) => ({ time, status: index === 2 && time === '10:00 AM' ? 'available' : 'booked' })),
      }));
      expect(
        (await server.api(`/doctor/time-slots/${doctor._id}`, { method: 'PATCH', token: user.token, json: { available_time_slots: week } }))
          .status,
      ).toBe(200);
      const found = async (query: string) => {
        const answer = await server.api(`/doctor/all-doctors?specialization=Urology&${query}`, { token: searcher.token });
        return [answer.body.data.total, answer.headers.get('server-timing')];
      };
      expect(await found(`date=${date}`)).toEqual([1, 'cache;desc=miss']);
      // Built again, from the date's reservations as kept by the first search.
      expect(await found(`date=${date}`)).toEqual([1, 'cache;desc=miss, reservations;desc=kept']);
      const checkout = await startCheckout(
        server,
        patient.user.token,
        checkoutBody(patient.user.id, { doctorId: doctor._id, date, time: '10:00 AM' }, 100),
      );
      expect(checkout.status).toBe(201);
      expect(await found(`date=${date}`)).toEqual([0, 'cache;desc=miss']);
      expect((await browser(server, `/checkout/${checkout.body.data.id}/cancel`, { method: 'POST', form: {} })).status).toBe(303);
      expect(await found(`date=${date}`)).toEqual([1, 'cache;desc=miss']);

      expect(await found('minRating=4')).toEqual([0, 'cache;desc=miss']);
      const visit = await insertAppointment(server, {
        doctorId: doctor._id,
        patientId: patient.profile._id,
        startsAt: new Date(Date.now() - 86_400_000),
        status: 'completed',
      });
      const review = await server.api(`/appointment/${visit.id}/review`, {
        method: 'POST',
        token: patient.user.token,
        json: { rating: 5, comment: 'Clear.' },
      });
      expect(review.status).toBeLessThan(300);
      expect(await found('minRating=4')).toEqual([1, 'cache;desc=miss']);
    } finally {
      await server.close();
    }
  });

  it('says in Server-Timing that every answer is built for its request, none kept', async () => {
    const server = await startTestServer({ env: { SEARCH_CACHE_SECONDS: '60' } });
    try {
      const searcher = await registerUser(server, { role: 'patient' });
      const timing = async () => (await server.api('/doctor/all-doctors?sort=fee', { token: searcher.token })).headers.get('server-timing');
      expect([await timing(), await timing()]).toEqual(['cache;desc=miss', 'cache;desc=miss']);
      await createDoctor(server, { specialization: 'Urology' });
      expect(await timing()).toBe('cache;desc=miss');
    } finally {
      await server.close();
    }
  });
});

describe.each(databases())('cached search answers on %s', (db) => {
  it('are byte for byte what an instance without the cache answers, in every encoding', async () => {
    const cached = await startTestServer({ db, env: { SEARCH_CACHE_SECONDS: '60' } });
    const uncached = await startTestServer({ db, env: { SEARCH_CACHE_ENABLED: 'false' }, shareDatabaseOf: cached });
    try {
      await seedSyntheticDoctors(cached.database.db, 150, { seed: 11 });
      const searcher = await registerUser(cached, { role: 'patient' });
      const date = nextWeekday(2, 4);
      const queries = [
        '',
        '?page=2&sort=experience',
        '?specialization=cardiology&maxFee=1000',
        '?name=Dr.%20chen&sort=fee',
        '?minFee=50&maxFee=120&sort=fee&limit=50',
        '?minRating=4&experience=10',
        `?date=${date}&sort=rating`,
        `?date=${date}&specialization=Pediatrics&page=3`,
        '?page=400',
        '?name=nobody-has-this-name',
        // The same filters again in another sort or page: the total is known, only the page is read.
        '?specialization=Cardiology&maxFee=1000&sort=fee&page=2',
        `?date=${date}&specialization=Pediatrics&sort=experience`,
        `?date=${date}&specialization=Pediatrics&sort=fee&page=99`,
        '?name=nobody-has-this-name&sort=fee',
      ];
      for (const query of queries) {
        for (const acceptEncoding of ['gzip, deflate, br', 'gzip', 'br;q=0, gzip;q=0.5', 'identity']) {
          const call = (server: TestServer) =>
            server.api(`/doctor/all-doctors${query}`, { token: searcher.token, headers: { 'accept-encoding': acceptEncoding } });
          const expected = await call(uncached);
          expect(expected.status).toBe(200);
          for (const answer of [await call(cached), await call(cached)]) {
            const context = `${query} (${acceptEncoding})`;
            expect({ context, text: answer.text }).toEqual({ context, text: expected.text });
            for (const header of ['content-type', 'content-encoding']) {
              expect({ context, header, value: answer.headers.get(header) }).toEqual({
                context,
                header,
                value: expected.headers.get(header),
              });
            }
          }
        }
      }
    } finally {
      await uncached.close();
      await cached.close();
    }
  });
});

describe.each(databases())('the date filter agrees with the slot rule on %s', (db) => {
  it('finds exactly the doctors with an available slot, for random weeks, zones, reservations and clocks', async () => {
    const testDatabase = await createTestDatabase(db);
    try {
      const { db: database } = testDatabase.database;
      const random = seededRandom(11);
      const zones = [
        'UTC',
        'America/New_York',
        'America/Los_Angeles',
        'Europe/London',
        'Asia/Kolkata',
        'Asia/Tokyo',
        'Pacific/Auckland',
        'Pacific/Honolulu',
      ];
      const base = DateTime.utc().startOf('day');
      const doctorsUnderTest: Array<{ id: string; timeZone: string; weeklySlots: number[] | null; reserved: Date[] }> = [];
      for (let i = 0; i < 24; i += 1) {
        const weeklySlots =
          random() < 0.2 ? null : WEEK_DAYS.map(() => (random() < 0.3 ? 0 : Math.floor(random() * 2 ** TIME_SLOTS.length)));
        const timeZone = zones[i % zones.length]!;
        const id = await insertDoctorRow(database, {
          name: `Doctor ${i}`,
          specialization: 'Oncology',
          fees: 100,
          experience: 1,
          timeZone,
          weeklySlots,
        });
        const reserved: Date[] = [];
        for (let r = 0; r < 10; r += 1) {
          const date = base.plus({ days: Math.floor(random() * 4) - 1 }).toISODate()!;
          const slot = slotInstants(date, timeZone)[Math.floor(random() * TIME_SLOTS.length)]!;
          if (reserved.some((instant) => instant.getTime() === slot.getTime())) continue;
          reserved.push(slot);
          await database
            .insert(slotReservations)
            .values({ doctorId: id, startsAt: slot, kind: 'hold', expiresAt: new Date(Date.now() + 86_400_000) });
        }
        doctorsUnderTest.push({ id, timeZone, weeklySlots, reserved });
      }
      // Clocks through a day (so "today" differs between zones), dates around today and the window's end.
      const clocks = [0, 5, 9.75, 13.5, 17, 22.25].map((hours) => new Date(Date.now() + hours * 3_600_000));
      const offsets = [-1, 0, 1, 2, 29, 30, 31];
      const sizes = new Set<number>();
      for (const now of clocks) {
        for (const offset of offsets) {
          const date = DateTime.fromJSDate(now, { zone: 'UTC' }).plus({ days: offset }).toISODate()!;
          const expected = doctorsUnderTest
            .filter((doctor) =>
              hasAvailableSlot(
                computeDateAvailability({
                  date,
                  timeZone: doctor.timeZone,
                  weeklySlots: doctor.weeklySlots,
                  active: true,
                  now,
                  reservations: doctor.reserved.map((startsAt) => ({ startsAt, expiresAt: null })),
                }),
              ),
            )
            .map((doctor) => doctor.id)
            .sort();
          const found = await searchDoctors(database, { date }, { sort: 'rating', page: 1, limit: 50 }, now);
          expect({ now: now.toISOString(), date, ids: found.records.map((record) => record.doctor.id).sort() }).toEqual({
            now: now.toISOString(),
            date,
            ids: expected,
          });
          expect(found.total).toBe(expected.length);
          sizes.add(expected.length);
        }
      }
      // The cases cover dates where nobody, some and (nearly) everybody qualifies.
      expect(sizes.has(0)).toBe(true);
      expect(Math.max(...sizes)).toBeGreaterThan(12);
      expect([...sizes].some((size) => size > 0 && size < Math.max(...sizes))).toBe(true);
    } finally {
      await testDatabase.dispose();
    }
  });
});
