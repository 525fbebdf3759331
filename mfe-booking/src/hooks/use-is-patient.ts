import { useAuthStore } from '@telehealth/shared-api';

/** Spec §6: only patients book; doctors see no booking buttons. */
export function useIsPatient(): boolean {
  return useAuthStore((state) => state.user?.role === 'patient');
}
