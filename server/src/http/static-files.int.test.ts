import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../testing/test-server';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SHELL_JS = `console.log(${JSON.stringify('x'.repeat(4_000))});`;

function write(root: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

describe('serving the built web app', () => {
  let staticDir: string;
  let server: TestServer;
  const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'telehealth-static-test-'));
    write(staticDir, 'shell/dist/index.html', INDEX_HTML);
    write(staticDir, 'shell/dist/static/js/main.1a2b3c4d.js', SHELL_JS);
    write(staticDir, 'mfe-x/dist/mf-manifest.json', '{"name":"mfe_x"}');
    write(staticDir, 'mfe-x/dist/remoteEntry.js', 'var mfe_x;');
    write(staticDir, 'mfe-x/dist/static/js/async/12.abcdef12.js', 'export {};');
    mkdirSync(path.join(staticDir, 'mfe-unbuilt'));
    write(staticDir, 'secret.txt', 'not to be served');
    server = await startTestServer({
      env: {
        STATIC_DIR: staticDir,
        REMOTES: JSON.stringify({ mfe_cdn: 'https://cdn.example.test/cdn/mf-manifest.json' }),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the shell at / without long caching', async () => {
    const answer = await server.http('/', { headers: html });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX_HTML);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for app routes a browser navigates to', async () => {
    for (const route of ['/dashboard', '/doctors/42', '/book-appointment/7?date=2030-01-01']) {
      const answer = await server.http(route, { headers: html });
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(INDEX_HTML);
    }
  });

  it('does not fall back for API, socket, remote, health or missing asset paths', async () => {
    const api = await server.http('/api/v1/nothing-here', { headers: html });
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ statusCode: 404, success: false, data: null });
    expect((await server.http('/remotes/mfe-x/missing.js', { headers: html })).status).toBe(404);
    expect((await server.http('/uploads/missing.png', { headers: html })).status).toBe(404);
    expect((await server.http('/static/js/missing.js', { headers: { accept: '*/*' } })).status).toBe(404);
  });

  it('caches content-hashed assets for a year, compressed', async () => {
    const answer = await server.http('/static/js/main.1a2b3c4d.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(SHELL_JS);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it('publishes the runtime remotes document from the built mfe folders and REMOTES', async () => {
    const answer = await server.http('/remotes.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.body).toEqual({
      mfe_x: '/remotes/mfe-x/mf-manifest.json',
      mfe_cdn: 'https://cdn.example.test/cdn/mf-manifest.json',
    });
  });

  it('serves each remote under /remotes/<folder>/ with manifests and entries revalidated', async () => {
    const manifest = await server.http('/remotes/mfe-x/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ name: 'mfe_x' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');

    const entry = await server.http('/remotes/mfe-x/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const chunk = await server.http('/remotes/mfe-x/static/js/async/12.abcdef12.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never serves files outside the build folders', async () => {
    for (const target of ['/remotes/mfe-x/..%2f..%2fsecret.txt', '/remotes/mfe-x/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%2e%2e/%2e%2e/secret.txt']) {
      const answer = await server.http(target);
      expect(answer.text).not.toContain('not to be served');
    }
  });

  it('lets configured remote origins load scripts and be fetched', async () => {
    const csp = (await server.http('/', { headers: html })).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.test(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.test /);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('serving without a built web app', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 at / and an empty remotes document', async () => {
    expect((await server.http('/', { headers: { accept: 'text/html' } })).status).toBe(404);
    expect((await server.http('/remotes.json')).body).toEqual({});
  });
});

describe('repointing a remote through REMOTES_FILE while the server runs', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function whenRemotesSay(expected: Record<string, string>): Promise<void> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const body = (await server.http('/remotes.json')).body;
      if (JSON.stringify(body) === JSON.stringify(expected)) return;
      if (Date.now() > deadline) throw new Error(`/remotes.json still says ${JSON.stringify(body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('publishes the file\'s entries and allows their origin in the CSP, then rolls back when the file goes', async () => {
    const file = server.config.remotesFile;
    expect(file).toBe(path.join(server.config.dataDir, 'remotes.json'));
    writeFileSync(file, JSON.stringify({ mfe_profile: 'http://127.0.0.1:4999/v2/mf-manifest.json' }));
    await whenRemotesSay({ mfe_profile: 'http://127.0.0.1:4999/v2/mf-manifest.json' });
    const csp = (await server.http('/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:4999(;|$)/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4999 /);

    rmSync(file);
    await whenRemotesSay({});
    const after = (await server.http('/health')).headers.get('content-security-policy') ?? '';
    expect(after).not.toContain('4999');
  });
});
