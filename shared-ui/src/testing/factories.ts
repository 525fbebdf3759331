/**
 * Factories of what the server answers (users, doctors, patients, appointments, reviews,
 * notifications) and of a signed-in session. Each takes overrides; a test states the fields it
 * asserts on. Times of appointments are built in the test process's own time zone.
 */
import type {
  ApiUser,
  Appointment,
  DayAvailability,
  Doctor,
  DoctorPatient,
  DoctorReviews,
  DoctorSearchResult,
  DoctorSummary,
  Notification,
  PatientProfile,
  Review,
  User,
} from '@telehealth/shared-api';
import { TIME_SLOTS, TOKEN_STORAGE_KEY, WEEK_DAYS, useAuthStore } from '@telehealth/shared-api';
import { useToastStore } from '../toast/toast-store';
import { fail } from './fake-api';

let sequence = 0;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'yyyy-MM-dd' of a local time (the appointment's calendar day). */
function localDay(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** 'hh:mm AM' of a local time, the spec's slot notation. */
function localSlot(at: Date): string {
  const hours = at.getHours();
  return `${pad(hours % 12 || 12)}:${pad(at.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

// ---- users and the session

/** The token `signInAs` stores. */
export const SIGNED_IN_TOKEN = 'token-1';

/** A user as the server sends it. */
export function makeApiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    _id: 'user-1',
    name: 'Jane Doe',
    email: 'jane@example.com',
    role: 'patient',
    profileImage: null,
    phoneNumber: '+14155552671',
    emailVerified: true,
    ...overrides,
  };
}

/**
 * Puts a signed-in user (and the stored token `SIGNED_IN_TOKEN`) in the one auth store, without
 * a network call. Default name by role: patient 'Alex Morgan', doctor 'Sarah Chen'.
 */
export function signInAs(overrides: Partial<User> = {}): User {
  const role = overrides.role ?? 'patient';
  const user: User = {
    id: 'user-1',
    name: role === 'doctor' ? 'Sarah Chen' : 'Alex Morgan',
    email: `${role}@example.com`,
    role,
    profileImage: null,
    phoneNumber: null,
    emailVerified: true,
    ...overrides,
  };
  localStorage.setItem(TOKEN_STORAGE_KEY, SIGNED_IN_TOKEN);
  useAuthStore.setState({ user, token: SIGNED_IN_TOKEN, status: 'authenticated' });
  return user;
}

/** Clears the session, the stored token and any toasts a test left behind. */
export function signOut(): void {
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, status: 'anonymous' });
  useToastStore.getState().clear();
}

/** Messages in the one toast queue. */
export function toastMessages(): string[] {
  return useToastStore.getState().toasts.map((t) => t.message);
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `n-${sequence}`,
    userId: 'user-1',
    message: `Notification ${sequence}`,
    type: 'appointment',
    isRead: false,
    createdAt: new Date(2026, 10, 21, 15, 5).toISOString(),
    ...overrides,
  };
}

// ---- doctors

/** A doctor as the search lists them (a new id and name each call). */
export function makeDoctorSummary(overrides: Partial<DoctorSummary> = {}): DoctorSummary {
  sequence += 1;
  const name = overrides.name ?? `Sarah Chen ${sequence}`;
  return {
    _id: `doctor-${sequence}`,
    user_id: { _id: `user-d${sequence}`, name, email: `doctor${sequence}@example.com` },
    name,
    specialization: 'Cardiology',
    profileImage: null,
    experience: 12,
    languages: ['English', 'Spanish'],
    fees: 750,
    currency: 'USD',
    qualification: 'MD, FACC',
    about: 'Cardiologist focused on prevention.',
    status: 'active',
    timeZone: 'America/New_York',
    rating: 4.8,
    reviewCount: 23,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** Every day Monday to Sunday with all 18 slots available (what the server answers by default). */
export function allAvailableWeek(): DayAvailability[] {
  return WEEK_DAYS.map((day) => ({ day, times: TIME_SLOTS.map((time) => ({ time, status: 'available' as const })) }));
}

/** A doctor profile as `GET /doctor/profile` and `GET /doctor/{id}` answer it. */
export function makeDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: 'doctor-1',
    user_id: { _id: 'user-1', name: 'Sarah Chen', email: 'sarah@example.com' },
    name: 'Sarah Chen',
    specialization: 'Cardiology',
    profileImage: null,
    experience: 12,
    languages: ['English'],
    fees: 500,
    currency: 'USD',
    qualification: 'MBBS, MD (Cardiology)',
    about: 'Cardiologist with a focus on preventive care.',
    status: 'active',
    timeZone: 'Asia/Kolkata',
    rating: null,
    reviewCount: 0,
    available_time_slots: allAvailableWeek(),
    availabilityRevision: 0,
    bookingNoticeMinutes: 60,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSearchResult(doctors: DoctorSummary[], overrides: Partial<DoctorSearchResult> = {}): DoctorSearchResult {
  return { doctors, total: doctors.length, page: 1, limit: 12, currency: 'USD', ...overrides };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  return {
    _id: `review-${sequence}`,
    rating: 5,
    comment: 'Very thorough.',
    patientName: 'Jane Doe',
    createdAt: '2026-10-02T15:00:00.000Z',
    ...overrides,
  };
}

/** A doctor's reviews with the rating their average gives. */
export function makeReviews(list: Review[], overrides: Partial<DoctorReviews> = {}): DoctorReviews {
  const rating = list.length ? Math.round((list.reduce((t, r) => t + r.rating, 0) / list.length) * 10) / 10 : null;
  return { reviews: list, rating, reviewCount: list.length, ...overrides };
}

/** `GET /doctor/profile` of a user who has not made one yet. */
export const NO_DOCTOR_PROFILE = fail(404, 'Doctor profile not found');

// ---- patients

export const PATIENT_PROFILE_ID = 'patient-1';
export const DOCTOR_PROFILE_ID = 'doctor-1';

/** A patient profile as `GET /patient/profile` answers it. */
export function makePatientProfile(overrides: Partial<PatientProfile> = {}): PatientProfile {
  return {
    _id: PATIENT_PROFILE_ID,
    user_id: { _id: 'user-1', name: 'Jane Doe', email: 'jane@example.com' },
    date_of_birth: '1990-04-12',
    gender: 'Female',
    blood_group: 'O+',
    address: '12 Harbour Street, Springfield',
    About: 'Allergic to penicillin.',
    emergency_contact: 'John Doe, 555-0101',
    profileImage: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** `GET /patient/profile` of a user who has not made one yet. */
export const NO_PATIENT_PROFILE = fail(404, 'Patient profile not found');

/** A patient as `GET /doctor/{id}/patients` lists them. */
export function makeDoctorPatient(name: string, id: string): DoctorPatient {
  return {
    _id: `patient-${id}`,
    user_id: { _id: `user-${id}`, name, email: `${id}@example.com` },
    date_of_birth: '1985-02-01',
    gender: 'Male',
    profileImage: null,
  };
}

// ---- appointments and the clock

export const LOCAL_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A local date-time: at(2026, 11, 21, 10, 30) is 21 Nov 2026 10:30 here. */
export function at(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date {
  return new Date(year, month - 1, day, hours, minutes, seconds);
}

export function minutesFrom(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export interface AppointmentOptions extends Partial<Appointment> {
  /** Start instant; `appointmentDate`, `timeSlot` and `startsAt` follow from it. */
  start?: Date;
  doctorName?: string;
  patientName?: string;
  patientProfileId?: string;
  /** The doctor's zone; the test process's own zone unless given, so the slot reads as local. */
  doctorTimeZone?: string;
}

/** An appointment as the server answers it (shared-api Appointment). */
export function makeAppointment(options: AppointmentOptions = {}): Appointment {
  sequence += 1;
  const {
    start = at(2026, 11, 25, 10, 30),
    doctorName = 'Sarah Chen',
    patientName = 'Alex Morgan',
    patientProfileId = PATIENT_PROFILE_ID,
    doctorTimeZone = LOCAL_ZONE,
    ...overrides
  } = options;
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
    appointmentDate: localDay(start),
    timeSlot: localSlot(start),
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
    makeAppointment({ start: at(2026, 11, 25, 10, 0), patientProfileId: 'p1' }),
    makeAppointment({ start: at(2026, 11, 21, 15, 0), patientProfileId: 'p2' }),
    makeAppointment({ start: at(2026, 11, 20, 10, 0), patientProfileId: 'p1', status: 'completed' }),
    makeAppointment({ start: at(2026, 11, 19, 10, 0), patientProfileId: 'p3', status: 'completed' }),
    makeAppointment({ start: at(2026, 11, 18, 10, 0), patientProfileId: 'p3', status: 'completed' }),
    makeAppointment({ start: at(2026, 11, 26, 10, 0), patientProfileId: 'p4', status: 'canceled' }),
    // Scheduled but its time has passed: not upcoming, no outcome yet.
    makeAppointment({ start: at(2026, 11, 21, 9, 0), patientProfileId: 'p2' }),
  ];
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
