import { CHAT_MESSAGE_MAX_LENGTH, chatTextToSend } from '@telehealth/shared-api/core';
import {
  chatTime,
  consultationAccess,
  iceServersFor,
  MAX_SDP_LENGTH,
  mayEnd,
  nextStatus,
  readChatMessage,
  readIceCandidate,
  readSessionDescription,
  turnCredentials,
  type ConsultationFacts,
} from './consultation-rules';

const SLOT = new Date('2026-03-10T14:00:00Z');
const minutes = (n: number) => new Date(SLOT.getTime() + n * 60_000);

const facts = (overrides: Partial<ConsultationFacts> = {}): ConsultationFacts => ({
  status: 'scheduled',
  startsAt: SLOT,
  doctorUserId: 'doctor-user',
  patientUserId: 'patient-user',
  startedAt: null,
  endedAt: null,
  ...overrides,
});

describe('who may be in a consultation, and when', () => {
  it('lets the doctor and the patient in from 15 minutes before the slot to 30 minutes after', () => {
    for (const at of [minutes(-15), minutes(0), minutes(30)]) {
      expect(consultationAccess(facts(), 'doctor-user', at)).toEqual({ allowed: true, side: 'doctor' });
      expect(consultationAccess(facts(), 'patient-user', at)).toEqual({ allowed: true, side: 'patient' });
    }
  });

  it('refuses a first join before the window opens and after it closes', () => {
    expect(consultationAccess(facts(), 'patient-user', minutes(-16))).toEqual({ allowed: false, reason: 'too-early' });
    expect(consultationAccess(facts(), 'patient-user', minutes(31))).toEqual({ allowed: false, reason: 'too-late' });
    expect(consultationAccess(facts(), 'doctor-user', minutes(31))).toEqual({ allowed: false, reason: 'too-late' });
  });

  it('lets both rejoin a started session until 2 hours after the slot', () => {
    const started = facts({ startedAt: minutes(2) });
    expect(consultationAccess(started, 'patient-user', minutes(90))).toEqual({ allowed: true, side: 'patient' });
    expect(consultationAccess(started, 'doctor-user', minutes(120))).toEqual({ allowed: true, side: 'doctor' });
    expect(consultationAccess(started, 'patient-user', minutes(121))).toEqual({ allowed: false, reason: 'too-late' });
  });

  it('refuses anyone who is neither the doctor nor the patient, whatever the time', () => {
    expect(consultationAccess(facts(), 'someone-else', minutes(0))).toEqual({ allowed: false, reason: 'not-participant' });
    expect(consultationAccess(facts({ endedAt: minutes(10) }), 'someone-else', minutes(0))).toEqual({
      allowed: false,
      reason: 'not-participant',
    });
  });

  it('refuses canceled and completed appointments', () => {
    expect(consultationAccess(facts({ status: 'canceled' }), 'patient-user', minutes(0))).toEqual({
      allowed: false,
      reason: 'not-scheduled',
    });
    expect(consultationAccess(facts({ status: 'completed' }), 'doctor-user', minutes(0))).toEqual({
      allowed: false,
      reason: 'not-scheduled',
    });
  });

  it('refuses everyone once the session ended, inside the window or not', () => {
    const ended = facts({ startedAt: minutes(0), endedAt: minutes(20) });
    expect(consultationAccess(ended, 'doctor-user', minutes(21))).toEqual({ allowed: false, reason: 'ended' });
    expect(consultationAccess(ended, 'patient-user', minutes(21))).toEqual({ allowed: false, reason: 'ended' });
  });
});

describe('session state transitions', () => {
  it('goes not started → waiting → live → ended', () => {
    let status = nextStatus('not-started', { kind: 'joined', side: 'patient', doctorPresent: false, patientPresent: true });
    expect(status).toBe('waiting');
    status = nextStatus(status, { kind: 'joined', side: 'doctor', doctorPresent: true, patientPresent: true });
    expect(status).toBe('live');
    status = nextStatus(status, { kind: 'ended' });
    expect(status).toBe('ended');
  });

  it('falls back to waiting when a side leaves a live call, never to not started', () => {
    expect(nextStatus('live', { kind: 'left', doctorPresent: true, patientPresent: false })).toBe('waiting');
    expect(nextStatus('waiting', { kind: 'left', doctorPresent: false, patientPresent: false })).toBe('waiting');
  });

  it('never leaves ended', () => {
    expect(nextStatus('ended', { kind: 'joined', side: 'doctor', doctorPresent: true, patientPresent: true })).toBe('ended');
  });

  it('lets only the doctor end, and only once', () => {
    expect(mayEnd('doctor', 'live')).toBe(true);
    expect(mayEnd('doctor', 'waiting')).toBe(true);
    expect(mayEnd('patient', 'live')).toBe(false);
    expect(mayEnd('doctor', 'ended')).toBe(false);
  });
});

describe('TURN credentials (coturn REST scheme)', () => {
  // turnserver.conf: usercombo -> "timestamp:userid", turn user -> usercombo,
  // turn password -> base64(hmac(secret key, usercombo)); "logen" and "north" are the REST API
  // secrets of coturn's example configuration. Expected passwords computed independently with
  // `printf %s "$user" | openssl dgst -sha1 -hmac "$secret" -binary | base64`.
  it("matches coturn's scheme for its example secrets", () => {
    expect(turnCredentials('logen', 'ninefingers', new Date(1_735_689_600_000))).toEqual({
      username: '1735689600:ninefingers',
      credential: '1yokUmhkWCq1o9iGgHUy6ex6dlk=',
    });
    expect(turnCredentials('north', '7c9e6679-7425-40de-944b-e07fc1f90ae7', new Date(1_735_689_600_900))).toEqual({
      username: '1735689600:7c9e6679-7425-40de-944b-e07fc1f90ae7',
      credential: 'tAgqYRzZt1LY8E0OZHr7H1YS/Ak=',
    });
  });

  it('hands out STUN only without TURN, and TURN valid for the configured time with it', () => {
    const now = new Date('2026-03-10T14:00:00Z');
    const stun = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'];
    expect(iceServersFor(stun, undefined, 'u1', now)).toEqual({ iceServers: [{ urls: stun }], expiresAt: null });

    const withTurn = iceServersFor(stun, { urls: ['turn:turn.example.com:3478'], secret: 'logen', ttlSeconds: 3600 }, 'u1', now);
    expect(withTurn.expiresAt).toEqual(new Date('2026-03-10T15:00:00Z'));
    expect(withTurn.iceServers[1]).toEqual({
      urls: ['turn:turn.example.com:3478'],
      ...turnCredentials('logen', 'u1', new Date('2026-03-10T15:00:00Z')),
    });
    expect(withTurn.iceServers[1]!.username).toBe(`${Date.parse('2026-03-10T15:00:00Z') / 1000}:u1`);
  });
});

describe('chat validation', () => {
  it('trims the text and keeps the client id', () => {
    expect(readChatMessage({ id: 'a1b2-c3', text: '  Hello doctor \n' })).toEqual({ ok: true, clientId: 'a1b2-c3', text: 'Hello doctor' });
  });

  it('refuses empty, whitespace-only and over-long messages', () => {
    expect(readChatMessage({ id: 'm1', text: '' })).toEqual({ ok: false, problem: 'text' });
    expect(readChatMessage({ id: 'm1', text: ' \n\t ' })).toEqual({ ok: false, problem: 'text' });
    expect(readChatMessage({ id: 'm1', text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).toEqual({ ok: false, problem: 'text' });
    expect(readChatMessage({ id: 'm1', text: 42 })).toEqual({ ok: false, problem: 'text' });
    expect(readChatMessage({ id: 'm1', text: ` ${'x'.repeat(CHAT_MESSAGE_MAX_LENGTH)} ` })).toEqual({
      ok: true,
      clientId: 'm1',
      text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH),
    });
  });

  it('refuses a missing, over-long or odd id', () => {
    expect(readChatMessage({ text: 'Hi' })).toEqual({ ok: false, problem: 'id' });
    expect(readChatMessage({ id: 'x'.repeat(65), text: 'Hi' })).toEqual({ ok: false, problem: 'id' });
    expect(readChatMessage({ id: '<script>', text: 'Hi' })).toEqual({ ok: false, problem: 'id' });
    expect(readChatMessage('Hi')).toEqual({ ok: false, problem: 'text' });
  });

  it('keeps markup as plain text (it is rendered as text, never HTML)', () => {
    expect(chatTextToSend('<b>bold</b>')).toBe('<b>bold</b>');
  });

  it("formats the time as HH:MM in the appointment's zone", () => {
    expect(chatTime(new Date('2026-03-10T14:05:00Z'), 'UTC')).toBe('14:05');
    expect(chatTime(new Date('2026-03-10T14:05:00Z'), 'America/New_York')).toBe('10:05');
    expect(chatTime(new Date('2026-03-10T00:07:00Z'), 'UTC')).toBe('00:07');
  });
});

describe('signalling payloads', () => {
  it('accepts an offer and rebuilds it from its known fields', () => {
    expect(readSessionDescription({ type: 'offer', sdp: 'v=0\r\n', extra: 'dropped' }, 'offer')).toEqual({ type: 'offer', sdp: 'v=0\r\n' });
    expect(readSessionDescription({ type: 'answer', sdp: 'v=0\r\n' }, 'answer')).toEqual({ type: 'answer', sdp: 'v=0\r\n' });
  });

  it('refuses the wrong kind, a missing or over-long SDP, and non-objects', () => {
    expect(readSessionDescription({ type: 'answer', sdp: 'v=0' }, 'offer')).toBeUndefined();
    expect(readSessionDescription({ type: 'offer' }, 'offer')).toBeUndefined();
    expect(readSessionDescription({ type: 'offer', sdp: 'x'.repeat(MAX_SDP_LENGTH + 1) }, 'offer')).toBeUndefined();
    expect(readSessionDescription('v=0', 'offer')).toBeUndefined();
    expect(readSessionDescription([], 'answer')).toBeUndefined();
  });

  it('accepts candidates, including the end-of-candidates one', () => {
    const candidate = {
      candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
      usernameFragment: 'abcd',
    };
    expect(readIceCandidate({ ...candidate, evil: true })).toEqual(candidate);
    expect(readIceCandidate({ candidate: '', sdpMid: '0', sdpMLineIndex: 0 })).toEqual({ candidate: '', sdpMid: '0', sdpMLineIndex: 0 });
  });

  it('refuses malformed or over-long candidates', () => {
    expect(readIceCandidate({ candidate: 'x'.repeat(1025), sdpMid: '0' })).toBeUndefined();
    expect(readIceCandidate({ candidate: 'c', sdpMLineIndex: -1 })).toBeUndefined();
    expect(readIceCandidate({ candidate: 'c', sdpMLineIndex: 1.5 })).toBeUndefined();
    expect(readIceCandidate({ candidate: 42 })).toBeUndefined();
    expect(readIceCandidate({})).toBeUndefined();
    expect(readIceCandidate(null)).toBeUndefined();
  });
});
