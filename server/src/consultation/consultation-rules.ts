/**
 * The consultation's rules as plain functions (data in, data out): who may be in the call and
 * when, how its state moves, what a signalling or chat payload must look like, and the TURN
 * credentials. The socket handlers and routes apply them; the unit tests pin them down.
 */
import { createHmac } from 'node:crypto';
import {
  CHAT_MESSAGE_ID_MAX_LENGTH,
  chatTextToSend,
  CONSULTATION_CLOSES_AFTER_MINUTES,
  CONSULTATION_OPENS_BEFORE_MINUTES,
  CONSULTATION_REJOIN_AFTER_MINUTES,
  type AppointmentStatus,
  type ConsultationRefusal,
  type ConsultationStatus,
  type IceCandidate,
  type IceServer,
  type SessionDescription,
} from '@telehealth/shared-api/core';

const MINUTE_MS = 60_000;

/** What the rule needs to know of an appointment and its consultation. */
export interface ConsultationFacts {
  status: AppointmentStatus;
  startsAt: Date;
  doctorUserId: string;
  patientUserId: string;
  /** When the doctor started the session; null before. */
  startedAt: Date | null;
  endedAt: Date | null;
}

export type ConsultationSide = 'doctor' | 'patient';

export type ConsultationAccess = { allowed: true; side: ConsultationSide } | { allowed: false; reason: ConsultationRefusal };

/** The moments that bound a consultation. */
export function consultationWindow(startsAt: Date): { opensAt: Date; closesAt: Date; rejoinUntil: Date } {
  const start = startsAt.getTime();
  return {
    opensAt: new Date(start - CONSULTATION_OPENS_BEFORE_MINUTES * MINUTE_MS),
    closesAt: new Date(start + CONSULTATION_CLOSES_AFTER_MINUTES * MINUTE_MS),
    rejoinUntil: new Date(start + CONSULTATION_REJOIN_AFTER_MINUTES * MINUTE_MS),
  };
}

/** The caller's side of the call, or undefined when they are neither its doctor nor its patient. */
export function sideOf(facts: Pick<ConsultationFacts, 'doctorUserId' | 'patientUserId'>, userId: string): ConsultationSide | undefined {
  if (userId === facts.doctorUserId) return 'doctor';
  if (userId === facts.patientUserId) return 'patient';
  return undefined;
}

/**
 * Whether `userId` may be in the consultation at `now` (join, and every event after it): only
 * the appointment's doctor and patient; never once ended; only while the appointment is
 * scheduled; from 15 minutes before the slot; until 30 minutes after it, or — once the doctor has
 * started — until 2 hours after it.
 */
export function consultationAccess(facts: ConsultationFacts, userId: string, now: Date): ConsultationAccess {
  const side = sideOf(facts, userId);
  if (!side) return { allowed: false, reason: 'not-participant' };
  if (facts.endedAt) return { allowed: false, reason: 'ended' };
  if (facts.status !== 'scheduled') return { allowed: false, reason: 'not-scheduled' };
  const window = consultationWindow(facts.startsAt);
  const at = now.getTime();
  if (at < window.opensAt.getTime()) return { allowed: false, reason: 'too-early' };
  const until = facts.startedAt ? window.rejoinUntil : window.closesAt;
  if (at > until.getTime()) return { allowed: false, reason: 'too-late' };
  return { allowed: true, side };
}

// ---- State

/** What happened to the consultation. */
export type ConsultationChange =
  | { kind: 'joined'; side: ConsultationSide; doctorPresent: boolean; patientPresent: boolean }
  | { kind: 'left'; doctorPresent: boolean; patientPresent: boolean }
  | { kind: 'ended' };

/**
 * The status after a change: ended stays ended; both present (the doctor being there means he
 * started) is live; one side present is waiting; nobody yet is not-started. Once live, a side
 * leaving goes back to waiting, never to not-started.
 */
export function nextStatus(current: ConsultationStatus, change: ConsultationChange): ConsultationStatus {
  if (current === 'ended') return 'ended';
  if (change.kind === 'ended') return 'ended';
  if (change.doctorPresent && change.patientPresent) return 'live';
  if (change.doctorPresent || change.patientPresent) return 'waiting';
  return current === 'not-started' ? 'not-started' : 'waiting';
}

/** Only the doctor ends a session, and only one that has not ended. */
export function mayEnd(side: ConsultationSide, status: ConsultationStatus): boolean {
  return side === 'doctor' && status !== 'ended';
}

// ---- Signalling payloads

/** Largest SDP accepted (an offer with many codecs and ICE restarts stays far below). */
export const MAX_SDP_LENGTH = 64 * 1024;
/** Largest ICE candidate line accepted. */
export const MAX_CANDIDATE_LENGTH = 1_024;
const MAX_MID_LENGTH = 64;
const MAX_UFRAG_LENGTH = 256;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A session description of the expected kind, rebuilt from its known fields only (anything
 * else a client adds is not relayed); undefined when malformed or too large.
 */
export function readSessionDescription(value: unknown, expected: 'offer' | 'answer'): SessionDescription | undefined {
  if (!isPlainObject(value)) return undefined;
  const allowed = expected === 'offer' ? ['offer'] : ['answer', 'pranswer'];
  if (typeof value.type !== 'string' || !allowed.includes(value.type)) return undefined;
  if (typeof value.sdp !== 'string' || value.sdp.length === 0 || value.sdp.length > MAX_SDP_LENGTH) return undefined;
  return { type: value.type as SessionDescription['type'], sdp: value.sdp };
}

const optionalText = (value: unknown, max: number): value is string | null | undefined =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

/** An ICE candidate rebuilt from its known fields; undefined when malformed or too large. An empty candidate (end of candidates) is valid. */
export function readIceCandidate(value: unknown): IceCandidate | undefined {
  if (!isPlainObject(value)) return undefined;
  const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = value;
  if (!optionalText(candidate, MAX_CANDIDATE_LENGTH)) return undefined;
  if (!optionalText(sdpMid, MAX_MID_LENGTH)) return undefined;
  if (!optionalText(usernameFragment, MAX_UFRAG_LENGTH)) return undefined;
  if (
    sdpMLineIndex !== undefined &&
    sdpMLineIndex !== null &&
    !(typeof sdpMLineIndex === 'number' && Number.isInteger(sdpMLineIndex) && sdpMLineIndex >= 0 && sdpMLineIndex <= 255)
  ) {
    return undefined;
  }
  if (candidate === undefined && (sdpMid === undefined || sdpMid === null) && (sdpMLineIndex === undefined || sdpMLineIndex === null)) {
    return undefined;
  }
  const read: IceCandidate = {};
  if (candidate !== undefined && candidate !== null) read.candidate = candidate;
  if (sdpMid !== undefined) read.sdpMid = sdpMid;
  if (sdpMLineIndex !== undefined) read.sdpMLineIndex = sdpMLineIndex as number | null;
  if (usernameFragment !== undefined) read.usernameFragment = usernameFragment;
  return read;
}

// ---- Chat

/** A chat message id: what browsers' crypto.randomUUID() and similar ids look like. */
const CHAT_ID_PATTERN = new RegExp(`^[A-Za-z0-9._:-]{1,${CHAT_MESSAGE_ID_MAX_LENGTH}}$`);

export type ChatReading = { ok: true; clientId: string; text: string } | { ok: false; problem: 'id' | 'text' };

/** The id and trimmed text of an outgoing chat message, or which part is wrong. */
export function readChatMessage(value: unknown): ChatReading {
  if (!isPlainObject(value)) return { ok: false, problem: 'text' };
  if (typeof value.id !== 'string' || !CHAT_ID_PATTERN.test(value.id)) return { ok: false, problem: 'id' };
  const text = chatTextToSend(value.text);
  // PostgreSQL cannot store a NUL, and one in a batched insert would fail the others' messages too.
  if (text === null || text.includes('\u0000')) return { ok: false, problem: 'text' };
  return { ok: true, clientId: value.id, text };
}

const clockFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; text: string }>();

/** HH:MM (24-hour) of `at` in the zone the appointment's times are shown in (spec §3 chat time). */
export function chatTime(at: Date, timeZone: string): string {
  let clock = clockFormats.get(timeZone);
  if (!clock) {
    // Building a formatter costs far more than using one: one per zone.
    const format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    clock = { format, minute: Number.NaN, text: '' };
    clockFormats.set(timeZone, clock);
  }
  // Zones are offset by whole minutes: a call's messages of the same minute share the text.
  const minute = Math.floor(at.getTime() / 60_000);
  if (minute !== clock.minute) {
    const parts = clock.format.formatToParts(at);
    const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
    const minutes = parts.find((part) => part.type === 'minute')?.value ?? '00';
    clock.minute = minute;
    clock.text = `${hour}:${minutes}`;
  }
  return clock.text;
}

// ---- ICE servers

export interface TurnSettings {
  urls: string[];
  secret: string;
  ttlSeconds: number;
}

/**
 * Time-limited TURN credentials in coturn's REST scheme (`use-auth-secret`): the username is
 * `expiry:userId` (expiry in Unix seconds) and the password base64(HMAC-SHA1(secret, username)).
 */
export function turnCredentials(secret: string, userId: string, expiresAt: Date): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers for one user's call: STUN always, TURN when configured. */
export function iceServersFor(
  stunUrls: readonly string[],
  turn: TurnSettings | undefined,
  userId: string,
  now: Date,
): { iceServers: IceServer[]; expiresAt: Date | null } {
  const iceServers: IceServer[] = stunUrls.length > 0 ? [{ urls: [...stunUrls] }] : [];
  if (!turn || turn.urls.length === 0) return { iceServers, expiresAt: null };
  // Whole seconds: the username carries the expiry in Unix seconds.
  const expiresAt = new Date(Math.floor(now.getTime() / 1000) * 1000 + turn.ttlSeconds * 1000);
  iceServers.push({ urls: [...turn.urls], ...turnCredentials(turn.secret, userId, expiresAt) });
  return { iceServers, expiresAt };
}
