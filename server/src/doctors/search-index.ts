import { DOCTOR_SEARCH_TOTAL_CAP, DOCTOR_SORTS, type DoctorSort } from '@telehealth/shared-api/core';
import type { DoctorRecord, DoctorSearchPage, SearchTotal } from './doctor-repository';
import { nameTerms, type DoctorSearchFilters } from './doctor-search';
import type { DateMatcher } from './search-date-filter';

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
 */

interface IndexedDoctor {
  record: DoctorRecord;
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

function containsAll(text: string, terms: string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
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

export class DoctorSearchIndex {
  private readonly doctors = new Map<string, IndexedDoctor>();
  /** Doctor id by owner (user) id: an account change finds its doctor. */
  private readonly doctorOfOwner = new Map<string, string>();
  private readonly all: SortedLists = emptyLists();
  private readonly bySpecialization = new Map<string, SortedLists>();

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
    if (previous && JSON.stringify(previous.record) === JSON.stringify(record)) return false;
    const entry = indexed(record);
    if (previous) this.unlist(previous);
    this.doctors.set(entry.id, entry);
    this.doctorOfOwner.set(record.owner.id, entry.id);
    if (entry.status === 'active') {
      for (const sort of DOCTOR_SORTS) {
        for (const list of [this.all[sort], this.listsOf(entry.specialization)[sort]]) list.splice(lowerBound(list, entry, COMPARE[sort]), 0, entry);
      }
    }
    return true;
  }

  /** Forgets a doctor (deleted); false when it was not held. */
  remove(doctorId: string): boolean {
    const previous = this.doctors.get(doctorId);
    if (!previous) return false;
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
    const lists = filters.specialization ? this.bySpecialization.get(filters.specialization) : this.all;
    const list = lists?.[paging.sort] ?? [];
    const terms = nameTerms(filters.name ?? '');
    const minExperience = filters.experience !== undefined && filters.experience > 0 ? filters.experience : undefined;
    const minRating = filters.minRating !== undefined && filters.minRating > 0 ? filters.minRating : undefined;
    const minFee = filters.minFee !== undefined && filters.minFee > 0 ? filters.minFee : undefined;
    const maxFee = filters.maxFee;
    const offset = (paging.page - 1) * paging.limit;
    const end = offset + paging.limit;
    if (known && !known.totalCapped && offset >= known.total) return { records: [], ...known };
    // The page, and the count as far as the SQL's capped count goes (unless known).
    const stopAt = known ? end : Math.max(end, DOCTOR_SEARCH_TOTAL_CAP + 1);
    const records: DoctorRecord[] = [];
    let matches = 0;
    for (const entry of list) {
      if (minExperience !== undefined && entry.experience < minExperience) continue;
      if (minRating !== undefined && (entry.rating === null || entry.rating < minRating)) continue;
      if (minFee !== undefined && entry.effectiveFee < minFee) continue;
      if (maxFee !== undefined && entry.effectiveFee > maxFee) continue;
      // search_name LIKE '%word%' for each word: a plain substring test (wildcards are escaped there).
      if (terms.length > 0 && !containsAll(entry.searchName, terms)) continue;
      if (date && !date.matches(entry.record.doctor)) continue;
      if (matches >= offset && matches < end) records.push(entry.record);
      matches += 1;
      if (matches >= stopAt) break;
    }
    // As searchDoctors: a short page ends the list; an empty first page is none; otherwise the capped count.
    if (records.length > 0 && records.length < paging.limit) return { records, total: offset + records.length, totalCapped: false };
    if (records.length === 0 && offset === 0) return { records, total: 0, totalCapped: false };
    if (known) return { records, ...known };
    return { records, total: Math.min(matches, DOCTOR_SEARCH_TOTAL_CAP), totalCapped: matches > DOCTOR_SEARCH_TOTAL_CAP };
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
