import type { PrescriptionRow } from '../db/schema';
import type { EncodedAnswer } from './encoded-answer';

/**
 * The last answer of each patient's prescription list, as the bytes sent, kept per instance.
 * It is never trusted on its own: every read first asks the database for the list's fingerprint
 * (one small statement), and the answer is reused only when the fingerprint is the same and no
 * status has changed with time since. Any instance's write changes the fingerprint, so nothing
 * stale is served, and nothing needs to be told of writes. A read still leaves its access record.
 */

/** Patients whose last list answer is kept (least recently read dropped first). */
export const LIST_ANSWERS_KEPT = 200;

interface Entry {
  fingerprint: string;
  /** The answer's statuses hold for `validFrom <= now < validUntil` (epoch ms). */
  validFrom: number;
  validUntil: number;
  answer: EncodedAnswer;
}

export class PrescriptionListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = LIST_ANSWERS_KEPT) {}

  /** True when a kept answer could still be valid at `now` (its fingerprint is then worth asking for). */
  mayHave(patientId: string, now: number): boolean {
    const entry = this.entries.get(patientId);
    return Boolean(entry && entry.validFrom <= now && now < entry.validUntil);
  }

  /** The kept answer when it was built from the same fingerprint and is valid at `now`. */
  get(patientId: string, fingerprint: string, now: number): EncodedAnswer | undefined {
    const entry = this.entries.get(patientId);
    if (!entry || entry.fingerprint !== fingerprint || now < entry.validFrom || now >= entry.validUntil) return undefined;
    // Map order is insertion order: moving the entry last keeps the least recently read first.
    this.entries.delete(patientId);
    this.entries.set(patientId, entry);
    return entry.answer;
  }

  set(patientId: string, entry: Entry): void {
    this.entries.delete(patientId);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(patientId, entry);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The span of time around `now` in which every status of `rows` stays what it is at `now`: a
 * prescription that is not revoked turns from Active to Expired at its `expiresAt`.
 */
export function statusWindow(rows: readonly Pick<PrescriptionRow, 'expiresAt' | 'revokedAt'>[], now: number) {
  let validFrom = Number.NEGATIVE_INFINITY;
  let validUntil = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.revokedAt) continue;
    const at = row.expiresAt.getTime();
    if (at <= now) validFrom = Math.max(validFrom, at);
    else validUntil = Math.min(validUntil, at);
  }
  return { validFrom, validUntil };
}
