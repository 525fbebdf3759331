import {
  SOCKET_EVENTS,
  type AppointmentCancelledEvent,
  type AppointmentCreatedEvent,
  type AppointmentStatus,
  type AppointmentUpdatedEvent,
  type Notification,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { Db } from '../db/client';
import type { NotificationService } from '../notifications/notification-service';
import type { Realtime } from '../realtime/realtime';
import type { AppointmentRecord } from './appointment-repository';

/** 'Nov 25, 2026' of a yyyy-MM-dd calendar date (US English, spec §9). */
export function displayDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC', locale: 'en-US' }).toFormat('LLL d, yyyy');
}

/** A booked slot: its calendar day and time in the doctor's time zone (IANA). */
export interface SlotTime {
  date: string;
  time: string;
  timeZone: string;
}

/** 'Nov 25, 2026 at 10:00 AM (America/New York)': the zone named, as the patient may live in another. */
export function slotWhen({ date, time, timeZone }: SlotTime): string {
  return `${displayDate(date)} at ${time} (${timeZone.replace(/_/g, ' ')})`;
}

/** Stored notification texts of the appointment lifecycle (spec §7 "Real-time channel"). */
export const appointmentMessages = {
  createdForDoctor: (patientName: string, slot: SlotTime) => `New appointment: ${patientName} on ${slotWhen(slot)}`,
  createdForPatient: (doctorName: string, slot: SlotTime) => `Appointment booked with Dr. ${doctorName} on ${slotWhen(slot)}`,
  cancelledByPatient: (patientName: string, slot: SlotTime) =>
    `Appointment canceled: ${patientName} canceled the appointment on ${slotWhen(slot)}`,
  cancelledByDoctor: (doctorName: string, slot: SlotTime, refund: string) =>
    `Dr. ${doctorName} canceled your appointment on ${slotWhen(slot)}. ${refund}`,
  updated: (doctorName: string, slot: SlotTime, status: AppointmentStatus) =>
    `Dr. ${doctorName} marked your appointment on ${slotWhen(slot)} as ${status}`,
  slotTakenRefund: (doctorName: string, slot: SlotTime) =>
    `Your payment for the appointment with Dr. ${doctorName} on ${slotWhen(slot)} was refunded because the time slot was taken by another patient.`,
  slotPassedRefund: (doctorName: string, slot: SlotTime) =>
    `Your payment for the appointment with Dr. ${doctorName} on ${slotWhen(slot)} was refunded because the time slot has already passed.`,
} as const;

/** The slot of an appointment record. */
function slotOf({ appointment, doctor }: AppointmentRecord): SlotTime {
  return { date: appointment.appointmentDate, time: appointment.timeSlot, timeZone: doctor.timeZone };
}

/** The appointment and the names of its parties, as the created and cancelled events carry them. */
function partiesOf({ appointment, doctorUser, patientUser }: AppointmentRecord): AppointmentCreatedEvent {
  return {
    appointmentId: appointment.id,
    date: appointment.appointmentDate,
    time: appointment.timeSlot,
    doctorName: doctorUser.name,
    patientName: patientUser.name,
  };
}

/**
 * Tells the parties of an appointment what happened to it: the socket event of spec §7 and a
 * stored notification (which also reaches open sockets). Each change stores its notifications
 * in its own transaction (`store…`), so a crash after the commit cannot lose them, and pushes
 * them after the commit (`announce…`), where a failure is logged, not thrown.
 */
export class AppointmentEvents {
  constructor(private readonly deps: { notifications: NotificationService; realtime: Realtime; log: FastifyBaseLogger }) {}

  /**
   * Stores the new appointment's notifications (the doctor's, then the patient's) through `tx`,
   * inside the booking's transaction: a crash right after the commit cannot lose them. Hand the
   * answer to `announceCreated` after the commit.
   */
  storeCreated(tx: Db, record: AppointmentRecord): Promise<Notification[]> {
    const { doctorUser, patientUser } = record;
    const slot = slotOf(record);
    return this.deps.notifications.store(tx, [
      { userId: doctorUser.id, message: appointmentMessages.createdForDoctor(patientUser.name, slot), type: 'appointment' },
      { userId: patientUser.id, message: appointmentMessages.createdForPatient(doctorUser.name, slot), type: 'appointment' },
    ]);
  }

  /** After the booking commits: the socket event to the doctor, then the live push of the stored notifications. */
  announceCreated(record: AppointmentRecord, stored: readonly Notification[]): void {
    const payload: AppointmentCreatedEvent = partiesOf(record);
    try {
      this.deps.realtime.emitToUser(record.doctorUser.id, SOCKET_EVENTS.appointmentCreated, payload);
      this.deps.notifications.push(stored);
    } catch (error) {
      this.deps.log.error({ err: error, id: record.appointment.id }, 'could not push the appointment created notifications');
    }
  }

  /**
   * Stores the cancellation's notification for the other party through `tx`, inside the
   * cancellation's transaction (see storeCreated); `announceCancelled` pushes it after the commit.
   */
  storeCancelled(tx: Db, record: AppointmentRecord, canceledBy: 'patient' | 'doctor', refundedAmount: number): Promise<Notification[]> {
    const { doctorUser, patientUser } = record;
    const slot = slotOf(record);
    const message =
      canceledBy === 'patient'
        ? appointmentMessages.cancelledByPatient(patientUser.name, slot)
        : appointmentMessages.cancelledByDoctor(doctorUser.name, slot, refundedAmount > 0 ? 'Your payment is refunded in full.' : '');
    const other = canceledBy === 'patient' ? doctorUser.id : patientUser.id;
    return this.deps.notifications.store(tx, [{ userId: other, message: message.trim(), type: 'appointment' }]);
  }

  /** After the cancellation commits: the socket event to the other party, then the stored notification's push. */
  announceCancelled(record: AppointmentRecord, canceledBy: 'patient' | 'doctor', stored: readonly Notification[]): void {
    const payload: AppointmentCancelledEvent = { ...partiesOf(record), canceledBy };
    const other = canceledBy === 'patient' ? record.doctorUser.id : record.patientUser.id;
    this.announce('cancelled', record.appointment.id, () => {
      this.deps.realtime.emitToUser(other, SOCKET_EVENTS.appointmentCancelled, payload);
      this.deps.notifications.push(stored);
    });
  }

  /** Stores the patient's notification of a status change through `tx`, inside the change's transaction. */
  storeUpdated(tx: Db, record: AppointmentRecord, status: AppointmentStatus): Promise<Notification[]> {
    const { doctorUser, patientUser } = record;
    return this.deps.notifications.store(tx, [
      { userId: patientUser.id, message: appointmentMessages.updated(doctorUser.name, slotOf(record), status), type: 'appointment' },
    ]);
  }

  /** After the change commits: the socket event to the patient, then the stored notification's push. */
  announceUpdated(record: AppointmentRecord, status: AppointmentStatus, stored: readonly Notification[]): void {
    const { appointment, patientUser } = record;
    const payload: AppointmentUpdatedEvent = {
      appointmentId: appointment.id,
      status,
      date: appointment.appointmentDate,
      time: appointment.timeSlot,
    };
    this.announce('updated', appointment.id, () => {
      this.deps.realtime.emitToUser(patientUser.id, SOCKET_EVENTS.appointmentUpdated, payload);
      this.deps.notifications.push(stored);
    });
  }

  /**
   * Stores the patient's notice that their payment was refunded because the slot was lost
   * (taken by another patient, or passed) through `tx`, inside the transaction that records
   * the refund: a refund on record always has its notice. `announceRefund` pushes it after the commit.
   */
  storeSlotLostRefund(
    tx: Db,
    refund: { patientUserId: string; doctorName: string; slot: SlotTime; reason: 'taken' | 'passed' },
  ): Promise<Notification[]> {
    const text = refund.reason === 'taken' ? appointmentMessages.slotTakenRefund : appointmentMessages.slotPassedRefund;
    return this.deps.notifications.store(tx, [
      { userId: refund.patientUserId, message: text(refund.doctorName, refund.slot), type: 'appointment' },
    ]);
  }

  /** After the refund's record commits: the stored notice's push. */
  announceRefund(checkoutSessionId: string, stored: readonly Notification[]): void {
    this.announce('refund', checkoutSessionId, () => this.deps.notifications.push(stored));
  }

  private announce(what: string, id: string, work: () => void): void {
    try {
      work();
    } catch (error) {
      this.deps.log.error({ err: error, id }, `could not push the appointment ${what} notifications`);
    }
  }
}
