import {
  consultationPath,
  reschedulePath,
  SEE_NOW_MESSAGES,
  SOCKET_EVENTS,
  type AppointmentCreatedEvent,
  type AppointmentRescheduledEvent,
  type AppointmentUpdatedEvent,
} from '@telehealth/shared-api/core';
import type { EventStream } from '../events';
import type { NotificationService } from '../notifications';
import type { Realtime } from '../realtime/realtime';
import { appointmentMessages, type SlotTime } from './appointment-messages';
import { findAppointmentRecord, type AppointmentRecord } from './appointment-repository';

/** The slot of an appointment record. */
function slotOf({ appointment, doctor }: AppointmentRecord): SlotTime {
  return { date: appointment.appointmentDate, time: appointment.timeSlot, timeZone: doctor.timeZone };
}

/** The appointment and the names of its parties, as the created and cancelled socket events carry them. */
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
 * Tells the parties of an appointment what happened to it, as a subscriber of the appointment
 * events: the stored notification is written in the event's delivery (so each change tells
 * once, whatever crashes), and after that commits come the socket event of spec §7 and the
 * live push of the stored notification (a push a crash loses is fine: clients read stored
 * notifications when they reconnect).
 */
export function subscribeAppointmentNotices(events: EventStream, deps: { notifications: NotificationService; realtime: Realtime }): void {
  const { notifications, realtime } = deps;

  events.handle('appointment.booked', async (event, { tx, afterCommit }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { doctorUser, patientUser } = record;
    const slot = slotOf(record);
    // See a doctor now: the doctor is alerted to join at once (the browser rings on immediate-visit).
    const immediate = record.appointment.immediate;
    const link = immediate ? consultationPath(record.appointment.id) : null;
    const stored = await notifications.store(tx, [
      {
        userId: doctorUser.id,
        message: immediate
          ? SEE_NOW_MESSAGES.immediateForDoctor(patientUser.name)
          : appointmentMessages.createdForDoctor(patientUser.name, slot),
        type: 'appointment',
        link,
      },
      {
        userId: patientUser.id,
        message: immediate
          ? SEE_NOW_MESSAGES.immediateForPatient(doctorUser.name)
          : appointmentMessages.createdForPatient(doctorUser.name, slot),
        type: 'appointment',
        link,
      },
    ]);
    afterCommit(() => {
      realtime.emitToUser(doctorUser.id, SOCKET_EVENTS.appointmentCreated, partiesOf(record));
      if (immediate) {
        realtime.emitToUser(doctorUser.id, SOCKET_EVENTS.immediateVisit, {
          appointmentId: record.appointment.id,
          patientName: patientUser.name,
        });
      }
      notifications.push(stored);
    });
  });

  events.handle('appointment.cancelled', async (event, { tx, afterCommit }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { canceledBy, refundAmount, why } = event.data;
    const { doctorUser, patientUser } = record;
    const slot = slotOf(record);
    const told: Array<{ userId: string; message: string }> = [];
    if (why === 'doctor-no-show') {
      told.push(
        { userId: patientUser.id, message: appointmentMessages.doctorNoShowForPatient(doctorUser.name, slot) },
        { userId: doctorUser.id, message: appointmentMessages.doctorNoShowForDoctor(patientUser.name, slot) },
      );
    } else if (canceledBy === 'patient') {
      const message =
        why === 'doctor-late'
          ? appointmentMessages.cancelledByWaitingPatient(patientUser.name, slot)
          : appointmentMessages.cancelledByPatient(patientUser.name, slot);
      told.push({ userId: doctorUser.id, message });
    } else {
      const refund = refundAmount > 0 ? 'Your payment is refunded in full.' : '';
      const message = appointmentMessages.cancelledByDoctor(doctorUser.name, slot, refund, record.appointment.cancelReason);
      told.push({ userId: patientUser.id, message: message.trim() });
    }
    const stored = await notifications.store(
      tx,
      told.map(({ userId, message }) => ({ userId, message, type: 'appointment' as const })),
    );
    afterCommit(() => {
      for (const { userId } of told) realtime.emitToUser(userId, SOCKET_EVENTS.appointmentCancelled, { ...partiesOf(record), canceledBy });
      notifications.push(stored);
    });
  });

  events.handle('appointment.rescheduled', async (event, { tx, afterCommit }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { rescheduledBy, previousDate, previousTime } = event.data;
    const { appointment, doctor, doctorUser, patientUser } = record;
    // The slot as the event left it: a later move has its own event.
    const from = { date: previousDate, time: previousTime, timeZone: doctor.timeZone };
    const to = slotOf(record);
    const other = rescheduledBy === 'patient' ? doctorUser.id : patientUser.id;
    const message =
      rescheduledBy === 'patient'
        ? appointmentMessages.rescheduledByPatient(patientUser.name, from, to)
        : appointmentMessages.rescheduledByDoctor(doctorUser.name, from, to);
    const stored = await notifications.store(tx, [{ userId: other, message, type: 'appointment' }]);
    const payload: AppointmentRescheduledEvent = {
      appointmentId: appointment.id,
      date: appointment.appointmentDate,
      time: appointment.timeSlot,
      previousDate,
      previousTime,
      rescheduledBy,
    };
    afterCommit(() => {
      // Both parties' open lists follow the move (the one who moved it may have other tabs open).
      realtime.emitToUser(doctorUser.id, SOCKET_EVENTS.appointmentRescheduled, payload);
      realtime.emitToUser(patientUser.id, SOCKET_EVENTS.appointmentRescheduled, payload);
      notifications.push(stored);
    });
  });

  events.handle('appointment.reschedule_requested', async (event, { tx, afterCommit }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { appointment, doctorUser, patientUser } = record;
    const stored = await notifications.store(tx, [
      {
        userId: patientUser.id,
        message: appointmentMessages.rescheduleRequested(doctorUser.name, slotOf(record)),
        type: 'appointment',
        link: reschedulePath(appointment.id),
      },
    ]);
    const payload: AppointmentUpdatedEvent = {
      appointmentId: appointment.id,
      status: 'scheduled',
      date: appointment.appointmentDate,
      time: appointment.timeSlot,
    };
    afterCommit(() => {
      realtime.emitToUser(patientUser.id, SOCKET_EVENTS.appointmentUpdated, payload);
      notifications.push(stored);
    });
  });

  events.handle('appointment.no_show', async (event, { tx, afterCommit }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { appointment, doctorUser, patientUser } = record;
    const stored = await notifications.store(tx, [
      { userId: patientUser.id, message: appointmentMessages.patientNoShow(doctorUser.name, slotOf(record)), type: 'appointment' },
    ]);
    const payload: AppointmentUpdatedEvent = {
      appointmentId: appointment.id,
      status: 'no-show',
      date: appointment.appointmentDate,
      time: appointment.timeSlot,
    };
    afterCommit(() => {
      realtime.emitToUser(patientUser.id, SOCKET_EVENTS.appointmentUpdated, payload);
      realtime.emitToUser(doctorUser.id, SOCKET_EVENTS.appointmentUpdated, payload);
      notifications.push(stored);
    });
  });

  events.handle('appointment.completed', async (event, { tx, afterCommit }) => {
    const record = await findAppointmentRecord(tx, event.data.appointmentId);
    if (!record) return;
    const { appointment, doctorUser, patientUser } = record;
    const stored = await notifications.store(tx, [
      { userId: patientUser.id, message: appointmentMessages.updated(doctorUser.name, slotOf(record), 'completed'), type: 'appointment' },
    ]);
    const payload: AppointmentUpdatedEvent = {
      appointmentId: appointment.id,
      status: 'completed',
      date: appointment.appointmentDate,
      time: appointment.timeSlot,
    };
    afterCommit(() => {
      realtime.emitToUser(patientUser.id, SOCKET_EVENTS.appointmentUpdated, payload);
      notifications.push(stored);
    });
  });
}
