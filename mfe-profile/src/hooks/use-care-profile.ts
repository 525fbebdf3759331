import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { doctorsApi, patientsApi } from '@telehealth/shared-api';
import type { Doctor, PatientProfile } from '@telehealth/shared-api';

/**
 * Query keys of the signed-in user's own profile. Keyed by user so that a sign-in as someone
 * else in the same tab never shows the previous user's profile.
 */
export const careProfileKeys = {
  patient: (userId: string) => ['care-profile', 'patient', userId] as const,
  doctor: (userId: string) => ['care-profile', 'doctor', userId] as const,
  doctorPatients: (doctorId: string) => ['care-profile', 'doctor-patients', doctorId] as const,
};

/** The signed-in patient's profile; `null` when they have not created one (404). */
export function usePatientProfile(userId: string, enabled = true) {
  return useQuery<PatientProfile | null>({
    queryKey: careProfileKeys.patient(userId),
    queryFn: ({ signal }) => patientsApi.mine(signal),
    enabled,
  });
}

/**
 * The signed-in doctor's profile; `null` when they have not created one (404). `options` are
 * this observer's own (e.g. refetch on window focus), the client's defaults otherwise.
 */
export function useDoctorProfile(
  userId: string,
  enabled = true,
  options: Pick<UseQueryOptions<Doctor | null>, 'refetchOnWindowFocus'> = {},
) {
  return useQuery<Doctor | null>({
    ...options,
    queryKey: careProfileKeys.doctor(userId),
    queryFn: async ({ signal }) => {
      try {
        return await doctorsApi.mine(signal);
      } catch (error) {
        if ((error as { status?: unknown }).status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}
