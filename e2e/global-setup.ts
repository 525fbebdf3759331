/**
 * Jest global setup of the browser suite: starts the built product once for all test files
 * and tells the tests where it answers (E2E_BASE_URL, and the same facts in the JSON file
 * named by E2E_STATE_FILE).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { killGroup, startProduct, type RunningProduct } from './support/product-server';

declare global {
  // Read back by global-teardown.ts (same process as the setup).
  var __telehealthProduct: RunningProduct | undefined;
}

export default async function globalSetup(): Promise<void> {
  const product = await startProduct();
  globalThis.__telehealthProduct = product;
  // If jest dies without running the teardown, do not leave the server behind.
  // (The teardown clears __telehealthProduct once it has stopped the server itself.)
  process.once('exit', () => {
    if (globalThis.__telehealthProduct === product) killGroup(product.child, 'SIGKILL');
  });

  const stateFile = join(product.tempDir ?? product.dataDir, 'e2e-state.json');
  writeFileSync(stateFile, JSON.stringify({ baseUrl: product.baseUrl, pid: product.pid, logFile: product.logFile }));
  process.env.E2E_BASE_URL = product.baseUrl;
  process.env.E2E_STATE_FILE = stateFile;
  process.env.E2E_SERVER_LOG = product.logFile;
  mkdirSync(join(__dirname, 'artifacts'), { recursive: true });
  console.log(`\n[e2e] product ready at ${product.baseUrl} in ${(product.readyMs / 1000).toFixed(1)} s`);
}
