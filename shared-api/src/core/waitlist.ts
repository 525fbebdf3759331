// The waitlist (issue 23 point 7): what the browser entry and the server share (no yup here:
// the browser entry stays light; the schema is in waitlist-schema.ts).

/** How long a slot freed for the first patient in line is held for them before the next is offered it. */
export const WAITLIST_OFFER_HOLD_MINUTES = 10;

/** An entry's state: in line, holding an offered slot, or ended (booked, left, or the offer lapsed). */
export type WaitlistEntryStatus = 'waiting' | 'offered' | 'booked' | 'left' | 'lapsed';

/** One of the patient's waitlist entries (`GET /waitlist`). */
export interface WaitlistEntry {
  id: string;
  doctorId: string;
  doctorName: string;
  /** yyyy-MM-dd in the doctor's time zone. */
  date: string;
  timeZone: string;
  status: WaitlistEntryStatus;
  /** 1 for the first in line among those waiting (null once the entry is offered or ended). */
  position: number | null;
  /** The held slot while `status` is 'offered' (the doctor's time), else null. */
  offeredTime: string | null;
  offeredStartsAt: string | null;
  /** When the hold ends (ISO instant), while offered. */
  offerExpiresAt: string | null;
  createdAt: string;
}

/** Body of `POST /waitlist`. */
export interface WaitlistJoinRequest {
  doctorId: string;
  /** yyyy-MM-dd in the doctor's time zone. */
  date: string;
}

export const WAITLIST_MESSAGES = {
  doctorRequired: 'Choose a doctor',
  doctorInvalid: 'The doctor id is not valid',
  dateRequired: 'Choose a day',
  dateInvalid: 'The day must be a date like 2030-01-31',
  doctorNotFound: 'Doctor not found',
  doctorNotBookable: 'This doctor is not taking bookings right now.',
  pastDay: 'You can only join the waitlist of a day that is still ahead.',
  beyondWindow: 'You can only join the waitlist of a day within the next 30 days.',
  noSlotsThatDay: 'The doctor does not see patients on this day. Please choose another date.',
  dayHasFreeSlot: 'This day still has free times: you can book one now.',
  alreadyJoined: 'You are already on the waitlist for this day.',
  notFound: 'Waitlist entry not found',
  ended: 'This waitlist entry has already ended.',
  joined: 'You are on the waitlist. If a time opens on this day, we will hold it for you and let you know.',
  left: 'You left the waitlist',
  offerForYou: (doctorName: string, day: string, time: string) =>
    `A time opened with Dr. ${doctorName}: ${day} at ${time}. It is held for you for ${WAITLIST_OFFER_HOLD_MINUTES} minutes — book it now.`,
  offerLapsed: (doctorName: string, day: string) =>
    `The time we held for you with Dr. ${doctorName} on ${day} was released because it was not booked in time. You can join the waitlist again.`,
} as const;

/** The query parameter of the booking page that names a slot held for the patient (the offer's link). */
export const WAITLIST_OFFER_QUERY_PARAM = 'held';

/** Where an offer's notification leads: the booking page with the held slot chosen. */
export function waitlistOfferPath(doctorId: string, date: string, time: string): string {
  const query = new URLSearchParams({ date, time, [WAITLIST_OFFER_QUERY_PARAM]: '1' });
  return `/book-appointment/${encodeURIComponent(doctorId)}?${query.toString()}`;
}
