import { io, type Socket } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../core/constants';
import { useAuthStore } from './auth-store';

let socket: Socket | null = null;
let socketToken: string | null = null;
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
 * with polling fallback, 20 s timeout, reconnect 1–5 s, 5 attempts.
 */
export function connectSocket(token: string): Socket {
  if (socket && socketToken === token) return socket;
  disconnectSocket();
  socketToken = token;
  const options = {
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
    auth: { token },
    withCredentials: true,
    autoConnect: true,
  };
  socket = socketUrl ? io(socketUrl, options) : io(options);
  emitChange();
  return socket;
}

export function disconnectSocket(): void {
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
    if (status === 'authenticated' && token) connectSocket(token);
    else if (status === 'anonymous') disconnectSocket();
  };
  sync();
  const unsubscribe = useAuthStore.subscribe(sync);
  return () => {
    unsubscribe();
    disconnectSocket();
  };
}
