import type { Socket as IoSocket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../core/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '../core/socket-events';
import { useAuthStore } from './auth-store';

// socket.io-client is loaded on first connect, not with this package: no page needs it to
// render, and this package is loaded whole (Module Federation singleton) by every page.
let socketIo: Promise<typeof import('socket.io-client')> | null = null;
function loadSocketIo(): Promise<typeof import('socket.io-client')> {
  socketIo ??= import('socket.io-client');
  return socketIo;
}

/** The socket with the shared event maps: events and payloads are checked against the server's. */
export type Socket = IoSocket<ServerToClientEvents, ClientToServerEvents>;

let socket: Socket | null = null;
let socketToken: string | null = null;
/** The token of a connection being set up (socket.io-client still loading), if any. */
let pending: { token: string; socket: Promise<Socket | null> } | null = null;
let socketUrl: string | undefined;
const listeners = new Set<(socket: Socket | null) => void>();

function emitChange(): void {
  for (const listener of listeners) listener(socket);
}

/** Points the socket at another origin (a remote running standalone); default same origin. */
export function configureSocketUrl(url: string | undefined): void {
  socketUrl = url;
}

/** The current socket, or null when signed out. */
export function getSocket(): Socket | null {
  return socket;
}

/** Calls back with the socket whenever it is created or dropped; returns the unsubscribe. */
export function onSocketChange(listener: (socket: Socket | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Connects with the session token as the socket's auth (spec §4, §7, §9): websocket first
 * with polling fallback, 20 s timeout, reconnect 1–5 s, 5 attempts. Resolves with the socket,
 * or null when the session changed (logout, another token) while socket.io-client loaded.
 * Listeners registered with `onSocketChange` hear about the new socket either way.
 */
export function connectSocket(token: string): Promise<Socket | null> {
  if (socket && socketToken === token) return Promise.resolve(socket);
  if (pending?.token === token) return pending.socket;
  disconnectSocket();
  const attempt = loadSocketIo().then(({ io }) => {
    if (pending?.token !== token) return null;
    pending = null;
    socketToken = token;
    const options = {
      ...SOCKET_OPTIONS,
      transports: [...SOCKET_OPTIONS.transports],
      auth: { token },
      withCredentials: true,
      autoConnect: true,
    };
    socket = (socketUrl ? io(socketUrl, options) : io(options)) as Socket;
    emitChange();
    return socket;
  }, (error: unknown) => {
    // The client library could not be loaded (offline, deploy in progress): the next auth
    // change or call tries again. Pages keep working without live updates meanwhile.
    socketIo = null;
    if (pending?.token === token) pending = null;
    console.error('The real-time connection could not be set up', error);
    return null;
  });
  pending = { token, socket: attempt };
  return attempt;
}

export function disconnectSocket(): void {
  pending = null;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  socket = null;
  socketToken = null;
  emitChange();
}

/**
 * Keeps the socket in step with the auth store: connected while a user is signed in,
 * disconnected on logout. Returns the unsubscribe.
 */
export function bindSocketToAuth(): () => void {
  const sync = () => {
    const { status, token } = useAuthStore.getState();
    if (status === 'authenticated' && token) void connectSocket(token);
    else if (status === 'anonymous') disconnectSocket();
  };
  sync();
  const unsubscribe = useAuthStore.subscribe(sync);
  return () => {
    unsubscribe();
    disconnectSocket();
  };
}
