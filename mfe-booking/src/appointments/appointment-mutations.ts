/**
 * What a patient or doctor can do to an appointment (spec §4 "Appointment status", reviews),
 * each refreshing every appointment list afterwards (spec §7: invalidated after cancel and
 * status update).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsApi, errorMessage, NO_SHOW_MESSAGES } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { appointmentKeys } from './appointment-queries';

export const APPOINTMENT_TOASTS = {
  canceled: 'Appointment canceled successfully',
  cancelFailed: (reason: string) => `Failed to cancel appointment: ${reason}`,
  statusUpdated: 'Appointment status updated',
  statusFailed: (reason: string) => `Failed to update status: ${reason}`,
  reviewed: 'Thank you for your review',
} as const;

/** Keys the doctor's rating and reviews live under (mfe-booking/src/hooks/use-doctors.ts). */
const DOCTORS_KEY = ['doctors'] as const;

/** The reason a call failed, as the server worded it (spec §8). */
export function failureReason(error: unknown): string {
  return errorMessage(error) || 'Unknown error';
}

/**
 * A patient cancels a scheduled appointment. The success toast is the spec's; what a failure
 * shows is the caller's choice (the appointments page only logs it, spec §8).
 */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) => appointmentsApi.cancel(appointmentId),
    onSuccess: () => {
      toast.success(APPOINTMENT_TOASTS.canceled);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** A doctor marks an appointment complete (Mark Complete sends 'completed'). */
export function useCompleteAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) => appointmentsApi.updateStatus(appointmentId, 'completed'),
    onSuccess: () => {
      toast.success(APPOINTMENT_TOASTS.statusUpdated);
    },
    onError: (error) => {
      toast.error(APPOINTMENT_TOASTS.statusFailed(failureReason(error)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** A doctor marks that the patient never joined a video visit (no refund); the lists follow. */
export function useMarkPatientNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) => appointmentsApi.markNoShow(appointmentId),
    onSuccess: () => {
      toast.success(NO_SHOW_MESSAGES.marked);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

export interface ReviewInput {
  appointmentId: string;
  rating: number;
  comment: string;
}

/** A patient reviews a completed appointment once; the doctor's rating changes with it. */
export function useReviewAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, rating, comment }: ReviewInput) => appointmentsApi.review(appointmentId, { rating, comment }),
    onSuccess: () => {
      toast.success(APPOINTMENT_TOASTS.reviewed);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: DOCTORS_KEY }),
      ]),
  });
}
