import type { Clock } from '../clock';

interface Known {
  /** The user whose checkout is claiming or holds the slot. */
  userId: string;
  /** `doctorId|startsAt ms` once held. */
  instant: string | undefined;
  /** Until when a hold made here keeps the slot (ms); undefined while the claim is being made. */
  heldUntilMs: number | undefined;
}

/**
 * What this instance knows of its own checkouts' claims on slots, so that a losing claim is
 * refused at once instead of queuing for the database (SLOT_CLAIM_MEMORY): while a claim is
 * being made, and after it, while the hold it made lasts and nothing has changed the slot
 * (`slot.changed` forgets it). It only refuses: a slot not known here, or known as the asking
 * patient's own, goes the database's way, and the unique index of live reservations stays the
 * guard, between instances too. Off: nothing is known and every claim goes to the database.
 */
export class SlotClaims {
  private readonly known = new Map<string, Known>();
  /** The key of each held slot by `doctorId|startsAt ms`, as `slot.changed` names it. */
  private readonly byInstant = new Map<string, string>();

  constructor(
    private readonly enabled: boolean,
    private readonly clock: Clock,
  ) {}

  /** Whether `begin` would refuse `userId` this slot now (it changes nothing). */
  refuses(key: string, userId: string): boolean {
    const known = this.enabled ? this.known.get(key) : undefined;
    if (!known) return false;
    return known.heldUntilMs === undefined || (known.heldUntilMs > this.clock().getTime() && known.userId !== userId);
  }

  /**
   * Starts `userId`'s claim of a slot; false when this instance is claiming it for anyone or
   * holds it for someone else (refuse it). A true answer must be followed by `end`.
   */
  begin(key: string, userId: string): boolean {
    if (!this.enabled) return true;
    if (this.refuses(key, userId)) return false;
    const known = this.known.get(key);
    if (known) this.forget(key, known);
    this.known.set(key, { userId, instant: undefined, heldUntilMs: undefined });
    return true;
  }

  /** Ends a claim begun here: with its hold when it got one, else it is forgotten. */
  end(key: string, hold?: { doctorId: string; startsAt: Date; expiresAt: Date }): void {
    if (!this.enabled) return;
    const known = this.known.get(key);
    if (!known || known.heldUntilMs !== undefined) return;
    if (!hold) {
      this.known.delete(key);
      return;
    }
    known.instant = instantKey(hold.doctorId, hold.startsAt.getTime());
    known.heldUntilMs = hold.expiresAt.getTime();
    this.byInstant.set(known.instant, key);
    if (this.known.size > MOST_KNOWN) this.forgetLapsed();
  }

  /** Forgets the holds of a doctor's slots that changed (released, booked, moved). */
  slotsChanged(doctorId: string, startsAt: readonly string[]): void {
    for (const instant of startsAt) {
      const key = this.byInstant.get(instantKey(doctorId, Date.parse(instant)));
      const known = key === undefined ? undefined : this.known.get(key);
      if (known && known.heldUntilMs !== undefined) this.forget(key!, known);
    }
  }

  /** How many slots are known here (for tests). */
  get size(): number {
    return this.known.size;
  }

  private forget(key: string, known: Known): void {
    this.known.delete(key);
    if (known.instant !== undefined) this.byInstant.delete(known.instant);
  }

  private forgetLapsed(): void {
    const nowMs = this.clock().getTime();
    for (const [key, known] of this.known) if (known.heldUntilMs !== undefined && known.heldUntilMs <= nowMs) this.forget(key, known);
  }
}

/** Past this many known slots, lapsed holds are swept out (they are otherwise forgotten on their slot's next change). */
const MOST_KNOWN = 10_000;

function instantKey(doctorId: string, startsAtMs: number): string {
  return `${doctorId}|${startsAtMs}`;
}
