import path from 'node:path';

// tsx runs this file as ESM (import.meta.dirname); jest runs it as CommonJS (__dirname).
const here: string = typeof __dirname === 'string' ? __dirname : import.meta.dirname;

/** The `server/` package folder. */
export const SERVER_ROOT = path.resolve(here, '..');
/** The repository root (the pnpm workspace). */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..');
/** Committed drizzle-kit migrations, shared by PGlite and PostgreSQL. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
