/**
 * Consultation constants (spec §9 and issue 11) and the chat rule both sides apply: the
 * composer disables Send for what the server would refuse.
 */
import { JOIN_WINDOW_AFTER_MINUTES, JOIN_WINDOW_BEFORE_MINUTES } from './constants';
import type { ConsultationRefusal, ConsultationStatus } from './consultation-types';

/** The states of a consultation, in order (ConsultationStatus). */
export const CONSULTATION_STATUSES = ['not-started', 'waiting', 'live', 'ended'] as const satisfies readonly ConsultationStatus[];

/** The first join is possible from this many minutes before the slot ... */
export const CONSULTATION_OPENS_BEFORE_MINUTES = JOIN_WINDOW_BEFORE_MINUTES;
/** ... until this many minutes after it. */
export const CONSULTATION_CLOSES_AFTER_MINUTES = JOIN_WINDOW_AFTER_MINUTES;
/** Once the doctor has started, both may rejoin until the end or this many minutes after the slot. */
export const CONSULTATION_REJOIN_AFTER_MINUTES = 120;
/** A chat message is 1 to this many characters once trimmed. */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;
/** A chat message id (chosen by the client, de-duplicates resends) is at most this long. */
export const CHAT_MESSAGE_ID_MAX_LENGTH = 64;
/** Notes (Medical or Personal) are at most this many characters. */
export const CONSULTATION_NOTES_MAX_LENGTH = 20_000;
/** A dropped socket is reported to the other side after this long, so a quick reconnect goes unnoticed. */
export const CONSULTATION_DISCONNECT_GRACE_MS = 5_000;
/** Public STUN servers of spec §7 (used when no ICE servers are configured). */
export const DEFAULT_STUN_URLS = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'] as const;

/** Texts of the consultation's refusals and server events. */
export const CONSULTATION_MESSAGES = {
  refusal: {
    'not-found': 'This consultation does not exist.',
    'not-participant': 'Only the doctor and the patient of this appointment can join this consultation.',
    'not-scheduled': 'This appointment is no longer scheduled, so its consultation cannot be joined.',
    'too-early': `This consultation opens ${JOIN_WINDOW_BEFORE_MINUTES} minutes before the appointment.`,
    'too-late': 'The time to join this consultation has passed.',
    ended: 'This consultation has ended.',
  } satisfies Record<ConsultationRefusal, string>,
  /** `session-ended` message (spec §8, patient side; the doctor's screen says its own text). */
  sessionEnded: 'The consultation session has been ended by the doctor.',
  onlyDoctorEnds: 'Only the doctor can end the consultation.',
  chatEmpty: 'Type a message before sending.',
  chatTooLong: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  notesTooLong: `Notes can be at most ${CONSULTATION_NOTES_MAX_LENGTH} characters.`,
  notesRequired: 'text is required (it may be empty to clear the notes)',
  /** A visit summary is written for the patient; only the appointment's doctor writes and publishes it. */
  summaryDoctorOnly: 'Only the doctor writes the visit summary.',
  summaryEmpty: 'Write the visit summary before publishing it.',
  /** Reopening a consultation ended by mistake (the appointment's doctor, within the rejoin window). */
  reopenDoctorOnly: 'Only the doctor can reopen the consultation.',
  reopenNotEnded: 'This consultation has not ended, so there is nothing to reopen.',
  reopenTooLate: `A consultation can be reopened only until ${CONSULTATION_REJOIN_AFTER_MINUTES / 60} hours after the appointment's start.`,
  reopenNotScheduled: 'This appointment is no longer scheduled, so its consultation cannot be reopened.',
  reopened: 'Consultation reopened',
  /** Stored and live notification to the patient when the doctor publishes the visit summary. */
  summaryPublished: (doctorName: string) => `${/^dr\.?\s/i.test(doctorName) ? doctorName : `Dr. ${doctorName}`} shared your visit summary`,
  /** Stored and live notification to the doctor when the patient is in the waiting room. */
  patientWaiting: (patientName: string) => `${patientName} is waiting`,
} as const;

/** The room's path in the web app (the link of the waiting-room notification). */
export const consultationPath = (appointmentId: string): string => `/consultation/${encodeURIComponent(appointmentId)}`;

/**
 * The text a chat message would be sent with: trimmed; null when it may not be sent (empty,
 * whitespace only, or longer than CHAT_MESSAGE_MAX_LENGTH).
 */
export function chatTextToSend(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return null;
  return trimmed;
}
