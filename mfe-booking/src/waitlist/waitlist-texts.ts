import { WAITLIST_OFFER_HOLD_MINUTES } from '@telehealth/shared-api';

/** What the waitlist screens say (the booking panel, the waitlists on /appointments, leaving). */
export const WAITLIST_TEXTS = {
  join: 'Join the waitlist',
  joined: 'You are on the waitlist for this day.',
  left: 'You left the waitlist',
  leave: 'Leave the waitlist',
  fullDay: 'Every time on this day is taken.',
  confirmTitle: 'Join the waitlist?',
  confirm: (doctor: string, day: string) =>
    `If a time opens with ${doctor} on ${day}, we hold it for you for ${WAITLIST_OFFER_HOLD_MINUTES} minutes and let you know. ` +
    'Nothing is booked or charged until you book that time yourself. Patients who joined before you are offered first.',
  leaveTitle: 'Leave the waitlist?',
  leaveConfirm: (doctor: string, day: string) => `You will no longer be offered a time that opens with ${doctor} on ${day}.`,
  position: (position: number | null) => (position ? `You are number ${position} in line.` : ''),
} as const;
