/**
 * Spec §4 "Payment confirmation": one call. The server's confirm books a paid session exactly
 * once and answers its appointment, so repeating it (a reload, StrictMode, the webhook having
 * been first) answers the same appointment.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { normalizeAppointmentStatus, paymentApi } from '@telehealth/shared-api';
import type { Appointment, PaymentConfirmation } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { bookingQueryKeys } from './booking-queries';

export const BOOKED_TOAST = 'Appointment booked successfully! 🎉';
export const APPOINTMENT_NOT_LOADED = 'Your payment was confirmed, but its appointment could not be loaded.';

export type PaymentOutcome =
  | { kind: 'booked'; appointment: Appointment }
  | { kind: 'canceled'; appointment: Appointment }
  | { kind: 'not-confirmed'; confirmation: PaymentConfirmation };

/** Confirms `sessionId`; the answer carries the appointment it booked. */
export async function confirmAndBook(sessionId: string, queryClient: QueryClient): Promise<PaymentOutcome> {
  const confirmation = await paymentApi.confirmSession(sessionId);
  if (confirmation.status !== 'confirmed') return { kind: 'not-confirmed', confirmation };
  if (!confirmation.appointment) throw new Error(APPOINTMENT_NOT_LOADED);
  // The page reopened (Back, a bookmark) after the booking was canceled: the session stays
  // confirmed, but the appointment is no longer booked, so no success toast.
  if (normalizeAppointmentStatus(confirmation.appointment.status) === 'canceled') {
    return { kind: 'canceled', appointment: confirmation.appointment };
  }

  toast.success(BOOKED_TOAST);
  void queryClient.invalidateQueries({ queryKey: bookingQueryKeys.appointments });
  return { kind: 'booked', appointment: confirmation.appointment };
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
    queryFn: () => confirmAndBook(sessionId!, queryClient),
    enabled: !!sessionId && !!userId,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
