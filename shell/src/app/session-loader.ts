import { TOKEN_STORAGE_KEY } from '@telehealth/shared-api/core';

type SessionModule = typeof import('./session');

let loading: Promise<SessionModule> | null = null;
let loaded: SessionModule | null = null;
const waiting = new Set<(session: SessionModule) => void>();

/**
 * Loads the session module (auth store, socket) and starts the session once (spec §4 "Login
 * state"). Kept out of the entry chunk so the landing page renders before any of it loads.
 */
export function loadSession(): Promise<SessionModule> {
  loading ??= import('./session').then((session) => {
    session.startSession();
    loaded = session;
    for (const callback of waiting) callback(session);
    waiting.clear();
    return session;
  });
  return loading;
}

/**
 * Calls back once the session module has loaded (at once if it has), without causing the load.
 * Returns a function that cancels the wait.
 */
export function whenSessionLoaded(callback: (session: SessionModule) => void): () => void {
  if (loaded) {
    callback(loaded);
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Whether a session token is stored (the user is signed in unless the server disagrees). */
export function hasStoredToken(): boolean {
  try {
    return !!globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return false;
  }
}
