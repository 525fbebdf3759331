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
