import type {
  ClientEventPayload,
  ClientToServerEvents,
  ServerEventPayload,
  ServerToClientEvents,
  SocketErrorEvent,
} from '@telehealth/shared-api/core';
import type { AuthContext } from '../sessions/sessions';

/** What the rest of the server may ask of the real-time channel. */
export interface Realtime {
  /** Emits `event` to every socket of the user, on any server instance. */
  emitToUser<E extends keyof ServerToClientEvents>(userId: string, event: E, payload: ServerEventPayload<E>): void;
  /** Emits the same `event` to every socket of these users, on any server instance, as one broadcast. */
  emitToUsers<E extends keyof ServerToClientEvents>(userIds: readonly string[], event: E, payload: ServerEventPayload<E>): void;
  /** Tells the sockets of these sessions they were revoked, then disconnects them. */
  endSessions(sessionIds: string[]): void;
}

/** One connected socket, as a feature's event handler sees it. */
export interface SocketContext {
  readonly id: string;
  readonly auth: AuthContext;
  emit<E extends keyof ServerToClientEvents>(event: E, payload: ServerEventPayload<E>): void;
  /** Sends the `error` event to this socket. */
  fail(error: SocketErrorEvent): void;
}

/** Decides whether the caller may be in a room of this kind. */
export type RoomAuthorizer = (auth: AuthContext, roomId: string) => Promise<boolean>;

export interface RoomKindOptions {
  authorize: RoomAuthorizer;
  /**
   * Run `authorize` again before every event handled for a room of this kind (default true):
   * a caller who lost access (appointment cancelled, account changed) is refused and removed.
   */
  recheckOnEvent?: boolean;
  /** Called (on the socket's instance) for each room of this kind a socket was in when it disconnected. */
  onDisconnect?: (socket: SocketContext, roomId: string) => void;
}

/** A socket in a room, on any instance. */
export interface RoomMember {
  socketId: string;
  userId: string;
}

/** Rooms of one kind, e.g. the consultation of an appointment. */
export interface RoomKind {
  readonly name: string;
  /** Joins when `authorize` allows; otherwise sends a `forbidden` error and answers false. */
  join(socket: SocketContext, roomId: string): Promise<boolean>;
  leave(socket: SocketContext, roomId: string): Promise<void>;
  /** True when this socket is in the room. */
  has(socket: SocketContext, roomId: string): boolean;
  /** Emits to every socket in the room, on any instance; `except` leaves out the sender. */
  emit<E extends keyof ServerToClientEvents>(roomId: string, event: E, payload: ServerEventPayload<E>, except?: SocketContext): void;
  /** Emits to the room's sockets of every user but `userId` (the other participants), on any instance. */
  emitToOthers<E extends keyof ServerToClientEvents>(roomId: string, event: E, payload: ServerEventPayload<E>, userId: string): void;
  /** Emits to one socket, on any instance. */
  emitToSocket<E extends keyof ServerToClientEvents>(socketId: string, event: E, payload: ServerEventPayload<E>): void;
  /** The sockets in the room, on every instance. */
  members(roomId: string): Promise<RoomMember[]>;
  /** Takes these sockets (every socket when omitted) out of the room, on any instance. */
  evict(roomId: string, socketIds?: string[]): void;
}

export type ClientEventHandler<E extends keyof ClientToServerEvents> = (
  socket: SocketContext,
  payload: ClientEventPayload<E>,
) => Promise<void> | void;

export interface ClientEventOptions<E extends keyof ClientToServerEvents> {
  /**
   * The event acts on a room: the socket must be in it, and when the kind rechecks, still be
   * authorized; otherwise the handler does not run and the socket gets a `forbidden` error.
   */
  room?: { kind: RoomKind; id: (payload: ClientEventPayload<E>) => unknown };
}

/** What a plugin's `sockets` part is given: room kinds and client events (rate-limited per socket). */
export interface SocketFeatures {
  rooms: { define(name: string, options: RoomKindOptions): RoomKind };
  on<E extends keyof ClientToServerEvents>(event: E, handler: ClientEventHandler<E>, options?: ClientEventOptions<E>): void;
}

export const userRoom = (userId: string): string => `user:${userId}`;
export const sessionRoom = (sessionId: string): string => `session:${sessionId}`;
/** Feature rooms live under their own prefix, so they never collide with a user's or session's room. */
export const featureRoom = (kind: string, roomId: string): string => `room:${kind}:${roomId}`;

export const SOCKET_MESSAGES = {
  rateLimited: 'Too many messages: slow down and try again in a moment.',
  forbidden: 'You are not allowed in this room.',
  notInRoom: 'Join the room first.',
  invalid: 'This message is not valid.',
  failed: 'Something went wrong. Try again.',
} as const;
