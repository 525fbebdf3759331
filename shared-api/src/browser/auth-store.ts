import { create } from 'zustand';
import { toClientUser } from '../core/types';
import type { ApiUser, AuthResult, RegisterRequest, User } from '../core/types';
import { authApi } from './endpoints';
import { clearSessionScopedStorage, getStoredToken, setStoredToken } from './token-storage';

/** Texts of spec §8 for the auth flows. */
export const AUTH_MESSAGES = {
  loginSuccess: 'Login successful!',
  loginBadShape: 'Login failed. Unexpected response format.',
  loginFailureToast: 'Login failed. Please check your credentials.',
  loginFailureForm: 'Failed to login. Please check your credentials and try again.',
  registerSuccess: 'Registration successful!',
  registerNoToken: 'Registration succeeded but session creation failed.',
  registerFailure: 'Registration failed. Please try again.',
  logout: 'You have been logged out.',
  accountUpdated: 'Account details updated successfully!',
  accountFailed: 'Failed to update account details. Please try again.',
  passwordChanged: 'Password changed successfully!',
  passwordFailed: 'Failed to change password. Please check your old password.',
} as const;

/** Thrown when the server answered OK but not with the shape the flow needs. */
export class AuthResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthResponseError';
  }
}

/** Thrown by login when the password was right and the account has two-step sign-in on. */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: string) {
    super('Enter the 6-digit code from your authenticator app.');
    this.name = 'SecondFactorRequired';
  }
}

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

export interface AuthState {
  user: User | null;
  token: string | null;
  status: AuthStatus;
  /** Spec §4 "Login state": load the user for a stored token; on failure drop the token. */
  initialize: () => Promise<void>;
  /** Throws SecondFactorRequired when the account asks for a code next (then call completeSecondFactor). */
  login: (email: string, password: string) => Promise<User>;
  completeSecondFactor: (challenge: string, code: string) => Promise<User>;
  register: (request: RegisterRequest) => Promise<User>;
  /** Always clears token and user, whatever the server answers. */
  logout: () => Promise<void>;
  /** Replaces the user after an account change (from the server's answer). */
  setUser: (user: ApiUser | User) => void;
  /** Replaces the token (e.g. after a password change re-issues the session). */
  setToken: (token: string) => void;
}

function isAuthResult(value: unknown): value is AuthResult {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<AuthResult>;
  return typeof v.accessToken === 'string' && !!v.user && typeof v.user === 'object' && typeof v.user._id === 'string';
}

function normaliseUser(user: ApiUser | User): User {
  return '_id' in user ? toClientUser(user) : user;
}

let initializing: Promise<void> | null = null;

/**
 * The one auth store of the product (zustand). Shared as a singleton through Module
 * Federation, so the shell and every remote see the same signed-in user.
 */
export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  token: getStoredToken(),
  status: getStoredToken() ? 'loading' : 'anonymous',

  initialize: () => {
    if (initializing) return initializing;
    initializing = (async () => {
      const token = getStoredToken();
      if (!token) {
        set({ user: null, token: null, status: 'anonymous' });
        return;
      }
      set({ token, status: 'loading' });
      try {
        const answer = await authApi.currentUser();
        if (!answer?.data || typeof answer.data._id !== 'string') throw new AuthResponseError('Unexpected user shape');
        // A logout or another sign-in during the request wins.
        if (get().token !== token) return;
        set({ user: toClientUser(answer.data), status: 'authenticated' });
      } catch {
        if (get().token !== token) return;
        setStoredToken(null);
        clearSessionScopedStorage();
        set({ user: null, token: null, status: 'anonymous' });
      }
    })().finally(() => {
      initializing = null;
    });
    return initializing;
  },

  login: async (email, password) => {
    const answer = await authApi.login({ email, password });
    const result: unknown = answer?.data;
    const challenge = (result as { secondFactorRequired?: unknown; challenge?: unknown } | null | undefined)?.challenge;
    if (typeof challenge === 'string') throw new SecondFactorRequired(challenge);
    if (!isAuthResult(result)) throw new AuthResponseError(AUTH_MESSAGES.loginBadShape);
    setStoredToken(result.accessToken);
    const user = toClientUser(result.user);
    set({ user, token: result.accessToken, status: 'authenticated' });
    return user;
  },

  completeSecondFactor: async (challenge, code) => {
    const result = (await authApi.loginSecondFactor({ challenge, code }))?.data;
    if (!isAuthResult(result)) throw new AuthResponseError(AUTH_MESSAGES.loginBadShape);
    setStoredToken(result.accessToken);
    const user = toClientUser(result.user);
    set({ user, token: result.accessToken, status: 'authenticated' });
    return user;
  },

  register: async (request) => {
    const answer = await authApi.register(request);
    const result = isAuthResult(answer?.data) ? answer.data : isAuthResult(answer) ? (answer as unknown as AuthResult) : null;
    if (!result) throw new AuthResponseError(AUTH_MESSAGES.registerNoToken);
    setStoredToken(result.accessToken);
    const user = toClientUser(result.user);
    set({ user, token: result.accessToken, status: 'authenticated' });
    return user;
  },

  logout: async () => {
    const hadToken = !!get().token;
    try {
      if (hadToken) await authApi.logout();
    } catch {
      // The local session ends regardless; the server session expires on its own.
    } finally {
      setStoredToken(null);
      clearSessionScopedStorage();
      set({ user: null, token: null, status: 'anonymous' });
    }
  },

  setUser: (user) => set({ user: normaliseUser(user) }),

  setToken: (token) => {
    setStoredToken(token);
    set({ token });
  },
}));
