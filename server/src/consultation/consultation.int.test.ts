import { createHmac } from 'node:crypto';
import {
  API_MESSAGES,
  CONSULTATION_MESSAGES,
  DEFAULT_STUN_URLS,
  type ClientToServerEvents,
  type Notification,
  type SocketErrorEvent,
} from '@telehealth/shared-api/core';
import { eq, sql } from 'drizzle-orm';
import { consultationMessages } from '../db/schema';
import { SOCKET_MESSAGES } from '../realtime/realtime';
import { createPatient } from '../../test/support/care-fixtures';
import {
  collect,
  connected,
  createConsultation,
  joinAs,
  nextEvent,
  openSocket,
  pause,
  until,
  type ClientSocket,
} from '../../test/support/consultation-fixtures';
import { databases, limiterBackends, registerUser, startTestServer, type TestServer } from '../../test/support/test-server';
import { CHAT_LIMIT, CONSULTATION_SOCKET_MESSAGES, SIGNAL_LIMIT } from './consultation-sockets';

const cases = databases().flatMap((db) => limiterBackends().map((backend) => [db, backend] as const));

const GRACE_SECONDS = 0.4;
const TURN_SECRET = 'logen';
const ENV = {
  CONSULTATION_GRACE_SECONDS: String(GRACE_SECONDS),
  TURN_URLS: 'turn:turn.example.test:3478?transport=udp',
  TURN_SECRET,
  TURN_TTL_SECONDS: '3600',
};
// The app-wide per-socket limit stays out of the way: the consultation's own limits are tested.
const SOCKET_EVENT_LIMIT = { points: 10_000, durationSeconds: 10 };

const OFFER = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\n' };
const ANSWER = { type: 'answer' as const, sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\ns=-\r\n' };
const CANDIDATE = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };

let messageCounter = 0;
const messageId = () => `msg-${Date.now()}-${(messageCounter += 1)}`;

/** Every client event of a consultation, as someone would send it to `room`. */
function everyEvent(room: string): Array<[keyof ClientToServerEvents, Record<string, unknown>]> {
  return [
    ['join-room', { room }],
    ['ready-for-offer', { room }],
    ['user-connected', { room }],
    ['offer', { room, offer: OFFER }],
    ['answer', { room, answer: ANSWER }],
    ['ice-candidate', { room, candidate: CANDIDATE }],
    ['send-message', { room, message: { id: messageId(), text: 'Let me in' } }],
    ['end-session', { room }],
    ['leave-room', { room }],
    ['media-state', { room, media: { audio: false, video: false } }],
  ];
}

const emitLoose = (socket: ClientSocket, event: string, payload: unknown) =>
  (socket.emit as unknown as (event: string, payload: unknown) => void)(event, payload);

describe.each(cases)('consultation on %s with the %s adapter', (db, backend) => {
  let server: TestServer;
  const sockets: ClientSocket[] = [];
  const track = <T extends { socket: ClientSocket }>(joined: T): T => {
    sockets.push(joined.socket);
    return joined;
  };
  const open = async (token?: string) => {
    const socket = openSocket(server, token);
    sockets.push(socket);
    return connected(socket);
  };

  beforeAll(async () => {
    server = await startTestServer({ db, redis: backend === 'Redis', env: ENV, socketEventLimit: SOCKET_EVENT_LIMIT });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts a patient who comes first in the waiting room and tells the doctor, then goes live when the doctor starts', async () => {
    const { doctor, patient, appointment, room } = await createConsultation(server);
    const doctorInbox = await open(doctor.user.token);
    const notified = nextEvent(doctorInbox, 'notification');

    const patientSocket = await open(patient.user.token);
    const waiting = nextEvent(patientSocket, 'waiting');
    const history = nextEvent(patientSocket, 'chat-history');
    const patientState = nextEvent(patientSocket, 'session-state');
    patientSocket.emit('join-room', { room });
    expect((await patientState).state).toMatchObject({ status: 'waiting', role: 'patient', canJoin: true, startedAt: null });
    expect(await history).toEqual({ room, messages: [] });
    expect(await waiting).toMatchObject({ room, doctorNotified: true, startsAt: appointment.startsAt.toISOString() });

    const notification = await notified;
    expect(notification).toMatchObject({ message: 'Alex Morgan is waiting', type: 'appointment', link: `/consultation/${appointment.id}` });
    const stored = await server.api('/notifications', { token: doctor.user.token });
    expect(stored.body.data.notifications.map((n: Notification) => n.link)).toContain(`/consultation/${appointment.id}`);

    const started = nextEvent(patientSocket, 'session-started');
    const live = nextEvent(patientSocket, 'session-state');
    const doctorArrived = nextEvent(patientSocket, 'user-connected');
    const { state } = track(await joinAs(server, doctor.user.token, room));
    expect(state.state).toMatchObject({ status: 'live', role: 'doctor' });
    expect(state.participants.map((user) => user.role).sort()).toEqual(['doctor', 'patient']);
    expect((await started).user).toEqual({ id: doctor.user.id, name: 'Dr Mira Osei', role: 'doctor' });
    expect((await live).state).toMatchObject({ status: 'live', role: 'patient' });
    expect(await doctorArrived).toEqual({ room, user: { id: doctor.user.id, name: 'Dr Mira Osei', role: 'doctor' } });

    const rest = await server.api(`/consultation/${appointment.id}`, { token: patient.user.token });
    expect(rest.body.data).toMatchObject({ status: 'live', roomId: room, canJoin: true, endedAt: null });
  });

  it('relays offers, answers and candidates to the other participant only, from the server-known sender', async () => {
    const { doctor, patient, room } = await createConsultation(server);
    const other = await createConsultation(server, { doctor });
    const stranger = await registerUser(server, { name: 'Stranger Danger' });
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const { socket: otherPatient } = track(await joinAs(server, other.patient.user.token, other.room));
    const strangerSocket = await open(stranger.token);
    const overheard = [otherPatient, strangerSocket].flatMap((socket) => [
      collect(socket, 'offer'),
      collect(socket, 'answer'),
      collect(socket, 'ice-candidate'),
    ]);
    const echoed = [collect(doctorSocket, 'offer'), collect(patientSocket, 'answer')];

    const offer = nextEvent(patientSocket, 'offer');
    doctorSocket.emit('offer', {
      room,
      offer: { ...OFFER, injected: '<x>' } as typeof OFFER,
      user: { id: 'forged', name: 'Forged', role: 'patient' },
    } as never);
    expect(await offer).toEqual({ room, offer: OFFER, from: { id: doctor.user.id, name: 'Dr Mira Osei', role: 'doctor' } });

    const answer = nextEvent(doctorSocket, 'answer');
    patientSocket.emit('answer', { room, answer: ANSWER });
    expect(await answer).toEqual({ room, answer: ANSWER, from: { id: patient.user.id, name: 'Alex Morgan', role: 'patient' } });

    const candidate = nextEvent(patientSocket, 'ice-candidate');
    doctorSocket.emit('ice-candidate', { room, candidate: CANDIDATE });
    expect((await candidate).candidate).toEqual(CANDIDATE);

    const ready = nextEvent(doctorSocket, 'ready');
    const trigger = nextEvent(doctorSocket, 'trigger-offer');
    patientSocket.emit('ready-for-offer', { room });
    expect((await ready).user.id).toBe(patient.user.id);
    expect((await trigger).user.id).toBe(patient.user.id);

    await pause(200);
    expect(overheard.flat()).toEqual([]);
    expect(echoed.flat()).toEqual([]);
  });

  it("relays a participant's microphone and camera state to the other side only, and refuses anything but two booleans", async () => {
    const { doctor, patient, room } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const echoed = collect(patientSocket, 'media-state');

    const relayed = nextEvent(doctorSocket, 'media-state');
    emitLoose(patientSocket, 'media-state', { room, media: { audio: false, video: false, injected: '<x>' } });
    expect(await relayed).toEqual({
      room,
      media: { audio: false, video: false },
      from: { id: patient.user.id, name: 'Alex Morgan', role: 'patient' },
    });

    const errors = collect(patientSocket, 'error');
    const leaked = collect(doctorSocket, 'media-state');
    emitLoose(patientSocket, 'media-state', { room, media: { audio: 'no', video: false } });
    emitLoose(patientSocket, 'media-state', { room });
    await until(() => errors.length >= 2, 'two refusals');
    await pause(200);
    expect(errors.map((error) => [error.code, error.event])).toEqual([
      ['invalid', 'media-state'],
      ['invalid', 'media-state'],
    ]);
    expect(leaked).toEqual([]);
    expect(echoed).toEqual([]);
  });

  it('refuses malformed and oversized signalling without relaying it', async () => {
    const { doctor, patient, room } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const relayed = [collect(patientSocket, 'offer'), collect(patientSocket, 'ice-candidate')];
    const errors = collect(doctorSocket, 'error');

    emitLoose(doctorSocket, 'offer', { room, offer: { type: 'offer', sdp: 'x'.repeat(70_000) } });
    emitLoose(doctorSocket, 'offer', { room, offer: 'v=0' });
    emitLoose(doctorSocket, 'ice-candidate', { room, candidate: { candidate: 42 } });
    emitLoose(doctorSocket, 'offer', 'not an object');
    await until(() => errors.length >= 4, 'four refusals');
    await pause(200);
    expect(errors.map((error) => error.code)).toEqual(['invalid', 'invalid', 'invalid', 'invalid']);
    expect(errors.filter((error) => error.message === CONSULTATION_SOCKET_MESSAGES.signalInvalid)).toHaveLength(3);
    expect(relayed.flat()).toEqual([]);
  });

  it("refuses a third user, another appointment's patient and a forged room on every event", async () => {
    const { doctor, patient, room } = await createConsultation(server);
    const other = await createConsultation(server, { doctor });
    const stranger = await registerUser(server, { name: 'Third User' });
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const insiders = [doctorSocket, patientSocket];
    await pause(200); // the patient's own arrival reaches the doctor after the join's answer
    const insiderEvents = insiders.flatMap((socket) =>
      (
        ['offer', 'answer', 'ice-candidate', 'receive-message', 'user-connected', 'ready', 'session-ended', 'user-disconnected'] as const
      ).map((event) => collect(socket, event)),
    );

    for (const token of [stranger.token, other.patient.user.token]) {
      const outsider = await open(token);
      const errors = collect(outsider, 'error');
      for (const [event, payload] of everyEvent(room)) emitLoose(outsider, event, payload);
      await until(() => errors.length >= everyEvent(room).length, 'a refusal of every event');
      // Handlers run concurrently, so the answers may come in any order.
      expect(errors.map((error) => [error.event, error.code, error.reason]).sort()).toEqual(
        everyEvent(room)
          .map(([event]) => [event, 'forbidden', 'not-participant'])
          .sort(),
      );
      expect(errors[0]!.message).toBe(CONSULTATION_MESSAGES.refusal['not-participant']);

      const forged = collect(outsider, 'error');
      for (const [event, payload] of everyEvent(`${room}-forged`)) emitLoose(outsider, event, payload);
      await until(() => forged.length >= everyEvent(room).length, 'a refusal of every event');
      expect(forged.map((error) => error.reason)).toEqual(everyEvent(room).map(() => 'not-found'));

      // A NUL in the room name (which PostgreSQL cannot take) is just another unknown room, not a failure.
      const withNul = collect(outsider, 'error');
      for (const [event, payload] of everyEvent(`${room}\u0000`)) emitLoose(outsider, event, payload);
      await until(() => withNul.length >= everyEvent(room).length, 'a refusal of every event');
      expect(withNul.map((error) => [error.code, error.reason])).toEqual(everyEvent(room).map(() => ['forbidden', 'not-found']));
    }
    // The other appointment's patient cannot reach this room even from inside their own.
    const { socket: otherSocket } = track(await joinAs(server, other.patient.user.token, other.room));
    const otherErrors = collect(otherSocket, 'error');
    otherSocket.emit('send-message', { room, message: { id: messageId(), text: 'Wrong room' } });
    otherSocket.emit('offer', { room, offer: OFFER });
    await until(() => otherErrors.length >= 2, 'two refusals');
    await pause(200);
    expect(otherErrors.map((error) => error.reason)).toEqual(['not-participant', 'not-participant']);

    expect(insiderEvents.flat()).toEqual([]);
    const rest = await server.api(`/consultation/${other.appointment.id}`, { token: patient.user.token });
    expect(rest.status).toBe(404);
  });

  it('refuses a signed-out socket: no connection without a live session, and a signed-out one is dropped', async () => {
    await expect(connected(openSocket(server))).rejects.toThrow(API_MESSAGES.authRequired);
    const { doctor, patient, room } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const heard = collect(doctorSocket, 'receive-message');

    const dropped = nextEvent(patientSocket, 'session-revoked');
    const logout = await server.api('/user/logout', { method: 'POST', token: patient.user.token });
    expect(logout.status).toBe(200);
    await dropped;
    await expect(connected(openSocket(server, patient.user.token))).rejects.toThrow();
    emitLoose(patientSocket, 'send-message', { room, message: { id: messageId(), text: 'After logout' } });
    await pause(300);
    expect(heard).toEqual([]);
  });

  it('refuses canceled and completed appointments, and joins outside the window', async () => {
    const scenarios = [
      { options: { status: 'canceled' as const }, reason: 'not-scheduled' },
      { options: { status: 'completed' as const }, reason: 'not-scheduled' },
      { options: { minutesFromNow: 20 }, reason: 'too-early' },
      { options: { minutesFromNow: -40 }, reason: 'too-late' },
    ];
    for (const { options, reason } of scenarios) {
      const { patient, room, appointment } = await createConsultation(server, options);
      const socket = await open(patient.user.token);
      const refused = nextEvent(socket, 'error');
      socket.emit('join-room', { room });
      expect(await refused).toMatchObject({ code: 'forbidden', event: 'join-room', reason });
      const state = await server.api(`/consultation/${appointment.id}`, { token: patient.user.token });
      expect(state.body.data).toMatchObject({ canJoin: false, refusal: reason });
      const ice = await server.api(`/consultation/${appointment.id}/ice-servers`, { token: patient.user.token });
      expect(ice.status).toBe(403);
    }
  });

  it('stores the chat once per client id, trims it, and sends the history on a rejoin', async () => {
    const { doctor, patient, room, appointment } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const doctorHeard = collect(doctorSocket, 'receive-message');

    const id = messageId();
    const own = nextEvent(patientSocket, 'receive-message');
    patientSocket.emit('send-message', {
      room,
      message: { id, text: '  My chest hurts <b>a lot</b>  ', sender: 'doctor', senderName: 'Forged Name', time: '99:99' },
    });
    const message = await own;
    expect(message).toMatchObject({ id, sender: 'patient', senderName: 'Alex Morgan', text: 'My chest hurts <b>a lot</b>' });
    expect(message.time).toMatch(/^\d{2}:\d{2}$/);

    const resent = nextEvent(patientSocket, 'receive-message');
    patientSocket.emit('send-message', { room, message: { id, text: 'My chest hurts <b>a lot</b>' } });
    expect(await resent).toEqual(message);
    await pause(200);
    expect(doctorHeard).toEqual([message]);
    const rows = await server.database.db.select().from(consultationMessages).where(eq(consultationMessages.appointmentId, appointment.id));
    expect(rows).toHaveLength(1);

    // A resend right behind the first copy (before it is stored) is confirmed to the sender, not relayed again.
    const quick = messageId();
    const patientHeard = collect(patientSocket, 'receive-message');
    patientSocket.emit('send-message', { room, message: { id: quick, text: 'Twice, quickly' } });
    patientSocket.emit('send-message', { room, message: { id: quick, text: 'Twice, quickly' } });
    await until(() => patientHeard.length >= 2, 'both confirmations');
    await pause(200);
    expect(patientHeard.map((heard) => heard.id)).toEqual([quick, quick]);
    expect(doctorHeard.map((heard) => heard.id)).toEqual([id, quick]);
    expect(doctorHeard[1]).toEqual(patientHeard[0]);
    await server.database.db.delete(consultationMessages).where(eq(consultationMessages.clientId, quick));
    doctorHeard.splice(0);

    // The doctor may not reuse the patient's id, and nobody sends empty or whitespace text.
    const errors = collect(doctorSocket, 'error');
    doctorSocket.emit('send-message', { room, message: { id, text: 'Taking your id' } });
    doctorSocket.emit('send-message', { room, message: { id: messageId(), text: '   ' } });
    doctorSocket.emit('send-message', { room, message: { id: messageId(), text: 'x'.repeat(2_001) } });
    // PostgreSQL cannot store a NUL: refused as invalid text, not a failure.
    doctorSocket.emit('send-message', { room, message: { id: messageId(), text: 'Take\u0000two' } });
    await until(() => errors.length >= 4, 'four refusals');
    expect(errors.map((error) => [error.code, error.message]).sort()).toEqual(
      [
        ['invalid', CONSULTATION_SOCKET_MESSAGES.chatIdTaken],
        ['invalid', CONSULTATION_SOCKET_MESSAGES.chatInvalid],
        ['invalid', CONSULTATION_SOCKET_MESSAGES.chatInvalid],
        ['invalid', CONSULTATION_SOCKET_MESSAGES.chatInvalid],
      ].sort(),
    );

    patientSocket.disconnect();
    const rejoined = await connected(openSocket(server, patient.user.token));
    sockets.push(rejoined);
    const history = nextEvent(rejoined, 'chat-history');
    rejoined.emit('join-room', { room });
    expect((await history).messages).toEqual([message]);
    const rest = await server.api(`/consultation/${appointment.id}/messages`, { token: doctor.user.token });
    expect(rest.body.data).toEqual([message]);
  });

  it('relays the chat before storing it, and tells the sender when the store fails so it can resend', async () => {
    const { doctor, patient, room, appointment } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const doctorHeard = collect(doctorSocket, 'receive-message');
    const patientHeard = collect(patientSocket, 'receive-message');
    const patientErrors = collect(patientSocket, 'error');

    // The database refuses this text (a real failure of the insert, not a stand-in for it).
    const constraint = `refuse_chat_${Date.now()}`;
    await server.database.db.execute(
      sql.raw(`ALTER TABLE consultation_messages ADD CONSTRAINT ${constraint} CHECK (text <> 'Cannot be stored')`),
    );
    const id = messageId();
    const other = messageId();
    try {
      patientSocket.emit('send-message', { room, message: { id, text: 'Cannot be stored' } });
      // In the same batch: stored although its neighbour is refused.
      patientSocket.emit('send-message', { room, message: { id: other, text: 'Can be stored' } });
      await until(() => patientErrors.length >= 1 && patientHeard.length >= 1, 'the failure and the other confirmation');
      expect(patientErrors).toEqual([{ code: 'failed', message: SOCKET_MESSAGES.failed, event: 'send-message' }]);
      expect(patientHeard.map((heard) => heard.id)).toEqual([other]);
      // The doctor had both at once (the relay does not wait for the store).
      expect(doctorHeard.map((heard) => heard.id).sort()).toEqual([id, other].sort());
    } finally {
      await server.database.db.execute(sql.raw(`ALTER TABLE consultation_messages DROP CONSTRAINT ${constraint}`));
    }

    // The client resends its unconfirmed message with the same id: taken again, now stored.
    const confirmed = nextEvent(patientSocket, 'receive-message', { match: (heard) => heard.id === id });
    patientSocket.emit('send-message', { room, message: { id, text: 'Cannot be stored' } });
    expect((await confirmed).text).toBe('Cannot be stored');
    const rows = await server.database.db.select().from(consultationMessages).where(eq(consultationMessages.appointmentId, appointment.id));
    expect(rows.map((row) => row.clientId).sort()).toEqual([id, other].sort());
  });

  it('refuses the next chat message at once when the appointment is canceled or completed', async () => {
    for (const status of ['canceled', 'completed'] as const) {
      // Completing needs the slot to have begun; cancelling works on any scheduled appointment.
      const { doctor, patient, room, appointment } = await createConsultation(server, { minutesFromNow: status === 'completed' ? -5 : 5 });
      const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
      const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
      const doctorHeard = collect(doctorSocket, 'receive-message');
      const first = nextEvent(patientSocket, 'receive-message');
      patientSocket.emit('send-message', { room, message: { id: messageId(), text: 'Before' } });
      await first;

      const changed = await server.api(`/appointment/update/${appointment.id}`, {
        method: 'PATCH',
        token: doctor.user.token,
        // A doctor's cancellation gives the patient a reason.
        json: { status, reason: 'Called away to an emergency' },
      });
      expect(changed.status).toBe(200);
      const refused = nextEvent(patientSocket, 'error');
      patientSocket.emit('send-message', { room, message: { id: messageId(), text: 'After' } });
      expect(await refused).toMatchObject({ code: 'forbidden', event: 'send-message', reason: 'not-scheduled' });
      await pause(100);
      expect(doctorHeard.map((heard) => heard.text)).toEqual(['Before']);
    }
  });

  it('lets only the doctor end the session, tells both, and lets nobody rejoin', async () => {
    const { doctor, patient, room, appointment } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));

    const refused = nextEvent(patientSocket, 'error');
    patientSocket.emit('end-session', { room });
    expect(await refused).toMatchObject({ code: 'forbidden', message: CONSULTATION_MESSAGES.onlyDoctorEnds });
    expect((await server.api(`/consultation/${appointment.id}`, { token: doctor.user.token })).body.data.status).toBe('live');

    const patientEnded = nextEvent(patientSocket, 'session-ended');
    const doctorEnded = nextEvent(doctorSocket, 'session-ended');
    doctorSocket.emit('end-session', { room });
    expect(await patientEnded).toMatchObject({ room, message: CONSULTATION_MESSAGES.sessionEnded });
    await doctorEnded;

    for (const [token, socket] of [
      [patient.user.token, patientSocket],
      [doctor.user.token, doctorSocket],
    ] as const) {
      const errors = collect(socket, 'error');
      socket.emit('send-message', { room, message: { id: messageId(), text: 'Still there?' } });
      socket.emit('join-room', { room });
      await until(() => errors.length >= 2, 'two refusals');
      expect(errors.map((error: SocketErrorEvent) => error.reason)).toEqual(['ended', 'ended']);
      const fresh = await open(token);
      const again = nextEvent(fresh, 'error');
      fresh.emit('join-room', { room });
      expect(await again).toMatchObject({ reason: 'ended', message: CONSULTATION_MESSAGES.refusal.ended });
    }
    const state = (await server.api(`/consultation/${appointment.id}`, { token: patient.user.token })).body.data;
    expect(state).toMatchObject({ status: 'ended', canJoin: false, refusal: 'ended' });
    expect(state.durationSeconds).toBeGreaterThanOrEqual(0);
  });

  it('limits chat per user and signalling per socket', async () => {
    const { doctor, patient, room } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: patientSocket } = track(await joinAs(server, patient.user.token, room));
    const doctorChat = collect(doctorSocket, 'receive-message');
    const doctorCandidates = collect(doctorSocket, 'ice-candidate');
    const errors = collect(patientSocket, 'error');

    for (let i = 0; i < CHAT_LIMIT.points + 3; i += 1)
      patientSocket.emit('send-message', { room, message: { id: messageId(), text: `m${i}` } });
    for (let i = 0; i < SIGNAL_LIMIT.points + 5; i += 1) patientSocket.emit('ice-candidate', { room, candidate: CANDIDATE });
    await until(() => doctorChat.length >= CHAT_LIMIT.points && doctorCandidates.length >= SIGNAL_LIMIT.points, 'the relays');
    await pause(500); // and nothing beyond the limits
    expect(doctorChat).toHaveLength(CHAT_LIMIT.points);
    expect(doctorCandidates).toHaveLength(SIGNAL_LIMIT.points);
    expect(errors.map((error) => [error.code, error.event]).sort()).toEqual([
      ['rate-limited', 'ice-candidate'],
      ['rate-limited', 'send-message'],
    ]);
    expect(errors[0]!.message).toBe(SOCKET_MESSAGES.rateLimited);
  });

  it('tells the other side about a drop only after the grace period, and not about a quick reconnect', async () => {
    const { doctor, patient, room } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const first = track(await joinAs(server, patient.user.token, room));
    const left = collect(doctorSocket, 'user-disconnected');

    first.socket.disconnect();
    track(await joinAs(server, patient.user.token, room));
    await pause(GRACE_SECONDS * 1000 + 400);
    expect(left).toEqual([]);

    const waiting = nextEvent(doctorSocket, 'session-state', { match: (event) => event.state.status === 'waiting' });
    const dropped = Date.now();
    sockets.at(-1)!.disconnect();
    const gone = await nextEvent(doctorSocket, 'user-disconnected');
    expect(gone).toEqual({ room, user: { id: patient.user.id, name: 'Alex Morgan', role: 'patient' } });
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 50);
    expect((await waiting).state.role).toBe('doctor');
  });

  it('keeps one socket per user in the call: a second window takes over', async () => {
    const { doctor, patient, room } = await createConsultation(server);
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const { socket: firstWindow } = track(await joinAs(server, patient.user.token, room));
    const replaced = nextEvent(firstWindow, 'error');
    const { socket: secondWindow } = track(await joinAs(server, patient.user.token, room));
    expect(await replaced).toMatchObject({ message: CONSULTATION_SOCKET_MESSAGES.replaced });
    const firstHeard = collect(firstWindow, 'offer');
    const offer = nextEvent(secondWindow, 'offer');
    doctorSocket.emit('offer', { room, offer: OFFER });
    await offer;
    await pause(150);
    expect(firstHeard).toEqual([]);
  });

  it('keeps clinical notes for the doctor and Personal Notes private, whatever the session state', async () => {
    const { doctor, patient, room, appointment } = await createConsultation(server);
    const stranger = await createPatient(server, {}, 'Nosy Neighbour');
    const path = `/consultation/${appointment.id}/notes`;
    const clinical = 'BP 120/80. Query early hypertension. Follow up in 2 weeks.';

    const saved = await server.api(path, { method: 'PUT', token: doctor.user.token, json: { text: clinical } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ medicalNotes: clinical, personalNotes: null });
    await server.api(path, { method: 'PUT', token: patient.user.token, json: { text: 'Ask about the ECG' } });

    expect((await server.api(path, { token: patient.user.token })).body.data).toMatchObject({
      medicalNotes: null,
      personalNotes: 'Ask about the ECG',
    });
    expect((await server.api(path, { token: doctor.user.token })).body.data).toMatchObject({ medicalNotes: clinical, personalNotes: null });
    expect((await server.api(path, { token: stranger.user.token })).status).toBe(404);
    expect((await server.api(path, { method: 'PUT', token: stranger.user.token, json: { text: 'x' } })).status).toBe(404);
    const bad = await server.api(path, { method: 'PUT', token: patient.user.token, json: { text: 42 } });
    expect(bad.status).toBe(400);
    const tooLong = await server.api(path, { method: 'PUT', token: patient.user.token, json: { text: 'x'.repeat(20_001) } });
    expect(tooLong.status).toBe(400);
    expect((await server.api(path, { token: patient.user.token })).body.data.personalNotes).toBe('Ask about the ECG');

    // Ending the session (or completing the visit) shows the patient no clinical note, anywhere.
    const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
    const ended = nextEvent(doctorSocket, 'session-ended');
    doctorSocket.emit('end-session', { room });
    await ended;
    for (const answer of [
      await server.api(path, { token: patient.user.token }),
      await server.api(`/appointment/${appointment.id}`, { token: patient.user.token }),
      await server.api(`/appointment/patient/${patient.profile._id}`, { token: patient.user.token }),
      await server.api('/notifications?limit=100', { token: patient.user.token }),
    ]) {
      expect(answer.text).not.toContain('hypertension');
    }
  });

  it('shows the patient the visit summary only once the doctor publishes it, and tells them', async () => {
    const { doctor, patient, appointment } = await createConsultation(server);
    const notes = `/consultation/${appointment.id}/notes`;
    const summaryPath = `/consultation/${appointment.id}/visit-summary`;
    const draft = 'Your blood pressure is a little high. Walk 30 minutes a day; we will check again in 2 weeks.';
    const patientSees = async () => (await server.api(notes, { token: patient.user.token })).body.data.visitSummary;
    const summaryNotices = async () =>
      ((await server.api('/notifications?limit=100', { token: patient.user.token })).body.data.notifications as { message: string }[])
        .map((n) => n.message)
        .filter((message) => message.includes('visit summary'));

    expect((await server.api(summaryPath, { method: 'PUT', token: patient.user.token, json: { text: 'mine' } })).status).toBe(403);
    expect((await server.api(`${summaryPath}/publish`, { method: 'POST', token: doctor.user.token })).body.message).toBe(
      'Write the visit summary before publishing it.',
    );
    const saved = await server.api(summaryPath, { method: 'PUT', token: doctor.user.token, json: { text: draft } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ visitSummary: draft, publishedVisitSummary: null, visitSummaryPublishedAt: null });
    expect(await patientSees()).toBeNull();
    expect((await server.api(`/appointment/${appointment.id}`, { token: patient.user.token })).body.data.visitSummary).toBeNull();
    expect(await summaryNotices()).toEqual([]);

    expect((await server.api(`${summaryPath}/publish`, { method: 'POST', token: patient.user.token })).status).toBe(403);
    const published = await server.api(`${summaryPath}/publish`, { method: 'POST', token: doctor.user.token });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ visitSummary: draft, publishedVisitSummary: draft });
    expect(await patientSees()).toBe(draft);
    const appointmentAnswer = await server.api(`/appointment/${appointment.id}`, { token: patient.user.token });
    expect(appointmentAnswer.body.data.visitSummary).toBe(draft);
    expect(await summaryNotices()).toEqual(['Dr Mira Osei shared your visit summary']);

    // A later edit stays a draft until published again; publishing the same text tells nobody twice.
    await server.api(summaryPath, { method: 'PUT', token: doctor.user.token, json: { text: `${draft} Edited.` } });
    expect(await patientSees()).toBe(draft);
    await server.api(`${summaryPath}/publish`, { method: 'POST', token: doctor.user.token });
    await server.api(`${summaryPath}/publish`, { method: 'POST', token: doctor.user.token });
    expect(await patientSees()).toBe(`${draft} Edited.`);
    expect(await summaryNotices()).toHaveLength(2);
  });

  it('hands STUN and time-limited TURN credentials to the participants of that appointment only', async () => {
    const { doctor, patient, appointment } = await createConsultation(server);
    const stranger = await registerUser(server, { name: 'Not Here' });
    const answer = await server.api(`/consultation/${appointment.id}/ice-servers`, { token: patient.user.token });
    expect(answer.status).toBe(200);
    const { iceServers, expiresAt } = answer.body.data;
    expect(iceServers[0]).toEqual({ urls: [...DEFAULT_STUN_URLS] });
    const turn = iceServers[1];
    expect(turn.urls).toEqual([ENV.TURN_URLS]);
    const [expiry, userId] = turn.username.split(':');
    expect(userId).toBe(patient.user.id);
    expect(Number(expiry) * 1000).toBe(Date.parse(expiresAt));
    expect(Number(expiry) - Date.now() / 1000).toBeGreaterThan(3_500);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username).digest('base64'));

    expect((await server.api(`/consultation/${appointment.id}/ice-servers`, { token: doctor.user.token })).status).toBe(200);
    expect((await server.api(`/consultation/${appointment.id}/ice-servers`, { token: stranger.token })).status).toBe(404);
    expect((await server.api(`/consultation/${appointment.id}/ice-servers`)).status).toBe(401);
  });

  if (backend === 'Redis') {
    /** Another server on the same database and Redis. */
    const secondInstance = () =>
      startTestServer({
        shareDatabaseOf: server,
        shareRedisOf: server,
        redis: true,
        env: ENV,
        socketEventLimit: SOCKET_EVENT_LIMIT,
      });

    it('relays a call between a doctor and a patient on two instances', async () => {
      const second = await secondInstance();
      try {
        const { doctor, patient, room } = await createConsultation(server);
        const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
        const patientArrived = nextEvent(doctorSocket, 'user-connected');
        const joined = track(await joinAs(second, patient.user.token, room));
        const patientSocket = joined.socket;
        expect(joined.state.state.status).toBe('live');
        expect((await patientArrived).user.id).toBe(patient.user.id);

        const offer = nextEvent(patientSocket, 'offer');
        doctorSocket.emit('offer', { room, offer: OFFER });
        expect((await offer).offer).toEqual(OFFER);
        const answer = nextEvent(doctorSocket, 'answer');
        patientSocket.emit('answer', { room, answer: ANSWER });
        expect((await answer).answer).toEqual(ANSWER);

        const chat = nextEvent(doctorSocket, 'receive-message');
        patientSocket.emit('send-message', { room, message: { id: messageId(), text: 'Hello from the other instance' } });
        expect((await chat).text).toBe('Hello from the other instance');

        const ended = nextEvent(patientSocket, 'session-ended');
        doctorSocket.emit('end-session', { room });
        await ended;
        const refused = nextEvent(patientSocket, 'error');
        patientSocket.emit('send-message', { room, message: { id: messageId(), text: 'Anyone?' } });
        expect((await refused).reason).toBe('ended');
      } finally {
        for (const socket of sockets.splice(0)) socket.disconnect();
        await second.close();
      }
    });

    it('refuses the next chat message on one instance once the appointment is canceled on another', async () => {
      const second = await secondInstance();
      try {
        const { doctor, patient, room, appointment } = await createConsultation(server);
        const { socket: doctorSocket } = track(await joinAs(server, doctor.user.token, room));
        const { socket: patientSocket } = track(await joinAs(second, patient.user.token, room));
        const doctorHeard = collect(doctorSocket, 'receive-message');
        // The second instance now holds the room's state (read for this message's check).
        const first = nextEvent(patientSocket, 'receive-message');
        patientSocket.emit('send-message', { room, message: { id: messageId(), text: 'Before' } });
        await first;

        // The patient cancels through the booking service of the first instance.
        const canceled = await server.api(`/appointment/cancel/${appointment.id}`, { method: 'PATCH', token: patient.user.token });
        expect(canceled.status).toBe(200);
        // The announcement crosses Redis in a moment: far less than the 3 s a copy used to be kept.
        await pause(300);
        const refused = nextEvent(patientSocket, 'error');
        patientSocket.emit('send-message', { room, message: { id: messageId(), text: 'After' } });
        expect(await refused).toMatchObject({ code: 'forbidden', event: 'send-message', reason: 'not-scheduled' });
        await pause(100);
        expect(doctorHeard.map((heard) => heard.text)).toEqual(['Before']);
      } finally {
        for (const socket of sockets.splice(0)) socket.disconnect();
        await second.close();
      }
    });
  }
});

describe.each(databases())('a consultation keeps its sessions in use on %s', (db) => {
  it('does not let the idle timeout cut a quiet call, while a socket outside a call is cut', async () => {
    // Idle timeout 3 s: the call stays silent for longer than that.
    const server = await startTestServer({ db, env: { SESSION_IDLE_MINUTES: '0.05', SESSION_CACHE_MS: '0' } });
    const sockets: ClientSocket[] = [];
    try {
      const { doctor, patient, room } = await createConsultation(server);
      const bystander = await registerUser(server, { name: 'Idle Bystander' });
      const doctorJoin = await joinAs(server, doctor.user.token, room);
      const patientJoin = await joinAs(server, patient.user.token, room);
      const idle = await connected(openSocket(server, bystander.token));
      sockets.push(doctorJoin.socket, patientJoin.socket, idle);
      const cut = nextEvent(idle, 'session-revoked', { timeoutMs: 8_000 });
      const patientRevoked = collect(patientJoin.socket, 'session-revoked');

      await cut;
      await pause(1_500);
      expect(patientRevoked).toEqual([]);
      expect(patientJoin.socket.connected).toBe(true);
      const stillSignedIn = await server.api('/user/current-user', { token: patient.user.token });
      expect(stillSignedIn.status).toBe(200);
      expect((await server.api('/user/current-user', { token: bystander.token })).status).toBe(401);
    } finally {
      for (const socket of sockets) socket.disconnect();
      await server.close();
    }
  });
});
