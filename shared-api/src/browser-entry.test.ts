import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The browser entry (`@telehealth/shared-api`) is a Module Federation singleton, shared whole:
 * every page loads all of it before its first render, the dashboards included. Code that only
 * some screens need belongs in an entry those screens import (`/schemas`) or in `/core` alone.
 */
const SRC = __dirname;
const ROOT = join(SRC, '..', '..');

/** Files a module imports at run time by relative path: type-only imports and re-exports are erased. */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...source.matchAll(pattern)].flatMap((match) => {
    const base = resolve(dirname(file), match[1]);
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
    return found ? [found] : [];
  });
}

/** Every package a module imports at run time (not type-only). */
function packageImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^.'"][^'"]*)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

function reachedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...runtimeImports(file));
  }
  return [...seen].map((file) => relative(SRC, file)).sort();
}

/** Value names a module exports by name (`export { A, B as C }`), not types. */
function exportedValueNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/export\s+\{([^}]*)\}/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/).pop() as string),
  );
}

/** Shipped source files under `dir`: tests never reach the browser. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Browser code: the shell, shared-ui, every remote, and the browser entry's own modules. */
function browserSources(): string[] {
  const apps = readdirSync(ROOT).filter((name) => name === 'shell' || name === 'shared-ui' || name.startsWith('mfe-'));
  const dirs = [...apps.map((app) => join(ROOT, app, 'src')), join(SRC, 'browser')].filter((dir) => existsSync(dir));
  return dirs.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
}

describe('the browser entry, loaded on every page', () => {
  const reached = reachedFrom(join(SRC, 'index.ts'));

  it('is followed through its re-exports (the walk sees the core)', () => {
    expect(reached).toEqual(expect.arrayContaining(['index.ts', 'core/common.ts', 'core/constants.ts', 'browser/api-client.ts']));
  });

  it('leaves the password rules to the forms that check passwords', () => {
    expect(reached).not.toContain('core/password-rules.ts');
  });

  it('leaves the validation messages to the forms (the prescription texts live with the prescriptions)', () => {
    expect(reached).not.toContain('core/validation-messages.ts');
  });

  it('exports only what browser code uses (what only the server uses is in core/index.ts)', () => {
    const sources = browserSources();
    expect(sources.length).toBeGreaterThan(100);
    const names = [...exportedValueNames(join(SRC, 'index.ts')), ...exportedValueNames(join(SRC, 'core', 'common.ts'))];
    expect(names).toEqual(expect.arrayContaining(['apiRequest', 'useAuthStore', 'formatMoney', 'API_MESSAGES']));
    const unused = names.filter((name) => !sources.some((source) => new RegExp(`\\b${name}\\b`).test(source)));
    expect(unused).toEqual([]);
  });

  it('leaves the yup schemas and yup to the forms', () => {
    expect(reached.filter((file) => /schemas?\.ts$|schema\.ts$/.test(file))).toEqual([]);
    const packages = reached.flatMap((file) => packageImports(join(SRC, file)));
    expect(packages).not.toContain('yup');
  });
});
