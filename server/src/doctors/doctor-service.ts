import { onUserRowChanged, setUserProfileImage } from '../users/user-repository';
import { sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  MESSAGES,
  SOCKET_EVENTS,
  type DateAvailability,
  type DayAvailability,
  type DoctorProfileInput,
  type DoctorSort,
  type DoctorStatus,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { computeDateAvailability, slotInstants } from '../availability/slot-availability';
import { countNewlyOfferedSlots, weeklySlotsFromAvailability } from '../availability/weekly-slots';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import type { NotificationService } from '../notifications/notification-service';
import type { Realtime } from '../realtime/realtime';
import { processProfileImage } from '../uploads/profile-image';
import { deleteImageByUrl, insertImage } from '../uploads/upload-repository';
import {
  DOCTOR_MESSAGES,
  findDoctorById,
  findDoctorByUserId,
  insertDoctor,
  liveReservationsBetween,
  patientUserIdsOfDoctor,
  replaceWeeklySlots,
  searchDoctors,
  setDoctorStatus,
  totalForEveryPage,
  unreleasedReservationsAt,
  updateDoctorOfUser,
  type DoctorProfileFields,
  type DoctorRecord,
  type DoctorSearchPage,
  type SearchTotal,
} from './doctor-repository';
import type { DoctorSearchFilters } from './doctor-search';
import { EncodedAnswer, SearchCache, type AnswerParts, type CacheOutcome } from './search-cache';
import { dateCanMatch, DateMatcher, DateReservations, datesOfReservation, reservationRange } from './search-date-filter';
import { SearchIndexSync, type OutsideChanges } from './search-index-sync';

export interface DoctorServiceDeps {
  db: Db;
  clock: Clock;
  notifications: NotificationService;
  realtime: Realtime;
  log: FastifyBaseLogger;
  /** Seconds a search answer may be reused by this instance (0: never). */
  searchCacheSeconds: number;
}

export interface DoctorSearchRequest extends DoctorSearchFilters {
  sort: DoctorSort;
  page: number;
  limit: number;
}

/** Search answers kept per instance and kind (~2 kB each, compressed: ~25 MB at most). */
const SEARCH_CACHE_ENTRIES = 10_000;

/** The cache key of a search: every input of the answer, normalized. */
function searchKey(request: DoctorSearchRequest): string {
  return JSON.stringify([
    request.specialization,
    request.name?.toLowerCase(),
    request.experience,
    request.minRating,
    request.minFee,
    request.maxFee,
    request.date,
    request.sort,
    request.page,
    request.limit,
  ]);
}

export const newSlotsMessage = (doctorName: string) => `Dr. ${doctorName} has opened new appointment slots. Book a time that suits you.`;

/** Doctor profiles, weekly slots, status and slot availability. */
export class DoctorService {
  /**
   * Search answers as sent (encoded), by search; see search-cache.ts. Searches with a date
   * (they depend on reservations: dropped by every invalidation of this instance, and a
   * date's by the index refresh when reservations on it were created or released elsewhere).
   */
  private readonly searchCache: SearchCache<EncodedAnswer>;
  /** The same for searches without a date (dropped when a doctor changes, here or elsewhere). */
  private readonly indexedAnswers: SearchCache<EncodedAnswer>;
  /**
   * The live reservations that can fall on a date, by date (searches with a date answered from
   * the index): read once per date, dropped by every invalidation and by refreshes that find
   * reservations on the date changed elsewhere. What the refresh confirms unchanged is kept
   * (as are the answers built from it); without refreshes, reservations are re-read after half
   * a ttl and an answer expires a ttl after the reservations it used were read.
   */
  private readonly dateReservations: SearchCache<DateReservations>;
  private readonly ttlMs: number;

  /** Search totals, by filters (searches with a date). */
  private readonly searchTotals: SearchCache<SearchTotal>;
  /** Bumped by every invalidation. */
  private searchGeneration = 0;
  private readonly searchKeys = new WeakMap<DoctorSearchRequest, string>();
  /** Every doctor in memory: searches without a date are answered from it (none with SEARCH_CACHE_SECONDS=0). */
  private readonly searchIndex: SearchIndexSync | undefined;
  private readonly stopWatchingUsers: () => void;

  constructor(private readonly deps: DoctorServiceDeps) {
    const ttlMs = deps.searchCacheSeconds * 1000;
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
    // A doctor's name and email are part of search answers.
    this.stopWatchingUsers = onUserRowChanged((userId) => {
      if (this.searchIndex?.ownerChanged(userId)) this.indexedAnswers.clear();
    });
  }

  /**
   * Doctor search (see doctor-search.ts). From the index (search-index.ts), a date checked
   * against that date's live reservations (search-date-filter.ts); with SEARCH_CACHE_SECONDS=0,
   * from the database, where the total depends on the filters only, so it is kept apart (as
   * long as answers are) and another sort or page of the same filters reads just its page.
   */
  async search(request: DoctorSearchRequest): Promise<DoctorSearchPage> {
    if (this.searchIndex) return (await this.searchIndexed(request)).result;
    return (await this.searchWithTotalExpiry(request)).result;
  }

  /** The search from the index, and for a date what the answer depends on besides the index (AnswerParts). */
  private async searchIndexed(request: DoctorSearchRequest): Promise<{ result: DoctorSearchPage; parts?: AnswerParts }> {
    const { sort, page, limit, date, ...filters } = request;
    const paging = { sort, page, limit };
    if (!date) return { result: (await this.searchIndex!.current()).search(filters, paging) };
    const builtAt = Date.now();
    // Which dates can match moves with the clock: such an answer is kept a ttl at most.
    if (!dateCanMatch(date, this.deps.clock())) return { result: { records: [], total: 0, totalCapped: false }, parts: { date, validUntil: builtAt + this.ttlMs } };
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
      this.searchCache.deleteWhere((_key, answer) => answer === undefined || (answer.parts.date !== undefined && dates.has(answer.parts.date)));
    }
    this.indexedAnswers.renew();
    this.searchCache.renew();
    this.dateReservations.renew();
  }

  /**
   * The live reservations that can fall on `date`: read once, then kept while the index refreshes find none
   * created or released on the date (at most half SEARCH_CACHE_SECONDS unconfirmed), and since this instance's last invalidation.
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
  searchAnswer(request: DoctorSearchRequest, encode: (page: DoctorSearchPage) => string): { answer: Promise<EncodedAnswer>; outcome: CacheOutcome } {
    const key = this.keyOf(request);
    if (this.searchIndex && !request.date) {
      const { value, outcome } = this.indexedAnswers.lookup(key, async () => EncodedAnswer.of(encode(await this.search(request))));
      return { answer: value, outcome };
    }
    if (this.searchIndex) {
      // An answer expires with the reservations it was built from, unless refreshes confirm them.
      const { value, outcome } = this.searchCache.lookup(key, async () => {
        const { result, parts } = await this.searchIndexed(request);
        return EncodedAnswer.of(encode(result), parts);
      });
      return { answer: value, outcome };
    }
    const { value, outcome } = this.searchCache.lookup(key, async () => {
      const { result, totalExpiresAt } = await this.searchWithTotalExpiry(request);
      return EncodedAnswer.of(encode(result), { expiresAt: totalExpiresAt });
    });
    return { answer: value, outcome };
  }

  /** The answer `searchAnswer` would give when it is stored and fresh (a hit), at once; undefined otherwise. */
  storedSearchAnswer(request: DoctorSearchRequest): EncodedAnswer | undefined {
    return (this.searchIndex && !request.date ? this.indexedAnswers : this.searchCache).stored(this.keyOf(request));
  }

  /** The cache key of a search, remembered per request object (the route reuses validated ones). */
  private keyOf(request: DoctorSearchRequest): string {
    let key = this.searchKeys.get(request);
    if (key === undefined) {
      key = searchKey(request);
      this.searchKeys.set(request, key);
    }
    return key;
  }

  /** The search, and when its total expires if it came from the cache of totals. */
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

  /** False with SEARCH_CACHE_SECONDS=0: every search is answered from the database. */
  get searchCacheEnabled(): boolean {
    return this.searchCache.enabled;
  }

  /**
   * Forgets what search knows that a change this instance made may have outdated. Without
   * `doctorId`, a reservation changed (booking, cancellation, a hold): only answers for a
   * date depend on those. With it, that doctor's row changed too (profile, picture, status,
   * slots, rating): the index reloads the doctor before the next search.
   */
  invalidateSearch(changed?: { doctorId: string }): void {
    this.searchGeneration += 1;
    this.searchTotals.clear();
    this.searchCache.clear();
    this.dateReservations.clear();
    if (changed) {
      this.searchIndex?.doctorChanged(changed.doctorId);
      this.indexedAnswers.clear();
    }
  }

  /** Loads the search index now rather than on the first search (at start). */
  warmSearchIndex(): Promise<void> {
    return this.searchIndex?.warm() ?? Promise.resolve();
  }

  /** Reads what other instances changed now rather than at the next tick of the timer (tests). */
  refreshSearchIndex(): Promise<void> {
    return this.searchIndex?.refresh() ?? Promise.resolve();
  }

  /** Stops the index's timer and listener (app close). */
  close(): void {
    this.searchIndex?.close();
    this.stopWatchingUsers();
  }

  /**
   * The statuses of one date's slots for a doctor: the single place availability is worked
   * out for an answer (booking calls this too).
   */
  async dateAvailability(record: DoctorRecord, date: string): Promise<DateAvailability> {
    const { doctor } = record;
    const now = this.deps.clock();
    const reservations = await unreleasedReservationsAt(this.deps.db, doctor.id, slotInstants(date, doctor.timeZone));
    return computeDateAvailability({
      date,
      timeZone: doctor.timeZone,
      weeklySlots: doctor.weeklySlots,
      active: doctor.status === 'active',
      now,
      reservations,
    });
  }

  async create(userId: string, input: DoctorProfileInput, image: Buffer | null): Promise<DoctorRecord> {
    const fields = await this.fieldsOf(input);
    const { db } = this.deps;
    if (await findDoctorByUserId(db, userId)) throw new Conflict(DOCTOR_MESSAGES.alreadyExists);
    // The image is checked before anything is written.
    const processed = image ? await processProfileImage(image) : null;
    const profileImage = processed ? await insertImage(db, processed, userId) : null;
    try {
      await insertDoctor(db, userId, { ...fields, timeZone: fields.timeZone ?? DEFAULT_TIME_ZONE, profileImage });
    } catch (error) {
      await deleteImageByUrl(db, profileImage);
      throw error;
    }
    if (profileImage) await setUserProfileImage(db, userId, profileImage);
    const record = await this.ownRecord(userId);
    this.invalidateSearch({ doctorId: record.doctor.id });
    return record;
  }

  async update(userId: string, input: DoctorProfileInput): Promise<DoctorRecord> {
    const current = await this.ownRecord(userId);
    const fields = await this.fieldsOf(input);
    await updateDoctorOfUser(this.deps.db, userId, { ...fields, timeZone: fields.timeZone ?? current.doctor.timeZone }, this.deps.clock());
    this.invalidateSearch({ doctorId: current.doctor.id });
    return this.ownRecord(userId);
  }

  async replaceImage(userId: string, image: Buffer): Promise<DoctorRecord> {
    const current = await this.ownRecord(userId);
    const processed = await processProfileImage(image);
    const { db } = this.deps;
    const url = await insertImage(db, processed, userId);
    await updateDoctorOfUser(db, userId, { profileImage: url }, this.deps.clock());
    await setUserProfileImage(db, userId, url);
    await deleteImageByUrl(db, current.doctor.profileImage);
    this.invalidateSearch({ doctorId: current.doctor.id });
    return this.ownRecord(userId);
  }

  /** Replaces the weekly slots of the caller's own profile, then tells their patients of new slots. */
  async setWeeklySlots(userId: string, doctorId: string, days: DayAvailability[]): Promise<DoctorRecord> {
    const record = await this.ownedRecord(userId, doctorId);
    const changed = await replaceWeeklySlots(this.deps.db, record.doctor.id, weeklySlotsFromAvailability(days), this.deps.clock());
    if (!changed) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    this.invalidateSearch({ doctorId: record.doctor.id });
    if (countNewlyOfferedSlots(changed.before, changed.after.weeklySlots ?? []) > 0) {
      await this.notifyPatientsOfNewSlots(record);
    }
    return { ...record, doctor: changed.after };
  }

  async setStatus(userId: string, doctorId: string, status: DoctorStatus): Promise<DoctorRecord> {
    const record = await this.ownedRecord(userId, doctorId);
    const updated = await setDoctorStatus(this.deps.db, record.doctor.id, status, this.deps.clock());
    if (!updated) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    this.invalidateSearch({ doctorId: record.doctor.id });
    return { ...record, doctor: updated };
  }

  /** The caller's own profile; 404 'Doctor profile not found' when they have none. */
  async ownRecord(userId: string): Promise<DoctorRecord> {
    const record = await findDoctorByUserId(this.deps.db, userId);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    return record;
  }

  /** The profile `doctorId` when the caller owns it: 404 when unknown, 403 when someone else's. */
  async ownedRecord(userId: string, doctorId: string): Promise<DoctorRecord> {
    const record = await findDoctorById(this.deps.db, doctorId);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.ownProfileNotFound);
    if (record.doctor.userId !== userId) throw new Forbidden(DOCTOR_MESSAGES.notOwner);
    return record;
  }

  /**
   * spec §7 new-doctor-slot: a stored notification and the socket event, to every patient
   * who has booked with the doctor. Informative: a failure is logged, the saved slots stand.
   */
  private async notifyPatientsOfNewSlots(record: DoctorRecord): Promise<void> {
    try {
      const userIds = await patientUserIdsOfDoctor(this.deps.db, record.doctor.id);
      if (userIds.length === 0) return;
      const doctorName = record.owner.name;
      await this.deps.notifications.notifyMany(userIds, newSlotsMessage(doctorName), 'appointment');
      for (const userId of userIds) {
        this.deps.realtime.emitToUser(userId, SOCKET_EVENTS.newDoctorSlot, { doctorName, doctorId: record.doctor.id });
      }
    } catch (error) {
      this.deps.log.error({ err: error, doctorId: record.doctor.id }, 'could not notify patients of new slots');
    }
  }

  /** Profile columns from validated input; the zone must also be known to the database. */
  private async fieldsOf(input: DoctorProfileInput): Promise<Omit<DoctorProfileFields, 'timeZone'> & { timeZone?: string }> {
    if (input.timeZone !== undefined) await this.checkTimeZoneKnownToDatabase(input.timeZone);
    return {
      specialization: input.specialization,
      fees: input.fees,
      qualification: input.qualification,
      experience: input.experience,
      about: input.about,
      languages: [...new Set(input.languages)],
      timeZone: input.timeZone,
    };
  }

  /** Search converts instants to each doctor's zone in SQL: a zone the database lacks is refused here. */
  private async checkTimeZoneKnownToDatabase(timeZone: string): Promise<void> {
    try {
      await this.deps.db.execute(sql`SELECT now() AT TIME ZONE ${timeZone}`);
    } catch {
      throw new BadRequest(MESSAGES.timeZoneInvalid);
    }
  }
}
