import { paths } from '@telehealth/federation';

const ORIGIN = 'http://carelink.invalid';
const AUTH_PATHS = new Set([paths.login(), paths.register()]);

/**
 * `value` as a path of this app (with its query and hash), or null when it would leave the app
 * ('//host', '/\host', a scheme) or is not a path at all.
 */
export function sameAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    // The URL parser applies the browser's rules (backslashes, tabs), so what it keeps on this origin stays in the app.
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  return url.origin === ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Where to go after signing in, given the `from` a guard recorded: that page of this app when
 * it is one (see sameAppPath), else /dashboard; never back to the sign-in or sign-up page.
 */
export function returnPathAfterSignIn(from: unknown): string {
  const path = sameAppPath(from);
  if (path === null) return paths.dashboard();
  // Routes match case-insensitively and with a trailing slash.
  const page = new URL(path, ORIGIN).pathname.toLowerCase().replace(/\/+$/, '');
  return AUTH_PATHS.has(page) ? paths.dashboard() : path;
}
