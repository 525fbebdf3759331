/**
 * Independent deployment (README "Deploying remotes independently"): a team builds its remote
 * with a visible change, serves it from its own origin beside the running product, points the
 * remotes file at it, and a reload shows the change; removing the entry rolls it back. The shell
 * is not rebuilt and the server is not restarted.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { Page } from 'playwright-core';
import { freePort, repoRoot } from '../support/product-server';
import { baseUrl, browserSuite, UI_TIMEOUT_MS } from '../support/browser';
import { apiRegister, eventually, expectHidden, expectVisible, openSignedIn, uniqueUser } from '../support/app';

const { journey } = browserSuite(__filename);

const REMOTE_DIR = join(repoRoot, 'mfe-profile');
/** The profile remote's tab label that the release changes. */
const LABEL = 'Patient Profile';
const MARKER = `release-${randomBytes(3).toString('hex')}`;
const ORIGINAL_MANIFEST = '/remotes/mfe-profile/mf-manifest.json';

let workDir: string;
let releaseServer: Server | undefined;
let releaseOrigin: string;

/**
 * Builds the real profile remote into `outDir` with its "Patient Profile" label changed, as a
 * team's release of a new version would: the same rsbuild config, another output folder.
 */
async function buildRelease(outDir: string): Promise<void> {
  const config = join(workDir, 'release.rsbuild.config.mjs');
  writeFileSync(
    config,
    `import base from ${JSON.stringify(join(REMOTE_DIR, 'rsbuild.config.ts'))};
export default {
  ...base,
  output: { ...base.output, distPath: { root: ${JSON.stringify(outDir)} }, cleanDistPath: true },
  plugins: [
    ...base.plugins,
    {
      name: 'release-marker',
      setup(api) {
        api.transform({ test: /profile-page\\.tsx$/ }, ({ code }) => code.replaceAll(${JSON.stringify(LABEL)}, ${JSON.stringify(`${LABEL} ${MARKER}`)}));
      },
    },
  ],
};
`,
  );
  const rsbuild = join(REMOTE_DIR, 'node_modules', '.bin', 'rsbuild');
  const output: string[] = [];
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(rsbuild, ['build', '-c', config], { cwd: REMOTE_DIR, env: { ...process.env, NODE_ENV: 'production' } });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('error', fail);
    child.on('exit', done);
  });
  if (code !== 0 || !existsSync(join(outDir, 'mf-manifest.json'))) {
    throw new Error(`Building the release of mfe-profile failed (exit ${code}):\n${output.join('').slice(-3_000)}`);
  }
  const built = spawnSync('grep', ['-rl', MARKER, outDir], { encoding: 'utf8' }).stdout.trim();
  if (!built)
    throw new Error(`The release build does not contain "${LABEL} ${MARKER}": did "${LABEL}" leave mfe-profile's profile-page.tsx?`);
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

/** A plain static file server with CORS: the remote's own origin (a CDN, in production). */
async function serveRelease(root: string): Promise<string> {
  const port = await freePort();
  releaseServer = createServer((request, response) => {
    const file = resolve(root, `.${decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)}`);
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening) => releaseServer!.listen(port, '127.0.0.1', listening));
  return `http://127.0.0.1:${port}`;
}

/** The running product's remotes file: REMOTES_FILE's default, `<DATA_DIR>/remotes.json`. */
function remotesFile(): string {
  const stateFile = process.env.E2E_STATE_FILE;
  // The e2e product keeps its data beside its state file (support/product-server.ts).
  const dataDir = stateFile ? join(dirname(stateFile), 'data') : '';
  if (!existsSync(join(dataDir, 'pglite')))
    throw new Error(`The running product's DATA_DIR was not found at ${dataDir || '(no E2E_STATE_FILE)'}`);
  return join(dataDir, 'remotes.json');
}

/** Writes the remotes file as a deploy should: a whole new file renamed over the old one. */
function pointRemotes(entries: Record<string, string> | null): void {
  const file = remotesFile();
  if (entries === null) {
    rmSync(file, { force: true });
    return;
  }
  writeFileSync(`${file}.next`, JSON.stringify(entries));
  renameSync(`${file}.next`, file);
}

async function profileManifest(): Promise<string | undefined> {
  const response = await fetch(`${baseUrl()}/remotes.json`);
  return ((await response.json()) as Record<string, string>).mfe_profile;
}

function profileTab(page: Page, name: string) {
  return page.getByRole('tab', { name, exact: true });
}

function serverPid(): number {
  return JSON.parse(readFileSync(process.env.E2E_STATE_FILE!, 'utf8')).pid as number;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'telehealth-deploy-'));
  const outDir = join(workDir, 'dist');
  await buildRelease(outDir);
  releaseOrigin = await serveRelease(outDir);
}, 120_000);

afterAll(async () => {
  // Whatever happened, the product goes back to the remote it serves itself before the next file runs.
  if (process.env.E2E_STATE_FILE) {
    pointRemotes(null);
    await eventually(async () => (await profileManifest()) === ORIGINAL_MANIFEST, '/remotes.json to name the served remote again');
  }
  await new Promise((closed) => (releaseServer ? releaseServer.close(closed) : closed(undefined)));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

journey('a new build of a remote on its own origin shows after a reload, and rolls back the same way', async ({ page }) => {
  const pid = serverPid();
  const shellIndex = join(repoRoot, 'shell', 'dist', 'index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  const releaseRequests: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(releaseOrigin) && response.ok()) releaseRequests.push(response.url());
  });

  const { token } = await apiRegister(uniqueUser('patient'));
  await openSignedIn(page, token, '/profile');
  await expectVisible(profileTab(page, LABEL), `the "${LABEL}" tab of the deployed remote`);
  expect(await profileManifest()).toBe(ORIGINAL_MANIFEST);

  // Deploy: point the remotes document at the release, then reload.
  pointRemotes({ mfe_profile: `${releaseOrigin}/mf-manifest.json` });
  await eventually(async () => (await profileManifest()) === `${releaseOrigin}/mf-manifest.json`, '/remotes.json to name the release');
  await page.reload();
  await expectVisible(profileTab(page, `${LABEL} ${MARKER}`), `the tab of the release, "${LABEL} ${MARKER}"`);
  expect(releaseRequests).toEqual(expect.arrayContaining([`${releaseOrigin}/mf-manifest.json`, `${releaseOrigin}/remoteEntry.js`]));

  // Roll back: remove the entry, then reload.
  pointRemotes(null);
  await eventually(async () => (await profileManifest()) === ORIGINAL_MANIFEST, '/remotes.json to name the served remote again');
  releaseRequests.length = 0;
  await page.reload();
  await expectVisible(profileTab(page, LABEL), `the "${LABEL}" tab after the rollback`);
  await expectHidden(page.getByText(MARKER), 'the release marker', UI_TIMEOUT_MS);
  expect(releaseRequests).toEqual([]);

  // Neither a server restart nor a shell rebuild was involved.
  expect(serverPid()).toBe(pid);
  expect(() => process.kill(pid, 0)).not.toThrow();
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
});
