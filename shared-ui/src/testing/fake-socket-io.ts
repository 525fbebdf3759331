/**
 * A fake of socket.io-client (the network boundary of real-time events) for the tests of every
 * app: the real shared-api socket client (connectSocket / getSocket / onSocketChange) creates
 * these, and a test pushes server events. In a test file:
 *
 *   jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());
 */
/** The fake's Manager (`socket.io`): reconnection switch and manager events. */
export interface FakeManager {
  on: (event: string, handler: (payload: unknown) => void) => FakeManager;
  off: (event: string, handler: (payload: unknown) => void) => FakeManager;
  /** Sets whether the manager reconnects by itself (socket.io's `reconnection(value)`). */
  reconnection: (value: boolean) => FakeManager;
  /** Whether the manager would reconnect by itself. */
  reconnecting: boolean;
  /** Delivers a manager event (`reconnect_attempt`, `reconnect_failed`, ...). */
  emit: (event: string, payload?: unknown) => void;
}

export interface FakeSocket {
  io: FakeManager;
  /** Asks for a (re)connection; counted in `connectCalls`. */
  connect: () => FakeSocket;
  connectCalls: number;
  on: (event: string, handler: (payload: unknown) => void) => FakeSocket;
  off: (event: string, handler: (payload: unknown) => void) => FakeSocket;
  removeAllListeners: () => FakeSocket;
  disconnect: () => void;
  /** Delivers an event from the server to every handler registered for it. */
  serverPush: (event: string, payload?: unknown) => void;
  /** Whether the socket is connected: a pushed `connect` sets it, a pushed `disconnect` clears it. */
  connected: boolean;
  /** Sends an event to the server (recorded in `emitted`). */
  emit: (event: string, payload?: unknown) => FakeSocket;
  /** Every event the client sent, in order. */
  emitted: { event: string; payload: unknown }[];
  /** The payloads the client sent for one event. */
  emittedOf: (event: string) => unknown[];
  /** Handlers registered for an event (listener clean-up checks). */
  listenerCount: (event: string) => number;
}

export function fakeSocketIoModule() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    io: jest.fn(() => {
      const handlers = new Map<string, Set<(payload: unknown) => void>>();
      const managerHandlers = new Map<string, Set<(payload: unknown) => void>>();
      const manager: FakeManager = {
        on: (event, handler) => {
          if (!managerHandlers.has(event)) managerHandlers.set(event, new Set());
          managerHandlers.get(event)!.add(handler);
          return manager;
        },
        off: (event, handler) => {
          managerHandlers.get(event)?.delete(handler);
          return manager;
        },
        reconnection: (value) => {
          manager.reconnecting = value;
          return manager;
        },
        reconnecting: true,
        emit: (event, payload) => managerHandlers.get(event)?.forEach((handler) => handler(payload)),
      };
      const socket: FakeSocket = {
        io: manager,
        connect: () => {
          socket.connectCalls += 1;
          return socket;
        },
        connectCalls: 0,
        on: (event, handler) => {
          if (!handlers.has(event)) handlers.set(event, new Set());
          handlers.get(event)!.add(handler);
          return socket;
        },
        off: (event, handler) => {
          handlers.get(event)?.delete(handler);
          return socket;
        },
        removeAllListeners: () => {
          handlers.clear();
          return socket;
        },
        disconnect: () => undefined,
        serverPush: (event, payload) => {
          if (event === 'connect') socket.connected = true;
          if (event === 'disconnect') socket.connected = false;
          handlers.get(event)?.forEach((handler) => handler(payload));
        },
        connected: false,
        emit: (event, payload) => {
          socket.emitted.push({ event, payload });
          return socket;
        },
        emitted: [],
        emittedOf: (event) => socket.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload),
        listenerCount: (event) => handlers.get(event)?.size ?? 0,
      };
      sockets.push(socket);
      return socket;
    }),
  };
}

/** The socket the client created last. */
export function lastFakeSocket(): FakeSocket {
  const { sockets } = jest.requireMock('socket.io-client') as { sockets: FakeSocket[] };
  const socket = sockets[sockets.length - 1];
  if (!socket) throw new Error('No socket was created: call connectSocket first');
  return socket;
}
