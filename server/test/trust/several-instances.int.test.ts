import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  SEE_NOW_MESSAGES,
  SESSION_REVOKED_EVENT,
  SOCKET_EVENTS,
  type NotificationsReadEvent,
  type PushedNotification,
} from '@telehealth/shared-api/core';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { insertAppointmentRow, insertDoctorRow } from '../support/care-fixtures';
import {
  childLog,
  createChildDatabase,
  insertUsers,
  sleep,
  startChildServer,
  stopChild,
  type ChildDatabase,
  type RunningProduct,
  type SignedInUser,
} from '../support/child-server';
import {
  collect,
  connected as connectedConsultationClient,
  joinAs,
  nextEvent as nextClientEvent,
  openSocket as openClientSocket,
  pause,
  type ClientSocket,
} from '../support/consultation-fixtures';
import { publish } from '../../src/events';
import { SERVER_ROOT } from '../../src/paths';
import { connected, nextEvent } from './socket-helpers';
import { clientEventSamples } from './socket-event-samples';
import { externalService } from '../support/external-services';

// Issue 14, proof on several instances: two copies of the real server (`src/main.ts`, each its
// own process) on one PostgreSQL database and one Redis, as behind a load balancer. What one
// instance does must be seen by the other: notifications reach sockets on either, a sign-out
// refuses the token everywhere at once, a booking shows in the other's slots and doctor search
// at once (its events cross Redis; the search's own refresh is set too slow to be what shows
// it), and a consultation's signalling and chat
// cross between a doctor on one and a patient on the other. Needs DATABASE_URL and REDIS_URL (CI sets
// both); without them only the load balancer example is checked.

/** Search reads other instances' changes every 30 s on its own: what shows sooner came as an event. */
const SEARCH_CACHE_SECONDS = 60;
/** How soon a change made on one instance must show in the other's search. */
const EVENT_LAG_MS = 3_000;
const FEE = 90;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', cardName: 'Instance Patient' };

describe('the load balancer example (deploy/nginx.conf)', () => {
  const config = readFileSync(path.join(SERVER_ROOT, '..', 'deploy', 'nginx.conf'), 'utf8');

  it('spreads over two instances and upgrades socket.io connections to WebSocket', () => {
    const upstream = config.match(/upstream\s+carelink\s*\{([^}]*)\}/)?.[1] ?? '';
    expect(upstream.match(/^\s*server\s+\S+/gm)?.length).toBeGreaterThanOrEqual(2);
    const socketBlock = config.match(/location\s+\/socket\.io\/\s*\{([^}]*)\}/)?.[1] ?? '';
    expect(socketBlock).toMatch(/proxy_http_version\s+1\.1;/);
    expect(socketBlock).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade;/);
    expect(socketBlock).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade;/);
    expect(config).toMatch(/map\s+\$http_upgrade\s+\$connection_upgrade\s*\{[^}]*default\s+upgrade;[^}]*''\s+close;/);
    // socket.io's long-polling fallback needs every request of a connection on one instance.
    expect(config).toMatch(/upstream\s+carelink_sockets\s*\{[^}]*\bip_hash;/);
    expect(socketBlock).toMatch(/proxy_pass\s+http:\/\/carelink_sockets;/);
    // The server trusts X-Forwarded-For only with TRUST_PROXY: the example sets what it reads.
    expect(config).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/);
  });
});

// Both checked (each says loudly when it is missing; under CI=true a missing one fails the suite).
const hasPostgres = externalService('DATABASE_URL', 'The several-instances suite');
const canRun = externalService('REDIS_URL', 'The several-instances suite') && hasPostgres;

// Registered only where both services exist (as the Redis cases of the other suites).
if (canRun) {
  describe('two instances on one PostgreSQL and one Redis', () => {
    let database: ChildDatabase;
    let first: RunningProduct;
    let second: RunningProduct;
    let patients: SignedInUser[];
    let doctorId: string;
    const keyPrefix = `telehealth-instances-${randomBytes(4).toString('hex')}:`;
    const sockets: Socket[] = [];
    /** Typed consultation clients (testing/consultation-fixtures), closed after each test too. */
    const clientSockets: ClientSocket[] = [];
    const trackClient = <T extends { socket: ClientSocket }>(joined: T): T => {
      clientSockets.push(joined.socket);
      return joined;
    };
    const connectedClient = (server: RunningProduct, token: string) => connectedConsultationClient(openClientSocket(server, token));

    const call = async (server: RunningProduct, method: string, target: string, init: { token?: string; json?: unknown } = {}) => {
      const response = await fetch(`${server.baseUrl}${target}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      const text = await response.text();
      return { status: response.status, body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
    };
    const openSocket = (server: RunningProduct, token: string) => {
      const socket = io(server.baseUrl, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    };

    beforeAll(async () => {
      // A first deployment: both instances start at once on an empty database (both migrate it).
      database = await createChildDatabase('PostgreSQL', 'instances', { migrated: false });
      const env = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: keyPrefix, SEARCH_CACHE_SECONDS: String(SEARCH_CACHE_SECONDS) };
      [first, second] = await Promise.all([
        startChildServer(database, { env, label: 'instance-a' }),
        startChildServer(database, { env, label: 'instance-b' }),
      ]);
      await database.run(async (db) => {
        // One slot a day (09:00 AM), so one booking takes the doctor out of that date's search.
        doctorId = await insertDoctorRow(db.db, {
          name: `Ines Twofold ${randomBytes(3).toString('hex')}`,
          specialization: 'Dermatology',
          fees: FEE,
          experience: 9,
          timeZone: 'UTC',
          weeklySlots: Array.from({ length: 7 }, () => 1),
        });
        // As a tool writing to the database beside the product would tell the instances.
        await publish(db.db, { type: 'doctor.changed', aggregateId: doctorId, data: { doctorId } });
        patients = await insertUsers(db, 7, 'patient', 'Instance Patient');
      });
    }, 120_000);

    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
      for (const socket of clientSockets.splice(0)) socket.disconnect();
    });

    afterAll(async () => {
      await Promise.all([stopChild(first), stopChild(second)]);
      await database?.dispose();
      const client = createClient({ url: process.env.REDIS_URL });
      await client.connect();
      const keys: string[] = [];
      for await (const batch of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 100 })) keys.push(...batch);
      if (keys.length) await client.del(keys);
      await client.close();
    });

    it('delivers a notification created on A to the user’s socket on B', async () => {
      const patient = patients[0]!;
      const onSecond = await connected(openSocket(second, patient.token));
      const pushed = nextEvent<PushedNotification>(onSecond, SOCKET_EVENTS.notification);
      const changed = await call(first, 'PATCH', '/api/v1/user/update-account-details', {
        token: patient.token,
        json: { name: 'Across Two Processes', email: patient.email },
      });
      expect(changed.status).toBe(200);
      const [stored] = (await call(first, 'GET', '/api/v1/notifications', { token: patient.token })).body.data.notifications;
      expect(await pushed).toMatchObject({ id: stored.id, type: 'system', message: stored.message });
    });

    it('tells the user’s socket on B when notifications are marked read on A', async () => {
      const patient = patients[4]!;
      const changed = await call(first, 'PATCH', '/api/v1/user/update-account-details', {
        token: patient.token,
        json: { name: 'Read Across Processes', email: patient.email },
      });
      expect(changed.status).toBe(200);
      const unread = (await call(first, 'GET', '/api/v1/notifications', { token: patient.token })).body.data.notifications
        .filter((n: { isRead: boolean }) => !n.isRead)
        .map((n: { id: string }) => n.id);
      const onSecond = await connected(openSocket(second, patient.token));
      const heard = nextEvent<NotificationsReadEvent>(onSecond, SOCKET_EVENTS.notificationsRead);
      expect((await call(first, 'PATCH', '/api/v1/notifications/read-all', { token: patient.token })).status).toBe(200);
      expect((await heard).ids.sort()).toEqual(unread.sort());
    });

    it('refuses on B, at once, a token signed out on A, and cuts its socket on B', async () => {
      const patient = patients[1]!;
      // Validated (so cached) on B first: the sign-out must reach B's session cache.
      expect((await call(second, 'GET', '/api/v1/user/current-user', { token: patient.token })).status).toBe(200);
      const onSecond = await connected(openSocket(second, patient.token));
      const cut = new Promise<string>((resolve) => onSecond.once('disconnect', resolve));
      const revoked = nextEvent(onSecond, SESSION_REVOKED_EVENT).catch(() => undefined);

      expect((await call(first, 'POST', '/api/v1/user/logout', { token: patient.token })).status).toBe(200);
      const signedOutAt = Date.now();
      let status = 0;
      while (Date.now() - signedOutAt < 1_000) {
        status = (await call(second, 'GET', '/api/v1/user/current-user', { token: patient.token })).status;
        if (status === 401) break;
        await sleep(20);
      }
      expect(status).toBe(401);
      expect(await cut).toBe('io server disconnect');
      await revoked;
      // And a new socket on B with that token is refused.
      await expect(connected(openSocket(second, patient.token))).rejects.toThrow();
    });

    it('shows a booking made on A in B’s slots and B’s search at once', async () => {
      const patient = patients[2]!;
      const someone = patients[3]!;
      const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const searchPath = `/api/v1/doctor/all-doctors?date=${date}&specialization=Dermatology&limit=50`;
      const listedOnSecond = async () =>
        ((await call(second, 'GET', searchPath, { token: someone.token })).body.data.doctors as Array<{ _id: string }>).some(
          (doctor) => doctor._id === doctorId,
        );
      const slotOnSecond = async () =>
        (await call(second, 'GET', `/api/v1/doctor/available-slots-for-doctor/${doctorId}?date=${date}`, { token: someone.token })).body
          .data[0].times[0].status as string;
      // The doctor was added after B started: B's search hears of it from the outbox's next poll.
      const addedDeadline = Date.now() + EVENT_LAG_MS + 2_000;
      while (!(await listedOnSecond()) && Date.now() < addedDeadline) await sleep(100);
      expect(await listedOnSecond()).toBe(true);
      expect(await slotOnSecond()).toBe('available');

      const checkout = await call(first, 'POST', '/api/v1/payment/create-checkout-session', {
        token: patient.token,
        json: {
          doctorId,
          date,
          time: '09:00 AM',
          consultationType: 'Video Consultation',
          reason: 'Two instances',
          userId: patient.id,
          doctorName: 'Ines Twofold',
          price: FEE,
        },
      });
      expect(checkout.status).toBe(201);
      const paid = await fetch(`${first.baseUrl}${new URL(checkout.body.data.url).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(CARD).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const bookedAt = Date.now();
      expect(await slotOnSecond()).toBe('booked');

      let lagMs = -1;
      while (Date.now() - bookedAt < EVENT_LAG_MS + 1_000) {
        if (!(await listedOnSecond())) {
          lagMs = Date.now() - bookedAt;
          break;
        }
        await sleep(100);
      }
      if (lagMs < 0) console.log(childLog(second));
      expect(lagMs).toBeGreaterThanOrEqual(0);
      expect(lagMs).toBeLessThanOrEqual(EVENT_LAG_MS);
      console.log(`[several-instances] a booking on A left B's doctor search after ${lagMs} ms`);
    });

    it('lets a patient on A take a slot whose hold made on A was cancelled on B', async () => {
      // A remembers the holds its checkouts made (SLOT_CLAIM_MEMORY): a release on B must reach it.
      const [holder, next] = [patients[5]!, patients[6]!];
      const date = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
      const claim = (server: RunningProduct, who: SignedInUser) =>
        call(server, 'POST', '/api/v1/payment/create-checkout-session', {
          token: who.token,
          json: { doctorId, date, time: '09:00 AM', consultationType: 'Video Consultation', reason: 'Held', userId: who.id, price: FEE },
        });
      const held = await claim(first, holder);
      expect(held.status).toBe(201);
      expect((await claim(first, next)).status).toBe(409);
      const cancelled = await fetch(`${second.baseUrl}/checkout/${held.body.data.id}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(cancelled.status).toBe(303);
      const cancelledAt = Date.now();
      let taken = await claim(first, next);
      while (taken.status === 409 && Date.now() - cancelledAt < EVENT_LAG_MS) {
        await sleep(100);
        taken = await claim(first, next);
      }
      expect(taken.status).toBe(201);
      console.log(`[several-instances] A let the next patient take the slot ${Date.now() - cancelledAt} ms after B released it`);
    });

    it('shows a doctor switched Available now on A in B’s search, lets a patient on B see them now, and refuses it once off', async () => {
      const { doctor, patient, late, nowDoctorId } = await database.run(async (db) => {
        const [doctorUser] = await insertUsers(db, 1, 'doctor', 'Dr Nowhere');
        const [patientUser, lateUser] = await insertUsers(db, 2, 'patient', 'Now Patient');
        const id = await insertDoctorRow(db.db, {
          userId: doctorUser!.id,
          name: doctorUser!.name,
          specialization: 'Neurology',
          fees: FEE,
          experience: 6,
        });
        return { doctor: doctorUser!, patient: patientUser!, late: lateUser!, nowDoctorId: id };
      });
      const listedNowOnSecond = async () =>
        (
          (await call(second, 'GET', '/api/v1/doctor/all-doctors?availableNow=true&limit=50', { token: patient.token })).body.data
            .doctors as Array<{ _id: string }>
        ).some((listed) => listed._id === nowDoctorId);
      expect(await listedNowOnSecond()).toBe(false);
      expect((await call(first, 'PUT', '/api/v1/doctor/available-now', { token: doctor.token, json: { availableNow: true } })).status).toBe(
        200,
      );
      const switchedAt = Date.now();
      while (!(await listedNowOnSecond()) && Date.now() - switchedAt < EVENT_LAG_MS) await sleep(50);
      expect(await listedNowOnSecond()).toBe(true);
      console.log(`[several-instances] Available now switched on A reached B's search after ${Date.now() - switchedAt} ms`);

      const seeNow = (who: typeof patient) =>
        call(second, 'POST', '/api/v1/payment/create-immediate-checkout-session', {
          token: who.token,
          json: { doctorId: nowDoctorId, userId: who.id, price: FEE },
        });
      expect((await seeNow(patient)).status).toBe(201);
      expect(
        (await call(first, 'PUT', '/api/v1/doctor/available-now', { token: doctor.token, json: { availableNow: false } })).status,
      ).toBe(200);
      // The switch is read from the database under the doctor's lock: B refuses at once.
      const refused = await seeNow(late);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(SEE_NOW_MESSAGES.doctorUnavailable);
    });

    it('drops from B’s search, at once, a doctor who goes inactive on A, and lists them again when active', async () => {
      const { doctor, patient, pausedDoctorId } = await database.run(async (db) => {
        const [doctorUser] = await insertUsers(db, 1, 'doctor', 'Dr Pausing');
        const [patientUser] = await insertUsers(db, 1, 'patient', 'Pause Patient');
        const id = await insertDoctorRow(db.db, {
          userId: doctorUser!.id,
          name: doctorUser!.name,
          specialization: 'Urology',
          fees: FEE,
          experience: 3,
        });
        await publish(db.db, { type: 'doctor.changed', aggregateId: id, data: { doctorId: id } });
        return { doctor: doctorUser!, patient: patientUser!, pausedDoctorId: id };
      });
      const listedOnSecond = async () =>
        (
          (await call(second, 'GET', '/api/v1/doctor/all-doctors?specialization=Urology&limit=50', { token: patient.token })).body.data
            .doctors as Array<{ _id: string }>
        ).some((listed) => listed._id === pausedDoctorId);
      const waitUntilListed = async (wanted: boolean, within: number) => {
        const since = Date.now();
        while ((await listedOnSecond()) !== wanted && Date.now() - since < within) await sleep(50);
        expect(await listedOnSecond()).toBe(wanted);
        return Date.now() - since;
      };
      await waitUntilListed(true, EVENT_LAG_MS + 2_000);
      const toggle = (status: 'active' | 'inactive') =>
        call(first, 'PATCH', `/api/v1/doctor/toggle-status/${pausedDoctorId}`, { token: doctor.token, json: { status } });
      expect((await toggle('inactive')).status).toBe(200);
      const droppedMs = await waitUntilListed(false, EVENT_LAG_MS);
      expect((await toggle('active')).status).toBe(200);
      const listedMs = await waitUntilListed(true, EVENT_LAG_MS);
      console.log(`[several-instances] a doctor's status set on A reached B's search after ${droppedMs} ms and ${listedMs} ms`);
    });

    it('relays a consultation’s signalling and chat between a doctor on A and a patient on B, and refuses a third user', async () => {
      const { doctor, patient, stranger, room } = await database.run(async (db) => {
        const [doctorUser] = await insertUsers(db, 1, 'doctor', 'Dr Split');
        const [patientUser, strangerUser] = await insertUsers(db, 2, 'patient', 'Split Patient');
        const consultingDoctorId = await insertDoctorRow(db.db, {
          userId: doctorUser!.id,
          name: doctorUser!.name,
          specialization: 'Cardiology',
          fees: FEE,
          experience: 4,
        });
        // Inside the join window: a scheduled appointment starting in five minutes.
        const appointment = await insertAppointmentRow(db.db, {
          doctorId: consultingDoctorId,
          patientId: patientUser!.patientId!,
          startsAt: new Date(Date.now() + 5 * 60_000),
        });
        return { doctor: doctorUser!, patient: patientUser!, stranger: strangerUser!, room: appointment.roomId };
      });
      const { socket: onFirst } = trackClient(await joinAs(first, doctor.token, room));
      const { socket: onSecond } = trackClient(await joinAs(second, patient.token, room));

      // The third user, on either instance, is refused the room and overhears nothing.
      const outsiders = await Promise.all(
        [first, second].map(async (server) => trackClient({ socket: await connectedClient(server, stranger.token) })),
      );
      const refusals = outsiders.map(({ socket }) => {
        const refused = nextClientEvent(socket, 'error');
        socket.emit('join-room', { room });
        return refused;
      });
      for (const refusal of await Promise.all(refusals)) {
        expect(refusal).toMatchObject({ code: 'forbidden', event: 'join-room', reason: 'not-participant' });
      }
      const overheard = outsiders.flatMap(({ socket }) =>
        (['offer', 'answer', 'ice-candidate', 'receive-message'] as const).map((event) => collect(socket, event)),
      );

      const samples = clientEventSamples(room, { id: doctor.id, name: doctor.name, role: 'doctor' });
      const offer = nextClientEvent(onSecond, 'offer');
      onFirst.emit('offer', samples.offer);
      expect(await offer).toEqual({ ...samples.offer, from: { id: doctor.id, name: doctor.name, role: 'doctor' } });

      const answer = nextClientEvent(onFirst, 'answer');
      onSecond.emit('answer', samples.answer);
      expect(await answer).toEqual({ ...samples.answer, from: { id: patient.id, name: patient.name, role: 'patient' } });

      const candidate = nextClientEvent(onFirst, 'ice-candidate');
      onSecond.emit('ice-candidate', samples['ice-candidate']);
      expect((await candidate).candidate).toEqual(samples['ice-candidate'].candidate);

      const chat = nextClientEvent(onFirst, 'receive-message');
      onSecond.emit('send-message', { room, message: { id: `split-${randomBytes(4).toString('hex')}`, text: 'Can you hear me from B?' } });
      expect(await chat).toMatchObject({ sender: 'patient', senderName: patient.name, text: 'Can you hear me from B?' });

      await pause(200);
      expect(overheard.flat()).toEqual([]);
    });
  });
}
