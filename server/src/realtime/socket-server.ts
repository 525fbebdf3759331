import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { API_MESSAGES, SESSION_REVOKED_EVENT } from '@telehealth/shared-api/core';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type ServerOptions, type Socket } from 'socket.io';
import type { AuthContext, SessionEviction, SessionService } from '../auth/sessions';
import type { Clock } from '../clock';
import { sessionRoom, userRoom, type Realtime } from './realtime';

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
}

export interface SocketServer {
  io: Server;
  realtime: Realtime;
  /** Drops every connection so the HTTP server can finish closing. */
  disconnectAll(): void;
  close(): Promise<void>;
}

interface SocketData {
  auth: AuthContext;
}

/** Server-side event (instance to instance) naming sessions and users whose cached copies must go. */
export const SESSION_EVICT_EVENT = 'telehealth:session-evict';

// setTimeout cannot wait longer than this.
const MAX_TIMER_MS = 2_147_483_647;

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
    serverOptions.adapter = createAdapter(options.redisClient, {
      streamName: `${options.redisKeyPrefix}socket.io`,
      sessionKeyPrefix: `${options.redisKeyPrefix}sio:session:`,
      ...(options.redisBlockMs ? { blockTimeInMs: options.redisBlockMs } : {}),
    } as Parameters<typeof createAdapter>[1]);
  }
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(httpServer, serverOptions);

  // Session cache evictions reach the other instances through the adapter (Redis streams);
  // with the in-memory adapter there are no other instances.
  if (options.redisClient) {
    const serverIo = io as unknown as {
      on(event: string, listener: (eviction: SessionEviction) => void): void;
      serverSideEmit(event: string, eviction: SessionEviction): void;
    };
    serverIo.on(SESSION_EVICT_EVENT, (eviction) => {
      if (eviction && typeof eviction === 'object') {
        options.sessions.applyEviction({
          sessionIds: Array.isArray(eviction.sessionIds) ? eviction.sessionIds.filter((id) => typeof id === 'string') : undefined,
          userIds: Array.isArray(eviction.userIds) ? eviction.userIds.filter((id) => typeof id === 'string') : undefined,
        });
      }
    });
    options.sessions.onEvict((eviction) => {
      try {
        serverIo.serverSideEmit(SESSION_EVICT_EVENT, eviction);
      } catch (error) {
        options.log.error({ err: error }, 'could not broadcast a session eviction');
      }
    });
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    options.sessions
      .authenticate(typeof token === 'string' ? token : undefined)
      .then((auth) => {
        socket.data.auth = auth;
        next();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || (error as { statusCode?: number }).statusCode !== 401) {
          options.log.error({ err: error }, 'socket authentication failed');
        }
        next(new Error(API_MESSAGES.authRequired));
      });
  });

  io.on('connection', (socket: Socket) => {
    const { auth } = socket.data as SocketData;
    void socket.join([userRoom(auth.user.id), sessionRoom(auth.sessionId)]);
    // A socket does not outlive its session's absolute lifetime.
    const remaining = auth.expiresAt.getTime() - options.clock().getTime();
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(remaining, MAX_TIMER_MS)));
    timer.unref();
    socket.on('disconnect', () => clearTimeout(timer));
  });

  const realtime: Realtime = {
    emitToUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event as never, payload as never);
    },
    endSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      io.to(rooms).emit(SESSION_REVOKED_EVENT as never, { message: API_MESSAGES.sessionExpired } as never);
      io.in(rooms).disconnectSockets(true);
    },
  };

  return {
    io: io as unknown as Server,
    realtime,
    disconnectAll: () => {
      io.local.disconnectSockets(true);
    },
    close: () => io.close(),
  };
}
