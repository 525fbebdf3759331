/** Doctor data from the API through the shared react-query client (the shell provides it). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, DOCTOR_LIST_CACHE_MS, DOCTOR_LIST_RETRIES, doctorsApi } from '@telehealth/shared-api';
import type { DoctorSearchQuery } from '@telehealth/shared-api';

export const doctorQueryKeys = {
  all: ['doctors'] as const,
  search: (query: DoctorSearchQuery) => ['doctors', 'search', query] as const,
  detail: (doctorId: string) => ['doctors', 'detail', doctorId] as const,
  reviews: (doctorId: string) => ['doctors', 'reviews', doctorId] as const,
  bySpecialization: (specialization: string) => ['doctors', 'specialization', specialization] as const,
};

/** A 404 answers for certain; retrying it only delays 'Doctor not found'. */
function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status === 404) return false;
  return failureCount < DOCTOR_LIST_RETRIES;
}

/** Spec §7: the doctor list is cached 60 s with 1 retry. The previous page stays while the next loads. */
export function useDoctorSearch(query: DoctorSearchQuery) {
  return useQuery({
    queryKey: doctorQueryKeys.search(query),
    queryFn: ({ signal }) => doctorsApi.search(query, signal),
    staleTime: DOCTOR_LIST_CACHE_MS,
    retry: DOCTOR_LIST_RETRIES,
    placeholderData: keepPreviousData,
  });
}

/** One doctor's profile; an empty answer counts as not found (spec §7). */
export function useDoctor(doctorId: string | undefined) {
  return useQuery({
    queryKey: doctorQueryKeys.detail(doctorId ?? ''),
    queryFn: async ({ signal }) => {
      const doctor = await doctorsApi.byId(doctorId!, signal);
      if (!doctor) throw new ApiError('Doctor not found', 404);
      return doctor;
    },
    enabled: !!doctorId,
    staleTime: DOCTOR_LIST_CACHE_MS,
    retry: retryUnlessNotFound,
  });
}

export function useDoctorReviews(doctorId: string | undefined) {
  return useQuery({
    queryKey: doctorQueryKeys.reviews(doctorId ?? ''),
    queryFn: ({ signal }) => doctorsApi.reviews(doctorId!, signal),
    enabled: !!doctorId,
    staleTime: DOCTOR_LIST_CACHE_MS,
    retry: retryUnlessNotFound,
  });
}

/** Doctors of the same specialization, for "Similar Doctors". */
export function useDoctorsBySpecialization(specialization: string | undefined) {
  return useQuery({
    queryKey: doctorQueryKeys.bySpecialization(specialization ?? ''),
    queryFn: ({ signal }) => doctorsApi.bySpecialization(specialization!, signal),
    enabled: !!specialization,
    staleTime: DOCTOR_LIST_CACHE_MS,
    retry: DOCTOR_LIST_RETRIES,
  });
}
