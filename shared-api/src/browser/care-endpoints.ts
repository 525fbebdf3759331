import type {
  DateAvailability,
  DayAvailability,
  Doctor,
  DoctorPatient,
  DoctorProfileInput,
  DoctorReviews,
  DoctorSearchQuery,
  DoctorSearchResult,
  DoctorStatus,
  DoctorSummary,
  PatientProfile,
} from '../core/care-types';
import type { TimeOff, TimeOffConflict } from '../core/time-off-types';
import type { ApiEnvelope } from '../core/types';
import { apiRequest } from './api-client';
import { uploadForm } from './upload';
import type { UploadOptions } from './upload';

/** Fields of the patient profile form. */
export interface PatientProfileInput {
  date_of_birth: string;
  gender: string;
  blood_group: string;
  address?: string;
  About?: string;
  emergency_contact?: string;
}

const id = (value: string) => encodeURIComponent(value);

function toForm(fields: Record<string, unknown>, image?: File | Blob | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => form.append(key, String(item)));
    else form.append(key, String(value));
  }
  if (image) form.append('profileImage', image);
  return form;
}

/** Calls of spec §7 "Doctors". Each answers the envelope's `data`. */
export const doctorsApi = {
  search: async (query: DoctorSearchQuery = {}, signal?: AbortSignal): Promise<DoctorSearchResult> =>
    (await apiRequest<ApiEnvelope<DoctorSearchResult>>('/doctor/all-doctors', { query: { ...query }, signal })).data,
  byId: async (doctorId: string, signal?: AbortSignal): Promise<Doctor> =>
    (await apiRequest<ApiEnvelope<Doctor>>(`/doctor/profile/${id(doctorId)}`, { signal })).data,
  /** The signed-in doctor's own profile. */
  mine: async (signal?: AbortSignal): Promise<Doctor> => (await apiRequest<ApiEnvelope<Doctor>>('/doctor/profile', { signal })).data,
  bySpecialization: async (specialization: string, signal?: AbortSignal): Promise<DoctorSummary[]> => {
    const data = (
      await apiRequest<ApiEnvelope<DoctorSummary[] | DoctorSummary>>('/doctor/specialization', { query: { specialization }, signal })
    ).data;
    // The spec allows an array or a single object.
    return Array.isArray(data) ? data : data ? [data] : [];
  },
  availableSlots: async (doctorId: string, date: string, signal?: AbortSignal): Promise<DateAvailability | null> =>
    (await apiRequest<ApiEnvelope<DateAvailability[]>>(`/doctor/available-slots-for-doctor/${id(doctorId)}`, { query: { date }, signal }))
      .data[0] ?? null,
  reviews: async (doctorId: string, signal?: AbortSignal): Promise<DoctorReviews> =>
    (await apiRequest<ApiEnvelope<DoctorReviews>>(`/doctor/${id(doctorId)}/reviews`, { signal })).data,
  patients: async (doctorId: string, signal?: AbortSignal): Promise<DoctorPatient[]> =>
    (await apiRequest<ApiEnvelope<DoctorPatient[]>>(`/doctor/${id(doctorId)}/patients`, { signal })).data,
  create: async (input: DoctorProfileInput, image?: File | null, options?: UploadOptions): Promise<Doctor> =>
    (await uploadForm<ApiEnvelope<Doctor>>('/doctor/create', toForm({ ...input }, image), { ...options, method: 'POST' })).data,
  update: async (input: DoctorProfileInput): Promise<Doctor> =>
    (await apiRequest<ApiEnvelope<Doctor>>('/doctor/update', { method: 'PATCH', body: input })).data,
  updateImage: async (image: File | Blob, options?: UploadOptions): Promise<Doctor> =>
    (await uploadForm<ApiEnvelope<Doctor>>('/doctor/update-profile-image', toForm({}, image), { ...options, method: 'PATCH' })).data,
  /** Replaces the week edited from `availabilityRevision`; 409 when it changed since. */
  setTimeSlots: async (doctorId: string, availability: DayAvailability[], availabilityRevision: number): Promise<Doctor> =>
    (
      await apiRequest<ApiEnvelope<Doctor>>(`/doctor/time-slots/${id(doctorId)}`, {
        method: 'PATCH',
        body: { available_time_slots: availability, availabilityRevision },
      })
    ).data,
  /** The minimum booking notice in minutes (one of BOOKING_NOTICE_OPTIONS): sooner slots are no longer offered. */
  setBookingNotice: async (doctorId: string, bookingNoticeMinutes: number): Promise<Doctor> =>
    (await apiRequest<ApiEnvelope<Doctor>>(`/doctor/booking-notice/${id(doctorId)}`, { method: 'PATCH', body: { bookingNoticeMinutes } }))
      .data,
  /** The signed-in doctor's time off that has not ended, earliest first. */
  timeOff: async (signal?: AbortSignal): Promise<TimeOff[]> =>
    (await apiRequest<ApiEnvelope<TimeOff[]>>('/doctor/time-off', { signal })).data,
  /** The signed-in doctor's scheduled visits inside a proposed time off. */
  timeOffConflicts: async (range: { startDate: string; endDate?: string }, signal?: AbortSignal): Promise<TimeOffConflict[]> =>
    (await apiRequest<ApiEnvelope<TimeOffConflict[]>>('/doctor/time-off/conflicts', { query: { ...range }, signal })).data,
  addTimeOff: async (input: { startDate: string; endDate?: string; note?: string }): Promise<TimeOff> =>
    (await apiRequest<ApiEnvelope<TimeOff>>('/doctor/time-off', { method: 'POST', body: input })).data,
  removeTimeOff: async (timeOffId: string): Promise<TimeOff> =>
    (await apiRequest<ApiEnvelope<TimeOff>>(`/doctor/time-off/${id(timeOffId)}`, { method: 'DELETE' })).data,
  setStatus: async (doctorId: string, status: DoctorStatus): Promise<Doctor> =>
    (await apiRequest<ApiEnvelope<Doctor>>(`/doctor/toggle-status/${id(doctorId)}`, { method: 'PATCH', body: { status } })).data,
};

/** Calls of spec §7 "Patients". Each answers the envelope's `data`. */
export const patientsApi = {
  /** The signed-in patient's profile, or null when none exists (spec: treated as no profile). */
  mine: async (signal?: AbortSignal): Promise<PatientProfile | null> => {
    try {
      return (await apiRequest<ApiEnvelope<PatientProfile>>('/patient/profile', { signal })).data ?? null;
    } catch (error) {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  },
  byId: async (patientId: string, signal?: AbortSignal): Promise<PatientProfile> =>
    (await apiRequest<ApiEnvelope<PatientProfile>>(`/patient/profile/${id(patientId)}`, { signal })).data,
  create: async (input: PatientProfileInput, image?: File | null, options?: UploadOptions): Promise<PatientProfile> =>
    (await uploadForm<ApiEnvelope<PatientProfile>>('/patient/create-profile', toForm({ ...input }, image), { ...options, method: 'POST' }))
      .data,
  update: async (input: PatientProfileInput): Promise<PatientProfile> =>
    (await apiRequest<ApiEnvelope<PatientProfile>>('/patient/update', { method: 'PATCH', body: input })).data,
  updateImage: async (image: File | Blob, options?: UploadOptions): Promise<PatientProfile> =>
    (await uploadForm<ApiEnvelope<PatientProfile>>('/patient/update-image', toForm({}, image), { ...options, method: 'PATCH' })).data,
  remove: async (): Promise<void> => {
    await apiRequest('/patient/delete-profile', { method: 'DELETE' });
  },
};
