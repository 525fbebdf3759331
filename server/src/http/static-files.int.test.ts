import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../../test/support/test-server';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const SHELL_JS = `console.log(${JSON.stringify('x'.repeat(4_000))});`;

function write(root: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** Writes `<file>.br` and `<file>.gz` as scripts/precompress.mjs does at build time. */
function precompress(root: string, file: string): void {
  const data = readFileSync(path.join(root, file));
  writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(data, { level: 9 }));
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it came over the wire (not decoded). */
  bytes: Buffer;
}

/** A GET that keeps the body as sent (fetch would decode it). */
function rawGet(baseUrl: string, target: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${target}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
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

  describe('pre-compressed files made at build time', () => {
    const CHUNK = `/static/js/async/7.0badc0de.js`;
    const CHUNK_JS = `export const text = ${JSON.stringify('pre-compressed '.repeat(400))};`;
    let shellDist: string;

    beforeAll(() => {
      shellDist = path.join(staticDir, 'shell', 'dist');
      write(shellDist, CHUNK, CHUNK_JS);
      precompress(shellDist, CHUNK);
      precompress(shellDist, 'index.html');
      write(staticDir, 'mfe-x/dist/static/js/async/9.feedbeef.js', CHUNK_JS);
      precompress(path.join(staticDir, 'mfe-x', 'dist'), 'static/js/async/9.feedbeef.js');
    });

    it('sends the brotli file as built to a browser that accepts br, with its headers', async () => {
      const answer = await rawGet(server.baseUrl, CHUNK, { 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The very bytes of the build's .br file: nothing was compressed on the fly.
      expect(answer.bytes.equals(readFileSync(path.join(shellDist, `${CHUNK}.br`)))).toBe(true);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(zlib.brotliDecompressSync(answer.bytes).toString()).toBe(CHUNK_JS);
    });

    it('sends the gzip file as built to a client that accepts only gzip', async () => {
      const answer = await rawGet(server.baseUrl, CHUNK, { 'accept-encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.bytes.equals(readFileSync(path.join(shellDist, `${CHUNK}.gz`)))).toBe(true);
      expect(zlib.gunzipSync(answer.bytes).toString()).toBe(CHUNK_JS);
    });

    it('sends the file itself to a client that accepts no compression', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const answer = await rawGet(server.baseUrl, CHUNK, headers);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
        expect(answer.bytes.toString()).toBe(CHUNK_JS);
      }
    });

    it('serves the pre-compressed shell page for app routes, revalidated', async () => {
      const answer = await rawGet(server.baseUrl, '/dashboard', { ...html, 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(answer.bytes).toString()).toBe(INDEX_HTML);
    });

    it("serves a remote's pre-compressed chunk with its cross-origin headers", async () => {
      const target = '/remotes/mfe-x/static/js/async/9.feedbeef.js';
      const answer = await rawGet(server.baseUrl, target, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(answer.bytes).toString()).toBe(CHUNK_JS);
    });
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
    for (const target of [
      '/remotes/mfe-x/..%2f..%2fsecret.txt',
      '/remotes/mfe-x/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/%2e%2e/secret.txt',
    ]) {
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

  it("publishes the file's entries and allows their origin in the CSP, then rolls back when the file goes", async () => {
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
