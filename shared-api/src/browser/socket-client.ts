import type { Socket as IoSocket } from 'socket.io-client';
import { API_MESSAGES } from '../core/api-messages';
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

/**
 * The live channel's state: `idle` signed out, `connecting` first connection of a session,
 * `reconnecting` lost and being retried, `offline` given up (the server refused or ended the
 * session: the auth flow takes over).
 */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/**
 * After the spec's attempts (SOCKET_OPTIONS) fail, the socket keeps trying at this slower,
 * capped pace (80–100 % of the delay, doubling per attempt) until it connects or the user
 * signs out: a server restart or a long network cut must not leave a tab deaf for good.
 */
export const SOCKET_SLOW_RETRY = { delay: 10_000, maxDelay: 60_000 };

let status: SocketStatus = 'idle';
const statusListeners = new Set<(status: SocketStatus) => void>();
const reconnectListeners = new Set<() => void>();
/** Undoes the current socket's status wiring (its listeners, a pending slow retry). */
let unwatch: (() => void) | null = null;

function emitChange(): void {
  for (const listener of listeners) listener(socket);
}

function setStatus(next: SocketStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener(next);
}

/** The delay before the n-th slow retry (0-based). */
function slowRetryDelay(attempt: number): number {
  const base = Math.min(SOCKET_SLOW_RETRY.maxDelay, SOCKET_SLOW_RETRY.delay * 2 ** attempt);
  return Math.round(base * (0.8 + 0.2 * Math.random()));
}

/** Follows a socket's state; after the manager gives up, retries it slowly. Returns the undo. */
function watch(target: Socket): () => void {
  let connectedOnce = false;
  let slowAttempts = 0;
  let slowMode = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const scheduleSlowRetry = () => {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      slowAttempts += 1;
      target.connect();
    }, slowRetryDelay(slowAttempts));
  };
  const onConnect = () => {
    clearTimer();
    slowAttempts = 0;
    if (slowMode) {
      slowMode = false;
      // Back to the spec's schedule for the next loss.
      target.io.reconnection(true);
    }
    setStatus('connected');
    if (connectedOnce) for (const listener of reconnectListeners) listener();
    connectedOnce = true;
  };
  const onDisconnect = (reason: string) => {
    if (reason === 'io client disconnect') {
      setStatus('offline');
      return;
    }
    setStatus('reconnecting');
    if (reason === 'io server disconnect') {
      // socket.io does not reconnect a socket the server ended. The server ends them all when
      // it shuts down (a restart), and a session's when it is revoked or expires: try again
      // after the spec's first delay; a refused session stops there (connect_error).
      clearTimer();
      timer = setTimeout(() => {
        timer = null;
        target.connect();
      }, SOCKET_OPTIONS.reconnectionDelay);
    }
  };
  const onConnectError = (error: Error) => {
    if (error?.message === API_MESSAGES.authRequired) {
      // Refused session: retrying cannot help; the auth flow signs the user out.
      clearTimer();
      setStatus('offline');
      return;
    }
    setStatus(connectedOnce ? 'reconnecting' : 'connecting');
    if (slowMode) scheduleSlowRetry();
  };
  const onOnline = () => {
    // The network is back: no need to wait out a long slow delay.
    if (slowMode && timer) {
      clearTimer();
      target.connect();
    }
  };
  const onReconnectFailed = () => {
    // The manager retries no more by itself; each slow retry is one attempt.
    slowMode = true;
    target.io.reconnection(false);
    setStatus('reconnecting');
    scheduleSlowRetry();
  };
  target.on('connect', onConnect);
  target.on('disconnect', onDisconnect);
  target.on('connect_error', onConnectError);
  target.io.on('reconnect_failed', onReconnectFailed);
  const browser = typeof window === 'undefined' ? null : window;
  browser?.addEventListener('online', onOnline);
  return () => {
    browser?.removeEventListener('online', onOnline);
    clearTimer();
    target.off('connect', onConnect);
    target.off('disconnect', onDisconnect);
    target.off('connect_error', onConnectError);
    target.io.off('reconnect_failed', onReconnectFailed);
    if (slowMode) target.io.reconnection(true);
  };
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

/** Listeners for some of the server's events, by event name. */
export type SocketListeners = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

/**
 * Socket listeners shared by every user of one owner (a query client, say), reference counted:
 * the first `acquire(owner)` attaches them to the socket and follows it across sign-ins and
 * reconnects; the release of the last user removes them. So several widgets wanting the same
 * refresh hear each event once.
 */
export function sharedSocketListeners<Owner>(listenersFor: (owner: Owner) => SocketListeners): (owner: Owner) => () => void {
  const subscriptions = new Map<Owner, { users: number; stop: () => void }>();
  const subscribe = (owner: Owner): (() => void) => {
    const entries = Object.entries(listenersFor(owner)) as [string, (...args: unknown[]) => void][];
    let current: Socket | null = null;
    const attach = (next: Socket | null) => {
      // The event names come from the typed map above; socket.io's overloads cannot follow a loop.
      const loose = current as unknown as { off(event: string, listener: (...args: unknown[]) => void): void } | null;
      if (loose) for (const [event, listener] of entries) loose.off(event, listener);
      current = next;
      const looseNext = next as unknown as { on(event: string, listener: (...args: unknown[]) => void): void } | null;
      if (looseNext) for (const [event, listener] of entries) looseNext.on(event, listener);
    };
    attach(socket);
    const unsubscribe = onSocketChange(attach);
    return () => {
      unsubscribe();
      attach(null);
    };
  };
  return (owner) => {
    let subscription = subscriptions.get(owner);
    if (!subscription) {
      subscription = { users: 0, stop: subscribe(owner) };
      subscriptions.set(owner, subscription);
    }
    subscription.users += 1;
    let released = false;
    return () => {
      const active = subscriptions.get(owner);
      if (released || !active) return;
      released = true;
      active.users -= 1;
      if (active.users === 0) {
        active.stop();
        subscriptions.delete(owner);
      }
    };
  };
}

/** The live channel's current state. */
export function getSocketStatus(): SocketStatus {
  return status;
}

/** Calls back whenever the live channel's state changes; returns the unsubscribe. */
export function onSocketStatus(listener: (status: SocketStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/**
 * Calls back when a lost connection is back (not on a session's first connect): events sent
 * meanwhile were missed, so what they would have refreshed should be re-read. Returns the
 * unsubscribe.
 */
export function onSocketReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/**
 * Connects with the session token as the socket's auth (spec §4, §7, §9): websocket first
 * with polling fallback, 20 s timeout, reconnect 1–5 s, 5 attempts, then slower retries
 * (SOCKET_SLOW_RETRY). Resolves with the socket, or null when the session changed (logout,
 * another token) while socket.io-client loaded.
 * Listeners registered with `onSocketChange` hear about the new socket either way.
 */
export function connectSocket(token: string): Promise<Socket | null> {
  if (socket && socketToken === token) return Promise.resolve(socket);
  if (pending?.token === token) return pending.socket;
  disconnectSocket();
  setStatus('connecting');
  const attempt = loadSocketIo().then(
    ({ io }) => {
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
      unwatch = watch(socket);
      emitChange();
      return socket;
    },
    (error: unknown) => {
      // The client library could not be loaded (offline, deploy in progress): the next auth
      // change or call tries again. Pages keep working without live updates meanwhile.
      socketIo = null;
      if (pending?.token === token) {
        pending = null;
        setStatus('offline');
      }
      console.error('The real-time connection could not be set up', error);
      return null;
    },
  );
  pending = { token, socket: attempt };
  return attempt;
}

export function disconnectSocket(): void {
  pending = null;
  unwatch?.();
  unwatch = null;
  if (socket) {
    socket.removeAllListeners();
    socket.disconnect();
  }
  socket = null;
  socketToken = null;
  setStatus('idle');
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
