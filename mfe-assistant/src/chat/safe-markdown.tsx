/**
 * The small markdown subset the assistant's answers use, rendered to React elements and never
 * to an HTML string: paragraphs, line breaks, headings, bullet and numbered lists, code
 * blocks, **bold**, *emphasis*, `code` and [links](/doctors). Any HTML in the text stays
 * literal text, and a link is a link only when it points at one of the product's own routes
 * (anything else — another site, `javascript:`, `data:` — shows its text alone). A subset of
 * our own keeps this safe by construction and a few hundred bytes, where a full parser would
 * cost more than the page's whole budget.
 */
import { Box, Typography } from '@mui/material';
import { Link } from '@telehealth/shared-ui/mui-extras';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { remoteModules } from '@telehealth/federation';

/** Route patterns of the product (remote pages from the contract, plus the shell's own). */
const PRODUCT_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/terms',
  '/privacy',
  ...Object.values(remoteModules).map((module) => module.route),
];

function matchesRoute(pathname: string, route: string): boolean {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let h = 0;
  for (const segment of want) {
    if (segment.endsWith('?')) {
      if (h < have.length) h += 1;
      continue;
    }
    if (h >= have.length) return false;
    if (!segment.startsWith(':') && segment !== have[h]) return false;
    h += 1;
  }
  return h === have.length;
}

/**
 * The in-app path of `href` when it names one of the product's routes (path, query and hash),
 * else null: absolute and protocol-relative URLs, other schemes and unknown paths are refused.
 */
export function productPath(href: string): string | null {
  const trimmed = href.trim();
  // Only root-relative paths; '//' and '/\' would leave the origin.
  if (!/^\/(?![/\\])/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, 'http://product.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://product.invalid') return null;
  if (!PRODUCT_ROUTES.some((route) => matchesRoute(url.pathname, route))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

// Earliest of: `code`, [text](href), **bold** / __bold__, *em* / _em_ (not inside words).
const INLINE =
  /`([^`\n]+)`|\[([^\]\n]+)\]\(([^)\s]*)\)|\*\*(?=\S)([^\n]*?\S)\*\*|__(?=\S)([^\n]*?\S)__|\*(?=[^\s*])([^*\n]*?[^\s*])\*|(?<![\p{L}\p{N}_])_(?=[^\s_])([^_\n]*?[^\s_])_(?![\p{L}\p{N}_])/u;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const key = `${keyPrefix}-${index++}`;
    const [whole, code, linkText, href, bold1, bold2, em1, em2] = match;
    if (code !== undefined) {
      nodes.push(
        <Box
          component="code"
          key={key}
          sx={{ fontFamily: 'monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
        >
          {code}
        </Box>,
      );
    } else if (linkText !== undefined) {
      const to = productPath(href ?? '');
      const inner = renderInline(linkText, key);
      nodes.push(
        to ? (
          <Link key={key} component={RouterLink} to={to}>
            {inner}
          </Link>
        ) : (
          <span key={key}>{inner}</span>
        ),
      );
    } else if (bold1 !== undefined || bold2 !== undefined) {
      nodes.push(<strong key={key}>{renderInline(bold1 ?? bold2 ?? '', key)}</strong>);
    } else {
      nodes.push(<em key={key}>{renderInline(em1 ?? em2 ?? '', key)}</em>);
    }
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

/** Lines of a paragraph, joined by line breaks. */
function renderLines(lines: string[], keyPrefix: string): ReactNode[] {
  return lines.flatMap((line, i) => {
    const content = renderInline(line, `${keyPrefix}-${i}`);
    return i === 0 ? content : [<br key={`${keyPrefix}-br-${i}`} />, ...content];
  });
}

type Block =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[][] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?/;

function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trim().startsWith(fence[1]!)) body.push(lines[i++]!);
      i += 1;
      blocks.push({ kind: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', text: heading[1]! });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length && lines[i]!.trim()) {
        const item = pattern.exec(lines[i]!);
        if (item) items.push([ordered ? item[2]! : item[1]!]);
        else if (items.length && /^\s+/.test(lines[i]!)) items[items.length - 1]!.push(lines[i]!.trim());
        else break;
        i += 1;
      }
      blocks.push({ kind: 'list', ordered, start: ordered ? Number(numbered![1]) : 1, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() &&
      !FENCE.test(lines[i]!) &&
      !HEADING.test(lines[i]!) &&
      !BULLET.test(lines[i]!) &&
      !NUMBERED.test(lines[i]!)
    ) {
      paragraph.push(lines[i]!.replace(QUOTE, '').trim());
      i += 1;
    }
    blocks.push({ kind: 'paragraph', lines: paragraph });
  }
  return blocks;
}

/** An answer's markdown as React elements (see the module comment for what is supported). */
export function SafeMarkdown({ source }: { source: string }) {
  const blocks = parseBlocks(source);
  return (
    <Box
      sx={{ '& > :first-of-type': { mt: 0 }, '& > :last-child': { mb: 0 }, '& p, & ul, & ol, & pre': { my: 1 }, '& ul, & ol': { pl: 3 } }}
    >
      {blocks.map((block, b) => {
        const key = `b${b}`;
        switch (block.kind) {
          case 'heading':
            return (
              <Typography key={key} component="p" sx={{ fontWeight: 700 }}>
                {renderInline(block.text, key)}
              </Typography>
            );
          case 'list': {
            const items = block.items.map((item, n) => <li key={`${key}-${n}`}>{renderLines(item, `${key}-${n}`)}</li>);
            return block.ordered ? (
              <ol key={key} start={block.start}>
                {items}
              </ol>
            ) : (
              <ul key={key}>{items}</ul>
            );
          }
          case 'code':
            return (
              <Box
                key={key}
                component="pre"
                sx={{ fontFamily: 'monospace', fontSize: '0.85em', whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
              >
                <code>{block.text}</code>
              </Box>
            );
          case 'rule':
            return <Box key={key} component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider' }} />;
          default:
            return (
              <Typography key={key} component="p" variant="body2">
                {renderLines(block.lines, key)}
              </Typography>
            );
        }
      })}
    </Box>
  );
}
