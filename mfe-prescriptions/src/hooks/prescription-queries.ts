/**
 * Prescriptions, renewal requests and the access record through the shared react-query client.
 * Every key starts with 'prescriptions' so live events (use-live-prescriptions.ts) and the
 * shell's reconnection refresh re-read them all at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { prescriptionsApi, renewalsApi, useAuthStore } from '@telehealth/shared-api';
import type { Prescription, RenewalRequest } from '@telehealth/shared-api';

export const prescriptionKeys = {
  all: ['prescriptions'] as const,
  forPatient: (patientId: string) => ['prescriptions', 'patient', patientId] as const,
  detail: (prescriptionId: string) => ['prescriptions', 'detail', prescriptionId] as const,
  print: (prescriptionId: string) => ['prescriptions', 'print', prescriptionId] as const,
  renewals: (userId: string) => ['prescriptions', 'renewals', userId] as const,
  access: (userId: string) => ['prescriptions', 'access', userId] as const,
  doctorPatients: (doctorId: string) => ['prescriptions', 'doctor-patients', doctorId] as const,
};

/** Lists stay fresh for this long; live events refresh them sooner. */
const LIST_STALE_MS = 30_000;

/** A patient's prescriptions, newest first (the patient's own, or a treating doctor's view of them). */
export function usePatientPrescriptions(patientId: string | null | undefined) {
  return useQuery<Prescription[]>({
    queryKey: prescriptionKeys.forPatient(patientId ?? ''),
    queryFn: ({ signal }) => prescriptionsApi.forPatient(patientId!, signal),
    enabled: !!patientId,
    staleTime: LIST_STALE_MS,
    retry: 1,
  });
}

/** One prescription with every version (the history's "versions"). */
export function usePrescriptionDetail(prescriptionId: string | null, enabled = true) {
  return useQuery({
    queryKey: prescriptionKeys.detail(prescriptionId ?? ''),
    queryFn: ({ signal }) => prescriptionsApi.byId(prescriptionId!, signal),
    enabled: !!prescriptionId && enabled,
    staleTime: LIST_STALE_MS,
  });
}

/**
 * The signed-in user's renewal requests: a patient's own, or those addressed to the doctor.
 * `enabled: false` holds the request back (a doctor without a profile, whom the server answers 404).
 */
export function useRenewalRequests({ enabled = true }: { enabled?: boolean } = {}) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useQuery<RenewalRequest[]>({
    queryKey: prescriptionKeys.renewals(userId),
    queryFn: ({ signal }) => renewalsApi.list({ signal }),
    enabled: enabled && !!userId,
    staleTime: LIST_STALE_MS,
  });
}

/** "Who viewed my prescriptions": the access record of the signed-in patient's prescriptions. */
export function useAccessHistory(enabled: boolean) {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  return useQuery({
    queryKey: prescriptionKeys.access(userId),
    queryFn: ({ signal }) => prescriptionsApi.accessHistory({ signal }),
    enabled: !!userId && enabled,
  });
}

/** The signed-in doctor's patients (`GET /doctor/{id}/patients`). */
export function useDoctorPatients(doctorId: string | null | undefined) {
  return useQuery({
    queryKey: prescriptionKeys.doctorPatients(doctorId ?? ''),
    queryFn: ({ signal }) => prescriptionsApi.doctorPatients(doctorId!, signal),
    enabled: !!doctorId,
    staleTime: LIST_STALE_MS,
  });
}

/** Invalidates every prescription-related list after a change. */
function useRefreshPrescriptions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
}

export function useRevokePrescription() {
  const refresh = useRefreshPrescriptions();
  return useMutation({
    mutationFn: ({ prescriptionId, reason }: { prescriptionId: string; reason: string }) => prescriptionsApi.revoke(prescriptionId, reason),
    onSettled: refresh,
  });
}

export function useRequestRenewal() {
  const refresh = useRefreshPrescriptions();
  return useMutation({
    mutationFn: ({ prescriptionId, note }: { prescriptionId: string; note: string }) =>
      renewalsApi.request(prescriptionId, note.trim() ? { note: note.trim() } : {}),
    onSettled: refresh,
  });
}

export function useApproveRenewal() {
  const refresh = useRefreshPrescriptions();
  return useMutation({ mutationFn: (requestId: string) => renewalsApi.approve(requestId), onSettled: refresh });
}

export function useDeclineRenewal() {
  const refresh = useRefreshPrescriptions();
  return useMutation({
    mutationFn: ({ requestId, reason }: { requestId: string; reason: string }) => renewalsApi.decline(requestId, reason),
    onSettled: refresh,
  });
}
