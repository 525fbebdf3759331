import {
  NO_SHOW_MESSAGES,
  bookingNoticeRefusal,
  NO_SHOW_STATUS,
  PATIENT_NO_SHOW_MINUTES,
  RESCHEDULE_MESSAGES,
  TIME_OFF_MESSAGES,
  VERIFICATION_MESSAGES,
  refundAmountFor,
  type AppointmentStatus,
  type DateAvailability,
} from '@telehealth/shared-api/core';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { publish, type EventStream } from '../events';
import type { ReviewRow } from '../db/schema';
import { DOCTOR_MESSAGES, findDoctorById, type DoctorRecord } from '../doctors';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import { findPatientByUserId, PATIENT_MESSAGES } from '../patients';
import { insertReview } from '../reviews';
import { insideBookingNotice } from '../availability';
import { cancelInTransaction } from './appointment-cancel';
import { doctorHasJoined, doctorIsLate, lockConsultation, overdueVideoVisits, patientHasJoined } from './doctor-no-show';
import { rescheduleInTransaction, rescheduleRefusal } from './appointment-reschedule';
import { calendarFileOf } from './calendar-file';
import {
  APPOINTMENT_MESSAGES,
  findAppointmentRecord,
  findAppointmentVisibleTo,
  listAppointmentsOfDoctor,
  listAppointmentsOfPatient,
  lockAppointment,
  updateAppointment,
  type AppointmentRecord,
} from './appointment-repository';

export interface AppointmentServiceDeps {
  db: Db;
  clock: Clock;
  /** Each change publishes its event in its transaction (the parties' notices and the refund subscribe). */
  events: EventStream;
  /** The one availability rule (DoctorService): a move goes only to a slot booking would offer. */
  slots: SlotRules;
}

/** What a move asks of doctors: one date's slots and whether it is a day off. */
export interface SlotRules {
  dateAvailability(record: DoctorRecord, date: string): Promise<DateAvailability>;
  isDayOff(record: DoctorRecord, date: string): Promise<boolean>;
}

/**
 * The appointment lifecycle after booking: reading (only its patient or its doctor), patient
 * cancellation with the policy's refund, the doctor's status changes, reviews and the
 * calendar file. Booking itself is fulfilment of a paid checkout (payments, through AppointmentBooking).
 */
export class AppointmentService {
  constructor(private readonly deps: AppointmentServiceDeps) {}

  /** The appointment if the caller is its patient or doctor; 404 otherwise (its existence is not revealed). */
  async visibleTo(userId: string, id: string): Promise<AppointmentRecord> {
    const record = await findAppointmentVisibleTo(this.deps.db, id, userId);
    if (!record) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
    return record;
  }

  async forPatient(userId: string, patientId: string): Promise<AppointmentRecord[]> {
    const own = await findPatientByUserId(this.deps.db, userId);
    if (!own) throw new NotFound(PATIENT_MESSAGES.notFound);
    if (own.patient.id !== patientId) throw new Forbidden(APPOINTMENT_MESSAGES.notYourPatientProfile);
    return listAppointmentsOfPatient(this.deps.db, own.patient.id);
  }

  async forDoctor(userId: string, doctorId: string): Promise<AppointmentRecord[]> {
    const doctor = await findDoctorById(this.deps.db, doctorId);
    if (!doctor) throw new NotFound(DOCTOR_MESSAGES.notFound);
    if (doctor.doctor.userId !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.notYourDoctorProfile);
    return listAppointmentsOfDoctor(this.deps.db, doctor.doctor.id);
  }

  /**
   * The patient cancels a scheduled appointment: refund per CANCELLATION_POLICY, slot freed; in
   * full when the doctor of a video visit has not joined 10 minutes after its start.
   */
  async cancelByPatient(userId: string, id: string): Promise<AppointmentRecord> {
    const record = await this.visibleTo(userId, id);
    if (record.patientUser.id !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.onlyPatientCancels);
    return this.cancel(record, 'patient');
  }

  /**
   * Cancels, with a full refund, each video visit whose doctor has not joined 20 minutes after
   * its start; both parties are told. Safe on several instances: each is decided under its row
   * lock, so one cancels and the others find it no longer scheduled. Answers how many it cancelled.
   */
  async cancelDoctorNoShows(): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock();
    let cancelled = 0;
    for (const id of await overdueVideoVisits(db, now)) {
      const record = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await lockAppointment(tx, id);
        if (!row || row.status !== 'scheduled' || (await doctorHasJoined(tx, id))) return undefined;
        const found = await findAppointmentRecord(tx, id);
        if (!found) return undefined;
        await cancelInTransaction(tx, id, 'system', found.checkout?.amount ?? 0, now, { why: 'doctor-no-show' });
        return found;
      });
      if (!record) continue;
      cancelled += 1;
    }
    if (cancelled > 0) await this.deps.events.flush();
    return cancelled;
  }

  /** The doctor changes the status: scheduled → completed, or scheduled → canceled (full refund). */
  async updateStatus(userId: string, id: string, status: AppointmentStatus, reason?: string): Promise<AppointmentRecord> {
    const record = await this.visibleTo(userId, id);
    if (record.doctorUser.id !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.onlyDoctorUpdates);
    if (status === 'canceled') {
      if (!reason) throw new BadRequest(RESCHEDULE_MESSAGES.cancelReasonRequired);
      return this.cancelByDoctor(userId, id, reason);
    }
    if (status !== 'completed') throw new Conflict(`An appointment cannot be set back to ${status}`);
    const { db, clock } = this.deps;
    const now = clock();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockAppointment(tx, record.appointment.id);
      if (!row || row.status !== 'scheduled')
        throw new Conflict(`Only a scheduled appointment can be marked completed (this one is ${row?.status ?? 'gone'})`);
      if (now < row.startsAt) throw new Conflict(APPOINTMENT_MESSAGES.completeNotBeforeStart);
      await updateAppointment(tx, row.id, { status: 'completed', updatedAt: now });
      await publish(tx, { type: 'appointment.completed', aggregateId: row.id, data: { appointmentId: row.id } });
    });
    await this.deps.events.flush();
    return this.visibleTo(userId, id);
  }

  /**
   * The appointment's doctor marks that the patient never joined a video visit, from
   * PATIENT_NO_SHOW_MINUTES after its start: the visit is settled as 'no-show' (no refund) and
   * the patient is told. Decided under the appointment's and the consultation's row locks, so a
   * patient whose join commits first is never marked absent.
   */
  async markPatientNoShow(userId: string, id: string): Promise<AppointmentRecord> {
    const record = await this.visibleTo(userId, id);
    if (record.doctorUser.id !== userId) throw new Forbidden(NO_SHOW_MESSAGES.onlyDoctor);
    if (record.appointment.consultationType !== 'Video Consultation') throw new Conflict(NO_SHOW_MESSAGES.onlyVideo);
    const { db, clock } = this.deps;
    const now = clock();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockAppointment(tx, record.appointment.id);
      if (!row || row.status !== 'scheduled') throw new Conflict(NO_SHOW_MESSAGES.onlyScheduled);
      if (now.getTime() < row.startsAt.getTime() + PATIENT_NO_SHOW_MINUTES * 60_000) throw new Conflict(NO_SHOW_MESSAGES.tooEarly);
      await lockConsultation(tx, row.id);
      if (await patientHasJoined(tx, row.id)) throw new Conflict(NO_SHOW_MESSAGES.patientJoined);
      await updateAppointment(tx, row.id, { status: NO_SHOW_STATUS, rescheduleRequestedAt: null, updatedAt: now });
      await publish(tx, { type: 'appointment.no_show', aggregateId: row.id, data: { appointmentId: row.id } });
    });
    await this.deps.events.flush();
    return this.visibleTo(userId, id);
  }

  /**
   * The appointment's doctor cancels a visit that has not started, with a reason the patient
   * reads: always a full refund (appointment-cancel.ts publishes `refund.due`).
   */
  async cancelByDoctor(userId: string, id: string, reason: string): Promise<AppointmentRecord> {
    const record = await this.visibleTo(userId, id);
    if (record.doctorUser.id !== userId) throw new Forbidden(RESCHEDULE_MESSAGES.onlyDoctorCancels);
    if (record.appointment.status !== 'scheduled') throw new Conflict(APPOINTMENT_MESSAGES.onlyScheduledCancel);
    if (record.appointment.startsAt.getTime() <= this.deps.clock().getTime()) throw new Conflict(RESCHEDULE_MESSAGES.onlyUpcomingCancel);
    return this.cancel(record, 'doctor', reason);
  }

  /**
   * Its patient (until the policy's cut-off) or its doctor (until the start) moves the
   * appointment to another free slot of the same doctor: same id, same payment, no charge and
   * no refund (appointment-reschedule.ts).
   */
  async reschedule(userId: string, id: string, input: { date: string; time: string }): Promise<AppointmentRecord> {
    const { db, clock } = this.deps;
    const record = await this.visibleTo(userId, id);
    const by = record.doctorUser.id === userId ? 'doctor' : 'patient';
    // Said before looking at the new slot: no point choosing a time that cannot be taken.
    const refusal = rescheduleRefusal(record.appointment, by, clock());
    if (refusal) throw new Conflict(refusal);
    const doctor = await findDoctorById(db, record.doctor.id);
    if (!doctor) throw new NotFound(DOCTOR_MESSAGES.notFound);
    if (doctor.doctor.verification !== 'verified') throw new Conflict(VERIFICATION_MESSAGES.notVerifiedBooking);
    if (doctor.doctor.status !== 'active') throw new Conflict(RESCHEDULE_MESSAGES.doctorUnavailable);
    if (await this.deps.slots.isDayOff(doctor, input.date)) throw new Conflict(TIME_OFF_MESSAGES.dayOff);
    // The one availability rule: offered that weekday, ahead, within the booking window, not held or booked.
    const availability = await this.deps.slots.dateAvailability(doctor, input.date);
    const slot = availability.times.find((time) => time.time === input.time);
    const startsAt = slot ? new Date(slot.startsAt) : null;
    if (startsAt && startsAt.getTime() === record.appointment.startsAt.getTime()) throw new Conflict(RESCHEDULE_MESSAGES.sameSlot);
    if (startsAt && insideBookingNotice(startsAt, clock(), doctor.doctor.bookingNoticeMinutes))
      throw new Conflict(bookingNoticeRefusal(doctor.doctor.bookingNoticeMinutes));
    if (!slot || !startsAt || slot.status !== 'available') throw new Conflict(RESCHEDULE_MESSAGES.slotTaken);
    const now = clock();
    await db.transaction((transaction) =>
      rescheduleInTransaction(
        transaction as unknown as Db,
        record.appointment.id,
        by,
        { date: input.date, time: input.time, startsAt },
        now,
      ),
    );
    await this.deps.events.flush();
    return this.visibleTo(userId, id);
  }

  /**
   * The doctor asks the patient to pick another time (e.g. for time off): the patient is told,
   * with a link to the doctor's slots, and may move it until the start; the payment stays.
   */
  async requestReschedule(userId: string, id: string): Promise<AppointmentRecord> {
    const { db, clock } = this.deps;
    const record = await this.visibleTo(userId, id);
    if (record.doctorUser.id !== userId) throw new Forbidden(RESCHEDULE_MESSAGES.onlyDoctorAsks);
    const now = clock();
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockAppointment(tx, record.appointment.id);
      if (!row) throw new NotFound(APPOINTMENT_MESSAGES.notFound);
      const refusal = rescheduleRefusal(row, 'doctor', now);
      if (refusal) throw new Conflict(refusal);
      await updateAppointment(tx, row.id, { rescheduleRequestedAt: now, updatedAt: now });
      await publish(tx, { type: 'appointment.reschedule_requested', aggregateId: row.id, data: { appointmentId: row.id } });
    });
    await this.deps.events.flush();
    return this.visibleTo(userId, id);
  }

  async review(userId: string, id: string, input: { rating: number; comment: string }): Promise<ReviewRow> {
    const record = await this.visibleTo(userId, id);
    if (record.patientUser.id !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.reviewOnlyPatient);
    if (record.appointment.status !== 'completed') throw new Conflict(APPOINTMENT_MESSAGES.onlyCompletedReview);
    const review = await insertReview(
      this.deps.db,
      {
        doctorId: record.doctor.id,
        patientId: record.patient.id,
        appointmentId: record.appointment.id,
        rating: input.rating,
        comment: input.comment,
      },
      this.deps.clock(),
    );
    await this.deps.events.flush();
    return review;
  }

  async calendarFile(userId: string, id: string, origin: string): Promise<{ fileName: string; content: string }> {
    const record = await this.visibleTo(userId, id);
    return {
      fileName: `appointment-${record.appointment.appointmentDate}.ics`,
      content: calendarFileOf(record, this.deps.clock(), origin),
    };
  }

  /**
   * Cancels under the row lock (only when scheduled), with the refund the policy gives
   * (appointment-cancel.ts).
   */
  private async cancel(record: AppointmentRecord, by: 'patient' | 'doctor', reason: string | null = null): Promise<AppointmentRecord> {
    const { db, clock } = this.deps;
    const now = clock();
    const amount = record.checkout?.amount ?? 0;
    const late = by === 'patient' && (await doctorIsLate(db, record, now));
    const refundAmount = by === 'doctor' || late ? amount : refundAmountFor(amount, record.appointment.startsAt, now);
    await db.transaction((transaction) =>
      cancelInTransaction(transaction as unknown as Db, record.appointment.id, by, refundAmount, now, {
        why: late ? 'doctor-late' : undefined,
        reason,
      }),
    );
    // The answer shows the refund as made when the provider made it now.
    await this.deps.events.flush();
    return (await findAppointmentVisibleTo(db, record.appointment.id, by === 'patient' ? record.patientUser.id : record.doctorUser.id))!;
  }
}
