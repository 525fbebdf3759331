/**
 * The doctor's cancellation with a reason and the move to another slot: only the dialogs that
 * use them (loaded on first use) import this module, so the dashboards do not carry it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsApi } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { appointmentKeys } from './appointment-queries';

export const RESCHEDULE_TOASTS = {
  doctorCanceled: 'Appointment cancelled. The patient is refunded in full and told why.',
  doctorCancelFailed: (reason: string) => `Failed to cancel appointment: ${reason}`,
  rescheduled: 'Appointment moved',
} as const;

/** The doctor cancels a visit with a reason the patient reads (always a full refund). */
export function useDoctorCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, reason }: { appointmentId: string; reason: string }) =>
      appointmentsApi.doctorCancel(appointmentId, { reason }),
    onSuccess: () => {
      toast.success(RESCHEDULE_TOASTS.doctorCanceled);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/** Its patient or doctor moves an appointment to another free slot of the same doctor. */
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, date, time }: { appointmentId: string; date: string; time: string }) =>
      appointmentsApi.reschedule(appointmentId, { date, time }),
    onSuccess: () => {
      toast.success(RESCHEDULE_TOASTS.rescheduled);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        // The slots of both the old and the new time changed.
        queryClient.invalidateQueries({ queryKey: ['doctors', 'available-slots'] }),
      ]),
  });
}
