/**
 * CLINICIAN_2FA: with `required`, a doctor or operator without two-step sign-in is refused patient
 * data and actions (403 with the code the web app turns into "set it up"), until it is on; with
 * `optional` (the default), nobody is held back.
 */
import { API_ERROR_CODES, API_MESSAGES } from '@telehealth/shared-api/core';
import * as OTPAuth from 'otpauth';
import { createAdmin } from '../admin/admin-accounts';
import { createPatient, insertAppointment, insertDoctorRow } from '../../test/support/care-fixtures';
import { connected, nextEvent, openSocket } from '../../test/support/consultation-fixtures';
import { login, registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';
import { ROUTES_BEFORE_SECOND_FACTOR } from '../sessions/clinician-second-factor';

const ADMIN_PASSWORD = 'Operations-pass-2026';

async function turnOnSecondFactor(server: TestServer, token: string): Promise<void> {
  const setup = await server.api('/user/second-factor/setup', { method: 'POST', token });
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.data.secret), digits: 6, period: 30 }).generate();
  const enabled = await server.api('/user/second-factor/enable', { method: 'POST', token, json: { code } });
  expect(enabled.status).toBe(200);
}

async function world(server: TestServer) {
  // The profile is written straight to the database: under `required` the doctor could not make it before the set-up.
  const doctorUser = await registerUser(server, { role: 'doctor' });
  const doctorId = await insertDoctorRow(server.database.db, {
    name: 'Test Doctor',
    specialization: 'Neurology',
    fees: 100,
    experience: 5,
    userId: doctorUser.id,
  });
  const { user: patientUser, profile } = await createPatient(server);
  const visit = await insertAppointment(server, {
    doctorId,
    patientId: profile._id,
    startsAt: new Date(Date.now() + 3 * 86_400_000),
  });
  const email = uniqueEmail('ops');
  await createAdmin(server.database.db, { email, password: ADMIN_PASSWORD });
  const adminToken = (await login(server, email, ADMIN_PASSWORD)).body.data.accessToken as string;
  return { doctorToken: doctorUser.token, patientToken: patientUser.token, adminToken, visitId: visit.id };
}

describe('CLINICIAN_2FA=required', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { CLINICIAN_2FA: 'required' } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it("refuses a doctor without two-step sign-in a patient's visit, with the code to set it up, until it is on", async () => {
    const { doctorToken, visitId } = await world(server);
    const refused = await server.api(`/appointment/${visitId}`, { token: doctorToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      code: API_ERROR_CODES.secondFactorSetupRequired,
      message: API_MESSAGES.secondFactorSetupRequired,
    });
    expect((await server.api('/prescription/get-prescriptions-for-patient', { token: doctorToken })).status).toBe(403);

    // Its own account and the set-up stay open.
    expect((await server.api('/user/current-user', { token: doctorToken })).status).toBe(200);
    const status = await server.api('/user/second-factor', { token: doctorToken });
    expect(status.body.data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });

    await turnOnSecondFactor(server, doctorToken);
    expect((await server.api(`/appointment/${visitId}`, { token: doctorToken })).status).toBe(200);
  });

  it('refuses an operator without two-step sign-in the console until it is on', async () => {
    const { adminToken } = await world(server);
    const refused = await server.api('/admin/verifications', { token: adminToken });
    expect([refused.status, refused.body.code]).toEqual([403, API_ERROR_CODES.secondFactorSetupRequired]);
    await turnOnSecondFactor(server, adminToken);
    expect((await server.api('/admin/verifications', { token: adminToken })).status).toBe(200);
  });

  it('refuses a doctor without two-step sign-in the consultation sockets (chat, call), until it is on', async () => {
    const { doctorToken, visitId } = await world(server);
    const socket = await connected(openSocket(server, doctorToken));
    try {
      const refused = nextEvent(socket, 'error');
      socket.emit('join-room', { room: visitId });
      expect(await refused).toEqual({ code: 'forbidden', message: API_MESSAGES.secondFactorSetupRequired, event: 'join-room' });
      await turnOnSecondFactor(server, doctorToken);
      const answered = nextEvent(socket, 'error');
      socket.emit('join-room', { room: visitId });
      // Past the gate: the consultation itself answers (here: no call has this room).
      expect((await answered).message).not.toBe(API_MESSAGES.secondFactorSetupRequired);
    } finally {
      socket.disconnect();
    }
  });

  it('does not hold patients to it', async () => {
    const { patientToken, visitId } = await world(server);
    expect((await server.api(`/appointment/${visitId}`, { token: patientToken })).status).toBe(200);
    expect((await server.api('/user/second-factor', { token: patientToken })).body.data.required).toBe(false);
  });

  it('does not let a doctor turn it off again', async () => {
    const { doctorToken } = await world(server);
    await turnOnSecondFactor(server, doctorToken);
    const off = await server.api('/user/second-factor/disable', { method: 'POST', token: doctorToken, json: { code: '123456' } });
    expect([off.status, off.body.message]).toEqual([403, API_MESSAGES.secondFactorStaysOn]);
  });

  it('lists only routes that exist as the ones open before the set-up', async () => {
    const document = (await server.api('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const operations = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    for (const route of ROUTES_BEFORE_SECOND_FACTOR) expect(operations).toContain(route);
  });
});

describe('CLINICIAN_2FA=optional (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lets a doctor and an operator without two-step sign-in work at once', async () => {
    expect(server.config.clinician2fa).toBe('optional');
    const { doctorToken, adminToken, visitId } = await world(server);
    expect((await server.api(`/appointment/${visitId}`, { token: doctorToken })).status).toBe(200);
    expect((await server.api('/admin/verifications', { token: adminToken })).status).toBe(200);
    expect((await server.api('/user/second-factor', { token: doctorToken })).body.data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
  });
});
