/**
 * Live refresh: when the server pushes a prescription or renewal event on the user's socket,
 * every prescription list, renewal list and access record of this query client is re-read.
 * (The stored notification itself is the shell's: its dropdown and toast announce it.)
 * Several components (the page, dashboard widgets) share one set of listeners per query client.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sharedSocketListeners, SOCKET_EVENTS } from '@telehealth/shared-api';
import { prescriptionKeys } from './prescription-queries';

const acquire = sharedSocketListeners((queryClient: QueryClient) => {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
  return {
    [SOCKET_EVENTS.prescriptionCreated]: refresh,
    [SOCKET_EVENTS.prescriptionUpdated]: refresh,
    [SOCKET_EVENTS.renewalRequested]: refresh,
    [SOCKET_EVENTS.renewalAnswered]: refresh,
  };
});

/** Keeps this query client's prescription data live while the calling component is mounted. */
export function useLivePrescriptions(): void {
  const queryClient = useQueryClient();
  useEffect(() => acquire(queryClient), [queryClient]);
}
