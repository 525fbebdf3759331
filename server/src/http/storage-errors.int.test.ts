import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@telehealth/shared-api/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { SERVER_ROOT } from '../paths';
import { databases, registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';

/** A trigger that makes every insert into `table` fail as a full disk would (SQLSTATE 53100). */
async function fillDisk(server: TestServer, table: string): Promise<void> {
  await server.database.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION full_disk() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`),
  );
  await server.database.db.execute(sql.raw(`CREATE TRIGGER full_disk BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION full_disk()`));
}

async function freeDisk(server: TestServer, table: string): Promise<void> {
  await server.database.db.execute(sql.raw(`DROP TRIGGER IF EXISTS full_disk ON ${table}`));
}

describe.each(databases())('a full disk on %s', (db) => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ db, env: { LOG_LEVEL: 'warn' }, logDestination: { write: (line) => void lines.push(line) } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a sign-up 503 with a clear message and Retry-After, and stores nothing', async () => {
    await fillDisk(server, 'users');
    try {
      const email = uniqueEmail('full-disk');
      const answer = await server.api('/user/register', {
        method: 'POST',
        json: { name: 'Full Disk', email, password: 'secret-pass-1', role: 'patient' },
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ statusCode: 503, data: null, message: API_MESSAGES.storageUnavailable, success: false });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      const rows = await queryRows(server.database.db, sql`select id from users where email = ${email}`);
      expect(rows).toEqual([]);
      // Still logged as a server-side failure.
      expect(lines.some((line) => line.includes('"level":50') && line.includes('53100'))).toBe(true);
    } finally {
      await freeDisk(server, 'users');
    }
  });

  it('answers /ready 503 naming the write check while the database cannot write, 200 after', async () => {
    await fillDisk(server, 'uploads');
    try {
      const answer = await server.http('/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'unavailable', check: 'database-write' });
    } finally {
      await freeDisk(server, 'uploads');
    }
    const after = await server.http('/ready');
    expect(after.status).toBe(200);
    // The probe leaves no row behind.
    expect(await queryRows(server.database.db, sql`select name from uploads where name like 'readiness-probe-%'`)).toEqual([]);
  });

  it('logs at error level an account notification the full disk refused, and keeps the change', async () => {
    const user = await registerUser(server);
    lines.length = 0;
    await fillDisk(server, 'notifications');
    try {
      const answer = await server.api('/user/update-account-details', {
        method: 'PATCH',
        token: user.token,
        json: { name: 'Renamed Person', email: user.email },
      });
      expect(answer.status).toBe(200);
      expect(lines.some((line) => line.includes('"level":50') && line.includes('could not store an account notification'))).toBe(true);
    } finally {
      await freeDisk(server, 'notifications');
    }
  });
});

describe('a start with an unwritable data folder', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'telehealth-datadir-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('exits with a message naming the folder and the reason', async () => {
    // Tests run as root, so a read-only mode would not stop writes: a folder under a file does.
    const blocker = path.join(scratch, 'not-a-folder');
    writeFileSync(blocker, '');
    const dataDir = path.join(blocker, 'data');
    const child = spawn(path.join(SERVER_ROOT, 'node_modules', '.bin', 'tsx'), [path.join(SERVER_ROOT, 'src', 'main.ts')], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: '', JWT_SECRET: '', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`The data folder ${path.join(dataDir, 'pglite')} is not writable (ENOTDIR)`);
    expect(output).not.toMatch(/\n\s+at /);
  }, 60_000);
});
