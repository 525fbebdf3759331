/**
 * The socket.io event maps shared by the server (`new Server<...>`) and the browser client:
 * renaming an event or changing its payload is a compile error on both sides. Every event
 * carries one payload object.
 */
import type { AppointmentCancelledEvent, AppointmentCreatedEvent, AppointmentUpdatedEvent } from './appointment-types';
import type { Role, Notification } from './types';
import type { PrescriptionCreatedEvent, PrescriptionUpdatedEvent, RenewalAnsweredEvent, RenewalRequestedEvent } from './prescription-types';

/** `new-doctor-slot`: a doctor the patient has booked with added times. */
export interface NewDoctorSlotEvent {
  doctorId: string;
  doctorName: string;
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
}

// Consultation (spec §7 "Real-time channel"). Types only for now: the consultation feature
// declares the handlers.

/** Who is in a consultation room. */
export interface ConsultationUser {
  id: string;
  name: string;
  role: Role;
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

/** A consultation chat message (spec §3): de-duplicated by id; time is HH:MM. */
export interface ConsultationChatMessage {
  id: string;
  sender: 'doctor' | 'patient';
  senderName: string;
  text: string;
  time: string;
}

export interface RoomUserPayload {
  room: string;
  user: ConsultationUser;
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
  message: ConsultationChatMessage;
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
  'end-session': (payload: RoomUserPayload) => void;
}

/** Events the server sends. */
export interface ServerToClientEvents {
  notification: (notification: Notification) => void;
  'appointment-created': (event: AppointmentCreatedEvent) => void;
  'appointment-cancelled': (event: AppointmentCancelledEvent) => void;
  'appointment-updated': (event: AppointmentUpdatedEvent) => void;
  'new-doctor-slot': (event: NewDoctorSlotEvent) => void;
  'session-revoked': (event: SessionRevokedEvent) => void;
  error: (error: SocketErrorEvent) => void;
  // Consultation
  'trigger-offer': (payload: { room: string; user: ConsultationUser }) => void;
  ready: (payload: { room: string; user: ConsultationUser }) => void;
  'user-connected': (payload: { room: string; user: ConsultationUser }) => void;
  offer: (payload: { room: string; offer: SessionDescription; from: ConsultationUser }) => void;
  answer: (payload: { room: string; answer: SessionDescription; from: ConsultationUser }) => void;
  'ice-candidate': (payload: { room: string; candidate: IceCandidate; from: ConsultationUser }) => void;
  'user-disconnected': (payload: { room: string; user: ConsultationUser }) => void;
  'session-ended': (payload: { room: string; message: string }) => void;
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
