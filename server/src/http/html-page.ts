/**
 * The frame of the server's own HTML pages (the sandbox checkout, prescription verification):
 * plain markup with the page's own small CSS and no script, which the CSP forbids anyway.
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
}

export function htmlPage({ title, style, headerExtra = '', body }: HtmlPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>${style}</style>
</head>
<body>
<header><span class="brand">${PRODUCT_NAME}</span>${headerExtra}</header>
${body}
</body>
</html>`;
}
