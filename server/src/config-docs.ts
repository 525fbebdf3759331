import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, type ConfigVariable } from './config';
import { REPO_ROOT } from './paths';

/** The command that rewrites the generated parts of the docs (named in the drift test's failure). */
export const REGENERATE_COMMAND = 'npm run docs:config';

/** Generated parts of the docs: the file, the marker name, and what goes between the markers. */
export interface GeneratedPart {
  file: string;
  marker: string;
  render: () => string;
}

const variables = (): ConfigVariable[] => Object.values(CONFIG_VARIABLES) as ConfigVariable[];

/** A table cell: one line, no unescaped pipe. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** GitHub's anchor of a `### \`NAME\`` heading. */
function anchor(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_-]/g, '');
}

/** The README's table: one line per variable, linking to its section of CONFIG.md. */
export function renderReadmeTable(): string {
  const rows = variables().map(
    (v) =>
      `| [\`${v.name}\`](server/CONFIG.md#${anchor(v.name)}) | ${cell(v.summary)} | ${cell(v.parser.defaultText)} | \`${cell(v.example)}\` |`,
  );
  return ['| Variable | What | Default | Example |', '|---|---|---|---|', ...rows].join('\n');
}

/** Markdown paragraphs re-wrapped at `width` columns (source readability; rendering is unchanged). */
export function wrap(markdown: string, width = 100): string {
  return markdown
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        if (line && line.length + 1 + word.length > width) {
          lines.push(line);
          line = word;
        } else {
          line = line ? `${line} ${word}` : word;
        }
      }
      if (line) lines.push(line);
      return lines.join('\n');
    })
    .join('\n\n');
}

/** CONFIG.md's reference: a section per variable with its type, default, example and details. */
export function renderConfigReference(): string {
  return variables()
    .map((v) =>
      [
        `### \`${v.name}\``,
        '',
        v.summary,
        '',
        `- Type: ${v.parser.type}`,
        `- Default: ${v.parser.defaultText}`,
        `- Example: \`${v.name}=${v.example}\``,
        '',
        wrap(v.details),
      ].join('\n'),
    )
    .join('\n\n');
}

export const GENERATED_PARTS: GeneratedPart[] = [
  { file: path.join(REPO_ROOT, 'README.md'), marker: 'config-table', render: renderReadmeTable },
  { file: path.join(REPO_ROOT, 'server', 'CONFIG.md'), marker: 'config-reference', render: renderConfigReference },
];

function markers(marker: string): [string, string] {
  return [
    `<!-- ${marker}:start (generated from server/src/config.ts by \`${REGENERATE_COMMAND}\`; edit there) -->`,
    `<!-- ${marker}:end -->`,
  ];
}

/** `document` with the text between `marker`'s comments replaced by `body`. */
export function replaceBetweenMarkers(document: string, marker: string, body: string): string {
  const [start, end] = markers(marker);
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the markers ${start} … ${end} are missing`);
  return `${document.slice(0, from + start.length)}\n\n${body}\n\n${document.slice(to)}`;
}

/** What `part`'s file should contain. */
export function expectedContent(part: GeneratedPart): string {
  return replaceBetweenMarkers(readFileSync(part.file, 'utf8'), part.marker, part.render());
}

/** Rewrites every generated part; returns the files that changed. */
export function writeConfigDocs(): string[] {
  const changed: string[] = [];
  for (const part of GENERATED_PARTS) {
    const expected = expectedContent(part);
    if (expected !== readFileSync(part.file, 'utf8')) {
      writeFileSync(part.file, expected);
      changed.push(path.relative(REPO_ROOT, part.file));
    }
  }
  return changed;
}
