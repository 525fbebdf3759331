import { API_MESSAGES } from '@telehealth/shared-api/core';
import Fastify from 'fastify';
import { get } from 'node:http';
import { registerAccessControl } from '../sessions/access-control';
import { SessionService } from '../sessions/sessions';
import { secretKey } from '../sessions/tokens';
import { systemClock } from '../clock';
import { databases, registerUser, startTestServer, TEST_JWT_SECRET, type TestServer } from '../../test/support/test-server';
import { registerErrorHandling } from './error-handler';

describe.each(databases())('HTTP behaviour on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db, env: { BODY_LIMIT_BYTES: '2048', CORS_ORIGINS: 'https://app.example.test' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /health', async () => {
    const answer = await server.http('/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('answers /ready when the database answers', async () => {
    const answer = await server.http('/ready');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const answer = await server.http('/health');
    const csp = answer.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['connect-src']).toEqual(expect.arrayContaining(["'self'", `ws://${new URL(server.baseUrl).host}`]));
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it("allows WebSockets to the host each page was asked from, and no other's", async () => {
    const connectSrc = async (host: string) => {
      const { port } = new URL(server.baseUrl);
      const csp = await new Promise<string>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/health', headers: { host } }, (response) => {
          response.resume();
          resolve(String(response.headers['content-security-policy']));
        }).on('error', reject);
      });
      return csp.split(';').find((directive) => directive.startsWith('connect-src'));
    };
    // Each twice: the second answer comes from what the first worked out.
    for (let round = 0; round < 2; round += 1) {
      expect(await connectSrc('care.example.test')).toBe("connect-src 'self' ws://care.example.test wss://care.example.test");
      expect(await connectSrc('other.example.test:8443')).toBe(
        "connect-src 'self' ws://other.example.test:8443 wss://other.example.test:8443",
      );
      expect(await connectSrc('not a host')).toBe("connect-src 'self' 'self'");
    }
  });

  it('refuses a body over the limit with 413', async () => {
    const answer = await server.api('/user/register', {
      method: 'POST',
      json: { name: 'x'.repeat(5_000), email: 'big@example.test', password: 'secret-pass-1' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      statusCode: 413,
      data: null,
      message: 'The request body is too large (limit 2048 bytes).',
      success: false,
    });
  });

  it('allows the configured origin, with credentials, and no other', async () => {
    const preflight = (origin: string) =>
      server.api('/user/login', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
    const allowed = await preflight('https://app.example.test');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.test');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const refused = await preflight('https://evil.example.test');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('compresses JSON answers', async () => {
    const answer = await server.api('/openapi.json', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
  });

  it('publishes an OpenAPI document of the API with bearer security', async () => {
    const answer = await server.api('/openapi.json');
    expect(answer.body.openapi).toBe('3.1.0');
    expect(Object.keys(answer.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/register',
        '/api/v1/user/login',
        '/api/v1/user/logout',
        '/api/v1/user/current-user',
        '/api/v1/user/update-account-details',
        '/api/v1/user/change-password',
        '/api/v1/notifications',
        '/api/v1/notifications/unread-count',
        '/api/v1/notifications/{id}/read',
        '/api/v1/notifications/read-all',
      ]),
    );
    expect(answer.body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(answer.body.paths['/api/v1/user/current-user'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(answer.body.paths['/api/v1/user/login'].post.security).toBeUndefined();
    expect(answer.text).not.toMatch(/passwordHash|password_hash/);
  });
});

describe('HTTP behaviour when the database is down', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await server.database.close();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /ready with 503', async () => {
    const answer = await server.http('/ready');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'unavailable', check: 'database-read' });
  });

  it('answers a failing request with a generic 500 envelope and no stack trace', async () => {
    const answer = await server.api('/user/login', { method: 'POST', json: { email: 'someone@example.test', password: 'secret-pass-1' } });
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ statusCode: 500, data: null, message: API_MESSAGES.internalError, success: false });
    expect(answer.text).not.toMatch(/at \w+ \(|\.ts:\d+|stack/i);
  });
});

describe('role checks declared on routes', () => {
  it('refuses a signed-in user whose role the route does not allow with 403', async () => {
    const server = await startTestServer();
    try {
      const patient = await registerUser(server, { role: 'patient' });
      const doctor = await registerUser(server, { role: 'doctor' });
      const app = Fastify();
      registerErrorHandling(app, 1024);
      // Sessions over the test server's database and secret: its tokens are honoured here.
      registerAccessControl(
        app,
        new SessionService(server.database.db, secretKey(TEST_JWT_SECRET), { idleMs: 60_000, maxMs: 3_600_000 }, systemClock),
      );
      app.get('/doctors-only', { config: { auth: 'doctor' } }, async () => ({ ok: true }));
      app.get('/patients-only', { config: { auth: 'patient' } }, async () => ({ ok: true }));
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const call = (url: string, token: string) => fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      expect((await call('/doctors-only', doctor.token)).status).toBe(200);
      const refused = await call('/doctors-only', patient.token);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ statusCode: 403, data: null, message: API_MESSAGES.forbidden, success: false });
      expect((await call('/patients-only', patient.token)).status).toBe(200);
      expect((await call('/patients-only', doctor.token)).status).toBe(403);
      expect((await fetch(`${base}/patients-only`)).status).toBe(401);
      await app.close();
    } finally {
      await server.close();
    }
  });

  it('refuses to start when a route does not declare who may call it', async () => {
    const app = Fastify();
    registerAccessControl(app, {} as never);
    expect(() => app.get('/undeclared', async () => ({}))).toThrow('Route GET /undeclared must declare config.auth');
    await app.close();
  });
});
