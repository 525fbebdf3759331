/** Follow-up proposals: the caller's list (a patient's to them, a doctor's of their visits), propose, confirm, decline. */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { followUpsApi, paymentApi, sharedSocketListeners, SOCKET_EVENTS, FOLLOW_UP_REASON } from '@telehealth/shared-api';
import type { FollowUpProposal, FollowUpProposalRequest } from '@telehealth/shared-api';
import { appointmentKeys } from '../appointments/appointment-queries';
import { browserLocation } from '../booking/browser-location';

export const followUpKeys = { mine: ['follow-ups', 'mine'] as const };

/** How often an open page asks again (a proposal may arrive, be answered or expire while it is open). */
export const FOLLOW_UP_REFRESH_MS = 30_000;

/** A proposal, an answer or an expiry comes with an appointment notification: the list is read again. */
const acquireLive = sharedSocketListeners((queryClient: QueryClient) => ({
  [SOCKET_EVENTS.notification]: (payload: unknown) => {
    if (!!payload && typeof payload === 'object' && (payload as { type?: unknown }).type === 'appointment')
      void queryClient.invalidateQueries({ queryKey: followUpKeys.mine });
  },
}));

export function useMyFollowUps(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? acquireLive(queryClient) : undefined), [enabled, queryClient]);
  return useQuery({
    queryKey: followUpKeys.mine,
    queryFn: ({ signal }) => followUpsApi.mine(signal),
    enabled,
    refetchOnMount: 'always',
    refetchInterval: FOLLOW_UP_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/** Still waiting for the patient's answer at `now`. */
export function isOpen(proposal: FollowUpProposal, now: number = Date.now()): boolean {
  return proposal.status === 'proposed' && Date.parse(proposal.expiresAt) > now;
}

export function useProposeFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FollowUpProposalRequest) => followUpsApi.propose(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followUpKeys.mine }),
  });
}

/**
 * Confirms a proposal: a free one is booked at once; a paid one opens the usual checkout for the
 * held time (the browser leaves for the card page; its success page books it).
 */
export function useConfirmFollowUp(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proposal: FollowUpProposal): Promise<'booked' | 'paying'> => {
      if (proposal.free) {
        await followUpsApi.confirm(proposal.id);
        return 'booked';
      }
      const session = await paymentApi.createCheckoutSession({
        doctorId: proposal.doctorId,
        date: proposal.date,
        time: proposal.time,
        consultationType: 'Video Consultation',
        reason: FOLLOW_UP_REASON,
        userId: userId ?? '',
        doctorName: proposal.doctorName,
        price: proposal.price,
      });
      browserLocation.assign(session.url);
      return 'paying';
    },
    onSettled: (outcome) => {
      if (outcome === 'paying') return;
      void queryClient.invalidateQueries({ queryKey: followUpKeys.mine });
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

export function useDeclineFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => followUpsApi.decline(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followUpKeys.mine }),
  });
}
