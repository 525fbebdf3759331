import {
  SOCKET_EVENTS,
  type AppointmentCancelledEvent,
  type AppointmentCreatedEvent,
  type AppointmentStatus,
  type AppointmentUpdatedEvent,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import type { NotificationService } from '../notifications/notification-service';
import type { Realtime } from '../realtime/realtime';
import type { AppointmentRecord } from './appointment-repository';

/** 'Nov 25, 2026' of a yyyy-MM-dd calendar date (US English, spec §9). */
export function displayDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC', locale: 'en-US' }).toFormat('LLL d, yyyy');
}

/** Stored notification texts of the appointment lifecycle (spec §7 "Real-time channel"). */
export const appointmentMessages = {
  createdForDoctor: (patientName: string, date: string, time: string) =>
    `New appointment: ${patientName} on ${displayDate(date)} at ${time}`,
  createdForPatient: (doctorName: string, date: string, time: string) =>
    `Appointment booked with Dr. ${doctorName} on ${displayDate(date)} at ${time}`,
  cancelledByPatient: (patientName: string, date: string, time: string) =>
    `Appointment canceled: ${patientName} canceled the appointment on ${displayDate(date)} at ${time}`,
  cancelledByDoctor: (doctorName: string, date: string, time: string, refund: string) =>
    `Dr. ${doctorName} canceled your appointment on ${displayDate(date)} at ${time}. ${refund}`,
  updated: (doctorName: string, date: string, time: string, status: AppointmentStatus) =>
    `Dr. ${doctorName} marked your appointment on ${displayDate(date)} at ${time} as ${status}`,
  slotTakenRefund: (doctorName: string, date: string, time: string) =>
    `Your payment for the appointment with Dr. ${doctorName} on ${displayDate(date)} at ${time} was refunded because the time slot was taken by another patient.`,
  slotPassedRefund: (doctorName: string, date: string, time: string) =>
    `Your payment for the appointment with Dr. ${doctorName} on ${displayDate(date)} at ${time} was refunded because the time slot has already passed.`,
} as const;

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
 * stored notification (which also reaches open sockets). Informative: the change itself is
 * already committed, so a failure here is logged, not thrown.
 */
export class AppointmentEvents {
  constructor(private readonly deps: { notifications: NotificationService; realtime: Realtime; log: FastifyBaseLogger }) {}

  async created(record: AppointmentRecord): Promise<void> {
    const { appointment, doctorUser, patientUser } = record;
    const payload: AppointmentCreatedEvent = partiesOf(record);
    // One attempt per party: the doctor's failing must not drop the patient's unlogged.
    await this.safely('created', appointment.id, async () => {
      this.deps.realtime.emitToUser(doctorUser.id, SOCKET_EVENTS.appointmentCreated, payload);
      await this.deps.notifications.notify(
        doctorUser.id,
        appointmentMessages.createdForDoctor(patientUser.name, payload.date, payload.time),
        'appointment',
      );
    });
    await this.safely('created', appointment.id, () =>
      this.deps.notifications.notify(
        patientUser.id,
        appointmentMessages.createdForPatient(doctorUser.name, payload.date, payload.time),
        'appointment',
      ),
    );
  }

  async cancelled(record: AppointmentRecord, canceledBy: 'patient' | 'doctor', refundedAmount: number): Promise<void> {
    const { appointment, doctorUser, patientUser } = record;
    const payload: AppointmentCancelledEvent = { ...partiesOf(record), canceledBy };
    await this.safely('cancelled', appointment.id, async () => {
      const other = canceledBy === 'patient' ? doctorUser.id : patientUser.id;
      this.deps.realtime.emitToUser(other, SOCKET_EVENTS.appointmentCancelled, payload);
      const message =
        canceledBy === 'patient'
          ? appointmentMessages.cancelledByPatient(patientUser.name, payload.date, payload.time)
          : appointmentMessages.cancelledByDoctor(
              doctorUser.name,
              payload.date,
              payload.time,
              refundedAmount > 0 ? 'Your payment is refunded in full.' : '',
            );
      await this.deps.notifications.notify(other, message.trim(), 'appointment');
    });
  }

  async updated(record: AppointmentRecord, status: AppointmentStatus): Promise<void> {
    const { appointment, doctorUser, patientUser } = record;
    const payload: AppointmentUpdatedEvent = {
      appointmentId: appointment.id,
      status,
      date: appointment.appointmentDate,
      time: appointment.timeSlot,
    };
    await this.safely('updated', appointment.id, async () => {
      this.deps.realtime.emitToUser(patientUser.id, SOCKET_EVENTS.appointmentUpdated, payload);
      await this.deps.notifications.notify(
        patientUser.id,
        appointmentMessages.updated(doctorUser.name, payload.date, payload.time, status),
        'appointment',
      );
    });
  }

  /** A stored notification only (e.g. an automatic refund). */
  async tell(userId: string, message: string): Promise<void> {
    await this.safely('notice', userId, () => this.deps.notifications.notify(userId, message, 'appointment'));
  }

  private async safely(what: string, id: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.deps.log.error({ err: error, id }, `could not send the appointment ${what} notification`);
    }
  }
}
