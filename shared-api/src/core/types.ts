import type { BLOOD_GROUPS, GENDERS, NOTIFICATION_TYPES, ROLES } from './constants';

export type Role = (typeof ROLES)[number];
export type Gender = (typeof GENDERS)[number];
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The one response envelope of every `/api/v1` answer. */
export interface ApiEnvelope<T> {
  statusCode: number;
  data: T;
  message: string;
  success: boolean;
}

/** User as the server sends it (`GET /user/current-user`). */
export interface ApiUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  profileImage: string | null;
  phoneNumber: number | null;
}

/** User as the client keeps it. */
export interface User {
  id: string;
  name: string;
  email: string;
  role: Role;
  profileImage: string | null;
  phoneNumber: number | null;
}

export interface AuthResult {
  accessToken: string;
  user: ApiUser;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  role?: Role;
}

export interface UpdateAccountRequest {
  name: string;
  email: string;
  phoneNumber?: number | null;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface Notification {
  id: string;
  userId: string;
  message: string;
  type: NotificationType;
  isRead: boolean;
  createdAt: string;
  /** Where the notification leads in the web app (e.g. `/consultation/{appointmentId}`), when anywhere. */
  link?: string | null;
}

/**
 * A stored notification as the `notification` socket event carries it: it only ever goes to its
 * owner's sockets, so without `userId`. A fan-out's push (one id for every recipient) is then
 * the same for all of them, and the server encodes its frame once.
 */
export type PushedNotification = Omit<Notification, 'userId'>;

export interface NotificationList {
  notifications: Notification[];
  unreadCount: number;
}

/** Maps the server's user shape to the client's. */
export function toClientUser(user: ApiUser): User {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    role: user.role,
    profileImage: user.profileImage ?? null,
    phoneNumber: user.phoneNumber ?? null,
  };
}
