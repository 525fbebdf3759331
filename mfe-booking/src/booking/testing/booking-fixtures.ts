// Test fixtures of the booking screens, in the style of testing/factories.ts.
import type { Appointment, DateAvailability, PatientProfile, PaymentConfirmation, SlotTime } from '@telehealth/shared-api';
import { WEEK_DAYS } from '@telehealth/shared-api';

/** UTC offset of America/New_York in November (EST), in hours. */
const NEW_YORK_OFFSET_HOURS = -5;

function startsAt(date: string, time: string, offsetHours: number): string {
  const [clock, suffix] = time.split(' ');
  const [h, m] = clock!.split(':').map(Number);
  const hours24 = (h! % 12) + (suffix === 'PM' ? 12 : 0);
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hours24 - offsetHours, m!)).toISOString();
}

/** A doctor's slots on one New York day, as `GET /doctor/available-slots-for-doctor/{id}` answers them. */
export function daySlots(date: string, times: SlotTime[], timeZone = 'America/New_York'): DateAvailability {
  const offset = timeZone === 'America/New_York' ? NEW_YORK_OFFSET_HOURS : 0;
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay();
  return {
    date,
    day: WEEK_DAYS[(weekday + 6) % 7]!,
    timeZone,
    times: times.map((slot) => ({ ...slot, startsAt: startsAt(date, slot.time, offset) })),
  };
}

export function patientProfile(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
    _id: 'patient-1',
    user_id: { _id: 'user-1', name: 'Alex Morgan', email: 'patient@example.com' },
    date_of_birth: '1990-04-12',
    gender: 'Female',
    blood_group: 'O+',
    address: '',
    About: '',
    emergency_contact: '',
    profileImage: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: 'appointment-1',
    doctorId: {
      _id: 'd1',
      user_id: { _id: 'user-d1', name: 'Sarah Chen' },
      specialization: 'Cardiology',
      profileImage: null,
      experience: 12,
      timeZone: 'America/New_York',
    },
    patientId: { _id: 'patient-1', user_id: { _id: 'user-1', name: 'Alex Morgan' }, profileImage: null },
    appointmentDate: '2026-11-11',
    timeSlot: '09:00 AM',
    startsAt: '2026-11-11T14:00:00.000Z',
    status: 'scheduled',
    consultationType: 'Video Consultation',
    reason: 'Chest pain',
    roomId: 'room-1',
    payment: { provider: 'sandbox', sessionId: 'cs_1', amount: 750, currency: 'usd', refundedAmount: 0, refundedAt: null },
    canceledAt: null,
    canceledBy: null,
    review: null,
    createdAt: '2026-11-10T10:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
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

/** The JSON bodies `fetch` was called with for one API path (the fake API records no bodies). */
export function sentBodies(path: string): unknown[] {
  return jest
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
