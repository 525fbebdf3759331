import {
  DOCTOR_LATE_FULL_REFUND_MINUTES,
  DOCTOR_NO_SHOW_MINUTES,
  NO_SHOW_MESSAGES,
  type AppointmentStatus,
} from '@telehealth/shared-api/core';
import { DateTime } from 'luxon';

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
  doctorNoShowForPatient: (doctorName: string, slot: SlotTime) =>
    `Dr. ${doctorName} did not join your video visit on ${slotWhen(slot)}, so it was canceled. Your payment is refunded in full.`,
  doctorNoShowForDoctor: (patientName: string, slot: SlotTime) =>
    `You did not join your video visit with ${patientName} on ${slotWhen(slot)} within ${DOCTOR_NO_SHOW_MINUTES} minutes, so it was canceled and the patient was refunded in full.`,
  cancelledByWaitingPatient: (patientName: string, slot: SlotTime) =>
    `Appointment canceled: ${patientName} canceled the video visit on ${slotWhen(slot)} after waiting ${DOCTOR_LATE_FULL_REFUND_MINUTES} minutes for you to join. The patient was refunded in full.`,
  cancelledByDoctor: (doctorName: string, slot: SlotTime, refund: string, reason?: string | null) =>
    `Dr. ${doctorName} canceled your appointment on ${slotWhen(slot)}.${reason ? ` Reason: ${reason}` : ''} ${refund}`,
  rescheduledByPatient: (patientName: string, from: SlotTime, to: SlotTime) =>
    `Appointment moved: ${patientName} moved the appointment on ${slotWhen(from)} to ${slotWhen(to)}`,
  rescheduledByDoctor: (doctorName: string, from: SlotTime, to: SlotTime) =>
    `Dr. ${doctorName} moved your appointment on ${slotWhen(from)} to ${slotWhen(to)}. Your payment stays as it is.`,
  rescheduleRequested: (doctorName: string, slot: SlotTime) =>
    `Dr. ${doctorName} asked you to pick a new time for your appointment on ${slotWhen(slot)}. Your payment stays as it is: choose Reschedule on the appointment.`,
  patientNoShow: (doctorName: string, slot: SlotTime) =>
    `You did not join your video visit with Dr. ${doctorName} on ${slotWhen(slot)}, so Dr. ${doctorName} marked it as missed. ${NO_SHOW_MESSAGES.noRefundForPatient} You can book a new visit at any time.`,
  updated: (doctorName: string, slot: SlotTime, status: AppointmentStatus) =>
    `Dr. ${doctorName} marked your appointment on ${slotWhen(slot)} as ${status}`,
  slotTakenRefund: (doctorName: string, slot: SlotTime) =>
    `Your payment for the appointment with Dr. ${doctorName} on ${slotWhen(slot)} was refunded because the time slot was taken by another patient.`,
  slotPassedRefund: (doctorName: string, slot: SlotTime) =>
    `Your payment for the appointment with Dr. ${doctorName} on ${slotWhen(slot)} was refunded because the time slot has already passed.`,
} as const;
