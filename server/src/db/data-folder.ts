import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A data folder the server cannot write to; the message names the folder and the reason. */
export class DataFolderError extends Error {
  constructor(
    readonly folder: string,
    cause: unknown,
  ) {
    const { code, message } = cause as NodeJS.ErrnoException;
    super(`The data folder ${folder} is not writable (${code ?? message}). Set DATA_DIR to a folder this user can write to.`, { cause });
    this.name = 'DataFolderError';
  }
}

/**
 * Creates `folder` if needed and writes and removes a small file in it, so a folder that
 * cannot be written (a path under a file, read-only, full) stops the start with its name
 * rather than failing later inside PGlite or on the first sign-in.
 */
export async function ensureWritableFolder(folder: string): Promise<void> {
  const probe = path.join(folder, `.write-check-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(probe, '');
    await unlink(probe);
  } catch (error) {
    throw new DataFolderError(folder, error);
  }
}
