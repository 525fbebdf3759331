import { doctorSearchQuerySchema, type DoctorSort } from '@telehealth/shared-api/core';
import { validate } from '../../http/validate';
import type { DoctorSearchFilters } from './search-sql';

/** A validated doctor search: every field the answer depends on, and nothing else. */
export interface DoctorSearchRequest extends DoctorSearchFilters {
  sort: DoctorSort;
  page: number;
  limit: number;
}

/**
 * The cache key of a search: every field of the validated request, in name order, so a filter
 * added to the request is part of the key without anyone listing it here. Absent (undefined)
 * fields are left out; a name is matched case-insensitively, so it is keyed in lowercase.
 */
export function searchKey(request: DoctorSearchRequest): string {
  const fields = request as unknown as Record<string, unknown>;
  const entries: Array<[string, unknown]> = [];
  for (const field of Object.keys(fields).sort()) {
    const value = fields[field];
    if (value === undefined) continue;
    entries.push([field, field === 'name' && typeof value === 'string' ? value.toLowerCase() : value]);
  }
  return JSON.stringify(entries);
}

/** How many validated search queries are remembered (least recently used first out): as many as answers are kept (10,000 of each kind). */
const SEARCH_QUERY_MEMO_MAX = 20_000;
/** Longer query strings are validated every time (a search page's are far shorter), so the memo stays small. */
const SEARCH_QUERY_MEMO_KEY_MAX = 512;

/**
 * Validates doctor-search queries into search requests, remembering each valid one by its raw
 * query string: the result is a pure function of that string, and a search page sends the
 * same few strings again and again. Invalid queries are never remembered (each gets its 400).
 */
export function searchQueryValidator() {
  const remembered = new Map<string, DoctorSearchRequest>();
  return {
    /** The request of a query string validated before, or undefined. */
    known(rawQuery: string): DoctorSearchRequest | undefined {
      const known = remembered.get(rawQuery);
      if (known) {
        remembered.delete(rawQuery);
        remembered.set(rawQuery, known);
      }
      return known;
    },
    async validate(rawQuery: string, query: unknown): Promise<DoctorSearchRequest> {
      const { sort, page, limit, ...filters } = await validate(doctorSearchQuerySchema, query);
      const search: DoctorSearchRequest = Object.freeze({ ...filters, sort: sort as DoctorSort, page, limit });
      if (rawQuery.length <= SEARCH_QUERY_MEMO_KEY_MAX) remembered.set(rawQuery, search);
      if (remembered.size > SEARCH_QUERY_MEMO_MAX) remembered.delete(remembered.keys().next().value!);
      return search;
    },
  };
}
