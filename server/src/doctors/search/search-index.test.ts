import type { DoctorRow } from '../../db/schema';
import type { DoctorRecord } from '../doctor-repository';
import { slotInstants } from '../../availability/slot-availability';
import { DateMatcher, DateReservations } from './search-date-filter';
import { DoctorSearchIndex } from './search-index';

let counter = 0;

/** A doctor record as the repository reads it; ids sort in creation order. */
function doctorRecord(fields: Partial<DoctorRow> & { name?: string } = {}): DoctorRecord {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const { name = `Doctor ${counter}`, ...row } = fields;
  const fees = row.fees === undefined ? 100 : row.fees;
  const doctor: DoctorRow = {
    id,
    userId: id.replace('00000000', '11111111'),
    searchName: name.toLowerCase(),
    specialization: 'Cardiology',
    fees,
    effectiveFee: fees ?? 500,
    qualification: 'MD',
    experience: 5,
    about: 'About',
    languages: ['English'],
    status: 'active',
    verification: 'verified',
    timeZone: 'UTC',
    profileImage: null,
    weeklySlots: null,
    rating: null,
    ratingSum: 0,
    reviewCount: 0,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    availabilityRevision: 0,
    bookingNoticeMinutes: 0,
    availableNowUntil: null,
    ...row,
  };
  return { doctor, owner: { id: doctor.userId, name, email: `${counter}@example.test`, profileImage: null } };
}

const ids = (page: { records: DoctorRecord[] }) => page.records.map((record) => record.doctor.id);
const paging = (sort: 'rating' | 'experience' | 'fee', page = 1, limit = 12) => ({ sort, page, limit });

describe('the doctor search index', () => {
  it('orders by rating (unrated last, more reviews first, then id), experience and fee (no fee counting as 500)', () => {
    const a = doctorRecord({ rating: 4.5, reviewCount: 2, experience: 3, fees: 300 });
    const b = doctorRecord({ rating: 4.5, reviewCount: 5, experience: 9, fees: null });
    const c = doctorRecord({ rating: null, reviewCount: 0, experience: 9, fees: 40 });
    const d = doctorRecord({ rating: 5, reviewCount: 1, experience: 1, fees: 300 });
    const index = new DoctorSearchIndex([c, a, d, b]);
    expect(ids(index.search({}, paging('rating')))).toEqual([d, b, a, c].map((r) => r.doctor.id));
    expect(ids(index.search({}, paging('experience')))).toEqual([b, c, a, d].map((r) => r.doctor.id));
    expect(ids(index.search({}, paging('fee')))).toEqual([c, a, d, b].map((r) => r.doctor.id));
    expect(ids(index.search({ maxFee: 499 }, paging('fee')))).toEqual([c, a, d].map((r) => r.doctor.id));
  });

  it('moves a changed doctor to its new place and drops one that turns inactive', () => {
    const [a, b, c] = [doctorRecord({ fees: 100 }), doctorRecord({ fees: 200 }), doctorRecord({ fees: 300 })];
    const index = new DoctorSearchIndex([a, b, c]);
    index.upsert({ ...a, doctor: { ...a.doctor, fees: 250, effectiveFee: 250 } });
    expect(ids(index.search({}, paging('fee')))).toEqual([b, a, c].map((r) => r.doctor.id));
    index.upsert({ ...b, doctor: { ...b.doctor, status: 'inactive' } });
    expect(ids(index.search({}, paging('fee')))).toEqual([a, c].map((r) => r.doctor.id));
    // Reloaded unchanged: it keeps its place.
    index.upsert({ ...c, doctor: { ...c.doctor } });
    expect(ids(index.search({}, paging('fee')))).toEqual([a, c].map((r) => r.doctor.id));
    expect(index.remove(c.doctor.id)).toBe(true);
    expect(ids(index.search({}, paging('fee')))).toEqual([a.doctor.id]);
    expect(index.size).toBe(2);
  });

  it('matches every name word as a plain substring of the stored search name', () => {
    const index = new DoctorSearchIndex([doctorRecord({ name: 'Anne_Marie 100%' }), doctorRecord({ name: 'Annexe Mario' })]);
    const names = (name: string) => index.search({ name }, paging('rating')).records.map((record) => record.owner.name);
    expect(names('anne_m')).toEqual(['Anne_Marie 100%']);
    expect(names('%')).toEqual(['Anne_Marie 100%']);
    expect(names('Dr. MAR anne')).toEqual(['Anne_Marie 100%', 'Annexe Mario']);
    expect(names('marie mario')).toEqual([]);
  });

  it('never matches a word across two names, and sees renamed doctors at the next search', () => {
    // Adjacent in the walk's order: 'ann' + 'a' would span the end of one name and the start of the next.
    const first = doctorRecord({ name: 'Zoe Ann', rating: 5 });
    const second = doctorRecord({ name: 'Abel Stone', rating: 4 });
    const index = new DoctorSearchIndex([first, second]);
    const names = (name: string) => index.search({ name }, paging('rating')).records.map((record) => record.owner.name);
    expect(names('annabel')).toEqual([]);
    expect(names('ann')).toEqual(['Zoe Ann']);
    expect(names('e')).toEqual(['Zoe Ann', 'Abel Stone']);
    index.upsert({
      ...second,
      doctor: { ...second.doctor, searchName: 'annabel stone' },
      owner: { ...second.owner, name: 'Annabel Stone' },
    });
    expect(names('ann')).toEqual(['Zoe Ann', 'Annabel Stone']);
    expect(names('annabel')).toEqual(['Annabel Stone']);
  });

  it('pages and counts as the SQL does: a short page ends the list, past the end the capped count', () => {
    const index = new DoctorSearchIndex(Array.from({ length: 1_003 }, () => doctorRecord()));
    expect(index.search({}, paging('fee', 1, 12))).toMatchObject({ total: 1_000, totalCapped: true });
    // The last page is short: its total is exact, even above the cap.
    expect(index.search({}, paging('fee', 84, 12))).toMatchObject({ total: 1_003, totalCapped: false });
    expect(index.search({}, paging('fee', 84, 12)).records).toHaveLength(7);
    expect(index.search({}, paging('fee', 200, 12))).toMatchObject({ records: [], total: 1_000, totalCapped: true });
    expect(index.search({ specialization: 'Oncology' }, paging('fee'))).toEqual({ records: [], total: 0, totalCapped: false });
  });

  it('states the same total for every sort and page, whichever was asked first', () => {
    const records = Array.from({ length: 1_003 }, (_, i) =>
      doctorRecord({ experience: i % 40, fees: 30 + (i % 200), rating: i % 7 === 0 ? null : 1 + (i % 5) }),
    );
    // The short last page first: its exact 1,003 must not become page 1's total.
    const lastFirst = new DoctorSearchIndex(records);
    expect(lastFirst.search({}, paging('fee', 84))).toMatchObject({ total: 1_003, totalCapped: false });
    expect(lastFirst.search({}, paging('rating', 1))).toMatchObject({ total: 1_000, totalCapped: true });
    expect(lastFirst.search({}, paging('experience', 84))).toMatchObject({ total: 1_003, totalCapped: false });
    expect(lastFirst.search({}, paging('experience', 90))).toMatchObject({ records: [], total: 1_000, totalCapped: true });
    // Filters that end early in their own sort order count the same as in another order.
    const fresh = () => new DoctorSearchIndex(records);
    for (const filters of [
      { minRating: 4 },
      { experience: 30 },
      { maxFee: 60 },
      { minFee: 200, maxFee: 220 },
      { minRating: 3, experience: 20, maxFee: 150 },
    ]) {
      const totals = (['rating', 'experience', 'fee'] as const).map((sort) => fresh().search(filters, paging(sort)).total);
      expect(new Set(totals).size).toBe(1);
      const index = fresh();
      const pages = (['rating', 'experience', 'fee'] as const).map((sort) => index.search(filters, paging(sort, 2)));
      expect(pages.map((page) => page.total)).toEqual(totals);
      // Page 2 of each sort holds the 13th to 24th matches in that sort's order.
      for (const [i, sort] of (['rating', 'experience', 'fee'] as const).entries()) {
        const everyMatch = fresh()
          .search(filters, paging(sort, 1, 50))
          .records.concat(fresh().search(filters, paging(sort, 2, 50)).records);
        expect(ids(pages[i]!)).toEqual(everyMatch.slice(12, 24).map((record) => record.doctor.id));
      }
    }
  });

  it('works out a date once per reservations read, and again when a hold expires, a slot starts or the clock goes back', () => {
    const date = '2030-06-01'; // a Saturday: weekly_slots[5]
    const [nine] = slotInstants(date, 'UTC');
    const noon = (1 << 6) as number; // 12:00 PM, the 7th slot
    const held = doctorRecord({ name: 'Held Until Noon', timeZone: 'UTC', weeklySlots: [0, 0, 0, 0, 0, 1, 0] });
    const atNoon = doctorRecord({ name: 'Only At Noon', timeZone: 'UTC', weeklySlots: [0, 0, 0, 0, 0, noon, 0] });
    const index = new DoctorSearchIndex([held, atNoon]);
    const at = (iso: string) => new Date(iso);
    const expiresAt = at('2030-06-01T08:30:00.000Z');
    // One read, used by every search below (as within half of SEARCH_CACHE_SECONDS).
    const reservations = DateReservations.of(date, [{ doctorId: held.doctor.id, startsAt: nine!, expiresAt }]);
    const names = (now: Date) =>
      index
        .search({}, paging('rating'), new DateMatcher(date, now, reservations))
        .records.map((record) => record.owner.name)
        .sort();
    expect(names(at('2030-06-01T08:29:59.000Z'))).toEqual(['Only At Noon']);
    // The hold has expired: 9:00 AM is free again.
    expect(names(at('2030-06-01T08:30:00.000Z'))).toEqual(['Held Until Noon', 'Only At Noon']);
    // The clock goes back (another instance's view, a test clock): the hold counts again.
    expect(names(at('2030-06-01T08:00:00.000Z'))).toEqual(['Only At Noon']);
    expect(names(at('2030-06-01T11:59:59.000Z'))).toEqual(['Only At Noon']);
    // 12:00 PM has started: nothing is left that day (9:00 AM started long ago).
    expect(names(at('2030-06-01T12:00:00.000Z'))).toEqual([]);
  });

  it("works a date out again when it comes near some zone's today, though it was far from every today when first worked out", () => {
    const date = '2030-06-12'; // a Wednesday: weekly_slots[2]
    // Kiritimati (UTC+14): 09:00 on the 12th is 19:00 UTC on the 11th, its last slot (17:30) 03:30 UTC on the 12th.
    const early = doctorRecord({ name: 'Early Riser', timeZone: 'Pacific/Kiritimati', weeklySlots: [0, 0, 1, 0, 0, 0, 0] });
    const index = new DoctorSearchIndex([early]);
    const reservations = DateReservations.of(date, []);
    const matcher = (iso: string) => new DateMatcher(date, new Date(iso), reservations);
    const names = (iso: string) => index.search({}, paging('rating'), matcher(iso)).records.map((record) => record.owner.name);
    // Ten days ahead, far from every zone's today.
    expect(names('2030-06-02T12:00:00.000Z')).toEqual(['Early Riser']);
    // The same reservations read, later: 09:00 in Kiritimati has started.
    expect(names('2030-06-11T19:00:00.000Z')).toEqual([]);
  });

  it('answers name searches through the name index exactly as by testing every name, on random doctors and searches', () => {
    // A deterministic draw (no Math.random: a failure must repeat).
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const WORDS = [
      'ana',
      'anabel',
      'maria',
      'mariana',
      'mar',
      'omar',
      'chen',
      'chen-li',
      'dr.',
      'dr',
      'o’brien',
      'josé',
      'zoë',
      'lee',
      'le',
      'e',
    ];
    const SPECIALIZATIONS = ['Cardiology', 'Dermatology', 'Pediatrics'];
    const ZONES = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Pacific/Kiritimati'];
    // Names of one to three words, some with doubled or edge spaces (search_name keeps them).
    const randomName = () => {
      const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WORDS));
      return random() < 0.1 ? ` ${words.join('  ')} ` : words.join(' ');
    };
    const randomFields = (): Partial<DoctorRow> & { name: string } => {
      const fees = random() < 0.1 ? null : 10 * Math.floor(1 + random() * 40);
      const reviewCount = Math.floor(random() * 4);
      return {
        name: randomName(),
        specialization: pick(SPECIALIZATIONS),
        fees,
        effectiveFee: fees ?? 500,
        experience: Math.floor(random() * 30),
        rating: reviewCount === 0 ? null : Math.round((1 + random() * 4) * 10) / 10,
        reviewCount,
        status: random() < 0.1 ? 'inactive' : 'active',
        timeZone: pick(ZONES),
        // Some offer one slot a day (the fourth): a reservation there decides whether they match the date.
        weeklySlots: pick([null, Array.from({ length: 7 }, () => Math.floor(random() * 2 ** 18)), Array(7).fill(1 << 3)]),
      };
    };
    // More active doctors than the cap: broad names are capped.
    const records = Array.from({ length: 1_600 }, () => doctorRecord(randomFields()));
    const fast = new DoctorSearchIndex(records);
    const date = '2030-06-12';
    const now = new Date('2030-06-11T20:00:00.000Z');
    const held = records
      .filter(() => random() < 0.2)
      .map((record) => ({ doctorId: record.doctor.id, startsAt: slotInstants(date, record.doctor.timeZone)[3]!, expiresAt: null }));
    const reservations = DateReservations.of(date, held);
    /** A name query: words or pieces of them, sometimes two, in any case, with 'Dr.' and spaces. */
    const randomQuery = () => {
      const piece = () => {
        const word = pick(WORDS);
        const start = Math.floor(random() * word.length);
        return word.slice(start, start + 1 + Math.floor(random() * word.length));
      };
      const terms = Array.from({ length: 1 + Math.floor(random() * 2) }, piece);
      if (random() < 0.1) terms.push('zz');
      const text = `${random() < 0.1 ? 'Dr. ' : ''}${terms.join(random() < 0.2 ? '   ' : ' ')}`;
      return random() < 0.2 ? text.toUpperCase() : text;
    };
    const compare = (index: DoctorSearchIndex, count: number) => {
      const plain = new DoctorSearchIndex(records, { nameIndex: false });
      const stats = { capped: 0, empty: 0, some: 0 };
      for (let i = 0; i < count; i += 1) {
        const filters = {
          name: randomQuery(),
          ...(random() < 0.3 ? { specialization: pick([...SPECIALIZATIONS, 'Oncology']) } : {}),
          ...(random() < 0.2 ? { experience: Math.floor(random() * 30) } : {}),
          ...(random() < 0.2 ? { minRating: pick([2, 3.5, 4.5]) } : {}),
          ...(random() < 0.3 ? { minFee: pick([0, 100]), maxFee: pick([150, 300, 1000]) } : {}),
        };
        const page = paging(pick(['rating', 'experience', 'fee'] as const), pick([1, 1, 2, 3, 40]), pick([1, 5, 12, 50]));
        const withDate = random() < 0.3;
        const ask = (searched: DoctorSearchIndex) => {
          const answer = searched.search(filters, page, withDate ? new DateMatcher(date, now, reservations) : undefined);
          return { ids: ids(answer), total: answer.total, totalCapped: answer.totalCapped };
        };
        const answer = ask(index);
        expect({ filters, page, withDate, answer }).toEqual({ filters, page, withDate, answer: ask(plain) });
        if (answer.totalCapped) stats.capped += 1;
        else if (answer.total === 0) stats.empty += 1;
        else stats.some += 1;
      }
      // A long draw reaches capped, empty and in-between answers.
      if (count >= 400) expect(Math.min(...Object.values(stats))).toBeGreaterThan(0);
    };
    compare(fast, 400);
    // Renamed, moved, deactivated, new and deleted doctors: the index of words follows.
    for (let i = 0; i < 200; i += 1) {
      const at = Math.floor(random() * records.length);
      const roll = random();
      if (roll < 0.7) {
        // Reservations are by doctor: a changed doctor keeps its own (the index must not keep the old entry's).
        const { name, ...row } = randomFields();
        const record = records[at]!;
        records[at] = { doctor: { ...record.doctor, ...row, searchName: name.toLowerCase() }, owner: { ...record.owner, name } };
        fast.upsert(records[at]!);
      } else if (roll < 0.85) {
        const record = doctorRecord(randomFields());
        records.push(record);
        fast.upsert(record);
      } else {
        fast.remove(records[at]!.doctor.id);
        records.splice(at, 1);
      }
      if (i % 10 === 9) compare(fast, 25);
    }
  });

  it('answers after changes exactly as an index built from the changed doctors', () => {
    // A deterministic draw (no Math.random: a failure must repeat).
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const SPECIALIZATIONS = ['Cardiology', 'Dermatology', 'Pediatrics', 'Neurology'];
    const ZONES = ['UTC', 'Asia/Tokyo', 'America/New_York', 'Asia/Kathmandu'];
    const NAMES = ['ana lima', 'bo chen', 'cara diaz', 'dev patel', 'eli cohen', 'chen wu'];
    const randomFields = (): Partial<DoctorRow> & { name: string } => {
      const fees = random() < 0.1 ? null : 10 * Math.floor(1 + random() * 40);
      const reviewCount = Math.floor(random() * 4);
      return {
        name: `${pick(NAMES)} ${Math.floor(random() * 50)}`,
        specialization: pick(SPECIALIZATIONS),
        fees,
        effectiveFee: fees ?? 500,
        experience: Math.floor(random() * 30),
        rating: reviewCount === 0 ? null : Math.round((1 + random() * 4) * 10) / 10,
        reviewCount,
        status: random() < 0.15 ? 'inactive' : 'active',
        timeZone: pick(ZONES),
        weeklySlots: random() < 0.3 ? null : Array.from({ length: 7 }, () => Math.floor(random() * 2 ** 18)),
      };
    };
    const withFields = (record: DoctorRecord, fields: Partial<DoctorRow> & { name: string }): DoctorRecord => {
      const { name, ...row } = fields;
      return { doctor: { ...record.doctor, ...row, searchName: name }, owner: { ...record.owner, name } };
    };
    let current = new Map<string, DoctorRecord>();
    for (let i = 0; i < 300; i += 1) {
      const record = doctorRecord(randomFields());
      current.set(record.doctor.id, record);
    }
    const patched = new DoctorSearchIndex(current.values());
    const date = '2030-06-12';
    const now = new Date('2030-06-10T08:00:00.000Z');
    const compare = () => {
      // Built afresh, without the name index: the plain path.
      const fresh = new DoctorSearchIndex(current.values(), { nameIndex: false });
      const held = [...current.values()]
        .filter(() => random() < 0.1)
        .map((record) => ({ doctorId: record.doctor.id, startsAt: pick(slotInstants(date, record.doctor.timeZone)), expiresAt: null }));
      const reservations = DateReservations.of(date, held);
      for (let i = 0; i < 25; i += 1) {
        const filters = {
          ...(random() < 0.4 ? { specialization: pick(SPECIALIZATIONS) } : {}),
          ...(random() < 0.3 ? { name: pick(['chen', 'a', 'li', 'dev p', 'zz']) } : {}),
          ...(random() < 0.3 ? { experience: Math.floor(random() * 30) } : {}),
          ...(random() < 0.3 ? { minRating: pick([2, 3.5, 4.5]) } : {}),
          ...(random() < 0.3 ? { minFee: 100, maxFee: pick([150, 300, 1000]) } : {}),
        };
        const page = paging(pick(['rating', 'experience', 'fee'] as const), 1 + Math.floor(random() * 3), pick([5, 12, 50]));
        const withDate = random() < 0.4;
        const ask = (index: DoctorSearchIndex) => {
          const answer = withDate ? index.search(filters, page, new DateMatcher(date, now, reservations)) : index.search(filters, page);
          return { ids: ids(answer), total: answer.total, totalCapped: answer.totalCapped };
        };
        expect({ filters, page, withDate, answer: ask(patched) }).toEqual({ filters, page, withDate, answer: ask(fresh) });
      }
    };
    compare();
    // Rounds of changes between searches: edits (name, specialization, fees, rating, status, zone, slots), new doctors, removals;
    // the later rounds add more doctors than the copy has room for, and take out more than it keeps as holes.
    const rounds: Array<[number, number, number]> = [
      [5, 1, 0],
      [1, 0, 1],
      [20, 3, 2],
      [0, 40, 0],
      [3, 0, 45],
      [10, 5, 5],
    ];
    for (const [round, [edits, added, removed]] of rounds.entries()) {
      const live = [...current.keys()];
      const next = new Map(current);
      for (let i = 0; i < edits; i += 1) {
        const id = pick(live);
        const record = withFields(next.get(id)!, randomFields());
        next.set(id, record);
        patched.upsert(record);
      }
      for (let i = 0; i < added; i += 1) {
        const record = doctorRecord({ ...randomFields(), status: 'active' });
        next.set(record.doctor.id, record);
        patched.upsert(record);
      }
      for (let i = 0; i < removed; i += 1) {
        const id = pick(live);
        if (!next.has(id)) continue;
        next.delete(id);
        patched.remove(id);
      }
      current = next;
      expect({ round, size: patched.size }).toEqual({ round, size: current.size });
      compare();
    }
  });
});

describe('the Available now filter', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const paging = { sort: 'rating' as const, page: 1, limit: 10 };

  it('lists only doctors whose switch is on at the search instant', () => {
    const on = doctorRecord({ name: 'On Now', availableNowUntil: new Date(now.getTime() + 60_000) });
    const lapsed = doctorRecord({ name: 'Lapsed', availableNowUntil: new Date(now.getTime() - 1) });
    const off = doctorRecord({ name: 'Off' });
    const index = new DoctorSearchIndex([on, lapsed, off], { nameIndex: true });
    expect(index.search({ availableNow: true }, paging, undefined, now).records.map((r) => r.owner.name)).toEqual(['On Now']);
    expect(index.search({ availableNow: true, name: 'now' }, paging, undefined, now).records.map((r) => r.owner.name)).toEqual(['On Now']);
    expect(index.search({ availableNow: true, name: 'lapsed' }, paging, undefined, now).total).toBe(0);
    expect(index.search({}, paging, undefined, now).total).toBe(3);
  });
});
