import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The structure check `npm run check` runs (scripts/server-structure.mjs), on the real tree and planted ones. */
const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'server-structure.mjs');

function check(src?: string) {
  const result = spawnSync(process.execPath, [SCRIPT, ...(src ? [src] : [])], { encoding: 'utf8' });
  return { ok: result.status === 0, said: result.stderr };
}

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'server-structure-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the server structure check', () => {
  it('holds for server/src: features entered through index.ts, no folder cycle', () => {
    expect(check()).toEqual({ ok: true, said: '' });
  });

  it("fails on an import into another feature's internals, naming it", () => {
    const root = tree({
      'doctors/index.ts': "export { DoctorService } from './doctor-service';\n",
      'doctors/doctor-service.ts': 'export class DoctorService {}\n',
      'waitlist/waitlist-service.ts': "import type { DoctorService } from '../doctors/doctor-service';\n",
      'db/client.ts': 'export const db = 1;\n',
      'waitlist/waitlist-repository.ts': "import { db } from '../db/client';\nimport { DoctorService } from '../doctors';\n",
    });
    roots.push(root);
    const { ok, said } = check(root);
    expect(ok).toBe(false);
    expect(said).toContain('waitlist/waitlist-service.ts imports doctors/doctor-service');
    // Through the index, and the platform by path, are allowed.
    expect(said).not.toContain('waitlist-repository');
  });

  it('fails on folders that import each other, type imports and top-level files included', () => {
    const root = tree({
      'payments/index.ts': "import type { Booking } from '../appointments';\nexport type Pay = Booking;\n",
      'appointments/index.ts': "import { plugin } from '../plugin';\nexport type Booking = typeof plugin;\n",
      'plugin.ts': "import type { Pay } from './payments';\nexport const plugin = 1 as unknown as Pay;\n",
      'payments/payments.test.ts': "import '../appointments';\n",
    });
    roots.push(root);
    const { ok, said } = check(root);
    expect(ok).toBe(false);
    expect(said).toContain('cycle: appointments, payments, plugin');
  });
});
