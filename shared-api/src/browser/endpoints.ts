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
  login: (body: LoginRequest) => apiRequest<ApiEnvelope<AuthResult>>('/user/login', { method: 'POST', body }),
  register: (body: RegisterRequest) =>
    // The spec allows accessToken and user either under data or at the top level.
    apiRequest<ApiEnvelope<AuthResult> & Partial<AuthResult>>('/user/register', { method: 'POST', body }),
  logout: () => apiRequest<ApiEnvelope<null>>('/user/logout', { method: 'POST' }),
  currentUser: () => apiRequest<ApiEnvelope<ApiUser>>('/user/current-user'),
  updateAccountDetails: (body: UpdateAccountRequest) =>
    apiRequest<ApiEnvelope<ApiUser>>('/user/update-account-details', { method: 'PATCH', body }),
  /** Answers a fresh session token: the server ends every other session of the user. */
  changePassword: (body: ChangePasswordRequest) =>
    apiRequest<ApiEnvelope<{ accessToken: string }>>('/user/change-password', { method: 'PATCH', body }),
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
