/**
 * The signed-in user's own patient or doctor profile, under the same query keys as the
 * profile and booking remotes (mfe-booking appointment-queries.ts `ownProfileKeys`), so a
 * profile created elsewhere is seen here without a reload.
 */
import { useQuery } from '@tanstack/react-query';
import { doctorsApi, patientsApi, useAuthStore } from '@telehealth/shared-api';
import type { Doctor, PatientProfile } from '@telehealth/shared-api';

export const ownProfileKeys = {
  patient: (userId: string) => ['care-profile', 'patient', userId] as const,
  doctor: (userId: string) => ['care-profile', 'doctor', userId] as const,
};

const PROFILE_STALE_MS = 30_000;

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

/** The patient's own profile (null when they have not made one). */
export function useOwnPatientProfile() {
  const user = useAuthStore((state) => state.user);
  return useQuery<PatientProfile | null>({
    queryKey: ownProfileKeys.patient(user?.id ?? ''),
    queryFn: ({ signal }) => patientsApi.mine(signal),
    enabled: user?.role === 'patient',
    staleTime: PROFILE_STALE_MS,
  });
}

/** The doctor's own profile (null when they have not made one: spec §5 'Doctor not found'). */
export function useOwnDoctorProfile() {
  const user = useAuthStore((state) => state.user);
  return useQuery<Doctor | null>({
    queryKey: ownProfileKeys.doctor(user?.id ?? ''),
    queryFn: ({ signal }) => ownDoctorProfile(signal),
    enabled: user?.role === 'doctor',
    staleTime: PROFILE_STALE_MS,
  });
}
