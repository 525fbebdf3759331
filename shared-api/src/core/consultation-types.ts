/**
 * Wire types of the video consultation (spec §2/§4 "Consultation", issue 11): the session's
 * state, the notes and the ICE servers, as the REST endpoints under `/consultation/{appointmentId}`
 * answer them. The socket events are in `socket-events.ts`.
 */

/**
 * Where a consultation is:
 * - not-started: nobody has joined yet;
 * - waiting: one side is present (the patient in the waiting room, or the doctor waiting for
 *   the patient);
 * - live: the doctor has started and both are present;
 * - ended: the doctor ended it; nobody may join again.
 */
export type ConsultationStatus = 'not-started' | 'waiting' | 'live' | 'ended';

/**
 * Why the server refuses a join or an event of a consultation (also the `reason` of the socket
 * `error` event), so a screen can show the right page instead of a broken call.
 */
export type ConsultationRefusal =
  /** No such appointment, or a room name that names none. */
  | 'not-found'
  /** The caller is neither the appointment's doctor nor its patient. */
  | 'not-participant'
  /** The appointment is canceled or completed. */
  | 'not-scheduled'
  /** Before the join window (15 minutes before the slot). */
  | 'too-early'
  /** After the join window (30 minutes after the slot), or 2 hours after it once started. */
  | 'too-late'
  /** The doctor ended the session. */
  | 'ended';

/** `data` of `GET /consultation/{appointmentId}`: the session as the caller may see it. */
export interface ConsultationState {
  appointmentId: string;
  /** The socket room of this consultation (the appointment's roomId). */
  roomId: string;
  status: ConsultationStatus;
  /** When the doctor started the session (first joined), ISO 8601; null before. */
  startedAt: string | null;
  /** When the doctor ended it, ISO 8601; null before. */
  endedAt: string | null;
  /** endedAt − startedAt in whole seconds once ended; null before. */
  durationSeconds: number | null;
  /** The slot's start, ISO 8601 (the appointment's startsAt). */
  startsAt: string;
  /** First join possible from (15 minutes before the slot). */
  opensAt: string;
  /** First join possible until (30 minutes after the slot). */
  closesAt: string;
  /** Once started, rejoining is possible until this moment (2 hours after the slot) or the end. */
  rejoinUntil: string;
  /** Whether the caller may join now. */
  canJoin: boolean;
  /** Why not, when canJoin is false. */
  refusal: ConsultationRefusal | null;
  /** The caller's side of the call. */
  role: 'doctor' | 'patient';
}

/**
 * `data` of `GET` and `PUT /consultation/{appointmentId}/notes` and of the visit-summary calls.
 * - Doctor: `medicalNotes` are clinical notes for clinicians only; `visitSummary` is the draft
 *   written for the patient, `publishedVisitSummary` what the patient reads now (null until
 *   published); `personalNotes` is always null.
 * - Patient: `personalNotes` are private to them; `visitSummary` and `publishedVisitSummary`
 *   are both the published summary (null until the doctor publishes one); `medicalNotes` is
 *   always null: clinical notes never reach the patient.
 */
export interface ConsultationNotes {
  appointmentId: string;
  medicalNotes: string | null;
  medicalNotesUpdatedAt: string | null;
  personalNotes: string | null;
  personalNotesUpdatedAt: string | null;
  visitSummary: string | null;
  visitSummaryUpdatedAt: string | null;
  publishedVisitSummary: string | null;
  visitSummaryPublishedAt: string | null;
}

/**
 * Body of `PUT /consultation/{appointmentId}/notes`: the caller's own notes (Medical Notes for
 * the doctor, Personal Notes for the patient). Replaces the previous text; an empty text clears.
 */
export interface SaveConsultationNotesRequest {
  text: string;
}

/** One entry of RTCConfiguration.iceServers. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/**
 * `data` of `GET /consultation/{appointmentId}/ice-servers`: STUN always; TURN with
 * time-limited credentials when the server is configured for it.
 */
export interface IceServersResult {
  iceServers: IceServer[];
  /** When the TURN credentials stop working, ISO 8601; null when there are none. */
  expiresAt: string | null;
}
