import { DOCTOR_SEARCH_TOTAL_CAP, DOCTOR_SORTS, type DoctorSearchQuery, type DoctorSort } from '@telehealth/shared-api/core';
import { offeredSlotMask, type DaysOff, effectiveWeeklySlots, type WeeklySlots } from '../../availability';
import type { DoctorRecord } from '../doctor-repository';
import type { DateMatcher, DateReservations } from './search-date-filter';

/**
 * Doctor search in memory: every doctor of the database (active or not) kept by id, and the
 * active ones in one array per sort, overall and per specialization, in the order of the
 * database's sort indexes (rating DESC NULLS LAST, review_count DESC, id; experience DESC, id;
 * effective_fee, id). A search walks the sort's array, applies the filters, takes its page and
 * counts matches up to DOCTOR_SEARCH_TOTAL_CAP + 1. A date filter is a DateMatcher
 * (search-date-filter.ts). A doctor that changes is taken out of its arrays and put back in
 * place (binary search), so an update costs a few array moves, not a sort.
 *
 * With the name index (SEARCH_NAME_INDEX_ENABLED), the active doctors are also kept by each
 * word of their search name: a name search tests only the doctors one of whose words holds
 * the longest term, rather than every name (see `namedSearch`). Off, every name is tested.
 */

/** The filters of `GET /doctor/all-doctors` (its query without sort and paging). */
export type DoctorSearchFilters = Omit<DoctorSearchQuery, 'sort' | 'page' | 'limit'>;

export interface SearchTotal {
  /** Exact up to DOCTOR_SEARCH_TOTAL_CAP; the cap when `totalCapped`. */
  total: number;
  totalCapped: boolean;
}

/** A doctor as search holds it: the profile and owner, and the doctor's time off (none when absent). */
export interface SearchIndexRecord extends DoctorRecord {
  timeOff?: readonly DaysOff[];
}

export interface DoctorSearchPage extends SearchTotal {
  records: DoctorRecord[];
}

interface IndexedDoctor {
  record: DoctorRecord;
  /** Its place in `all[sort]`, while `ranked` holds the sort (the name index's page order). */
  rank: Record<DoctorSort, number>;
  id: string;
  status: string;
  specialization: string;
  /** `search_name` as stored (lower(name) by the database): name words are matched in it. */
  searchName: string;
  experience: number;
  /** NaN when unrated: no minimum rating is then met. */
  rating: number;
  reviewCount: number;
  /** `effective_fee`: the fee, or DEFAULT_DOCTOR_FEE when none is set. */
  effectiveFee: number;
  weeklySlots: WeeklySlots;
  timeZone: string;
  /** Minimum booking notice in minutes: slots sooner are not offered. */
  bookingNoticeMinutes: number;
  /** The doctor's time off: a date inside it offers nothing. */
  timeOff: readonly DaysOff[];
}

type SortedLists = Record<DoctorSort, IndexedDoctor[]>;

/** Name words to match: lowercase, without an honorific 'Dr.'. */
export function nameTerms(name: string): string[] {
  return name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'dr' && word !== 'dr.');
}

const byId = (a: IndexedDoctor, b: IndexedDoctor) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// The order of each sort, ties broken by id as uuids compare (their
// lowercase text compares the same way).
const COMPARE: Record<DoctorSort, (a: IndexedDoctor, b: IndexedDoctor) => number> = {
  // rating DESC NULLS LAST, review_count DESC NULLS LAST, id
  rating: (a, b) => {
    const aRated = !Number.isNaN(a.rating);
    if (aRated !== !Number.isNaN(b.rating)) return aRated ? -1 : 1;
    if (aRated && a.rating !== b.rating) return b.rating - a.rating;
    return b.reviewCount - a.reviewCount || byId(a, b);
  },
  // experience DESC NULLS LAST, id
  experience: (a, b) => b.experience - a.experience || byId(a, b),
  // effective_fee, id
  fee: (a, b) => a.effectiveFee - b.effectiveFee || byId(a, b),
};

function emptyLists(): SortedLists {
  return { rating: [], experience: [], fee: [] };
}

const NO_TIME_OFF: readonly DaysOff[] = Object.freeze([]);

function indexed(record: SearchIndexRecord): IndexedDoctor {
  const { doctor } = record;
  return {
    record,
    rank: { rating: -1, experience: -1, fee: -1 },
    id: doctor.id,
    // Listed only once verified (issue 26): a pending, rejected or suspended doctor is searched as inactive.
    status: doctor.verification === 'verified' ? doctor.status : 'inactive',
    specialization: doctor.specialization,
    searchName: doctor.searchName,
    experience: doctor.experience,
    rating: doctor.rating === null ? Number.NaN : Number(doctor.rating),
    reviewCount: doctor.reviewCount,
    effectiveFee: doctor.effectiveFee,
    // A copy, allocated beside the entry: a date search reads it for every doctor it walks.
    weeklySlots: [...effectiveWeeklySlots(doctor.weeklySlots)],
    timeZone: doctor.timeZone,
    bookingNoticeMinutes: doctor.bookingNoticeMinutes,
    timeOff: record.timeOff && record.timeOff.length > 0 ? record.timeOff : NO_TIME_OFF,
  };
}

/**
 * A page and its total: a short page ends the list; an empty first
 * page is none; otherwise the known total, or the count as far as it went (capped).
 */
function pageAnswer(records: DoctorRecord[], offset: number, limit: number, matches: number): DoctorSearchPage {
  if (records.length > 0 && records.length < limit) return { records, total: offset + records.length, totalCapped: false };
  if (records.length === 0 && offset === 0) return { records, total: 0, totalCapped: false };
  return { records, total: Math.min(matches, DOCTOR_SEARCH_TOTAL_CAP), totalCapped: matches > DOCTOR_SEARCH_TOTAL_CAP };
}

/** First position in `list` (sorted by `compare`) whose entry is not before `entry`. */
function lowerBound(list: IndexedDoctor[], entry: IndexedDoctor, compare: (a: IndexedDoctor, b: IndexedDoctor) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The bounds of a search's numeric filters; absent ones every doctor passes (an unrated doctor only fails a minimum rating). */
interface Bounds {
  minExperience: number;
  minRating: number | undefined;
  minFee: number;
  maxFee: number;
  /** "Available now" only: the doctor's switch must be on at this instant (ms). */
  availableAt: number | undefined;
}

function boundsOf(filters: Omit<DoctorSearchFilters, 'date'>, now: Date | undefined): Bounds {
  return {
    availableAt: filters.availableNow === true ? (now ?? new Date()).getTime() : undefined,
    minExperience: filters.experience ?? -Infinity,
    minRating: filters.minRating !== undefined && filters.minRating > 0 ? filters.minRating : undefined,
    minFee: filters.minFee ?? -Infinity,
    maxFee: filters.maxFee ?? Infinity,
  };
}

/** Whether a doctor meets the numeric bounds (an unrated doctor's NaN fails a minimum rating). */
function meets(doctor: IndexedDoctor, bounds: Bounds): boolean {
  return (
    doctor.experience >= bounds.minExperience &&
    (bounds.minRating === undefined || doctor.rating >= bounds.minRating) &&
    doctor.effectiveFee >= bounds.minFee &&
    doctor.effectiveFee <= bounds.maxFee &&
    availableAt(doctor, bounds)
  );
}

/** Whether the doctor passes the "Available now" filter (every doctor does without it). */
function availableAt(doctor: IndexedDoctor, bounds: Bounds): boolean {
  if (bounds.availableAt === undefined) return true;
  const until = doctor.record.doctor.availableNowUntil;
  return until !== null && until.getTime() > bounds.availableAt;
}

/** The distinct words of a search name (what the name index files a doctor under). */
function nameWords(searchName: string): Set<string> {
  return new Set(searchName.split(/\s+/).filter((word) => word !== ''));
}

const hasTerms = (name: string, terms: readonly string[]) => terms.every((term) => name.includes(term));

/** Whether the doctor has an available slot on the matcher's date (`reserved`: the doctors its reservations name). */
function freeOn(date: DateMatcher, reserved: ReadonlySet<IndexedDoctor>, doctor: IndexedDoctor): boolean {
  const offered = offeredSlotMask(doctor.weeklySlots[date.weekday]!, date.date, doctor.timeOff);
  return offered !== 0 && date.hasFreeSlot(offered, doctor.id, doctor.timeZone, reserved.has(doctor), doctor.bookingNoticeMinutes);
}

export class DoctorSearchIndex {
  private readonly doctors = new Map<string, IndexedDoctor>();
  /** Doctor id by owner (user) id: an account change finds its doctor. */
  private readonly doctorOfOwner = new Map<string, string>();
  private readonly all: SortedLists = emptyLists();
  private readonly bySpecialization = new Map<string, SortedLists>();
  /**
   * The name index: active doctors by each word of their search name. A term never holds
   * white space, so it is in a name exactly when it is in one of the name's words. Undefined: off.
   */
  private readonly byWord: Map<string, Set<IndexedDoctor>> | undefined;
  /** The sorts whose `rank` every active doctor holds (emptied by any change). */
  private readonly ranked = new Set<DoctorSort>();
  /**
   * The doctors a date's reservations read names, found once per read (a kept read serves
   * many searches): a test by object rather than a look-up by id for every doctor walked.
   */
  private reservedIn = new WeakMap<DateReservations, Set<IndexedDoctor>>();

  constructor(records: Iterable<SearchIndexRecord> = [], options: { nameIndex?: boolean } = {}) {
    if (options.nameIndex ?? true) this.byWord = new Map();
    for (const record of records) {
      const entry = indexed(record);
      this.doctors.set(entry.id, entry);
      this.doctorOfOwner.set(record.owner.id, entry.id);
      if (entry.status !== 'active') continue;
      for (const sort of DOCTOR_SORTS) {
        this.all[sort].push(entry);
        this.listsOf(entry.specialization)[sort].push(entry);
      }
      this.fileByWords(entry);
    }
    for (const lists of [this.all, ...this.bySpecialization.values()]) {
      for (const sort of DOCTOR_SORTS) lists[sort].sort(COMPARE[sort]);
    }
  }

  /** Doctors held, active or not. */
  get size(): number {
    return this.doctors.size;
  }

  /** The id of the doctor profile of a user, when the index holds one. */
  doctorIdOfOwner(userId: string): string | undefined {
    return this.doctorOfOwner.get(userId);
  }

  /** Adds or replaces a doctor. */
  upsert(record: SearchIndexRecord): void {
    const previous = this.doctors.get(record.doctor.id);
    this.changed();
    const entry = indexed(record);
    if (previous) this.unlist(previous);
    this.doctors.set(entry.id, entry);
    this.doctorOfOwner.set(record.owner.id, entry.id);
    if (entry.status === 'active') {
      for (const sort of DOCTOR_SORTS) {
        for (const list of [this.all[sort], this.listsOf(entry.specialization)[sort]])
          list.splice(lowerBound(list, entry, COMPARE[sort]), 0, entry);
      }
      this.fileByWords(entry);
    }
  }

  /** Forgets a doctor (deleted); false when it was not held. */
  remove(doctorId: string): boolean {
    const previous = this.doctors.get(doctorId);
    if (!previous) return false;
    this.changed();
    this.unlist(previous);
    this.doctors.delete(doctorId);
    if (this.doctorOfOwner.get(previous.record.owner.id) === doctorId) this.doctorOfOwner.delete(previous.record.owner.id);
    return true;
  }

  /**
   * The page and total of a search: the doctors in the sort's order, the total counted up to
   * DOCTOR_SEARCH_TOTAL_CAP (the same for every sort and page of the same filters). The date
   * filter, when there is one, is tested last: it is the dearest test.
   */
  search(
    filters: Omit<DoctorSearchFilters, 'date'>,
    paging: { sort: DoctorSort; page: number; limit: number },
    date?: DateMatcher,
    now?: Date,
  ): DoctorSearchPage {
    const terms = nameTerms(filters.name ?? '');
    const bounds = boundsOf(filters, now);
    const offset = (paging.page - 1) * paging.limit;
    if (terms.length > 0 && this.byWord) return this.namedSearch(terms, filters.specialization, bounds, paging, date);
    const lists = filters.specialization ? this.bySpecialization.get(filters.specialization) : this.all;
    const list = lists?.[paging.sort] ?? [];
    const { minExperience, minRating, minFee, maxFee } = bounds;
    const end = offset + paging.limit;
    const stopAt = Math.max(end, DOCTOR_SEARCH_TOTAL_CAP + 1);
    // The walk's own order ends a bound: past the first doctor below it, none can meet it.
    const ratingEnds = paging.sort === 'rating' && minRating !== undefined;
    const experienceEnds = paging.sort === 'experience';
    const feeEnds = paging.sort === 'fee';
    const reserved = date && this.reservedDoctors(date.reservations);
    const records: DoctorRecord[] = [];
    let matches = 0;
    for (const doctor of list) {
      if (doctor.experience < minExperience) {
        if (experienceEnds) break;
        continue;
      }
      // Unrated (NaN) fails too, and in rating order only unrated doctors follow.
      if (minRating !== undefined && !(doctor.rating >= minRating)) {
        if (ratingEnds) break;
        continue;
      }
      if (doctor.effectiveFee > maxFee) {
        if (feeEnds) break;
        continue;
      }
      if (doctor.effectiveFee < minFee) continue;
      if (!availableAt(doctor, bounds)) continue;
      if (terms.length > 0 && !hasTerms(doctor.searchName, terms)) continue;
      if (date && !freeOn(date, reserved!, doctor)) continue;
      if (matches >= offset && matches < end) records.push(doctor.record);
      matches += 1;
      if (matches >= stopAt) break;
    }
    return pageAnswer(records, offset, paging.limit, matches);
  }

  /**
   * A name search through the name index: the doctors filed under a word that holds the
   * longest term are tested (the other terms, the filters, the date) and marked by their
   * rank in the sort's overall list; the page is read off the marks in that order. Counting
   * past the cap changes no answer (pageAnswer caps the total).
   */
  private namedSearch(
    terms: string[],
    specialization: string | undefined,
    bounds: Bounds,
    { sort, page, limit }: { sort: DoctorSort; page: number; limit: number },
    date: DateMatcher | undefined,
  ): DoctorSearchPage {
    const order = this.rankedList(sort);
    const reserved = date && this.reservedDoctors(date.reservations);
    const [longest, ...others] = [...terms].sort((a, b) => b.length - a.length);
    const marked = new Uint8Array(order.length);
    let matches = 0;
    for (const [word, doctors] of this.byWord!) {
      if (!word.includes(longest!)) continue;
      for (const doctor of doctors) {
        // A doctor filed under two words that hold the term is tested once.
        if (marked[doctor.rank[sort]] === 1) continue;
        if (specialization !== undefined && doctor.specialization !== specialization) continue;
        if (!meets(doctor, bounds) || !hasTerms(doctor.searchName, others)) continue;
        if (date && !freeOn(date, reserved!, doctor)) continue;
        marked[doctor.rank[sort]] = 1;
        matches += 1;
      }
    }
    const offset = (page - 1) * limit;
    const records: DoctorRecord[] = [];
    for (let at = 0, seen = 0; at < order.length && seen < offset + limit; at += 1) {
      if (marked[at] === 0) continue;
      if (seen >= offset) records.push(order[at]!.record);
      seen += 1;
    }
    return pageAnswer(records, offset, limit, matches);
  }

  /** The doctors held that `reservations` names. */
  private reservedDoctors(reservations: DateReservations): Set<IndexedDoctor> {
    let reserved = this.reservedIn.get(reservations);
    if (!reserved) {
      reserved = new Set();
      for (const id of reservations.doctorIds()) {
        const doctor = this.doctors.get(id);
        if (doctor) reserved.add(doctor);
      }
      this.reservedIn.set(reservations, reserved);
    }
    return reserved;
  }

  /** Forgets what depends on the doctors held (a doctor was added, changed or removed). */
  private changed(): void {
    this.ranked.clear();
    this.reservedIn = new WeakMap();
  }

  /** `all[sort]`, every doctor in it holding its rank (numbered again after a change). */
  private rankedList(sort: DoctorSort): readonly IndexedDoctor[] {
    const list = this.all[sort];
    if (!this.ranked.has(sort)) {
      list.forEach((doctor, rank) => (doctor.rank[sort] = rank));
      this.ranked.add(sort);
    }
    return list;
  }

  private fileByWords(entry: IndexedDoctor): void {
    if (!this.byWord) return;
    for (const word of nameWords(entry.searchName)) {
      const doctors = this.byWord.get(word);
      if (doctors) doctors.add(entry);
      else this.byWord.set(word, new Set([entry]));
    }
  }

  private listsOf(specialization: string): SortedLists {
    let lists = this.bySpecialization.get(specialization);
    if (!lists) {
      lists = emptyLists();
      this.bySpecialization.set(specialization, lists);
    }
    return lists;
  }

  private unlist(entry: IndexedDoctor): void {
    if (entry.status !== 'active') return;
    for (const sort of DOCTOR_SORTS) {
      for (const list of [this.all[sort], this.listsOf(entry.specialization)[sort]]) {
        const position = lowerBound(list, entry, COMPARE[sort]);
        if (list[position] === entry) list.splice(position, 1);
        else throw new Error(`doctor search index out of order: doctor ${entry.id} not found in the ${sort} list`);
      }
    }
    if (!this.byWord) return;
    for (const word of nameWords(entry.searchName)) {
      const doctors = this.byWord.get(word);
      doctors?.delete(entry);
      if (doctors?.size === 0) this.byWord.delete(word);
    }
  }
}
