import { refundAmountFor, type AppointmentStatus } from '@telehealth/shared-api/core';
import type { ChangeFeed } from '../changes/change-feed';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { ReviewRow } from '../db/schema';
import { DOCTOR_MESSAGES, findDoctorById } from '../doctors/doctor-repository';
import { Conflict, Forbidden, NotFound } from '../http/errors';
import { findPatientByUserId, PATIENT_MESSAGES } from '../patients/patient-repository';
import { findCheckoutSession } from '../payments/checkout-repository';
import type { CheckoutService } from '../payments/checkout-service';
import { insertReview } from '../reviews/review-repository';
import { calendarFileOf } from './calendar-file';
import type { AppointmentEvents } from './appointment-events';
import {
  APPOINTMENT_MESSAGES,
  findAppointmentVisibleTo,
  listAppointmentsOfDoctor,
  listAppointmentsOfPatient,
  lockAppointment,
  releaseAppointmentSlot,
  updateAppointment,
  type AppointmentRecord,
} from './appointment-repository';

export interface AppointmentServiceDeps {
  db: Db;
  clock: Clock;
  checkout: CheckoutService;
  /** Told of the reservations and reviews this service writes. */
  changes: ChangeFeed;
  events: AppointmentEvents;
}

/**
 * The appointment lifecycle after booking: reading (only its patient or its doctor), patient
 * cancellation with the policy's refund, the doctor's status changes, reviews and the
 * calendar file. Booking itself is fulfilment of a paid checkout (CheckoutService).
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

  /** `POST /appointment`: answers the appointment a paid session of the caller already booked; never creates a second. */
  async createFromPaidSession(
    userId: string,
    input: { patientId: string; sessionId: string; doctorId: string; date: string; time: string },
  ): Promise<AppointmentRecord> {
    const own = await findPatientByUserId(this.deps.db, userId);
    if (!own) throw new NotFound(`${PATIENT_MESSAGES.notFound}.`);
    if (own.patient.id !== input.patientId) throw new Forbidden(APPOINTMENT_MESSAGES.patientProfileNotYours);
    return this.deps.checkout.appointmentOfPaidSession(userId, input);
  }

  /** The patient cancels a scheduled appointment: refund per CANCELLATION_POLICY, slot freed. */
  async cancelByPatient(userId: string, id: string): Promise<AppointmentRecord> {
    const record = await this.visibleTo(userId, id);
    if (record.patientUser.id !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.onlyPatientCancels);
    return this.cancel(record, 'patient');
  }

  /** The doctor changes the status: scheduled → completed, or scheduled → canceled (full refund). */
  async updateStatus(userId: string, id: string, status: AppointmentStatus): Promise<AppointmentRecord> {
    const record = await this.visibleTo(userId, id);
    if (record.doctorUser.id !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.onlyDoctorUpdates);
    if (status === 'canceled') return this.cancel(record, 'doctor');
    if (status !== 'completed') throw new Conflict(`An appointment cannot be set back to ${status}`);
    const { db, clock } = this.deps;
    const now = clock();
    const stored = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockAppointment(tx, record.appointment.id);
      if (!row || row.status !== 'scheduled')
        throw new Conflict(`Only a scheduled appointment can be marked completed (this one is ${row?.status ?? 'gone'})`);
      if (now < row.startsAt) throw new Conflict(APPOINTMENT_MESSAGES.completeNotBeforeStart);
      await updateAppointment(tx, row.id, { status: 'completed', updatedAt: now });
      return this.deps.events.storeUpdated(tx, record, 'completed');
    });
    this.deps.changes.publish({ kind: 'appointment', appointmentId: record.appointment.id });
    const updated = await this.visibleTo(userId, id);
    this.deps.events.announceUpdated(updated, 'completed', stored);
    return updated;
  }

  async review(userId: string, id: string, input: { rating: number; comment: string }): Promise<ReviewRow> {
    const record = await this.visibleTo(userId, id);
    if (record.patientUser.id !== userId) throw new Forbidden(APPOINTMENT_MESSAGES.reviewOnlyPatient);
    if (record.appointment.status !== 'completed') throw new Conflict(APPOINTMENT_MESSAGES.onlyCompletedReview);
    const review = await insertReview(
      this.deps.db,
      this.deps.changes,
      {
        doctorId: record.doctor.id,
        patientId: record.patient.id,
        appointmentId: record.appointment.id,
        rating: input.rating,
        comment: input.comment,
      },
      this.deps.clock(),
    );
    return review;
  }

  async calendarFile(userId: string, id: string): Promise<{ fileName: string; content: string }> {
    const record = await this.visibleTo(userId, id);
    return { fileName: `appointment-${record.appointment.appointmentDate}.ics`, content: calendarFileOf(record, this.deps.clock()) };
  }

  /**
   * Cancels under the row lock (only when scheduled), frees the slot, then refunds through
   * the provider and records it. The refund is a call to the payment company, so it is made
   * after the commit; if it fails it is logged and `refundedAt` stays empty (refund pending).
   */
  private async cancel(record: AppointmentRecord, by: 'patient' | 'doctor'): Promise<AppointmentRecord> {
    const { db, clock } = this.deps;
    const now = clock();
    const amount = record.checkout?.amount ?? 0;
    const refundAmount = by === 'doctor' ? amount : refundAmountFor(amount, record.appointment.startsAt, now);
    const stored = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const row = await lockAppointment(tx, record.appointment.id);
      if (!row || row.status !== 'scheduled')
        throw new Conflict(`${APPOINTMENT_MESSAGES.onlyScheduledCancel} (this one is ${row?.status ?? 'gone'})`);
      await updateAppointment(tx, row.id, {
        status: 'canceled',
        canceledAt: now,
        canceledBy: by,
        refundedAmount: refundAmount,
        updatedAt: now,
      });
      await releaseAppointmentSlot(tx, row.id, now);
      return this.deps.events.storeCancelled(tx, record, by, refundAmount);
    });
    this.deps.changes.publish({ kind: 'reservation', doctorId: record.doctor.id, startsAt: record.appointment.startsAt });
    this.deps.changes.publish({ kind: 'appointment', appointmentId: record.appointment.id });
    if (refundAmount > 0 && record.appointment.checkoutSessionId) {
      const session = await findCheckoutSession(db, record.appointment.checkoutSessionId);
      const refundedAt = session
        ? await this.deps.checkout.refund(
            session,
            refundAmount,
            by === 'patient' ? 'patient_cancel' : 'doctor_cancel',
            record.appointment.id,
          )
        : null;
      if (refundedAt) await updateAppointment(db, record.appointment.id, { refundedAt });
    }
    const updated = (await findAppointmentVisibleTo(
      db,
      record.appointment.id,
      by === 'patient' ? record.patientUser.id : record.doctorUser.id,
    ))!;
    this.deps.events.announceCancelled(updated, by, stored);
    return updated;
  }
}
