import type { UserRow } from '../db/schema';

/** A session found live in the database, as this instance last read it. */
export interface CachedSession {
  userId: string;
  user: UserRow;
  expiresAt: Date;
  lastSeenAt: Date;
  /** When the entry was read from the database (clock time, ms). */
  cachedAtMs: number;
}

/**
 * Validated sessions of this instance, by session id: at most `maxEntries`, least recently
 * used first out, each for at most `ttlMs`. Revocation evicts at once; an in-flight database
 * read that started before an eviction is not stored (the eviction generation guards it).
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  /** The current eviction generation: pass it back to `set` after a database read. */
  mark(): number {
    return this.generation;
  }

  get(sessionId: string, nowMs: number): CachedSession | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (nowMs - entry.cachedAtMs >= this.ttlMs || nowMs < entry.cachedAtMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    // Most recently used goes last.
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    return entry;
  }

  /** Stores a read unless something was evicted since `mark` was taken. */
  set(sessionId: string, entry: CachedSession, mark: number): void {
    if (!this.enabled || mark !== this.generation) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  evictSessions(sessionIds: Iterable<string>): void {
    this.generation += 1;
    for (const id of sessionIds) this.entries.delete(id);
  }

  evictUsers(userIds: Iterable<string>): void {
    this.generation += 1;
    const wanted = new Set(userIds);
    if (wanted.size === 0) return;
    for (const [id, entry] of this.entries) if (wanted.has(entry.userId)) this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
