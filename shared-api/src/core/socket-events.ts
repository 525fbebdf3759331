/**
 * The socket.io event maps shared by the server (`new Server<...>`) and the browser client:
 * renaming an event or changing its payload is a compile error on both sides. Every event
 * carries one payload object.
 */
import type { AppointmentCancelledEvent, AppointmentCreatedEvent, AppointmentUpdatedEvent } from './appointment-types';
import type { AppointmentRescheduledEvent } from './reschedule';
import type { ConsultationRefusal, ConsultationState } from './consultation-types';
import type { Role, PushedNotification } from './types';
import type { ImmediateVisitEvent } from './see-now';
import type { PrescriptionCreatedEvent, PrescriptionUpdatedEvent, RenewalAnsweredEvent, RenewalRequestedEvent } from './prescription-types';

/** `new-doctor-slot`: a doctor the patient has booked with added times. */
export interface NewDoctorSlotEvent {
  doctorId: string;
  doctorName: string;
}

/**
 * `notifications-read`: the user marked notifications read (in any tab or device); every socket
 * of the user hears it, so their other open screens update the list and the unread count.
 */
export interface NotificationsReadEvent {
  /**
   * The notifications that went from unread to read: one, or for Mark all read every one that
   * was unread. Ids rather than "all", so a notification arriving meanwhile stays unread.
   */
  ids: string[];
}

/** `session-revoked`: sent just before the server drops the sockets of a signed-out session. */
export interface SessionRevokedEvent {
  message: string;
}

/** Why the server refused an event (`error`). */
export type SocketErrorCode = 'rate-limited' | 'forbidden' | 'invalid' | 'failed';

/** `error`: an event of this socket was refused or failed. */
export interface SocketErrorEvent {
  code: SocketErrorCode;
  message: string;
  /** The client event that was refused, when there is one. */
  event?: string;
  /** Consultation refusals: why (e.g. 'ended', 'too-early'), so the screen can say so. */
  reason?: ConsultationRefusal;
}

// Consultation (spec §7 "Real-time channel", issue 11). `room` is always the appointment's
// roomId. The server decides who the sender is from the socket's session: a `user` a client
// sends is ignored, and every event is checked (participant, appointment scheduled, join window,
// not ended) before it is handled; a refusal is an `error` event with a `reason`.

/** Who is in a consultation room. */
export interface ConsultationUser {
  id: string;
  name: string;
  /** Only a visit's doctor and patient are ever in its room (never an operator). */
  role: Exclude<Role, 'admin'>;
}

/** An SDP offer or answer (the shape of RTCSessionDescriptionInit, without the DOM types). */
export interface SessionDescription {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp?: string;
}

/** A trickled ICE candidate (the shape of RTCIceCandidateInit). */
export interface IceCandidate {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/**
 * A consultation chat message (spec §3) as stored and received: de-duplicated by id; time is
 * HH:MM in the appointment's time zone. sender, senderName and time are set by the server.
 */
export interface ConsultationChatMessage {
  /** Chosen by the sending client (e.g. crypto.randomUUID()); a resend with the same id is stored once. */
  id: string;
  sender: 'doctor' | 'patient';
  senderName: string;
  /** Trimmed, 1 to CHAT_MESSAGE_MAX_LENGTH characters; render as text, never HTML. */
  text: string;
  time: string;
  /** When the server stored it, ISO 8601 (always set by the server; format it locally). */
  sentAt?: string;
}

/** A chat message as a client sends it: only id and text count. */
export interface OutgoingChatMessage {
  id: string;
  text: string;
  sender?: 'doctor' | 'patient';
  senderName?: string;
  time?: string;
}

/** A client event naming a consultation room; `user` (spec) is accepted and ignored. */
export interface RoomUserPayload {
  room: string;
  user?: ConsultationUser;
}
export interface OfferPayload {
  room: string;
  offer: SessionDescription;
}
export interface AnswerPayload {
  room: string;
  answer: SessionDescription;
}
export interface IceCandidatePayload {
  room: string;
  candidate: IceCandidate;
}
export interface SendMessagePayload {
  room: string;
  message: OutgoingChatMessage;
}

/** Whether a participant sends sound and picture (their microphone and camera switches). */
export interface MediaState {
  audio: boolean;
  video: boolean;
}
export interface MediaStatePayload {
  room: string;
  media: MediaState;
}

/** A participant of the room (user-connected, user-disconnected, ready, trigger-offer). */
export interface RoomUserEvent {
  room: string;
  user: ConsultationUser;
}

/**
 * `session-state`: sent to a socket right after its join succeeded (this is the join's
 * acknowledgement) and to the whole room whenever the status changes.
 */
export interface SessionStateEvent {
  room: string;
  appointmentId: string;
  state: ConsultationState;
  /** Who is in the room now (at most the doctor and the patient). */
  participants: ConsultationUser[];
}

/** `chat-history`: every stored message of the consultation, oldest first, after each (re)join. */
export interface ChatHistoryEvent {
  room: string;
  messages: ConsultationChatMessage[];
}

/**
 * `waiting`: to a patient who joined before the doctor started: the doctor has been told
 * ("{patient} is waiting", stored and live) and the appointment starts at `startsAt`.
 */
export interface WaitingEvent {
  room: string;
  doctorNotified: boolean;
  startsAt: string;
  doctor: { id: string; name: string };
}

/** `session-started`: the doctor started the session (to both sides). */
export interface SessionStartedEvent {
  room: string;
  startedAt: string;
  user: ConsultationUser;
}

/** `session-ended`: the doctor ended the session (to both sides); nobody may rejoin. */
export interface SessionEndedEvent {
  room: string;
  message: string;
  endedAt: string;
}

/** Events the browser sends. */
export interface ClientToServerEvents {
  'join-room': (payload: RoomUserPayload) => void;
  'ready-for-offer': (payload: RoomUserPayload) => void;
  'user-connected': (payload: RoomUserPayload) => void;
  offer: (payload: OfferPayload) => void;
  answer: (payload: AnswerPayload) => void;
  'ice-candidate': (payload: IceCandidatePayload) => void;
  'send-message': (payload: SendMessagePayload) => void;
  /** Doctor only: ends the session for both sides. */
  'end-session': (payload: RoomUserPayload) => void;
  /** Leaving on purpose (Leave Session): the other side hears user-disconnected at once, without the grace period. */
  'leave-room': (payload: RoomUserPayload) => void;
  /** My microphone or camera was switched (and again whenever the other side (re)joins). */
  'media-state': (payload: MediaStatePayload) => void;
}

/** Events the server sends. */
export interface ServerToClientEvents {
  notification: (notification: PushedNotification) => void;
  'notifications-read': (event: NotificationsReadEvent) => void;
  'appointment-created': (event: AppointmentCreatedEvent) => void;
  'appointment-cancelled': (event: AppointmentCancelledEvent) => void;
  'appointment-updated': (event: AppointmentUpdatedEvent) => void;
  'appointment-rescheduled': (event: AppointmentRescheduledEvent) => void;
  'new-doctor-slot': (event: NewDoctorSlotEvent) => void;
  /** To the doctor: a patient booked an immediate visit (see-now) and waits in the room. */
  'immediate-visit': (event: ImmediateVisitEvent) => void;
  'session-revoked': (event: SessionRevokedEvent) => void;
  error: (error: SocketErrorEvent) => void;
  // Consultation
  /** To the participant already present when the other becomes ready: send an offer now. */
  'trigger-offer': (payload: RoomUserEvent) => void;
  /** The other participant's media is ready (it sent ready-for-offer). */
  ready: (payload: RoomUserEvent) => void;
  /** The other participant joined (or rejoined after the grace period). */
  'user-connected': (payload: RoomUserEvent) => void;
  offer: (payload: { room: string; offer: SessionDescription; from: ConsultationUser }) => void;
  answer: (payload: { room: string; answer: SessionDescription; from: ConsultationUser }) => void;
  'ice-candidate': (payload: { room: string; candidate: IceCandidate; from: ConsultationUser }) => void;
  /** The other participant left, or its socket stayed away longer than the grace period. */
  'user-disconnected': (payload: RoomUserEvent) => void;
  'session-state': (payload: SessionStateEvent) => void;
  'session-started': (payload: SessionStartedEvent) => void;
  'session-ended': (payload: SessionEndedEvent) => void;
  'chat-history': (payload: ChatHistoryEvent) => void;
  waiting: (payload: WaitingEvent) => void;
  /** The other participant switched their microphone or camera: the tile shows who is there and who is muted. */
  'media-state': (payload: { room: string; media: MediaState; from: ConsultationUser }) => void;
  /** A stored chat message, to both sides (the sender's copy confirms it was stored). */
  'receive-message': (message: ConsultationChatMessage) => void;
  // Prescriptions (to the patient's or the doctor's own sockets)
  'prescription-created': (event: PrescriptionCreatedEvent) => void;
  'prescription-updated': (event: PrescriptionUpdatedEvent) => void;
  'renewal-requested': (event: RenewalRequestedEvent) => void;
  'renewal-answered': (event: RenewalAnsweredEvent) => void;
}

/** Sessions and users whose cached copies every instance must drop. */
export interface SessionEvictionEvent {
  sessionIds?: string[];
  userIds?: string[];
}

/** Events between server instances (through the Redis streams adapter). */
export interface InterServerEvents {
  'telehealth:session-evict': (eviction: SessionEvictionEvent) => void;
}

/** The payload of a server event. */
export type ServerEventPayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];
/** The payload of a client event. */
export type ClientEventPayload<E extends keyof ClientToServerEvents> = Parameters<ClientToServerEvents[E]>[0];
