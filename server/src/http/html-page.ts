import { BRAND_FONT_CSS, LOCAL_TIME_SCRIPT_PATH } from './brand';

/**
 * The frame of the server's own HTML pages (the sandbox checkout, prescription verification):
 * plain markup in the app's font with the page's own small CSS; no inline script (the CSP
 * forbids it), at most the same-origin local-time script, and the page reads right without it.
 */

export const PRODUCT_NAME = 'CareLink';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export interface HtmlPage {
  title: string;
  style: string;
  /** Markup after the brand in the header (a badge), trusted. */
  headerExtra?: string;
  /** The page's markup, trusted: escape every value in it. */
  body: string;
  /** Load the script that shows <time data-local-time> in the viewer's zone. */
  localTimes?: boolean;
}

export function htmlPage({ title, style, headerExtra = '', body, localTimes = false }: HtmlPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>${BRAND_FONT_CSS}
${style}</style>${localTimes ? `\n<script src="${LOCAL_TIME_SCRIPT_PATH}" defer></script>` : ''}
</head>
<body>
<header><span class="brand">${PRODUCT_NAME}</span>${headerExtra}</header>
${body}
</body>
</html>`;
}
