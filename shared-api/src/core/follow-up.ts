// Follow-ups (issue 23 point 5): what the browser entry and the server share (no yup here: the
// schema is in follow-up-schema.ts).

/** How long a proposed follow-up's time is held for the patient, at most (less when the time starts sooner). */
export const FOLLOW_UP_HOLD_HOURS = 48;

/** The "in N weeks" choices a doctor has. */
export const FOLLOW_UP_WEEKS = [1, 2, 4] as const;
export type FollowUpWeeks = (typeof FOLLOW_UP_WEEKS)[number];

/** A proposal's state: waiting for the patient, booked, declined by the patient, or expired unconfirmed. */
export type FollowUpStatus = 'proposed' | 'confirmed' | 'declined' | 'expired';

/** One follow-up proposal, as its doctor and its patient see it. */
export interface FollowUpProposal {
  id: string;
  /** The finished visit it follows. */
  visitId: string;
  doctorId: string;
  doctorName: string;
  doctorSpecialization: string;
  patientName: string;
  /** yyyy-MM-dd and e.g. '10:00 AM' in the doctor's time zone. */
  date: string;
  time: string;
  timeZone: string;
  startsAt: string;
  free: boolean;
  /** What the patient pays to confirm (0 when free), in `currency` (ISO 4217). */
  price: number;
  currency: string;
  status: FollowUpStatus;
  /** Until when the time is held and the proposal can be confirmed. */
  expiresAt: string;
  /** The appointment booked by confirming it. */
  appointmentId: string | null;
  createdAt: string;
}

/** Body of `POST /follow-ups`: either `weeks` (the first free time from then on) or a chosen `date` and `time`. */
export interface FollowUpProposalRequest {
  visitId: string;
  weeks?: FollowUpWeeks;
  date?: string;
  time?: string;
  free?: boolean;
}

/** The reason written on a confirmed follow-up's appointment. */
export const FOLLOW_UP_REASON = 'Follow-up visit';

export const FOLLOW_UP_MESSAGES = {
  visitRequired: 'Choose the visit to follow up',
  visitInvalid: 'The visit id is not valid',
  whenRequired: 'Choose when: in 1, 2 or 4 weeks, or a date and a time',
  weeksInvalid: 'Choose 1, 2 or 4 weeks',
  dateInvalid: 'The date must be a date like 2030-01-31',
  timeInvalid: 'Choose one of the times the doctor offers',
  visitNotFound: 'Appointment not found',
  notYourVisit: 'Only the doctor of this visit can propose its follow-up',
  visitNotFinished: 'A follow-up can be proposed only once the visit has ended or is marked completed.',
  alreadyProposed: 'A follow-up of this visit is already waiting for the patient.',
  noFreeTime: (weeks: number) =>
    `No free time was found from ${weeks} ${weeks === 1 ? 'week' : 'weeks'} on within the booking window. Choose a date and a time instead.`,
  slotTaken: 'This time is no longer free. Please choose another time.',
  slotPast: 'This time has passed or starts too soon. Please choose a later time.',
  doctorUnavailable: 'You are not taking bookings right now, so a follow-up cannot be proposed.',
  notFound: 'Follow-up not found',
  notOpen: 'This follow-up is no longer waiting for an answer.',
  expired: 'This follow-up has expired and its time was released.',
  payToConfirm: 'This follow-up is confirmed by paying for it at checkout.',
  proposed: 'Follow-up proposed. The patient has been notified.',
  confirmed: 'Follow-up confirmed. Your appointment is booked.',
  declined: 'Follow-up declined.',
  proposedToPatient: (doctorName: string, day: string, time: string, free: boolean) =>
    `Dr. ${doctorName} proposes a follow-up visit on ${day} at ${time}${free ? ', free of charge' : ''}. The time is held for you: confirm it before it expires.`,
  confirmedForDoctor: (patientName: string, day: string, time: string) =>
    `${patientName} confirmed the follow-up visit on ${day} at ${time}.`,
  declinedForDoctor: (patientName: string, day: string, time: string) =>
    `${patientName} declined the follow-up visit on ${day} at ${time}; the time was released.`,
  expiredForPatient: (doctorName: string, day: string, time: string) =>
    `The follow-up visit with Dr. ${doctorName} on ${day} at ${time} expired unconfirmed and its time was released.`,
  expiredForDoctor: (patientName: string, day: string, time: string) =>
    `${patientName} did not confirm the follow-up visit on ${day} at ${time} in time; it expired and the time was released.`,
} as const;

/** The query parameter of /appointments that opens the doctor's follow-up form for a visit (the visit summary links there). */
export const FOLLOW_UP_PROPOSE_QUERY_PARAM = 'proposeFollowUp';

/** Where the doctor proposes a follow-up of a visit from its summary. */
export function proposeFollowUpPath(visitId: string): string {
  return `/appointments?${FOLLOW_UP_PROPOSE_QUERY_PARAM}=${encodeURIComponent(visitId)}`;
}

/** Where a proposal's notification leads: the patient's appointments page, the proposal shown. */
export function followUpPath(proposalId: string): string {
  return `/appointments?followUp=${encodeURIComponent(proposalId)}`;
}
