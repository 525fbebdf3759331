import { request as httpRequest } from 'node:http';
import { registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';

/** A raw request, so a URL no fetch client would send (`/api/v1/%`) reaches the server as is. */
function rawGet(
  server: TestServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('HTTP hardening', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends HSTS only over https', async () => {
    const plain = await server.http('/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const overTls = await server.http('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('tells browsers and proxies not to keep API answers', async () => {
    const user = await registerUser(server);
    const me = await server.api('/user/current-user', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    const refused = await server.api('/user/current-user');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a malformed URL with a 400 in the error envelope', async () => {
    const answer = await rawGet(server, '/api/v1/appointment/%');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 400, data: null, message: expect.stringMatching(/URL/), success: false });
  });

  it('refuses a JSON body declared in another charset, and writes nothing', async () => {
    const email = uniqueEmail('latin');
    const answer = await server.api('/user/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=iso-8859-1' },
      rawBody: Buffer.from(JSON.stringify({ name: 'Zoë Latin', email, password: 'a-good-pass-1', role: 'patient' }), 'latin1'),
    });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/UTF-8/);
    expect((await server.api('/user/login', { method: 'POST', json: { email, password: 'a-good-pass-1' } })).status).toBe(401);
  });

  it('still takes JSON declared as UTF-8 in any spelling', async () => {
    for (const charset of ['utf-8', 'UTF-8', 'utf8', '"utf-8"']) {
      const answer = await server.api('/user/register', {
        method: 'POST',
        headers: { 'content-type': `application/json; charset=${charset}` },
        rawBody: JSON.stringify({ name: 'Zoë Unicode', email: uniqueEmail('utf'), password: 'a-good-pass-1', role: 'patient' }),
      });
      expect(answer.status).toBe(201);
    }
  });
});
