import { loadSession } from '../../app/session-loader';

type SessionModule = Awaited<ReturnType<typeof loadSession>>;
type ApiModule = typeof import('@telehealth/shared-api');
type UiModule = typeof import('@telehealth/shared-ui');

/** What submitting a sign-in or sign-up form needs: the session, the API's errors and texts, the toasts. */
export interface AuthTools {
  useAuthStore: SessionModule['useAuthStore'];
  AUTH_MESSAGES: ApiModule['AUTH_MESSAGES'];
  ApiError: ApiModule['ApiError'];
  AuthResponseError: ApiModule['AuthResponseError'];
  SecondFactorRequired: ApiModule['SecondFactorRequired'];
  errorMessage: ApiModule['errorMessage'];
  toast: UiModule['toast'];
}

let tools: Promise<AuthTools> | null = null;
let ui: UiModule | null = null;
const uiWaiting = new Set<(module: UiModule) => void>();

/**
 * Loads the session, the API client and the design system's toasts, once. The auth pages
 * paint and take input without any of it; it loads when the user starts typing or submits.
 */
export function loadAuthTools(): Promise<AuthTools> {
  tools ??= Promise.all([loadSession(), import('@telehealth/shared-api'), import('@telehealth/shared-ui')]).then(
    ([session, api, uiModule]) => {
      ui = uiModule;
      for (const callback of uiWaiting) callback(uiModule);
      uiWaiting.clear();
      return {
        useAuthStore: session.useAuthStore,
        AUTH_MESSAGES: api.AUTH_MESSAGES,
        ApiError: api.ApiError,
        AuthResponseError: api.AuthResponseError,
        SecondFactorRequired: api.SecondFactorRequired,
        errorMessage: api.errorMessage,
        toast: uiModule.toast,
      };
    },
  );
  return tools;
}

/** Calls back once the design system has loaded (at once if it has), without causing the load. */
export function whenUiLoaded(callback: (module: UiModule) => void): () => void {
  if (ui) {
    callback(ui);
    return () => {};
  }
  uiWaiting.add(callback);
  return () => uiWaiting.delete(callback);
}
