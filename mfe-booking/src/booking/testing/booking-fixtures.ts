// Test fixtures of the booking screens, in the style of the kit's factories (@telehealth/shared-ui/testing).
import type { Appointment, DateAvailability, PaymentConfirmation, SlotTime } from '@telehealth/shared-api';
import { WEEK_DAYS } from '@telehealth/shared-api';
import { makeAppointment, makePatientProfile } from '@telehealth/shared-ui/testing';

/** UTC offset of America/New_York in November (EST), in hours. */
const NEW_YORK_OFFSET_HOURS = -5;
/** November offsets, in hours, of the zones the fixtures know; any other reads as UTC. */
const OFFSET_HOURS: Record<string, number> = { 'America/New_York': NEW_YORK_OFFSET_HOURS, 'Asia/Kolkata': 5.5 };

function startsAt(date: string, time: string, offsetHours: number): string {
  const [clock, suffix] = time.split(' ');
  const [h, m] = clock!.split(':').map(Number);
  const hours24 = (h! % 12) + (suffix === 'PM' ? 12 : 0);
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hours24, m! - offsetHours * 60)).toISOString();
}

/** A doctor's slots on one day of theirs (New York unless told), as `GET /doctor/available-slots-for-doctor/{id}` answers them. */
export function daySlots(date: string, times: SlotTime[], timeZone = 'America/New_York'): DateAvailability {
  const offset = OFFSET_HOURS[timeZone] ?? 0;
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return {
    date,
    day: WEEK_DAYS[(weekday + 6) % 7]!,
    timeZone,
    times: times.map((slot) => ({ ...slot, startsAt: startsAt(date, slot.time, offset) })),
  };
}

/** The signed-in patient's profile (the appointment tests' one). */
export const patientProfile = makePatientProfile;

/** The appointment a paid session booked: Dr. Sarah Chen, 11 Nov 2026, 09:00 AM in New York. */
export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  const base = makeAppointment({ reason: 'Chest pain', doctorTimeZone: 'America/New_York' });
  return {
    ...base,
    _id: 'appointment-1',
    doctorId: { ...base.doctorId, _id: 'd1', user_id: { _id: 'user-d1', name: 'Sarah Chen' } },
    appointmentDate: '2026-11-11',
    timeSlot: '09:00 AM',
    startsAt: startsAt('2026-11-11', '09:00 AM', NEW_YORK_OFFSET_HOURS),
    ...overrides,
  };
}

export function confirmation(overrides: Partial<PaymentConfirmation> = {}): PaymentConfirmation {
  return {
    status: 'confirmed',
    metadata: { doctorId: 'd1', date: '2026-11-11', time: '09:00 AM', consultationType: 'Video Consultation', reason: 'Chest pain' },
    appointment: appointment(),
    ...overrides,
  };
}

/** The JSON bodies `fetch` was called with for one API path. */
export function sentBodies(path: string): unknown[] {
  return jest
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
