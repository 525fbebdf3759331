/**
 * "See a doctor now" (issue 23 point 1): a doctor's "Available now" switch and the immediate
 * visit a patient books with such a doctor. Constants, messages and wire types shared by the
 * server and the screens.
 */

/** "Available now" turns itself off this long after the doctor switched it on. */
export const AVAILABLE_NOW_MINUTES = 60;

/** The stored notification's prefix the doctor's browser rings for (an immediate visit's alert). */
export const IMMEDIATE_VISIT_LABEL = 'See now';

export const SEE_NOW_MESSAGES = {
  notVerified: 'Only a doctor whose licence has been checked can switch on Available now.',
  notActive: 'Your profile is not taking bookings right now, so Available now cannot be switched on.',
  switchedOn: 'You are available now',
  switchedOff: 'You are no longer available now',
  availableNowInvalid: 'availableNow must be true or false',
  doctorUnavailable: 'This doctor is no longer available right now. Please choose another doctor.',
  doctorBusy: 'This doctor is already seeing another patient. Please choose another doctor or try again in a few minutes.',
  refundedUnavailable:
    'Your payment was refunded in full because the doctor stopped being available before your payment went through. Please choose another doctor.',
  notVideo: 'An immediate visit is a video consultation.',
  immediateForDoctor: (patientName: string) =>
    `${IMMEDIATE_VISIT_LABEL}: ${patientName} booked a visit now and is waiting for you. Join now.`,
  immediateForPatient: (doctorName: string) => `Your visit with Dr. ${doctorName} starts now. Join the visit room.`,
} as const;

/** `GET` and `PUT /doctor/available-now`: whether the signed-in doctor is available now, and until when. */
export interface AvailableNowState {
  availableNow: boolean;
  /** When it turns itself off (ISO); null when off. */
  until: string | null;
  /** Whether the doctor may switch it on (a checked licence, an active profile). */
  canSwitchOn: boolean;
}

/** `PUT /doctor/available-now` body. */
export interface AvailableNowRequest {
  availableNow: boolean;
}

/** `POST /payment/create-immediate-checkout-session` body: a video visit with the doctor, starting now. */
export interface ImmediateCheckoutRequest {
  doctorId: string;
  /** Your own user id. */
  userId: string;
  /** Must equal the doctor's fee. */
  price: number;
  reason?: string;
}

/** `immediate-visit` (socket, to the doctor): a patient booked an immediate visit and is waiting. */
export interface ImmediateVisitEvent {
  appointmentId: string;
  patientName: string;
}
