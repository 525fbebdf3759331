import type { Socket } from 'socket.io-client';
import {
  API_MESSAGES,
  ApiError,
  authApi,
  bindSocketToAuth,
  onSocketChange,
  SESSION_REVOKED_EVENT,
  useAuthStore,
} from '@telehealth/shared-api';
import { keepToastsForSignIn } from './sign-in-notice';

/**
 * How long a revoked session may wait for its replacement. Changing the password in this tab
 * revokes the old session (the server says so on the socket) just before the answer with the
 * new token arrives; only a token still unchanged after this grace is really signed out.
 */
export const SESSION_REVOKED_GRACE_MS = 1500;

let started = false;

async function endRevokedSession(message: string): Promise<void> {
  // Set before the logout sends a guarded page to /login, so the sign-in page sees it on mount.
  keepToastsForSignIn();
  await useAuthStore.getState().logout();
  // Loaded on demand: this module also runs behind the landing page, which has no toasts.
  const [{ toast }, { appQueryClient }] = await Promise.all([import('@telehealth/shared-ui'), import('./query-client')]);
  appQueryClient().clear();
  toast.warning(message);
}

/** Signs this tab out when the server ends its session elsewhere (logout, password change). */
function watchSessionRevocation(): void {
  let current: Socket | null = null;
  const onRevoked = (payload: unknown) => {
    const revokedToken = useAuthStore.getState().token;
    const message =
      payload && typeof payload === 'object' && typeof (payload as { message?: unknown }).message === 'string'
        ? (payload as { message: string }).message
        : API_MESSAGES.sessionExpired;
    window.setTimeout(() => {
      const { token } = useAuthStore.getState();
      if (!token || token !== revokedToken) return;
      authApi.currentUser().catch((error: unknown) => {
        if (useAuthStore.getState().token !== revokedToken) return;
        if (error instanceof ApiError && error.status === 401) void endRevokedSession(message);
      });
    }, SESSION_REVOKED_GRACE_MS);
  };
  onSocketChange((socket) => {
    current?.off(SESSION_REVOKED_EVENT, onRevoked);
    current = socket;
    current?.on(SESSION_REVOKED_EVENT, onRevoked);
  });
}

/**
 * Spec §4 "Login state": load the user for a stored token (a failure drops it) before any
 * guarded routing decision — guards show a loading notice meanwhile — and keep the socket in
 * step with the session from then on. Idempotent.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  watchSessionRevocation();
  void useAuthStore.getState().initialize();
  bindSocketToAuth();
}

/**
 * Test hook: treat the session as started. Component tests set the auth store's state
 * themselves (signed in, signed out, loading) and start initialisation explicitly.
 */
export function markSessionStartedForTests(): void {
  started = true;
}

/** Test hook: start only the revocation watch (the tests drive the socket themselves). */
export function watchSessionRevocationForTests(): void {
  watchSessionRevocation();
}

export { useAuthStore };
