/**
 * Appointments as the server answers them (shared-api Appointment), for the appointment list
 * and dashboard widget tests. Times are built in the test process's own time zone, and the
 * doctor's zone is that zone unless a test says otherwise, so the booked slot reads as local.
 */
import type { Appointment, Notification, PatientProfile } from '@telehealth/shared-api';
import { format } from 'date-fns';

let sequence = 0;

export const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
export const PATIENT_PROFILE_ID = 'patient-1';
export const DOCTOR_PROFILE_ID = 'doctor-1';

export interface AppointmentOptions extends Partial<Appointment> {
  /** Start instant; `appointmentDate`, `timeSlot` and `startsAt` follow from it. */
  start?: Date;
  doctorName?: string;
  patientName?: string;
  patientProfileId?: string;
  doctorTimeZone?: string;
}

/** A local date-time: at(2026, 11, 21, 10, 30) is 21 Nov 2026 10:30 here. */
export function at(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date {
  return new Date(year, month - 1, day, hours, minutes, seconds);
}

export function minutesFrom(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function appointmentFactory(options: AppointmentOptions = {}): Appointment {
  sequence += 1;
  const { start = at(2026, 11, 25, 10, 30), doctorName = 'Sarah Chen', patientName = 'Alex Morgan', patientProfileId = PATIENT_PROFILE_ID, doctorTimeZone = LOCAL_ZONE, ...overrides } = options;
  return {
    _id: `appointment-${sequence}`,
    doctorId: {
      _id: DOCTOR_PROFILE_ID,
      user_id: { _id: 'user-doctor', name: doctorName },
      specialization: 'Cardiology',
      profileImage: null,
      experience: 12,
      timeZone: doctorTimeZone,
    },
    patientId: { _id: patientProfileId, user_id: { _id: `user-${patientProfileId}`, name: patientName }, profileImage: null },
    appointmentDate: format(start, 'yyyy-MM-dd'),
    timeSlot: format(start, 'hh:mm a'),
    startsAt: start.toISOString(),
    status: 'scheduled',
    consultationType: 'Video Consultation',
    reason: 'Chest pain when climbing stairs',
    roomId: `room-${sequence}`,
    payment: { provider: 'sandbox', sessionId: `cs_${sequence}`, amount: 750, currency: 'usd', refundedAmount: 0, refundedAt: null },
    canceledAt: null,
    canceledBy: null,
    review: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A doctor's mixed list seen at 21 Nov 2026 12:00: 7 appointments, 2 upcoming, 4 patients,
 * 3 completed and 1 canceled (completion rate 75%), one scheduled whose time has passed.
 */
export function doctorStatsMix(): Appointment[] {
  return [
    appointmentFactory({ start: at(2026, 11, 25, 10, 0), patientProfileId: 'p1' }),
    appointmentFactory({ start: at(2026, 11, 21, 15, 0), patientProfileId: 'p2' }),
    appointmentFactory({ start: at(2026, 11, 20, 10, 0), patientProfileId: 'p1', status: 'completed' }),
    appointmentFactory({ start: at(2026, 11, 19, 10, 0), patientProfileId: 'p3', status: 'completed' }),
    appointmentFactory({ start: at(2026, 11, 18, 10, 0), patientProfileId: 'p3', status: 'completed' }),
    appointmentFactory({ start: at(2026, 11, 26, 10, 0), patientProfileId: 'p4', status: 'canceled' }),
    // Scheduled but its time has passed: not upcoming, no outcome yet.
    appointmentFactory({ start: at(2026, 11, 21, 9, 0), patientProfileId: 'p2' }),
  ];
}

export function patientProfileFactory(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
    _id: PATIENT_PROFILE_ID,
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

export function notificationFactory(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `n-${sequence}`,
    userId: 'user-1',
    message: `Notification ${sequence}`,
    type: 'appointment',
    isRead: false,
    createdAt: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

const NOT_FAKED_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Fixes the clock (`new Date()`) at `now`; timers stay real so the UI runs as usual. */
export function fixNow(now: Date): void {
  jest.useFakeTimers({ now, doNotFake: [...NOT_FAKED_TIMERS] });
}
