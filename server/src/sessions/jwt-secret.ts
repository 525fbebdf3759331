import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataFolderError } from '../db/data-folder';

const MIN_LENGTH = 32;

/**
 * The signing secret when JWT_SECRET is not set: generated once with crypto and kept in
 * `<dataDir>/jwt-secret` (mode 600), so tokens survive restarts and nothing is hard-coded.
 */
export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  const existing = await readSecret(file);
  if (existing) return existing;
  const secret = randomBytes(48).toString('base64url');
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const created = await readSecret(file);
      if (created) return created;
    }
    throw new DataFolderError(dataDir, error);
  }
}

async function readSecret(file: string): Promise<string | undefined> {
  let content: string;
  try {
    content = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (content.length < MIN_LENGTH)
    throw new Error(`${file} holds a secret shorter than ${MIN_LENGTH} characters; delete it to generate a new one`);
  return content;
}
