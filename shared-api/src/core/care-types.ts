/**
 * Wire types of spec §3 / §7 "Doctors" and "Patients". Field names are the spec's wire
 * contract (`user_id`, `available_time_slots`, `About`); keep them at the edge.
 */
import type { BloodGroup, Gender } from './types';
import { TIME_SLOTS, WEEK_DAYS } from './constants';

export type WeekDay = (typeof WEEK_DAYS)[number];
export type SlotStatus = 'available' | 'booked';
export type DoctorStatus = 'active' | 'inactive';

/** The populated owner of a profile. */
export interface ProfileOwner {
  _id: string;
  name: string;
  email: string;
}

export interface SlotTime {
  /** One of TIME_SLOTS, e.g. '09:30 AM'. */
  time: string;
  status: SlotStatus;
}

/** One weekday of a doctor's weekly availability (in the doctor's time zone). */
export interface DayAvailability {
  day: WeekDay;
  times: SlotTime[];
}

/** Doctor as listed by search and "similar doctors" (no weekly slots). */
export interface DoctorSummary {
  _id: string;
  user_id: ProfileOwner;
  name: string;
  specialization: string;
  profileImage: string | null;
  experience: number;
  languages: string[];
  /** Consultation fee; null when the doctor set none (DEFAULT_DOCTOR_FEE applies). */
  fees: number | null;
  /** ISO 4217 code of `fees` (the server's CURRENCY), e.g. 'USD'. */
  currency: string;
  qualification: string;
  about: string;
  status: DoctorStatus;
  /** IANA time zone of the doctor's weekly slots, e.g. 'America/New_York'. */
  timeZone: string;
  /** Average of stored reviews (1–5, one decimal), or null when there are none ("New"). */
  rating: number | null;
  reviewCount: number;
  /** Whether the doctor switched "Available now" on (an immediate visit can be booked). */
  availableNow?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Doctor profile (`GET /doctor/profile/{id}`, `GET /doctor/profile`). */
export interface Doctor extends DoctorSummary {
  available_time_slots: DayAvailability[];
  /**
   * Revision of `available_time_slots`, raised by every save of the week. Send it back with
   * `PATCH /doctor/time-slots/{id}` so a save over a newer week is refused (409).
   */
  availabilityRevision: number;
  /** Minimum booking notice in minutes: slots starting sooner are not offered (`PATCH /doctor/booking-notice/{id}`). */
  bookingNoticeMinutes: number;
}

export type DoctorSort = 'rating' | 'experience' | 'fee';

/** The doctor profile form's fields (doctorProfileSchema): what the client sends and the server stores. */
export interface DoctorProfileInput {
  specialization: string;
  fees: number;
  qualification: string;
  experience: number;
  about: string;
  languages: string[];
  /** IANA zone of the weekly slots; the browser's when the form does not say. */
  timeZone?: string;
}

/** Query of `GET /doctor/all-doctors`. All optional. */
export interface DoctorSearchQuery {
  specialization?: string;
  name?: string;
  /** Minimum years of experience. */
  experience?: number;
  minRating?: number;
  minFee?: number;
  maxFee?: number;
  /** yyyy-MM-dd: only doctors with a free slot that day. */
  date?: string;
  /** Only doctors who switched "Available now" on (an immediate visit can be booked). */
  availableNow?: boolean;
  sort?: DoctorSort;
  page?: number;
  limit?: number;
}

/** `data` of `GET /doctor/all-doctors`. */
export interface DoctorSearchResult {
  doctors: DoctorSummary[];
  /** ISO 4217 code of every fee (the server's CURRENCY), also for the fee filter. */
  currency: string;
  /**
   * Number of matching doctors, exact up to DOCTOR_SEARCH_TOTAL_CAP (1,000); when more match,
   * `total` is the cap and `totalCapped` is true (show "1,000+"): counting stops there so that
   * a broad search costs the same with 1,000 or 100,000 doctors.
   */
  total: number;
  /** True when more doctors match than `total` (absent from older servers: treat as false). */
  totalCapped?: boolean;
  page: number;
  limit: number;
}

/** One element of `GET /doctor/available-slots-for-doctor/{id}?date=` (the array has one). */
export interface DateAvailability {
  /** yyyy-MM-dd in the doctor's time zone. */
  date: string;
  day: WeekDay;
  timeZone: string;
  times: Array<SlotTime & { /** Exact start instant, ISO 8601 UTC. */ startsAt: string }>;
  /**
   * Slots starting at or before this instant (ISO 8601 UTC: now plus the doctor's minimum
   * booking notice) are past or too soon: screens leave them out rather than show them taken.
   */
  bookableAfter?: string;
}

export interface Review {
  _id: string;
  rating: number;
  comment: string;
  patientName: string;
  createdAt: string;
}

/** `data` of `GET /doctor/{id}/reviews`. */
export interface DoctorReviews {
  reviews: Review[];
  rating: number | null;
  reviewCount: number;
}

/** Patient profile (`GET /patient/profile`). */
export interface PatientProfile {
  _id: string;
  user_id: ProfileOwner;
  /** yyyy-MM-dd */
  date_of_birth: string;
  gender: Gender;
  blood_group: BloodGroup;
  address: string;
  About: string;
  emergency_contact: string;
  profileImage: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A patient as listed for their doctor (`GET /doctor/{id}/patients`). */
export interface DoctorPatient {
  _id: string;
  user_id: ProfileOwner;
  date_of_birth: string | null;
  gender: Gender | null;
  profileImage: string | null;
}

/** Spec §4: a doctor without stored slots gets every day with all 18 slots available. */
export function defaultWeeklyAvailability(): DayAvailability[] {
  return WEEK_DAYS.map((day) => ({ day, times: TIME_SLOTS.map((time) => ({ time, status: 'available' as const })) }));
}
