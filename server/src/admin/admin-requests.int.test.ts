/**
 * `npm run admin -- create` while the server holds the embedded database: the request left in
 * DATA_DIR becomes an operator account in the running server, and is removed either way.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminRequestOf } from './admin-accounts';
import { ADMIN_REQUESTS_FOLDER, processAdminRequests, serverIsRunning, writeAdminRequest, writeServerPid } from './admin-requests';
import { login, registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';

describe('operations account requests in DATA_DIR', () => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'telehealth-admin-requests-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  afterAll(async () => {
    await server?.close();
  });

  it('makes the requested operator, who can sign in, and removes the request', async () => {
    const email = uniqueEmail('requested-ops');
    await writeAdminRequest(dataDir, await adminRequestOf({ email, password: 'Requested-ops-pass-2026' }));
    expect(await processAdminRequests(server.database.db, dataDir)).toEqual([{ email, created: true }]);
    const signedIn = await login(server, email, 'Requested-ops-pass-2026');
    expect([signedIn.status, signedIn.body.data.user.role]).toEqual([200, 'admin']);
    expect(readdirSync(path.join(dataDir, ADMIN_REQUESTS_FOLDER))).toEqual([]);
    expect(await processAdminRequests(server.database.db, dataDir)).toEqual([]);
  });

  it('never turns an existing account into an operator, and still removes the request', async () => {
    const patient = await registerUser(server, { role: 'patient' });
    await writeAdminRequest(dataDir, await adminRequestOf({ email: patient.email, password: 'Requested-ops-pass-2026' }));
    expect(await processAdminRequests(server.database.db, dataDir)).toEqual([
      { email: patient.email, created: false, problem: `An account with the email ${patient.email} already exists` },
    ]);
    expect((await server.api('/user/current-user', { token: patient.token })).body.data.role).toBe('patient');
    expect(readdirSync(path.join(dataDir, ADMIN_REQUESTS_FOLDER))).toEqual([]);
  });

  it('refuses a weak password before anything is written', async () => {
    await expect(adminRequestOf({ email: uniqueEmail('weak'), password: 'password' })).rejects.toThrow('The password is not accepted');
  });

  it('knows whether the process of server.pid is alive', async () => {
    expect(await serverIsRunning(dataDir)).toBe(false);
    await writeServerPid(dataDir);
    // Its own process id does not count (the command line never waits on itself).
    expect(await serverIsRunning(dataDir)).toBe(false);
    writeFileSync(path.join(dataDir, 'server.pid'), `${process.ppid}\n`);
    expect(await serverIsRunning(dataDir)).toBe(true);
  });
});
