/**
 * The signed-in user's appointments through the shared react-query client (the shell provides
 * it). Spec §7: lists cached 30 s with 1 retry (the patient list retries after 1.5 s), every
 * key under ['appointments'] so booking, cancel and status changes refresh them all at once.
 */
import { useQuery } from '@tanstack/react-query';
import {
  APPOINTMENT_LIST_CACHE_MS,
  APPOINTMENT_LIST_RETRIES,
  APPOINTMENT_RETRY_DELAY_MS,
  appointmentsApi,
  doctorsApi,
  patientsApi,
  useAuthStore,
} from '@telehealth/shared-api';
import type { Appointment, Doctor, PatientProfile, Role } from '@telehealth/shared-api';
import { toAppointmentView } from './appointment-view';
import type { AppointmentView } from './appointment-view';

export const appointmentKeys = {
  /** Prefix of every appointment list: invalidate it after create, cancel or a status change. */
  all: ['appointments'] as const,
  patient: (patientId: string) => ['appointments', 'patient', patientId] as const,
  doctor: (doctorId: string) => ['appointments', 'doctor', doctorId] as const,
};

/**
 * The signed-in user's own profile, under the same keys as the profile remote
 * (mfe-profile/src/hooks/use-care-profile.ts), so creating a profile there updates this cache.
 */
export const ownProfileKeys = {
  patient: (userId: string) => ['care-profile', 'patient', userId] as const,
  doctor: (userId: string) => ['care-profile', 'doctor', userId] as const,
};

function isNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

async function ownDoctorProfile(signal: AbortSignal): Promise<Doctor | null> {
  try {
    return await doctorsApi.mine(signal);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

const listOptions = {
  staleTime: APPOINTMENT_LIST_CACHE_MS,
  retry: APPOINTMENT_LIST_RETRIES,
  retryDelay: APPOINTMENT_RETRY_DELAY_MS,
} as const;

function toViews(appointments: Appointment[]): AppointmentView[] {
  return appointments.map(toAppointmentView);
}

export type MyAppointments =
  | { state: 'signed-out' }
  | { state: 'loading'; role: Role }
  /** Spec §8 'Patient ID is required': the user has no patient (or doctor) profile yet. */
  | { state: 'no-profile'; role: Role }
  | { state: 'error'; role: Role; error: Error; retry: () => void; retrying: boolean }
  | { state: 'ready'; role: Role; appointments: AppointmentView[] };

/**
 * The signed-in user's appointments in client form: a patient's by their patient profile id
 * (`GET /appointment/patient/{id}`), a doctor's by their doctor profile id
 * (`GET /appointment/doctor/{id}`). Without a profile there is no list to ask for.
 */
export function useMyAppointments(): MyAppointments {
  const user = useAuthStore((state) => state.user);
  const role = user?.role ?? 'patient';
  const userId = user?.id ?? '';
  const isDoctor = role === 'doctor';

  const patientProfile = useQuery<PatientProfile | null>({
    queryKey: ownProfileKeys.patient(userId),
    queryFn: ({ signal }) => patientsApi.mine(signal),
    enabled: !!user && !isDoctor,
    staleTime: APPOINTMENT_LIST_CACHE_MS,
  });
  const doctorProfile = useQuery<Doctor | null>({
    queryKey: ownProfileKeys.doctor(userId),
    queryFn: ({ signal }) => ownDoctorProfile(signal),
    enabled: !!user && isDoctor,
    staleTime: APPOINTMENT_LIST_CACHE_MS,
  });
  const profile = isDoctor ? doctorProfile : patientProfile;
  const profileId = profile.data?._id ?? '';

  const list = useQuery({
    queryKey: isDoctor ? appointmentKeys.doctor(profileId) : appointmentKeys.patient(profileId),
    queryFn: ({ signal }) => (isDoctor ? appointmentsApi.forDoctor(profileId, signal) : appointmentsApi.forPatient(profileId, signal)),
    select: toViews,
    enabled: !!profileId,
    ...listOptions,
  });

  if (!user) return { state: 'signed-out' };
  if (profile.isPending) return { state: 'loading', role };
  if (profile.isError) {
    return { state: 'error', role, error: profile.error, retry: () => void profile.refetch(), retrying: profile.isFetching };
  }
  if (!profileId) return { state: 'no-profile', role };
  // A failed background refresh keeps the list on screen; only a list never loaded is an error.
  if (list.data) return { state: 'ready', role, appointments: list.data };
  if (list.isError) return { state: 'error', role, error: list.error, retry: () => void list.refetch(), retrying: list.isFetching };
  return { state: 'loading', role };
}
