import type { FastifyReply } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** How an answer was found: stored, shared with a load already under way, or loaded now. */
export type CacheOutcome = 'hit' | 'shared' | 'miss';

interface Entry<V> {
  /** Fresh until then (epoch ms) unless `renew` confirmed it later. */
  expiresAt: number;
  /** Never served after this (epoch ms), confirmed or not: an answer that time itself outdates. */
  validUntil: number;
  value: Promise<V>;
  settled: boolean;
  result?: V;
}

/**
 * A small per-instance cache of search answers: identical searches share one load (also when
 * they arrive at the same moment), and at most `maxEntries` answers are kept (least recently
 * used dropped first). An answer is fresh for `ttlMs`; `renew()` says every answer kept is
 * still right now (its owner checked that nothing it was built from changed), which keeps
 * them all fresh for another `ttlMs` from then. Nothing in it must agree across instances: an
 * answer is at most `ttlMs` older than the last check, and this instance drops what its own
 * changes outdate. The client itself keeps doctor lists for 60 s (spec §9), so a few seconds
 * here change nothing a person could see; slot availability for booking is never served from it.
 */
export class SearchCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Every entry kept at the last `renew` is fresh until then (epoch ms). */
  private renewedUntil = 0;
  /** Lookups since start, by outcome (the benchmark reports the hit ratio). */
  readonly stats = { hit: 0, shared: 0, miss: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /**
     * For an answer built from older parts, when those expire (epoch ms: an earlier freshness
     * than the ttl's, renewable) and when time itself outdates it (`validUntil`, final);
     * undefined: the ttl, renewable, and no final limit.
     */
    private readonly expiryOf?: (value: V) => { expiresAt?: number; validUntil?: number } | undefined,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  /** The cached answer for `key`, or `load()`'s (shared by concurrent callers). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    return this.lookup(key, load).value;
  }

  /** As `get`, also saying whether the answer was stored, shared or loaded. */
  lookup(key: string, load: () => Promise<V>): { value: Promise<V>; outcome: CacheOutcome } {
    if (!this.enabled) {
      this.stats.miss += 1;
      return { value: load(), outcome: 'miss' };
    }
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      if (this.fresh(hit, now)) {
        // Most recently used last: eviction takes the first.
        this.entries.set(key, hit);
        const outcome = hit.settled ? 'hit' : 'shared';
        this.stats[outcome] += 1;
        return { value: hit.value, outcome };
      }
    }
    this.stats.miss += 1;
    const value = load();
    const entry: Entry<V> = { expiresAt: now + this.ttlMs, validUntil: Infinity, value, settled: false };
    this.entries.set(key, entry);
    value.then(
      (result) => {
        entry.settled = true;
        entry.result = result;
        const expiry = this.expiryOf?.(result);
        if (expiry?.expiresAt !== undefined && expiry.expiresAt < entry.expiresAt) entry.expiresAt = expiry.expiresAt;
        if (expiry?.validUntil !== undefined) entry.validUntil = expiry.validUntil;
      },
      // A failed load is not kept.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evict();
    return { value, outcome: 'miss' };
  }

  /**
   * The stored answer for `key` when there is a fresh, settled one, counted and kept as a hit;
   * undefined otherwise (then `lookup` loads or shares it). Lets a hit be answered without waiting.
   */
  stored(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry || !entry.settled || !this.fresh(entry, this.now())) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hit += 1;
    return entry.result as V;
  }

  /** The stored answer for `key` and until when it is fresh when there is a fresh, settled one (not counted in `stats`). */
  peek(key: string): { value: V; expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    const now = this.now();
    return entry && entry.settled && this.fresh(entry, now) ? { value: entry.result as V, expiresAt: this.freshUntil(entry) } : undefined;
  }

  /** Stores an answer obtained elsewhere. */
  set(key: string, value: V): void {
    if (!this.enabled) return;
    this.entries.delete(key);
    this.entries.set(key, {
      expiresAt: this.now() + this.ttlMs,
      validUntil: Infinity,
      value: Promise.resolve(value),
      settled: true,
      result: value,
    });
    this.evict();
  }

  /**
   * Every answer kept is right now (what it was built from was checked): fresh for another ttl.
   * Only the caller can know that, for all of them at once; answers it cannot vouch for must be
   * dropped first (`clear`, `deleteWhere`).
   */
  renew(): void {
    this.renewedUntil = this.now() + this.ttlMs;
  }

  /** Drops the answers, settled or loading, for which `outdated` is true (loading ones are passed undefined). */
  deleteWhere(outdated: (key: string, value: V | undefined) => boolean): void {
    for (const [key, entry] of this.entries) if (outdated(key, entry.result)) this.entries.delete(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private freshUntil(entry: Entry<V>): number {
    return Math.min(entry.validUntil, Math.max(entry.expiresAt, this.renewedUntil));
  }

  private fresh(entry: Entry<V>, now: number): boolean {
    return now < entry.validUntil && (now < entry.expiresAt || now < this.renewedUntil);
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

// ---------------------------------------------------------------------------------------------
// Answers kept as the bytes sent: a cached search costs no serialization and no compression.

/**
 * Brotli quality 1 for search answers (the server's other answers use 4): a new answer is
 * compressed on the event loop, and quality 1 costs a third of 4 for a slightly larger body
 * (figures in bench/README.md, doctor search).
 */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } };
const COMPRESS_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/** What an answer was built from besides the search itself, for how long it may be kept (epoch ms). */
export interface AnswerParts {
  /** When its oldest part (reservations read, a cached total) is no longer fresh: earlier than the ttl's (SearchCache's `expiresAt`). */
  expiresAt?: number;
  /** When time alone outdates it (a slot starts, a hold expires): never kept past it (SearchCache's `validUntil`). */
  validUntil?: number;
  /** The date it was searched for: dropped when that date's reservations change. */
  date?: string;
}

/**
 * A JSON answer, compressed once with brotli and with gzip when a client first asks for it
 * (browsers all take brotli; gzip is for older clients and tools).
 * Brotli runs synchronously: for a search answer that costs less than the async path's own
 * overhead on the event loop (a stream, a promise and a thread-pool hand-off; figures in
 * bench/README.md). Only the compressed form is kept for large
 * answers, so a cached answer costs its brotli size in memory.
 */
export class EncodedAnswer {
  private gzipped: Buffer | undefined;

  private constructor(
    /** The JSON, kept only when it is too small to be worth compressing. */
    private readonly json: string | undefined,
    private readonly brotli: Buffer | undefined,
    /** What the answer depends on besides the search (see AnswerParts). */
    readonly parts: AnswerParts,
  ) {}

  static of(json: string, parts: AnswerParts = {}): EncodedAnswer {
    if (Buffer.byteLength(json) < COMPRESS_THRESHOLD_BYTES) return new EncodedAnswer(json, undefined, parts);
    return new EncodedAnswer(undefined, brotliCompressSync(json, BROTLI_OPTIONS), parts);
  }

  /** The body to send to a client that accepts `accept` (an Accept-Encoding header). */
  body(accept: string | undefined): { body: string | Buffer; encoding: ContentEncoding | null } {
    if (this.json !== undefined) return { body: this.json, encoding: null };
    const encoding = preferredEncoding(accept);
    if (encoding === 'br') return { body: this.brotli!, encoding };
    if (encoding === 'gzip') {
      this.gzipped ??= gzipSync(brotliDecompressSync(this.brotli!));
      return { body: this.gzipped, encoding };
    }
    return { body: brotliDecompressSync(this.brotli!).toString('utf8'), encoding: null };
  }
}

/** preferredEncoding's answers by Accept-Encoding header: browsers send a handful of distinct ones. */
const encodingByAccept = new Map<string, ContentEncoding | null>();
const ENCODINGS_KEPT = 64;

/** br over gzip, as the server's compression prefers; null when the client takes neither. */
export function preferredEncoding(accept: string | undefined): ContentEncoding | null {
  if (!accept) return null;
  const known = encodingByAccept.get(accept);
  if (known !== undefined) return known;
  const encoding = parseAcceptEncoding(accept);
  if (encodingByAccept.size >= ENCODINGS_KEPT) encodingByAccept.clear();
  encodingByAccept.set(accept, encoding);
  return encoding;
}

function parseAcceptEncoding(accept: string): ContentEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Sends a cached answer as the JSON route would have (same body, headers and compression),
 * with `Server-Timing: cache;desc=<outcome>` so a client or benchmark can see how it was served.
 */
export function sendEncodedAnswer(
  reply: FastifyReply,
  accept: string | undefined,
  answer: EncodedAnswer,
  outcome: CacheOutcome,
): FastifyReply {
  const { body, encoding } = answer.body(accept);
  reply.header('content-type', 'application/json; charset=utf-8').header('server-timing', `cache;desc=${outcome}`);
  if (encoding) reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
  return reply.send(body);
}
