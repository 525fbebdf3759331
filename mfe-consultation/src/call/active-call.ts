/**
 * Remembers, for this tab, the consultation the user is in: a reload mid-call rejoins it
 * without pressing Join again (sessionStorage: per tab, gone when the tab closes).
 */
const KEY = 'telehealth.consultation.active';

export function isActiveCall(appointmentId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === appointmentId;
  } catch {
    return false;
  }
}

export function markActiveCall(appointmentId: string | null): void {
  try {
    if (appointmentId) sessionStorage.setItem(KEY, appointmentId);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: a reload then asks to join again.
  }
}
