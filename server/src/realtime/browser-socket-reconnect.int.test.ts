/**
 * The browser socket client (shared-api) against a real socket.io server that goes away and
 * comes back on the same port: the fake socket of the unit tests cannot show that the real
 * Manager hands over to the slow retries and back. Timings are shrunk to keep it short.
 */
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { API_MESSAGES, SOCKET_OPTIONS } from '@telehealth/shared-api/core';

type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** What this test uses of the browser entry of shared-api. */
interface BrowserSocketClient {
  configureSocketUrl(url: string | undefined): void;
  connectSocket(token: string): Promise<Socket | null>;
  disconnectSocket(): void;
  getSocketStatus(): SocketStatus;
  onSocketReconnect(listener: () => void): () => void;
  SOCKET_SLOW_RETRY: { delay: number; maxDelay: number };
}

// Loaded untyped: its types need the DOM library, which the server's type-check has not.
const BROWSER_ENTRY: string = '@telehealth/shared-api';
let client!: BrowserSocketClient;

const spec = { ...SOCKET_OPTIONS };
let slow: BrowserSocketClient['SOCKET_SLOW_RETRY'];

interface Running {
  http: HttpServer;
  io: Server;
}

/** A socket.io server on `port` (0: any) that accepts only the token 'good'. */
async function startServer(port: number): Promise<Running> {
  const http = createServer();
  const io = new Server(http);
  io.use((socket, next) =>
    next((socket.handshake.auth as { token?: string }).token === 'good' ? undefined : new Error(API_MESSAGES.authRequired)),
  );
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  return { http, io };
}

/** Stops like the app does (preClose): it ends every socket, then closes. */
async function stopServer(server: Running): Promise<void> {
  server.io.local.disconnectSockets(true);
  await new Promise<void>((resolve) => server.io.close(() => resolve()));
}

async function waitForStatus(status: SocketStatus, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (client.getSocketStatus() !== status) {
    if (Date.now() > end) throw new Error(`status stayed ${client.getSocketStatus()}, expected ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('browser socket client against a restarting server', () => {
  let server: Running | null = null;

  beforeAll(async () => {
    client = (await import(BROWSER_ENTRY)) as BrowserSocketClient;
    slow = { ...client.SOCKET_SLOW_RETRY };
    Object.assign(SOCKET_OPTIONS, {
      timeout: 1_000,
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
      reconnectionAttempts: 2,
      transports: ['websocket'],
    });
    Object.assign(client.SOCKET_SLOW_RETRY, { delay: 200, maxDelay: 400 });
  });
  afterEach(async () => {
    client.disconnectSocket();
    if (server) await stopServer(server);
    server = null;
  });
  afterAll(() => {
    Object.assign(SOCKET_OPTIONS, spec);
    Object.assign(client.SOCKET_SLOW_RETRY, slow);
    client.configureSocketUrl(undefined);
  });

  it('keeps retrying after the manager gives up and reconnects once the server is back', async () => {
    server = await startServer(0);
    const { port } = server.http.address() as AddressInfo;
    client.configureSocketUrl(`http://127.0.0.1:${port}`);
    const reconnects = jest.fn();
    const stop = client.onSocketReconnect(reconnects);
    const socket = await client.connectSocket('good');
    await waitForStatus('connected');

    const failures = jest.fn();
    const failed = jest.fn();
    socket!.on('connect_error', failures);
    socket!.io.on('reconnect_failed', failed);
    await stopServer(server);
    server = null;
    await waitForStatus('reconnecting');
    // Past the manager's attempts (2 here): the slow retries carry on.
    await wait(1_500);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(failures.mock.calls.length).toBeGreaterThan(SOCKET_OPTIONS.reconnectionAttempts + 1);
    expect(client.getSocketStatus()).toBe('reconnecting');

    server = await startServer(port);
    await waitForStatus('connected');
    expect(reconnects).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops retrying when the server refuses the session', async () => {
    server = await startServer(0);
    const { port } = server.http.address() as AddressInfo;
    client.configureSocketUrl(`http://127.0.0.1:${port}`);
    const socket = await client.connectSocket('expired');
    const failures = jest.fn();
    socket!.on('connect_error', failures);
    await waitForStatus('offline');
    await wait(800);
    expect(failures).toHaveBeenCalledTimes(1);
    expect(failures.mock.calls[0][0].message).toBe(API_MESSAGES.authRequired);
  });
});
