import { doctorSearchQuerySchema, type DoctorSort } from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { EventOf, EventStream } from '../../events';
import { validate } from '../../http/validate';
import { dateCanMatch, DateMatcher, datesOfReservation, type DateReservations } from './search-date-filter';
import { DoctorSearchIndex, type DoctorSearchFilters, type DoctorSearchPage } from './search-index';
import {
  betweenStatements,
  countDoctors,
  doctorIdsChangedSince,
  readDateReservations,
  reservationStartsChangedSince,
  searchDoctors,
  searchIndexRecords,
} from './search-repository';

/**
 * Re-reads changes this far back from the previous refresh: covers clock differences between
 * instances (rows carry the writer's clock) and transactions that commit a while after they
 * stamped their rows. A re-read doctor that did not change costs a comparison.
 */
const REFRESH_OVERLAP_MS = 15_000;

export interface DoctorSearchDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Every instance's writes, as domain events (applyChange is the listener). */
  events: Pick<EventStream, 'on'>;
  /** False: nothing is kept; every search reads every doctor and its date's reservations (a reference, slow). */
  cacheEnabled: boolean;
  /** How long a search may lag other instances' changes (s): they are read every half of it. */
  cacheSeconds: number;
  /** The index of name words (search-index.ts); false: a name search tests every name. */
  nameIndex: boolean;
}

/** The events that change what search keeps. */
export type SearchChange = EventOf<'slot.changed' | 'doctor.changed' | 'doctor.available-now-changed' | 'user.changed'>;

/** A validated doctor search. */
export interface DoctorSearchRequest extends DoctorSearchFilters {
  sort: DoctorSort;
  page: number;
  limit: number;
}

export interface SearchAnswer {
  request: DoctorSearchRequest;
  page: DoctorSearchPage;
  /** A date search that used the date's reservations as kept from an earlier search (no database read). */
  keptReservations: boolean;
}

/**
 * Doctor search (`GET /doctor/all-doctors`). Every answer is built for its request from every
 * doctor held in memory (search-index.ts) and, for a date, that date's live reservations, kept
 * until something may have changed them. Nothing else is kept: no answers.
 *
 * What changes reaches the index through one function, `applyChange`: every instance's writes
 * as domain events (across Redis), and, should one be lost on its way, those found by `refresh`
 * every half SEARCH_CACHE_SECONDS.
 */
export class DoctorSearch {
  private index: DoctorSearchIndex | undefined;
  /** Doctors and owners to read again before the next search. */
  private readonly staleDoctors = new Set<string>();
  private readonly staleOwners = new Set<string>();
  /** Each date's live reservations, read by its first search since the last change. */
  private readonly dates = new Map<string, Promise<DateReservations>>();
  /** Index reads run one after another, so an older read never overwrites a newer one. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Date.now() when the last read covering every change started. */
  private coveredUntil = 0;
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly unsubscribe: Array<() => void>;

  constructor(private readonly deps: DoctorSearchDeps) {
    const apply = (change: SearchChange) => this.applyChange(change);
    this.unsubscribe = [
      deps.events.on('slot.changed', apply),
      deps.events.on('doctor.changed', apply),
      deps.events.on('doctor.available-now-changed', apply),
      deps.events.on('user.changed', apply),
    ];
    if (!deps.cacheEnabled) return;
    this.timer = setInterval(
      () => this.refreshNow().catch((error: unknown) => deps.log.error({ err: error }, 'doctor search refresh failed')),
      Math.max(500, deps.cacheSeconds * 500),
    );
    this.timer.unref();
  }

  /** Validates a search query (a 400 when invalid) and answers it. */
  async search(query: unknown): Promise<SearchAnswer> {
    const { sort, page, limit, ...filters } = await validate(doctorSearchQuerySchema, query);
    const request: DoctorSearchRequest = { ...filters, sort: sort as DoctorSort, page, limit };
    const paging = { sort: request.sort, page, limit };
    // Off: nothing kept, every doctor and the date's reservations read for this search alone.
    if (!this.deps.cacheEnabled)
      return { request, page: await searchDoctors(this.deps.db, filters, paging, this.deps.clock()), keptReservations: false };
    const { date, ...others } = filters;
    const index = await this.current();
    if (!date) return { request, page: index.search(others, paging, undefined, this.deps.clock()), keptReservations: false };
    if (!dateCanMatch(date, this.deps.clock()))
      return { request, page: { records: [], total: 0, totalCapped: false }, keptReservations: false };
    const keptReservations = this.dates.has(date);
    const reservations = await this.reservationsOn(date);
    // The clock read after the reservations: a hold that expired meanwhile counts as expired.
    const now = this.deps.clock();
    return { request, page: index.search(others, paging, new DateMatcher(date, now, reservations), now), keptReservations };
  }

  /**
   * The one way a change reaches search, wherever it was made: a doctor's row or rating, a
   * user's row (a doctor's name and email are listed) or a reservation (bookings, holds,
   * cancellations: the kept reservations are read again).
   */
  applyChange(change: SearchChange): void {
    if (change.type === 'slot.changed') this.dates.clear();
    else if (change.type !== 'user.changed') this.staleDoctors.add(change.data.doctorId);
    else if (!this.index || this.index.doctorIdOfOwner(change.data.userId)) this.staleOwners.add(change.data.userId);
  }

  /** The clock searches are answered at (a summary's "Available now" is read against it). */
  now(): Date {
    return this.deps.clock();
  }

  /** Loads the index now rather than on the first search (at start). */
  async start(): Promise<void> {
    if (this.deps.cacheEnabled) await this.current();
  }

  /** Stops the refresh timer and leaves the event stream (app close). */
  stop(): void {
    clearInterval(this.timer);
    for (const unsubscribe of this.unsubscribe) unsubscribe();
  }

  /**
   * Reads what other instances changed since the previous refresh (the timer calls it; tests
   * too): doctors whose row or owner's row was updated or who got a review, each applied as a
   * change, a full reload when the number of doctors no longer matches (a deletion), and the
   * kept reservations of the dates a reservation was made or released on. Other dates keep
   * theirs: re-reading every date after each refresh stalled searches on PGlite.
   */
  refreshNow(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.index) return;
      const startedAt = Date.now();
      const since = new Date(this.coveredUntil - REFRESH_OVERLAP_MS);
      const changed = await doctorIdsChangedSince(this.deps.db, since);
      const reserved = await reservationStartsChangedSince(this.deps.db, since);
      await betweenStatements();
      const count = await countDoctors(this.deps.db);
      for (const startsAt of reserved) for (const date of datesOfReservation(startsAt)) this.dates.delete(date);
      for (const doctorId of changed) this.staleDoctors.add(doctorId);
      await this.reloadStale();
      if (count !== this.index.size) await this.loadAll();
      else this.coveredUntil = startedAt;
    });
  }

  /** The index with every change applied (loaded the first time). */
  private current(): Promise<DoctorSearchIndex> {
    if (this.index && this.staleDoctors.size === 0 && this.staleOwners.size === 0) return Promise.resolve(this.index);
    return this.enqueue(async () => {
      if (!this.index) await this.loadAll();
      else await this.reloadStale();
      return this.index!;
    });
  }

  private reservationsOn(date: string): Promise<DateReservations> {
    let reservations = this.dates.get(date);
    if (!reservations) {
      reservations = readDateReservations(this.deps.db, date, this.deps.clock());
      this.dates.set(date, reservations);
      // A failed read is not kept.
      reservations.catch(() => this.dates.get(date) === reservations && this.dates.delete(date));
    }
    return reservations;
  }

  private async reloadStale(): Promise<void> {
    const index = this.index!;
    const doctorIds = [...this.staleDoctors];
    const ownerIds = [...this.staleOwners];
    if (doctorIds.length === 0 && ownerIds.length === 0) return;
    this.staleDoctors.clear();
    this.staleOwners.clear();
    try {
      const records = await searchIndexRecords(this.deps.db, { doctorIds, ownerIds });
      const found = new Set(records.map((record) => record.doctor.id));
      for (const record of records) index.upsert(record);
      for (const id of doctorIds) if (!found.has(id)) index.remove(id);
    } catch (error) {
      // Read again before the next search.
      for (const id of doctorIds) this.staleDoctors.add(id);
      for (const id of ownerIds) this.staleOwners.add(id);
      throw error;
    }
  }

  private async loadAll(): Promise<void> {
    const startedAt = Date.now();
    // Changes reported before the read starts are in it; those reported during it stay pending.
    this.staleDoctors.clear();
    this.staleOwners.clear();
    this.index = new DoctorSearchIndex(await searchIndexRecords(this.deps.db), { nameIndex: this.deps.nameIndex });
    this.coveredUntil = startedAt;
    this.deps.log.info({ doctors: this.index.size, ms: Date.now() - startedAt }, 'doctor search index loaded');
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
