/**
 * Storage failures: the database or the disk under it cannot take a write right now (full
 * disk, out of memory, too many connections, an I/O error). The client is asked to retry
 * later (503), unlike a bug (500).
 */

/** SQLSTATE class 53 (insufficient resources) and 58030 io_error. */
function isStorageSqlState(code: string): boolean {
  return /^53[0-9A-Z]{3}$/.test(code) || code === '58030';
}

const STORAGE_ERRNO_CODES = new Set(['ENOSPC', 'EROFS', 'EIO', 'EDQUOT']);
// PGlite's Emscripten file system throws ErrnoError with WASI-numbered errno values.
const EMSCRIPTEN_STORAGE_ERRNOS = new Set([51 /* ENOSPC */, 69 /* EROFS */, 29 /* EIO */, 19 /* EDQUOT */]);

/** True when `error`, or a `cause` it wraps (drizzle wraps driver errors), is a storage failure. */
export function isStorageError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, errno, name } = current as { code?: unknown; errno?: unknown; name?: unknown };
    if (typeof code === 'string' && (STORAGE_ERRNO_CODES.has(code) || isStorageSqlState(code))) return true;
    if (name === 'ErrnoError' && typeof errno === 'number' && EMSCRIPTEN_STORAGE_ERRNOS.has(errno)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
