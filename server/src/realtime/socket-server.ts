import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  API_MESSAGES,
  SESSION_REVOKED_EVENT,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
  type SocketErrorEvent,
} from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { AuthContext, SessionService } from '../sessions/sessions';
import type { Clock } from '../clock';
import {
  featureRoom,
  sessionRoom,
  SOCKET_MESSAGES,
  userRoom,
  type ClientEventHandler,
  type ClientEventOptions,
  type Realtime,
  type RoomKind,
  type RoomKindOptions,
  type SocketContext,
  type SocketFeatures,
} from './realtime';

/** Incoming events allowed per socket: `points` per `durationSeconds`. */
export interface SocketEventLimit {
  points: number;
  durationSeconds: number;
}

/** Enough for a call's ICE trickle and a brisk chat; a client sending more is cut off. */
export const DEFAULT_SOCKET_EVENT_LIMIT: SocketEventLimit = { points: 60, durationSeconds: 10 };

export interface SocketServerOptions {
  sessions: SessionService;
  corsOrigins: string[];
  clock: Clock;
  log: FastifyBaseLogger;
  /** node-redis client: with it, rooms are shared by every instance (Redis streams adapter). */
  redisClient?: unknown;
  redisKeyPrefix: string;
  /** How long the adapter blocks on XREAD; short in tests so shutdown is quick. */
  redisBlockMs?: number;
  eventLimit?: SocketEventLimit;
  /** Open sockets one session may have on this instance (SOCKETS_MAX_PER_SESSION); more are refused. */
  maxSocketsPerSession?: number;
  /**
   * Checked before every client event a feature handles: a message refuses it (CLINICIAN_2FA: a
   * doctor or operator without two-step sign-in may not join a consultation or chat).
   */
  eventRefusal?: (auth: AuthContext) => Promise<string | null>;
}

export interface SocketServer {
  io: AppServer;
  realtime: Realtime;
  /** Room kinds and client event handlers; features declare them before the server listens. */
  features: SocketFeatures;
  /** Drops every connection so the HTTP server can finish closing. */
  disconnectAll(): void;
  /**
   * Closes every local socket's transport: browsers reconnect on their own and fetch the
   * notifications they missed (after Redis was away, events to other instances were lost).
   */
  reconnectAll(): void;
  close(): Promise<void>;
}

interface SocketData {
  auth: AuthContext;
}

type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
/** Emits an event chosen at run time (the maps check the callers' event and payload). */
type LooseEmit = (event: string, payload: unknown) => boolean;

const MAX_ROOM_ID_LENGTH = 200;

/** Server-side event (instance to instance) naming sessions and users whose cached copies must go. */
export const SESSION_EVICT_EVENT = 'telehealth:session-evict' satisfies keyof InterServerEvents;

/**
 * How often sockets are checked against their sessions: a quarter of the idle timeout, at most
 * 10 s (the longest a socket may outlive its session); a sweep with nothing due reads nothing.
 */
export function sessionSweepMs(idleMs: number): number {
  return Math.max(100, Math.min(idleMs / 4, 10_000));
}

/**
 * The adapter sends server-to-server messages (session evictions, socket fetches) with PUBLISH
 * and drops the promise: while Redis is away it rejects (a command timeout) and, unhandled,
 * would end the process. This view of the client catches it; the message is lost, as the
 * other instances' session caches expire on their own (SESSION_CACHE_MS).
 */
function publishingSafely(redisClient: unknown, log: FastifyBaseLogger): unknown {
  const client = redisClient as Record<string | symbol, unknown>;
  const safely =
    (command: 'publish' | 'sPublish') =>
    (...args: unknown[]) =>
      (client[command] as (...a: unknown[]) => Promise<number>).apply(client, args).catch((error: unknown) => {
        log.warn({ err: error }, 'a message to the other instances was lost: Redis did not take it');
        return 0;
      });
  const overrides: Record<string, unknown> = { publish: safely('publish'), sPublish: safely('sPublish') };
  return new Proxy(client, {
    get(target, property) {
      if (typeof property === 'string' && property in overrides) return overrides[property];
      const value = Reflect.get(target, property, target);
      // node-redis keeps its state in private fields: its methods must run on the client itself.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * socket.io on the API's HTTP server, path /socket.io. The handshake's `auth.token` is checked
 * exactly like a bearer token on HTTP; each socket joins its user's and its session's room.
 */
export function attachSocketServer(httpServer: HttpServer, options: SocketServerOptions): SocketServer {
  const serverOptions: Partial<ServerOptions> = {
    path: '/socket.io',
    serveClient: false,
    cors: options.corsOrigins.length > 0 ? { origin: options.corsOrigins, credentials: true } : undefined,
  };
  if (options.redisClient) {
    serverOptions.adapter = createAdapter(publishingSafely(options.redisClient, options.log), {
      streamName: `${options.redisKeyPrefix}socket.io`,
      sessionKeyPrefix: `${options.redisKeyPrefix}sio:session:`,
      ...(options.redisBlockMs ? { blockTimeInMs: options.redisBlockMs } : {}),
    } as Parameters<typeof createAdapter>[1]);
  }
  const io: AppServer = new Server(httpServer, serverOptions);

  // Session cache evictions reach the other instances through the adapter (Redis streams);
  // with the in-memory adapter there are no other instances.
  if (options.redisClient) {
    io.on(SESSION_EVICT_EVENT, (eviction) => {
      if (eviction && typeof eviction === 'object') {
        options.sessions.applyEviction({
          sessionIds: Array.isArray(eviction.sessionIds) ? eviction.sessionIds.filter((id) => typeof id === 'string') : undefined,
          userIds: Array.isArray(eviction.userIds) ? eviction.userIds.filter((id) => typeof id === 'string') : undefined,
        });
      }
    });
    options.sessions.onEvict((eviction) => {
      try {
        io.serverSideEmit(SESSION_EVICT_EVENT, eviction);
      } catch (error) {
        options.log.error({ err: error }, 'could not broadcast a session eviction');
      }
    });
  }

  // Sockets of each session on this instance, counted from the handshake that admits them to
  // their close, so a burst of handshakes cannot all slip under the cap.
  const maxPerSession = options.maxSocketsPerSession ?? Number.POSITIVE_INFINITY;
  const socketsOfSession = new Map<string, Set<string>>();
  const release = (sessionId: string, socketId: string) => {
    const ids = socketsOfSession.get(sessionId);
    if (!ids?.delete(socketId) || ids.size > 0) return;
    socketsOfSession.delete(sessionId);
  };

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    options.sessions
      .authenticate(typeof token === 'string' ? token : undefined)
      .then((auth) => {
        const ids = socketsOfSession.get(auth.sessionId) ?? new Set<string>();
        if (ids.size >= maxPerSession) {
          next(new Error(API_MESSAGES.tooManySockets));
          return;
        }
        ids.add(socket.id);
        socketsOfSession.set(auth.sessionId, ids);
        // Whether the socket connects or its transport closes first, its place is freed.
        socket.on('disconnect', () => release(auth.sessionId, socket.id));
        socket.conn.once('close', () => release(auth.sessionId, socket.id));
        socket.data.auth = auth;
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof Error && (error as { statusCode?: number }).statusCode === 401) {
          next(new Error(API_MESSAGES.authRequired));
          return;
        }
        // The session could not be checked (the database is down): not a refusal, so the
        // browser keeps retrying instead of giving up on a session that may be valid.
        options.log.error({ err: error }, 'socket authentication failed');
        next(new Error(API_MESSAGES.serviceUnavailable));
      });
  });

  // ---- Features: room kinds and client events
  const limit = options.eventLimit ?? DEFAULT_SOCKET_EVENT_LIMIT;
  // Per socket, so in memory: a socket lives on one instance.
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds, keyPrefix: 'socket-events' });
  const kinds = new Map<string, RoomKindOptions>();
  const handlers = new Map<string, { handler: ClientEventHandler<never>; options: ClientEventOptions<never> | undefined }>();
  const sockets = new Map<string, AppSocket>();
  /** Per socket, the moment its session must be read again (see the sweep below). */
  const sessionDueAt = new Map<string, number>();

  const contextOf = (socket: AppSocket): SocketContext => ({
    id: socket.id,
    auth: socket.data.auth,
    emit: (event, payload) => void (socket.emit as unknown as LooseEmit)(event, payload),
    fail: (error: SocketErrorEvent) => void socket.emit('error', error),
  });

  const authorized = async (
    kind: string,
    authorize: RoomKindOptions['authorize'],
    context: SocketContext,
    roomId: string,
  ): Promise<boolean> => {
    try {
      return (await authorize(context.auth, roomId)) === true;
    } catch (error) {
      options.log.error({ err: error, kind, roomId }, 'socket room authorization failed');
      return false;
    }
  };

  const features: SocketFeatures = {
    rooms: {
      define(name, kindOptions) {
        if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`room kind "${name}": use lower-case letters, digits and dashes`);
        if (kinds.has(name)) throw new Error(`room kind "${name}" is already defined`);
        kinds.set(name, kindOptions);
        const kind: RoomKind = {
          name,
          async join(context, roomId) {
            const socket = sockets.get(context.id);
            if (!socket) return false;
            if (typeof roomId !== 'string' || roomId.length === 0 || roomId.length > MAX_ROOM_ID_LENGTH) {
              context.fail({ code: 'invalid', message: SOCKET_MESSAGES.invalid });
              return false;
            }
            if (!(await authorized(name, kindOptions.authorize, context, roomId))) {
              context.fail({ code: 'forbidden', message: SOCKET_MESSAGES.forbidden });
              return false;
            }
            // The socket may have gone while authorize ran.
            if (socket.disconnected) return false;
            await socket.join(featureRoom(name, roomId));
            return true;
          },
          async leave(context, roomId) {
            await sockets.get(context.id)?.leave(featureRoom(name, roomId));
          },
          has(context, roomId) {
            return sockets.get(context.id)?.rooms.has(featureRoom(name, roomId)) ?? false;
          },
          emit(roomId, event, payload, except) {
            const target = except ? io.to(featureRoom(name, roomId)).except(except.id) : io.to(featureRoom(name, roomId));
            (target.emit as unknown as LooseEmit)(event, payload);
          },
          emitToOthers(roomId, event, payload, userId) {
            (io.to(featureRoom(name, roomId)).except(userRoom(userId)).emit as unknown as LooseEmit)(event, payload);
          },
          emitToSocket(socketId, event, payload) {
            (io.to(socketId).emit as unknown as LooseEmit)(event, payload);
          },
          async members(roomId) {
            const found = await io.in(featureRoom(name, roomId)).fetchSockets();
            return found.map((socket) => ({ socketId: socket.id, userId: socket.data.auth.user.id }));
          },
          evict(roomId, socketIds) {
            const room = featureRoom(name, roomId);
            if (socketIds === undefined) io.in(room).socketsLeave(room);
            else if (socketIds.length > 0) io.in(socketIds).socketsLeave(room);
          },
        };
        return kind;
      },
    },
    on(event, handler, eventOptions) {
      if (handlers.has(event)) throw new Error(`socket event "${event}" already has a handler`);
      handlers.set(event, {
        handler: handler as ClientEventHandler<never>,
        options: eventOptions as ClientEventOptions<never> | undefined,
      });
    },
  };

  const dispatch = async (event: string, context: SocketContext, socket: AppSocket, payload: unknown): Promise<void> => {
    const entry = handlers.get(event);
    if (!entry) return;
    if (!payload || typeof payload !== 'object') {
      context.fail({ code: 'invalid', message: SOCKET_MESSAGES.invalid, event });
      return;
    }
    const refusal = options.eventRefusal ? await options.eventRefusal(context.auth) : null;
    if (refusal) {
      context.fail({ code: 'forbidden', message: refusal, event });
      return;
    }
    const room = entry.options?.room;
    if (room) {
      const roomId = room.id(payload as never);
      if (typeof roomId !== 'string' || !room.kind.has(context, roomId)) {
        context.fail({ code: 'forbidden', message: SOCKET_MESSAGES.notInRoom, event });
        return;
      }
      const kindOptions = kinds.get(room.kind.name)!;
      if (kindOptions.recheckOnEvent !== false && !(await authorized(room.kind.name, kindOptions.authorize, context, roomId))) {
        await socket.leave(featureRoom(room.kind.name, roomId));
        context.fail({ code: 'forbidden', message: SOCKET_MESSAGES.forbidden, event });
        return;
      }
    }
    try {
      await entry.handler(context, payload as never);
    } catch (error) {
      options.log.error({ err: error, event }, 'socket event handler failed');
      context.fail({ code: 'failed', message: SOCKET_MESSAGES.failed, event });
    }
  };

  io.on('connection', (socket) => {
    const { auth } = socket.data;
    void socket.join([userRoom(auth.user.id), sessionRoom(auth.sessionId)]);
    sockets.set(socket.id, socket);
    const context = contextOf(socket);

    // Every incoming event counts, handled or not; the first one over the limit in a window
    // is answered with an error, the rest are dropped silently.
    socket.use(([event], next) => {
      limiter.consume(socket.id).then(
        () => next(),
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) {
            if (rejection.consumedPoints === limit.points + 1) {
              context.fail({ code: 'rate-limited', message: SOCKET_MESSAGES.rateLimited, event: String(event) });
            }
          } else {
            options.log.error({ err: rejection }, 'socket rate limiter failed');
          }
        },
      );
    });
    // A socket's events are handled one after another, in the order they came: a handler that
    // waits (a join reading the database) must not let the next event (the offer after it) be
    // checked or relayed first, or the peer sees a call's messages out of order.
    let previous: Promise<void> = Promise.resolve();
    for (const event of handlers.keys()) {
      (socket.on as unknown as (event: string, listener: (payload: unknown) => void) => void)(event, (payload) => {
        previous = previous
          .then(() => dispatch(event, context, socket, payload))
          .catch((error: unknown) => options.log.error({ err: error, event }, 'socket event dispatch failed'));
      });
    }

    // Checked at the next sweep, which learns when its session would next end.
    sessionDueAt.set(socket.id, options.clock().getTime());
    // Rooms are still listed while disconnecting (gone by 'disconnect').
    socket.on('disconnecting', () => {
      for (const [kind, kindOptions] of kinds) {
        if (!kindOptions.onDisconnect) continue;
        const prefix = featureRoom(kind, '');
        for (const room of socket.rooms) {
          if (!room.startsWith(prefix)) continue;
          try {
            kindOptions.onDisconnect(context, room.slice(prefix.length));
          } catch (error) {
            options.log.error({ err: error, kind }, 'socket room disconnect handler failed');
          }
        }
      }
    });
    socket.on('disconnect', () => {
      sessionDueAt.delete(socket.id);
      sockets.delete(socket.id);
      void limiter.delete(socket.id);
    });
  });

  // ---- A socket does not outlive its session, whatever ends it (idle, absolute lifetime;
  // logout and password changes end it at once through `endSessions`). Only HTTP requests count
  // as use: a socket stays open as long as its tab does, so counting it would keep an
  // unattended device signed in for good. Each sweep reads only the sessions of sockets whose
  // known end has come, once per session.
  let sweeping = false;
  const sweepSessions = async (): Promise<void> => {
    if (sweeping) return;
    sweeping = true;
    try {
      const nowMs = options.clock().getTime();
      const due = [...sessionDueAt]
        .filter(([, dueAt]) => dueAt <= nowMs)
        .map(([id]) => sockets.get(id))
        .filter((socket) => !!socket);
      if (due.length === 0) return;
      const live = await options.sessions.liveUntil([...new Set(due.map((socket) => socket.data.auth.sessionId))]);
      for (const socket of due) {
        const until = live.get(socket.data.auth.sessionId);
        if (until !== undefined) {
          if (sessionDueAt.has(socket.id)) sessionDueAt.set(socket.id, until);
        } else {
          socket.emit(SESSION_REVOKED_EVENT, { message: API_MESSAGES.sessionExpired });
          socket.disconnect(true);
        }
      }
    } catch (error) {
      options.log.error({ err: error }, 'socket session sweep failed');
    } finally {
      sweeping = false;
    }
  };
  const sweep = setInterval(() => void sweepSessions(), sessionSweepMs(options.sessions.idleMs));
  sweep.unref();

  const realtime: Realtime = {
    emitToUser(userId, event, payload) {
      (io.to(userRoom(userId)).emit as unknown as LooseEmit)(event, payload);
    },
    emitToUsers(userIds, event, payload) {
      // One packet encoded once and one adapter message, however many users.
      if (userIds.length > 0) (io.to(userIds.map(userRoom)).emit as unknown as LooseEmit)(event, payload);
    },
    endSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      io.to(rooms).emit(SESSION_REVOKED_EVENT, { message: API_MESSAGES.sessionExpired });
      io.in(rooms).disconnectSockets(true);
    },
  };

  return {
    io,
    realtime,
    features,
    disconnectAll: () => {
      io.local.disconnectSockets(true);
    },
    reconnectAll: () => {
      for (const socket of io.of('/').sockets.values()) socket.conn.close();
    },
    close: () => {
      clearInterval(sweep);
      return io.close();
    },
  };
}
