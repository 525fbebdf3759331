import {
  DEFAULT_DOCTOR_FEE,
  FOLLOW_UP_HOLD_HOURS,
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_REASON,
  followUpPath,
  type FollowUpProposal,
  type FollowUpProposalValues,
} from '@telehealth/shared-api/core';
import { DateTime } from 'luxon';
import { displayDate, findAppointmentRecord, type AppointmentBooking } from '../appointments';
import {
  bookingWindow,
  claimStandingHold,
  insideBookingNotice,
  releaseLapsedHoldsFor,
  releaseStandingHold,
  slotsChanged,
} from '../availability';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { FollowUpProposalRow } from '../db/schema';
import { findDoctorById, isUuid, type DoctorRecord, type DoctorService } from '../doctors';
import { publish, type DomainEvent, type EventStream } from '../events';
import { Conflict, Forbidden, NotFound } from '../http/errors';
import type { NotificationDraft, NotificationService } from '../notifications';
import {
  appointmentBookedAt,
  findRecord,
  insertProposal,
  lockExpiredProposals,
  lockOpenProposalAt,
  lockProposalOfPatientUser,
  patientPayingFor,
  recordsOfUser,
  updateProposal,
  type FollowUpRecord,
} from './follow-up-repository';

export interface FollowUpServiceDeps {
  db: Db;
  clock: Clock;
  doctors: DoctorService;
  notifications: NotificationService;
  events: EventStream;
  /** Appointments' port: a free follow-up is booked through it at once. */
  booking: AppointmentBooking;
  /** ISO 4217 code every fee is charged in (config CURRENCY). */
  currency: string;
}

/** What a transaction leaves to do after its commit. */
export interface AfterCommit {
  drafts: NotificationDraft[];
  /** Slots whose reservations changed (search keeps copies of availability). */
  slots: Array<{ doctorId: string; startsAt: Date }>;
}

const HOLD_MS = FOLLOW_UP_HOLD_HOURS * 3_600_000;
/** How many days from the "in N weeks" date the first free time is looked for. */
const SEARCH_DAYS = 7;
const EXPIRIES_PER_SWEEP = 50;
const LIST_LIMIT = 50;

/** The proposal as its doctor and patient see it; one whose time ran out unswept reads expired. */
export function toFollowUpProposal(record: FollowUpRecord, now: Date, currency: string): FollowUpProposal {
  const { proposal } = record;
  const lapsed = proposal.status === 'proposed' && proposal.expiresAt.getTime() <= now.getTime();
  return {
    id: proposal.id,
    visitId: proposal.visitId,
    doctorId: proposal.doctorId,
    doctorName: record.doctorName,
    doctorSpecialization: record.doctorSpecialization,
    patientName: record.patientName,
    date: proposal.date,
    time: proposal.timeSlot,
    timeZone: record.timeZone,
    startsAt: proposal.startsAt.toISOString(),
    free: proposal.free,
    price: proposal.price,
    currency,
    status: lapsed ? 'expired' : proposal.status,
    expiresAt: proposal.expiresAt.toISOString(),
    appointmentId: proposal.appointmentId,
    createdAt: proposal.createdAt.toISOString(),
  };
}

/** "Dec 12, 2026" and "10:00 AM (America/New York)" of a proposal. */
function whenOf(proposal: FollowUpProposalRow, timeZone: string): [string, string] {
  return [displayDate(proposal.date), `${proposal.timeSlot} (${timeZone.replace(/_/g, ' ')})`];
}

function event(type: 'followup.proposed' | 'followup.declined' | 'followup.expired', proposalId: string): DomainEvent {
  return { type, aggregateId: proposalId, data: { proposalId } };
}

/**
 * Follow-ups (issue 23 point 5). The doctor of a finished visit (ended or marked completed)
 * proposes a follow-up in 1, 2 or 4 weeks (the first free time from then on) or at a chosen
 * free time, optionally free of charge. The time is held for the patient for
 * FOLLOW_UP_HOLD_HOURS, or until the doctor's booking notice before it starts when that is
 * sooner. The patient confirms by paying at the usual checkout (which takes the hold over), or
 * at once when free; declines; or lets it expire (the sweep), which releases the time.
 */
export class FollowUpService {
  constructor(private readonly deps: FollowUpServiceDeps) {}

  /** `POST /follow-ups`: the caller (a doctor) proposes a follow-up of a finished visit of theirs. */
  async propose(userId: string, input: FollowUpProposalValues): Promise<FollowUpProposal> {
    const { db, clock } = this.deps;
    const visit = await findAppointmentRecord(db, input.visitId);
    // Another doctor's visit (or the patient's own) is not revealed.
    if (!visit || (visit.doctorUser.id !== userId && visit.patientUser.id !== userId)) throw new NotFound(FOLLOW_UP_MESSAGES.visitNotFound);
    if (visit.doctorUser.id !== userId) throw new Forbidden(FOLLOW_UP_MESSAGES.notYourVisit);
    const finished = visit.appointment.status === 'completed' || (visit.consultation?.endedAt ?? null) !== null;
    if (!finished || visit.appointment.status === 'canceled') throw new Conflict(FOLLOW_UP_MESSAGES.visitNotFinished);
    const doctor = await findDoctorById(db, visit.doctor.id);
    if (!doctor) throw new NotFound(FOLLOW_UP_MESSAGES.visitNotFound);
    if (doctor.doctor.status !== 'active' || doctor.doctor.verification !== 'verified')
      throw new Conflict(FOLLOW_UP_MESSAGES.doctorUnavailable);

    const now = clock();
    const slot =
      input.weeks !== undefined
        ? await this.firstFreeFrom(doctor, input.weeks, now)
        : await this.chosenSlot(doctor, input.date!, input.time!, now);
    const noticeEnds = slot.startsAt.getTime() - Math.max(0, doctor.doctor.bookingNoticeMinutes) * 60_000;
    const expiresAt = new Date(Math.min(now.getTime() + HOLD_MS, noticeEnds));
    if (expiresAt.getTime() <= now.getTime()) throw new Conflict(FOLLOW_UP_MESSAGES.slotPast);
    const free = input.free ?? false;

    const proposal = await this.inTransaction(async (tx, after) => {
      // A checkout hold that ran out but was not swept yet would block the proposal's hold.
      await releaseLapsedHoldsFor(tx, doctor.doctor.id, slot.startsAt, now);
      const reservationId = await claimStandingHold(tx, { doctorId: doctor.doctor.id, startsAt: slot.startsAt, expiresAt, now });
      if (!reservationId) throw new Conflict(FOLLOW_UP_MESSAGES.slotTaken);
      const row = await insertProposal(tx, {
        visitId: visit.appointment.id,
        doctorId: doctor.doctor.id,
        patientId: visit.patient.id,
        date: slot.date,
        timeSlot: slot.time,
        startsAt: slot.startsAt,
        free,
        price: free ? 0 : (doctor.doctor.fees ?? DEFAULT_DOCTOR_FEE),
        reservationId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new Conflict(FOLLOW_UP_MESSAGES.alreadyProposed);
      const [day, time] = whenOf(row, doctor.doctor.timeZone);
      after.drafts.push({
        userId: visit.patientUser.id,
        type: 'appointment',
        message: FOLLOW_UP_MESSAGES.proposedToPatient(visit.doctorUser.name, day, time, free),
        link: followUpPath(row.id),
      });
      after.slots.push({ doctorId: row.doctorId, startsAt: row.startsAt });
      await publish(tx, event('followup.proposed', row.id));
      return row;
    });
    return this.answer(proposal.id);
  }

  /** `GET /follow-ups`: the caller's proposals (to them as patient, of their visits as doctor), newest first. */
  async listOwn(userId: string): Promise<FollowUpProposal[]> {
    const now = this.deps.clock();
    return (await recordsOfUser(this.deps.db, userId, LIST_LIMIT)).map((record) => toFollowUpProposal(record, now, this.deps.currency));
  }

  /** `POST /follow-ups/{id}/confirm`: the patient books a free follow-up at once (a paid one is confirmed by paying). */
  async confirm(userId: string, id: string): Promise<FollowUpProposal> {
    if (!isUuid(id)) throw new NotFound(FOLLOW_UP_MESSAGES.notFound);
    const now = this.deps.clock();
    await this.inTransaction(async (tx, after) => {
      const proposal = await this.openProposalOf(tx, id, userId, now);
      if (!proposal.free) throw new Conflict(FOLLOW_UP_MESSAGES.payToConfirm);
      const visit = await findAppointmentRecord(tx, proposal.visitId);
      // Its own hold gives way to the appointment's reservation in the same transaction.
      await releaseStandingHold(tx, proposal.reservationId, now);
      const appointmentId = await this.deps.booking.bookFreeSlot(
        tx,
        {
          doctorId: proposal.doctorId,
          patientId: proposal.patientId,
          appointmentDate: proposal.date,
          timeSlot: proposal.timeSlot,
          startsAt: proposal.startsAt,
          consultationType: visit?.appointment.consultationType ?? 'Video Consultation',
          reason: FOLLOW_UP_REASON,
        },
        now,
      );
      if (!appointmentId) throw new Conflict(FOLLOW_UP_MESSAGES.slotTaken);
      await this.markConfirmed(tx, proposal, appointmentId, now, after);
    });
    return this.answer(id);
  }

  /** `POST /follow-ups/{id}/decline`: the patient declines; the time is released and the doctor told. */
  async decline(userId: string, id: string): Promise<FollowUpProposal> {
    if (!isUuid(id)) throw new NotFound(FOLLOW_UP_MESSAGES.notFound);
    const now = this.deps.clock();
    await this.inTransaction(async (tx, after) => {
      const proposal = await this.openProposalOf(tx, id, userId, now);
      await updateProposal(tx, proposal.id, { status: 'declined', updatedAt: now });
      if (await releaseStandingHold(tx, proposal.reservationId, now)) after.slots.push(proposal);
      const record = (await findRecord(tx, proposal.id))!;
      const [day, time] = whenOf(proposal, record.timeZone);
      after.drafts.push({
        userId: record.doctorUserId,
        type: 'appointment',
        message: FOLLOW_UP_MESSAGES.declinedForDoctor(record.patientName, day, time),
      });
      await publish(tx, event('followup.declined', proposal.id));
    });
    return this.answer(id);
  }

  /**
   * A checkout (or any booking) gave the patient an appointment at a proposed time: the
   * proposal is confirmed and its doctor told. Runs in the `appointment.booked` delivery.
   */
  async markBooked(
    tx: Db,
    booked: { appointmentId: string; patientId: string; doctorId: string; startsAt: Date },
    now: Date,
    after: AfterCommit,
  ) {
    const proposal = await lockOpenProposalAt(tx, booked.patientId, booked.doctorId, booked.startsAt);
    if (proposal) await this.markConfirmed(tx, proposal, booked.appointmentId, now, after);
  }

  /**
   * Ends the proposals whose time is up: one booked meanwhile is confirmed; one whose patient is
   * paying right now waits for that checkout; any other expires, its time is released and both
   * parties are told. Each batch in its own transaction with SKIP LOCKED, so instances sweeping
   * at once share the work. Answers how many expired.
   */
  async sweepExpired(): Promise<number> {
    let expired = 0;
    for (;;) {
      const now = this.deps.clock();
      const handled = await this.inTransaction(async (tx, after) => {
        const proposals = await lockExpiredProposals(tx, now, EXPIRIES_PER_SWEEP);
        let ended = 0;
        for (const proposal of proposals) {
          const booked = await appointmentBookedAt(tx, proposal.patientId, proposal.doctorId, proposal.startsAt);
          if (booked) {
            await this.markConfirmed(tx, proposal, booked, now, after);
            continue;
          }
          if (await patientPayingFor(tx, proposal.patientId, proposal.doctorId, proposal.startsAt, now)) continue;
          await updateProposal(tx, proposal.id, { status: 'expired', updatedAt: now });
          if (await releaseStandingHold(tx, proposal.reservationId, now)) after.slots.push(proposal);
          const record = (await findRecord(tx, proposal.id))!;
          const [day, time] = whenOf(proposal, record.timeZone);
          after.drafts.push(
            {
              userId: record.patientUserId,
              type: 'appointment',
              message: FOLLOW_UP_MESSAGES.expiredForPatient(record.doctorName, day, time),
            },
            {
              userId: record.doctorUserId,
              type: 'appointment',
              message: FOLLOW_UP_MESSAGES.expiredForDoctor(record.patientName, day, time),
            },
          );
          await publish(tx, event('followup.expired', proposal.id));
          ended += 1;
        }
        return { seen: proposals.length, ended };
      });
      expired += handled.ended;
      if (handled.seen < EXPIRIES_PER_SWEEP || handled.ended === 0) return expired;
    }
  }

  private async markConfirmed(tx: Db, proposal: FollowUpProposalRow, appointmentId: string, now: Date, after: AfterCommit) {
    await updateProposal(tx, proposal.id, { status: 'confirmed', appointmentId, updatedAt: now });
    const record = (await findRecord(tx, proposal.id))!;
    const [day, time] = whenOf(proposal, record.timeZone);
    after.drafts.push({
      userId: record.doctorUserId,
      type: 'appointment',
      message: FOLLOW_UP_MESSAGES.confirmedForDoctor(record.patientName, day, time),
    });
    await publish(tx, { type: 'followup.confirmed', aggregateId: proposal.id, data: { proposalId: proposal.id, appointmentId } });
  }

  /** The caller's own proposal, locked, still open and in time; else a clear refusal. */
  private async openProposalOf(tx: Db, id: string, userId: string, now: Date): Promise<FollowUpProposalRow> {
    const proposal = await lockProposalOfPatientUser(tx, id, userId);
    if (!proposal) throw new NotFound(FOLLOW_UP_MESSAGES.notFound);
    if (proposal.status !== 'proposed') throw new Conflict(FOLLOW_UP_MESSAGES.notOpen);
    if (proposal.expiresAt.getTime() <= now.getTime()) throw new Conflict(FOLLOW_UP_MESSAGES.expired);
    return proposal;
  }

  /** The first free time of the doctor on or after `weeks` weeks from today (their zone), within the booking window. */
  private async firstFreeFrom(doctor: DoctorRecord, weeks: number, now: Date): Promise<{ date: string; time: string; startsAt: Date }> {
    const zone = doctor.doctor.timeZone;
    const from = DateTime.fromJSDate(now, { zone }).startOf('day').plus({ weeks });
    const { lastDate } = bookingWindow(zone, now);
    for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
      const date = from.plus({ days: offset }).toISODate()!;
      if (date > lastDate) break;
      const availability = await this.deps.doctors.dateAvailability(doctor, date);
      for (const slot of availability.times) {
        const startsAt = new Date(slot.startsAt);
        if (slot.status === 'available' && !insideBookingNotice(startsAt, now, doctor.doctor.bookingNoticeMinutes) && startsAt > now) {
          return { date, time: slot.time, startsAt };
        }
      }
    }
    throw new Conflict(FOLLOW_UP_MESSAGES.noFreeTime(weeks));
  }

  /** A chosen time, if the doctor offers it, it is ahead (past the notice) and free. */
  private async chosenSlot(
    doctor: DoctorRecord,
    date: string,
    time: string,
    now: Date,
  ): Promise<{ date: string; time: string; startsAt: Date }> {
    const availability = await this.deps.doctors.dateAvailability(doctor, date);
    const slot = availability.times.find((candidate) => candidate.time === time);
    if (!slot) throw new Conflict(FOLLOW_UP_MESSAGES.slotTaken);
    const startsAt = new Date(slot.startsAt);
    if (startsAt.getTime() <= now.getTime() || insideBookingNotice(startsAt, now, doctor.doctor.bookingNoticeMinutes))
      throw new Conflict(FOLLOW_UP_MESSAGES.slotPast);
    if (slot.status !== 'available') throw new Conflict(FOLLOW_UP_MESSAGES.slotTaken);
    return { date, time, startsAt };
  }

  private async answer(id: string): Promise<FollowUpProposal> {
    return toFollowUpProposal((await findRecord(this.deps.db, id))!, this.deps.clock(), this.deps.currency);
  }

  /**
   * Runs `work` in `tx` (a transaction of the caller's, e.g. an event's delivery): the notices
   * it drafts are stored in it, and so is `slot.changed` for the slots it held or released;
   * answers what to run once it has committed (the pushes).
   */
  async within<T>(tx: Db, work: (tx: Db, after: AfterCommit) => Promise<T>): Promise<{ result: T; afterCommit: () => void }> {
    const after: AfterCommit = { drafts: [], slots: [] };
    const result = await work(tx, after);
    const stored = after.drafts.length > 0 ? await this.deps.notifications.store(tx, after.drafts) : [];
    for (const slot of after.slots) await slotsChanged(tx, slot.doctorId, [slot.startsAt]);
    const afterCommit = () => this.deps.notifications.push(stored);
    return { result, afterCommit };
  }

  private async inTransaction<T>(work: (tx: Db, after: AfterCommit) => Promise<T>): Promise<T> {
    const done = await this.deps.db.transaction((transaction) => this.within(transaction as unknown as Db, work));
    done.afterCommit();
    await this.deps.events.flush();
    return done.result;
  }
}
