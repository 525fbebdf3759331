/** Jest global teardown: stops the server, keeps its log next to the screenshots, cleans up. */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { stopProduct, stopServer } from './support/product-server';

export default async function globalTeardown(): Promise<void> {
  const product = globalThis.__telehealthProduct;
  if (!product) return;
  globalThis.__telehealthProduct = undefined;
  await stopServer(product.child);
  const artifacts = join(__dirname, 'artifacts');
  mkdirSync(artifacts, { recursive: true });
  if (existsSync(product.logFile)) copyFileSync(product.logFile, join(artifacts, 'server.log'));
  await stopProduct(product);
}
