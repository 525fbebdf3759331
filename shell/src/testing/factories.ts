import type { ApiUser, Notification, Role, User } from '@telehealth/shared-api';
import { TOKEN_STORAGE_KEY, useAuthStore } from '@telehealth/shared-api';

let sequence = 0;

export function apiUserFactory(overrides: Partial<ApiUser> = {}): ApiUser {
  sequence += 1;
  return {
    _id: `user-${sequence}`,
    name: 'Grace Hopper',
    email: `grace${sequence}@example.com`,
    role: 'patient',
    profileImage: null,
    phoneNumber: null,
    ...overrides,
  };
}

export function notificationFactory(overrides: Partial<Notification> = {}): Notification {
  sequence += 1;
  return {
    id: `n-${sequence}`,
    userId: 'user-1',
    message: `Notification ${sequence}`,
    type: 'appointment',
    isRead: false,
    createdAt: new Date(2026, 10, 21, 15, 5).toISOString(),
    ...overrides,
  };
}

/** Puts the auth store in a signed-in state without a network call. */
export function signInAs(overrides: Partial<User> & { role?: Role } = {}): User {
  const user: User = {
    id: 'user-1',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'patient',
    profileImage: null,
    phoneNumber: null,
    ...overrides,
  };
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
  useAuthStore.setState({ user, token: 'token-1', status: 'authenticated' });
  return user;
}

export function signOut(): void {
  localStorage.clear();
  useAuthStore.setState({ user: null, token: null, status: 'anonymous' });
}
