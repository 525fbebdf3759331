import type { BLOOD_GROUPS, GENDERS, NOTIFICATION_TYPES, ROLES, SIGN_UP_ROLES } from './constants';

export type Role = (typeof ROLES)[number];
/** A role a person may pick at sign-up (never admin). */
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
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
  /** E.164, with its plus: '+919876543210'. */
  phoneNumber: string | null;
  /** Whether the user opened the verification link mailed to this address. */
  emailVerified: boolean;
}

/** User as the client keeps it. */
export interface User {
  id: string;
  name: string;
  email: string;
  role: Role;
  profileImage: string | null;
  /** E.164, with its plus: '+919876543210'. */
  phoneNumber: string | null;
  /** Whether the user opened the verification link mailed to this address. */
  emailVerified: boolean;
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
  /** As typed, with its country code ('+91 98765 43210'); null clears it. */
  phoneNumber?: string | null;
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
    // An answer without the field (an older server) is not a reason to nag.
    emailVerified: user.emailVerified ?? true,
  };
}

/** `GET/PUT /user/message-settings`: which optional emails a user gets, and when not. */
export interface MessageSettings {
  reminders: boolean;
  receipts: boolean;
  /** Reminders by SMS too, to the account's phone number (off until switched on). */
  smsReminders: boolean;
  /** Read-only: whether the server sends SMS at all; the SMS switch is shown only then. */
  smsAvailable: boolean;
  /** 'HH:MM' in `timeZone`; null = none. */
  quietHours: { from: string; to: string } | null;
  timeZone: string | null;
}

/** One email or SMS of `GET /user/messages` (the delivery log, as the user sees it). */
export interface SentMessage {
  id: string;
  kind: string;
  channel: 'email' | 'sms';
  subject: string;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  createdAt: string;
  sentAt: string | null;
  /** Held until then (quiet hours). */
  sendAfter: string | null;
}

/** `GET /user/messages?page=&limit=`: one page of the emails sent (or waiting) to the user, newest first. */
export interface SentMessagePage {
  messages: SentMessage[];
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Every message of the user, across pages. */
  total: number;
}
