import { bindSocketToAuth, useAuthStore } from '@telehealth/shared-api';

let started = false;

/**
 * Spec §4 "Login state": load the user for a stored token (a failure drops it) before any
 * guarded routing decision — guards show a loading notice meanwhile — and keep the socket in
 * step with the session from then on. Idempotent.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  void useAuthStore.getState().initialize();
  bindSocketToAuth();
}

export { useAuthStore };

/**
 * Test hook: treat the session as started. Component tests set the auth store's state
 * themselves (signed in, signed out, loading) and start initialisation explicitly.
 */
export function markSessionStartedForTests(): void {
  started = true;
}
