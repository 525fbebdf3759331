/**
 * Property-based fuzzing of everything a client can send: generated bad requests for every
 * write route of the OpenAPI document (so a new route is fuzzed without a change here), garbage
 * path and query values for every read, the browser pages that take forms, and broken payloads
 * for every client→server socket event. It fails on any 5xx, on a write route answering
 * anything but a 4xx, on a 4xx outside the error envelope, and on any change to the stored
 * data (every table's checksum is read back after each request).
 *
 * FUZZ_SEED and FUZZ_RUNS override the fixed seed and the number of generated inputs.
 */
import { API_MESSAGES, type ConsultationUser, type SocketErrorEvent } from '@telehealth/shared-api/core';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { caller } from '../../src/sessions/access-control';
import { notifications } from '../../src/db/schema';
import { sendEnvelope } from '../../src/http/envelope';
import { routeSchema } from '../../src/http/schemas';
import type { Database } from '../../src/db/client';
import { definePlugin } from '../../src/plugin';
import { checkoutBody, dateAhead, startCheckout, TEST_CARDS } from '../support/booking-fixtures';
import { createDoctor, createPatient, insertAppointment } from '../support/care-fixtures';
import { createTestClock, databases, login, registerUser, startTestServer, uniqueEmail, type TestServer } from '../support/test-server';
import { createAdmin } from '../../src/admin/admin-accounts';
import { hugeString, NOT_IDS, oddUnicode, RAW_NOT_IDS, withNul } from './bad-input-arbitraries';
import { changedTables, databaseState, type DatabaseState, type TableFingerprints } from './database-state';
import { encodeLoosely, readRequests, writeRequests, type FuzzContext, type FuzzRequest } from './fuzz-requests';
import { fetchOperations, WRITE_METHODS, type Operation } from './openapi-operations';
import { clientEventSamples } from './socket-event-samples';

const SEED = Number(process.env.FUZZ_SEED ?? 14_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_700);
if (!Number.isInteger(SEED) || !Number.isInteger(RUNS) || RUNS < 1) throw new Error('FUZZ_SEED and FUZZ_RUNS must be integers');
// Of the generated inputs: most go to the write routes (over 1,000 by default), the rest to
// reads, pages and sockets.
const WRITE_SHARE = 0.6;
const READ_SHARE = 0.15;
const PAGE_SHARE = 0.05;
const SOCKET_SHARE = 0.2;

const FEE = 180;
const ANSWER_TIMEOUT_MS = 10_000;
/** FUZZ_VERBOSE=1 prints every request with its answer and time. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1';
/** Generous: the runs scale with FUZZ_RUNS, and PostgreSQL runs the suite a second time. */
const FUZZ_TIMEOUT_MS = 300_000;

/**
 * Tables a successful read appends to by design: every read of a prescription is recorded
 * (issue 12's access record), and every read of a patient's prescriptions, appointments and
 * notes in the general access record (issue 26). A refused read, and any other table, must
 * still stay untouched.
 */
const READ_RECORDS: ReadonlySet<string> = new Set(['prescription_access_log', 'access_records']);

/** The row count of a table's fingerprint (`count:checksum`). */
function rowCount(fingerprint: string | undefined): number {
  return Number(fingerprint?.split(':')[0] ?? 0);
}

/** Routes outside the API document that take input: the sandbox card page and the checkout release form. */
const PAGE_ROUTES = [
  { method: 'POST', path: '/sandbox/checkout/{id}', form: true },
  { method: 'POST', path: '/checkout/{id}/cancel', form: false },
  { method: 'GET', path: '/sandbox/checkout/{id}', form: false },
  { method: 'GET', path: '/checkout/{id}/cancel', form: false },
  { method: 'GET', path: '/uploads/{id}', form: false },
];

/**
 * A route with two planted bugs, to prove the fuzzer fails when it should: a body without
 * `text` crashes it (a 500) and a text over 5,000 characters is stored (a write from bad input).
 */
const PLANTED_PATH = '/fuzz-self-test/notes';
const plantedBugs = definePlugin({
  name: 'fuzz-self-test',
  routes: (api, { database }: { database: Database }) => {
    api.post(
      PLANTED_PATH,
      {
        config: { auth: 'any' },
        schema: routeSchema({
          tags: ['Test'],
          summary: 'Planted bugs',
          auth: 'any',
          body: { type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: 100 } } },
          data: { 201: { type: 'null' } },
        }),
      },
      async (request, reply) => {
        const { text } = (request.body ?? {}) as { text?: unknown };
        const length = (text as string).length; // crashes on a missing text
        if (typeof text === 'string' && length > 5_000 && !text.includes('\u0000')) {
          await database.db.insert(notifications).values({ userId: caller(request).user.id, message: 'planted', type: 'system' });
          return sendEnvelope(reply, null, 'Stored', 201);
        }
        return reply.code(400).send({ statusCode: 400, data: null, message: 'Refused', success: false });
      },
    );
  },
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(server: TestServer, request: FuzzRequest): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    // A server that never answers is a finding too (a request that hangs a handler).
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? '' : ` body(${request.body.length}): ${JSON.stringify(String(request.body).slice(0, 200))}`;
  const headers = JSON.stringify(request.headers).slice(0, 200);
  return `${request.method} ${request.target.slice(0, 200)} [${request.defect}] headers ${headers}${body}`;
}

describe.each(databases())('malformed input on %s', (db) => {
  let server: TestServer;
  let state: DatabaseState;
  let last: TableFingerprints;
  let fingerprintMs = 0;
  let lastTransactionId = '';
  let operations: Operation[];
  let planted: Operation;
  let context: FuzzContext;
  let openSessionId: string;
  let consultationRoom: string;
  /** A call of the fixture's pair that may be joined now. */
  let liveRoom: string;
  const users: Record<string, ConsultationUser & { token: string }> = {};

  /**
   * Fails when any table changed since the last check, naming the tables. The full checksum is
   * read when the database has assigned a transaction id since (always on a shared PostgreSQL).
   */
  async function expectNothingWritten(what: string, force = false, appendOnly: ReadonlySet<string> = new Set()): Promise<void> {
    const started = Date.now();
    const next = await state.nextTransactionId();
    if (next === lastTransactionId && !force) {
      fingerprintMs += Date.now() - started;
      return;
    }
    const now = await state.fingerprint();
    lastTransactionId = await state.nextTransactionId();
    fingerprintMs += Date.now() - started;
    const changed = changedTables(last, now).filter((table) => !(appendOnly.has(table) && rowCount(now[table]) > rowCount(last[table])));
    last = now;
    if (changed.length > 0) throw new Error(`${what} wrote to ${changed.join(', ')}`);
  }

  /** The oracle every HTTP request goes through. */
  async function check(request: FuzzRequest, mustRefuse: boolean): Promise<void> {
    let answer: Answer;
    const started = Date.now();
    try {
      answer = await send(server, request);
      if (VERBOSE) process.stderr.write(`${answer.status} ${Date.now() - started} ms ${describeRequest(request).slice(0, 160)}\n`);
    } catch (error) {
      throw new Error(`no answer (${(error as Error).message}) to ${describeRequest(request)}`, { cause: error });
    }
    const where = `${answer.status} ${answer.text.slice(0, 200)} for ${describeRequest(request)}`;
    if (answer.status >= 500) throw new Error(`server error: ${where}`);
    if (mustRefuse && (answer.status < 400 || answer.status >= 500)) throw new Error(`accepted a bad request: ${where}`);
    if (answer.status >= 400 && answer.contentType.includes('application/json')) {
      const body = JSON.parse(answer.text) as { success?: unknown; message?: unknown; statusCode?: unknown };
      if (body.success !== false || typeof body.message !== 'string' || !body.message || body.statusCode !== answer.status) {
        throw new Error(`refusal outside the error envelope: ${where}`);
      }
    }
    await expectNothingWritten(describeRequest(request), false, !mustRefuse && answer.status < 400 ? READ_RECORDS : new Set());
  }

  /** Runs one property per target; collects every failure with fast-check's report (seed, path, counterexample). */
  async function fuzzEach<T>(
    targets: T[],
    name: (target: T) => string,
    runs: number,
    property: (target: T) => fc.IAsyncPropertyWithHooks<[FuzzRequest]>,
  ): Promise<{ failures: string[]; requests: number }> {
    const failures: string[] = [];
    const perTarget = Math.max(1, Math.ceil(runs / targets.length));
    let requests = 0;
    for (const [index, target] of targets.entries()) {
      const details = await fc.check(property(target), { seed: SEED + index, numRuns: perTarget });
      requests += details.numRuns;
      if (details.failed) {
        const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        failures.push(`${name(target)} (fast-check seed ${details.seed}, path "${details.counterexamplePath}"): ${error}`);
        // A failure may have written: compare the rest from here.
        last = await state.fingerprint();
        lastTransactionId = await state.nextTransactionId();
      }
    }
    return { failures, requests };
  }

  beforeAll(async () => {
    process.stdout.write(`malformed-input fuzzer on ${db}: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}\n`);
    server = await startTestServer({
      db,
      clock: createTestClock(),
      // Each socket sends hundreds of events; the per-socket limit has its own tests.
      socketEventLimit: { points: 1_000_000, durationSeconds: 1 },
      plugins: [plantedBugs],
    });
    const patient = await createPatient(server, {}, 'Fuzz Patient');
    const doctor = await createDoctor(server, { fees: FEE }, 'Fuzz Doctor');
    const newPatient = await registerUser(server, { role: 'patient', name: 'New Patient' });
    const newDoctor = await registerUser(server, { role: 'doctor', name: 'New Doctor' });
    const operatorEmail = uniqueEmail('fuzz-ops');
    await createAdmin(server.database.db, { email: operatorEmail, password: 'Fuzz-operations-2026' });
    const operatorToken = (await login(server, operatorEmail, 'Fuzz-operations-2026')).body.data.accessToken as string;
    const upcoming = await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt: new Date(Date.now() + 5 * 86_400_000),
    });
    const past = await insertAppointment(server, {
      doctorId: doctor.doctor._id,
      patientId: patient.profile._id,
      startsAt: new Date(Date.now() - 5 * 86_400_000),
      status: 'completed',
    });
    consultationRoom = upcoming.roomId;
    // Inside the join window of the test clock (fixed at its start), never on a whole hour.
    const liveStart = new Date(Date.now() - 61_000);
    if (liveStart.getTime() % 3_600_000 === 0) liveStart.setTime(liveStart.getTime() - 1_000);
    liveRoom = (await insertAppointment(server, { doctorId: doctor.doctor._id, patientId: patient.profile._id, startsAt: liveStart }))
      .roomId;
    // A prescription with a pending renewal request, so bad input also reaches routes about real ones.
    const written = await server.api('/prescription/create-prescription', {
      method: 'POST',
      token: doctor.user.token,
      json: { patientId: patient.profile._id, medication: 'Amoxicillin', dosage: '500 mg', instructions: 'Twice a day' },
    });
    if (written.status !== 201) throw new Error(`prescription failed: ${written.status} ${written.text}`);
    const prescriptionId = (written.body.data as { _id: string })._id;
    const renewal = await server.api(`/prescription/${prescriptionId}/renewal-requests`, {
      method: 'POST',
      token: patient.user.token,
      json: { note: 'Nearly out' },
    });
    if (renewal.status !== 201) throw new Error(`renewal request failed: ${renewal.status} ${renewal.text}`);
    const renewalId = (renewal.body.data as { _id: string })._id;
    const [notification] = await server.database.db
      .insert(notifications)
      .values({ userId: patient.user.id, message: 'Welcome', type: 'appointment' })
      .returning();
    const date = dateAhead(3);
    const checkout = await startCheckout(
      server,
      patient.user.token,
      checkoutBody(patient.user.id, { doctorId: doctor.doctor._id, date, time: '11:00 AM' }, FEE),
    );
    if (checkout.status !== 201) throw new Error(`checkout failed: ${checkout.status} ${checkout.text}`);
    openSessionId = checkout.body.data.id;

    users.patient = { id: patient.user.id, name: patient.user.name, role: 'patient', token: patient.user.token };
    users.doctor = { id: doctor.user.id, name: doctor.user.name, role: 'doctor', token: doctor.user.token };
    users.newPatient = { id: newPatient.id, name: newPatient.name, role: 'patient', token: newPatient.token };
    users.newDoctor = { id: newDoctor.id, name: newDoctor.name, role: 'doctor', token: newDoctor.token };

    const bodyLimit = server.config.bodyLimitBytes;
    context = {
      actors: [
        { label: 'patient', role: 'patient', token: patient.user.token },
        { label: 'doctor', role: 'doctor', token: doctor.user.token },
        { label: 'patient without a profile', role: 'patient', token: newPatient.token },
        { label: 'doctor without a profile', role: 'doctor', token: newDoctor.token },
        { label: 'operator', role: 'admin', token: operatorToken },
      ],
      realIds: [
        upcoming.id,
        past.id,
        doctor.doctor._id,
        patient.profile._id,
        patient.user.id,
        doctor.user.id,
        notification!.id,
        prescriptionId,
        renewalId,
      ],
      hints: {
        doctorId: fc.constant(doctor.doctor._id),
        userId: fc.constantFrom(patient.user.id, newPatient.id),
        patientId: fc.constant(patient.profile._id),
        prescriptionId: fc.constant(prescriptionId),
        appointmentId: fc.constantFrom(upcoming.id, past.id),
        sessionId: fc.constant(openSessionId),
        date: fc.constantFrom(date, dateAhead(4)),
        price: fc.constant(FEE),
        fees: fc.integer({ min: 1, max: 900 }),
        email: fc.constantFrom(patient.user.email, 'fuzz.person@example.test'),
        password: fc.constant('a-Strong-pass-1'),
        oldPassword: fc.constant(patient.user.password),
        timeZone: fc.constantFrom('America/New_York', 'UTC'),
        specialization: fc.constantFrom('Cardiology', 'Dermatology'),
      },
      oversizedBody: JSON.stringify({ about: 'x'.repeat(bodyLimit + 1) }),
    };
    const all = await fetchOperations(server);
    planted = all.find((operation) => operation.path.endsWith(PLANTED_PATH))!;
    operations = all.filter((operation) => operation !== planted);
    state = await databaseState(server.database);
    last = await state.fingerprint();
    lastTransactionId = await state.nextTransactionId();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('the fixture is quiet: nothing writes while no request arrives', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectNothingWritten('the idle server');
    expect(state.tables).toEqual(expect.arrayContaining(['users', 'sessions', 'appointments', 'notifications', 'uploads']));
  });

  it('fails on a planted 500 and a planted write (the oracle works)', async () => {
    const { failures } = await fuzzEach(
      [planted],
      (operation) => operation.key,
      200,
      (operation) => fc.asyncProperty(writeRequests(context, operation), (request) => check(request, true)),
    );
    expect(failures).toEqual([expect.stringContaining('server error: 500')]);
    const stored = await fuzzEach(
      [planted],
      (operation) => operation.key,
      1,
      () =>
        fc.asyncProperty(
          fc.constant<FuzzRequest>({
            method: 'POST',
            target: `/api/v1${PLANTED_PATH}`,
            headers: { authorization: `Bearer ${users.patient!.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ text: 'x'.repeat(6_000) }),
            defect: 'text too long',
          }),
          (request) => check(request, false),
        ),
    );
    expect(stored.failures).toEqual([expect.stringMatching(/wrote to notifications$/)]);
  });

  it(
    'refuses generated bad requests to every write route with a 4xx, without a 5xx or a write',
    async () => {
      const writes = operations.filter((operation) => WRITE_METHODS.has(operation.method));
      expect(writes.length).toBeGreaterThan(10);
      const { failures, requests } = await fuzzEach(
        writes,
        (operation) => operation.key,
        Math.round(RUNS * WRITE_SHARE),
        (operation) => fc.asyncProperty(writeRequests(context, operation), (request) => check(request, true)),
      );
      process.stdout.write(`${db}: ${requests} bad requests to ${writes.length} write routes (${fingerprintMs} ms reading state)\n`);
      expect(failures).toEqual([]);
      await expectNothingWritten('the requests above', true);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers garbage path and query values of every read without a 5xx or a write',
    async () => {
      const reads = operations.filter((operation) => !WRITE_METHODS.has(operation.method));
      const { failures, requests } = await fuzzEach(
        reads,
        (operation) => operation.key,
        Math.round(RUNS * READ_SHARE),
        (operation) => fc.asyncProperty(readRequests(context, operation), (request) => check(request, false)),
      );
      process.stdout.write(`${db}: ${requests} garbage reads of ${reads.length} read routes\n`);
      expect(failures).toEqual([]);
      await expectNothingWritten('the requests above', true);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'refuses bad forms and ids on the checkout pages without a 5xx or a write',
    async () => {
      const badId = fc.oneof(
        fc.constantFrom(...NOT_IDS).map(encodeLoosely),
        fc.constantFrom(...RAW_NOT_IDS),
        fc.uuid(),
        oddUnicode.map(encodeLoosely),
      );
      const badCardValue = fc.oneof(
        withNul,
        hugeString,
        oddUnicode,
        fc.constantFrom('', 'abcd', '4242 4242 4242 4241', '13/34', '00/00', '01/20', '12', '1'),
      );
      const { failures, requests } = await fuzzEach(
        PAGE_ROUTES,
        (route) => `${route.method} ${route.path}`,
        Math.round(RUNS * PAGE_SHARE),
        (route) => {
          const requestFor = fc
            .record({
              realSession: fc.boolean(),
              id: badId,
              field: fc.constantFrom('cardNumber', 'expiry', 'cvc'),
              value: badCardValue,
              contentType: fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', 'multipart/form-data'),
            })
            .map(({ realSession, id, field, value, contentType }): FuzzRequest & { mustRefuse: boolean } => {
              // The real open session only with a card form that must be refused (never a valid card).
              const useReal = route.form && realSession && contentType === 'application/x-www-form-urlencoded';
              const card: Record<string, string> = {
                cardNumber: TEST_CARDS.success,
                expiry: '12/34',
                cvc: '123',
                cardName: 'Fuzz Patient',
              };
              card[field] = value;
              const body = route.method === 'POST' ? new URLSearchParams(card).toString().replace(/%EF%BF%BD/g, '%ED%A0%80') : undefined;
              return {
                method: route.method,
                target: route.path.replace('{id}', useReal ? openSessionId : id),
                headers: body === undefined ? {} : { 'content-type': contentType },
                body,
                defect: useReal ? `card form with a bad ${field}` : 'id that names nothing',
                mustRefuse: useReal || route.method === 'POST',
              };
            });
          return fc.asyncProperty(requestFor, (request) => check(request, request.mustRefuse));
        },
      );
      process.stdout.write(`${db}: ${requests} bad page requests\n`);
      expect(failures).toEqual([]);
      await expectNothingWritten('the requests above', true);
    },
    FUZZ_TIMEOUT_MS,
  );

  describe('socket events', () => {
    const sockets: Socket[] = [];
    afterAll(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });

    function openSocket(auth: unknown): Socket {
      const socket = io(server.baseUrl, {
        path: '/socket.io',
        auth: auth as Record<string, unknown>,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    }

    function connection(socket: Socket): Promise<{ connected: boolean; message?: string }> {
      return new Promise((resolve) => {
        socket.once('connect', () => resolve({ connected: true }));
        socket.once('connect_error', (error) => resolve({ connected: false, message: error.message }));
      });
    }

    /**
     * Counts what the server sends to `targets` from now on; `settled()` waits until it has gone
     * quiet (nothing new for 1.5 s, at most 30 s). Handlers run asynchronously, and slowly on a
     * loaded machine: a fixed pause could end before an answer that reports a failure.
     */
    function listenUntilQuiet(targets: Socket[]): { settled(): Promise<void> } {
      let heard = 0;
      const count = () => {
        heard += 1;
      };
      for (const socket of targets) socket.onAny(count);
      return {
        async settled() {
          const deadline = Date.now() + 30_000;
          let before = -1;
          while ((heard === 0 || heard !== before) && Date.now() < deadline) {
            before = heard;
            await new Promise((resolve) => setTimeout(resolve, 1_500));
          }
          for (const socket of targets) socket.offAny(count);
        },
      };
    }

    const leafPaths = (value: unknown, prefix: string[] = []): string[][] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...leafPaths(item, [...prefix, key])])
        : [];
    const setAt = (value: unknown, path: string[], replacement: unknown, remove: boolean): unknown => {
      const copy = structuredClone(value) as Record<string, unknown>;
      let node = copy;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
      if (remove) delete node[path.at(-1)!];
      else node[path.at(-1)!] = replacement;
      return copy;
    };
    let deep: unknown = 'bottom';
    for (let depth = 0; depth < 500; depth += 1) deep = { deep };
    const garbage = fc.oneof(
      fc.constantFrom<unknown>(null, 0, -1, 1.5, '', true, [], {}, [[]], { $gt: '' }, deep, Number.MAX_VALUE),
      withNul,
      hugeString,
      fc.constantFrom(...NOT_IDS),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    );

    it(
      'refuses bad handshakes as signed out, never as a failure',
      async () => {
        const badAuth = fc.oneof(
          fc.constantFrom<unknown>({}, { token: 5 }, { token: {} }, { token: [] }, { token: null }, { token: '' }, { token: true }),
          withNul.map((token) => ({ token })),
          hugeString.map((token) => ({ token })),
          oddUnicode.map((token) => ({ token })),
          // A real token with junk after it (whitespace around a token is ignored, as on HTTP).
          fc
            .constantFrom(...NOT_IDS.filter((suffix) => suffix.trim() !== ''))
            .map((suffix) => ({ token: `${users.patient!.token}${suffix}` })),
        );
        await fc.assert(
          fc.asyncProperty(badAuth, async (auth) => {
            const socket = openSocket(auth);
            const outcome = await connection(socket);
            socket.disconnect();
            expect(outcome).toEqual({ connected: false, message: API_MESSAGES.authRequired });
          }),
          { seed: SEED, numRuns: Math.max(10, Math.round(RUNS * 0.02)) },
        );
        await expectNothingWritten('bad socket handshakes');
      },
      FUZZ_TIMEOUT_MS,
    );

    it(
      'survives broken payloads of every client event: no failure, no lost connection, no write',
      async () => {
        const actorNames = ['patient', 'doctor', 'newPatient', 'newDoctor'] as const;
        const open = await Promise.all(
          actorNames.map(async (name) => {
            const socket = openSocket({ token: users[name]!.token });
            const outcome = await connection(socket);
            if (!outcome.connected) throw new Error(`socket of ${name} refused: ${outcome.message}`);
            const failed: SocketErrorEvent[] = [];
            const disconnects: string[] = [];
            socket.on('error', (error: SocketErrorEvent) => {
              if (error.code === 'failed') failed.push(error);
            });
            socket.on('disconnect', (reason) => disconnects.push(reason));
            return { name, socket, failed, disconnects };
          }),
        );
        const quiet = listenUntilQuiet(open.map(({ socket }) => socket));
        const samples = Object.entries(clientEventSamples(consultationRoom, users.patient!));
        const sent: string[] = [];

        // The room's patient and doctor (sockets 0 and 1) may act in it, so what they send always
        // has a broken root or a room that is not theirs: a well-formed event from them may
        // rightly be relayed or stored. The others (2 and 3) also send well-formed rooms with
        // broken fields, which must be refused as not theirs.
        const notTheRoom = fc.oneof(garbage, fc.uuid());
        const brokenEvent = fc.constantFrom(...samples).chain(([event, sample]) => {
          const paths = leafPaths(sample);
          const brokenRoot = fc.oneof(
            garbage.map((payload) => [payload]),
            fc.constant([]),
          );
          const otherRoom = fc
            .tuple(notTheRoom, fc.constantFrom(...paths), garbage, fc.boolean())
            .map(([room, path, value, remove]) => [{ ...(setAt(sample, path, value, remove) as object), room }]);
          const brokenField = fc
            .tuple(fc.constantFrom(...paths), garbage, fc.boolean())
            .map(([path, value, remove]) => [setAt(sample, path, value, remove)]);
          const extraArguments = fc.tuple(garbage, garbage).map(([first, second]) => [sample, first, second]);
          return fc.oneof(
            fc.record({ event: fc.constant(event), socket: fc.constantFrom(0, 1), args: fc.oneof(brokenRoot, otherRoom) }),
            fc.record({
              event: fc.constant(event),
              socket: fc.constantFrom(2, 3),
              args: fc.oneof(brokenRoot, otherRoom, brokenField, extraArguments),
            }),
          );
        });
        await fc.assert(
          fc.asyncProperty(brokenEvent, async ({ event, socket, args }) => {
            sent.push(`${open[socket]!.name} ${event} ${JSON.stringify(args).slice(0, 120)}`);
            (open[socket]!.socket.emit as (event: string, ...args: unknown[]) => void)(event, ...args);
          }),
          { seed: SEED, numRuns: Math.round(RUNS * SOCKET_SHARE) },
        );
        await quiet.settled();
        process.stdout.write(`${db}: ${sent.length} broken socket events\n`);

        for (const { name, socket, failed, disconnects } of open) {
          expect({ name, failed, disconnects, connected: socket.connected }).toEqual({
            name,
            failed: [],
            disconnects: [],
            connected: true,
          });
        }
        await expectNothingWritten(`broken socket events (last sent: ${sent.slice(-3).join(' | ')})`);
        // The server still answers over HTTP and accepts a new socket.
        expect((await server.http('/health')).status).toBe(200);
        expect(await connection(openSocket({ token: users.patient!.token }))).toEqual({ connected: true });
      },
      FUZZ_TIMEOUT_MS,
    );

    it(
      'survives broken payloads inside a live call: no failure, no lost connection',
      async () => {
        // Both participants joined, so every handler runs past the room check; what a broken
        // payload may legitimately do here (a chat message, leaving) is allowed, a crash is not.
        const joined = await Promise.all(
          (['patient', 'doctor'] as const).map(async (name) => {
            const socket = openSocket({ token: users[name]!.token });
            const outcome = await connection(socket);
            if (!outcome.connected) throw new Error(`socket of ${name} refused: ${outcome.message}`);
            const failed: SocketErrorEvent[] = [];
            const disconnects: string[] = [];
            socket.on('error', (error: SocketErrorEvent) => {
              if (error.code === 'failed') failed.push(error);
            });
            socket.on('disconnect', (reason) => disconnects.push(reason));
            const joinedState = new Promise((resolve) => socket.once('session-state', resolve));
            socket.emit('join-room', { room: liveRoom, user: users[name]! });
            await joinedState;
            return { name, socket, failed, disconnects };
          }),
        );
        // Ending or leaving the call would take the sockets out of the room and test nothing further.
        const samples = Object.entries(clientEventSamples(liveRoom, users.patient!)).filter(
          ([event]) => event !== 'end-session' && event !== 'leave-room',
        );
        const brokenEvent = fc.constantFrom(...samples).chain(([event, sample]) =>
          fc.record({
            event: fc.constant(event),
            socket: fc.integer({ min: 0, max: joined.length - 1 }),
            args: fc.oneof(
              garbage.map((payload) => [payload]),
              fc
                .tuple(fc.constantFrom(...leafPaths(sample)), garbage, fc.boolean())
                .map(([path, value, remove]) => [setAt(sample, path, value, remove)]),
            ),
          }),
        );
        // First, a NUL in every text of every event (PostgreSQL cannot take one), from both sides.
        const valueAt = (value: unknown, path: string[]): unknown =>
          path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
        // (Each chat message with an id of its own, so none is taken for a resend of another.)
        const nulEverywhere = samples
          .flatMap(([event, sample]) =>
            leafPaths(sample)
              .filter((path) => typeof valueAt(sample, path) === 'string')
              .map((path, index) => {
                const fresh = event === 'send-message' ? setAt(sample, ['message', 'id'], `nul-${index}`, false) : sample;
                return { event, args: [setAt(fresh, path, `${valueAt(fresh, path) as string}\u0000`, false)] };
              }),
          )
          .map((example, index): [{ event: string; socket: number; args: unknown[] }] => [{ ...example, socket: index % joined.length }]);
        let sent = 0;
        const quiet = listenUntilQuiet(joined.map(({ socket }) => socket));
        await fc.assert(
          fc.asyncProperty(brokenEvent, async ({ event, socket, args }) => {
            sent += 1;
            (joined[socket]!.socket.emit as (event: string, ...args: unknown[]) => void)(event, ...args);
          }),
          { seed: SEED, numRuns: Math.round(RUNS * SOCKET_SHARE * 0.5), examples: nulEverywhere },
        );
        await quiet.settled();
        process.stdout.write(`${db}: ${sent} broken events inside a live call\n`);
        for (const { name, socket, failed, disconnects } of joined) {
          expect({ name, failed, disconnects, connected: socket.connected }).toEqual({
            name,
            failed: [],
            disconnects: [],
            connected: true,
          });
        }
        // The joins and the call's own writes are not bad input: compare later tests from here.
        last = await state.fingerprint();
        lastTransactionId = await state.nextTransactionId();
      },
      FUZZ_TIMEOUT_MS,
    );
  });

  it('leaves the fixture accounts working', async () => {
    const answer = await server.api('/user/current-user', { token: users.patient!.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.name).toBe('Fuzz Patient');
  });
});
