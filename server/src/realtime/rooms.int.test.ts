import type {
  ClientToServerEvents,
  ConsultationChatMessage,
  ConsultationUser,
  ServerToClientEvents,
  SocketErrorEvent,
} from '@telehealth/shared-api/core';
import { io, type Socket } from 'socket.io-client';
import { definePlugin } from '../plugin';
import {
  databases,
  limiterBackends,
  registerUser,
  startTestServer,
  type RegisteredUser,
  type TestServer,
} from '../../test/support/test-server';
import { SOCKET_MESSAGES } from './realtime';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const cases = databases().flatMap((db) => limiterBackends().map((backend) => [db, backend] as const));
const LIMIT = { points: 30, durationSeconds: 60 };

/** Who may be in which room: the tests' stand-in for a feature's own rule. */
const allowed = new Map<string, Set<string>>();
let authorizeCalls = 0;
/** Rooms whose authorization takes a while (a database read under load). */
const slowRooms = new Set<string>();

/** A feature of the tests' own, declared like any other: one room kind and three events. */
const roomsPlugin = definePlugin({
  name: 'test-rooms',
  sockets: (realtime) => {
    const rooms = realtime.rooms.define('test-consultation', {
      authorize: async (auth, roomId) => {
        authorizeCalls += 1;
        if (slowRooms.has(roomId)) await new Promise((resolve) => setTimeout(resolve, 100));
        return allowed.get(roomId)?.has(auth.user.id) ?? false;
      },
    });
    realtime.on('join-room', async (socket, { room, user }) => {
      if (await rooms.join(socket, room)) rooms.emit(room, 'user-connected', { room, user: user as ConsultationUser }, socket);
    });
    realtime.on('send-message', (_socket, { room, message }) => rooms.emit(room, 'receive-message', message as ConsultationChatMessage), {
      room: { kind: rooms, id: (payload) => payload.room },
    });
    realtime.on('end-session', async (socket, { room }) => rooms.leave(socket, room));
  },
});

function openSocket(server: TestServer, token: string): ClientSocket {
  return io(server.baseUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
}

function connected(socket: ClientSocket): Promise<ClientSocket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  timeoutMs = 5_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket.once as (event: string, listener: (payload: unknown) => void) => void)(event, listener as (payload: unknown) => void);
  });
}

/** Everything a socket receives of one event, from now on. */
function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): Array<Parameters<ServerToClientEvents[E]>[0]> {
  const seen: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  (socket.on as (event: string, listener: (payload: unknown) => void) => void)(event, (payload) => seen.push(payload as never));
  return seen;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let roomCounter = 0;
function newRoom(...users: RegisteredUser[]): string {
  roomCounter += 1;
  const room = `room-${roomCounter}-${Date.now()}`;
  allowed.set(room, new Set(users.map((user) => user.id)));
  return room;
}

const asUser = (user: RegisteredUser): ConsultationUser => ({ id: user.id, name: user.name, role: user.role });
let messageCounter = 0;
const chat = (text: string): ConsultationChatMessage => {
  messageCounter += 1;
  return { id: `m${messageCounter}`, sender: 'patient', senderName: 'Test Person', text, time: '10:00' };
};

describe.each(cases)('socket rooms on %s with the %s adapter', (db, backend) => {
  let server: TestServer;
  let doctor: RegisteredUser;
  let patient: RegisteredUser;
  let stranger: RegisteredUser;
  const sockets: ClientSocket[] = [];
  const open = async (user: RegisteredUser, on: TestServer = server) => {
    const socket = openSocket(on, user.token);
    sockets.push(socket);
    return connected(socket);
  };
  /** Joins and waits until the room says so (the other member hears user-connected). */
  const join = async (socket: ClientSocket, room: string, user: RegisteredUser, witness: ClientSocket) => {
    const heard = nextEvent(witness, 'user-connected');
    socket.emit('join-room', { room, user: asUser(user) });
    expect(await heard).toEqual({ room, user: asUser(user) });
  };

  beforeAll(async () => {
    // The consultation feature handles these events in the app; this suite tests the rooms alone.
    server = await startTestServer({
      db,
      redis: backend === 'Redis',
      plugins: [roomsPlugin],
      omitPlugins: ['consultation'],
      socketEventLimit: LIMIT,
    });
    doctor = await registerUser(server, { role: 'doctor', name: 'Doctor Room' });
    patient = await registerUser(server, { name: 'Patient Room' });
    stranger = await registerUser(server, { name: 'Stranger Room' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets an authorized user join and hear the room', async () => {
    const room = newRoom(doctor, patient);
    const doctorSocket = await open(doctor);
    const patientSocket = await open(patient);
    const doctorErrors = collect(doctorSocket, 'error');
    doctorSocket.emit('join-room', { room, user: asUser(doctor) });
    await pause(100); // nobody else is in the room yet to hear the join
    await join(patientSocket, room, patient, doctorSocket);

    const received = nextEvent(doctorSocket, 'receive-message');
    const message = chat('Hello doctor');
    patientSocket.emit('send-message', { room, message });
    expect(await received).toEqual(message);
    expect(doctorErrors).toEqual([]);
  });

  it("handles a socket's events in the order they came: a message right behind the join is not refused", async () => {
    const room = newRoom(doctor, patient);
    slowRooms.add(room);
    const doctorSocket = await open(doctor);
    const patientSocket = await open(patient);
    doctorSocket.emit('join-room', { room, user: asUser(doctor) });
    await pause(300);
    const patientErrors = collect(patientSocket, 'error');
    const received = nextEvent(doctorSocket, 'receive-message');
    const message = chat('Sent before the join was answered');
    patientSocket.emit('join-room', { room, user: asUser(patient) });
    patientSocket.emit('send-message', { room, message });
    expect(await received).toEqual(message);
    expect(patientErrors).toEqual([]);
  });

  it('refuses an unauthorized user with an error, and keeps them out of the room', async () => {
    const room = newRoom(doctor, patient);
    const doctorSocket = await open(doctor);
    const patientSocket = await open(patient);
    const strangerSocket = await open(stranger);
    doctorSocket.emit('join-room', { room, user: asUser(doctor) });
    await pause(100);
    await join(patientSocket, room, patient, doctorSocket);

    const refused = nextEvent(strangerSocket, 'error');
    const heardByDoctor = collect(doctorSocket, 'user-connected');
    strangerSocket.emit('join-room', { room, user: asUser(stranger) });
    expect(await refused).toEqual<SocketErrorEvent>({ code: 'forbidden', message: SOCKET_MESSAGES.forbidden });

    const seenByStranger = collect(strangerSocket, 'receive-message');
    const received = nextEvent(doctorSocket, 'receive-message');
    patientSocket.emit('send-message', { room, message: chat('Private') });
    await received;
    await pause(200);
    expect(seenByStranger).toEqual([]);
    expect(heardByDoctor).toEqual([]);

    // Nor may they speak in it.
    const notIn = nextEvent(strangerSocket, 'error');
    const seenByDoctor = collect(doctorSocket, 'receive-message');
    strangerSocket.emit('send-message', { room, message: chat('Let me in') });
    expect(await notIn).toEqual<SocketErrorEvent>({ code: 'forbidden', message: SOCKET_MESSAGES.notInRoom, event: 'send-message' });
    await pause(200);
    expect(seenByDoctor).toEqual([]);
  });

  it('stops sending room events to a socket that left', async () => {
    const room = newRoom(doctor, patient);
    const doctorSocket = await open(doctor);
    const patientSocket = await open(patient);
    doctorSocket.emit('join-room', { room, user: asUser(doctor) });
    await pause(100);
    await join(patientSocket, room, patient, doctorSocket);

    patientSocket.emit('end-session', { room, user: asUser(patient) });
    // Handled in order: the message after leaving is refused.
    const refused = nextEvent(patientSocket, 'error');
    patientSocket.emit('send-message', { room, message: chat('After leaving') });
    expect(await refused).toMatchObject({ code: 'forbidden', message: SOCKET_MESSAGES.notInRoom });

    const seenByPatient = collect(patientSocket, 'receive-message');
    const doctorAgain = await open(doctor);
    await join(doctorAgain, room, doctor, doctorSocket);
    const echoed = nextEvent(doctorAgain, 'receive-message');
    doctorSocket.emit('send-message', { room, message: chat('Still there?') });
    await echoed;
    await pause(200);
    expect(seenByPatient).toEqual([]);
  });

  it('runs the authorization again on every room event, and removes a member who lost access', async () => {
    const room = newRoom(doctor, patient);
    const doctorSocket = await open(doctor);
    const patientSocket = await open(patient);
    doctorSocket.emit('join-room', { room, user: asUser(doctor) });
    await pause(100);
    await join(patientSocket, room, patient, doctorSocket);

    const before = authorizeCalls;
    const first = nextEvent(doctorSocket, 'receive-message');
    patientSocket.emit('send-message', { room, message: chat('One') });
    await first;
    expect(authorizeCalls).toBe(before + 1);

    allowed.get(room)!.delete(patient.id);
    const refused = nextEvent(patientSocket, 'error');
    const seenByDoctor = collect(doctorSocket, 'receive-message');
    patientSocket.emit('send-message', { room, message: chat('Two') });
    expect(await refused).toEqual<SocketErrorEvent>({ code: 'forbidden', message: SOCKET_MESSAGES.forbidden, event: 'send-message' });

    // Removed from the room: the doctor's messages no longer reach them.
    const seenByPatient = collect(patientSocket, 'receive-message');
    const doctorSelf = await open(doctor);
    await join(doctorSelf, room, doctor, doctorSocket);
    const echoed = nextEvent(doctorSelf, 'receive-message');
    doctorSocket.emit('send-message', { room, message: chat('Three') });
    await echoed;
    await pause(200);
    expect(seenByPatient).toEqual([]);
    expect(seenByDoctor.map((message) => message.text)).toEqual(['Three']);
  });

  it('cuts a flood of events with one rate-limited error, per socket', async () => {
    const room = newRoom(doctor, patient);
    const doctorSocket = await open(doctor);
    const patientSocket = await open(patient);
    const otherPatientSocket = await open(patient);
    doctorSocket.emit('join-room', { room, user: asUser(doctor) });
    await pause(100);
    await join(patientSocket, room, patient, doctorSocket);
    await join(otherPatientSocket, room, patient, doctorSocket);

    const errors = collect(patientSocket, 'error');
    const received = collect(doctorSocket, 'receive-message');
    for (let index = 0; index < 200; index += 1) patientSocket.emit('send-message', { room, message: chat(`flood ${index}`) });
    await nextEvent(patientSocket, 'error');
    await pause(500);
    // The join used one of the socket's 30 events.
    expect(received).toHaveLength(LIMIT.points - 1);
    expect(received.map((message) => message.text)).toEqual(Array.from({ length: LIMIT.points - 1 }, (_, index) => `flood ${index}`));
    expect(errors).toEqual<SocketErrorEvent[]>([{ code: 'rate-limited', message: SOCKET_MESSAGES.rateLimited, event: 'send-message' }]);

    // The same user's other socket has its own allowance.
    const fromOther = nextEvent(doctorSocket, 'receive-message');
    otherPatientSocket.emit('send-message', { room, message: chat('From my other tab') });
    expect((await fromOther).text).toBe('From my other tab');
  });

  if (backend === 'Redis') {
    it('carries room events between instances', async () => {
      const second = await startTestServer({
        shareDatabaseOf: server,
        shareRedisOf: server,
        redis: true,
        plugins: [roomsPlugin],
        omitPlugins: ['consultation'],
        socketEventLimit: LIMIT,
      });
      try {
        const room = newRoom(doctor, patient);
        const doctorOnSecond = await open(doctor, second);
        const patientOnFirst = await open(patient);
        doctorOnSecond.emit('join-room', { room, user: asUser(doctor) });
        await pause(100);
        await join(patientOnFirst, room, patient, doctorOnSecond);
        const received = nextEvent(doctorOnSecond, 'receive-message');
        const message = chat('Across instances');
        patientOnFirst.emit('send-message', { room, message });
        expect(await received).toEqual(message);
      } finally {
        for (const socket of sockets.splice(0)) socket.disconnect();
        await second.close();
      }
    });
  }
});
