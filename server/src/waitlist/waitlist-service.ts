import {
  VERIFICATION_MESSAGES,
  WAITLIST_MESSAGES,
  WAITLIST_OFFER_HOLD_MINUTES,
  waitlistOfferPath,
  type WaitlistEntry,
  type WaitlistJoinValues,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { displayDate } from '../appointments';
import {
  bookingWindow,
  claimStandingHold,
  computeDateAvailability,
  hasAvailableSlot,
  releaseLapsedHoldsFor,
  releaseStandingHold,
  slotsChanged,
} from '../availability';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { EventStream } from '../events';
import type { WaitlistEntryRow } from '../db/schema';
import { findDoctorById, isUuid } from '../doctors';
import type { DoctorService } from '../doctors';
import { Conflict, NotFound, BadRequest } from '../http/errors';
import type { NotificationDraft, NotificationService } from '../notifications';
import { findPatientByUserId, PATIENT_MESSAGES } from '../patients';
import {
  findRecord,
  insertEntry,
  lockEntryOfUser,
  lockLapsedOffers,
  lockLiveEntriesOf,
  patientBookedAt,
  patientPayingFor,
  positionsOf,
  recordsOfUser,
  takeFirstInLine,
  updateEntry,
  type WaitlistRecord,
} from './waitlist-repository';

/** A slot a cancellation, a move or a lapsed offer freed: the doctor's day, its time and exact start. */
export interface FreedSlot {
  doctorId: string;
  date: string;
  time: string;
  startsAt: Date;
  timeZone: string;
  doctorName: string;
}

/** What a transaction of the waitlist stores at its end and leaves to do after its commit. */
export interface AfterCommit {
  drafts: NotificationDraft[];
  /** Slots whose reservations changed: `slot.changed` is published for each. */
  slots: Array<{ doctorId: string; startsAt: Date }>;
}

function emptyAfterCommit(): AfterCommit {
  return { drafts: [], slots: [] };
}

export interface WaitlistServiceDeps {
  db: Db;
  clock: Clock;
  doctors: DoctorService;
  notifications: NotificationService;
  /** Flushed after the waitlist's own transactions (their `slot.changed`). */
  events: Pick<EventStream, 'flush'>;
  log: FastifyBaseLogger;
}

/** At most this many lapsed offers are moved on per sweep. */
const LAPSES_PER_SWEEP = 50;

const HOLD_MS = WAITLIST_OFFER_HOLD_MINUTES * 60_000;

/** The entry as its patient sees it. */
function toWaitlistEntry(record: WaitlistRecord, position: number | null): WaitlistEntry {
  const { entry } = record;
  const offered = entry.status === 'offered';
  return {
    id: entry.id,
    doctorId: entry.doctorId,
    doctorName: record.doctorName,
    date: entry.date,
    timeZone: record.timeZone,
    status: entry.status,
    position: entry.status === 'waiting' ? position : null,
    offeredTime: offered ? entry.offeredTime : null,
    offeredStartsAt: offered && entry.offeredStartsAt ? entry.offeredStartsAt.toISOString() : null,
    offerExpiresAt: offered && entry.offerExpiresAt ? entry.offerExpiresAt.toISOString() : null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * The waitlist of a doctor's full day (issue 23 point 7). A patient joins a day with no free
 * slot; a slot freed on it (cancellation, move) is held for the first in line for
 * WAITLIST_OFFER_HOLD_MINUTES and they are told with a link to book it; when the hold lapses
 * unbooked (the sweep), the next in line gets it. Booking it ends the entry.
 */
export class WaitlistService {
  constructor(private readonly deps: WaitlistServiceDeps) {}

  /** `POST /waitlist`: the caller (a patient) joins the line of a doctor's full day. */
  async join(userId: string, input: WaitlistJoinValues): Promise<WaitlistEntry> {
    const { db, clock } = this.deps;
    const patient = await findPatientByUserId(db, userId);
    if (!patient) throw new NotFound(`${PATIENT_MESSAGES.notFound}.`);
    const record = await findDoctorById(db, input.doctorId);
    if (!record) throw new NotFound(WAITLIST_MESSAGES.doctorNotFound);
    if (record.doctor.verification !== 'verified') throw new Conflict(VERIFICATION_MESSAGES.notVerifiedBooking);
    if (record.doctor.status !== 'active') throw new Conflict(WAITLIST_MESSAGES.doctorNotBookable);
    const now = clock();
    const window = bookingWindow(record.doctor.timeZone, now);
    if (input.date < window.firstDate) throw new BadRequest(WAITLIST_MESSAGES.pastDay);
    if (input.date > window.lastDate) throw new BadRequest(WAITLIST_MESSAGES.beyondWindow);
    // Full means: the doctor offers times that day that are still ahead, and every one is taken.
    const timeOff = await this.deps.doctors.timeOff.covering(record, input.date);
    const offered = computeDateAvailability({
      date: input.date,
      timeZone: record.doctor.timeZone,
      weeklySlots: record.doctor.weeklySlots,
      active: true,
      timeOff,
      now,
      reservations: [],
    });
    if (!hasAvailableSlot(offered)) throw new Conflict(WAITLIST_MESSAGES.noSlotsThatDay);
    if (hasAvailableSlot(await this.deps.doctors.dateAvailability(record, input.date)))
      throw new Conflict(WAITLIST_MESSAGES.dayHasFreeSlot);

    const id = await insertEntry(db, { patientId: patient.patient.id, doctorId: record.doctor.id, date: input.date, now });
    if (!id) throw new Conflict(WAITLIST_MESSAGES.alreadyJoined);
    const created = (await findRecord(db, id))!;
    const positions = await positionsOf(db, [created.entry]);
    return toWaitlistEntry(created, positions.get(id) ?? null);
  }

  /** `GET /waitlist`: the caller's entries of days from yesterday on (UTC; every zone's today is after it), earliest day first. */
  async listOwn(userId: string): Promise<WaitlistEntry[]> {
    const since = new Date(this.deps.clock().getTime() - 86_400_000).toISOString().slice(0, 10);
    const records = await recordsOfUser(this.deps.db, userId, since);
    const positions = await positionsOf(
      this.deps.db,
      records.map((record) => record.entry),
    );
    return records.map((record) => toWaitlistEntry(record, positions.get(record.entry.id) ?? null));
  }

  /** `DELETE /waitlist/{id}`: the caller leaves the line; a slot they hold goes to the next in line. Someone else's entry is not found. */
  async leave(userId: string, entryId: string): Promise<WaitlistEntry> {
    if (!isUuid(entryId)) throw new NotFound(WAITLIST_MESSAGES.notFound);
    const now = this.deps.clock();
    await this.inTransaction(async (tx, after) => {
      const entry = await lockEntryOfUser(tx, entryId, userId);
      if (!entry) throw new NotFound(WAITLIST_MESSAGES.notFound);
      if (entry.status !== 'waiting' && entry.status !== 'offered') throw new Conflict(WAITLIST_MESSAGES.ended);
      await updateEntry(tx, entry.id, { status: 'left', updatedAt: now });
      if (entry.status === 'offered') await this.passOn(tx, entry, now, after);
    });
    const record = (await findRecord(this.deps.db, entryId))!;
    return toWaitlistEntry(record, null);
  }

  /**
   * Offers a freed slot to the first in line of its doctor's day, in the caller's transaction:
   * holds the slot for them and drafts their notice. Entries locked by another transaction are
   * skipped (that one is offering them another slot). Nothing when the slot has started, no
   * one waits, or the slot is taken again.
   */
  async offerFreedSlot(tx: Db, slot: FreedSlot, now: Date, after: AfterCommit): Promise<void> {
    if (slot.startsAt.getTime() <= now.getTime()) return;
    const first = await takeFirstInLine(tx, slot.doctorId, slot.date);
    if (!first) return;
    // A checkout hold that ran out but was not swept yet would block the offer's hold.
    await releaseLapsedHoldsFor(tx, slot.doctorId, slot.startsAt, now);
    const expiresAt = new Date(now.getTime() + HOLD_MS);
    const reservationId = await claimStandingHold(tx, { doctorId: slot.doctorId, startsAt: slot.startsAt, expiresAt, now });
    if (!reservationId) return;
    await updateEntry(tx, first.id, {
      status: 'offered',
      offerReservationId: reservationId,
      offeredStartsAt: slot.startsAt,
      offeredTime: slot.time,
      offerExpiresAt: expiresAt,
      updatedAt: now,
    });
    const [patientUserId] = await this.patientUserIdsOf(tx, [first.id]);
    after.slots.push({ doctorId: slot.doctorId, startsAt: slot.startsAt });
    if (patientUserId) {
      after.drafts.push({
        userId: patientUserId,
        type: 'appointment',
        message: WAITLIST_MESSAGES.offerForYou(
          slot.doctorName,
          displayDate(slot.date),
          `${slot.time} (${slot.timeZone.replace(/_/g, ' ')})`,
        ),
        link: waitlistOfferPath(slot.doctorId, slot.date, slot.time),
      });
    }
  }

  /**
   * The patient booked a slot of the doctor's day: their live entry of that day is done. A slot
   * it held for another time of the day goes to the next in line.
   */
  async markBooked(tx: Db, booked: { patientId: string; doctorId: string; date: string; startsAt: Date }, now: Date, after: AfterCommit) {
    for (const entry of await lockLiveEntriesOf(tx, booked.patientId, booked.doctorId, booked.date)) {
      await updateEntry(tx, entry.id, { status: 'booked', updatedAt: now });
      if (entry.status === 'offered' && entry.offeredStartsAt?.getTime() !== booked.startsAt.getTime()) {
        await this.passOn(tx, entry, now, after);
      }
    }
  }

  /**
   * Moves on the offers whose hold time is up: one booked is done; one whose patient is paying
   * for the slot right now waits for that checkout; any other lapses (the patient is told) and
   * its slot goes to the next in line. Each offer in its own transaction, locked with SKIP
   * LOCKED, so instances sweeping at once share the work. Answers how many lapsed.
   */
  async sweepLapsedOffers(): Promise<number> {
    let lapsed = 0;
    for (;;) {
      const now = this.deps.clock();
      const handled = await this.inTransaction(async (tx, after) => {
        const offers = await lockLapsedOffers(tx, now, LAPSES_PER_SWEEP);
        let moved = 0;
        for (const entry of offers) {
          const startsAt = entry.offeredStartsAt!;
          if (await patientBookedAt(tx, entry.patientId, entry.doctorId, startsAt)) {
            await updateEntry(tx, entry.id, { status: 'booked', updatedAt: now });
            continue;
          }
          if (await patientPayingFor(tx, entry.patientId, entry.doctorId, startsAt, now)) continue;
          await updateEntry(tx, entry.id, { status: 'lapsed', updatedAt: now });
          const record = await findRecord(tx, entry.id);
          if (record) {
            after.drafts.push({
              userId: record.patientUserId,
              type: 'appointment',
              message: WAITLIST_MESSAGES.offerLapsed(record.doctorName, displayDate(entry.date)),
            });
          }
          await this.passOn(tx, entry, now, after);
          moved += 1;
        }
        return { seen: offers.length, moved };
      });
      lapsed += handled.moved;
      if (handled.seen < LAPSES_PER_SWEEP || handled.moved === 0) return lapsed;
    }
  }

  /** Releases the hold of an offer that ended unbooked and offers its slot to the next in line. */
  private async passOn(tx: Db, entry: WaitlistEntryRow, now: Date, after: AfterCommit): Promise<void> {
    if (await releaseStandingHold(tx, entry.offerReservationId, now)) {
      after.slots.push({ doctorId: entry.doctorId, startsAt: entry.offeredStartsAt! });
    }
    const doctor = await findDoctorById(tx, entry.doctorId);
    if (!doctor || !entry.offeredStartsAt || !entry.offeredTime) return;
    if (doctor.doctor.status !== 'active' || doctor.doctor.verification !== 'verified') return;
    await this.offerFreedSlot(
      tx,
      {
        doctorId: entry.doctorId,
        date: entry.date,
        time: entry.offeredTime,
        startsAt: entry.offeredStartsAt,
        timeZone: doctor.doctor.timeZone,
        doctorName: doctor.owner.name,
      },
      now,
      after,
    );
  }

  private async patientUserIdsOf(tx: Db, entryIds: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const id of entryIds) {
      const record = await findRecord(tx, id);
      if (record) ids.push(record.patientUserId);
    }
    return ids;
  }

  /**
   * Runs `work` in `tx` (a transaction of the caller's, e.g. an event's delivery): the notices
   * it drafts are stored in it, and so is `slot.changed` for the slots it held or released;
   * answers what to run once it has committed (the pushes).
   */
  async within<T>(tx: Db, work: (tx: Db, after: AfterCommit) => Promise<T>): Promise<{ result: T; afterCommit: () => void }> {
    const after = emptyAfterCommit();
    const result = await work(tx, after);
    const stored = after.drafts.length > 0 ? await this.deps.notifications.store(tx, after.drafts) : [];
    for (const slot of after.slots) await slotsChanged(tx, slot.doctorId, [slot.startsAt]);
    const afterCommit = () => this.deps.notifications.push(stored);
    return { result, afterCommit };
  }

  /** `within` a transaction of its own. */
  private async inTransaction<T>(work: (tx: Db, after: AfterCommit) => Promise<T>): Promise<T> {
    const done = await this.deps.db.transaction((transaction) => this.within(transaction as unknown as Db, work));
    done.afterCommit();
    await this.deps.events.flush();
    return done.result;
  }
}
