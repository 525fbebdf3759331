import { startForwardingProxy, requestFrom, type ForwardingProxy } from '../../test/support/forwarding-proxy';
import { registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';

// TRUST_PROXY=1 is what the README, server/CONFIG.md and deploy/nginx.conf prescribe behind one
// proxy. Clients bind to their own loopback addresses and reach the server through a real proxy hop.
describe('behind one reverse proxy with TRUST_PROXY=1', () => {
  let server: TestServer;
  let proxy: ForwardingProxy;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1', LOGIN_MAX_ATTEMPTS_PER_IP: '5', LOGIN_MAX_FAILURES_PER_ACCOUNT: '50' } });
    proxy = await startForwardingProxy(server.baseUrl, 'https');
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  const signIn = (client: string, email: string, password: string, headers?: Record<string, string>) =>
    requestFrom(client, `${proxy.baseUrl}/api/v1/user/login`, { method: 'POST', json: { email, password }, headers });

  it('refuses the client whose sign-ins failed too often, and no one else behind the proxy', async () => {
    const colleague = await registerUser(server);
    const guesser = '127.0.0.21';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(guesser, uniqueEmail('spray'), 'wrong-password-1')).status).toBe(401);
    }
    expect((await signIn(guesser, colleague.email, colleague.password)).status).toBe(429);
    // Naming another address in X-Forwarded-For does not help: only the proxy's own entry counts.
    expect((await signIn(guesser, colleague.email, colleague.password, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(429);

    const answer = await signIn('127.0.0.22', colleague.email, colleague.password);
    expect(answer.status).toBe(200);
  });

  it('sends Strict-Transport-Security when the proxy says the client used https', async () => {
    const throughProxy = await requestFrom('127.0.0.23', `${proxy.baseUrl}/health`);
    expect(throughProxy.status).toBe(200);
    expect(throughProxy.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    // Plain http straight to the server: no HSTS.
    const direct = await requestFrom('127.0.0.23', `${server.baseUrl}/health`);
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
