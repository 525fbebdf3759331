import type { Role } from '@telehealth/shared-api/core';

/** System notifications raised by account events. */
export const accountMessages = {
  welcome(name: string, role: Role): string {
    return role === 'doctor'
      ? `Welcome, ${name}! Your account is ready. Complete your doctor profile and set your availability so patients can book you.`
      : `Welcome, ${name}! Your account is ready. Complete your profile to start booking appointments.`;
  },
  passwordChanged: "Your password was changed and you were signed out on your other devices. If this wasn't you, contact support.",
  accountDetailsChanged: "Your account details were updated. If this wasn't you, change your password and contact support.",
} as const;
