// Issue 23 points 4 and 6: the patient no-show and the doctor's minimum booking notice, as the
// browser entry and the server share them (no yup here: the schema is in appointment-schemas.ts).

/** The doctor of a video visit may mark the patient absent this many minutes after the start, if the patient never joined. */
export const PATIENT_NO_SHOW_MINUTES = 15;

/** The status a video visit gets when its doctor marks the patient absent (a past, settled visit: no refund). */
export const NO_SHOW_STATUS = 'no-show';

/** How a no-show visit reads on its chip and in its tab. */
export const NO_SHOW_LABEL = 'Patient did not attend';

/** A doctor's minimum booking notice when they never set one: scheduled visits start at least an hour after booking. */
export const DEFAULT_BOOKING_NOTICE_MINUTES = 60;

/** The notices a doctor may choose, in minutes (0: any slot that has not started). */
export const BOOKING_NOTICE_OPTIONS = [0, 30, 60, 120, 240, 720, 1440, 2880] as const;

/** '1 hour', '30 minutes', '2 days', 'no notice' (how the setting and the refusal read it). */
export function bookingNoticeLabel(minutes: number): string {
  if (minutes <= 0) return 'no notice';
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day' : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** What the no-show dialog, notice and server say. */
export const NO_SHOW_MESSAGES = {
  onlyDoctor: "Only the appointment's doctor can mark that the patient did not attend",
  onlyVideo: 'Only a video visit can be marked as not attended',
  onlyScheduled: 'Only a scheduled appointment can be marked as not attended',
  tooEarly: `You can mark that the patient did not attend ${PATIENT_NO_SHOW_MINUTES} minutes after the start time`,
  patientJoined: 'The patient joined this video visit, so it cannot be marked as not attended',
  marked: 'Marked as patient did not attend',
  confirmTitle: 'Patient did not attend?',
  confirmBody:
    'The patient will be told that they missed this video visit. They do not get their money back, and the visit moves to your completed appointments.',
  noRefundForPatient: 'Missed visits are not refunded.',
} as const;

/** What the server says when a slot is inside the doctor's booking notice. */
export const bookingNoticeRefusal = (minutes: number): string =>
  `This doctor needs at least ${bookingNoticeLabel(minutes)} notice before a visit. Please choose a later time.`;

/** True when the doctor may mark the patient of this video visit absent at `now` (the server also checks that the patient never joined). */
export function canMarkPatientNoShow(
  appointment: { status: string; startsAt: string; consultationType: string },
  now: Date = new Date(),
): boolean {
  if (appointment.status !== 'scheduled' || appointment.consultationType !== 'Video Consultation') return false;
  return now.getTime() >= Date.parse(appointment.startsAt) + PATIENT_NO_SHOW_MINUTES * 60_000;
}
