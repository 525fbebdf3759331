import { TOKEN_STORAGE_KEY } from '../core/constants';

/** Reads the stored session token, or null (also when storage is unavailable). */
export function getStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Stores the session token, or removes it when given null. */
export function setStoredToken(token: string | null): void {
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lasts the page only.
  }
}

/**
 * Prefix of the keys in the tab's session storage that belong to the signed-in session (the
 * assistant's conversation): signing out removes every one of them, so the next person to
 * sign in on this tab never sees them.
 */
export const SESSION_SCOPED_KEY_PREFIX = 'telehealth.session.';

/** Removes every session-storage key under `SESSION_SCOPED_KEY_PREFIX`. */
export function clearSessionScopedStorage(): void {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(SESSION_SCOPED_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Unavailable storage holds nothing to clear.
  }
}
