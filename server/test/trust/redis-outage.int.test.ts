import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { SOCKET_EVENTS, type Notification, type PushedNotification } from '@telehealth/shared-api/core';
import { io, type Socket } from 'socket.io-client';
import { freePort } from '../support/child-server';
import { login, registerUser, startTestServer, type RegisteredUser, type TestServer } from '../support/test-server';
import { connected, nextEvent } from './socket-helpers';

// Issue 14, proof under faults: Redis stops while two instances run on it (one database, one
// Redis, as in production). The API must keep answering on both, the login limit must fall back
// to each instance's own count (and say so in the log), a notification made during the outage
// must not be lost (stored, fetched by the browser when it reconnects), and once Redis is back
// events cross the instances again. The test runs its own redis-server on a free port (the
// machine's Redis is shared with other suites), kills it with SIGKILL and starts it again.

const MAX_FAILED_LOGINS_PER_IP = 4;
/** An answer slower than this during the outage counts as "not answering". */
// (A failed sign-in takes a second or more on purpose, and a loaded CI machine is slow: the
// point is an answer while Redis is still down, not waiting for it to come back.)
const ANSWER_WITHIN_MS = 10_000;

const redisServer = spawnSync('which', ['redis-server'], { encoding: 'utf8' }).stdout.trim();

interface OwnRedis {
  url: string;
  port: number;
  process: ChildProcess | undefined;
}

async function startRedis(redis: OwnRedis): Promise<void> {
  const child = spawn(redisServer, ['--port', String(redis.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  redis.process = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 10 s')), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
}

async function killRedis(redis: OwnRedis): Promise<void> {
  const child = redis.process;
  redis.process = undefined;
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

/** Answers within `ms`, or throws naming what hung. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms while Redis is down`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Redis stops under two running instances, and comes back', () => {
  const redis: OwnRedis = { url: '', port: 0, process: undefined };
  const logLines: string[] = [];
  let first: TestServer;
  let second: TestServer;
  const sockets: Socket[] = [];

  const openSocket = (server: TestServer, token: string, reconnection = false) => {
    const socket = io(server.baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection,
      reconnectionDelay: 100,
      forceNew: true,
    });
    sockets.push(socket);
    return socket;
  };
  const renamed = (server: TestServer, user: RegisteredUser, name: string) =>
    server.api('/user/update-account-details', { method: 'PATCH', token: user.token, json: { name, email: user.email } });

  /**
   * Changes the account on the first instance until the change's notification reaches the
   * socket on the second (a few tries: the adapter reads the stream in rounds), or undefined.
   */
  const crossesInstances = async (socket: Socket, user: RegisteredUser, name: string): Promise<PushedNotification | undefined> => {
    for (let round = 0; round < 40; round += 1) {
      if (!socket.connected) await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const pushed = nextEvent<PushedNotification>(socket, SOCKET_EVENTS.notification, 500).catch(() => undefined);
      expect((await renamed(first, user, `${name} ${round}`)).status).toBe(200);
      const crossed = await pushed;
      if (crossed) return crossed;
      await sleep(250);
    }
    return undefined;
  };

  beforeAll(async () => {
    if (!redisServer) throw new Error('This test needs redis-server on the PATH (Debian: apt-get install redis-server).');
    redis.port = await freePort();
    redis.url = `redis://127.0.0.1:${redis.port}`;
    await startRedis(redis);
    const env = {
      REDIS_URL: redis.url,
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS_PER_IP: String(MAX_FAILED_LOGINS_PER_IP),
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '100',
    };
    const logDestination = { write: (line: string) => void logLines.push(line) };
    first = await startTestServer({ env, logDestination });
    second = await startTestServer({ env, logDestination, shareDatabaseOf: first, shareRedisOf: first });
  }, 60_000);

  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    if (!redis.process) await startRedis(redis).catch(() => undefined);
    await second?.close();
    await first?.close();
    await killRedis(redis);
  }, 60_000);

  it('keeps answering, limits per instance with a log line, loses nothing, and crosses instances again once back', async () => {
    const patient = await registerUser(first, { name: 'Outage Patient' });
    const stranger = await registerUser(first, { name: 'Outage Stranger' });

    // Before: a notification made on the first instance reaches the socket on the second.
    const onSecond = await connected(openSocket(second, patient.token, true));
    expect(await crossesInstances(onSecond, patient, 'Before The Outage')).toMatchObject({
      type: 'system',
      message: expect.stringContaining('account details'),
    });

    const storedIds = async () => {
      const answer = await second.api('/notifications?limit=50', { token: patient.token });
      expect(answer.status).toBe(200);
      return (answer.body.data.notifications as Notification[]).map((notification) => notification.id);
    };
    const idsBefore = await storedIds();

    await killRedis(redis);
    const outageStartedAt = Date.now();

    // The API keeps answering on both instances: reads, sign-in, writes, sockets.
    for (const server of [first, second]) {
      expect((await within(ANSWER_WITHIN_MS, 'current-user', server.api('/user/current-user', { token: patient.token }))).status).toBe(200);
    }
    const signedIn = await within(ANSWER_WITHIN_MS, 'login', login(first, patient.email, patient.password));
    expect(signedIn.status).toBe(200);
    const changed = await within(ANSWER_WITHIN_MS, 'a write with a notification', renamed(first, patient, 'During The Outage'));
    expect(changed.status).toBe(200);
    const madeDuringOutage = (await within(ANSWER_WITHIN_MS, 'notifications', storedIds())).filter((id) => !idsBefore.includes(id));
    expect(madeDuringOutage).toHaveLength(1);
    const lateSocket = await within(ANSWER_WITHIN_MS, 'a new socket', connected(openSocket(second, stranger.token)));
    expect(lateSocket.connected).toBe(true);

    // The login limit counts on each instance alone: the first refuses after its own failures,
    // the second has seen none of them.
    const failOn = (server: TestServer) =>
      within(ANSWER_WITHIN_MS, 'failed login', login(server, stranger.email, 'wrong-password-1')).then((answer) => answer.status);
    const firstAnswers: number[] = [];
    for (let attempt = 0; attempt <= MAX_FAILED_LOGINS_PER_IP; attempt += 1) firstAnswers.push(await failOn(first));
    expect(firstAnswers.slice(0, MAX_FAILED_LOGINS_PER_IP).every((status) => status === 401)).toBe(true);
    expect(firstAnswers[MAX_FAILED_LOGINS_PER_IP]).toBe(429);
    expect(await failOn(second)).toBe(401);
    expect(logLines.join('\n')).toMatch(/rate limits? .*(this instance|per instance)/i);

    // Redis comes back: the sockets reconnect (so browsers fetch what they missed), and events
    // cross the instances again, within a few seconds.
    const reconnected = new Promise<string>((resolve) =>
      onSecond.once('disconnect', (reason) => onSecond.once('connect', () => resolve(reason))),
    );
    await startRedis(redis);
    const outageMs = Date.now() - outageStartedAt;
    const backAt = Date.now();
    expect(await within(ANSWER_WITHIN_MS, 'the socket reconnecting', reconnected)).toBe('transport close');
    const crossed = await crossesInstances(onSecond, patient, 'After The Outage');
    expect(crossed).toMatchObject({ type: 'system', message: expect.stringContaining('account details') });
    const recoveredMs = Date.now() - backAt;

    // Nothing was lost: the notification made during the outage is there to fetch (the browser
    // fetches missed notifications when its socket comes back).
    expect(await storedIds()).toContain(madeDuringOutage[0]);
    console.log(`[redis-outage] outage ${(outageMs / 1000).toFixed(1)} s; events crossed again ${recoveredMs} ms after Redis was back`);
  }, 90_000);
});
