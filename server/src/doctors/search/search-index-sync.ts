import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  countDoctors,
  doctorIdsChangedSince,
  reservationStartsChangedSince,
  searchIndexRecords,
  type SearchIndexScope,
} from './search-repository';
import { DoctorSearchIndex } from './search-index';

/**
 * Re-reads changes this far back from the previous refresh: covers clock differences between
 * instances (rows carry the writer's clock) and transactions that commit a while after they
 * stamped their rows. Re-read doctors that did not change cost a comparison, nothing more.
 */
const REFRESH_OVERLAP_MS = 15_000;

export interface SearchIndexSyncDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** How often to read what other instances changed (ms). */
  refreshMs: number;
  /**
   * Called after every refresh that read what changed elsewhere: whether doctors changed (then
   * every answer built before is stale), and when the reservations created or released in the
   * period it covered start (answers for those dates are stale). Anything else kept is as
   * right as when it was built.
   */
  onRefreshed: (changes: OutsideChanges) => void;
}

/** What a refresh found changed elsewhere since the previous one. */
export interface OutsideChanges {
  doctors: boolean;
  /** `starts_at` of the reservations created or released (also those this instance wrote: it re-reads an overlap). */
  reservationStarts: readonly Date[];
}

/**
 * Keeps a DoctorSearchIndex in step with the database. Loaded once (at start, or by the first
 * search), then:
 * - changes this instance makes are reported (`doctorChanged`, `ownerChanged`) and the next
 *   search first reloads just those doctors, so it sees them at once;
 * - changes other instances make are read every `refreshMs`: doctors whose row or owner's row
 *   was updated, or who got a review, since the previous refresh (with an overlap), and a
 *   full reload if the number of doctors no longer matches (a deletion); and, for the answers
 *   of searches with a date, the reservations created or released meanwhile (onRefreshed).
 * Every read runs after the previous one has been applied (one queue), so a slower, older read
 * can never overwrite a newer one.
 */
export class SearchIndexSync {
  private index: DoctorSearchIndex | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  /** The reload queued for the reported changes, not started yet. */
  private queuedReload: Promise<void> | undefined;
  private readonly changedDoctors = new Set<string>();
  private readonly changedOwners = new Set<string>();
  /** Date.now() when the last read covering every change (load or refresh) started. */
  private coveredUntil = 0;
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  /** True while the first load reads: changes reported meanwhile are kept for after it. */
  private loading = false;

  constructor(private readonly deps: SearchIndexSyncDeps) {
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => deps.log.error({ err: error }, 'doctor search index refresh failed'));
    }, deps.refreshMs);
    this.timer.unref();
  }

  /** The index with every change reported to this instance applied (loading it the first time). */
  async current(): Promise<DoctorSearchIndex> {
    if (!this.index || this.changedDoctors.size > 0 || this.changedOwners.size > 0) await this.reloadReported();
    return this.index!;
  }

  /** Loads the index now (at start), unless it is loaded or loading. */
  warm(): Promise<void> {
    return this.index ? Promise.resolve() : this.reloadReported();
  }

  /** This instance changed a doctor's row (profile, image, status, slots, rating). */
  doctorChanged(doctorId: string): void {
    if (this.index || this.loading) this.changedDoctors.add(doctorId);
  }

  /** This instance changed a user's row: true when that user owns an indexed doctor (its answers changed). */
  ownerChanged(userId: string): boolean {
    if (this.index ? !this.index.doctorIdOfOwner(userId) : !this.loading) return false;
    this.changedOwners.add(userId);
    return this.index !== undefined;
  }

  /** Reads what changed elsewhere since the previous refresh (the timer calls it; tests too). */
  refresh(): Promise<void> {
    return this.enqueue(async () => {
      const index = this.index;
      if (!index || this.closed) return;
      const startedAt = Date.now();
      const since = new Date(this.coveredUntil - REFRESH_OVERLAP_MS);
      const changedIds = await doctorIdsChangedSince(this.deps.db, since);
      const records = changedIds.length > 0 ? await searchIndexRecords(this.deps.db, { doctorIds: changedIds }) : [];
      const count = await countDoctors(this.deps.db);
      const reservationStarts = await reservationStartsChangedSince(this.deps.db, since);
      if (this.index !== index) return;
      let changed = false;
      for (const record of records) changed = index.upsert(record) || changed;
      if (count !== index.size) {
        await this.loadAll();
        changed = true;
      } else {
        this.coveredUntil = startedAt;
      }
      this.deps.onRefreshed({ doctors: changed, reservationStarts });
    });
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }

  /** Applies the reported changes (or loads everything the first time), once for all callers waiting. */
  private reloadReported(): Promise<void> {
    this.queuedReload ??= this.enqueue(async () => {
      this.queuedReload = undefined;
      if (!this.index) return this.loadAll();
      const scope: SearchIndexScope = { doctorIds: [...this.changedDoctors], ownerIds: [...this.changedOwners] };
      this.changedDoctors.clear();
      this.changedOwners.clear();
      if (scope.doctorIds!.length === 0 && scope.ownerIds!.length === 0) return;
      try {
        const records = await searchIndexRecords(this.deps.db, scope);
        const found = new Set(records.map((record) => record.doctor.id));
        for (const record of records) this.index.upsert(record);
        for (const id of scope.doctorIds!) if (!found.has(id)) this.index.remove(id);
      } catch (error) {
        // Tried again by the next search.
        for (const id of scope.doctorIds!) this.changedDoctors.add(id);
        for (const id of scope.ownerIds!) this.changedOwners.add(id);
        throw error;
      }
    });
    return this.queuedReload;
  }

  private async loadAll(): Promise<void> {
    const startedAt = Date.now();
    // Changes reported before the read starts are in it; those reported during it stay pending.
    this.changedDoctors.clear();
    this.changedOwners.clear();
    this.loading = true;
    try {
      const records = await searchIndexRecords(this.deps.db);
      this.index = new DoctorSearchIndex(records);
      this.coveredUntil = startedAt;
      this.deps.log.info({ doctors: this.index.size, ms: Date.now() - startedAt }, 'doctor search index loaded');
    } finally {
      this.loading = false;
    }
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
