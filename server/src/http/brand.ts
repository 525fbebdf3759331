import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {} from '@fastify/swagger'; // its route option `schema.hide`
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../paths';

/**
 * The app's look for the server's own pages (hosted checkout, /verify) and the PDF: the teal of
 * shared-ui's theme and its Roboto, served from this server (no CDN), and a small same-origin
 * script that writes times in the viewer's own zone (the page keeps its UTC text without it).
 */

/** shared-ui's theme palette (theme.ts), as the server's pages and the PDF use it. */
export const BRAND = {
  primary: '#0B6E79',
  primaryDark: '#07505A',
  primaryLight: '#3E9AA5',
  text: '#102A43',
  textSecondary: '#486581',
  background: '#F5F8FA',
  divider: '#D9E2EC',
} as const;

export const BRAND_PATH = '/brand';
const FONT_WEIGHTS = [400, 500, 700] as const;
const fontFile = (weight: number) => `roboto-latin-${weight}-normal.woff2`;
const FONT_DIR = path.join(SERVER_ROOT, 'node_modules', '@fontsource', 'roboto', 'files');
// Fontsource's latin subset; other scripts fall back to the system font.
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** @font-face rules and the font stack of the app (Roboto, then the system's). */
export const BRAND_FONT_CSS =
  FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"Roboto";font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(${BRAND_PATH}/fonts/${fontFile(weight)}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  ).join('\n') + '\nbody{font-family:"Roboto",system-ui,-apple-system,"Segoe UI",Arial,sans-serif}';

export const LOCAL_TIME_SCRIPT_PATH = `${BRAND_PATH}/local-time.js`;

/** Rewrites each <time data-local-time datetime="ISO"> to the viewer's clock and zone, e.g. '3:45 PM GMT+5:30'. */
export const LOCAL_TIME_SCRIPT = `(function () {
  var format = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  document.querySelectorAll('time[data-local-time]').forEach(function (element) {
    var at = new Date(element.getAttribute('datetime'));
    if (!isNaN(at.getTime())) element.textContent = format.format(at);
  });
})();
`;

/** A UTC time ('14:05 UTC') that the local-time script turns into the viewer's own. */
export function localTimeHtml(at: Date): string {
  return `<time datetime="${at.toISOString()}" data-local-time>${at.toISOString().slice(11, 16)} UTC</time>`;
}

async function brandRoutes(app: FastifyInstance): Promise<void> {
  const fonts = new Map(FONT_WEIGHTS.map((weight) => [fontFile(weight), weight]));
  app.get<{ Params: { file: string } }>(`${BRAND_PATH}/fonts/:file`, { schema: { hide: true } }, async (request, reply) => {
    if (!fonts.has(request.params.file)) return reply.code(404).send({ statusCode: 404, message: 'Not found', success: false });
    const font = await readFile(path.join(FONT_DIR, request.params.file));
    return reply.header('content-type', 'font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(font);
  });
  app.get(LOCAL_TIME_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(LOCAL_TIME_SCRIPT),
  );
}

/** Served by app.ts as a plugin (http/ sits below plugin.ts, so it is a plain object). */
export const brandPlugin = { name: 'brand', pages: brandRoutes } as const;
