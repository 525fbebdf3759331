/**
 * Doctor search state (spec §2 "Doctor search", §5, §9) and its two encodings: the page's URL
 * query (so reload, back/forward and deep links keep it) and the API query of
 * `GET /doctor/all-doctors`.
 */
import { ALL_SPECIALTIES, FEE_SLIDER, SPECIALTIES } from '@telehealth/shared-api';
import type { DoctorSearchQuery, DoctorSort } from '@telehealth/shared-api';
import { windowDayOrNull } from './booking-window';

export interface DoctorFilters {
  /** null = All Specialties. */
  specialization: string | null;
  name: string;
  /** Minimum years of experience; null = any. */
  experience: number | null;
  /** Minimum average rating; null = any. */
  minRating: number | null;
  /** The fee slider: highest fee per session. */
  maxFee: number;
  /** yyyy-MM-dd: only doctors with a free slot that day. */
  date: string | null;
  /** Only doctors who switched "Available now" on. */
  availableNow: boolean;
  sort: DoctorSort;
  page: number;
}

export const SORT_OPTIONS: ReadonlyArray<{ value: DoctorSort; label: string }> = [
  { value: 'rating', label: 'Top Rated' },
  { value: 'experience', label: 'Most Experienced' },
  { value: 'fee', label: 'Lowest Fee' },
];

export const EXPERIENCE_OPTIONS: readonly number[] = [1, 3, 5, 10, 15, 20];
export const RATING_OPTIONS: readonly number[] = [3, 3.5, 4, 4.5];

export const SPECIALTY_OPTIONS: readonly string[] = [ALL_SPECIALTIES, ...SPECIALTIES];

export const DEFAULT_SORT: DoctorSort = 'rating';

export const DEFAULT_FILTERS: DoctorFilters = {
  specialization: null,
  name: '',
  experience: null,
  minRating: null,
  maxFee: FEE_SLIDER.defaultValue,
  date: null,
  availableNow: false,
  sort: DEFAULT_SORT,
  page: 1,
};

/** Spec §2: Reset Filters clears every filter and sets the fee slider to 200. */
export const RESET_FILTERS: DoctorFilters = { ...DEFAULT_FILTERS, maxFee: FEE_SLIDER.resetValue };

/** URL query keys; `specialization` and `date` are also what the dashboard widget links with. */
const KEYS = {
  specialization: 'specialization',
  name: 'name',
  experience: 'experience',
  minRating: 'minRating',
  maxFee: 'maxFee',
  date: 'date',
  availableNow: 'availableNow',
  sort: 'sort',
  page: 'page',
} as const;

function numberParam(params: URLSearchParams, key: string, min: number, max: number): number | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

function isSort(value: string | null): value is DoctorSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** Reads the filters from the page's URL; unknown or out-of-range values fall back to defaults. */
export function filtersFromParams(params: URLSearchParams, now: Date = new Date()): DoctorFilters {
  // `specialty` is the name the assistant's links use (issue 13); both mean the same filter.
  const specialization = (params.get(KEYS.specialization) ?? params.get('specialty'))?.trim() || null;
  const fee = numberParam(params, KEYS.maxFee, FEE_SLIDER.min, FEE_SLIDER.max);
  const page = numberParam(params, KEYS.page, 1, Number.MAX_SAFE_INTEGER);
  const sort = params.get(KEYS.sort);
  return {
    specialization: specialization === ALL_SPECIALTIES ? null : specialization,
    name: params.get(KEYS.name) ?? '',
    experience: numberParam(params, KEYS.experience, 0, 100),
    minRating: numberParam(params, KEYS.minRating, 0, 5),
    // The slider moves in steps; a hand-edited URL snaps to the nearest one.
    maxFee: fee === null ? DEFAULT_FILTERS.maxFee : Math.round(fee / FEE_SLIDER.step) * FEE_SLIDER.step,
    date: windowDayOrNull(params.get(KEYS.date), now),
    availableNow: params.get(KEYS.availableNow) === 'true',
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: page === null ? 1 : Math.floor(page),
  };
}

/** The URL query for the filters; defaults are left out so plain /doctors stays plain. */
export function filtersToParams(filters: DoctorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.specialization) params.set(KEYS.specialization, filters.specialization);
  if (filters.name.trim()) params.set(KEYS.name, filters.name.trim());
  if (filters.experience !== null) params.set(KEYS.experience, String(filters.experience));
  if (filters.minRating !== null) params.set(KEYS.minRating, String(filters.minRating));
  if (filters.maxFee !== DEFAULT_FILTERS.maxFee) params.set(KEYS.maxFee, String(filters.maxFee));
  if (filters.date) params.set(KEYS.date, filters.date);
  if (filters.availableNow) params.set(KEYS.availableNow, 'true');
  if (filters.sort !== DEFAULT_SORT) params.set(KEYS.sort, filters.sort);
  if (filters.page > 1) params.set(KEYS.page, String(filters.page));
  return params;
}

/** The query of `GET /doctor/all-doctors` (specialization left out for 'all', spec §7). */
export function filtersToQuery(filters: DoctorFilters): DoctorSearchQuery {
  const query: DoctorSearchQuery = { maxFee: filters.maxFee, sort: filters.sort, page: filters.page };
  if (filters.specialization) query.specialization = filters.specialization;
  if (filters.name.trim()) query.name = filters.name.trim();
  if (filters.experience !== null) query.experience = filters.experience;
  if (filters.minRating !== null) query.minRating = filters.minRating;
  if (filters.date) query.date = filters.date;
  if (filters.availableNow) query.availableNow = true;
  return query;
}

/** True when any filter narrows the list beyond the defaults (sort and page do not). */
export function hasActiveFilters(filters: DoctorFilters): boolean {
  return (
    filters.specialization !== null ||
    filters.name.trim() !== '' ||
    filters.experience !== null ||
    filters.minRating !== null ||
    filters.maxFee !== DEFAULT_FILTERS.maxFee ||
    filters.date !== null ||
    filters.availableNow
  );
}

/** How many filters differ from the defaults (shown on the mobile Filters button). */
export function activeFilterCount(filters: DoctorFilters): number {
  return [
    filters.specialization !== null,
    filters.name.trim() !== '',
    filters.experience !== null,
    filters.minRating !== null,
    filters.maxFee !== DEFAULT_FILTERS.maxFee,
    filters.date !== null,
    filters.availableNow,
  ].filter(Boolean).length;
}
