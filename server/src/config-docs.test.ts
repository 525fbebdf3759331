import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, type ConfigVariable } from './config';
import { expectedContent, GENERATED_PARTS, REGENERATE_COMMAND, renderReadmeTable, replaceBetweenMarkers, wrap } from './config-docs';
import { REPO_ROOT } from './paths';

describe('configuration docs', () => {
  it.each(GENERATED_PARTS.map((part) => [path.relative(REPO_ROOT, part.file), part] as const))(
    '%s says what server/src/config.ts declares',
    (_file, part) => {
      const committed = readFileSync(part.file, 'utf8');
      if (committed !== expectedContent(part)) {
        throw new Error(
          `${path.relative(REPO_ROOT, part.file)} differs from server/src/config.ts: run \`${REGENERATE_COMMAND}\` and commit the result.`,
        );
      }
    },
  );

  it('keeps every README cell on one line and every variable documented', () => {
    const rows = renderReadmeTable().split('\n').slice(2);
    const variables = Object.values(CONFIG_VARIABLES) as ConfigVariable[];
    expect(rows).toHaveLength(variables.length);
    for (const v of variables) {
      expect(v.summary).not.toMatch(/\n/);
      expect(v.summary.length).toBeLessThanOrEqual(110);
      expect(v.details.trim()).not.toBe('');
    }
  });

  it('replaces only the text between the markers, and refuses a document without them', () => {
    const marker = '<!-- x:start (generated from server/src/config.ts by `npm run docs:config`; edit there) -->';
    const document = `before\n${marker}\nold\n<!-- x:end -->\nafter\n`;
    expect(replaceBetweenMarkers(document, 'x', 'new')).toBe(`before\n${marker}\n\nnew\n\n<!-- x:end -->\nafter\n`);
    expect(() => replaceBetweenMarkers('no markers', 'x', 'new')).toThrow('markers');
  });
});

describe('wrap', () => {
  it('wraps each paragraph at the width without losing a word', () => {
    const text = 'one two three four five six\nseven\n\neight nine';
    expect(wrap(text, 10)).toBe('one two\nthree four\nfive six\nseven\n\neight nine');
  });
});
