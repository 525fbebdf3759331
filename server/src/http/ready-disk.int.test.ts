import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { startChildServer, stopChild, type ChildDatabase, type RunningProduct } from '../../test/support/child-server';
import { startTestServer } from '../../test/support/test-server';

const MIB = 1024 * 1024;

// Issue 24: on a full disk the embedded database refused every sign-up and sign-in (503) while
// /ready still answered 200, so a load balancer kept sending users to it.
describe('/ready and the free space of the data folder (embedded database)', () => {
  it('answers 503 naming the disk-space check when DATA_DIR has less free space than READY_MIN_FREE_MB', async () => {
    const { bavail, bsize } = statfsSync(os.tmpdir());
    const freeMb = Math.floor((bavail * bsize) / MIB);
    const tight = await startTestServer({ env: { READY_MIN_FREE_MB: String(freeMb + 10_000) } });
    try {
      const answer = await tight.http('/ready');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'unavailable', check: 'disk-space' });
    } finally {
      await tight.close();
    }
    const roomy = await startTestServer({ env: { READY_MIN_FREE_MB: '1' } });
    try {
      expect((await roomy.http('/ready')).status).toBe(200);
    } finally {
      await roomy.close();
    }
  }, 90_000);
});

/** A small tmpfs of its own (needs root): a disk that really fills up. */
function mountSmallDisk(megabytes: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'telehealth-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', folder], { stdio: 'ignore' });
  return folder;
}

// Registered only where a tmpfs can be mounted (as root), as the two-instance suite is only where
// its services exist; the test above covers the rule everywhere.
if (process.getuid?.() === 0) {
  describe('/ready on a disk that really fills up', () => {
    let product: RunningProduct | undefined;
    let folder = '';
    let filler = '';

    beforeAll(async () => {
      folder = mountSmallDisk(160);
      filler = path.join(folder, 'filler');
      const database = await openDatabase({ pgliteDir: path.join(folder, 'pglite') });
      await migrate(database);
      await database.close();
    }, 60_000);
    afterAll(async () => {
      await stopChild(product);
      if (!folder) return;
      spawnSync('umount', [folder], { stdio: 'ignore' });
      rmSync(folder, { recursive: true, force: true });
    });

    it('answers 503 while the disk is full and 200 once there is room again', async () => {
      const childDatabase: ChildDatabase = {
        kind: 'PGlite',
        dataDir: folder,
        databaseUrl: undefined,
        run: () => Promise.reject(new Error('not used')),
        dispose: async () => undefined,
      };
      product = await startChildServer(childDatabase, { label: 'full-disk' });
      for (let warm = 0; warm < 3; warm += 1) expect((await fetch(`${product.baseUrl}/ready`)).status).toBe(200);

      try {
        execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1M'], { stdio: 'ignore' });
      } catch {
        // dd stops with "No space left on device": the disk is full.
      }
      const signUp = await fetch(`${product.baseUrl}/api/v1/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Full Disk', email: `full-${Date.now()}@example.test`, password: 'kettle-blue-9', role: 'patient' }),
      });
      expect(signUp.status).toBe(503);
      const full = await fetch(`${product.baseUrl}/ready`);
      expect(full.status).toBe(503);

      rmSync(filler);
      expect((await fetch(`${product.baseUrl}/ready`)).status).toBe(200);
    }, 120_000);
  });
}
