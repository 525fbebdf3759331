import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';

/**
 * The browser never talks to an AI service and never sees its key: no browser source, and no
 * built bundle names the service, its key variable or its API path.
 */
const FORBIDDEN = [/AI_API_KEY/, /api\.openai\.com/, /\/chat\/completions/, /\bsk-[A-Za-z0-9]{16,}/];

function filesUnder(dir: string, extensions: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, extensions);
    return extensions.test(name) ? [full] : [];
  });
}

function offenders(files: string[]): string[] {
  return files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return FORBIDDEN.some((pattern) => pattern.test(text));
  });
}

const browserPackages = readdirSync(REPO_ROOT).filter((name) => name === 'shell' || name.startsWith('mfe-'));

describe('the AI key stays on the server', () => {
  it('is named in no browser source', () => {
    const sources = [
      ...browserPackages.flatMap((name) => filesUnder(path.join(REPO_ROOT, name, 'src'), /\.(tsx?|jsx?)$/)),
      ...filesUnder(path.join(REPO_ROOT, 'shared-api', 'src'), /\.(tsx?|jsx?)$/),
    ];
    expect(sources.length).toBeGreaterThan(0);
    expect(offenders(sources)).toEqual([]);
  });

  it('is named in no built bundle (shell/dist, mfe-*/dist)', () => {
    const bundles = browserPackages.flatMap((name) => filesUnder(path.join(REPO_ROOT, name, 'dist'), /\.(js|mjs|html|json|map)$/));
    if (bundles.length === 0) {
      // npm test builds before it runs the unit tests (scripts/run.mjs); a bare jest run may have nothing built.
      const message = 'NO BUILT BUNDLE TO CHECK: shell/dist and mfe-*/dist are empty. Run `npm run build` first.';
      if (process.env.CI && process.env.CI !== 'false') throw new Error(`${message} Under CI=true the bundles must be checked.`);
      console.warn(`\n*** ${message} ***\n`);
    }
    expect(offenders(bundles)).toEqual([]);
  });
});
