import type { PrescriptionRow } from '../db/schema';
import type { EncodedAnswer } from './encoded-answer';

/**
 * The last answer of each patient's prescription list, as the bytes sent, kept per instance, with
 * each item's JSON. It is never trusted on its own: every read first asks the database for the
 * list's fingerprint (one small statement), and the answer is reused only when the fingerprint is
 * the same and no status has changed with time since. Any instance's write changes the
 * fingerprint, so nothing stale is served, and nothing needs to be told of writes. When the
 * fingerprint has changed, the items whose stamps have not are kept and only the others are read
 * again (`patchable`). A read still leaves its access record.
 */

/** Patients whose last list answer is kept (least recently read dropped first). */
export const LIST_ANSWERS_KEPT = 200;
/** The kept items' JSON, all patients together: past it, the least recently read are dropped. */
export const LIST_ITEM_BYTES_KEPT = 64 * 1024 * 1024;

/** One prescription of a kept list, as it was answered. */
export interface KeptItem {
  id: string;
  stamp: string;
  json: string;
  /** What its status turns on (see statusWindow). */
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface ListEntry {
  fingerprint: string;
  /** The fingerprint's part that every item shows (see PatientList.parties). */
  parties: string;
  /** The answer's statuses hold for `validFrom <= now < validUntil` (epoch ms). */
  validFrom: number;
  validUntil: number;
  answer: EncodedAnswer;
  items: KeptItem[];
}

export class PrescriptionListCache {
  private readonly entries = new Map<string, ListEntry & { bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly capacity = LIST_ANSWERS_KEPT,
    private readonly itemBytes = LIST_ITEM_BYTES_KEPT,
  ) {}

  /** The kept entry when its statuses still hold at `now`: its fingerprint is then worth asking for. */
  valid(patientId: string, now: number): ListEntry | undefined {
    const entry = this.entries.get(patientId);
    return entry && entry.validFrom <= now && now < entry.validUntil ? entry : undefined;
  }

  /** The kept answer when it was built from the same fingerprint and is valid at `now`. */
  get(patientId: string, fingerprint: string, now: number): EncodedAnswer | undefined {
    const entry = this.entries.get(patientId);
    if (!entry || entry.fingerprint !== fingerprint || !this.valid(patientId, now)) return undefined;
    // Map order is insertion order: moving the entry last keeps the least recently read first.
    this.entries.delete(patientId);
    this.entries.set(patientId, entry);
    return entry.answer;
  }

  set(patientId: string, entry: ListEntry): void {
    this.drop(patientId);
    const bytes = entry.items.reduce((sum, item) => sum + item.json.length, 0);
    if (bytes > this.itemBytes) return;
    while (this.entries.size >= this.capacity || this.bytes + bytes > this.itemBytes) this.drop(this.entries.keys().next().value!);
    this.entries.set(patientId, { ...entry, bytes });
    this.bytes += bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(patientId: string): void {
    const entry = this.entries.get(patientId);
    if (!entry) return;
    this.entries.delete(patientId);
    this.bytes -= entry.bytes;
  }
}

/**
 * The kept items still true of a list whose stamps (id and stamp, in order) were just read, and
 * the ids to read again: undefined when the doctors or patient shown have changed, or when more
 * than half of the list would be read again (reading it whole is then as cheap).
 */
export function patchable(
  kept: ListEntry,
  parties: string,
  stamps: readonly (readonly [id: string, stamp: string])[],
): { items: (KeptItem | undefined)[]; stale: string[] } | undefined {
  if (parties !== kept.parties) return undefined;
  const byId = new Map(kept.items.map((item) => [item.id, item]));
  const stale: string[] = [];
  const items = stamps.map(([id, stamp]) => {
    const item = byId.get(id);
    if (item?.stamp === stamp) return item;
    stale.push(id);
    return undefined;
  });
  return stale.length * 2 > stamps.length ? undefined : { items, stale };
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
