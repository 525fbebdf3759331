/**
 * Factories for the consultation suites: a doctor, a patient and their appointment at a chosen
 * moment, and typed socket.io clients with small waiting helpers.
 */
import type { ClientToServerEvents, ServerToClientEvents } from '@telehealth/shared-api/core';
import { io, type Socket } from 'socket.io-client';
import type { AppointmentRow } from '../../src/db/schema';
import { createDoctor, createPatient, insertAppointment, type DoctorFixture, type PatientFixture } from './care-fixtures';
import type { TestServer } from './test-server';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerPayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** Where a socket connects: an in-process test server, or a child server of the fault suites. */
export type SocketTarget = Pick<TestServer, 'baseUrl'>;

export function openSocket(server: SocketTarget, token?: string): ClientSocket {
  return io(server.baseUrl, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's refusal. */
export function connected(socket: ClientSocket): Promise<ClientSocket> {
  if (socket.connected) return Promise.resolve(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** The next `event` this socket receives (that `match` accepts), or a rejection after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  options: { timeoutMs?: number; match?: (payload: ServerPayload<E>) => boolean } = {},
): Promise<ServerPayload<E>> {
  const { timeoutMs = 10_000, match } = options;
  const on = socket.on.bind(socket) as unknown as (event: string, listener: (payload: unknown) => void) => void;
  const off = socket.off.bind(socket) as unknown as (event: string, listener: (payload: unknown) => void) => void;
  return new Promise((resolve, reject) => {
    const listener = (payload: unknown) => {
      if (match && !match(payload as ServerPayload<E>)) return;
      clearTimeout(timer);
      off(event, listener);
      resolve(payload as ServerPayload<E>);
    };
    const timer = setTimeout(() => {
      off(event, listener);
      reject(new Error(`no ${event} event within ${timeoutMs} ms`));
    }, timeoutMs);
    on(event, listener);
  });
}

/** Everything a socket receives of one event, from now on. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): Array<ServerPayload<E>> {
  const seen: Array<ServerPayload<E>> = [];
  (socket.on as unknown as (event: string, listener: (payload: unknown) => void) => void)(event, (payload) =>
    seen.push(payload as ServerPayload<E>),
  );
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` holds (checked every 20 ms), or fails after `timeoutMs`. */
export async function until(done: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}

export interface ConsultationFixture {
  doctor: DoctorFixture;
  patient: PatientFixture;
  appointment: AppointmentRow;
  room: string;
}

let slotCounter = 0;

/**
 * An appointment starting `minutesFromNow` from now (each at its own second, so one doctor can
 * have many), with a new doctor and patient unless given.
 */
export async function createConsultation(
  server: TestServer,
  options: { minutesFromNow?: number; doctor?: DoctorFixture; patient?: PatientFixture; status?: AppointmentRow['status'] } = {},
): Promise<ConsultationFixture> {
  const doctor = options.doctor ?? (await createDoctor(server, {}, 'Dr Mira Osei'));
  const patient = options.patient ?? (await createPatient(server, {}, 'Alex Morgan'));
  slotCounter += 1;
  const startsAt = new Date(Date.now() + (options.minutesFromNow ?? 5) * 60_000 + slotCounter * 1_000);
  const appointment = await insertAppointment(server, {
    doctorId: doctor.doctor._id,
    patientId: patient.profile._id,
    startsAt,
    status: options.status,
  });
  return { doctor, patient, appointment, room: appointment.roomId };
}

/** Opens a socket for the user, joins the room and waits for the join's session-state. */
export async function joinAs(
  server: SocketTarget,
  token: string,
  room: string,
): Promise<{ socket: ClientSocket; state: ServerPayload<'session-state'> }> {
  const socket = await connected(openSocket(server, token));
  const state = nextEvent(socket, 'session-state');
  socket.emit('join-room', { room });
  return { socket, state: await state };
}
