/**
 * Spec §4 "Payment confirmation": confirm the checkout session, then book the appointment from
 * the session's metadata. The server books a paid session exactly once, so repeating this (a
 * reload, StrictMode, the webhook having been first) answers the same appointment.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { appointmentsApi, paymentApi } from '@telehealth/shared-api';
import type { Appointment, PaymentConfirmation } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { bookingQueryKeys, patientProfileQuery } from './booking-queries';

export const BOOKED_TOAST = 'Appointment booked successfully! 🎉';

export type PaymentOutcome =
  | { kind: 'booked'; appointment: Appointment }
  | { kind: 'not-confirmed'; confirmation: PaymentConfirmation };

/** Confirms `sessionId` and books its appointment for the signed-in patient `userId`. */
export async function confirmAndBook(sessionId: string, userId: string, queryClient: QueryClient): Promise<PaymentOutcome> {
  const confirmation = await paymentApi.confirmSession(sessionId);
  if (confirmation.status !== 'confirmed') return { kind: 'not-confirmed', confirmation };

  const { doctorId, date, time, consultationType, reason } = confirmation.metadata;
  const profile = await queryClient.fetchQuery(patientProfileQuery(userId));
  let appointment: Appointment;
  if (profile?._id) {
    try {
      appointment = await appointmentsApi.create({ doctorId, date, time, consultationType, reason, patientId: profile._id, sessionId });
    } catch (error) {
      // The server has already booked the paid session (confirmation.appointment): the patient
      // paid and has their appointment, so say so rather than fail the page.
      if (!confirmation.appointment) throw error;
      console.warn('Booking the confirmed session failed; showing the appointment the server booked for it.', error);
      appointment = confirmation.appointment;
    }
  } else if (confirmation.appointment) {
    appointment = confirmation.appointment;
  } else {
    throw new Error('Patient profile not found.');
  }

  toast.success(BOOKED_TOAST);
  void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.appointments });
  return { kind: 'booked', appointment };
}

/**
 * The confirmation of one checkout session, run once: react-query shares one in-flight call
 * between StrictMode's double mount and never refetches it by itself. The call takes no abort
 * signal on purpose: an unmount must not cancel a booking half-way and run it again.
 */
export function usePaymentConfirmation(sessionId: string | null, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['payments', 'confirmation', sessionId ?? '', userId ?? ''],
    queryFn: () => confirmAndBook(sessionId!, userId!, queryClient),
    enabled: !!sessionId && !!userId,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
