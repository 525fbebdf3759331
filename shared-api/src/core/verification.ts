/**
 * Clinician verification: the states of a doctor's licence check, its limits, messages and wire
 * types (the yup schemas are in verification-schemas.ts, kept out of the browser main entry).
 */
/**
 * Where a doctor's licence check stands. Only `verified` doctors are listed in search, can be
 * booked and can prescribe.
 *   pending    signed up, no licence sent yet
 *   submitted  licence sent, waiting for an operator
 *   verified   approved by an operator
 *   rejected   not approved (with a reason); the doctor may send corrected details
 *   suspended  approval withdrawn by an operator; restoring makes it verified again
 */
export const DOCTOR_VERIFICATION_STATES = ['pending', 'submitted', 'verified', 'rejected', 'suspended'] as const;
export type DoctorVerificationState = (typeof DOCTOR_VERIFICATION_STATES)[number];

export const LICENCE_NUMBER_MAX_LENGTH = 64;
export const LICENCE_AUTHORITY_MAX_LENGTH = 120;
export const VERIFICATION_REASON_MAX_LENGTH = 500;
/** Largest licence scan or photo accepted. */
export const LICENCE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart field that carries the licence scan or photo. */
export const LICENCE_DOCUMENT_FIELD = 'licenceDocument';

export const VERIFICATION_MESSAGES = {
  licenceNumberRequired: 'Please enter your licence number',
  licenceNumberTooLong: `The licence number can be at most ${LICENCE_NUMBER_MAX_LENGTH} characters`,
  authorityRequired: 'Please enter who issued the licence (a medical council, board or country)',
  authorityTooLong: `Who issued the licence can be at most ${LICENCE_AUTHORITY_MAX_LENGTH} characters`,
  expiryRequired: 'Please enter the date the licence expires, as yyyy-mm-dd',
  expiryPast: 'This licence has expired. Please send a licence that is still valid',
  documentMissing: 'Please add a scan or photo of your licence',
  documentType: 'The licence must be a photo (JPEG, PNG or WebP) or a PDF',
  documentTooLarge: `The licence file can be at most ${Math.round(LICENCE_DOCUMENT_MAX_BYTES / (1024 * 1024))} MB`,
  reasonRequired: 'Please give a reason the doctor will read',
  reasonTooLong: `The reason can be at most ${VERIFICATION_REASON_MAX_LENGTH} characters`,
  notVerifiedBooking: 'This doctor is not taking bookings yet: their licence has not been checked.',
  notVerifiedPrescribing: 'You can write prescriptions once we have checked your licence.',
  alreadyVerified: 'Your licence has already been checked and approved.',
  suspendedResubmit: 'Your account is suspended. Please contact us to have it looked at again.',
  doctorNotFound: 'Doctor not found',
  nothingToDecide: 'This doctor has no licence waiting for a decision.',
  notVerified: 'Only an approved doctor can be suspended.',
  notSuspended: 'This doctor is not suspended.',
  noDocument: 'No licence file has been sent.',
} as const;

/** A licence as sent, and the last decision on it (the wire shape of the verification routes). */
export interface LicenceView {
  licenceNumber: string;
  issuingAuthority: string;
  expiresOn: string;
  hasDocument: boolean;
  submittedAt: string;
  decidedAt: string | null;
  /** Why it was rejected or suspended. */
  reason: string | null;
}

/** `GET /doctor/verification`: the signed-in doctor's own licence check. */
export interface DoctorVerification {
  state: DoctorVerificationState;
  hasProfile: boolean;
  /** What is still to do, in everyday words; empty once verified. */
  missing: string[];
  licence: LicenceView | null;
}

/** One doctor of the operators' verification queue (`GET /admin/verifications`). */
export interface VerificationQueueEntry {
  doctorId: string;
  userId: string;
  name: string;
  email: string;
  specialization: string;
  qualification: string;
  state: DoctorVerificationState;
  licence: LicenceView | null;
  /** Where the scan or photo is read, under the API base path; null when none was sent. */
  documentPath: string | null;
}
