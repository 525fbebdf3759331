import type {
  ApiEnvelope,
  ApiUser,
  AuthResult,
  ChangePasswordRequest,
  LoginRequest,
  Notification,
  NotificationList,
  RegisterRequest,
  UpdateAccountRequest,
} from '../core/types';
import { apiRequest } from './api-client';

/** Auth calls of spec §7 "Auth". They answer the raw envelope; the auth store reads it. */
export const authApi = {
  /** AuthResult, or `{ secondFactorRequired, challenge }` for an account with two-step sign-in. */
  login: (body: LoginRequest) =>
    apiRequest<ApiEnvelope<AuthResult | { secondFactorRequired: true; challenge: string }>>('/user/login', { method: 'POST', body }),
  loginSecondFactor: (body: { challenge: string; code: string }) =>
    apiRequest<ApiEnvelope<AuthResult>>('/user/login/second-factor', { method: 'POST', body }),
  register: (body: RegisterRequest) =>
    // The spec allows accessToken and user either under data or at the top level.
    apiRequest<ApiEnvelope<AuthResult> & Partial<AuthResult>>('/user/register', { method: 'POST', body }),
  logout: () => apiRequest<ApiEnvelope<null>>('/user/logout', { method: 'POST' }),
  currentUser: () => apiRequest<ApiEnvelope<ApiUser>>('/user/current-user'),
  /** Records the dashboard visit; `firstVisit` is true only for the user's very first one. */
  welcome: () => apiRequest<ApiEnvelope<{ firstVisit: boolean }>>('/user/welcome', { method: 'POST' }),
  updateAccountDetails: (body: UpdateAccountRequest) =>
    apiRequest<ApiEnvelope<ApiUser>>('/user/update-account-details', { method: 'PATCH', body }),
  /** Answers a fresh session token: the server ends every other session of the user. */
  changePassword: (body: ChangePasswordRequest) =>
    apiRequest<ApiEnvelope<{ accessToken: string }>>('/user/change-password', { method: 'PATCH', body }),
  /** Mails a reset link if an account uses the email; the answer is the same either way. */
  forgotPassword: (email: string) => apiRequest<ApiEnvelope<null>>('/user/forgot-password', { method: 'POST', body: { email } }),
  /** Sets a new password with the mailed link's token; every session of the account ends. */
  resetPassword: (body: { token: string; password: string; confirmPassword: string }) =>
    apiRequest<ApiEnvelope<null>>('/user/reset-password', { method: 'POST', body }),
  verifyEmail: (token: string) => apiRequest<ApiEnvelope<null>>('/user/verify-email', { method: 'POST', body: { token } }),
  resendVerification: () => apiRequest<ApiEnvelope<null>>('/user/verify-email/resend', { method: 'POST' }),
};

/** Server-stored notifications of the signed-in user. */
export const notificationsApi = {
  list: async (limit?: number): Promise<NotificationList> =>
    (await apiRequest<ApiEnvelope<NotificationList>>('/notifications', { query: { limit } })).data,
  unreadCount: async (): Promise<number> => (await apiRequest<ApiEnvelope<{ count: number }>>('/notifications/unread-count')).data.count,
  markRead: async (id: string): Promise<Notification> =>
    (await apiRequest<ApiEnvelope<Notification>>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'PATCH' })).data,
  markAllRead: async (): Promise<number> =>
    (await apiRequest<ApiEnvelope<{ updated: number }>>('/notifications/read-all', { method: 'PATCH' })).data.updated,
};
