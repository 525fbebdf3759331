/** Data the booking screens read: a doctor's slots on one day and the patient's own profile. */
import { useQuery } from '@tanstack/react-query';
import { doctorsApi, patientsApi } from '@telehealth/shared-api';
import type { PatientProfile } from '@telehealth/shared-api';

/** Slots change as other patients book: keep them fresh for a short while only. */
export const SLOTS_STALE_MS = 15_000;

export const bookingQueryKeys = {
  slots: (doctorId: string, date: string) => ['doctors', 'available-slots', doctorId, date] as const,
  /**
   * The same key the profile remote uses for the signed-in patient's profile, so that creating
   * a profile there (it refreshes this key) is seen here without a reload.
   */
  patientProfile: (userId: string) => ['care-profile', 'patient', userId] as const,
  /** Prefix of every appointment list (dashboard widgets, /appointments). */
  appointments: ['appointments'] as const,
};

/** The doctor's slots on `date` (yyyy-MM-dd in the doctor's time zone); null when none stored. */
export function useAvailableSlots(doctorId: string | undefined, date: string, enabled = true) {
  return useQuery({
    queryKey: bookingQueryKeys.slots(doctorId ?? '', date),
    queryFn: ({ signal }) => doctorsApi.availableSlots(doctorId!, date, signal),
    enabled: enabled && !!doctorId,
    staleTime: SLOTS_STALE_MS,
    // Asked again while the page is open and when the tab comes back, so a slot another patient
    // took or the doctor removed stops being offered without a reload (paused in background tabs).
    refetchInterval: SLOTS_STALE_MS,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/** The signed-in patient's profile; null when they have not created one. */
export function patientProfileQuery(userId: string) {
  return {
    queryKey: bookingQueryKeys.patientProfile(userId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => patientsApi.mine(signal),
  };
}

export function usePatientProfile(userId: string | undefined) {
  return useQuery<PatientProfile | null>({ ...patientProfileQuery(userId ?? ''), enabled: !!userId });
}
