/**
 * A product of the journey's own whose clock the journey moves (e2e/support/time-shift-preload.mjs),
 * and the same move for the browser (Playwright's clock): for rules that start minutes after a
 * visit's start, such as marking that a patient did not attend.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { startProduct, stopProduct, type RunningProduct } from './product-server';

export interface ShiftedProduct {
  product: RunningProduct;
  /** Moves the server's clock so that it reads `at` now (the real time keeps running from there). */
  moveTo(at: Date): void;
  /** What the server's clock reads now. */
  now(): Date;
  stop(): Promise<void>;
}

/** Starts a product whose clock this journey moves; sessions outlive the moves. */
export async function startShiftedProduct(): Promise<ShiftedProduct> {
  const dir = mkdtempSync(join(tmpdir(), 'telehealth-time-shift-'));
  const file = join(dir, 'shift-ms');
  let shift = 0;
  writeFileSync(file, '0');
  const product = await startProduct({
    label: 'e2e-shifted',
    env: { TIME_SHIFT_FILE: file, SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '100000' },
    nodeFlags: ['--import', join(__dirname, 'time-shift-preload.mjs')],
  });
  return {
    product,
    moveTo(at) {
      shift = at.getTime() - Date.now();
      writeFileSync(file, String(shift));
    },
    now: () => new Date(Date.now() + shift),
    async stop() {
      await stopProduct(product);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The browser context's clock reads `at` (and runs on from there), as the server's does. */
export async function browserClockAt(context: BrowserContext, at: Date): Promise<void> {
  await context.clock.install({ time: at });
}
