import { paths } from '@telehealth/federation';

const ORIGIN = 'http://carelink.invalid';
const AUTH_PATHS = new Set([paths.login(), paths.register()]);

/**
 * Where to go after signing in, given the `from` a guard recorded: the same path (with its
 * query and hash) when it is a page of this app, else /dashboard. Anything that would leave the
 * app ('//host', '/\host', a scheme) or return to the sign-in or sign-up page is refused.
 */
export function returnPathAfterSignIn(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.dashboard();
  let url: URL;
  try {
    // The URL parser applies the browser's rules (backslashes, tabs), so what it keeps on this origin stays in the app.
    url = new URL(from, ORIGIN);
  } catch {
    return paths.dashboard();
  }
  if (url.origin !== ORIGIN) return paths.dashboard();
  // Routes match case-insensitively and with a trailing slash.
  const page = url.pathname.toLowerCase().replace(/\/+$/, '');
  if (AUTH_PATHS.has(page)) return paths.dashboard();
  return `${url.pathname}${url.search}${url.hash}`;
}
