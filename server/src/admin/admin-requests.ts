import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { AdminAccountError, insertAdmin } from './admin-accounts';

/**
 * The embedded database (PGlite) can be opened by one process only, so while the server runs,
 * `npm run admin -- create` does not open it: it leaves a request in DATA_DIR/admin-requests/
 * (the email, the name and the password's hash, readable by the owner only), and the running
 * server makes the account within seconds. Writing into DATA_DIR already means holding the
 * database's files, so a request grants nothing its writer did not have.
 */
export const ADMIN_REQUESTS_FOLDER = 'admin-requests';
/** How often the running server looks for requests. */
export const ADMIN_REQUEST_POLL_MS = 2_000;
/** Written by the server on start (its process id): the command line checks it before opening the database. */
export const SERVER_PID_FILE = 'server.pid';

export interface AdminRequest {
  email: string;
  name?: string;
  passwordHash: string;
}

function folderOf(dataDir: string): string {
  return path.join(dataDir, ADMIN_REQUESTS_FOLDER);
}

/** Leaves a request for the running server (written whole, then renamed into place). */
export async function writeAdminRequest(dataDir: string, request: AdminRequest): Promise<void> {
  const folder = folderOf(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const name = `${Date.now()}-${randomBytes(6).toString('hex')}`;
  const partial = path.join(folder, `${name}.partial`);
  await writeFile(partial, JSON.stringify(request), { mode: 0o600 });
  await rename(partial, path.join(folder, `${name}.json`));
}

export type AdminRequestOutcome = { email: string; created: true } | { email: string; created: false; problem: string };

/** Makes the account of every waiting request and removes the request (kept or not, it held a password hash). */
export async function processAdminRequests(db: Db, dataDir: string): Promise<AdminRequestOutcome[]> {
  const folder = folderOf(dataDir);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const outcomes: AdminRequestOutcome[] = [];
  for (const name of names) {
    const file = path.join(folder, name);
    let request: AdminRequest | undefined;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<AdminRequest>;
      if (typeof parsed.email === 'string' && typeof parsed.passwordHash === 'string') request = parsed as AdminRequest;
    } catch {
      request = undefined;
    }
    try {
      if (!request) {
        outcomes.push({ email: '(unreadable request)', created: false, problem: `${name} is not a request the command line wrote` });
        continue;
      }
      await insertAdmin(db, request);
      outcomes.push({ email: request.email, created: true });
    } catch (error) {
      if (!(error instanceof AdminAccountError)) throw error;
      outcomes.push({ email: request!.email, created: false, problem: error.message });
    } finally {
      await rm(file, { force: true });
    }
  }
  return outcomes;
}

/** True when the process named by DATA_DIR/server.pid is alive (a server has the embedded database open). */
export async function serverIsRunning(dataDir: string): Promise<boolean> {
  let pid: number;
  try {
    pid = Number((await readFile(path.join(dataDir, SERVER_PID_FILE), 'utf8')).trim());
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function writeServerPid(dataDir: string): Promise<void> {
  await writeFile(path.join(dataDir, SERVER_PID_FILE), `${process.pid}\n`);
}

export async function removeServerPid(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, SERVER_PID_FILE), { force: true });
}
