import { API_MESSAGES, VERIFICATION_CODE_PATTERN, VERIFICATION_TOKEN_PATTERN, type Prescription } from '@telehealth/shared-api/core';
import { eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { doctorLicences, doctors, prescriptionAccessLog } from '../db/schema';
import { createDoctor, createPatient, insertAppointment, type DoctorFixture, type PatientFixture } from '../../test/support/care-fixtures';
import { pdfText } from '../../test/support/pdf-text';
import {
  createTestClock,
  databases,
  limiterBackends,
  login,
  startTestServer,
  type TestClock,
  type TestServer,
} from '../../test/support/test-server';

const DAY_MS = 86_400_000;
const medicationBody = { medication: 'Amoxicillin', dosage: '500 mg', instructions: 'One capsule three times a day after meals' };

async function pdfOf(server: TestServer, id: string, token?: string) {
  const response = await fetch(`${server.baseUrl}/api/v1/prescription/${id}/pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function accessCount(server: TestServer): Promise<number> {
  const [row] = await server.database.db.select({ count: sql<number>`count(*)::int` }).from(prescriptionAccessLog);
  return Number(row!.count);
}

describe.each(databases())('prescriptions on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  let doctor: DoctorFixture; // treats patient A and writes the prescriptions
  let colleague: DoctorFixture; // also treats patient A (a past, completed visit)
  let stranger: DoctorFixture; // never saw patient A
  let patientA: PatientFixture;
  let patientB: PatientFixture;
  let appointmentId: string;

  beforeAll(async () => {
    clock = createTestClock(new Date('2026-03-02T10:00:00Z'));
    server = await startTestServer({
      db,
      clock,
      env: {
        VERIFY_MAX_PER_IP_PER_MINUTE: '1000',
        PRACTICE_NAME: 'Harbour Medical Group',
        PRACTICE_ADDRESS: '12 Harbour Road, Dublin',
        PRACTICE_CONTACT: '+353 1 555 0100',
      },
    });
    doctor = await createDoctor(server, { specialization: 'General Medicine', qualification: 'MBBS, MD' }, 'Kenji Watanabe');
    await server.database.db.insert(doctorLicences).values({
      doctorId: doctor.doctor._id,
      licenceNumber: 'MC-448812',
      issuingAuthority: 'Medical Council of Ireland',
      expiresOn: '2028-01-31',
      submittedAt: clock.now(),
      decidedAt: clock.now(),
    });
    colleague = await createDoctor(server, {}, 'Grace Kim');
    stranger = await createDoctor(server, {}, 'Omar Haddad');
    patientA = await createPatient(server, { date_of_birth: '1990-07-15' }, 'Mia Thompson');
    patientB = await createPatient(server, {}, 'Noah Baker');
    appointmentId = (
      await insertAppointment(server, {
        doctorId: doctor.doctor._id,
        patientId: patientA.profile._id,
        startsAt: new Date('2026-03-01T09:00:00Z'),
        status: 'completed',
      })
    ).id;
    await insertAppointment(server, {
      doctorId: colleague.doctor._id,
      patientId: patientA.profile._id,
      startsAt: new Date('2026-02-10T09:00:00Z'),
      status: 'completed',
    });
    // A canceled appointment does not make the stranger patient A's doctor.
    await insertAppointment(server, {
      doctorId: stranger.doctor._id,
      patientId: patientA.profile._id,
      startsAt: new Date('2026-03-05T09:00:00Z'),
      status: 'canceled',
    });
  }, 60_000);

  afterAll(async () => server?.close());

  async function openSocket(token: string): Promise<Socket> {
    const socket = io(server.baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  async function prescribe(body: Record<string, unknown> = {}, token = doctor.user.token): Promise<Prescription> {
    const answer = await server.api('/prescription/create-prescription', {
      method: 'POST',
      token,
      json: { patientId: patientA.profile._id, ...medicationBody, ...body },
    });
    if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
    return answer.body.data;
  }

  describe('writing', () => {
    it("answers the spec's shape with doctorId populated, an expiry 90 days on and a verification code", async () => {
      const answer = await server.api('/prescription/create-prescription', {
        method: 'POST',
        token: doctor.user.token,
        json: { doctorId: doctor.doctor._id, appointmentId, ...medicationBody, quantity: 21, refills: 1 },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('Prescription created successfully');
      const created: Prescription = answer.body.data;
      expect(created.doctorId.user_id.name).toBe('Kenji Watanabe');
      expect(created.doctorId.specialization).toBe('General Medicine');
      expect(created.patientId._id).toBe(patientA.profile._id);
      expect(created.patientId.user_id.name).toBe('Mia Thompson');
      expect(created).toMatchObject({ ...medicationBody, quantity: 21, refills: 1, appointmentId, status: 'Active', version: 1 });
      expect(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime()).toBe(90 * DAY_MS);
      expect(created.verificationCode).toMatch(VERIFICATION_CODE_PATTERN);
      expect(created.verificationPath.replace('/verify/', '')).toMatch(VERIFICATION_TOKEN_PATTERN);
    });

    it('refuses to prescribe for a patient the doctor never saw (a canceled visit does not count)', async () => {
      const answer = await server.api('/prescription/create-prescription', {
        method: 'POST',
        token: stranger.user.token,
        json: { patientId: patientA.profile._id, ...medicationBody },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('You can only prescribe for a patient who has an appointment with you');
      const other = await server.api('/prescription/create-prescription', {
        method: 'POST',
        token: doctor.user.token,
        json: { patientId: patientB.profile._id, ...medicationBody },
      });
      expect(other.status).toBe(403);
    });

    it("refuses another doctor's appointment and a doctor id that is not the caller's", async () => {
      const viaAppointment = await server.api('/prescription/create-prescription', {
        method: 'POST',
        token: stranger.user.token,
        json: { appointmentId, ...medicationBody },
      });
      expect(viaAppointment.status).toBe(404);
      const asOther = await server.api('/prescription/create-prescription', {
        method: 'POST',
        token: doctor.user.token,
        json: { doctorId: colleague.doctor._id, patientId: patientA.profile._id, ...medicationBody },
      });
      expect(asOther.status).toBe(403);
    });

    it("answers 'Doctor not found' to a doctor without a profile, and refuses patients and strangers", async () => {
      const register = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'New Doctor', email: `new.doctor.${db}@example.test`, password: 'secret-pass-1', role: 'doctor' },
      });
      const noProfile = await server.api('/prescription/create-prescription', {
        method: 'POST',
        token: register.body.data.accessToken,
        json: { patientId: patientA.profile._id, ...medicationBody },
      });
      expect(noProfile.status).toBe(404);
      expect(noProfile.body.message).toBe('Doctor not found');
      const asPatient = await server.api('/prescription/create-prescription', {
        method: 'POST',
        token: patientA.user.token,
        json: { patientId: patientA.profile._id, ...medicationBody },
      });
      expect(asPatient.status).toBe(403);
      const signedOut = await server.api('/prescription/create-prescription', { method: 'POST', json: medicationBody });
      expect(signedOut.status).toBe(401);
    });

    it('answers the spec §5 messages on bad input and writes nothing', async () => {
      const before = (
        await server.api(`/prescription/get-prescriptions-for-patient?patientId=${patientA.profile._id}`, { token: doctor.user.token })
      ).body.data.length;
      for (const [body, message] of [
        [{ medication: '', dosage: '1', instructions: 'x' }, 'Medication name is required'],
        [{ medication: 'A', dosage: '  ', instructions: 'x' }, 'Dosage is required'],
        [{ medication: 'A', dosage: '1' }, 'Instructions are required'],
        [{ ...medicationBody, quantity: 0 }, 'Quantity must be a whole number from 1 to 1000'],
      ] as const) {
        const answer = await server.api('/prescription/create-prescription', {
          method: 'POST',
          token: doctor.user.token,
          json: { patientId: patientA.profile._id, ...body },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      const after = (
        await server.api(`/prescription/get-prescriptions-for-patient?patientId=${patientA.profile._id}`, { token: doctor.user.token })
      ).body.data.length;
      expect(after).toBe(before);
    });

    it('notifies the patient live and in the stored notifications', async () => {
      const socket: Socket = io(server.baseUrl, {
        path: '/socket.io',
        auth: { token: patientA.user.token },
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const event = new Promise<{ prescriptionId: string; doctorName: string }>((resolve) =>
          socket.once('prescription-created', resolve),
        );
        const created = await prescribe({ medication: 'Cetirizine' });
        expect(await event).toMatchObject({ prescriptionId: created._id, doctorName: 'Kenji Watanabe', medication: 'Cetirizine' });
      } finally {
        socket.close();
      }
      const list = await server.api('/notifications', { token: patientA.user.token });
      // It leads to the page where the patient reads it.
      expect(list.body.data.notifications[0]).toMatchObject({
        message: 'New prescription from Dr. Kenji Watanabe: Cetirizine',
        link: '/prescriptions',
      });
    });
  });

  describe('versions and revocation', () => {
    it('keeps every version when changed, readable to the doctor and the patient', async () => {
      const created = await prescribe({ medication: 'Ibuprofen', dosage: '200 mg', quantity: 10 });
      clock.advance(60_000);
      const changed = await server.api(`/prescription/update-prescription/${created._id}`, {
        method: 'PATCH',
        token: doctor.user.token,
        json: { dosage: '400 mg', refills: 2 },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ medication: 'Ibuprofen', dosage: '400 mg', quantity: 10, refills: 2, version: 2 });
      expect(changed.body.data.createdAt).toBe(created.createdAt);
      expect(changed.body.data.expiresAt).toBe(created.expiresAt);
      for (const token of [patientA.user.token, doctor.user.token]) {
        const detail = await server.api(`/prescription/get-prescription/${created._id}`, { token });
        expect(
          detail.body.data.versions.map((v: { version: number; dosage: string; refills: number | null }) => [
            v.version,
            v.dosage,
            v.refills,
          ]),
        ).toEqual([
          [1, '200 mg', null],
          [2, '400 mg', 2],
        ]);
      }
    });

    it('refuses an empty change and a change by anyone but the author', async () => {
      const created = await prescribe();
      const empty = await server.api(`/prescription/update-prescription/${created._id}`, {
        method: 'PATCH',
        token: doctor.user.token,
        json: {},
      });
      expect(empty.status).toBe(400);
      const byColleague = await server.api(`/prescription/update-prescription/${created._id}`, {
        method: 'PATCH',
        token: colleague.user.token,
        json: { dosage: '1 g' },
      });
      expect(byColleague.status).toBe(403);
      expect(byColleague.body.message).toBe('Only the prescribing doctor can change this prescription');
    });

    it('revokes with a reason instead of erasing, shows Revoked everywhere and refuses later changes', async () => {
      const created = await prescribe({ medication: 'Codeine' });
      const noReason = await server.api(`/prescription/delete-prescription/${created._id}`, { method: 'DELETE', token: doctor.user.token });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('A reason is required to revoke a prescription');
      const revoked = await server.api(
        `/prescription/delete-prescription/${created._id}?reason=${encodeURIComponent('Interaction risk')}`,
        {
          method: 'DELETE',
          token: doctor.user.token,
        },
      );
      expect(revoked.status).toBe(200);
      expect(revoked.body.data).toMatchObject({ status: 'Revoked', revocationReason: 'Interaction risk' });
      const list = await server.api(`/prescription/get-prescriptions-for-patient?patientId=${patientA.profile._id}`, {
        token: patientA.user.token,
      });
      expect(list.body.data.find((item: Prescription) => item._id === created._id).status).toBe('Revoked');
      const again = await server.api(`/prescription/update-prescription/${created._id}`, {
        method: 'PATCH',
        token: doctor.user.token,
        json: { dosage: '1' },
      });
      expect(again.status).toBe(409);
      const page = await server.http(created.verificationPath);
      expect(page.text).toContain('Revoked');
    });

    it('shows Expired once 90 days have passed', async () => {
      const created = await prescribe({ medication: 'Loratadine' });
      clock.advance(90 * DAY_MS);
      try {
        // Sessions do not last 90 days: sign in again.
        const token = (await login(server, patientA.user.email, patientA.user.password)).body.data.accessToken;
        const detail = await server.api(`/prescription/get-prescription/${created._id}`, { token });
        expect(detail.body.data.status).toBe('Expired');
        const page = await server.http(created.verificationPath);
        expect(page.text).toContain('Expired');
      } finally {
        clock.advance(-90 * DAY_MS);
      }
    });
  });

  describe('the list', () => {
    const listOf = (token: string) =>
      server.api(`/prescription/get-prescriptions-for-patient?patientId=${patientA.profile._id}`, { token });

    it('answers each item as get-prescription does, less the versions', async () => {
      await prescribe({ medication: 'Ibuprofen', quantity: null, refills: null });
      const list = await listOf(patientA.user.token);
      expect(list.status).toBe(200);
      expect(list.body.data.length).toBeGreaterThan(1);
      for (const item of list.body.data.slice(0, 3) as Prescription[]) {
        const detail = await server.api(`/prescription/get-prescription/${item._id}`, { token: patientA.user.token });
        const { versions: _versions, ...rest } = detail.body.data;
        expect(item).toEqual(rest);
      }
    });

    it('reuses an unchanged answer, and never one that a write or time has outdated', async () => {
      // The same list built whole by a server that keeps nothing: a patched answer must equal it.
      const whole = await startTestServer({ shareDatabaseOf: server, clock, env: { PRESCRIPTION_LIST_CACHE_ENABLED: 'false' } });
      try {
        await reusedAndPatched((answer) =>
          whole
            .api(`/prescription/get-prescriptions-for-patient?patientId=${patientA.profile._id}`, { token: patientA.user.token })
            .then((built) => expect(answer.body).toEqual(built.body)),
        );
      } finally {
        await whole.close();
      }
    });

    async function reusedAndPatched(asBuiltWhole: (answer: { body: unknown }) => Promise<void>) {
      const created = await prescribe({ medication: 'Cetirizine' });
      const cacheOf = (answer: { headers: Headers }) => answer.headers.get('server-timing');
      const first = await listOf(patientA.user.token);
      const again = await listOf(doctor.user.token);
      expect(cacheOf(again)).toBe('cache;desc=hit');
      expect(again.body).toEqual(first.body);
      const find = (answer: { body: { data: Prescription[] } }) => answer.body.data.find((item) => item._id === created._id)!;

      await server.api(`/prescription/update-prescription/${created._id}`, {
        method: 'PATCH',
        token: doctor.user.token,
        json: { dosage: '5 mg' },
      });
      // One prescription changed: the others are kept, that one is read again.
      const changed = await listOf(patientA.user.token);
      expect(cacheOf(changed)).toBe('cache;desc=patch');
      expect(find(changed)).toMatchObject({ dosage: '5 mg', version: 2 });
      await asBuiltWhole(changed);

      const rename = (name: string) =>
        server.api('/user/update-account-details', {
          method: 'PATCH',
          token: doctor.user.token,
          json: { name, email: doctor.user.email },
        });
      expect((await rename('Kenji Watanabe-Sato')).status).toBe(200);
      try {
        // A name every item shows: the list is built whole.
        const renamed = await listOf(patientA.user.token);
        expect(cacheOf(renamed)).toBe('cache;desc=miss');
        expect(find(renamed).doctorId.user_id.name).toBe('Kenji Watanabe-Sato');
      } finally {
        await rename('Kenji Watanabe');
      }
      expect(find(await listOf(patientA.user.token)).doctorId.user_id.name).toBe('Kenji Watanabe');

      const count = (await listOf(patientA.user.token)).body.data.length;
      const added = await prescribe({ medication: 'Omeprazole' });
      const withNew = await listOf(patientA.user.token);
      expect(cacheOf(withNew)).toBe('cache;desc=patch');
      expect(withNew.body.data.length).toBe(count + 1);
      expect(withNew.body.data.some((item: Prescription) => item._id === added._id)).toBe(true);
      await asBuiltWhole(withNew);

      const revoked = await server.api(`/prescription/delete-prescription/${added._id}?reason=Duplicate`, {
        method: 'DELETE',
        token: doctor.user.token,
      });
      expect(revoked.status).toBe(200);
      const withRevoked = await listOf(patientA.user.token);
      expect(cacheOf(withRevoked)).toBe('cache;desc=patch');
      expect(withRevoked.body.data.find((item: Prescription) => item._id === added._id)).toMatchObject({
        status: 'Revoked',
        revocationReason: 'Duplicate',
      });
      await asBuiltWhole(withRevoked);

      clock.advance(90 * DAY_MS);
      try {
        const token = (await login(server, patientA.user.email, patientA.user.password)).body.data.accessToken;
        const later = await listOf(token);
        expect(cacheOf(later)).toBe('cache;desc=miss');
        expect(find(later).status).toBe('Expired');
      } finally {
        clock.advance(-90 * DAY_MS);
      }
      const back = await listOf(patientA.user.token);
      expect(find(back).status).toBe('Active');
      await asBuiltWhole(back);
    }

    it('builds every answer when the list cache is switched off, with the same content', async () => {
      const uncached = await startTestServer({ shareDatabaseOf: server, clock, env: { PRESCRIPTION_LIST_CACHE_ENABLED: 'false' } });
      try {
        const read = () =>
          uncached.api(`/prescription/get-prescriptions-for-patient?patientId=${patientA.profile._id}`, { token: patientA.user.token });
        const first = await read();
        const second = await read();
        expect([first.headers.get('server-timing'), second.headers.get('server-timing')]).toEqual(['cache;desc=miss', 'cache;desc=miss']);
        expect(second.body).toEqual((await listOf(patientA.user.token)).body);
      } finally {
        await uncached.close();
      }
    });

    it('leaves an access record for a reused answer too', async () => {
      await listOf(patientA.user.token);
      const before = await accessCount(server);
      const reused = await listOf(patientA.user.token);
      expect(reused.headers.get('server-timing')).toBe('cache;desc=hit');
      expect((await accessCount(server)) - before).toBe(1);
    });
  });

  describe('who may do what', () => {
    let prescription: Prescription;
    let renewalTarget: Prescription;
    type Who = 'patientA' | 'patientB' | 'doctor' | 'colleague' | 'stranger' | 'signedOut';
    const tokenOf = (who: Who) =>
      ({
        patientA: patientA.user.token,
        patientB: patientB.user.token,
        doctor: doctor.user.token,
        colleague: colleague.user.token,
        stranger: stranger.user.token,
        signedOut: undefined,
      })[who];
    const everyone: Who[] = ['patientA', 'patientB', 'doctor', 'colleague', 'stranger', 'signedOut'];

    beforeAll(async () => {
      prescription = await prescribe({ medication: 'Metformin' });
      renewalTarget = await prescribe({ medication: 'Atorvastatin' });
    });

    const reads: Array<[string, (id: string, patientId: string) => string, Record<Who, number>]> = [
      [
        'list',
        (_id, patientId) => `/prescription/get-prescriptions-for-patient?patientId=${patientId}`,
        // Naming someone else's patient profile is refused, as on the other routes that take one.
        { patientA: 200, patientB: 403, doctor: 200, colleague: 200, stranger: 403, signedOut: 401 },
      ],
      [
        'detail',
        (id) => `/prescription/get-prescription/${id}`,
        { patientA: 200, patientB: 404, doctor: 200, colleague: 200, stranger: 404, signedOut: 401 },
      ],
      [
        'print',
        (id) => `/prescription/${id}/print`,
        { patientA: 200, patientB: 404, doctor: 200, colleague: 200, stranger: 404, signedOut: 401 },
      ],
    ];

    it.each(reads)('%s: the patient and the treating doctors only', async (_name, path, expected) => {
      for (const who of everyone) {
        const answer = await server.api(path(prescription._id, patientA.profile._id), { token: tokenOf(who) });
        expect([who, answer.status]).toEqual([who, expected[who]]);
        if (expected[who] === 401) expect(answer.body.message).toBe(API_MESSAGES.authRequired);
      }
    });

    it('PDF: the patient and the treating doctors only', async () => {
      const expected: Record<Who, number> = { patientA: 200, patientB: 404, doctor: 200, colleague: 200, stranger: 404, signedOut: 401 };
      for (const who of everyone) {
        const answer = await pdfOf(server, prescription._id, tokenOf(who));
        expect([who, answer.status]).toEqual([who, expected[who]]);
        if (answer.status === 200) expect(answer.bytes.subarray(0, 5).toString()).toBe('%PDF-');
        else expect(answer.headers.get('content-type')).toContain('application/json');
      }
    });

    it('change and revoke: the author only', async () => {
      const change: Record<Who, number> = { patientA: 403, patientB: 403, doctor: 200, colleague: 403, stranger: 404, signedOut: 401 };
      for (const who of everyone) {
        const answer = await server.api(`/prescription/update-prescription/${prescription._id}`, {
          method: 'PATCH',
          token: tokenOf(who),
          json: { instructions: `Changed by ${who}` },
        });
        expect([who, answer.status]).toEqual([who, change[who]]);
      }
      const revoke: Record<Who, number> = { patientA: 403, patientB: 403, colleague: 403, stranger: 404, signedOut: 401, doctor: 200 };
      for (const who of ['patientA', 'patientB', 'colleague', 'stranger', 'signedOut', 'doctor'] as Who[]) {
        const answer = await server.api(`/prescription/delete-prescription/${prescription._id}?reason=test`, {
          method: 'DELETE',
          token: tokenOf(who),
        });
        expect([who, answer.status]).toEqual([who, revoke[who]]);
      }
      const versions = (await server.api(`/prescription/get-prescription/${prescription._id}`, { token: patientA.user.token })).body.data
        .versions;
      expect(versions.map((v: { instructions: string }) => v.instructions)).toEqual([medicationBody.instructions, 'Changed by doctor']);
    });

    it('renewal requests: only the patient asks, only the prescribing doctor answers', async () => {
      const ask: Record<Who, number> = { patientB: 404, doctor: 403, colleague: 403, stranger: 403, signedOut: 401, patientA: 201 };
      let requestId = '';
      for (const who of ['patientB', 'doctor', 'colleague', 'stranger', 'signedOut', 'patientA'] as Who[]) {
        const answer = await server.api(`/prescription/${renewalTarget._id}/renewal-requests`, {
          method: 'POST',
          token: tokenOf(who),
          json: {},
        });
        expect([who, answer.status]).toEqual([who, ask[who]]);
        if (answer.status === 201) requestId = answer.body.data._id;
      }
      const decline: Record<Who, number> = { patientA: 403, patientB: 403, colleague: 404, stranger: 404, signedOut: 401, doctor: 200 };
      for (const who of ['patientA', 'patientB', 'colleague', 'stranger', 'signedOut', 'doctor'] as Who[]) {
        const answer = await server.api(`/prescription/renewal-requests/${requestId}/decline`, {
          method: 'POST',
          token: tokenOf(who),
          json: { reason: 'See me first' },
        });
        expect([who, answer.status]).toEqual([who, decline[who]]);
      }
      const listed = await server.api('/prescription/renewal-requests', { token: patientB.user.token });
      expect(listed.body.data).toEqual([]);
    });

    it('access history: the patient sees their own only; doctors and strangers cannot read it', async () => {
      const expected: Record<Who, number> = { patientA: 200, patientB: 200, doctor: 403, colleague: 403, stranger: 403, signedOut: 401 };
      for (const who of everyone) {
        const answer = await server.api('/prescription/access-history', { token: tokenOf(who) });
        expect([who, answer.status]).toEqual([who, expected[who]]);
      }
      const ofB = await server.api('/prescription/access-history', { token: patientB.user.token });
      expect(ofB.body.data).toEqual([]);
      const ofA = await server.api('/prescription/access-history', { token: patientA.user.token });
      expect(ofA.body.data.length).toBeGreaterThan(0);
    });

    it('offers no way to change or delete the access record', async () => {
      for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
        const answer = await server.api('/prescription/access-history', { method, token: patientA.user.token, json: {} });
        expect([method, answer.status]).toEqual([method, 404]);
      }
      await expect(server.database.db.delete(prescriptionAccessLog)).rejects.toThrow();
    });
  });

  describe('the access record', () => {
    it('leaves exactly one record per read, with who, role, kind and address', async () => {
      const created = await prescribe({ medication: 'Salbutamol' });
      const reads: Array<[string, () => Promise<unknown>]> = [
        [
          'list',
          () =>
            server.api(`/prescription/get-prescriptions-for-patient?patientId=${patientA.profile._id}`, { token: colleague.user.token }),
        ],
        ['detail', () => server.api(`/prescription/get-prescription/${created._id}`, { token: patientA.user.token })],
        ['print', () => server.api(`/prescription/${created._id}/print`, { token: doctor.user.token })],
        ['pdf', () => pdfOf(server, created._id, patientA.user.token)],
        ['verify', () => server.http(created.verificationPath)],
      ];
      for (const [kind, read] of reads) {
        const before = await accessCount(server);
        clock.advance(1_000);
        await read();
        expect([kind, (await accessCount(server)) - before]).toEqual([kind, 1]);
      }
      const history = await server.api(`/prescription/access-history?prescriptionId=${created._id}`, { token: patientA.user.token });
      expect(
        history.body.data.map((entry: { kind: string; role: string; actor: { name: string } | null }) => [
          entry.kind,
          entry.role,
          entry.actor?.name ?? null,
        ]),
      ).toEqual([
        ['verify', 'public', null],
        ['pdf', 'patient', 'Mia Thompson'],
        ['print', 'doctor', 'Kenji Watanabe'],
        ['detail', 'patient', 'Mia Thompson'],
      ]);
      expect(history.body.data[0].ip).toMatch(/127\.0\.0\.1/);
      const all = await server.api('/prescription/access-history', { token: patientA.user.token });
      expect(
        all.body.data.some(
          (entry: { kind: string; actor: { name: string } | null }) => entry.kind === 'list' && entry.actor?.name === 'Grace Kim',
        ),
      ).toBe(true);
    });

    it('records nothing for a refused read', async () => {
      const created = await prescribe();
      const before = await accessCount(server);
      await server.api(`/prescription/get-prescription/${created._id}`, { token: stranger.user.token });
      await pdfOf(server, created._id, patientB.user.token);
      await server.http('/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(await accessCount(server)).toBe(before);
    });
  });

  describe('the PDF', () => {
    it('is a real PDF whose text holds the product, practice, prescriber with licence, patient, prescription, signature and code', async () => {
      const created = await prescribe({ medication: 'Amoxicillin', quantity: 21, refills: 2 });
      const answer = await pdfOf(server, created._id, patientA.user.token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="prescription-2026-03-02-amoxicillin.pdf"`);
      const text = (await pdfText(answer.bytes)).replace(/\s+/g, ' ');
      for (const expected of [
        'CareLink',
        'Dr. Kenji Watanabe',
        'General Medicine',
        'MBBS, MD',
        'Licence MC-448812, Medical Council of Ireland',
        'Harbour Medical Group',
        '12 Harbour Road, Dublin',
        'Contact: +353 1 555 0100',
        'Electronically signed by Dr. Kenji Watanabe on March 2, 2026',
        'Mia Thompson',
        'Date of birth: July 15, 1990',
        'Date: March 2, 2026',
        'Amoxicillin',
        '500 mg',
        medicationBody.instructions,
        'Quantity: 21',
        'Refills: 2',
        'Valid until: May 31, 2026',
        created.verificationCode,
      ]) {
        expect([expected, text.includes(expected)]).toEqual([expected, true]);
      }
    });

    it('leaves out quantity and refills when not set', async () => {
      const created = await prescribe({ medication: 'Paracetamol' });
      const text = await pdfText((await pdfOf(server, created._id, doctor.user.token)).bytes);
      expect(text).toContain('Paracetamol');
      expect(text).not.toContain('Quantity');
      expect(text).not.toContain('Refills');
    });
  });

  describe('the verification page', () => {
    it('shows what a pharmacist compares with the paper, and no full name, address, birth date or notes', async () => {
      const created = await prescribe({
        medication: 'Sertraline',
        dosage: '50 mg',
        instructions: 'Once daily in the morning',
        quantity: 28,
        refills: 1,
      });
      const page = await server.http(created.verificationPath);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).not.toMatch(/<script/i);
      // The app's teal and bundled Roboto, not a blue system-font look.
      expect(page.text).toContain('#0B6E79');
      expect(page.text).toContain('url(/brand/fonts/roboto-latin-700-normal.woff2)');
      expect(page.text).not.toMatch(/#0b5cab/i);
      for (const shown of [
        'Valid',
        'Sertraline',
        '50 mg',
        'Once daily in the morning',
        '<dt>Quantity</dt><dd>28</dd>',
        '<dt>Refills</dt><dd>1</dd>',
        'March 2, 2026',
        'Dr. Kenji Watanabe',
        'Licence MC-448812, Medical Council of Ireland',
        'Licence verified by the practice',
        'M. T., born 1990',
      ]) {
        expect([shown, page.text.includes(shown)]).toEqual([shown, true]);
      }
      for (const secret of ['Mia', 'Thompson', 'July 15', '1990-07-15', '12 High Street', 'Sam Doe', 'General Medicine']) {
        expect([secret, page.text.includes(secret)]).toEqual([secret, false]);
      }
    });

    it("warns the pharmacist when the prescriber's licence is suspended or not on file", async () => {
      const created = await prescribe();
      await server.database.db.update(doctors).set({ verification: 'suspended' }).where(eq(doctors.id, doctor.doctor._id));
      try {
        const page = await server.http(created.verificationPath);
        expect(page.text).toContain('Suspended: the practice has withdrawn this prescriber. Check before dispensing.');
      } finally {
        await server.database.db.update(doctors).set({ verification: 'verified' }).where(eq(doctors.id, doctor.doctor._id));
      }
      const byColleague = await prescribe({}, colleague.user.token);
      expect((await server.http(byColleague.verificationPath)).text).toContain('Licence: not on file');
    });

    it('accepts the printed code typed in any case, and answers a plain not found otherwise', async () => {
      const created = await prescribe();
      const byCode = await server.http(`/verify?code=${encodeURIComponent(created.verificationCode.toLowerCase().replace('-', ' '))}`);
      expect(byCode.status).toBe(200);
      expect(byCode.text).toContain('Valid');
      const unknownToken = await server.http('/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(unknownToken.status).toBe(404);
      expect(unknownToken.text).toContain('Not found');
      const junk = await server.http('/verify/not-a-token');
      expect(junk.status).toBe(404);
      const wrongCode = await server.http('/verify?code=00000-00000');
      expect(wrongCode.status).toBe(404);
      const form = await server.http('/verify');
      expect(form.status).toBe(200);
      expect(form.text).toContain('name="code"');
    });
  });

  describe('renewal requests', () => {
    it('approving notifies the patient and writes a new prescription linked to the earlier one', async () => {
      const earlier = await prescribe({ medication: 'Levothyroxine', dosage: '50 mcg', quantity: 30 });
      const doctorSocket = await openSocket(doctor.user.token);
      const patientSocket = await openSocket(patientA.user.token);
      const requestedLive = new Promise<{ requestId: string; patientName: string }>((resolve) =>
        doctorSocket.once('renewal-requested', resolve),
      );
      const answeredLive = new Promise<{ requestId: string; status: string }>((resolve) => patientSocket.once('renewal-answered', resolve));
      const asked = await server.api(`/prescription/${earlier._id}/renewal-requests`, {
        method: 'POST',
        token: patientA.user.token,
        json: { note: 'Running out next week' },
      });
      expect(asked.status).toBe(201);
      expect(asked.body.data).toMatchObject({ status: 'pending', note: 'Running out next week', medication: 'Levothyroxine' });
      expect(await requestedLive).toMatchObject({ requestId: asked.body.data._id, patientName: 'Mia Thompson' });
      const twice = await server.api(`/prescription/${earlier._id}/renewal-requests`, {
        method: 'POST',
        token: patientA.user.token,
        json: {},
      });
      expect(twice.status).toBe(409);

      const pending = await server.api('/prescription/renewal-requests?status=pending', { token: doctor.user.token });
      expect(pending.body.data.map((request: { _id: string }) => request._id)).toContain(asked.body.data._id);
      const doctorNotes = await server.api('/notifications', { token: doctor.user.token });
      // It leads to the doctor's prescriptions page, where the request is answered.
      expect(doctorNotes.body.data.notifications[0]).toMatchObject({
        message: 'Mia Thompson asked you to renew Levothyroxine',
        link: '/prescriptions',
      });

      const approved = await server.api(`/prescription/renewal-requests/${asked.body.data._id}/approve`, {
        method: 'POST',
        token: doctor.user.token,
      });
      expect(approved.status).toBe(200);
      const renewed: Prescription = approved.body.data.prescription;
      expect(renewed).toMatchObject({
        renewedFrom: earlier._id,
        medication: 'Levothyroxine',
        dosage: '50 mcg',
        quantity: 30,
        status: 'Active',
      });
      expect(renewed._id).not.toBe(earlier._id);
      expect(renewed.verificationCode).not.toBe(earlier.verificationCode);
      expect(approved.body.data.request).toMatchObject({ status: 'approved', renewalPrescriptionId: renewed._id });
      expect(await answeredLive).toMatchObject({ requestId: asked.body.data._id, status: 'approved' });
      doctorSocket.close();
      patientSocket.close();
      const again = await server.api(`/prescription/renewal-requests/${asked.body.data._id}/approve`, {
        method: 'POST',
        token: doctor.user.token,
      });
      expect(again.status).toBe(409);

      const mine = await server.api('/prescription/renewal-requests', { token: patientA.user.token });
      expect(mine.body.data.find((request: { _id: string }) => request._id === asked.body.data._id).status).toBe('approved');
      const notes = await server.api('/notifications', { token: patientA.user.token });
      expect(notes.body.data.notifications[0]).toMatchObject({
        message: 'Dr. Kenji Watanabe renewed your prescription for Levothyroxine',
        link: '/prescriptions',
      });
    });

    it('declining needs a reason, which the patient sees', async () => {
      const earlier = await prescribe({ medication: 'Omeprazole' });
      const asked = await server.api(`/prescription/${earlier._id}/renewal-requests`, { method: 'POST', token: patientA.user.token });
      expect(asked.status).toBe(201);
      const noReason = await server.api(`/prescription/renewal-requests/${asked.body.data._id}/decline`, {
        method: 'POST',
        token: doctor.user.token,
        json: {},
      });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('A reason is required to decline a renewal request');
      const declined = await server.api(`/prescription/renewal-requests/${asked.body.data._id}/decline`, {
        method: 'POST',
        token: doctor.user.token,
        json: { reason: 'Please book a follow-up visit first' },
      });
      expect(declined.status).toBe(200);
      expect(declined.body.data).toMatchObject({
        status: 'declined',
        declineReason: 'Please book a follow-up visit first',
        renewalPrescriptionId: null,
      });
      const notes = await server.api('/notifications', { token: patientA.user.token });
      expect(notes.body.data.notifications[0]).toMatchObject({
        message: 'Dr. Kenji Watanabe declined to renew Omeprazole: Please book a follow-up visit first',
        link: '/prescriptions',
      });
    });

    it('refuses to renew a revoked prescription', async () => {
      const earlier = await prescribe({ medication: 'Tramadol' });
      await server.api(`/prescription/delete-prescription/${earlier._id}`, {
        method: 'DELETE',
        token: doctor.user.token,
        json: { reason: 'Stopped' },
      });
      const asked = await server.api(`/prescription/${earlier._id}/renewal-requests`, {
        method: 'POST',
        token: patientA.user.token,
        json: {},
      });
      expect(asked.status).toBe(409);
      expect(asked.body.message).toBe('A revoked prescription cannot be renewed');
    });
  });
});

describe.each(limiterBackends())('the verification page rate limit (%s)', (backend) => {
  it('answers 429 past the per-address limit', async () => {
    const server = await startTestServer({ env: { VERIFY_MAX_PER_IP_PER_MINUTE: '3' }, redis: backend === 'Redis' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await server.http(`/verify?code=00000-0000${i}`)).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const limited = await server.http('/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await server.close();
    }
  }, 30_000);
});
