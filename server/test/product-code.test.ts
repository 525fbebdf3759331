import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `server/src` holds the product and its own tests only: every other file there is reached from
 * an entry the product runs (the `tsx` scripts of package.json), and nothing there imports test
 * support from `server/test`. Stand-ins, fixtures, the fuzzer and the access matrix live here.
 */
const SERVER = path.resolve(__dirname, '..');
const SRC = path.join(SERVER, 'src');
const TEST = path.join(SERVER, 'test');
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => statSync(file, { throwIfNoEntry: false })?.isFile()) ??
    null
  );
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((match) => resolveImport(file, match[1]!) ?? []);
}

function productEntries(): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(SERVER, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return Object.values(scripts).flatMap((command) =>
    [...command.matchAll(/\b(src\/\S+\.ts)\b/g)].map((match) => path.join(SERVER, match[1]!)),
  );
}

describe('the server product code', () => {
  const productFiles = sourceFiles(SRC).filter((file) => !isTest(file));

  it('is all reached from an entry the product runs, so no test support hides in src', () => {
    const entries = productEntries();
    expect(entries).toContain(path.join(SRC, 'main.ts'));
    const reached = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      queue.push(...importsOf(file));
    }
    const unreached = productFiles
      .filter((file) => !reached.has(file) && !file.endsWith('.d.ts'))
      .map((file) => path.relative(SERVER, file));
    expect(unreached).toEqual([]);
  });

  it('never imports test support', () => {
    const offenders = productFiles.filter((file) => importsOf(file).some((target) => target.startsWith(TEST + path.sep)));
    expect(offenders.map((file) => path.relative(SERVER, file))).toEqual([]);
  });
});
