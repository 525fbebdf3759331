#!/usr/bin/env node
// The project's own entry points behind `npm start`, `npm test`, `npm run check|format|build|dev`
// and `npm run bench`. Works on a clean machine: it bootstraps the pinned pnpm, installs when
// the lockfile changed, builds only what changed, and installs Chromium for browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];
const isCI = !!process.env.CI && process.env.CI !== 'false';

function log(message) {
  console.log(`\x1b[36m[telehealth]\x1b[0m ${message}`);
}

function fail(message) {
  console.error(`\x1b[31m[telehealth]\x1b[0m ${message}`);
  process.exit(1);
}

/** The pnpm command: a matching global pnpm, else the pinned version through npx. */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === pnpmVersion) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

const PNPM = pnpmCommand();

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`${command} failed to start: ${result.error.message}`);
  return result.status ?? 1;
}

function pnpm(args, options) {
  return run(PNPM[0], [...PNPM.slice(1), ...args], options);
}

function mustPass(status, what) {
  if (status !== 0) fail(`${what} failed (exit ${status}).`);
}

function hashFiles(paths) {
  const hash = createHash('sha256');
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      const base = path.split('/').pop();
      if (base === 'node_modules' || base === 'dist' || base === 'data') return;
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else if (!/\.(test|int\.test)\.tsx?$/.test(path)) {
      hash.update(relative(root, path));
      hash.update(readFileSync(path));
    }
  };
  for (const path of paths) walk(join(root, path));
  return hash.digest('hex');
}

function ensureInstalled() {
  const stampFile = join(root, 'node_modules', '.telehealth-install-stamp');
  const wanted = hashFiles(['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  log('Installing dependencies (pnpm install --frozen-lockfile)...');
  mustPass(pnpm(['install', '--frozen-lockfile']), 'Installing dependencies');
  writeFileSync(stampFile, wanted);
}

/** Front-end apps: the shell and every remote (mfe-*) that has a build config. */
function frontEndApps() {
  const remotes = readdirSync(root)
    .filter((name) => name.startsWith('mfe-') && existsSync(join(root, name, 'rsbuild.config.ts')))
    .sort();
  return existsSync(join(root, 'shell', 'rsbuild.config.ts')) ? ['shell', ...remotes] : remotes;
}

async function build({ force = false } = {}) {
  const common = ['shared-ui', 'shared-api', 'federation', 'pnpm-lock.yaml'];
  for (const app of frontEndApps()) {
    const stampFile = join(root, app, 'dist', '.build-hash');
    const wanted = hashFiles([app, ...common]);
    if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) {
      log(`${app}: up to date`);
    } else {
      log(`Building ${app}...`);
      mustPass(pnpm(['--filter', app, 'build']), `Building ${app}`);
      writeFileSync(stampFile, wanted);
    }
    // The server sends these as they are (brotli 11, zopfli gzip); done for up-to-date builds
    // too, it skips files whose siblings are newer. Imported here: zopfli is a dependency, so it
    // exists only after the install above (a clean clone starts without node_modules).
    const { precompress } = await import('./precompress.mjs');
    const { written, originalBytes, brotliBytes } = await precompress(join(root, app, 'dist'));
    if (written)
      log(
        `${app}: ${written} pre-compressed files written (${(originalBytes / 1000).toFixed(0)} kB → ${(brotliBytes / 1000).toFixed(0)} kB brotli)`,
      );
  }
}

/** Debian's Chromium for the browser tests, installed when missing (root only). */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) fail(`Chromium is missing at ${chromium}: install Debian's chromium package or set CHROMIUM_PATH.`);
  log('Installing Chromium (apt-get install chromium)...');
  mustPass(run('apt-get', ['update', '-qq']), 'apt-get update');
  mustPass(
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }),
    'Installing Chromium',
  );
}

/** Folders to type-check: every workspace package (pnpm-workspace.yaml; `mfe-*` style globs) and scripts/, each with a tsconfig.json. */
function typedPackages() {
  const patterns = [...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]);
  const folders = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const prefix = pattern.slice(0, -1);
    return readdirSync(root).filter((name) => name.startsWith(prefix) && statSync(join(root, name)).isDirectory());
  });
  return [...new Set([...folders, 'scripts'])].filter((folder) => existsSync(join(root, folder, 'tsconfig.json'))).sort();
}

/**
 * Type check (every package's tsconfig), lint (ESLint, lint/eslint.config.mjs), the server's
 * structure (scripts/server-structure.mjs) and format check (Prettier). Runs all four and reports each, so one run shows every kind of failure.
 */
function check({ fix = false } = {}) {
  const failed = [];
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  for (const folder of typedPackages()) {
    if (run(tsc, ['--noEmit', '-p', folder]) !== 0) failed.push(`type check of ${folder}`);
  }
  const eslint = join(root, 'lint', 'node_modules', 'eslint', 'bin', 'eslint.js');
  const cache = ['--cache', '--cache-location', join(root, 'node_modules', '.cache', 'eslint')];
  if (
    run(process.execPath, [
      eslint,
      '--config',
      'lint/eslint.config.mjs',
      '--max-warnings',
      '0',
      ...cache,
      ...(fix ? ['--fix'] : []),
      '.',
    ]) !== 0
  ) {
    failed.push('lint (ESLint)');
  }
  // Features entered only through their index.ts, and no cycle between server/src's folders.
  if (run(process.execPath, [join(root, 'scripts', 'server-structure.mjs')]) !== 0)
    failed.push('server structure (scripts/server-structure.mjs)');
  const prettier = join(root, 'node_modules', '.bin', 'prettier');
  if (run(prettier, [fix ? '--write' : '--check', '--log-level', 'warn', '.']) !== 0)
    failed.push('format (Prettier; `npm run format` fixes it)');
  return failed;
}

function startServer(extraEnv = {}) {
  const child = spawn(PNPM[0], [...PNPM.slice(1), '--filter', 'server', 'start'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code) => process.exit(code ?? 0));
}

const command = process.argv[2];
switch (command) {
  case 'start': {
    ensureInstalled();
    await build();
    log(`Starting the server on http://localhost:${process.env.PORT || 8080} ...`);
    startServer();
    break;
  }
  case 'build': {
    ensureInstalled();
    await build({ force: process.argv.includes('--force') });
    break;
  }
  case 'check':
  case 'format': {
    ensureInstalled();
    const failed = check({ fix: command === 'format' });
    if (failed.length) fail(`Failed: ${failed.join(', ')}.`);
    log(command === 'format' ? 'Formatted and lint-fixed what could be; no problem left.' : 'Types, lint and format: all clean.');
    break;
  }
  case 'test': {
    ensureInstalled();
    log('Type check, lint and format check...');
    const failedChecks = check();
    if (failedChecks.length) fail(`Failed: ${failedChecks.join(', ')}. Tests not run.`);
    ensureChromium();
    // Built first: the unit tests check the built bundles too (no AI key in the browser).
    log('Building the product (its bundles are checked by the unit tests, then used by the browser tests)...');
    await build();
    log('Unit, component and server integration tests (jest)...');
    const jestArgs = ['exec', 'jest', '--ci'];
    if (isCI) jestArgs.push('--maxWorkers=2');
    const unitStatus = pnpm(jestArgs);
    log('End-to-end tests in Chromium...');
    const e2eStatus = existsSync(join(root, 'e2e', 'jest.config.cjs'))
      ? pnpm(['exec', 'jest', '--ci', '--config', 'e2e/jest.config.cjs', '--runInBand'])
      : 0;
    if (unitStatus !== 0 || e2eStatus !== 0) fail(`Tests failed (jest exit ${unitStatus}, e2e exit ${e2eStatus}).`);
    log('All tests passed.');
    break;
  }
  case 'dev': {
    ensureInstalled();
    const apps = frontEndApps();
    const remotes = {};
    apps
      .filter((app) => app !== 'shell')
      .forEach((app) => {
        const port = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')).devPort;
        if (port) remotes[app.replace(/-/g, '_')] = `http://localhost:${port}/mf-manifest.json`;
      });
    const filters = ['server', ...apps].flatMap((app) => ['--filter', app]);
    const child = spawn(PNPM[0], [...PNPM.slice(1), '--parallel', ...filters, 'dev'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, REMOTES: JSON.stringify(remotes), CORS_ORIGINS: 'http://localhost:3000' },
    });
    child.on('exit', (code) => process.exit(code ?? 0));
    break;
  }
  case 'bench': {
    ensureInstalled();
    ensureChromium();
    await build();
    const name = process.argv[3];
    const benches = readdirSync(join(root, 'bench')).filter((f) => /\.bench\.(mjs|ts)$/.test(f) && (!name || f.startsWith(name)));
    for (const file of benches) {
      log(`Benchmark ${file}`);
      // Options after the name (`npm run bench -- messages --n=300`) go to the benchmark.
      mustPass(pnpm(['--filter', 'server', 'exec', 'tsx', join(root, 'bench', file), ...process.argv.slice(4)]), file);
    }
    break;
  }
  default:
    fail(`Unknown command "${command}". Use start, test, check, format, build, dev or bench.`);
}
