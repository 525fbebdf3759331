import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, seeNowApi } from '@telehealth/shared-api';
import type { AvailableNowState } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';

/** Cache key of the signed-in doctor's "Available now" switch (the header and the dashboard share it). */
export const AVAILABLE_NOW_QUERY_KEY = ['see-now', 'available-now'] as const;

/** How often the switch is read again: it turns itself off by time and when a visit starts. */
const REFRESH_MS = 30_000;

/** Whether the switch is on now (it may have turned itself off since it was read). */
export function isOn(state: AvailableNowState | undefined, now: number = Date.now()): boolean {
  return !!state?.availableNow && !!state.until && Date.parse(state.until) > now;
}

/** The signed-in doctor's switch, kept fresh. */
export function useAvailableNow(enabled = true) {
  return useQuery({
    queryKey: AVAILABLE_NOW_QUERY_KEY,
    queryFn: ({ signal }) => seeNowApi.state(signal),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** Switches it on or off; the server's answer replaces the cached state. */
export function useSwitchAvailableNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => seeNowApi.switchTo(on),
    onSuccess: (state) => {
      queryClient.setQueryData(AVAILABLE_NOW_QUERY_KEY, state);
      toast.success(
        state.availableNow
          ? 'You are available now. Patients can book a visit with you that starts at once.'
          : 'You are no longer available now.',
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not change Available now. Please try again.')),
  });
}
