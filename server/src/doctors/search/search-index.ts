import { DOCTOR_SEARCH_TOTAL_CAP, DOCTOR_SORTS, type DoctorSort } from '@telehealth/shared-api/core';
import { ALL_SLOTS_MASK } from '../../availability/weekly-slots';
import type { DoctorRecord } from '../doctor-repository';
import { totalForEveryPage, type DoctorSearchPage, type SearchTotal } from './search-repository';
import { nameTerms, type DoctorSearchFilters } from './search-sql';
import type { DateMatcher, DateReservations } from './search-date-filter';

/**
 * Doctor search in memory: every doctor of the database (active or not) kept by id, and the
 * active ones in one array per sort, overall and per specialization, in exactly the order of
 * the SQL's ORDER BY (doctor-search.ts). A search walks the sort's array, applies the filters
 * as the SQL WHERE does, takes its page and counts matches up to DOCTOR_SEARCH_TOTAL_CAP + 1,
 * answering what `searchDoctors` answers (search-index.int.test.ts compares both). A date
 * filter is a DateMatcher (search-date-filter.ts) built from the date's live reservations.
 *
 * A doctor that changes is taken out of its arrays and put back in place (binary search), so
 * an update costs a few array moves, not a sort.
 *
 * Searches walk a columnar copy (`Columns`): the active doctors numbered 0 … n-1, each filtered
 * field in a typed array by that number, each sorted list an Int32Array of numbers, and every
 * search name in one string. A walk then reads a few small contiguous arrays instead of chasing
 * objects spread over the heap (a cache miss per doctor was most of a walk's cost). The copy
 * is built by the first search, then the first search after a batch of changes patches it in
 * place, far cheaper than a rebuild (figures in bench/README.md): a changed doctor keeps its number, a new one takes the next
 * (the arrays keep 5 % of room), one that left leaves a hole; the sorted lists' numbers are
 * copied again from the lists. Out of room, or past 10 % of holes, it is built anew.
 */

interface IndexedDoctor {
  record: DoctorRecord;
  /** Its number in the current columnar copy (set when the copy is built). */
  ordinal: number;
  id: string;
  status: string;
  specialization: string;
  /** `search_name` as stored (lower(name) by the database), what the SQL matches name words in. */
  searchName: string;
  experience: number;
  rating: number | null;
  reviewCount: number;
  /** `effective_fee`: the fee, or DEFAULT_DOCTOR_FEE when none is set. */
  effectiveFee: number;
}

type SortedLists = Record<DoctorSort, IndexedDoctor[]>;

const byId = (a: IndexedDoctor, b: IndexedDoctor) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// The ORDER BY of each sort (doctor-search.ts), ties broken by id as uuids compare (their
// lowercase text compares the same way).
const COMPARE: Record<DoctorSort, (a: IndexedDoctor, b: IndexedDoctor) => number> = {
  // rating DESC NULLS LAST, review_count DESC NULLS LAST, id
  rating: (a, b) => {
    if (a.rating !== b.rating) {
      if (a.rating === null) return 1;
      if (b.rating === null) return -1;
      return b.rating - a.rating;
    }
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

function indexed(record: DoctorRecord): IndexedDoctor {
  const { doctor } = record;
  return {
    record,
    ordinal: -1,
    id: doctor.id,
    status: doctor.status,
    specialization: doctor.specialization,
    searchName: doctor.searchName,
    experience: doctor.experience,
    rating: doctor.rating === null ? null : Number(doctor.rating),
    reviewCount: doctor.reviewCount,
    effectiveFee: doctor.effectiveFee,
  };
}

/** Equal column values: primitives, dates and arrays of them (anything else counts as changed). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  return false;
}

function sameFields(a: object, b: object): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  return true;
}

/**
 * True when two reads of a doctor hold the same values. A refresh re-reads every doctor
 * changed in its overlap (thousands after a bulk import): comparing fields is an order of
 * magnitude cheaper than comparing their JSON (bench/README.md).
 */
function sameRecord(a: DoctorRecord, b: DoctorRecord): boolean {
  return sameFields(a.doctor, b.doctor) && sameFields(a.owner, b.owner);
}

/**
 * A page and its total as searchDoctors states them: a short page ends the list; an empty first
 * page is none; otherwise the known total, or the count as far as it went (capped).
 */
function pageAnswer(
  records: DoctorRecord[],
  offset: number,
  limit: number,
  matches: number,
  known: SearchTotal | undefined,
): DoctorSearchPage {
  if (records.length > 0 && records.length < limit) return { records, total: offset + records.length, totalCapped: false };
  if (records.length === 0 && offset === 0) return { records, total: 0, totalCapped: false };
  if (known) return { records, ...known };
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

type SortedOrdinals = Record<DoctorSort, Int32Array>;

/** Separates search names in `Columns.names`: a name word never holds whitespace (nameTerms splits on it). */
const NAME_SEPARATOR = '\n';

/** How many totals of searches without a date a columnar copy keeps (filter sets; the first ones stay). */
const TOTALS_KEPT = 10_000;

/** How many name searches' matches a columnar copy keeps (20 kB each with 20,000 doctors). */
const NAME_MATCHES_KEPT = 256;

/** Room a columnar copy keeps for doctors added later (share of its size, at least COLUMN_ROOM_MIN), and the share of holes that makes it rebuild. */
const COLUMN_ROOM_SHARE = 0.05;
const COLUMN_ROOM_MIN = 64;
const COLUMN_HOLES_SHARE = 0.1;

/** The ordinals of a sorted list, in its order (a plain loop: Int32Array.from with a mapper was several times slower). */
function ordinalsOf(list: readonly IndexedDoctor[]): Int32Array {
  const ordinals = new Int32Array(list.length);
  for (let i = 0; i < list.length; i += 1) ordinals[i] = list[i]!.ordinal;
  return ordinals;
}

function ordinals(lists: SortedLists): SortedOrdinals {
  return { rating: ordinalsOf(lists.rating), experience: ordinalsOf(lists.experience), fee: ordinalsOf(lists.fee) };
}

/** A doctor as the columns last held it (undefined: not held), and as it is now (undefined: removed). */
interface ColumnChange {
  before: IndexedDoctor | undefined;
  after: IndexedDoctor | undefined;
}

/**
 * The active doctors as columns, by ordinal (see the class comment of DoctorSearchIndex).
 * Built in rating order, then patched in place by `patch`: a changed doctor keeps its
 * ordinal, a new one is appended (the arrays keep room for some), one that left (inactive,
 * deleted) leaves a hole no sorted list names.
 */
class Columns {
  readonly records: DoctorRecord[];
  readonly ids: string[];
  readonly experience: Int32Array;
  /** NaN when unrated: no minimum rating is then met, as `rating >= x` is false for NULL. */
  readonly rating: Float64Array;
  readonly effectiveFee: Float64Array;
  /** weeklySlots[d][o]: weekly_slots[d] of doctor o (Monday 0), every slot when none are stored; one small array per day. */
  readonly weeklySlots: Int32Array[];
  /** Index into `zones`. */
  readonly zone: Uint16Array;
  readonly zones: string[] = [];
  private readonly zoneNumber = new Map<string, number>();
  /** Every search name, in ordinal order, each followed by NAME_SEPARATOR; doctor o's starts at nameStart[o] (a hole keeps its doctor's: no walk reaches it). */
  names = '';
  readonly nameStart: Int32Array;
  all: SortedOrdinals;
  readonly bySpecialization = new Map<string, SortedOrdinals>();
  /** Ordinals whose doctor left (no sorted list holds them). */
  private holes = 0;
  /** Bumped by every patch: what was worked out per ordinal before (date availability) is outdated. */
  version = 0;
  /** Totals counted by searches without a date, by their filters (see DoctorSearchIndex.search). */
  readonly totals = new Map<string, SearchTotal>();

  keepTotal(key: string, answer: SearchTotal): void {
    const total = totalForEveryPage(answer);
    if (total && this.totals.size < TOTALS_KEPT) this.totals.set(key, total);
  }

  /** nameMatches' answers by their terms (the oldest dropped first): a name is searched in several sorts and fee ranges. */
  private readonly nameMatchesByTerms = new Map<string, Uint8Array>();

  constructor(all: SortedLists, bySpecialization: ReadonlyMap<string, SortedLists>) {
    // Numbered in rating order: the most common walk reads the columns front to back.
    const entries = all.rating;
    const n = entries.length;
    const capacity = n + Math.max(COLUMN_ROOM_MIN, Math.ceil(n * COLUMN_ROOM_SHARE));
    this.records = new Array<DoctorRecord>(n);
    this.ids = new Array<string>(n);
    this.experience = new Int32Array(capacity);
    this.rating = new Float64Array(capacity);
    this.effectiveFee = new Float64Array(capacity);
    this.weeklySlots = Array.from({ length: 7 }, () => new Int32Array(capacity));
    this.zone = new Uint16Array(capacity);
    this.nameStart = new Int32Array(capacity + 1);
    for (let o = 0; o < n; o += 1) this.write(o, entries[o]!);
    this.writeNames();
    this.all = ordinals(all);
    for (const [specialization, lists] of bySpecialization) this.bySpecialization.set(specialization, ordinals(lists));
  }

  /**
   * Applies changed doctors in place; false when the copy should be built anew instead (no room
   * left for new doctors, or too many holes). `all` and `bySpecialization` are the index's
   * sorted lists as they are now.
   */
  patch(changes: Iterable<ColumnChange>, all: SortedLists, bySpecialization: ReadonlyMap<string, SortedLists>): boolean {
    const touched = new Set<string>();
    let renamed = false;
    for (const { before, after } of changes) {
      const held = before !== undefined && before.status === 'active' && this.ids[before.ordinal] === before.id ? before.ordinal : -1;
      const active = after !== undefined && after.status === 'active';
      if (held < 0 && !active) continue;
      if (before) touched.add(before.specialization);
      if (after) touched.add(after.specialization);
      if (held >= 0 && active) {
        renamed ||= before!.searchName !== after!.searchName;
        this.write(held, after!);
      } else if (held >= 0) {
        // Out of every sorted list below; walks never reach it.
        this.holes += 1;
      } else {
        const o = this.records.length;
        if (o >= this.experience.length) return false;
        this.write(o, after!);
        renamed = true;
      }
    }
    if (this.holes > this.records.length * COLUMN_HOLES_SHARE) return false;
    if (renamed) this.writeNames();
    this.all = ordinals(all);
    for (const specialization of touched) {
      const lists = bySpecialization.get(specialization);
      if (lists) this.bySpecialization.set(specialization, ordinals(lists));
      else this.bySpecialization.delete(specialization);
    }
    this.totals.clear();
    this.nameMatchesByTerms.clear();
    this.version += 1;
    return true;
  }

  /** Doctor `entry` as ordinal `o` (its name: writeNames). */
  private write(o: number, entry: IndexedDoctor): void {
    entry.ordinal = o;
    this.records[o] = entry.record;
    this.ids[o] = entry.id;
    this.experience[o] = entry.experience;
    this.rating[o] = entry.rating ?? Number.NaN;
    this.effectiveFee[o] = entry.effectiveFee;
    const weekly = entry.record.doctor.weeklySlots;
    for (let day = 0; day < 7; day += 1) this.weeklySlots[day]![o] = weekly?.[day] ?? ALL_SLOTS_MASK;
    const timeZone = entry.record.doctor.timeZone;
    let zone = this.zoneNumber.get(timeZone);
    if (zone === undefined) {
      zone = this.zones.push(timeZone) - 1;
      this.zoneNumber.set(timeZone, zone);
    }
    this.zone[o] = zone;
  }

  /** `names` and `nameStart` from the records (a hole keeps its old name: no walk reaches it). */
  private writeNames(): void {
    const n = this.records.length;
    const names: string[] = new Array<string>(n);
    let position = 0;
    for (let o = 0; o < n; o += 1) {
      const name = this.records[o]!.doctor.searchName;
      this.nameStart[o] = position;
      names[o] = name;
      position += name.length + NAME_SEPARATOR.length;
    }
    this.nameStart[n] = position;
    this.names = names.join(NAME_SEPARATOR) + NAME_SEPARATOR;
  }

  /** The ordinal whose name holds text position `position`. */
  private ordinalAt(position: number): number {
    let low = 0;
    let high = this.records.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.nameStart[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /**
   * 1 for each doctor whose search name holds every term (search_name LIKE '%term%' for each,
   * a plain substring test). The first term is found with indexOf over all names at once;
   * the others are tested on those doctors only.
   */
  nameMatches(terms: readonly string[]): Uint8Array {
    const key = terms.join(' ');
    const known = this.nameMatchesByTerms.get(key);
    if (known) return known;
    const matches = this.findNames(terms);
    if (this.nameMatchesByTerms.size >= NAME_MATCHES_KEPT) this.nameMatchesByTerms.delete(this.nameMatchesByTerms.keys().next().value!);
    this.nameMatchesByTerms.set(key, matches);
    return matches;
  }

  private findNames(terms: readonly string[]): Uint8Array {
    const matches = new Uint8Array(this.records.length);
    const [first, ...rest] = [...terms].sort((a, b) => b.length - a.length);
    let from = 0;
    for (;;) {
      const found = this.names.indexOf(first!, from);
      if (found < 0) break;
      const o = this.ordinalAt(found);
      const name = this.records[o]!.doctor.searchName;
      if (rest.every((term) => name.includes(term))) matches[o] = 1;
      from = this.nameStart[o + 1]!;
    }
    return matches;
  }
}

export class DoctorSearchIndex {
  private readonly doctors = new Map<string, IndexedDoctor>();
  /** Doctor id by owner (user) id: an account change finds its doctor. */
  private readonly doctorOfOwner = new Map<string, string>();
  private readonly all: SortedLists = emptyLists();
  private readonly bySpecialization = new Map<string, SortedLists>();
  /** The columnar copy searches walk; built by the first search. */
  private columns: Columns | undefined;
  /** Doctors changed since the copy was last brought up to date, with the entry it holds for each (undefined: none). */
  private readonly changedSinceColumns = new Map<string, IndexedDoctor | undefined>();
  /** availableOn's answers, by the reservations read they came from, with the copy (and its version) and the clock span they hold for. */
  private readonly availableByRead = new WeakMap<
    DateReservations,
    { columns: Columns; version: number; flags: Uint8Array; from: number; until: number }
  >();

  constructor(records: Iterable<DoctorRecord> = []) {
    for (const record of records) {
      const entry = indexed(record);
      this.doctors.set(entry.id, entry);
      this.doctorOfOwner.set(record.owner.id, entry.id);
      if (entry.status !== 'active') continue;
      for (const sort of DOCTOR_SORTS) {
        this.all[sort].push(entry);
        this.listsOf(entry.specialization)[sort].push(entry);
      }
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

  /** Adds or replaces a doctor; false when it was held exactly so already. */
  upsert(record: DoctorRecord): boolean {
    const previous = this.doctors.get(record.doctor.id);
    // A reloaded doctor that did not change (refreshes re-read recent changes) changes nothing.
    if (previous && sameRecord(previous.record, record)) return false;
    const entry = indexed(record);
    this.noteChange(record.doctor.id, previous);
    if (previous) this.unlist(previous);
    this.doctors.set(entry.id, entry);
    this.doctorOfOwner.set(record.owner.id, entry.id);
    if (entry.status === 'active') {
      for (const sort of DOCTOR_SORTS) {
        for (const list of [this.all[sort], this.listsOf(entry.specialization)[sort]])
          list.splice(lowerBound(list, entry, COMPARE[sort]), 0, entry);
      }
    }
    return true;
  }

  /** Forgets a doctor (deleted); false when it was not held. */
  remove(doctorId: string): boolean {
    const previous = this.doctors.get(doctorId);
    if (!previous) return false;
    this.noteChange(doctorId, previous);
    this.unlist(previous);
    this.doctors.delete(doctorId);
    if (this.doctorOfOwner.get(previous.record.owner.id) === doctorId) this.doctorOfOwner.delete(previous.record.owner.id);
    return true;
  }

  /**
   * The page and total `searchDoctors` answers for these filters, sort and page: the same
   * doctors in the same order, the same total and totalCapped. The date filter, when there is
   * one, is `date` (tested last: it is the dearest test). `known`: the total of these filters
   * when already counted (it depends on neither sort nor page): the walk then stops at the
   * page's end, as `searchDoctors` skips its count.
   */
  search(
    filters: Omit<DoctorSearchFilters, 'date'>,
    paging: { sort: DoctorSort; page: number; limit: number },
    date?: DateMatcher,
    known?: SearchTotal,
  ): DoctorSearchPage {
    const columns = this.currentColumns();
    const lists = filters.specialization ? columns.bySpecialization.get(filters.specialization) : columns.all;
    const list = lists?.[paging.sort] ?? new Int32Array(0);
    const terms = nameTerms(filters.name ?? '');
    // Absent filters become bounds every doctor passes (an unrated doctor only fails a minimum rating).
    const minExperience = filters.experience !== undefined && filters.experience > 0 ? filters.experience : -Infinity;
    const minRating = filters.minRating !== undefined && filters.minRating > 0 ? filters.minRating : undefined;
    const minFee = filters.minFee !== undefined && filters.minFee > 0 ? filters.minFee : -Infinity;
    const maxFee = filters.maxFee ?? Infinity;
    // Without a date the index keeps the totals it counted (they depend on neither sort nor page).
    const totalKey = date
      ? undefined
      : JSON.stringify([filters.specialization ?? '', terms, minExperience, minRating ?? 0, minFee, maxFee]);
    known ??= totalKey === undefined ? undefined : columns.totals.get(totalKey);
    const offset = (paging.page - 1) * paging.limit;
    const end = offset + paging.limit;
    if (known && !known.totalCapped && offset >= known.total) return { records: [], ...known };
    // The page, and the count as far as the SQL's capped count goes (unless known).
    const stopAt = known ? end : Math.max(end, DOCTOR_SEARCH_TOTAL_CAP + 1);
    // The walk's own order ends a bound: past the first doctor below it, none can meet it.
    const ratingEnds = paging.sort === 'rating' && minRating !== undefined;
    const experienceEnds = paging.sort === 'experience';
    const feeEnds = paging.sort === 'fee';
    const { experience, rating, effectiveFee } = columns;
    const names = terms.length > 0 ? columns.nameMatches(terms) : undefined;
    const available = date ? this.availableOn(date) : undefined;
    const records: DoctorRecord[] = [];
    let matches = 0;
    for (let i = 0; i < list.length; i += 1) {
      const o = list[i]!;
      if (experience[o]! < minExperience) {
        if (experienceEnds) break;
        continue;
      }
      // rating DESC NULLS LAST: an unrated doctor (NaN) fails too, and only unrated ones follow.
      if (minRating !== undefined && !(rating[o]! >= minRating)) {
        if (ratingEnds) break;
        continue;
      }
      const fee = effectiveFee[o]!;
      if (fee > maxFee) {
        if (feeEnds) break;
        continue;
      }
      if (fee < minFee) continue;
      if (names && names[o] === 0) continue;
      if (available && available[o] === 0) continue;
      if (matches >= offset && matches < end) records.push(columns.records[o]!);
      matches += 1;
      if (matches >= stopAt) break;
    }
    const answer = pageAnswer(records, offset, paging.limit, matches, known);
    if (totalKey !== undefined && !known) columns.keepTotal(totalKey, answer);
    return answer;
  }

  /**
   * 1 for each doctor (ordinal of the current columns) with a free slot on the matcher's date
   * (DateMatcher.hasFreeSlot, from the columns). Worked out in one pass over every doctor and kept
   * with the reservations read it came from while its answers hold (DateMatcher.stableUntil):
   * every search of that date (other specializations, sorts, fees, pages) then tests one byte
   * a doctor.
   */
  private availableOn(date: DateMatcher): Uint8Array {
    const columns = this.columns!;
    const known = this.availableByRead.get(date.reservations);
    if (known && known.columns === columns && known.version === columns.version && date.nowMs >= known.from && date.nowMs < known.until)
      return known.flags;
    const { weeklySlots, zone, zones, ids } = columns;
    const offeredOn = weeklySlots[date.weekday]!;
    const flags = new Uint8Array(ids.length);
    for (let o = 0; o < ids.length; o += 1) if (date.hasFreeSlot(offeredOn[o]!, ids[o]!, zones[zone[o]!]!)) flags[o] = 1;
    this.availableByRead.set(date.reservations, { columns, version: columns.version, flags, from: date.nowMs, until: date.stableUntil() });
    return flags;
  }

  /** A doctor is about to change: the copy, if there is one, holds `previous` for it until brought up to date. */
  private noteChange(doctorId: string, previous: IndexedDoctor | undefined): void {
    if (this.columns && !this.changedSinceColumns.has(doctorId)) this.changedSinceColumns.set(doctorId, previous);
  }

  /** The columnar copy with every change applied: patched in place, or built anew the first time or when patching cannot. */
  private currentColumns(): Columns {
    if (this.columns && this.changedSinceColumns.size > 0) {
      const changes = [...this.changedSinceColumns].map(([id, before]) => ({ before, after: this.doctors.get(id) }));
      if (!this.columns.patch(changes, this.all, this.bySpecialization)) this.columns = undefined;
    }
    this.changedSinceColumns.clear();
    return (this.columns ??= new Columns(this.all, this.bySpecialization));
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
        else throw new Error(`search index out of order: doctor ${entry.id} not found in the ${sort} list`);
      }
    }
  }
}
