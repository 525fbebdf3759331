import type { FastifyBaseLogger } from 'fastify';
import type { Change, ChangeFeed } from '../../changes/change-feed';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { EncodedAnswer, SearchCache, type AnswerParts, type CacheOutcome } from './search-cache';
import { dateCanMatch, DateMatcher, DateReservations, datesOfReservation, reservationRange } from './search-date-filter';
import { SearchIndexSync, type OutsideChanges } from './search-index-sync';
import { liveReservationsBetween, searchDoctors, totalForEveryPage, type DoctorSearchPage, type SearchTotal } from './search-repository';
import { searchKey, searchQueryValidator, type DoctorSearchRequest } from './search-request';

export interface DoctorSearchDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** This instance's writes: what they outdate is dropped at once. */
  changes: ChangeFeed;
  /** False: every search is answered from the database (the SQL path), nothing kept. */
  cacheEnabled: boolean;
  /** With the cache on, how long an answer may lag other instances' writes (s). */
  cacheSeconds: number;
}

/** A search as asked: the query string (the memo's key) and its parsed form. */
export interface SearchQuery<C = unknown> {
  rawQuery: string;
  query: unknown;
  /** Writes a page as the response JSON (called once per answer built), given `context`: one function for every search, no closure per request. */
  encode: (context: C, page: DoctorSearchPage, request: DoctorSearchRequest) => string;
  context: C;
}

/** An answer: encoded and compressed once (cache on), or the page to serialize (cache off). */
export type SearchAnswer =
  | { request: DoctorSearchRequest; encoded: EncodedAnswer; outcome: CacheOutcome }
  | { request: DoctorSearchRequest; page: DoctorSearchPage; encoded?: undefined };

/** Search answers kept per instance and kind (~2 kB each, compressed: ~25 MB at most). */
const SEARCH_CACHE_ENTRIES = 10_000;

/**
 * Doctor search (`GET /doctor/all-doctors`), behind one entry: `search`. With the cache on,
 * from the in-memory index (search-index.ts), a date checked against that date's live
 * reservations (search-date-filter.ts), answers encoded once and kept while nothing they were
 * built from changes; with it off, from the database (search-sql.ts), where the total depends
 * on the filters only, so it is kept apart (as long as answers are) and another sort or page
 * of the same filters reads just its page. It learns of this instance's writes from the
 * change feed and of other instances' from the index refresh (search-index-sync.ts).
 */
export class DoctorSearch {
  /**
   * Search answers as sent (encoded), by search; see search-cache.ts. Searches with a date
   * (they depend on reservations: dropped by every reservation change of this instance, and a
   * date's by the index refresh when reservations on it were created or released elsewhere).
   */
  private readonly searchCache: SearchCache<EncodedAnswer>;
  /** The same for searches without a date (dropped when a doctor changes, here or elsewhere). */
  private readonly indexedAnswers: SearchCache<EncodedAnswer>;
  /**
   * The live reservations that can fall on a date, by date (searches with a date answered from
   * the index): read once per date, dropped by every change and by refreshes that find
   * reservations on the date changed elsewhere. What the refresh confirms unchanged is kept
   * (as are the answers built from it); without refreshes, reservations are re-read after half
   * a ttl and an answer expires a ttl after the reservations it used were read.
   */
  private readonly dateReservations: SearchCache<DateReservations>;
  private readonly ttlMs: number;

  /** Search totals, by filters (the SQL path). */
  private readonly searchTotals: SearchCache<SearchTotal>;
  /** Bumped by every change. */
  private searchGeneration = 0;
  private readonly searchKeys = new WeakMap<DoctorSearchRequest, string>();
  /** Every doctor in memory (none with the cache off). */
  private readonly searchIndex: SearchIndexSync | undefined;
  private readonly queries = searchQueryValidator();
  private readonly unsubscribe: () => void;

  constructor(private readonly deps: DoctorSearchDeps) {
    const ttlMs = deps.cacheEnabled ? deps.cacheSeconds * 1000 : 0;
    // An answer built with a cached total expires with that total: no part of it is older than the ttl.
    this.searchCache = new SearchCache(ttlMs, SEARCH_CACHE_ENTRIES, Date.now, (answer) => answer.parts);
    this.indexedAnswers = new SearchCache(ttlMs, SEARCH_CACHE_ENTRIES);
    this.searchTotals = new SearchCache(ttlMs, SEARCH_CACHE_ENTRIES);
    // The booking window's dates and a few either side.
    this.dateReservations = new SearchCache(ttlMs / 2, 64);
    this.ttlMs = ttlMs;
    if (ttlMs > 0) {
      // Read other instances' changes twice per ttl, so they show here within SEARCH_CACHE_SECONDS.
      this.searchIndex = new SearchIndexSync({
        db: deps.db,
        log: deps.log,
        refreshMs: Math.max(500, ttlMs / 2),
        onRefreshed: (changes) => this.outsideChanges(changes),
      });
    }
    this.unsubscribe = deps.changes.subscribe((change) => this.changed(change));
  }

  /**
   * The one entry: a search query → its answer. A query validated before whose answer is
   * stored is answered at once (nothing awaited: no promise); otherwise validated (a 400 when
   * invalid), then built or shared with a build under way.
   */
  search<C>(query: SearchQuery<C>): SearchAnswer | Promise<SearchAnswer> {
    const known = this.queries.known(query.rawQuery);
    const stored = known && this.storedAnswer(known);
    if (stored) return { request: known, encoded: stored, outcome: 'hit' };
    return (async () => {
      const request = known ?? (await this.queries.validate(query.rawQuery, query.query));
      if (!this.searchIndex) return { request, page: (await this.searchWithTotalExpiry(request)).result };
      const { answer, outcome } = this.answer(request, (page) => query.encode(query.context, page, request));
      return { request, encoded: await answer, outcome };
    })();
  }

  /** Loads the index now rather than on the first search (at start). */
  start(): Promise<void> {
    return this.searchIndex?.warm() ?? Promise.resolve();
  }

  /** Stops the index's timer and leaves the change feed (app close). */
  stop(): void {
    this.searchIndex?.close();
    this.unsubscribe();
  }

  /** Reads what other instances changed now rather than at the next tick of the timer (tests). */
  refreshNow(): Promise<void> {
    return this.searchIndex?.refresh() ?? Promise.resolve();
  }

  /** What this instance wrote: drops what it outdates. */
  private changed(change: Change): void {
    switch (change.kind) {
      case 'reservation':
        this.forget();
        return;
      case 'doctor':
      case 'review':
        this.forget(change.doctorId);
        return;
      case 'user':
        // A doctor's name and email are part of search answers.
        if (this.searchIndex?.ownerChanged(change.userId)) this.indexedAnswers.clear();
        return;
    }
  }

  /**
   * Forgets what a change this instance made may have outdated. Without `doctorId`, a
   * reservation changed: only answers for a date depend on those. With it, that doctor's row
   * changed too (profile, picture, status, slots, rating): the index reloads the doctor before
   * the next search.
   */
  private forget(doctorId?: string): void {
    this.searchGeneration += 1;
    this.searchTotals.clear();
    this.searchCache.clear();
    this.dateReservations.clear();
    if (doctorId) {
      this.searchIndex?.doctorChanged(doctorId);
      this.indexedAnswers.clear();
    }
  }

  /** The search from the index, and for a date what the answer depends on besides the index (AnswerParts). */
  private async searchIndexed(request: DoctorSearchRequest): Promise<{ result: DoctorSearchPage; parts?: AnswerParts }> {
    const { sort, page, limit, date, ...filters } = request;
    const paging = { sort, page, limit };
    if (!date) return { result: (await this.searchIndex!.current()).search(filters, paging) };
    const builtAt = Date.now();
    // Which dates can match moves with the clock: such an answer is kept a ttl at most.
    if (!dateCanMatch(date, this.deps.clock()))
      return { result: { records: [], total: 0, totalCapped: false }, parts: { date, validUntil: builtAt + this.ttlMs } };
    const [index, reservations] = await Promise.all([this.searchIndex!.current(), this.reservationsOn(date)]);
    // The clock read after the reservations: a hold that expired since counts as expired.
    const matcher = new DateMatcher(date, this.deps.clock(), reservations);
    // The total of these filters when another sort or page counted it from the same reservations, while it holds.
    const totalKey = searchKey({ ...filters, date, sort: 'rating', page: 0, limit: 0 });
    const known = reservations.totalOf(totalKey, matcher.nowMs);
    const result = index.search(filters, paging, matcher, known);
    // Exact until a slot starts or a hold in the reservations expires; then kept at most a ttl longer.
    const stableUntil = matcher.stableUntil();
    const total = totalForEveryPage(result);
    if (!known && total) reservations.keepTotal(totalKey, total, matcher.nowMs, stableUntil);
    const validUntil = Math.max(builtAt + this.ttlMs, builtAt + (stableUntil - matcher.nowMs));
    return { result, parts: { date, expiresAt: reservations.readAt + this.ttlMs, validUntil } };
  }

  /**
   * A refresh read what changed elsewhere: doctors outdate every answer; reservations created
   * or released outdate the answers of the dates they can fall on. The rest was checked
   * unchanged, so it stays fresh for another ttl.
   */
  private outsideChanges({ doctors, reservationStarts }: OutsideChanges): void {
    if (doctors) {
      this.indexedAnswers.clear();
      this.searchCache.clear();
      // Totals kept with them counted doctors as they were.
      this.dateReservations.clear();
      return;
    }
    const dates = new Set(reservationStarts.flatMap((startsAt) => datesOfReservation(startsAt)));
    if (dates.size > 0) {
      for (const date of dates) this.dateReservations.delete(date);
      // Answers still loading cannot say their date: they go too.
      this.searchCache.deleteWhere(
        (_key, answer) => answer === undefined || (answer.parts.date !== undefined && dates.has(answer.parts.date)),
      );
    }
    this.indexedAnswers.renew();
    this.searchCache.renew();
    this.dateReservations.renew();
  }

  /**
   * The live reservations that can fall on `date`: read once, then kept while the index refreshes find none
   * created or released on the date (at most half SEARCH_CACHE_SECONDS unconfirmed), and since this instance's last change.
   */
  private reservationsOn(date: string): Promise<DateReservations> {
    return this.dateReservations.get(date, async () => {
      const readAt = Date.now();
      const { from, to } = reservationRange(date);
      return DateReservations.of(date, await liveReservationsBetween(this.deps.db, from, to, this.deps.clock()), readAt);
    });
  }

  /**
   * A search's answer as sent: `encode` turns the page into the response JSON once, and the
   * compressed bytes are reused by identical searches while nothing they were built from
   * changes (confirmed every half SEARCH_CACHE_SECONDS: see outsideChanges).
   */
  private answer(
    request: DoctorSearchRequest,
    encode: (page: DoctorSearchPage) => string,
  ): { answer: Promise<EncodedAnswer>; outcome: CacheOutcome } {
    const key = this.keyOf(request);
    if (!request.date) {
      const { value, outcome } = this.indexedAnswers.lookup(key, async () =>
        EncodedAnswer.of(encode((await this.searchIndexed(request)).result)),
      );
      return { answer: value, outcome };
    }
    // An answer expires with the reservations it was built from, unless refreshes confirm them.
    const { value, outcome } = this.searchCache.lookup(key, async () => {
      const { result, parts } = await this.searchIndexed(request);
      return EncodedAnswer.of(encode(result), parts);
    });
    return { answer: value, outcome };
  }

  /** The answer `answer` would give when it is stored and fresh (a hit), at once; undefined otherwise. */
  private storedAnswer(request: DoctorSearchRequest): EncodedAnswer | undefined {
    if (!this.searchIndex) return undefined;
    return (request.date ? this.searchCache : this.indexedAnswers).stored(this.keyOf(request));
  }

  /** The cache key of a search, remembered per request object (the memo reuses validated ones). */
  private keyOf(request: DoctorSearchRequest): string {
    let key = this.searchKeys.get(request);
    if (key === undefined) {
      key = searchKey(request);
      this.searchKeys.set(request, key);
    }
    return key;
  }

  /** The SQL path: the search, and when its total expires if it came from the cache of totals. */
  private async searchWithTotalExpiry(request: DoctorSearchRequest): Promise<{ result: DoctorSearchPage; totalExpiresAt?: number }> {
    const { sort, page, limit, ...filters } = request;
    const totalKey = searchKey({ ...filters, sort: 'rating', page: 0, limit: 0 });
    const known = this.searchTotals.peek(totalKey);
    const generation = this.searchGeneration;
    const result = await searchDoctors(this.deps.db, filters, { sort, page, limit }, this.deps.clock(), known?.value);
    // A total read before a change this instance made is not kept.
    const total = totalForEveryPage(result);
    if (!known && total && generation === this.searchGeneration) this.searchTotals.set(totalKey, total);
    return { result, totalExpiresAt: known?.expiresAt };
  }
}
