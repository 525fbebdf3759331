/**
 * A small per-instance cache of search answers: identical searches within `ttlMs` share one
 * database query (also when they arrive at the same moment), and at most `maxEntries` answers
 * are kept (oldest dropped first). Nothing in it must agree across instances: an answer is at
 * most `ttlMs` old, and this instance drops everything when it changes a doctor. The client
 * itself keeps doctor lists for 60 s (spec §9), so a few seconds here change nothing a person
 * could see; slot availability for booking is never served from it.
 */
export class SearchCache<V> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  /** The cached answer for `key`, or `load()`'s (shared by concurrent callers). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = load();
    this.entries.set(key, { expiresAt: now + this.ttlMs, value });
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
